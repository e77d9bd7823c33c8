// What the contact card tells its delegate: that it was left (with the contact saved, or nil
// when cancelled), and whether a tap on a property does what it would (call, mail).
import Contacts
import Foundation

/// What the contact card tells its delegate.
public protocol CNContactViewControllerDelegate: NSObjectProtocol {
    /// The card was left: with the contact saved, or nil when cancelled.
    /// - Parameters:
    ///   - viewController: The card.
    ///   - contact: The contact saved, or nil.
    func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?)
    /// Whether a tap on a property does what it would (call the number, write to the address).
    /// - Parameters:
    ///   - viewController: The card.
    ///   - property: The property tapped.
    /// - Returns: Whether to do it.
    func contactViewController(_ viewController: CNContactViewController, shouldPerformDefaultActionFor property: CNContactProperty) -> Bool
}

extension CNContactViewControllerDelegate {
    /// Nothing, by default.
    /// - Parameters:
    ///   - viewController: The card.
    ///   - contact: The contact saved, or nil.
    public func contactViewController(_ viewController: CNContactViewController, didCompleteWith contact: CNContact?) {}
    /// True, by default.
    /// - Parameters:
    ///   - viewController: The card.
    ///   - property: The property tapped.
    /// - Returns: True.
    public func contactViewController(_ viewController: CNContactViewController,
                                      shouldPerformDefaultActionFor property: CNContactProperty) -> Bool { true }
}
