import Foundation

/// A type that identifies an alignment guide and gives its default value.
public protocol AlignmentID {
    /// The value of the guide for a view that doesn't set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container folds the explicit values of its children into its own explicit value.
    /// The default, like SwiftUI's, is the running average of the children's values.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        if let p = parentValue {
            parentValue = p + (childValue - p) / CGFloat(n + 1)
        } else {
            parentValue = childValue
        }
    }
}

/// Built-in frame guides (leading, centre, trailing, top, bottom) never leave a container.
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

/// An alignment guide identity with its axis, comparable and hashable.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    let axis: Axis

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        hasher.combine(axis)
    }

    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// Folds explicit child values (already in the container's coordinates) with the guide's rule.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, v) in values.enumerated() { id._combineExplicit(childValue: v, n, into: &result) }
        return result
    }
}
