import Foundation

/// A guide that views line up on horizontally: an x position in each view.
///
/// A horizontal alignment names a vertical line at some x in each view. Containers such
/// as `VStack` and `frame(width:alignment:)` line their children up on it. The built-in guides
/// are `leading`, `center` and `trailing`; define your own with an ``AlignmentID``:
///
/// ```swift
/// extension HorizontalAlignment {
///     private enum OneThird: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 3 }
///     }
///     static let oneThird = HorizontalAlignment(OneThird.self)
/// }
/// ```
///
/// As in SwiftUI, `leading` and `trailing` are the left and right edges in a left-to-right
/// layout direction.
public struct HorizontalAlignment: Equatable, Hashable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a horizontal alignment from the type that identifies its guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    /// A guide identified by a value rather than a type (see `AlignmentGuideIdentity`).
    @_spi(Interpreter) public init(_ identity: AlignmentGuideIdentity) { key = AlignmentKey(identity: identity, axis: .horizontal) }

    init(key: AlignmentKey) { self.key = key }

    /// The guide at a view's leading edge (x = 0).
    public static let leading = HorizontalAlignment(Leading.self)
    /// The guide at a view's horizontal centre (x = width / 2).
    public static let center = HorizontalAlignment(HCenter.self)
    /// The guide at a view's trailing edge (x = width).
    public static let trailing = HorizontalAlignment(Trailing.self)

    enum Leading: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum HCenter: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 }
    }
    enum Trailing: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width }
    }

    /// Folds explicit guide values of several views with this guide's rule (nil values are skipped).
    ///
    /// A custom ``Layout`` can call this from `explicitAlignment(of:in:proposal:subviews:cache:)`
    /// to merge its subviews' explicit values the way built-in containers do (the average for a
    /// custom guide; `nil` for the built-in frame guides, which never leave a container).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }

    /// The fraction of the width at which the guide sits by default, for built-in guides.
    var defaultFraction: CGFloat? {
        if self == .leading { return 0 }
        if self == .center { return 0.5 }
        if self == .trailing { return 1 }
        return nil
    }
}

/// A guide that views line up on vertically: a y position in each view.
///
/// A vertical alignment names a horizontal line at some y in each view, on which
/// `HStack`, `frame(height:alignment:)` and other containers line their children up. Besides the
/// frame guides `top`, `center` and `bottom` there are the text baselines; a view without text
/// has its baselines at its bottom edge. Custom guides are made with an ``AlignmentID``, as for
/// ``HorizontalAlignment``.
public struct VerticalAlignment: Equatable, Hashable, @unchecked Sendable {
    let key: AlignmentKey

    /// Creates a vertical alignment from the type that identifies its guide.
    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    /// A guide identified by a value rather than a type (see `AlignmentGuideIdentity`).
    @_spi(Interpreter) public init(_ identity: AlignmentGuideIdentity) { key = AlignmentKey(identity: identity, axis: .vertical) }

    init(key: AlignmentKey) { self.key = key }

    /// The guide at a view's top edge (y = 0).
    public static let top = VerticalAlignment(Top.self)
    /// The guide at a view's vertical centre (y = height / 2).
    public static let center = VerticalAlignment(VCenter.self)
    /// The guide at a view's bottom edge (y = height).
    public static let bottom = VerticalAlignment(Bottom.self)
    /// The baseline of a view's first line of text; a container reports its top-most child's.
    /// Text baselines come from the font's metrics as Pango measures them (see `Text`).
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    /// The baseline of a view's last line of text; a container reports its bottom-most child's.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)

    /// Folds explicit guide values of several views with this guide's rule (nil values are skipped).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        key.combine(values.compactMap { $0 })
    }

    /// The fraction of the height at which the guide sits by default, for built-in guides.
    var defaultFraction: CGFloat? {
        if self == .top { return 0 }
        if self == .center { return 0.5 }
        if self == .bottom { return 1 }
        return nil
    }

    enum Top: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 }
    }
    enum VCenter: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 }
    }
    enum Bottom: FrameAlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
    }
    /// Non-text views put their baselines at the bottom; a container reports its top-most one.
    enum FirstTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = min(parentValue ?? childValue, childValue)
        }
    }
    /// Apple documents the last text baseline of a container as its bottom-most one (max);
    /// OpenSwiftUI uses min, which we take for a slip.
    enum LastTextBaseline: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height }
        static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
            parentValue = max(parentValue ?? childValue, childValue)
        }
    }
}

/// A pair of guides, one per axis, that positions content inside a larger box.
///
/// `ZStack`, `frame(width:height:alignment:)`, `overlay` and `background` use an alignment to
/// place content inside a larger box: the content's guide point is put on the box's.
///
/// ```swift
/// Text("Badge")
///     .frame(width: 200, height: 100, alignment: .topTrailing)
/// ```
public struct Alignment: Equatable, Hashable, Sendable {
    /// The guide along the horizontal axis.
    public var horizontal: HorizontalAlignment
    /// The guide along the vertical axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment from a horizontal and a vertical guide.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The centre in both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// The leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// The trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// The top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// The bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top-leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top-trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom-leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom-trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred horizontally, on the first text baseline vertically.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Centred horizontally, on the last text baseline vertically.
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    /// The leading edge, on the first text baseline.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// The leading edge, on the last text baseline.
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    /// The trailing edge, on the first text baseline.
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    /// The trailing edge, on the last text baseline.
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)
}

/// Where a built-in frame guide sits as a fraction of the length (nil for other guides).
func builtInGuideFraction(_ id: any AlignmentID.Type) -> CGFloat? {
    switch ObjectIdentifier(id) {
    case ObjectIdentifier(HorizontalAlignment.Leading.self), ObjectIdentifier(VerticalAlignment.Top.self): return 0
    case ObjectIdentifier(HorizontalAlignment.HCenter.self), ObjectIdentifier(VerticalAlignment.VCenter.self): return 0.5
    case ObjectIdentifier(HorizontalAlignment.Trailing.self), ObjectIdentifier(VerticalAlignment.Bottom.self): return 1
    default: return nil
    }
}
