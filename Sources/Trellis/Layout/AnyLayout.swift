import Foundation

/// A type-erased layout. Switching the wrapped layout keeps the subviews (and their identity), so
/// views can animate from one arrangement to the other.
///
/// ```swift
/// struct Buttons: View {
///     var isCompact: Bool
///     var body: some View {
///         let layout = isCompact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
///         layout {
///             Button("Save") {}
///             Button("Discard") {}
///         }
///     }
/// }
/// ```
///
/// In the layout tree the container is named `AnyLayout`. Trellis only: the previewer's `a` key
/// and the command's `--any-layout` flag force every `AnyLayout` that wraps a stack into its
/// horizontal or vertical form (`EnvironmentValues.anyLayoutOverride`).
public struct AnyLayout: Layout {
    let box: any LayoutBox

    /// Wraps `layout`; wrapping an `AnyLayout` wraps the layout inside it.
    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { box = any.box } else { box = ConcreteLayoutBox(layout) }
    }

    /// The cache of the wrapped layout, rebuilt when the wrapped layout's type changes.
    public struct Cache {
        var typeID: ObjectIdentifier
        var value: Any
    }

    var stackOrientation: Axis? { box.layoutProperties.stackOrientation }
    var typeName: String { "AnyLayout" }
    /// The wrapped layout, for tools that want to show or change it.
    public var layout: any Layout { box.base }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(typeID: box.typeID, value: box.makeCache(subviews: subviews))
    }

    /// Updates the wrapped layout's cache, or makes a new one if the wrapped layout's type changed.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.typeID != box.typeID {
            cache = makeCache(subviews: subviews)
        } else {
            box.updateCache(&cache.value, subviews: subviews)
        }
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Places the subviews with the wrapped layout.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's explicit value for a horizontal guide.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's explicit value for a vertical guide.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        box.explicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Nothing to animate in the layout itself; the subviews' frames animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

protocol LayoutBox {
    var base: any Layout { get }
    var typeID: ObjectIdentifier { get }
    var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat?
}

struct ConcreteLayoutBox<L: Layout>: LayoutBox {
    let layout: L
    /// The layout's type, or its declaration's identity (`DeclaredLayout`).
    let typeID: ObjectIdentifier
    let layoutProperties: LayoutProperties

    init(_ layout: L) {
        self.layout = layout
        typeID = layout.layoutIdentity
        layoutProperties = layout.resolvedLayoutProperties
    }

    var base: any Layout { layout }

    private func with<R>(_ cache: inout Any, _ body: (inout L.Cache) -> R) -> R {
        var c = cache as! L.Cache
        cache = ()
        defer { cache = c }
        return body(&c)
    }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        with(&cache) { layout.updateCache(&$0, subviews: subviews) }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        with(&cache) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        with(&cache) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        with(&cache) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    func explicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> CGFloat? {
        with(&cache) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &c)
        }
    }
}
