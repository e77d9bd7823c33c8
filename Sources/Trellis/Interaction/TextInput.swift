import Foundation

// Text-input configuration (keyboard, capitalisation, submit label, focus): the keyboard is
// never up at rest, and none of these changes a text field's layout or drawing. Accepted with
// SwiftUI's signatures; `@FocusState` holds its initial value.

/// The keyboard a text field asks for (UIKit's `UIKeyboardType`, which SwiftUI code uses).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises what is typed.
public struct TextInputAutocapitalization: Sendable {
    let kind: Int
    public static let never = TextInputAutocapitalization(kind: 0)
    public static let words = TextInputAutocapitalization(kind: 1)
    public static let sentences = TextInputAutocapitalization(kind: 2)
    public static let characters = TextInputAutocapitalization(kind: 3)
}

/// The label of the keyboard's return key.
public struct SubmitLabel: Sendable {
    let kind: String
    public static let done = SubmitLabel(kind: "done")
    public static let go = SubmitLabel(kind: "go")
    public static let send = SubmitLabel(kind: "send")
    public static let join = SubmitLabel(kind: "join")
    public static let route = SubmitLabel(kind: "route")
    public static let search = SubmitLabel(kind: "search")
    public static let `return` = SubmitLabel(kind: "return")
    public static let next = SubmitLabel(kind: "next")
    public static let `continue` = SubmitLabel(kind: "continue")
}

/// Where focus is (`@FocusState`): its initial value at rest.
@propertyWrapper
public struct FocusState<Value: Hashable> {
    private final class Box { var value: Value; init(_ v: Value) { value = v } }
    private let box: Box

    /// A binding to a focus state (`$focused`).
    public struct Binding {
        fileprivate let get: () -> Value
        fileprivate let set: (Value) -> Void
        public var wrappedValue: Value {
            get { get() }
            nonmutating set { set(newValue) }
        }
        public var projectedValue: Binding { self }
    }

    public init(wrappedValue: Value) { box = Box(wrappedValue) }
    public init() where Value == Bool { box = Box(false) }
    public init<T: Hashable>() where Value == T? { box = Box(nil) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    public var projectedValue: Binding {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension View {
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View { self }
}

/// The kind of content a text field expects (UIKit's `UITextContentType`).
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    public static let username = UITextContentType(rawValue: "username")
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
    public static let URL = UITextContentType(rawValue: "URL")
}
