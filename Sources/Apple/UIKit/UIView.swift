// UIKit's view, backed by a Core Animation layer as on iOS: the view's geometry is its layer's
// (`frame`, `bounds` and `center` are the layer's `frame`, `bounds` and `position`), `alpha`,
// `isHidden`, `clipsToBounds` and `transform` are the layer's `opacity`, `isHidden`,
// `masksToBounds` and affine transform, `backgroundColor` sets the layer's, and each subview's
// layer is a sublayer of its superview's, in the subviews' order. The view is its layer's
// delegate: `layoutIfNeeded()` lays the layer out, which calls `layoutSubviews()`, whose default
// implementation solves the Auto Layout constraints of the view's subtree and sets the frames
// (AutoLayoutEngine.swift). A change of size resizes the subviews by their autoresizing masks, as
// UIKit's does. Inside an animation block (`UIView.animate`), changes of the animatable
// properties are recorded and animated on the layers (UIView+Animation.swift). Linux: nothing is
// drawn (a representable's view is a placeholder); `import UIKit` brings QuartzCore with it, as
// Apple's does.
import CoreGraphics
import Foundation
@_exported import QuartzCore

/// A rectangular area of a UIKit interface, backed by a layer.
///
/// Linux: the geometry and appearance are kept (in the view's layer) and computed as UIKit does;
/// nothing is drawn (SwiftUI's representable views are placeholders), and layout happens when
/// code asks for it (`layoutIfNeeded()`), there being no display cycle.
open class UIView: UIResponder, CALayerDelegate {
    private var ownLayer: CALayer?

    /// The class of the layer made for each view of the class (`CALayer`). Override it to back a
    /// view with another Core Animation layer (`override class var layerClass: AnyClass {
    /// CAGradientLayer.self }`). Linux: a class of your own is made as its nearest Core Animation
    /// superclass, since Swift on Linux cannot make an instance of a class known only at run time
    /// by a non-required initializer.
    open class var layerClass: AnyClass { CALayer.self }

    /// The view's layer: one per view, made from `layerClass`, with the view as its delegate and
    /// the screen's scale as its `contentsScale`.
    open var layer: CALayer {
        if let ownLayer { return ownLayer }
        let made = Self.makeLayer(of: type(of: self).layerClass)
        made.delegate = self
        made.contentsScale = UIScreen.main.scale
        ownLayer = made
        return made
    }

    /// A layer of a layer class: the class itself when it is one of Core Animation's, else its
    /// nearest Core Animation superclass.
    private static func makeLayer(of layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAGradientLayer.Type: return CAGradientLayer()
        case is CAShapeLayer.Type: return CAShapeLayer()
        case is CAEmitterLayer.Type: return CAEmitterLayer()
        case is CAReplicatorLayer.Type: return CAReplicatorLayer()
        case is CATextLayer.Type: return CATextLayer()
        case is CATransformLayer.Type: return CATransformLayer()
        default: return CALayer()
        }
    }

    /// The view's rectangle in its superview: its layer's frame. A new size resizes the
    /// subviews by their autoresizing masks.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let old = ViewAnimation.recording(self) ? (layer.bounds, layer.position) : nil
            let oldSize = layer.bounds.size
            layer.frame = newValue
            if layer.bounds.size != oldSize { resizeSubviews(withOldSize: oldSize) }
            if let old { ViewAnimation.record(self, bounds: old.0, center: old.1) }
        }
    }
    /// The view's own rectangle: its layer's bounds (origin (0, 0) unless set otherwise). A new
    /// size resizes the subviews by their autoresizing masks.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let old = ViewAnimation.recording(self) ? (layer.bounds, layer.position) : nil
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            if layer.bounds.size != oldSize { resizeSubviews(withOldSize: oldSize) }
            if let old { ViewAnimation.record(self, bounds: old.0, center: old.1) }
        }
    }
    /// The view's centre in its superview: its layer's position.
    open var center: CGPoint {
        get { layer.position }
        set {
            let old = ViewAnimation.recording(self) ? (layer.bounds, layer.position) : nil
            layer.position = newValue
            if let old { ViewAnimation.record(self, bounds: old.0, center: old.1) }
        }
    }
    /// The background colour (its light appearance is the layer's `backgroundColor`).
    open var backgroundColor: UIColor? {
        didSet {
            let old = layer.backgroundColor
            layer.backgroundColor = backgroundColor?.cgColor
            ViewAnimation.record(self, key: "backgroundColor", from: old as Any?, to: layer.backgroundColor as Any?) { [weak self] in
                self?.backgroundColor = oldValue
            }
        }
    }
    /// The tint colour.
    open var tintColor: UIColor! = .tintColor
    /// The opacity: the layer's `opacity` (kept as a `Float`, as UIKit keeps it).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            let old = layer.opacity
            layer.opacity = Float(newValue)
            ViewAnimation.record(self, key: "opacity", from: old, to: layer.opacity) { [weak self] in self?.layer.opacity = old }
        }
    }
    /// The transform applied to the view about its centre: the layer's affine transform (the
    /// frame becomes the bounding box of the transformed bounds).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            let old = layer.transform
            layer.setAffineTransform(newValue)
            ViewAnimation.record(self, key: "transform", from: old, to: layer.transform) { [weak self] in self?.layer.transform = old }
        }
    }
    /// Whether the view is hidden: the layer's `isHidden`. A stack view takes a hidden arranged
    /// view out of its arrangement.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
                stack.setNeedsAutoLayout()
            }
        }
    }
    /// How the frame follows the superview's size: applied when the superview's size changes
    /// (while `translatesAutoresizingMaskIntoConstraints` is true), and turned into constraints
    /// when Auto Layout places the view.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the superview resizes its subviews by their autoresizing masks when its size
    /// changes (true).
    open var autoresizesSubviews = true
    /// Whether Auto Layout makes constraints from the autoresizing mask and the current frame
    /// (true). Set it to false for a view placed by constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if translatesAutoresizingMaskIntoConstraints != oldValue { superview?.setNeedsAutoLayout() } }
    }
    /// Whether subviews are clipped to the bounds: the layer's `masksToBounds`.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// The pixels per point of the view's content: the layer's `contentsScale` (the screen's, 3).
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
    /// Whether the view takes touches.
    open var isUserInteractionEnabled = true
    /// A number that identifies the view among its superview's (0).
    open var tag = 0
    /// The view that contains this one.
    open private(set) weak var superview: UIView?
    /// The views this one contains, back to front.
    open private(set) var subviews: [UIView] = []
    /// The window the view is in (itself for a window): its nearest window ancestor, nil
    /// when it is in none.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }
    /// Adds a subview in front of the others (its layer in front of this layer's sublayers).
    /// - Parameter view: The subview.
    open func addSubview(_ view: UIView) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
        setNeedsAutoLayout()
    }
    /// Removes the view from its superview (and its layer from the superview's layer). The
    /// constraints of the view's former ancestors that refer to the view or its subviews are
    /// removed, as UIKit removes them.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        var ancestor: UIView? = parent
        while let a = ancestor {
            for constraint in a.installedConstraints where constraint.itemViews.contains(where: { $0?.isDescendant(of: self) ?? false }) {
                a.removeConstraint(constraint)
            }
            ancestor = a.superview
        }
        (parent as? UIStackView)?.subviewWillBeRemoved(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
        parent.setNeedsAutoLayout()
    }
    /// Whether the view is a given view or one of its descendants.
    /// - Parameter view: The view.
    /// - Returns: Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superview
        }
        return false
    }
    /// The first view, this one or a descendant (depth first), whose `tag` is a value.
    /// - Parameter tag: The tag.
    /// - Returns: The view, or nil.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
    /// Draws the view and its subviews into the current image context (nothing is drawn on Linux).
    /// - Parameters:
    ///   - rect: Where, in the context.
    ///   - afterUpdates: Whether to wait for pending changes.
    /// - Returns: false: nothing was drawn.
    @discardableResult open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
    /// Inserts a subview at a place among the others (0: behind them all); its layer goes just
    /// behind the layer of the subview it is inserted before.
    /// - Parameters:
    ///   - view: The subview.
    ///   - index: Its place, back to front.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        view.removeFromSuperview()
        let place = max(0, min(index, subviews.count))
        subviews.insert(view, at: place)
        view.superview = self
        placeLayer(of: view, at: place)
        setNeedsAutoLayout()
    }
    /// Inserts a subview just behind another.
    /// - Parameters:
    ///   - view: The subview.
    ///   - siblingSubview: The subview it goes behind (in front of all when it is not one).
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview } ?? subviews.count
        insertSubview(view, at: subviews[..<index].contains { $0 === view } ? index - 1 : index)
    }
    /// Inserts a subview just in front of another.
    /// - Parameters:
    ///   - view: The subview.
    ///   - siblingSubview: The subview it goes in front of (in front of all when it is not one).
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        let index = subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: subviews[..<index].contains { $0 === view } ? index - 1 : index)
    }
    /// Puts a subview's layer among this layer's sublayers where its place among the subviews
    /// says: behind the layer of the next subview, else in front of all.
    private func placeLayer(of view: UIView, at place: Int) {
        if place + 1 < subviews.count, subviews[place + 1].layer.superlayer === layer {
            layer.insertSublayer(view.layer, below: subviews[place + 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
    }
    /// Moves a subview behind the others.
    /// - Parameter view: One of the view's subviews (others are ignored).
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
        layer.insertSublayer(view.layer, at: 0)
    }
    /// Moves a subview in front of the others.
    /// - Parameter view: One of the view's subviews (others are ignored).
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
        layer.addSublayer(view.layer)
    }
    /// How the view's content fits its bounds.
    open var contentMode = ContentMode.scaleToFill
    /// How content fits a view's bounds.
    public enum ContentMode: Int, Sendable {
        /// Stretched to the bounds.
        case scaleToFill = 0
        /// Scaled to fit inside, keeping its proportions.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping its proportions (cropped).
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred, not scaled.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// At the left.
        case left = 7
        /// At the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
    /// Asks for a layout pass: marks the layer as needing layout.
    open func setNeedsLayout() { layer.setNeedsLayout() }
    /// Lays out now if a layout was asked for (the frame or bounds changed, a subview came or
    /// went, a constraint changed): `layoutSubviews()` runs, then the subviews lay out theirs. The
    /// view's own bounds stay as they are: its subtree is laid out inside them.
    open func layoutIfNeeded() {
        let outer = runningLayoutPass
        if outer == nil { runningLayoutPass = LayoutPassToken() }
        defer { if outer == nil { runningLayoutPass = nil } }
        layer.layoutIfNeeded()
    }
    /// Lays out the subviews. The default solves the Auto Layout constraints of the view's
    /// subtree inside its bounds and sets the frames they give (between its view controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` for a controller's root view).
    /// Subclasses that place subviews themselves call `super.layoutSubviews()` first.
    open func layoutSubviews() {
        let controller = owningController
        controller?.viewWillLayoutSubviews()
        AutoLayoutEngine.layOutSubtree(of: self)
        controller?.viewDidLayoutSubviews()
    }
    /// The insets of the safe area: a window's are the device's (59 at the top, 34 at the bottom
    /// for the app's window); a view in a window has the part of its superview's safe-area insets
    /// that overlaps it, plus its view controller's `additionalSafeAreaInsets`; a view in no
    /// window has none.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
    /// Whether the view fills its bounds with opaque content (true, as in UIKit).
    open var isOpaque = true
    /// The size the view's content asks for: none on either axis for a plain view. Auto Layout
    /// keeps a view with constraints near it, by its content hugging and compression resistance
    /// priorities.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// What `intrinsicContentSize` gives on an axis the content has no size on (−1).
    public static let noIntrinsicMetric: CGFloat = -1

    // MARK: Auto Layout

    /// The constraints installed on the view (the active constraints whose items' nearest common
    /// ancestor is this view, and those added with `addConstraint(_:)`).
    open var constraints: [NSLayoutConstraint] { installedConstraints }
    /// Installs a constraint on the view (prefer `isActive` or `NSLayoutConstraint.activate`).
    /// - Parameter constraint: The constraint.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        guard !installedConstraints.contains(where: { $0 === constraint }) else { return }
        constraint.container?.removeConstraint(constraint)
        installedConstraints.append(constraint)
        constraint.didInstall(on: self)
        setNeedsAutoLayout()
    }
    /// Installs constraints on the view.
    /// - Parameter constraints: The constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes a constraint installed on the view (deactivating it).
    /// - Parameter constraint: The constraint.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard let index = installedConstraints.firstIndex(where: { $0 === constraint }) else { return }
        installedConstraints.remove(at: index)
        constraint.container = nil
        setNeedsAutoLayout()
    }
    /// Removes constraints installed on the view.
    /// - Parameter constraints: The constraints.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }
    /// Whether the view's layout depends on constraints even when it has none (false).
    open class var requiresConstraintBasedLayout: Bool { false }
    /// Updates the view's constraints: called before a layout for a view that asked with
    /// `setNeedsUpdateConstraints()`. Subclasses change their constraints here and call super last.
    open func updateConstraints() {
        constraintsNeedUpdate = false
        owningController?.updateViewConstraints()
    }
    /// Asks for `updateConstraints()` before the next layout.
    open func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        setNeedsAutoLayout()
    }
    /// Whether the view asked for `updateConstraints()`.
    /// - Returns: Whether it did.
    open func needsUpdateConstraints() -> Bool { constraintsNeedUpdate }
    /// Calls `updateConstraints()` now on the views of the subtree that asked for it, subviews
    /// first, as UIKit does before a layout.
    open func updateConstraintsIfNeeded() {
        for subview in subviews { subview.updateConstraintsIfNeeded() }
        if constraintsNeedUpdate { updateConstraints() }
    }
    /// Tells the view its intrinsic content size changed, so the next layout uses the new one.
    open func invalidateIntrinsicContentSize() {
        superview?.setNeedsAutoLayout()
        setNeedsAutoLayout()
    }
    /// The size that best meets the view's constraints and is nearest `targetSize`, each axis at
    /// `fittingSizeLevel`: solved without changing any frame.
    /// - Parameter targetSize: The size wanted (`UIView.layoutFittingCompressedSize` for the
    ///   smallest, `UIView.layoutFittingExpandedSize` for the largest).
    /// - Returns: The size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }
    /// The size that best meets the view's constraints and is nearest `targetSize`, each axis at
    /// its priority (`.required` fixes that axis): solved without changing any frame.
    /// - Parameters:
    ///   - targetSize: The size wanted.
    ///   - horizontalFittingPriority: How strongly the width is held to the target's.
    ///   - verticalFittingPriority: How strongly the height is held to the target's.
    /// - Returns: The size.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        AutoLayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
    /// The smallest size: the target of `systemLayoutSizeFitting(_:)` for a view as small as
    /// its constraints allow (0 × 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: the target of `systemLayoutSizeFitting(_:)` for a view as large as its
    /// constraints allow (10,000,000 points each way on Linux).
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)
    /// The default space around the view's content, which `layoutMarginsGuide` is inset by (8
    /// points on each side; a view controller's root view's are the controller's
    /// `systemMinimumLayoutMargins`).
    open var layoutMargins: UIEdgeInsets {
        get {
            let m = directionalLayoutMargins
            return isRightToLeft ? UIEdgeInsets(top: m.top, left: m.trailing, bottom: m.bottom, right: m.leading)
                : UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing)
        }
        set {
            directionalLayoutMargins = isRightToLeft
                ? NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
                : NSDirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
        }
    }
    /// The layout margins by leading and trailing edge.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { ownMargins }
        set {
            guard newValue != ownMargins else { return }
            ownMargins = newValue
            setNeedsAutoLayout()
            layoutMarginsDidChange()
        }
    }
    /// Whether the view's margins take in its superview's where they overlap (false).
    open var preservesSuperviewLayoutMargins = false {
        didSet { setNeedsAutoLayout() }
    }
    /// Whether the margins are measured from the safe area's edges rather than the bounds' (true).
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { setNeedsAutoLayout() }
    }
    /// Called when the layout margins change.
    open func layoutMarginsDidChange() {}
    /// Called when the safe-area insets change (Linux: never; they change only with the
    /// hierarchy).
    open func safeAreaInsetsDidChange() {}
    /// The view whose first baseline a constraint to this view's first baseline uses (the view
    /// itself; a stack view's is its first arranged view's).
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline a constraint to this view's last baseline uses.
    open var forLastBaselineLayout: UIView { self }
    /// How the content is laid out for a language's direction (`.unspecified`: as the system's,
    /// left to right on Linux).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { setNeedsAutoLayout() }
    }
    /// The direction the view lays out in: right to left only when `semanticContentAttribute` is
    /// `.forceRightToLeft`.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        var view: UIView? = self
        while let v = view {
            switch v.semanticContentAttribute {
            case .forceRightToLeft: return .rightToLeft
            case .forceLeftToRight: return .leftToRight
            default: view = v.superview
            }
        }
        return .leftToRight
    }
    /// Resizes the subviews by their autoresizing masks after the view's size changed, as UIKit
    /// does: the flexible parts of each axis (margins and size) share the change in proportion
    /// to their sizes.
    /// - Parameter oldSize: The size before the change.
    open func resizeSubviews(withOldSize oldSize: CGSize) {
        guard autoresizesSubviews else { return }
        let newSize = bounds.size
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            let origin = subview.untransformedOrigin
            let size = subview.bounds.size
            let x = Self.autoresize(start: origin.x, length: size.width, old: oldSize.width, new: newSize.width,
                                    flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                                    flexibleEnd: mask.contains(.flexibleRightMargin))
            let y = Self.autoresize(start: origin.y, length: size.height, old: oldSize.height, new: newSize.height,
                                    flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                                    flexibleEnd: mask.contains(.flexibleBottomMargin))
            subview.setUntransformedFrame(CGRect(x: x.start, y: y.start, width: x.length, height: y.length))
        }
    }
    /// The new start and length of a subview along an axis whose parent went from `old` to `new`.
    static func autoresize(start: CGFloat, length: CGFloat, old: CGFloat, new: CGFloat, flexibleStart: Bool, flexibleLength: Bool,
                           flexibleEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let shares = autoresizingShares(start: start, length: length, old: old, flexibleStart: flexibleStart,
                                        flexibleLength: flexibleLength, flexibleEnd: flexibleEnd)
        let delta = new - old
        return (start + shares.start * delta, length + shares.length * delta)
    }
    /// The parts of a change of the parent's length that the start margin and the length take.
    static func autoresizingShares(start: CGFloat, length: CGFloat, old: CGFloat, flexibleStart: Bool, flexibleLength: Bool,
                                   flexibleEnd: Bool) -> (start: CGFloat, length: CGFloat) {
        let end = old - start - length
        let parts = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = parts.filter(\.0)
        guard !flexible.isEmpty else { return (0, 0) }
        let total = flexible.reduce(CGFloat(0)) { $0 + max($1.1, 0) }
        func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? max(part, 0) / total : 1 / CGFloat(flexible.count)
        }
        return (share(flexibleStart, start), share(flexibleLength, length))
    }

    // MARK: Auto Layout's state

    /// The constraints installed on the view.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The layout guides added with `addLayoutGuide(_:)`.
    var ownLayoutGuides: [UILayoutGuide] = []
    /// The gesture recognizers attached with `addGestureRecognizer(_:)` (UIView+GestureRecognizers.swift).
    var attachedGestureRecognizers: [UIGestureRecognizer] = []
    /// The view's layout margins as set (8 points each by default).
    var ownMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// The content hugging priorities (horizontal, vertical).
    var huggingPriorities = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    /// The compression resistance priorities (horizontal, vertical).
    var compressionPriorities = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Whether `updateConstraints()` was asked for.
    var constraintsNeedUpdate = false
    /// The view controller whose root view this is.
    weak var owningController: UIViewController?
    /// The layout pass running from this view's `layoutIfNeeded()`.
    var runningLayoutPass: LayoutPassToken?
    /// The pass in which this view last solved its subtree.
    var solvedLayoutPass: LayoutPassToken?
    /// The safe area's guide.
    lazy var safeAreaGuide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    /// The margins' guide.
    lazy var marginsGuide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
    /// The readable content's guide.
    lazy var readableGuide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
    /// The keyboard's guide.
    lazy var keyboardGuide = UIKeyboardLayoutGuide(kind: .keyboard, owningView: self, identifier: "UIViewKeyboardLayoutGuide")

    /// Constraints the view makes for its own arrangement, solved with the installed ones (a
    /// stack view's; none for other views).
    func arrangementConstraints() -> [NSLayoutConstraint] { [] }
    /// The intrinsic size once Auto Layout has decided the view's width, for content whose height
    /// depends on its width (a multi-line label's); nil for other views.
    func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? { nil }
    /// Where a baseline is: `top + heightFraction × height + offset` (the bottom edge, for a view
    /// without text).
    func baselinePosition(first: Bool) -> (heightFraction: CGFloat, offset: CGFloat) { (1, 0) }

    /// Asks this view and its ancestors for layout: a constraint, margin or hierarchy changed.
    func setNeedsAutoLayout() {
        var view: UIView? = self
        while let v = view {
            v.setNeedsLayout()
            view = v.superview
        }
    }

    /// Whether leading is right.
    var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The frame without the transform: the bounds' size placed so the anchor point is at
    /// `center` (what Auto Layout places).
    var untransformedOrigin: CGPoint {
        let size = layer.bounds.size
        return CGPoint(x: layer.position.x - layer.anchorPoint.x * size.width, y: layer.position.y - layer.anchorPoint.y * size.height)
    }

    /// Sets the bounds' size and the centre for an untransformed frame, resizing the subviews.
    func setUntransformedFrame(_ rect: CGRect) {
        let size = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
        if layer.bounds.size != size {
            var b = bounds
            b.size = size
            bounds = b
        }
        let position = CGPoint(x: rect.minX + layer.anchorPoint.x * size.width, y: rect.minY + layer.anchorPoint.y * size.height)
        if layer.position != position { center = position }
    }

    /// The safe-area insets (see `safeAreaInsets`).
    private func computedSafeAreaInsets() -> UIEdgeInsets {
        guard let superview, window != nil else { return .zero }
        let parentInsets = superview.safeAreaInsets
        var insets = UIEdgeInsets.zero
        if parentInsets != .zero {
            let parentBounds = superview.bounds
            let safe = CGRect(x: parentBounds.minX + parentInsets.left, y: parentBounds.minY + parentInsets.top,
                              width: parentBounds.width - parentInsets.left - parentInsets.right,
                              height: parentBounds.height - parentInsets.top - parentInsets.bottom)
            let mine = convert(safe, from: superview)
            let b = bounds
            insets = UIEdgeInsets(top: min(max(mine.minY - b.minY, 0), b.height), left: min(max(mine.minX - b.minX, 0), b.width),
                                  bottom: min(max(b.maxY - mine.maxY, 0), b.height), right: min(max(b.maxX - mine.maxX, 0), b.width))
        }
        if let extra = owningController?.additionalSafeAreaInsets {
            insets = UIEdgeInsets(top: insets.top + extra.top, left: insets.left + extra.left, bottom: insets.bottom + extra.bottom,
                                  right: insets.right + extra.right)
        }
        return insets
    }
    /// The size that best fits a size: the view's current size for a plain view.
    /// - Parameter size: The size offered.
    /// - Returns: The size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to `sizeThatFits(_:)` of its current size, keeping its origin.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    /// Draws the view's content (Linux: nothing calls it; there is no graphics context).
    /// - Parameter rect: The part to draw.
    open func draw(_ rect: CGRect) {}
    /// Asks for the view to be drawn again: marks the layer as needing display (nothing is drawn
    /// on Linux).
    open func setNeedsDisplay() { layer.setNeedsDisplay() }
    /// Converts a point from this view's coordinates to another view's (nil: the window's), through
    /// the layers' geometry.
    /// - Parameters:
    ///   - point: The point in this view's coordinates.
    ///   - view: The other view.
    /// - Returns: The point in `view`'s coordinates.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { layer.convert(point, to: view?.layer) }
    /// Converts a point from another view's coordinates (nil: the window's) to this view's.
    /// - Parameters:
    ///   - point: The point in `view`'s coordinates.
    ///   - view: The other view.
    /// - Returns: The point in this view's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { layer.convert(point, from: view?.layer) }
    /// Converts a rectangle from this view's coordinates to another view's (nil: the window's).
    /// - Parameters:
    ///   - rect: The rectangle in this view's coordinates.
    ///   - view: The other view.
    /// - Returns: The bounding box of its corners in `view`'s coordinates.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { layer.convert(rect, to: view?.layer) }
    /// Converts a rectangle from another view's coordinates (nil: the window's) to this view's.
    /// - Parameters:
    ///   - rect: The rectangle in `view`'s coordinates.
    ///   - view: The other view.
    /// - Returns: The bounding box of its corners in this view's coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { layer.convert(rect, from: view?.layer) }

    // MARK: The layer's delegate

    /// Displays the layer (a view draws its content in `draw(_:)`, which nothing calls on Linux).
    /// - Parameter layer: The view's layer.
    open func display(_ layer: CALayer) {}
    /// Lays out the view's layer: calls `layoutSubviews()` for the view's own layer.
    /// - Parameter layer: The layer.
    open func layoutSublayers(of layer: CALayer) {
        if layer === ownLayer { layoutSubviews() }
    }
    /// The action for a change of the layer's property: none (`NSNull`) outside an animation
    /// block, as UIKit's views answer, so a view's layer changes at once.
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The property's key.
    /// - Returns: `NSNull()`.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }

    /// A view with a frame.
    /// - Parameter frame: The rectangle.
    public init(frame: CGRect) {
        super.init()
        layer.frame = frame
    }
    /// A view from an archive such as a storyboard (Linux: none is read; the frame is empty).
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) { super.init() }
    /// A view with an empty frame.
    public convenience override init() { self.init(frame: .zero) }
    private nonisolated(unsafe) static let proxy = UIView(frame: .zero)
    /// The proxy whose properties every view takes (`UIView.appearance().tintColor = .orange`).
    /// Linux: kept, not drawn (the bars' and tables' proxies are their classes' own).
    /// - Returns: The proxy.
    open class func appearance() -> UIView { proxy }
    /// Ends editing in the view and its subviews (hides the keyboard); no effect on Linux.
    /// - Parameter force: Whether to force it.
    /// - Returns: True.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
}
