import Foundation

/// Local names of a block, closure or function body, chained to the enclosing scope. A scope
/// holds a few names (a closure's `$0`, a loop's variable, a function's parameters): they are
/// kept in declaration order and found by comparing names, which costs less than hashing them.
final class Scope {
    let parent: Scope?
    private var names: [String] = []
    private var values: [Value] = []

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            if let i = scope.names.firstIndex(of: name) { return scope.values[i] }
            s = scope.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) {
        if let i = names.firstIndex(of: name) {
            values[i] = value
        } else {
            names.append(name)
            values.append(value)
        }
    }

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
            for (name, value) in zip(scope.names, scope.values) { copy.define(name, value) }
        }
        return copy
    }

    /// Assigns to an existing name in this scope or an enclosing one; false if there is none.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let scope = s {
            if let i = scope.names.firstIndex(of: name) {
                scope.values[i] = value
                return true
            }
            s = scope.parent
        }
        return false
    }
}
