import Foundation

/// What a node does in a live preview: a control's action (a button's, a toggle's binding, a
/// stepper's steps, a segment's selection), a tap gesture, a text field's text. Controls attach
/// one to their node when resolved; hit-testing (HitTesting.swift) finds them under a point.
final class NodeInteraction {
    let kind: InteractionKind
    /// What the view shows or is called: its title, its accessibility label.
    let label: String?
    /// For a text field: its text, what Enter submits, its identity (focus survives
    /// re-resolution by identity).
    let text: Binding<String>?
    let submit: [() -> Void]
    /// For a text field bound with `focused(_:)`: its focus state.
    var focusLink: FocusLink?
    /// For a focused text field: where its character boundaries were drawn (a tap places the caret).
    var caretMap: CaretMap?
    let identity: String
    /// What a tap does, given where in the node's frame it lands (a stepper's halves).
    let tap: ((_ point: CGPoint, _ frame: CGRect) -> Void)?
    /// For a gesture or a control that follows the pointer (a slider's thumb): makes what
    /// follows one press, given the node's frame.
    var recognizer: ((_ frame: CGRect) -> PointerRecognizer?)?
    var priority = GesturePriority.normal

    init(kind: InteractionKind, label: String?, identity: String, text: Binding<String>? = nil, submit: [() -> Void] = [],
         tap: ((CGPoint, CGRect) -> Void)?) {
        self.kind = kind
        self.label = label
        self.identity = identity
        self.text = text
        self.submit = submit
        self.tap = tap
    }
}

/// The kinds of interactive views, by SwiftUI's names.
public enum InteractionKind: String, Sendable, Codable {
    /// A `Button`: a tap runs its action.
    case button = "Button"
    /// A `Toggle`: a tap flips its binding.
    case toggle = "Toggle"
    /// A view with `onTapGesture`: a tap runs the gesture's action.
    case tapGesture = "onTapGesture"
    /// A `TextField`: a tap focuses it, typing edits its text.
    case textField = "TextField"
    /// A `SecureField`: as a text field.
    case secureField = "SecureField"
    /// A `TextEditor`: as a text field, over many lines (Return starts a new line).
    case textEditor = "TextEditor"
    /// A `Stepper`'s buttons: a tap on the trailing half increments, on the leading half decrements.
    case stepper = "Stepper"
    /// A segment of a segmented `Picker`: a tap selects its option.
    case segment = "Picker segment"
    /// A `DisclosureGroup`'s header: a tap folds or unfolds the group.
    case disclosureGroup = "DisclosureGroup"
    /// A `TabView`'s tab item: a tap selects its tab.
    case tab = "TabView tab"
    /// A view with `gesture`, `highPriorityGesture`, `simultaneousGesture` or
    /// `onLongPressGesture`: the pointer drives the gesture.
    case gesture = "gesture"
    /// A `Menu`, or a `Picker` of the menu style: a tap opens (or closes) its menu.
    case menu = "Menu"
    /// A `Link`: a tap runs the environment's `openURL` with its destination.
    case link = "Link"
    /// A `Slider`'s track: a drag from the thumb moves the value.
    case slider = "Slider"

    /// Whether typing goes to views of this kind once focused.
    public var takesText: Bool { self == .textField || self == .secureField || self == .textEditor }
    /// Whether the view edits many lines: Return types a new line, Up and Down move between lines.
    public var isMultiline: Bool { self == .textEditor }
    /// Whether the view takes the pointer only where its content draws (a gesture, as SwiftUI
    /// hit-tests gestures), unless it has a `contentShape`; controls take it anywhere in their frame.
    var needsContent: Bool { self == .tapGesture || self == .gesture }
    /// Whether `toggle` applies (a switch, or a disclosure group's label).
    public var toggles: Bool { self == .toggle || self == .disclosureGroup }
}

extension ResolveContext {
    /// An interaction for the control resolved here, unless the environment disables it.
    func interaction(_ kind: InteractionKind, label: String?, text: Binding<String>? = nil,
                     tap: ((CGPoint, CGRect) -> Void)?) -> NodeInteraction? {
        guard environment.isEnabled else { return nil }
        let interaction = NodeInteraction(kind: kind, label: label, identity: claimKey(), text: text,
                                          submit: environment.submitActions, tap: tap)
        if kind.takesText { interaction.focusLink = environment.focusLink }
        return interaction
    }
}

private struct SubmitActionsKey: EnvironmentKey { static var defaultValue: [() -> Void] { [] } }

extension EnvironmentValues {
    /// The `onSubmit` actions around a view, innermost first: Enter in a text field runs them.
    var submitActions: [() -> Void] {
        get { self[SubmitActionsKey.self] }
        set { self[SubmitActionsKey.self] = newValue }
    }
}
