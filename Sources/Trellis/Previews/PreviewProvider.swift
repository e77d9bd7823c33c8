import Foundation

/// Xcode's older way to declare previews: a type whose `previews` are shown in the canvas.
///
/// Each view of the `previews` list (the views of a `Group`, a `ForEach` or a block, looked
/// through) is a preview of its own, named by its `previewDisplayName` and laid out as its
/// `previewLayout`, `previewDevice` and `previewInterfaceOrientation` ask (`PreviewList`).
/// Trellis finds these types in a file that has no `#Preview` and previews them as Xcode does.
@MainActor @preconcurrency public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview, one preview each.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    /// The platform to preview on; nil: the one of the target. Trellis previews on its own canvas.
    static var platform: PreviewPlatform? { get }
}

nonisolated extension PreviewProvider {
    /// No platform of its own: the target's.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview may ask for (`PreviewProvider.platform`); read and ignored.
public enum PreviewPlatform: Sendable, Hashable {
    /// iPhone and iPad.
    case iOS
    /// The Mac.
    case macOS
    /// Apple TV.
    case tvOS
    /// Apple Watch.
    case watchOS
    /// Apple Vision Pro.
    case visionOS
}

/// How big a preview's canvas is (`previewLayout(_:)`).
public enum PreviewLayout: Sendable, Hashable {
    /// The device's screen (the default).
    case device
    /// The view's ideal size.
    case sizeThatFits
    /// A fixed size in points.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A simulated device named as Xcode names it (`"iPhone 15 Pro"`), for `previewDevice(_:)`.
/// Trellis lays the preview out on the nearest of its device presets.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by its name written as a literal.
    public init(stringLiteral value: String) { rawValue = value }
}

/// How a device is held (`previewInterfaceOrientation(_:)`).
public enum InterfaceOrientation: String, Sendable, Hashable, CaseIterable, Identifiable {
    /// Upright: taller than wide.
    case portrait
    /// Upside down, laid out as portrait.
    case portraitUpsideDown
    /// Turned with its top to the left: wider than tall.
    case landscapeLeft
    /// Turned with its top to the right, laid out as landscape.
    case landscapeRight
    /// The orientation's name.
    public var id: String { rawValue }
}

nonisolated extension View {
    /// Lays the preview out on a device's screen, at its ideal size, or in a fixed canvas.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewAttributed(content: self) { $0.layout = $0.layout ?? value }
    }

    /// Previews on a device (the nearest of Trellis's presets); nil: the canvas's device.
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewAttributed(content: self) { $0.device = $0.device ?? value?.rawValue }
    }

    /// The preview's name in the canvas (and for `--preview`).
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewAttributed(content: self) { $0.name = $0.name ?? value }
    }

    /// Holds the preview's device as `value` says.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewAttributed(content: self) { $0.orientation = $0.orientation ?? value }
    }
}

/// Where a preview is shown, for previews of things other than screens (WidgetKit's
/// `WidgetPreviewContext`): values read by key.
public protocol PreviewContext {
    /// The value of `key` in this context (its default when the context does not set it).
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    /// The key's default: a context sets nothing unless it says so.
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key of a value a preview context can hold.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a context that does not set it.
    static var defaultValue: Value { get }
}

nonisolated extension View {
    /// Previews the view in `value`: a context Trellis does not know (WidgetKit's widget families
    /// have their own overload) leaves the preview as it is.
    public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}

/// What the preview modifiers say of one preview of a list.
public struct PreviewAttributes: Sendable, Hashable {
    /// `previewDisplayName`.
    public var name: String?
    /// `previewLayout`.
    public var layout: PreviewLayout?
    /// `previewDevice`'s name.
    public var device: String?
    /// `previewInterfaceOrientation`.
    public var orientation: InterfaceOrientation?

    /// Nothing said.
    public init() {}

    /// The canvas these attributes ask for.
    public var layoutTraits: PreviewLayoutTraits {
        var traits = PreviewLayoutTraits()
        switch layout {
        case .sizeThatFits: traits.canvas = .sizeThatFits
        case let .fixed(width, height): traits.canvas = .fixed(width: width, height: height)
        case .device, nil: break
        }
        switch orientation {
        case .portrait, .portraitUpsideDown: traits.orientation = .portrait
        case .landscapeLeft, .landscapeRight: traits.orientation = .landscape
        case nil: break
        }
        traits.device = device
        return traits
    }
}

/// A view with preview attributes: it lays out as its content (the attributes are read by
/// `PreviewList`, not by the layout).
nonisolated struct PreviewAttributed<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    /// Fills in what is not said yet: the modifier nearest the view wins.
    let apply: @Sendable (inout PreviewAttributes) -> Void
    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) { ctx.resolve(content, into: &nodes) }
}

/// The previews of a `PreviewProvider`: each view of its `previews`, with what its preview
/// modifiers say. Groups, blocks, `ForEach`es and conditional content are looked through (a
/// modifier on a group applies to each of its views); any other view is one preview.
public enum PreviewList {
    /// One preview of the list.
    public struct Item {
        /// The view to lay out.
        public var view: AnyView
        /// What its preview modifiers say.
        public var attributes: PreviewAttributes
    }

    /// The previews `view` stands for, in order (at least one).
    public static func items<V: View>(_ view: V) -> [Item] {
        var items: [Item] = []
        append(view, PreviewAttributes(), to: &items)
        return items.isEmpty ? [Item(view: AnyView(view), attributes: PreviewAttributes())] : items
    }

    static func append<V: View>(_ view: V, _ attributes: PreviewAttributes, to items: inout [Item]) {
        if let list = view as? any PreviewListContent {
            list.appendPreviews(attributes, to: &items)
        } else {
            items.append(Item(view: AnyView(view), attributes: attributes))
        }
    }
}

/// A view that stands for several previews, or adds attributes to those it holds.
protocol PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item])
}

extension PreviewAttributed: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        let start = items.count
        PreviewList.append(content, PreviewAttributes(), to: &items)
        // Inner modifiers were applied first; this one, then the outer ones, fill in the rest.
        for i in start..<items.count {
            apply(&items[i].attributes)
            fill(&items[i].attributes, from: attributes)
        }
    }

    private func fill(_ inner: inout PreviewAttributes, from outer: PreviewAttributes) {
        inner.name = inner.name ?? outer.name
        inner.layout = inner.layout ?? outer.layout
        inner.device = inner.device ?? outer.device
        inner.orientation = inner.orientation ?? outer.orientation
    }
}

extension Group: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        PreviewList.append(content, attributes, to: &items)
    }
}

extension TupleView: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        for view in views { PreviewList.append(view, attributes, to: &items) }
    }
}

extension ForEach: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        for element in data { PreviewList.append(content(element), attributes, to: &items) }
    }
}

extension _LocatedView: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        let start = items.count
        PreviewList.append(content, attributes, to: &items)
        // Each preview keeps this place (one view of a located group is still located).
        for i in start..<items.count {
            let view = items[i].view
            items[i].view = AnyView(_LocatedView<AnyView>(view, file: file, line: line, column: column))
        }
    }
}

extension _ConditionalContent: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        switch storage {
        case let .trueContent(v): PreviewList.append(v, attributes, to: &items)
        case let .falseContent(v): PreviewList.append(v, attributes, to: &items)
        }
    }
}

extension Optional: PreviewListContent where Wrapped: View {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        if let v = self { PreviewList.append(v, attributes, to: &items) }
    }
}

extension AnyView: PreviewListContent {
    func appendPreviews(_ attributes: PreviewAttributes, to items: inout [PreviewList.Item]) {
        guard source == nil else { return items.append(PreviewList.Item(view: self, attributes: attributes)) }
        func open<V: View>(_ v: V) { PreviewList.append(v, attributes, to: &items) }
        open(view)
    }
}
