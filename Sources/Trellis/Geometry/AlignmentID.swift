import Foundation

/// A type that identifies an alignment guide and gives its default value.
///
/// Make an alignment guide of your own by declaring a type (usually a caseless enum) that
/// conforms to `AlignmentID`, then a ``HorizontalAlignment`` or ``VerticalAlignment`` from it.
/// Views that say nothing about the guide use `defaultValue(in:)`; views that set it with
/// `alignmentGuide(_:computeValue:)` override it, and containers pass those explicit values up.
///
/// ```swift
/// private enum MidLine: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment {
///     static let midLine = VerticalAlignment(MidLine.self)
/// }
/// ```
public protocol AlignmentID {
    /// The value of the guide for a view that doesn't set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// How a container folds the explicit values of its children into its own explicit value.
    /// The default, like SwiftUI's, is the running average of the children's values. SwiftUI
    /// has this hook too (underscored, undocumented there); implement it only to change how a
    /// custom guide merges.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// Averages the children's explicit values: `n` is how many came before `childValue`.
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

/// An alignment guide whose identity is an object rather than a Swift type: guides declared
/// while the program runs (an `enum Name: AlignmentID` of a layout file). Two guides are the same
/// guide when they hold the same identity; its default value is the closure's, and a container
/// folds its children's explicit values by the running average, like any `AlignmentID`.
@_spi(Interpreter) public final class AlignmentGuideIdentity: @unchecked Sendable {
    let defaultValue: (ViewDimensions) -> CGFloat

    /// A new guide, distinct from every other, whose value in a view without an explicit one is
    /// `defaultValue` of that view's dimensions.
    public init(defaultValue: @escaping (ViewDimensions) -> CGFloat) {
        self.defaultValue = defaultValue
    }

    /// The `AlignmentID` type every value guide reports; its own default is never asked for.
    enum Marker: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
    }
}

/// An alignment guide identity with its axis, comparable and hashable.
struct AlignmentKey: Hashable, @unchecked Sendable {
    let id: any AlignmentID.Type
    /// Set for guides identified by a value (`AlignmentGuideIdentity`); `id` is then its marker.
    let identity: AlignmentGuideIdentity?
    let axis: Axis
    /// For the built-in frame guides: where the guide sits as a fraction of the length, so the
    /// hot paths need not call `defaultValue(in:)` through the metatype.
    let fraction: CGFloat?
    /// Built-in frame guides never leave a container.
    let isFrameGuide: Bool

    init(id: any AlignmentID.Type, axis: Axis) {
        self.id = id
        identity = nil
        self.axis = axis
        isFrameGuide = id is any FrameAlignmentID.Type
        fraction = builtInGuideFraction(id)
    }

    init(identity: AlignmentGuideIdentity, axis: Axis) {
        id = AlignmentGuideIdentity.Marker.self
        self.identity = identity
        self.axis = axis
        isFrameGuide = false
        fraction = nil
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool {
        ObjectIdentifier(a.id) == ObjectIdentifier(b.id) && a.identity === b.identity && a.axis == b.axis
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(id))
        if let identity { hasher.combine(ObjectIdentifier(identity)) }
        hasher.combine(axis)
    }

    func defaultValue(in d: ViewDimensions) -> CGFloat {
        if let fraction { return fraction * (axis == .horizontal ? d.width : d.height) }
        if let identity { return identity.defaultValue(d) }
        return id.defaultValue(in: d)
    }

    /// The guide's default value in a box of `size` (a frame, a cell).
    func defaultValue(in size: CGSize) -> CGFloat {
        if let fraction { return fraction * (axis == .horizontal ? size.width : size.height) }
        return defaultValue(in: ViewDimensions(size: size, node: nil, proposal: .unspecified))
    }

    /// The guide's value in a view of `size` sized for `proposal`: its explicit value if it has
    /// one, else its default.
    func value(of node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat {
        if node.hasExplicitGuides, let e = node.explicitAlignment(self, size: size, proposal: proposal) { return e }
        if let fraction { return fraction * (axis == .horizontal ? size.width : size.height) }
        return defaultValue(in: ViewDimensions(size: size, node: node, proposal: proposal))
    }

    /// Folds explicit child values (already in the container's coordinates) with the guide's rule.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        var result: CGFloat?
        for (n, v) in values.enumerated() { id._combineExplicit(childValue: v, n, into: &result) }
        return result
    }
}
