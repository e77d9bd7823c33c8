import Foundation

/// Local names of a block, closure or function body, chained to the enclosing scope.
final class Scope {
    let parent: Scope?
    private var values: [String: Value] = [:]

    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            if let v = scope.values[name] { return v }
            s = scope.parent
        }
        return nil
    }

    func define(_ name: String, _ value: Value) { values[name] = value }

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
