import Foundation

/// Local names of a block, closure or function body, chained to the enclosing scope.
final class Scope {
    let parent: Scope?
    private var values: [String: Value] = [:]

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            // Most block scopes declare nothing: skip hashing the name for them.
            if !scope.values.isEmpty, let v = scope.values[name] { return v }
            s = scope.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) { values[name] = value }

    /// A copy of every name visible here, with no link to the live scopes. Closures that outlive
    /// their evaluation (stored in a name, or run during layout) capture this, so a scope never
    /// holds, through a value, a closure that holds the scope (which would never be freed).
    func snapshot() -> Scope {
        let copy = Scope(parent: nil)
        var chain: [Scope] = []
        var s: Scope? = self
        while let scope = s {
            chain.append(scope)
            s = scope.parent
        }
        for scope in chain.reversed() {
            for (k, v) in scope.values { copy.values[k] = v }
        }
        return copy
    }

    /// Assigns to an existing name in this scope or an enclosing one; false if there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let scope = s {
            if scope.values[name] != nil {
                scope.values[name] = value
                return true
            }
            s = scope.parent
        }
        return false
    }
}
