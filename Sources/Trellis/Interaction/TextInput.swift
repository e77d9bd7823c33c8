import Foundation

// Text-input configuration (keyboard, capitalisation, submit label, focus): the keyboard is
// never up at rest, and none of these changes a text field's layout or drawing. Accepted with
// SwiftUI's signatures; `@FocusState` holds its initial value.

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, which SwiftUI code uses).
public enum UIKeyboardType: Int, Sendable {
    /// The keyboards: the default, ASCII only, numbers and punctuation, URL, number pad, phone pad,
    /// name and phone pad, e-mail address, decimal pad, Twitter, web search and ASCII number pad.
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    /// Never capitalises.
    public static let never = TextInputAutocapitalization(kind: 0)
    /// Capitalises the first letter of each word.
    public static let words = TextInputAutocapitalization(kind: 1)
    /// Capitalises the first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(kind: 2)
    /// Capitalises every letter.
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// How a text field capitalises what is typed, in UIKit's terms (`autocapitalization(_:)`, the
/// spelling before iOS 15).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never capitalises.
    case none
    /// Capitalises the first letter of each word.
    case words
    /// Capitalises the first letter of each sentence.
    case sentences
    /// Capitalises every letter.
    case allCharacters
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    let kind: String
    /// The return key reads "Done".
    public static let done = SubmitLabel(kind: "done")
    /// The return key reads "Go".
    public static let go = SubmitLabel(kind: "go")
    /// The return key reads "Send".
    public static let send = SubmitLabel(kind: "send")
    /// The return key reads "Join".
    public static let join = SubmitLabel(kind: "join")
    /// The return key reads "Route".
    public static let route = SubmitLabel(kind: "route")
    /// The return key reads "Search".
    public static let search = SubmitLabel(kind: "search")
    /// The return key reads "Return".
    public static let `return` = SubmitLabel(kind: "return")
    /// The return key reads "Next".
    public static let next = SubmitLabel(kind: "next")
    /// The return key reads "Continue".
    public static let `continue` = SubmitLabel(kind: "continue")
}

/// Where focus is (`@FocusState`): its initial value at rest. In a live preview it follows the
/// focused text field both ways: a tap on a field bound with `focused(_:)` sets it, and setting it
/// moves the focus (Live/FocusLink.swift).
@propertyWrapper
public struct FocusState<Value: Hashable> {
    /// The storage, kept by the view graph like a `@State`'s.
    typealias Box = State<Value>
    private let box: Box

    /// A binding to a focus state (`$focused`).
    public struct Binding {
        fileprivate let get: () -> Value
        fileprivate let set: (Value) -> Void
        /// The focus value the binding reads and writes.
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        /// The binding itself, so `$focused` can be passed on.
        public var projectedValue: Binding { self }
    }

    /// Creates a focus state with an initial value.
    public init(wrappedValue: Value) { box = Box(wrappedValue: wrappedValue) }
    /// Creates a focus state for one field: `false` (not focused) until set.
    public init() where Value == Bool { box = Box(wrappedValue: false) }
    /// Creates a focus state for several fields, `nil` (none focused) until set.
    public init<T: Hashable>() where Value == T? { box = Box(wrappedValue: nil) }

    /// Which field has focus; at rest, its initial value unless code sets it.
    public var wrappedValue: Value {
        get { box.wrappedValue }
        nonmutating set { box.wrappedValue = newValue }
    }
    /// A binding to the focus value, to pass to `focused(_:)` or `focused(_:equals:)`.
    public var projectedValue: Binding {
        let state = box.projectedValue
        return Binding(get: { state.wrappedValue }, set: { state.wrappedValue = $0 })
    }
}

extension FocusState: GraphLinkedProperty {
    func link(in graph: ViewGraph, key: String) { box.link(in: graph, key: key) }
}

nonisolated extension View {
    /// The keyboard to show when the text field inside has focus. No effect on layout or drawing.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// How text typed into fields inside is capitalised; `nil` keeps the default. No effect on layout or drawing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Turns autocorrection off for text fields inside. No effect on layout or drawing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// How text typed into fields inside is capitalised (deprecated: `textInputAutocapitalization(_:)`).
    /// No effect on layout or drawing.
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }
    /// Turns autocorrection off for text fields inside, or leaves the default with `nil`
    /// (deprecated: `autocorrectionDisabled(_:)`). No effect on layout or drawing.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
    /// The label of the return key while a field inside is edited. No effect on layout or drawing.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    /// The kind of content the text field expects, so the system can suggest it. No effect on layout or drawing.
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    /// Binds the view's focus to `condition`: true while it has focus. At rest the view is drawn
    /// unfocused; in a live preview a text field inside takes the focus when it is set, and sets it
    /// when tapped.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(FocusLinkModifier(link: FocusLink(isFocused: { condition.wrappedValue }, setFocused: { condition.wrappedValue = $0 })))
    }
    /// Gives the view focus while `binding` equals `value` (and, in a live preview, sets `binding`
    /// to `value` when a text field inside is tapped). At rest the view is drawn unfocused.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(FocusLinkModifier(link: FocusLink(isFocused: { binding.wrappedValue == value }, setFocused: { on in
            if on { binding.wrappedValue = value } else if binding.wrappedValue == value, let none = Optional<Any>.none as? Value {
                binding.wrappedValue = none
            } else if !on, Value.self == Bool.self, let no = false as? Value, binding.wrappedValue == value {
                binding.wrappedValue = no
            }
        })))
    }
}

/// The kind of content a text field expects (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The content type's name.
    public let rawValue: String
    /// Creates a content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// An e-mail address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// An existing password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, for which the system may suggest a strong one.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A user name.
    public static let username = UITextContentType(rawValue: "username")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// A one-time code received by message.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    /// A web address.
    public static let URL = UITextContentType(rawValue: "URL")
    /// A title before a name ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A first name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A suffix after a name ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A place.
    public static let location = UITextContentType(rawValue: "location")
    /// A whole street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// An address's first line.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// An address's second line.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A city with its state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A district within a city.
    public static let sublocality = UITextContentType(rawValue: "sublocality")
    /// A country.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A card's number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// A card's security code.
    public static let creditCardSecurityCode = UITextContentType(rawValue: "creditCardSecurityCode")
    /// The name on a card.
    public static let creditCardName = UITextContentType(rawValue: "creditCardName")
    /// The first name on a card.
    public static let creditCardGivenName = UITextContentType(rawValue: "creditCardGivenName")
    /// The middle name on a card.
    public static let creditCardMiddleName = UITextContentType(rawValue: "creditCardMiddleName")
    /// The family name on a card.
    public static let creditCardFamilyName = UITextContentType(rawValue: "creditCardFamilyName")
    /// A card's expiry date.
    public static let creditCardExpiration = UITextContentType(rawValue: "creditCardExpiration")
    /// A card's expiry month.
    public static let creditCardExpirationMonth = UITextContentType(rawValue: "creditCardExpirationMonth")
    /// A card's expiry year.
    public static let creditCardExpirationYear = UITextContentType(rawValue: "creditCardExpirationYear")
    /// A card's type.
    public static let creditCardType = UITextContentType(rawValue: "creditCardType")
    /// A parcel's tracking number.
    public static let shipmentTrackingNumber = UITextContentType(rawValue: "shipmentTrackingNumber")
    /// A flight number.
    public static let flightNumber = UITextContentType(rawValue: "flightNumber")
    /// A date and time.
    public static let dateTime = UITextContentType(rawValue: "dateTime")
    /// A date of birth.
    public static let birthdate = UITextContentType(rawValue: "birthdate")
    /// The day of a date of birth.
    public static let birthdateDay = UITextContentType(rawValue: "birthdateDay")
    /// The month of a date of birth.
    public static let birthdateMonth = UITextContentType(rawValue: "birthdateMonth")
    /// The year of a date of birth.
    public static let birthdateYear = UITextContentType(rawValue: "birthdateYear")
    /// A SIM's EID.
    public static let cellularEID = UITextContentType(rawValue: "cellularEID")
    /// A phone's IMEI.
    public static let cellularIMEI = UITextContentType(rawValue: "cellularIMEI")
}
