// Notification observers by selector (`NotificationCenter.default.addObserver(self, selector:
// #selector(keyboardWillShow), name: UIResponder.keyboardWillShowNotification, object: nil)`), as
// UIKit code registers them: the selector is UIKit's `Selector` here, what a compiled preview
// reads `#selector(…)` as, so the method is declared where that type is. Each posted
// notification calls the observer's method with it on the posting thread, as iOS does (a
// compiled preview's `@objc` methods: see `Selector`).
// The observer is held weakly and stops observing when it goes away; Linux's
// `removeObserver(_:)` does not know these registrations, so an observer that is still alive
// goes on observing.
import Foundation

extension NotificationCenter {
    /// Registers an observer's method for a notification.
    /// - Parameters:
    ///   - observer: The object whose method is named.
    ///   - aSelector: The method's selector (`#selector(keyboardWillShow(_:))`).
    ///   - aName: The notification's name (nil: every notification).
    ///   - anObject: The sender to observe (nil: any).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        final class Registration: @unchecked Sendable {
            weak var observer: AnyObject?
            var token: NSObjectProtocol?
            init(_ observer: AnyObject) { self.observer = observer }
        }
        let registration = Registration(observer as AnyObject)
        registration.token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self] notification in
            guard let observer = registration.observer else {
                if let token = registration.token { self?.removeObserver(token) }
                return
            }
            aSelector.perform(on: observer, with: [notification])
        }
    }
}
