// The system's font picker (`UIFontPickerViewController`), which apps wrap in a representable to
// let the person choose a font. Linux: the picker lists no fonts and nobody picks one, so the
// delegate is never told; `_pick(_:)` does what picking a font would.
import Foundation

/// What a font picker tells; every method is optional.
///
/// Linux: nobody picks or cancels, so nothing is told unless `_pick(_:)` or `_cancel()` is called.
public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    /// The person picked a font: `selectedFontDescriptor` describes it.
    /// - Parameter viewController: The font picker.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The person cancelled.
    /// - Parameter viewController: The font picker.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    /// - Parameter viewController: The font picker.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    /// - Parameter viewController: The font picker.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}

/// The system's font picker: a list of the installed fonts the person picks one from.
///
/// Linux: no fonts are listed and nobody picks one; `selectedFontDescriptor` is what code sets,
/// and `_pick(_:)` does what picking a font would.
open class UIFontPickerViewController: UIViewController {
    /// What a font picker lists and how.
    open class Configuration: NSObject, @unchecked Sendable {
        /// Whether each family's faces are listed, not just the family (false).
        open var includeFaces = false
        /// Whether the names are drawn in the system font rather than each in its own (false).
        open var displayUsingSystemFont = false
        /// Only fonts with these traits are listed (none: every font).
        open var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Only fonts of the languages this predicate accepts are listed (nil: every font).
        open var filteredLanguagesPredicate: NSPredicate?

        /// The default configuration.
        public override init() { super.init() }

        /// A predicate that accepts fonts for some languages (Linux: no fonts are listed, so it
        /// accepts everything).
        /// - Parameter filteredLanguages: The languages' BCP 47 codes.
        /// - Returns: The predicate.
        open class func filterPredicate(forFilteredLanguages filteredLanguages: [String]) -> NSPredicate? {
            NSPredicate(value: true)
        }
    }

    /// What the picker lists and how.
    public let configuration: Configuration
    /// Told when the person picks a font or cancels (held weakly).
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font picked (or the one shown as selected).
    open var selectedFontDescriptor: UIFontDescriptor?

    /// A font picker.
    /// - Parameter configuration: What it lists and how.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init()
    }

    /// Made from an archive (Linux: none is read): a picker of the default configuration.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init() }

    /// What picking a font does (nobody picks on Linux): it becomes the selected descriptor and
    /// the delegate is told.
    /// - Parameter descriptor: The font's descriptor.
    public func _pick(_ descriptor: UIFontDescriptor) {
        selectedFontDescriptor = descriptor
        delegate?.fontPickerViewControllerDidPickFont(self)
    }

    /// What cancelling does (nobody cancels on Linux): the delegate is told.
    public func _cancel() { delegate?.fontPickerViewControllerDidCancel(self) }
}
