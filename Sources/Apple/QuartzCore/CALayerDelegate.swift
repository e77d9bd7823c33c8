// What a layer asks its delegate (a UIKit view is its layer's delegate) and the actions it runs
// when a property changes. Linux: `display(_:)` and `layoutSublayers(of:)` are called when code
// asks a layer to display or lay out; nothing is drawn (there is no `CGContext`), and actions are
// looked up but a property change runs none (see `CALayer.action(forKey:)`).
import Foundation

/// Something a layer runs for an event, such as an animation for a property's change.
public protocol CAAction {
    /// Runs the action.
    /// - Parameters:
    ///   - event: The event's name (a property's key).
    ///   - anObject: The layer.
    ///   - dict: Arguments, if any.
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` in a layer's `actions` turns an action off
    /// (`layer.actions = ["position": NSNull()]`).
    /// - Parameters:
    ///   - event: The event's name.
    ///   - anObject: The layer.
    ///   - dict: Arguments, if any.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

/// The object a layer asks to display it, lay it out and choose its actions; every method is
/// optional (the defaults do nothing and return nil).
public protocol CALayerDelegate: NSObjectProtocol {
    /// Displays the layer (sets its `contents`) instead of the layer drawing itself.
    /// - Parameter layer: The layer.
    func display(_ layer: CALayer)
    /// Called before the layer draws.
    /// - Parameter layer: The layer.
    func layerWillDraw(_ layer: CALayer)
    /// Lays out the layer's sublayers (its bounds changed or layout was asked for).
    /// - Parameter layer: The layer.
    func layoutSublayers(of layer: CALayer)
    /// The action for a change of the layer's property.
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The property's key.
    /// - Returns: The action, `NSNull()` for none, or nil to let the layer look further.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
    /// Does nothing.
    /// - Parameter layer: The layer.
    public func display(_ layer: CALayer) {}
    /// Does nothing.
    /// - Parameter layer: The layer.
    public func layerWillDraw(_ layer: CALayer) {}
    /// Does nothing.
    /// - Parameter layer: The layer.
    public func layoutSublayers(of layer: CALayer) {}
    /// No action of the delegate's.
    /// - Parameters:
    ///   - layer: The layer.
    ///   - event: The property's key.
    /// - Returns: nil.
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
