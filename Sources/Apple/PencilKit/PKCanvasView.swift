// The canvas and the tool picker. Linux has no Apple Pencil and no touches: the canvas draws
// nothing and nothing draws on it, and the picker never shows. What code does is real: setting
// the drawing tells the delegate, and a canvas observing a picker takes the tool chosen in it,
// as PencilKit's does.
import CoreGraphics
import Foundation
import UIKit

/// Which touches draw on a canvas.
public enum PKCanvasViewDrawingPolicy: UInt, Sendable, Hashable {
    /// As the tool picker decides (a pencil only, once one has been used).
    case `default` = 0
    /// A finger or a pencil.
    case anyInput = 1
    /// Only a pencil.
    case pencilOnly = 2
}

/// What a canvas tells as its drawing changes; every method is optional. It is also the canvas's
/// scroll view delegate.
///
/// Linux: no tool is ever used, so only `canvasViewDrawingDidChange(_:)` is told, when code sets
/// the drawing.
public protocol PKCanvasViewDelegate: UIScrollViewDelegate {
    /// The drawing changed.
    /// - Parameter canvasView: The canvas.
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)
    /// The canvas finished drawing its content.
    /// - Parameter canvasView: The canvas.
    func canvasViewDidFinishRendering(_ canvasView: PKCanvasView)
    /// The person started using a tool.
    /// - Parameter canvasView: The canvas.
    func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView)
    /// The person stopped using a tool.
    /// - Parameter canvasView: The canvas.
    func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView)
}

extension PKCanvasViewDelegate {
    /// Does nothing.
    /// - Parameter canvasView: The canvas.
    public func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    /// - Parameter canvasView: The canvas.
    public func canvasViewDidFinishRendering(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    /// - Parameter canvasView: The canvas.
    public func canvasViewDidBeginUsingTool(_ canvasView: PKCanvasView) {}
    /// Does nothing.
    /// - Parameter canvasView: The canvas.
    public func canvasViewDidEndUsingTool(_ canvasView: PKCanvasView) {}
}

/// What a tool picker tells its observers; every method is optional.
public protocol PKToolPickerObserver: NSObjectProtocol {
    /// The selected tool changed.
    /// - Parameter toolPicker: The picker.
    func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker)
    /// The ruler was shown or hidden.
    /// - Parameter toolPicker: The picker.
    func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker)
    /// The picker was shown or hidden.
    /// - Parameter toolPicker: The picker.
    func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker)
    /// The part of the screen the picker covers changed.
    /// - Parameter toolPicker: The picker.
    func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker)
}

extension PKToolPickerObserver {
    /// Does nothing.
    /// - Parameter toolPicker: The picker.
    public func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    /// - Parameter toolPicker: The picker.
    public func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    /// - Parameter toolPicker: The picker.
    public func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing.
    /// - Parameter toolPicker: The picker.
    public func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// A view that shows a drawing and that a pencil or finger draws on.
///
/// Linux: nothing draws on it and it draws nothing (a representable that makes one is drawn as
/// its placeholder). The drawing, tool and settings are kept; setting `drawing` tells the
/// delegate, which is the scroll view's `delegate` (a `PKCanvasViewDelegate` is one: PencilKit
/// narrows that property's type, which Swift cannot). As a tool picker's observer it takes the
/// picker's selected tool and ruler.
open class PKCanvasView: UIScrollView, PKToolPickerObserver {
    /// The drawing shown; setting a different one tells the delegate.
    open var drawing = PKDrawing() {
        didSet { if drawing != oldValue { (delegate as? PKCanvasViewDelegate)?.canvasViewDrawingDidChange(self) } }
    }
    /// The tool touches draw with (a black pen).
    open var tool: any PKTool = PKInkingTool(.pen, color: .black)
    /// Which touches draw (`.default`).
    open var drawingPolicy: PKCanvasViewDrawingPolicy = .default
    /// Whether a finger draws (deprecated: `drawingPolicy`): false only with `.pencilOnly`.
    open var allowsFingerDrawing: Bool {
        get { drawingPolicy != .pencilOnly }
        set { drawingPolicy = newValue ? .anyInput : .pencilOnly }
    }
    /// Whether the ruler shows (false).
    open var isRulerActive = false
    /// Whether touches draw at all (true).
    open var isDrawingEnabled = true

    /// Takes the picker's selected tool, as PencilKit's canvas does.
    /// - Parameter toolPicker: The picker.
    open func toolPickerSelectedToolDidChange(_ toolPicker: PKToolPicker) { tool = toolPicker.selectedTool }
    /// Takes the picker's ruler.
    /// - Parameter toolPicker: The picker.
    open func toolPickerIsRulerActiveDidChange(_ toolPicker: PKToolPicker) { isRulerActive = toolPicker.isRulerActive }
    /// Does nothing (the picker never shows on Linux).
    /// - Parameter toolPicker: The picker.
    open func toolPickerVisibilityDidChange(_ toolPicker: PKToolPicker) {}
    /// Does nothing (the picker covers nothing on Linux).
    /// - Parameter toolPicker: The picker.
    open func toolPickerFramesObscuredDidChange(_ toolPicker: PKToolPicker) {}
}

/// The floating palette of drawing tools.
///
/// Linux: it never shows (`isVisible` is false and covers nothing), but its selection is real:
/// setting `selectedTool` or `isRulerActive` tells the observers (held weakly), so a canvas
/// observing it takes the tool.
open class PKToolPicker: NSObject {
    private struct Observer {
        weak var object: PKToolPickerObserver?
    }
    private var observers: [Observer] = []
    private static let lock = NSLock()
    private nonisolated(unsafe) static var windowPickers: [(window: Weak, picker: PKToolPicker)] = []
    private struct Weak { weak var window: UIWindow? }

    /// The selected tool (a black pen); setting it tells the observers.
    open var selectedTool: any PKTool = PKInkingTool(.pen, color: .black) {
        didSet { notify { $0.toolPickerSelectedToolDidChange(self) } }
    }
    /// Whether the ruler is on (false); setting it tells the observers.
    open var isRulerActive = false {
        didSet { if isRulerActive != oldValue { notify { $0.toolPickerIsRulerActiveDidChange(self) } } }
    }
    /// Whether the picker shows: false, it never does on Linux.
    open var isVisible: Bool { false }
    /// Whether the picker offers the drawing-policy switch (true).
    open var showsDrawingPolicyControls = true
    /// Light or dark for the colours of the picker's tools.
    open var colorUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// Light or dark for the picker itself.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// The name the picker's state is saved under.
    open var stateAutosaveName: String?

    /// A picker.
    public override init() { super.init() }

    /// The picker of a window (deprecated: make one with `init()`); one per window.
    /// - Parameter window: The window.
    /// - Returns: Its picker.
    open class func shared(for window: UIWindow) -> PKToolPicker? {
        lock.withLock {
            windowPickers.removeAll { $0.window.window == nil }
            if let found = windowPickers.first(where: { $0.window.window === window }) { return found.picker }
            let picker = PKToolPicker()
            windowPickers.append((Weak(window: window), picker))
            return picker
        }
    }

    /// Shows the picker while a responder is first responder (Linux: it never shows, and no
    /// responder becomes first).
    /// - Parameters:
    ///   - visible: Whether to show it.
    ///   - responder: The responder.
    open func setVisible(_ visible: Bool, forFirstResponder responder: UIResponder) {}

    /// Adds an observer (held weakly).
    /// - Parameter observer: The observer.
    open func addObserver(_ observer: PKToolPickerObserver) {
        observers.removeAll { $0.object == nil }
        if !observers.contains(where: { $0.object === observer }) { observers.append(Observer(object: observer)) }
    }

    /// Removes an observer.
    /// - Parameter observer: The observer.
    open func removeObserver(_ observer: PKToolPickerObserver) {
        observers.removeAll { $0.object == nil || $0.object === observer }
    }

    /// The part of a view the picker covers: `.null`, it covers nothing on Linux.
    /// - Parameter view: The view.
    /// - Returns: `.null`.
    open func frameObscured(in view: UIView) -> CGRect { .null }

    private func notify(_ body: (PKToolPickerObserver) -> Void) {
        for observer in observers.compactMap(\.object) { body(observer) }
    }
}
