// Core Animation's layer: a rectangle with a geometry, an appearance, sublayers and animations.
// Linux: there is no render server and nothing is composited on screen (a UIKit view in a
// SwiftUI representable is drawn as a placeholder), but what code does with a layer is real:
//
// 1. Geometry as Core Animation keeps it: `position` is where the `anchorPoint` (in unit
//    coordinates of the bounds) sits in the superlayer; `frame` is derived from `bounds`,
//    `anchorPoint`, `position` and `transform` (the bounding box of the transformed bounds), and
//    setting it sets `bounds.size` and `position`. `convert`, `hitTest` and `contains` use the
//    whole chain of transforms (perspective included) and each superlayer's `sublayerTransform`.
// 2. The tree: `addSublayer`, `insertSublayer(_:at:/above:/below:)`, `replaceSublayer`,
//    `removeFromSuperlayer`, `sublayers` (nil when there are none), `superlayer`, `mask`.
// 3. Animations run on the clock (`add(_:forKey:)`): their delegates hear them start and stop on
//    the main queue, and `presentation()` shows their values meanwhile; the model values are
//    what code set. Property changes run no implicit animations (`action(forKey:)` finds the
//    action but nothing runs it).
// 4. Key-value coding for a layer's properties and key paths (`"position.x"`,
//    `"transform.rotation.z"`), and for keys of your own, since Linux's `NSObject` has none.
// 5. `display()` and `layoutSublayers()` call the delegate; nothing is drawn (Core Graphics's
//    `CGContext` is not provided, so `draw(in:)` and `render(in:)` are not either).
import CoreGraphics
import Foundation

/// A rectangle of content with a geometry, an appearance, sublayers and animations.
open class CALayer: NSObject, CAMediaTiming, @unchecked Sendable {
    // MARK: Creating

    /// An empty layer: zero bounds at (0, 0), anchor point (0.5, 0.5), fully opaque.
    public override init() { super.init() }

    /// A copy of another layer's properties (its sublayers, superlayer and animations are not
    /// copied): what `presentation()` is made with. Subclasses with properties of their own copy
    /// them in an override.
    /// - Parameter layer: The layer to copy.
    public init(layer: Any) {
        super.init()
        if let other = layer as? CALayer { takeProperties(from: other) }
    }

    /// The default value of a property of the class (nil: none declared); `value(forKey:)` gives
    /// it for a key of your own that was never set.
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of the property at `key` needs the layer displayed again (false).
    /// - Parameter key: The key.
    /// - Returns: False.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// The class's own action for a property's change (nil: none).
    /// - Parameter event: The property's key.
    /// - Returns: nil.
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    // MARK: Geometry

    /// The layer's own rectangle: its origin is where its content's coordinates start.
    open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            if needsDisplayOnBoundsChange { setNeedsDisplay() }
            setNeedsLayout()
        }
    }
    /// Where the anchor point sits, in the superlayer's coordinates.
    open var position: CGPoint = .zero
    /// The layer's place along z, in front of sublayers with less.
    open var zPosition: CGFloat = 0
    /// The point the layer is positioned and transformed about, in unit coordinates of the
    /// bounds ((0.5, 0.5): the centre).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The anchor point's z.
    open var anchorPointZ: CGFloat = 0
    /// The transform applied about the anchor point.
    open var transform = CATransform3DIdentity
    /// The transform applied to the sublayers, about the layer's anchor point.
    open var sublayerTransform = CATransform3DIdentity

    /// The layer's rectangle in its superlayer's coordinates: the bounding box of the bounds
    /// placed at `position` and transformed about the anchor point. Setting it sets
    /// `bounds.size` and `position` (the transform is left as it is).
    open var frame: CGRect {
        get {
            let size = bounds.size
            if CATransform3DIsIdentity(transform) {
                return CGRect(x: position.x - anchorPoint.x * size.width, y: position.y - anchorPoint.y * size.height,
                              width: size.width, height: size.height)
            }
            let corners = [CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
                           CGPoint(x: bounds.minX, y: bounds.maxY), CGPoint(x: bounds.maxX, y: bounds.maxY)].map(toSuperlayerPlane)
            let xs = corners.map(\.x), ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let rect = newValue.standardized
            bounds.size = rect.size
            position = CGPoint(x: rect.minX + anchorPoint.x * rect.width, y: rect.minY + anchorPoint.y * rect.height)
        }
    }

    /// The layer's transform as an affine transform (its affine part).
    /// - Returns: The affine transform.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the layer's transform to an affine transform.
    /// - Parameter m: The affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// Whether the content's y axis points up (false; kept).
    open var isGeometryFlipped = false
    /// Whether the back of the layer shows when it is turned away (true; kept).
    open var isDoubleSided = true

    // MARK: Appearance

    /// The fill behind the content (nil: none).
    open var backgroundColor: CGColor?
    /// The radius of the rounded corners (0).
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds (all four).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The curve of the rounded corners (`.circular`).
    open var cornerCurve = CALayerCornerCurve.circular
    /// The width of the border, drawn inside the bounds (0).
    open var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black).
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The opacity, 0…1 (1).
    open var opacity: Float = 1
    /// Whether the layer and its sublayers are hidden.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds (and its rounded corners).
    open var masksToBounds = false
    /// A layer whose alpha masks this one's content (its superlayer stays nil).
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.removeFromSuperlayer()
            mask?.maskOwner = self
        }
    }
    /// Whether the layer draws its content in an offscreen bitmap first (false; kept).
    open var shouldRasterize = false
    /// The scale of that bitmap (1).
    open var rasterizationScale: CGFloat = 1
    /// Whether the sublayers are composited as a group for the opacity (true).
    open var allowsGroupOpacity = true
    /// Whether the edges are antialiased (false).
    open var allowsEdgeAntialiasing = false
    /// Which edges are antialiased (all four).
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// Whether the content is fully opaque (false).
    open var isOpaque = false
    /// Core Image filters applied to the content (kept; nothing is drawn on Linux).
    open var filters: [Any]?
    /// Core Image filters applied behind the layer (kept).
    open var backgroundFilters: [Any]?
    /// A Core Image filter compositing the layer over what is behind it (kept).
    open var compositingFilter: Any?

    /// The shadow's colour (opaque black).
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// The shadow's opacity, 0…1 (0: no shadow).
    open var shadowOpacity: Float = 0
    /// The shadow's offset ((0, −3)).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius (3).
    open var shadowRadius: CGFloat = 3
    /// The shadow's shape (nil: the layer's content).
    open var shadowPath: CGPath?

    // MARK: Content

    /// The layer's content: a `CGImage` (or a `UIImage`'s), drawn in the bounds by
    /// `contentsGravity` on a device (kept; nothing is drawn on Linux).
    open var contents: Any?
    /// The part of the content shown, in unit coordinates ((0, 0, 1, 1)).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The stretchable part of the content, in unit coordinates ((0, 0, 1, 1)).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// How the content fits the bounds (`.resize`).
    open var contentsGravity = CALayerContentsGravity.resize
    /// The content's pixels per point (1; a view's layer has the screen's).
    open var contentsScale: CGFloat = 1
    /// The filter used when the content is shrunk (`.linear`).
    open var minificationFilter = CALayerContentsFilter.linear
    /// The filter used when the content is enlarged (`.linear`).
    open var magnificationFilter = CALayerContentsFilter.linear
    /// The bias of the minification filter's level of detail (0).
    open var minificationFilterBias: Float = 0
    /// Whether the content is displayed again whenever the bounds change (false).
    open var needsDisplayOnBoundsChange = false
    /// Whether drawing is done off the main thread (false; kept).
    open var drawsAsynchronously = false

    // MARK: Identity

    /// A name that identifies the layer (`sublayers?.first { $0.name == "gradient" }`).
    open var name: String?
    /// The object asked to display the layer, lay it out and choose its actions (a UIKit view
    /// is its layer's delegate).
    open weak var delegate: (any CALayerDelegate)?
    /// Default values for keys not set (kept).
    open var style: [AnyHashable: Any]?
    /// The actions for properties' changes by key (`["position": NSNull()]` turns one off).
    open var actions: [String: any CAAction]?

    // MARK: Timing (CAMediaTiming)

    /// When the layer's time begins, in its superlayer's time (0).
    open var beginTime: CFTimeInterval = 0
    /// An offset added to the layer's local time (0).
    open var timeOffset: CFTimeInterval = 0
    /// How many times the layer's time repeats (0).
    open var repeatCount: Float = 0
    /// How long the layer's time repeats for (0).
    open var repeatDuration: CFTimeInterval = 0
    /// The length of the layer's time (0).
    open var duration: CFTimeInterval = 0
    /// How fast the layer's time runs against its superlayer's (1; 0 pauses its animations in
    /// apps' pause-and-resume code).
    open var speed: Float = 1
    /// Whether the layer's time autoreverses (false).
    open var autoreverses = false
    /// What the layer's time shows outside its active time (`.removed`).
    open var fillMode = CAMediaTimingFillMode.removed

    /// Converts a time from another layer's time space to this one's.
    /// - Parameters:
    ///   - t: The time in `l`'s time (nil `l`: the media time, `CACurrentMediaTime()`).
    ///   - l: The layer.
    /// - Returns: The same moment in this layer's time.
    open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to another layer's.
    /// - Parameters:
    ///   - t: The time in this layer's time.
    ///   - l: The layer (nil: the media time).
    /// - Returns: The same moment in `l`'s time.
    open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return l?.localTime(fromMediaTime: media) ?? media
    }

    /// The layer's local time at a media time: each layer from the root maps its parent's time
    /// t to (t − beginTime) · speed + timeOffset.
    private func localTime(fromMediaTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = superlayer?.localTime(fromMediaTime: t) ?? t
        return (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The media time of a local time (the inverse; a paused layer's times all map to its
    /// begin time).
    private func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
        return superlayer?.mediaTime(fromLocalTime: parent) ?? parent
    }

    // MARK: The layer tree

    /// The layer this one is a sublayer of.
    open private(set) weak var superlayer: CALayer?
    /// The layer this one masks, if it is a mask.
    private weak var maskOwner: CALayer?
    private var ownSublayers: [CALayer] = []

    /// The sublayers, back to front (nil when there are none). Setting it replaces them.
    open var sublayers: [CALayer]? {
        get { ownSublayers.isEmpty ? nil : ownSublayers }
        set {
            for layer in ownSublayers { layer.superlayer = nil }
            ownSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Whether `layer` is this layer or one of its ancestors (adding it would make a cycle).
    private func isSelfOrAncestor(_ layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let c = current {
            if c === layer { return true }
            current = c.superlayer
        }
        return false
    }

    /// Takes a layer out of its superlayer before it moves here.
    private func adopt(_ layer: CALayer) -> Bool {
        guard !isSelfOrAncestor(layer) else { return false }
        layer.removeFromSuperlayer()
        layer.superlayer = self
        setNeedsLayout()
        return true
    }

    /// Adds a sublayer in front of the others (taking it from its superlayer first). A layer
    /// that is this one or an ancestor is not added.
    /// - Parameter layer: The sublayer.
    open func addSublayer(_ layer: CALayer) {
        guard adopt(layer) else { return }
        ownSublayers.append(layer)
    }

    /// Inserts a sublayer at an index among the others (clamped to their count).
    /// - Parameters:
    ///   - layer: The sublayer.
    ///   - idx: Its index, back to front.
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard adopt(layer) else { return }
        ownSublayers.insert(layer, at: min(Int(idx), ownSublayers.count))
    }

    /// Inserts a sublayer just behind a sibling (behind all the others when `sibling` is nil or
    /// not a sublayer).
    /// - Parameters:
    ///   - layer: The sublayer.
    ///   - sibling: The sublayer it goes behind.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard layer !== sibling, adopt(layer) else { return }
        let index = sibling.flatMap { s in ownSublayers.firstIndex { $0 === s } } ?? 0
        ownSublayers.insert(layer, at: index)
    }

    /// Inserts a sublayer just in front of a sibling (in front of all the others when `sibling`
    /// is nil or not a sublayer).
    /// - Parameters:
    ///   - layer: The sublayer.
    ///   - sibling: The sublayer it goes in front of.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard layer !== sibling, adopt(layer) else { return }
        let index = sibling.flatMap { s in ownSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? ownSublayers.count
        ownSublayers.insert(layer, at: index)
    }

    /// Replaces a sublayer with another layer, at its place (nothing happens if `oldLayer` is not
    /// a sublayer).
    /// - Parameters:
    ///   - oldLayer: The sublayer to replace.
    ///   - newLayer: The layer that takes its place.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer !== newLayer, ownSublayers.contains(where: { $0 === oldLayer }), adopt(newLayer),
              let index = ownSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        ownSublayers[index] = newLayer
        oldLayer.superlayer = nil
    }

    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() {
        if let owner = maskOwner, owner.mask === self { owner.mask = nil }
        guard let parent = superlayer else { return }
        parent.ownSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.setNeedsLayout()
    }

    // MARK: Coordinates

    /// The point of the anchor in the bounds' coordinates.
    private var anchorInBounds: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point of the layer's coordinates in its superlayer's plane, before the superlayer's
    /// sublayer transform.
    private func toSuperlayerPlane(_ p: CGPoint) -> CGPoint {
        let anchor = anchorInBounds
        let mapped = transform.apply(x: p.x - anchor.x, y: p.y - anchor.y, z: -anchorPointZ)
        return CGPoint(x: position.x + mapped.x, y: position.y + mapped.y)
    }

    /// A point of the layer's coordinates in its superlayer's coordinates (or, for a root layer,
    /// in the space the root is placed in).
    private func toSuperlayer(_ p: CGPoint) -> CGPoint {
        let q = toSuperlayerPlane(p)
        guard let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) else { return q }
        let anchor = parent.anchorInBounds
        let mapped = parent.sublayerTransform.apply(x: q.x - anchor.x, y: q.y - anchor.y)
        return CGPoint(x: anchor.x + mapped.x, y: anchor.y + mapped.y)
    }

    /// The inverse of `toSuperlayer` (nil where a transform has no inverse).
    private func fromSuperlayer(_ p: CGPoint) -> CGPoint? {
        var q = p
        if let parent = superlayer, !CATransform3DIsIdentity(parent.sublayerTransform) {
            let anchor = parent.anchorInBounds
            guard let unmapped = parent.sublayerTransform.unapplyInPlane(x: p.x - anchor.x, y: p.y - anchor.y) else { return nil }
            q = CGPoint(x: anchor.x + unmapped.x, y: anchor.y + unmapped.y)
        }
        let anchor = anchorInBounds
        var t = transform
        // The anchor's z moves the plane along z before the transform: fold it into the translation.
        if anchorPointZ != 0 {
            t = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, -anchorPointZ), t)
        }
        guard let local = t.unapplyInPlane(x: q.x - position.x, y: q.y - position.y) else { return nil }
        return CGPoint(x: local.x + anchor.x, y: local.y + anchor.y)
    }

    /// The layer and its ancestors, itself first.
    private var ancestry: [CALayer] {
        var chain: [CALayer] = []
        var current: CALayer? = self
        while let c = current {
            chain.append(c)
            current = c.superlayer
        }
        return chain
    }

    /// A point of this layer's coordinates in the space its root layer is placed in.
    private func toRootSpace(_ p: CGPoint) -> CGPoint { ancestry.reduce(p) { $1.toSuperlayer($0) } }

    /// A point of the root's space in this layer's coordinates.
    private func fromRootSpace(_ p: CGPoint) -> CGPoint {
        ancestry.reversed().reduce(p) { point, layer in layer.fromSuperlayer(point) ?? point }
    }

    /// Converts a point from another layer's coordinates to this layer's.
    /// - Parameters:
    ///   - p: The point in `l`'s coordinates.
    ///   - l: The layer (nil: the space the root layer is placed in).
    /// - Returns: The point in this layer's coordinates.
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        if l === self { return p }
        return fromRootSpace(l?.toRootSpace(p) ?? p)
    }

    /// Converts a point from this layer's coordinates to another layer's.
    /// - Parameters:
    ///   - p: The point in this layer's coordinates.
    ///   - l: The layer (nil: the space the root layer is placed in).
    /// - Returns: The point in `l`'s coordinates.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        if l === self { return p }
        let root = toRootSpace(p)
        return l?.fromRootSpace(root) ?? root
    }

    /// Converts a rectangle from another layer's coordinates: the bounding box of its corners.
    /// - Parameters:
    ///   - r: The rectangle in `l`'s coordinates.
    ///   - l: The layer (nil: the space the root layer is placed in).
    /// - Returns: The rectangle in this layer's coordinates.
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        Self.boundingBox(of: Self.corners(of: r).map { convert($0, from: l) })
    }

    /// Converts a rectangle to another layer's coordinates: the bounding box of its corners.
    /// - Parameters:
    ///   - r: The rectangle in this layer's coordinates.
    ///   - l: The layer (nil: the space the root layer is placed in).
    /// - Returns: The rectangle in `l`'s coordinates.
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        Self.boundingBox(of: Self.corners(of: r).map { convert($0, to: l) })
    }

    private static func corners(of r: CGRect) -> [CGPoint] {
        let r = r.standardized
        return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)]
    }

    private static func boundingBox(of points: [CGPoint]) -> CGRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// Whether a point is inside the layer: by default, inside its bounds.
    /// - Parameter p: The point, in the layer's coordinates.
    /// - Returns: Whether `bounds` contains it.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The frontmost layer of this layer's tree at a point: the deepest sublayer that contains
    /// it (front to back, by `zPosition` then order), else this layer if it does; hidden layers
    /// and what a `masksToBounds` layer clips are skipped.
    /// - Parameter p: The point, in the superlayer's coordinates.
    /// - Returns: The layer, or nil.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, let local = fromSuperlayer(p) else { return nil }
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let ordered = ownSublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) > ($1.element.zPosition, $1.offset) }
        for (_, sublayer) in ordered {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Display and layout

    private var displayNeeded = false
    private var layoutNeeded = false

    /// Marks the layer as needing to be displayed again.
    open func setNeedsDisplay() { displayNeeded = true }
    /// Marks part of the layer as needing to be displayed again.
    /// - Parameter r: The part, in the layer's coordinates.
    open func setNeedsDisplay(_ r: CGRect) { displayNeeded = true }
    /// Whether the layer is marked as needing display.
    /// - Returns: The mark.
    open func needsDisplay() -> Bool { displayNeeded }
    /// Displays the layer now if it is marked.
    open func displayIfNeeded() {
        if displayNeeded { display() }
    }
    /// Displays the layer: its delegate's `display(_:)` sets its content (nothing is drawn on
    /// Linux); the mark is cleared.
    open func display() {
        displayNeeded = false
        delegate?.display(self)
    }

    /// Marks the layer as needing its sublayers laid out.
    open func setNeedsLayout() { layoutNeeded = true }
    /// Whether the layer is marked as needing layout.
    /// - Returns: The mark.
    open func needsLayout() -> Bool { layoutNeeded }
    /// Lays the layer out now if it is marked, then its sublayers.
    open func layoutIfNeeded() {
        if layoutNeeded {
            layoutNeeded = false
            layoutSublayers()
        }
        for sublayer in ownSublayers { sublayer.layoutIfNeeded() }
    }
    /// Lays out the sublayers: by default, the delegate's `layoutSublayers(of:)` (a view's
    /// `layoutSubviews()`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
    /// The layer's preferred size: its bounds' size.
    /// - Returns: The size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Actions

    /// The action for a change of a property: the delegate's, else `actions`', else the class's
    /// `defaultAction(forKey:)`; `NSNull` means none (nil is returned). Linux: a property change
    /// does not run it (there are no implicit animations).
    /// - Parameter event: The property's key.
    /// - Returns: The action, or nil.
    open func action(forKey event: String) -> CAAction? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? type(of: self).defaultAction(forKey: event)
        return found is NSNull ? nil : found
    }

    // MARK: Animations

    private let animationLock = NSLock()
    private var running: [RunningAnimation] = []

    /// Adds an animation (a copy of it) under a key, replacing the one under the same key. It runs
    /// on the clock: its delegate hears `animationDidStart` when it begins and
    /// `animationDidStop(_:finished: true)` when its active duration has passed (then it is
    /// removed, unless `isRemovedOnCompletion` is false), on the main queue; the open
    /// transactions' completion blocks wait for it.
    /// - Parameters:
    ///   - anim: The animation.
    ///   - key: Its key (nil: one that `animation(forKey:)` cannot find).
    open func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as? CAAnimation ?? anim
        let entry = RunningAnimation(animation: copy, key: key, layer: self)
        let replaced = animationLock.withLock { () -> RunningAnimation? in
            let old = key.flatMap { k in running.firstIndex { $0.key == k } }.map { running.remove(at: $0) }
            running.append(entry)
            return old
        }
        replaced?.cancel()
        CATransaction.track(entry)
        entry.schedule()
    }

    /// The animation under a key (the layer's copy), or nil.
    /// - Parameter key: The key.
    /// - Returns: The animation.
    open func animation(forKey key: String) -> CAAnimation? {
        animationLock.withLock { running.last { $0.key == key }?.animation }
    }

    /// Removes the animation under a key; its delegate hears `animationDidStop(_:finished: false)`
    /// if it had not ended.
    /// - Parameter key: The key.
    open func removeAnimation(forKey key: String) {
        let removed = animationLock.withLock { () -> [RunningAnimation] in
            let matching = running.filter { $0.key == key }
            running.removeAll { $0.key == key }
            return matching
        }
        removed.forEach { $0.cancel() }
    }

    /// Removes every animation; their delegates hear `animationDidStop(_:finished: false)`.
    open func removeAllAnimations() {
        let removed = animationLock.withLock { () -> [RunningAnimation] in
            defer { running = [] }
            return running
        }
        removed.forEach { $0.cancel() }
    }

    /// The keys of the layer's animations, in the order they were added (nil when there are none).
    /// - Returns: The keys.
    open func animationKeys() -> [String]? {
        let keys = animationLock.withLock { running.compactMap(\.key) }
        return keys.isEmpty ? nil : keys
    }

    /// Takes an animation that ran to its end off the layer.
    func detach(_ entry: RunningAnimation) {
        animationLock.withLock { running.removeAll { $0 === entry } }
    }

    // MARK: Presentation and model

    /// The presentation layer of a presentation copy: the model layer it was made from.
    private weak var modelLayer: CALayer?

    /// A copy of the layer as it looks now: its properties with its animations' current values.
    /// It is a copy of Core Animation's class of the layer (a subclass of your own that
    /// overrides nothing of it gets the layer itself, with its model values).
    /// - Returns: The presentation copy.
    open func presentation() -> Self? {
        guard let copy = makePresentationCopy() as? Self else { return self }
        copy.modelLayer = self
        let now = convertTime(CACurrentMediaTime(), from: nil)
        let animations = animationLock.withLock { running.map(\.animation) }
        for animation in animations { animation.apply(to: copy, atParentTime: now) }
        return copy
    }

    /// The model layer: for a presentation copy, the layer it was made from; else the layer.
    /// - Returns: The model layer.
    open func model() -> Self { modelLayer as? Self ?? self }

    /// A copy of this layer's Core Animation class, or nil for a subclass of someone else's
    /// (each Core Animation class overrides it).
    func makePresentationCopy() -> CALayer? {
        type(of: self) == CALayer.self ? CALayer(layer: self) : nil
    }

    /// Takes another layer's properties (each Core Animation class adds its own).
    func takeProperties(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        zPosition = other.zPosition
        anchorPoint = other.anchorPoint
        anchorPointZ = other.anchorPointZ
        transform = other.transform
        sublayerTransform = other.sublayerTransform
        isGeometryFlipped = other.isGeometryFlipped
        isDoubleSided = other.isDoubleSided
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        allowsGroupOpacity = other.allowsGroupOpacity
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        edgeAntialiasingMask = other.edgeAntialiasingMask
        isOpaque = other.isOpaque
        filters = other.filters
        backgroundFilters = other.backgroundFilters
        compositingFilter = other.compositingFilter
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        contents = other.contents
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity
        contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        minificationFilterBias = other.minificationFilterBias
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        drawsAsynchronously = other.drawsAsynchronously
        name = other.name
        style = other.style
        actions = other.actions
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        duration = other.duration
        speed = other.speed
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        storedValues = other.storedValues
        layoutNeeded = false
        displayNeeded = false
    }

    // MARK: Key-value coding

    /// Values set for keys that name no property.
    private var storedValues: [String: Any] = [:]

    /// A property's value by its key (`"opacity"`, `"position"`…), else the value stored for a
    /// key of your own, else the class's `defaultValue(forKey:)`. Numbers come back as the
    /// property's type (`Float` for `opacity`, `CGFloat` for `cornerRadius`), geometry as
    /// `CGPoint`, `CGSize`, `CGRect` and `CATransform3D`.
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open func value(forKey key: String) -> Any? {
        if let known = knownValue(forKey: key) { return known }
        return storedValues[key] ?? type(of: self).defaultValue(forKey: key)
    }

    /// Sets a property by its key (numbers of any type are converted), or stores the value for a
    /// key of your own.
    /// - Parameters:
    ///   - value: The value.
    ///   - key: The key.
    open func setValue(_ value: Any?, forKey key: String) {
        if setKnownValue(value, forKey: key) { return }
        if isKnownKey(key) { return }
        storedValues[key] = value
    }

    /// The value at a key path: a property, then its members (`"position.x"`,
    /// `"bounds.size.width"`, `"transform.rotation.z"`, `"transform.scale"`,
    /// `"transform.translation.x"`, `"shadowOffset.height"`).
    /// - Parameter keyPath: The key path.
    /// - Returns: The value, or nil.
    open func value(forKeyPath keyPath: String) -> Any? {
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = value(forKey: head)
        if let layer = base as? CALayer { return layer.value(forKeyPath: rest) }
        return AnimatableValues.member(of: base, at: rest)
    }

    /// Sets the value at a key path (a property, or a member of one).
    /// - Parameters:
    ///   - value: The value.
    ///   - keyPath: The key path.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.firstIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let head = String(keyPath[..<dot]), rest = String(keyPath[keyPath.index(after: dot)...])
        let base = self.value(forKey: head)
        if let layer = base as? CALayer { return layer.setValue(value, forKeyPath: rest) }
        if let updated = AnimatableValues.setting(member: rest, of: base, to: value) { setValue(updated, forKey: head) }
    }

    /// Whether a key names a property (a value that does not fit it is then not stored).
    func isKnownKey(_ key: String) -> Bool { knownValue(forKey: key) != nil || optionalPropertyKeys.contains(key) }

    /// The keys of properties that may be nil (each Core Animation class adds its own).
    var optionalPropertyKeys: Set<String> {
        ["backgroundColor", "borderColor", "shadowColor", "shadowPath", "contents", "mask", "name", "sublayers", "filters",
         "backgroundFilters", "compositingFilter", "style"]
    }

    /// A property's value by its key, or nil for a key that names no property (or a nil value).
    func knownValue(forKey key: String) -> Any? {
        switch key {
        case "bounds": return bounds
        case "position": return position
        case "zPosition": return zPosition
        case "anchorPoint": return anchorPoint
        case "anchorPointZ": return anchorPointZ
        case "transform": return transform
        case "sublayerTransform": return sublayerTransform
        case "frame": return frame
        case "backgroundColor": return backgroundColor
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor
        case "opacity": return opacity
        case "hidden", "isHidden": return isHidden
        case "masksToBounds": return masksToBounds
        case "mask": return mask
        case "shadowColor": return shadowColor
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowPath": return shadowPath
        case "contents": return contents
        case "contentsRect": return contentsRect
        case "contentsCenter": return contentsCenter
        case "contentsScale": return contentsScale
        case "contentsGravity": return contentsGravity.rawValue
        case "rasterizationScale": return rasterizationScale
        case "shouldRasterize": return shouldRasterize
        case "doubleSided", "isDoubleSided": return isDoubleSided
        case "geometryFlipped", "isGeometryFlipped": return isGeometryFlipped
        case "opaque", "isOpaque": return isOpaque
        case "name": return name
        case "sublayers": return sublayers
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        case "duration": return duration
        case "filters": return filters
        case "backgroundFilters": return backgroundFilters
        case "compositingFilter": return compositingFilter
        case "style": return style
        default: return nil
        }
    }

    /// Sets a property by its key; false for a key that names none or a value that does not fit.
    func setKnownValue(_ value: Any?, forKey key: String) -> Bool {
        let unboxed = AnimatableValues.unboxed(value)
        let number = AnimatableValues.number(unboxed).map { CGFloat($0) }
        switch key {
        case "bounds": guard let v = unboxed as? CGRect else { return false }; bounds = v
        case "position": guard let v = unboxed as? CGPoint else { return false }; position = v
        case "zPosition": guard let number else { return false }; zPosition = number
        case "anchorPoint": guard let v = unboxed as? CGPoint else { return false }; anchorPoint = v
        case "anchorPointZ": guard let number else { return false }; anchorPointZ = number
        case "transform": guard let v = unboxed as? CATransform3D else { return false }; transform = v
        case "sublayerTransform": guard let v = unboxed as? CATransform3D else { return false }; sublayerTransform = v
        case "frame": guard let v = unboxed as? CGRect else { return false }; frame = v
        case "backgroundColor": guard value == nil || unboxed is CGColor else { return false }; backgroundColor = unboxed as? CGColor
        case "cornerRadius": guard let number else { return false }; cornerRadius = number
        case "borderWidth": guard let number else { return false }; borderWidth = number
        case "borderColor": guard value == nil || unboxed is CGColor else { return false }; borderColor = unboxed as? CGColor
        case "opacity": guard let number else { return false }; opacity = Float(number)
        case "hidden", "isHidden": guard let number else { return false }; isHidden = number != 0
        case "masksToBounds": guard let number else { return false }; masksToBounds = number != 0
        case "shadowColor": guard value == nil || unboxed is CGColor else { return false }; shadowColor = unboxed as? CGColor
        case "shadowOpacity": guard let number else { return false }; shadowOpacity = Float(number)
        case "shadowOffset": guard let v = unboxed as? CGSize else { return false }; shadowOffset = v
        case "shadowRadius": guard let number else { return false }; shadowRadius = number
        case "shadowPath": guard value == nil || unboxed is CGPath else { return false }; shadowPath = unboxed as? CGPath
        case "contents": contents = value
        case "contentsRect": guard let v = unboxed as? CGRect else { return false }; contentsRect = v
        case "contentsCenter": guard let v = unboxed as? CGRect else { return false }; contentsCenter = v
        case "contentsScale": guard let number else { return false }; contentsScale = number
        case "rasterizationScale": guard let number else { return false }; rasterizationScale = number
        case "shouldRasterize": guard let number else { return false }; shouldRasterize = number != 0
        case "name": name = value as? String
        case "mask": guard value == nil || value is CALayer else { return false }; mask = value as? CALayer
        case "sublayers": guard value == nil || value is [CALayer] else { return false }; sublayers = value as? [CALayer]
        case "speed": guard let number else { return false }; speed = Float(number)
        case "timeOffset": guard let number else { return false }; timeOffset = Double(number)
        case "beginTime": guard let number else { return false }; beginTime = Double(number)
        case "duration": guard let number else { return false }; duration = Double(number)
        default: return false
        }
        return true
    }
}
