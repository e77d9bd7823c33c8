// UIKit's hover recognizer: a continuous gesture of a pointer (a trackpad's, an Apple Pencil's)
// that is over the view without touching it. Linux: no pointer hovers over a UIKit view, and
// touches are not hovers, so it never begins (a touch that goes down fails it).
import CoreGraphics
import Foundation

/// Recognizes a pointer moving over a view without touching it.
open class UIHoverGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// How far above the screen a pencil hovers, from 0 to 1 (0: no pencil hovers).
    open var zOffset: CGFloat { 0 }

    /// A touch is not a hover: fails.
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        if state == .possible { state = .failed }
    }
}
