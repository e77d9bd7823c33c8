import Foundation

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, Hashable, @unchecked Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .horizontal) }

    /// A guide identified by a value rather than a type (see `AlignmentGuideIdentity`).
    @_spi(TrellisFile) public init(_ identity: AlignmentGuideIdentity) { key = AlignmentKey(identity: identity, axis: .horizontal) }

    init(key: AlignmentKey) { self.key = key }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(HCenter.self)
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

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, Hashable, @unchecked Sendable {
    let key: AlignmentKey

    public init(_ id: any AlignmentID.Type) { key = AlignmentKey(id: id, axis: .vertical) }

    /// A guide identified by a value rather than a type (see `AlignmentGuideIdentity`).
    @_spi(TrellisFile) public init(_ identity: AlignmentGuideIdentity) { key = AlignmentKey(identity: identity, axis: .vertical) }

    init(key: AlignmentKey) { self.key = key }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(VCenter.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
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

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
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
