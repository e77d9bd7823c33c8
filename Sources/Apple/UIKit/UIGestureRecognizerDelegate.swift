// The delegate of a gesture recognizer: it decides whether a gesture may begin, which touches and
// events reach the recognizer, and how recognizers of the same touches get along. Every method is
// optional, as in UIKit: the defaults below answer as UIKit does when the delegate has no method.
// Linux: a recognizer asks `gestureRecognizerShouldBegin` and the `shouldReceive` methods as
// touches are fed to it; nothing arbitrates between recognizers fed separately, so the
// simultaneous and failure methods are asked only by code that calls them.
import Foundation

/// The methods a gesture recognizer's delegate may implement, each optional.
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` and begin (or recognize) its gesture.
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: false makes it fail instead (default true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may recognize their gestures at the same time.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer whose delegate is asked.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether both may recognize (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether the recognizer waits for another to fail.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer whose delegate is asked.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether it waits (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether another recognizer waits for this one to fail.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer whose delegate is asked.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: Whether the other waits (default false).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether a touch that went down reaches the recognizer.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch.
    /// - Returns: false keeps the touch from it (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    /// Whether a press of a physical button reaches the recognizer.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - press: The press.
    /// - Returns: false keeps the press from it (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    /// Whether an event reaches the recognizer.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: false keeps the event from it (default true).
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// Begins: true.
    /// - Parameter gestureRecognizer: The recognizer.
    /// - Returns: True.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Not at the same time: false.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Does not wait: false.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Is not waited for: false.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - otherGestureRecognizer: The other recognizer.
    /// - Returns: False.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Receives the touch: true.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - touch: The touch.
    /// - Returns: True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    /// Receives the press: true.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - press: The press.
    /// - Returns: True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { true }
    /// Receives the event: true.
    /// - Parameters:
    ///   - gestureRecognizer: The recognizer.
    ///   - event: The event.
    /// - Returns: True.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool { true }
}
