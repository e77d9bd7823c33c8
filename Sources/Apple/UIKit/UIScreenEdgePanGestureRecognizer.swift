// UIKit's screen-edge pan: a pan that begins only when its fingers went down near one of its
// `edges` of the screen (within 20 points: Trellis's choice, UIKit does not publish it). The
// screen is the recognizer's view's window, or the main screen when the view is in none.
import CoreGraphics
import Foundation

/// Recognizes a pan that starts at an edge of the screen (the back swipe's gesture).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer, @unchecked Sendable {
    /// The edges the pan may start from (none: it never begins).
    open var edges: UIRectEdge = []

    /// How near an edge the fingers must go down (Trellis's choice).
    static let edgeMargin: CGFloat = 20

    /// Fails when the first finger went down away from the edges.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, self.touches.count == 1 else { return }
        let p = location(in: nil)
        let screen = view?.window?.bounds ?? UIScreen.main.bounds
        let m = Self.edgeMargin
        let near = (edges.contains(.left) && p.x - screen.minX <= m) || (edges.contains(.right) && screen.maxX - p.x <= m)
            || (edges.contains(.top) && p.y - screen.minY <= m) || (edges.contains(.bottom) && screen.maxY - p.y <= m)
        if !near { state = .failed }
    }
}
