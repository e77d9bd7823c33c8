// UIKit's view, backed by a Core Animation layer as on iOS: the view's geometry is its layer's
// (`frame`, `bounds` and `center` are the layer's `frame`, `bounds` and `position`), `alpha`,
// `isHidden`, `clipsToBounds` and `transform` are the layer's `opacity`, `isHidden`,
// `masksToBounds` and affine transform, `backgroundColor` sets the layer's, and each subview's
// layer is a sublayer of its superview's, in the subviews' order. The view is its layer's
// delegate: `layoutIfNeeded()` lays the layer out, which calls `layoutSubviews()`. Linux: nothing
// is drawn (a representable's view is a placeholder); `import UIKit` brings QuartzCore with it,
// as Apple's does.
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

    /// The view's rectangle in its superview: its layer's frame.
    open var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The view's own rectangle: its layer's bounds (origin (0, 0) unless set otherwise).
    open var bounds: CGRect { layer.bounds }
    /// The view's centre in its superview: its layer's position.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The background colour (its light appearance is the layer's `backgroundColor`).
    open var backgroundColor: UIColor? {
        didSet { layer.backgroundColor = backgroundColor?.cgColor }
    }
    /// The tint colour.
    open var tintColor: UIColor! = .tintColor
    /// The opacity: the layer's `opacity` (kept as a `Float`, as UIKit keeps it).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// The transform applied to the view about its centre: the layer's affine transform (the
    /// frame becomes the bounding box of the transformed bounds).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// Whether the view is hidden: the layer's `isHidden`.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// How the frame follows the superview's size.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether Auto Layout makes constraints from the autoresizing mask.
    open var translatesAutoresizingMaskIntoConstraints = true
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
        guard view !== self else { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        layer.addSublayer(view.layer)
    }
    /// Removes the view from its superview (and its layer from the superview's layer).
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        if layer.superlayer === parent.layer { layer.removeFromSuperlayer() }
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
        guard view !== self else { return }
        view.removeFromSuperview()
        let place = max(0, min(index, subviews.count))
        subviews.insert(view, at: place)
        view.superview = self
        placeLayer(of: view, at: place)
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
    /// went): `layoutSubviews()` runs, then the subviews lay out theirs.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }
    /// Lays out the subviews (a plain view does nothing; subclasses place their subviews and
    /// sublayers here).
    open func layoutSubviews() {}
    /// The insets of the safe area (zero on Linux).
    open var safeAreaInsets: UIEdgeInsets { .zero }
    /// Whether the view fills its bounds with opaque content (true, as in UIKit).
    open var isOpaque = true
    /// The size the view's content asks for: none on either axis for a plain view.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// What `intrinsicContentSize` gives on an axis the content has no size on (−1).
    public static let noIntrinsicMetric: CGFloat = -1
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
