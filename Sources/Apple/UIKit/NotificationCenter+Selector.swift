// Notification observers by selector (`NotificationCenter.default.addObserver(self, selector:
// #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)`), as
// UIKit code registers them: the selector is UIKit's `Selector` here, what a compiled preview
// reads `#selector(…)` as, so the method is declared where that type is. Linux: the call is
// accepted, but the method the selector names is never called (there is no Objective-C runtime to
// call a method by its name); `removeObserver(_:)` is Foundation's, as on iOS.
import Foundation

extension NotificationCenter {
    /// Registers an observer's method for a notification (Linux: accepted; the method is never
    /// called).
    /// - Parameters:
    ///   - observer: The object whose method is named.
    ///   - aSelector: The method's selector (`#selector(keyboardWillShow(_:))`).
    ///   - aName: The notification's name (nil: every notification).
    ///   - anObject: The sender to observe (nil: any).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
