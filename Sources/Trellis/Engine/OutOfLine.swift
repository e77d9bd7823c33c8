/// A value kept out of line, behind one reference: a behaviour whose rare cases are large (a
/// custom alignment, insets that differ on every edge) still fits in a node's 24-byte behaviour
/// field, with no allocation of its own in the common case.
final class OutOfLine<Value: Sendable>: Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
