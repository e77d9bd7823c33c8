import Foundation

// Preferences and geometry observers, in SwiftUI's order:
// 1. Values flow up after layout. A view's value for a key is the reduction (`K.reduce`, in
//    view-tree order) of the values its descendants set; `.preference(key:value:)` replaces what
//    its content set for that key; `.transformPreference` edits it; `.anchorPreference` makes its
//    value from an `Anchor` of the view's placed frame. A view whose subtree sets nothing reads
//    `K.defaultValue`.
// 2. `overlayPreferenceValue` / `backgroundPreferenceValue` read the value of their content in
//    the same pass: their view is built when placed, after the content is (as GeometryReader's).
// 3. `onPreferenceChange` and `onGeometryChange` run their actions after the pass, and only when
//    the value differs from the one they last delivered (the first pass delivers the initial
//    value). An action may change `@State`; the change applies on the next pass: the view is
//    resolved again (its states kept by identity in the view graph) and laid out again. `ResolvedTree` stops
//    after `maximumPreferencePasses` such passes, so a preview settles even when an action keeps
//    changing what it observes (SwiftUI warns "onChange(of:) action tried to update multiple times
//    per frame" and stops the same way).
// 4. After the pass, a geometry observer's proxy has the view's frame and size; its safe-area
//    insets are zero (Trellis knows them only while placing).

/// A value that views set and their ancestors read, folded over the views below them.
///
/// A view sets a value with `preference(key:value:)`; an ancestor reads the values of all the
/// views below it, folded with `reduce(value:nextValue:)`, with `onPreferenceChange(_:perform:)`
/// or `overlayPreferenceValue(_:_:)`.
///
/// ```swift
/// struct MaxWidth: PreferenceKey {
///     static let defaultValue: CGFloat = 0
///     static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
///         value = max(value, nextValue())
///     }
/// }
/// ```
///
/// Trellis delivers preferences after a layout pass and lays the view out again when an action
/// changes state, at most `ResolvedTree.maximumPreferencePasses` times.
public protocol PreferenceKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no view below sets one.
    static var defaultValue: Value { get }
    /// Combines the value accumulated so far with the next value, in view-tree order.
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey {
    /// The next value replaces the accumulated one.
    public static func reduce(value: inout Value, nextValue: () -> Value) { value = nextValue() }
}

/// A key, type-erased.
struct PreferenceKeyBox {
    let id: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (inout Any, () -> Any) -> Void

    init<K: PreferenceKey>(_ key: K.Type) {
        id = ObjectIdentifier(key)
        defaultValue = { K.defaultValue }
        reduce = { acc, next in
            guard var v = acc as? K.Value else { acc = next(); return }
            K.reduce(value: &v, nextValue: { next() as? K.Value ?? K.defaultValue })
            acc = v
        }
    }
}

/// What a node does with preferences, in modifier order (innermost first).
enum PreferenceOp {
    /// Sets the value of a key (from the node's frame, for anchors), replacing its content's.
    case write(ObjectIdentifier, (Node) -> Any)
    /// Edits the value of a key (the default when the content set none).
    case transform(PreferenceKeyBox, (inout Any, Node) -> Void)
    /// Runs an action with the value of a key after the pass, when it changed.
    case observe(PreferenceKeyBox, PreferenceObserver)
    /// Runs an action with a value of the view's geometry after the pass, when it changed.
    case geometry(PreferenceObserver)
}

/// An action and how to tell whether its value changed.
struct PreferenceObserver {
    let isEqual: (Any, Any) -> Bool
    let action: (_ old: Any?, _ new: Any) -> Void
    /// For geometry observers: the value from the view's proxy.
    var produce: ((GeometryProxy) -> Any)?
}

/// A node's preference operations, out of line.
final class PreferenceOps {
    var ops: [PreferenceOp] = []
}

extension Node {
    func addPreferenceOp(_ op: PreferenceOp) {
        if preferenceOps == nil { preferenceOps = PreferenceOps() }
        preferenceOps!.ops.append(op)
        switch op {
        case .observe, .geometry:
            context.hasPreferenceObservers = true
            context.preferenceObserverCount += 1
        default: break
        }
    }

    /// The value of `key` below and at this node, after its first `opCount` operations (nil: no
    /// view set it).
    func preferenceValue(_ key: PreferenceKeyBox, opCount: Int? = nil) -> Any? {
        var acc: Any?
        for child in children where child.isPlaced {
            guard let v = child.preferenceValue(key) else { continue }
            if acc == nil { acc = v } else { key.reduce(&acc!, { v }) }
        }
        guard let ops = preferenceOps?.ops else { return acc }
        for op in ops.prefix(opCount ?? ops.count) {
            switch op {
            case let .write(id, produce) where id == key.id:
                acc = produce(self)
            case let .transform(k, edit) where k.id == key.id:
                var v = acc ?? key.defaultValue()
                edit(&v, self)
                acc = v
            default:
                break
            }
        }
        return acc
    }

    /// The proxy of the placed node (fact 4).
    var geometryProxy: GeometryProxy { GeometryProxy(size: frame.size, globalFrame: frame) }
}

extension LayoutContext {
    /// Runs the actions of every observer whose value changed since it last ran (fact 3);
    /// `delivered` holds the last values by the observer's position in the tree, which stays
    /// the same when the view is resolved again. Returns whether any action ran.
    static func deliverPreferences(root: Node, delivered: inout [Int: Any]) -> Bool {
        var ran = false
        var index = 0
        var stack = [root]
        while let n = stack.popLast() {
            stack.append(contentsOf: n.children.reversed())
            guard n.isPlaced, let ops = n.preferenceOps?.ops else { continue }
            for (i, op) in ops.enumerated() {
                let value: Any, observer: PreferenceObserver
                switch op {
                case let .observe(key, o):
                    value = n.preferenceValue(key, opCount: i) ?? key.defaultValue()
                    observer = o
                case let .geometry(o):
                    guard let produce = o.produce else { continue }
                    value = produce(n.geometryProxy)
                    observer = o
                default:
                    continue
                }
                defer { index += 1 }
                let old = delivered[index]
                if let old, observer.isEqual(old, value) { continue }
                delivered[index] = value
                observer.action(old, value)
                ran = true
            }
        }
        return ran
    }
}

/// A piece of a view's geometry (a rectangle or a point) that another view can read in its own
/// coordinates.
///
/// A view hands an anchor up with `anchorPreference(key:value:transform:)`; an ancestor turns it
/// into a value in its coordinates with `GeometryProxy`'s subscript:
///
/// ```swift
/// struct Bounds: PreferenceKey {
///     static let defaultValue: Anchor<CGRect>? = nil
///     static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
///         value = value ?? nextValue()
///     }
/// }
///
/// Text("Selected")
///     .anchorPreference(key: Bounds.self, value: .bounds) { $0 }
///     .overlayPreferenceValue(Bounds.self) { anchor in
///         GeometryReader { proxy in
///             if let anchor { Rectangle().stroke().frame(width: proxy[anchor].width) }
///         }
///     }
/// ```
///
/// Trellis keeps the value in window coordinates from the pass that placed the view.
public struct Anchor<Value> {
    /// The value in window coordinates.
    let global: Value
    /// The value relative to an origin in window coordinates.
    let relative: @Sendable (Value, CGPoint) -> Value

    /// Where an anchor is taken from a view's bounds.
    public struct Source: @unchecked Sendable {
        let make: (CGRect) -> Anchor<Value>
    }
}

extension Anchor: Sendable where Value: Sendable {}

extension Anchor where Value == CGRect {
    /// An anchor of a rectangle known in window coordinates (a chart's plot area, for `ChartProxy`).
    /// - Parameter global: The rectangle in window coordinates.
    /// - Returns: The anchor.
    package static func globalRect(_ global: CGRect) -> Anchor<CGRect> {
        Anchor(global: global) { v, o in v.offsetBy(dx: -o.x, dy: -o.y) }
    }
}

extension Anchor: Equatable where Value: Equatable {
    /// Whether two anchors resolve to the same value in window coordinates.
    public static func == (a: Anchor, b: Anchor) -> Bool { a.global == b.global }
}

extension Anchor: Hashable where Value: Hashable {
    /// Hashes the anchor's value in window coordinates.
    public func hash(into hasher: inout Hasher) { hasher.combine(global) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { rect(nil) }
    /// A rectangle in the view's own coordinates.
    public static func rect(_ r: CGRect) -> Anchor<CGRect>.Source { rect(Optional(r)) }

    private static func rect(_ r: CGRect?) -> Anchor<CGRect>.Source {
        Anchor<CGRect>.Source { frame in
            let g = r.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) } ?? frame
            return Anchor(global: g) { v, o in v.offsetBy(dx: -o.x, dy: -o.y) }
        }
    }
}

extension Anchor.Source where Value == CGPoint {
    /// A point in the view's own coordinates.
    public static func point(_ p: CGPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + p.x, y: frame.minY + p.y)) { v, o in CGPoint(x: v.x - o.x, y: v.y - o.y) }
        }
    }
    /// A unit point of the view's bounds.
    public static func unitPoint(_ u: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { frame in
            Anchor(global: CGPoint(x: frame.minX + u.x * frame.width, y: frame.minY + u.y * frame.height)) { v, o in
                CGPoint(x: v.x - o.x, y: v.y - o.y)
            }
        }
    }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
    /// The value of an anchor in this proxy's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T {
        anchor.relative(anchor.global, globalFrame.origin)
    }
}

/// A modifier that adds a preference operation to each node of its content.
nonisolated struct PreferenceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let op: PreferenceOp

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        for n in nodes[start...] { n.addPreferenceOp(op) }
    }
}

/// `overlayPreferenceValue` / `backgroundPreferenceValue` (fact 2).
nonisolated struct PreferenceValueModifier<K: PreferenceKey, V: View>: ViewModifier, WrappingModifier {
    typealias Body = Never
    let isBackground: Bool
    let alignment: Alignment
    let transform: (K.Value) -> V

    func wrap(_ node: Node, _ ctx: ResolveContext) -> Node {
        let inner = ctx.inside(orientation: nil)
        let transform = self.transform, alignment = self.alignment
        ctx.noteDeferredContent()
        let build: (Any?) -> [Node] = { value in
            let v = value as? K.Value ?? K.defaultValue
            var extra = inner.nodes(of: transform(v))
            if extra.count > 1 {
                extra = [inner.makeNode("ZStack", nodeBehavior(for: ZStackLayout(alignment: alignment)), children: extra)]
            }
            return extra
        }
        return unary(isBackground ? "background" : "overlay",
                     PreferenceValueBehavior(key: PreferenceKeyBox(K.self), alignment: alignment,
                                             childPainting: isBackground ? .primaryLast : .primaryFirst, build: build), node, ctx)
    }
}

/// Sized by the content; the secondary view is built after the content is placed.
final class PreferenceValueBehavior: UnaryBehavior {
    let key: PreferenceKeyBox
    let alignment: Alignment
    let childPainting: ChildPainting
    let build: (Any?) -> [Node]

    init(key: PreferenceKeyBox, alignment: Alignment, childPainting: ChildPainting, build: @escaping (Any?) -> [Node]) {
        self.key = key
        self.alignment = alignment
        self.childPainting = childPainting
        self.build = build
    }

    func sizeThatFits(_ p: ProposedViewSize, child: Node) -> CGSize { child.sizeThatFits(p) }

    func childPlacement(size: CGSize, proposal: ProposedViewSize, child: Node) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (.zero, proposal)
    }

    func placeSecondaryChildren(node: Node, bounds: CGRect) {
        let primary = node.children[0]
        node.children = [primary] + build(primary.preferenceValue(key))
        let pd = ViewDimensions(size: bounds.size, node: primary, proposal: primary.placedProposal)
        let p = ProposedViewSize(bounds.size)
        for s in node.children.dropFirst() {
            let d = s.dimensions(in: p)
            s.place(at: CGPoint(x: bounds.minX + pd[alignment.horizontal] - d[alignment.horizontal],
                                y: bounds.minY + pd[alignment.vertical] - d[alignment.vertical]), proposal: p)
        }
    }
}

nonisolated extension View {
    /// Sets a value for a preference key, replacing what the content set for it.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier(op: .write(ObjectIdentifier(key), { _ in value })))
    }

    /// Edits the value of a preference key (its default when the content set none).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier(op: .transform(PreferenceKeyBox(key), { value, _ in
            var v = value as? K.Value ?? K.defaultValue
            callback(&v)
            value = v
        })))
    }

    /// Sets a preference key's value from an anchor of this view's frame.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceModifier(op: .write(ObjectIdentifier(key), { node in transform(value.make(node.frame)) })))
    }

    /// Edits a preference key's value with an anchor of this view's frame.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceModifier(op: .transform(PreferenceKeyBox(key), { v, node in
            var typed = v as? K.Value ?? K.defaultValue
            transform(&typed, value.make(node.frame))
            v = typed
        })))
    }

    /// Runs an action after layout when the value of a preference key set inside changes.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        let observer = PreferenceObserver(isEqual: { ($0 as? K.Value) == ($1 as? K.Value) },
                                          action: { _, new in if let v = new as? K.Value { action(v) } })
        return modifier(PreferenceModifier(op: .observe(PreferenceKeyBox(key), observer)))
    }

    /// A view over this one built from the value of a preference key set inside it.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueModifier<K, V>(isBackground: false, alignment: alignment, transform: transform))
    }

    /// A view behind this one built from the value of a preference key set inside it.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type = K.self, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        modifier(PreferenceValueModifier<K, V>(isBackground: true, alignment: alignment, transform: transform))
    }

    /// Runs an action after layout when a value made from this view's geometry changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        let observer = PreferenceObserver(isEqual: { ($0 as? T) == ($1 as? T) },
                                          action: { _, new in if let v = new as? T { action(v) } },
                                          produce: { transform($0) })
        return modifier(PreferenceModifier(op: .geometry(observer)))
    }

    /// Runs an action after layout with the old and new value made from this view's geometry
    /// when it changes.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        let observer = PreferenceObserver(isEqual: { ($0 as? T) == ($1 as? T) },
                                          action: { old, new in
                                              guard let v = new as? T else { return }
                                              action(old as? T ?? v, v)
                                          },
                                          produce: { transform($0) })
        return modifier(PreferenceModifier(op: .geometry(observer)))
    }
}
