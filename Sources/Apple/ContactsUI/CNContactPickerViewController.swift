// The system's contact picker, which runs outside the app on a device (the app needs no access
// to contacts to show it). It keeps what it is configured with; no person picks in a preview.
import Contacts
import Foundation
import UIKit

/// The system's screen for picking contacts or their properties, presented modally.
open class CNContactPickerViewController: UIViewController {
    /// Told what the person picks, or that they cancelled.
    open weak var delegate: (any CNContactPickerDelegate)?
    /// The keys of the properties shown on a contact's card (nil: all).
    open var displayedPropertyKeys: [String]?
    /// Which contacts can be picked (nil: all).
    open var predicateForEnablingContact: NSPredicate?
    /// Which contacts are returned when tapped rather than shown (nil: all).
    open var predicateForSelectionOfContact: NSPredicate?
    /// Which properties are returned when tapped rather than acted on (nil: all).
    open var predicateForSelectionOfProperty: NSPredicate?
}
