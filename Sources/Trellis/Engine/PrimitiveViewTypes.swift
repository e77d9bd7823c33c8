import Synchronization

/// Which view types are primitive, found once per type. `view as? any PrimitiveView` looks the
/// conformance up on every call (about a thousand instructions, more than resolving most
/// views); a type's answer never changes, so it is kept by the type's identity.
enum PrimitiveViewTypes {
    /// A type's answer (nil: it resolves through its body). Metatypes are immutable.
    private struct Answer: @unchecked Sendable {
        let type: (any PrimitiveView.Type)?
    }

    private static let known = Mutex<[ObjectIdentifier: Answer]>([:])

    /// `V` as a primitive view type, or nil when it resolves through its body.
    static func primitive<V>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        let id = ObjectIdentifier(type)
        if let answer = known.withLock({ $0[id] }) { return answer.type }
        let answer = Answer(type: type as? any PrimitiveView.Type)
        known.withLock { $0[id] = answer }
        return answer.type
    }
}

nonisolated extension PrimitiveView {
    /// `makeNodes` of a view whose static type is generic but whose dynamic type is this one
    /// (the cast between identical types is a copy).
    static func makeNodes<V>(of view: V, _ ctx: ResolveContext, into nodes: inout [Node]) {
        (view as! Self).makeNodes(ctx, into: &nodes)
    }
}
