// Text views, text fields and search bars, as SwiftUI apps wrap them in representables (a
// multi-line editor before `TextEditor`, a search bar before `.searchable`) and style them through
// `appearance()` (`UITextView.appearance().backgroundColor = .clear` behind a `TextEditor`).
// Nobody types on Linux: what code sets is kept, and no delegate hears of editing.
//
// Facts (Apple's UIKit documentation):
// 1. A text view's `text` and `attributedText` are one text: setting either sets both.
// 2. A text field's `text` is "" by default, and setting nil makes it "".
// 3. A text view lays its text out in a text container inset by `textContainerInset`
//    (8 points above and below by default), each line with `lineFragmentPadding` (5 points) at
//    both ends; without a font its text is 12 points.
// 4. A search bar's text is the text of its `searchTextField`.
// 5. Setting text in code tells no delegate: only typing does.
import CoreGraphics
import Foundation
import Trellis

/// How lines of text align.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Spread to both edges, but for the last line.
    case justified = 3
    /// The writing direction's leading edge (left in English).
    case natural = 4
}

/// Where a line of text breaks or is cut.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    /// Between words.
    case byWordWrapping = 0
    /// Between characters.
    case byCharWrapping = 1
    /// Not wrapped; cut at the edge.
    case byClipping = 2
    /// Not wrapped; an ellipsis at the start.
    case byTruncatingHead = 3
    /// Not wrapped; an ellipsis at the end.
    case byTruncatingTail = 4
    /// Not wrapped; an ellipsis in the middle.
    case byTruncatingMiddle = 5
}

/// Whether typing is autocorrected.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// As the system decides.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// Whether typing is spell-checked.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    /// As the system decides.
    case `default` = 0
    /// Never.
    case no = 1
    /// Always.
    case yes = 2
}

/// The label of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable, Hashable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google".
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo".
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}

/// The kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    /// The kinds' bits.
    public let rawValue: UInt
    /// Kinds of these bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Dates and times of events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Parcel tracking numbers.
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    /// Flight numbers.
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    /// Words to look up.
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    /// None.
    public static let none: UIDataDetectorTypes = []
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: ~0)
}

/// How a person acted on a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable, Hashable {
    /// A tap: open it.
    case invokeDefaultAction = 0
    /// A long press: show its actions.
    case presentActions = 1
    /// A preview.
    case preview = 2
}

/// The area a text view lays its text out in (fact 3).
open class NSTextContainer: NSObject {
    /// The area's size (`.zero` while it follows its text view).
    open var size: CGSize
    /// The space at each end of every line, in points (5).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines (0: no limit).
    open var maximumNumberOfLines = 0
    /// Where the last line breaks or is cut.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Whether the width follows the text view's (true).
    open var widthTracksTextView = true
    /// Whether the height follows the text view's (false).
    open var heightTracksTextView = false

    /// A container of a size.
    /// - Parameter size: The size.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// A container of no size.
    public convenience override init() { self.init(size: .zero) }
}

/// What a text view tells of its editing; every method is optional (the `should…` defaults
/// answer true). It is also the view's scroll view delegate.
///
/// Linux: nobody types, so nothing is told (fact 5).
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    /// - Parameter textView: The text view.
    /// - Returns: Whether it may.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end.
    /// - Parameter textView: The text view.
    /// - Returns: Whether it may.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    /// - Parameter textView: The text view.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    /// - Parameter textView: The text view.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a typed change may replace a range of the text.
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - text: The replacement.
    /// - Returns: Whether it may.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The person changed the text.
    /// - Parameter textView: The text view.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    /// - Parameter textView: The text view.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Whether a link in the text may be acted on.
    /// - Parameters:
    ///   - textView: The text view.
    ///   - URL: The link.
    ///   - characterRange: Its range in the text.
    ///   - interaction: How the person acted.
    /// - Returns: Whether it may.
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
}

extension UITextViewDelegate {
    /// It may.
    /// - Parameter textView: The text view.
    /// - Returns: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// It may.
    /// - Parameter textView: The text view.
    /// - Returns: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    /// - Parameter textView: The text view.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    /// - Parameter textView: The text view.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// It may.
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range.
    ///   - text: The replacement.
    /// - Returns: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    /// - Parameter textView: The text view.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    /// - Parameter textView: The text view.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    /// It may.
    /// - Parameters:
    ///   - textView: The text view.
    ///   - URL: The link.
    ///   - characterRange: Its range.
    ///   - interaction: How the person acted.
    /// - Returns: true.
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
}

/// A scrolling, editable view of multi-line text.
///
/// Linux: nobody types; the text, its attributes and the text settings are kept (facts 1 and 3),
/// and `sizeThatFits(_:)` measures the text with Trellis's text measurement. Its delegate is the
/// scroll view's `delegate` (a `UITextViewDelegate` is one): UIKit narrows that property's type,
/// which Swift cannot.
open class UITextView: UIScrollView {
    /// Posted when the text changes by typing (Linux: never posted).
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing begins (Linux: never posted).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when editing ends (Linux: never posted).
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private nonisolated(unsafe) static let proxy = UITextView(frame: .zero)
    /// The proxy whose properties every text view takes (`UITextView.appearance().backgroundColor = .clear`).
    /// Linux: kept, not applied (SwiftUI's `TextEditor` is Trellis's own).
    /// - Returns: The proxy.
    open override class func appearance() -> UITextView { proxy }

    private var storage = NSAttributedString(string: "")

    /// The text (fact 1); setting it puts the selection at its end.
    open var text: String! {
        get { storage.string }
        set {
            storage = NSAttributedString(string: newValue ?? "")
            selectedRange = NSRange(location: storage.length, length: 0)
        }
    }
    /// The text with its attributes (fact 1); setting nil empties it.
    open var attributedText: NSAttributedString! {
        get { storage }
        set {
            storage = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "")
            selectedRange = NSRange(location: storage.length, length: 0)
        }
    }
    /// The font of the text (nil: 12-point text, fact 3).
    open var font: UIFont?
    /// The colour of the text (nil: black).
    open var textColor: UIColor?
    /// How lines align (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the person can edit the text (true).
    open var isEditable = true
    /// Whether the person can select the text (true).
    open var isSelectable = true
    /// The selected range, in UTF-16 units.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The kinds of data turned into links (none).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// Whether the person can change the text's style (false).
    open var allowsEditingTextAttributes = false
    /// Whether text typed at the selection replaces it (false).
    open var clearsOnInsertion = false
    /// The attributes of typed text.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// The attributes of links.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    /// The space between the view's edges and its text container (8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The area the text is laid out in.
    public let textContainer: NSTextContainer
    /// Whether the font follows the Dynamic Type size (false).
    open var adjustsFontForContentSizeCategory = false
    /// The keyboard shown for editing.
    open var keyboardType: UIKeyboardType = .default
    /// How typing is capitalised (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether typing is spell-checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The label of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as it is typed (false).
    open var isSecureTextEntry = false
    /// A view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?

    /// A text view laying its text out in a container.
    /// - Parameters:
    ///   - frame: The frame.
    ///   - textContainer: The container (nil: a new one).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: .zero)
        super.init(frame: frame)
    }

    /// A text view in a frame.
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero, textContainer: nil)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero, textContainer: nil) }

    /// Scrolls so a range of the text shows (no effect on Linux: nothing is laid out on screen).
    /// - Parameter range: The range.
    open func scrollRangeToVisible(_ range: NSRange) {}

    /// The size the text needs (fact 3): laid out in the offered width less the insets and the
    /// line padding, by Trellis's text measurement in `font` (12-point text without one), plus
    /// the insets and padding. The width is the text's own when narrower than offered, as
    /// UIKit's; an empty text is one line high.
    /// - Parameter size: The size offered (an infinite or zero width: unwrapped).
    /// - Returns: The size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let horizontal = textContainerInset.left + textContainerInset.right + 2 * textContainer.lineFragmentPadding
        let vertical = textContainerInset.top + textContainerInset.bottom
        let font = self.font ?? .systemFont(ofSize: 12)
        let wraps = size.width.isFinite && size.width > 0
        let measured: CGSize
        if storage.length == 0 {
            measured = CGSize(width: 0, height: font.lineHeight)
        } else {
            let lines = textContainer.maximumNumberOfLines
            let view = Text(verbatim: storage.string).font(Font(font)).lineLimit(lines > 0 ? lines : nil)
            measured = ResolvedTree(view).sizeThatFits(ProposedViewSize(width: wraps ? max(size.width - horizontal, 0) : nil, height: nil))
        }
        let width = measured.width + horizontal
        return CGSize(width: wraps ? min(width, size.width) : width, height: measured.height + vertical)
    }
}

/// What a text field tells of its editing; every method is optional (the `should…` defaults
/// answer true).
///
/// Linux: nobody types, so nothing is told (fact 5).
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began.
    /// - Parameter textField: The text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    /// - Parameter textField: The text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for a reason (by default calls `textFieldDidEndEditing(_:)`).
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a typed change may replace a range of the text.
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - string: The replacement.
    /// - Returns: Whether it may.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection changed.
    /// - Parameter textField: The text field.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field.
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key may act.
    /// - Parameter textField: The text field.
    /// - Returns: Whether it may.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// It may.
    /// - Parameter textField: The text field.
    /// - Returns: true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    /// - Parameter textField: The text field.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// It may.
    /// - Parameter textField: The text field.
    /// - Returns: true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    /// - Parameter textField: The text field.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does for a delegate without this method.
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// It may.
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range.
    ///   - string: The replacement.
    /// - Returns: true.
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    /// Does nothing.
    /// - Parameter textField: The text field.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// It may.
    /// - Parameter textField: The text field.
    /// - Returns: true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// It may.
    /// - Parameter textField: The text field.
    /// - Returns: true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}

/// A single-line editable text field.
///
/// Linux: nobody types; what code sets is kept (fact 2), and `isEditing` is false.
open class UITextField: UIControl {
    /// The field's border.
    public enum BorderStyle: Int, Sendable, Hashable {
        /// None.
        case none = 0
        /// A thin line.
        case line = 1
        /// A bezel.
        case bezel = 2
        /// A rounded rectangle.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left and right views) shows.
    public enum ViewMode: Int, Sendable, Hashable {
        /// Never.
        case never = 0
        /// While the text is edited.
        case whileEditing = 1
        /// While it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        /// The edit was committed.
        case committed = 0
    }

    /// Posted when the text changes by typing (Linux: never posted).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when editing begins (Linux: never posted).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when editing ends (Linux: never posted).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    private nonisolated(unsafe) static let proxy = UITextField(frame: .zero)
    /// The proxy whose properties every text field takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UITextField { proxy }

    private var storage = NSAttributedString(string: "")

    /// The text: "" by default; setting nil makes it "" (fact 2).
    open var text: String? {
        get { storage.string }
        set { storage = NSAttributedString(string: newValue ?? "") }
    }
    /// The text with its attributes; setting nil empties it.
    open var attributedText: NSAttributedString? {
        get { storage }
        set { storage = newValue.map { NSAttributedString(attributedString: $0) } ?? NSAttributedString(string: "") }
    }
    /// The text shown while the field is empty.
    open var placeholder: String?
    /// The placeholder with its attributes.
    open var attributedPlaceholder: NSAttributedString?
    /// The font (nil: the system's default).
    open var font: UIFont?
    /// The colour of the text (nil: black).
    open var textColor: UIColor?
    /// How the text aligns (`.natural`).
    open var textAlignment: NSTextAlignment = .natural
    /// The border (none, for a field made in code).
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (never).
    open var clearButtonMode: ViewMode = .never
    /// A view at the field's left end.
    open var leftView: UIView?
    /// When the left view shows (never).
    open var leftViewMode: ViewMode = .never
    /// A view at the field's right end.
    open var rightView: UIView?
    /// When the right view shows (never).
    open var rightViewMode: ViewMode = .never
    /// Whether editing starts by emptying the field (false).
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the text in the field (false).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to.
    open var minimumFontSize: CGFloat = 0
    /// Whether the text is being edited (false: nobody types on Linux).
    open var isEditing: Bool { false }
    /// The keyboard shown for editing.
    open var keyboardType: UIKeyboardType = .default
    /// How typing is capitalised (`.sentences`).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typing is autocorrected.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether typing is spell-checked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The label of the return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as it is typed (false).
    open var isSecureTextEntry = false
    /// The kind of content expected, for suggestions.
    open var textContentType: UITextContentType!
    /// A view shown instead of the keyboard.
    open var inputView: UIView?
    /// A view shown above the keyboard.
    open var inputAccessoryView: UIView?
    /// Told of editing (held weakly; never told on Linux).
    open weak var delegate: UITextFieldDelegate?
}

/// The text field of a search bar (`searchBar.searchTextField`).
open class UISearchTextField: UITextField {}

/// What a search bar tells as the person searches; every method is optional (the `should…`
/// defaults answer true).
///
/// Linux: nobody types or taps, so nothing is told (fact 5).
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The person changed the text.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Whether editing may begin.
    /// - Parameter searchBar: The search bar.
    /// - Returns: Whether it may.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing began.
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Whether editing may end.
    /// - Parameter searchBar: The search bar.
    /// - Returns: Whether it may.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Editing ended.
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// Whether a typed change may replace a range of the text.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - text: The replacement.
    /// - Returns: Whether it may.
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search (return) key was tapped.
    /// - Parameter searchBar: The search bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The bookmark button was tapped.
    /// - Parameter searchBar: The search bar.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The cancel button was tapped.
    /// - Parameter searchBar: The search bar.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The results-list button was tapped.
    /// - Parameter searchBar: The search bar.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    /// Another scope button was selected.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: Its index.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The text.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// It may.
    /// - Parameter searchBar: The search bar.
    /// - Returns: true.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// It may.
    /// - Parameter searchBar: The search bar.
    /// - Returns: true.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// It may.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - range: The range.
    ///   - text: The replacement.
    /// - Returns: true.
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    /// - Parameter searchBar: The search bar.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: The index.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

/// A search field with optional cancel, bookmark and scope buttons.
///
/// Linux: nobody types or taps; what code sets is kept, and the text is its text field's (fact 4).
open class UISearchBar: UIView {
    /// How the bar is drawn.
    public enum Style: UInt, Sendable, Hashable {
        /// The system's style (prominent).
        case `default` = 0
        /// A translucent background, an opaque field.
        case prominent = 1
        /// No background, a translucent field.
        case minimal = 2
    }

    private nonisolated(unsafe) static let proxy = UISearchBar(frame: .zero)
    /// The proxy whose properties every search bar takes.
    /// - Returns: The proxy.
    open override class func appearance() -> UISearchBar { proxy }

    /// The bar's text field (its return key reads "Search").
    public let searchTextField: UISearchTextField
    /// Told as the person searches (held weakly; never told on Linux).
    open weak var delegate: UISearchBarDelegate?
    /// The text: the text field's (fact 4).
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The text shown while the field is empty: the text field's.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the bar.
    open var prompt: String?
    /// Whether the cancel button shows (false).
    open var showsCancelButton = false
    /// Whether the bookmark button shows (false).
    open var showsBookmarkButton = false
    /// Whether the results-list button shows (false).
    open var showsSearchResultsButton = false
    /// Whether the scope buttons show (false).
    open var showsScopeBar = false
    /// The scope buttons' titles.
    open var scopeButtonTitles: [String]?
    /// The selected scope button (0).
    open var selectedScopeButtonIndex = 0
    /// How the bar is drawn.
    open var searchBarStyle: Style = .default
    /// The bar's background tint.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent (true).
    open var isTranslucent = true
    /// The keyboard shown for the field: the text field's.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// How typing is capitalised: the text field's.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Whether typing is autocorrected: the text field's.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// The label of the return key: the text field's (`.search`).
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// A search bar in a frame.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        searchTextField = UISearchTextField(frame: .zero)
        searchTextField.returnKeyType = .search
        super.init(frame: frame)
        addSubview(searchTextField)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Shows or hides the cancel button.
    /// - Parameters:
    ///   - showsCancelButton: Whether it shows.
    ///   - animated: Whether to animate (no effect on Linux).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
}
