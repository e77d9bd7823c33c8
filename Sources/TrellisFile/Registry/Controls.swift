import Foundation
import SwiftSyntax
import Trellis

/// A binding in a layout file: `$name` of a property or `.constant(value)`. Files are snapshots,
/// so a binding holds the value it reads now; controls draw that value and never write it.
struct FileBinding: NativeConvertible {
    var value: Value
    static var fileTypeName: String { "Binding" }
}

/// The controls (Button, Toggle, TextField, SecureField, ProgressView, Link) and their styling
/// modifiers. Actions are kept unevaluated: previews never run them.
extension Registry {
    func registerControls() {
        addStaticFunction("Binding", "constant", "constant(_ value:)") { a, _ in
            guard let (v, _) = a.takeRaw(nil) else { throw EvaluationError(a.node, "missing value in call to .constant(_:)") }
            try a.finish()
            return .native(FileBinding(value: v))
        }
        registerButton()
        registerToggle()
        registerTextFields()
        registerMoreControls()
        addType("ProgressView", signatures: ["ProgressView()", "ProgressView(value:total:)"]) { a, ev in
            if a.has("value") {
                let value = try a.take("value", Double.self, ev)
                let total = try a.take("total", Double.self, ev) ?? 1
                try a.finish()
                return .view(.wrap(ProgressView(value: value, total: total), name: "ProgressView"))
            }
            try a.finish()
            return .view(.wrap(ProgressView(), name: "ProgressView"))
        }
        addType("URL", signatures: ["URL(string:)"]) { a, ev in
            let s = try a.require("string", String.self, ev)
            try a.finish()
            return URL(string: s).map { .native($0) } ?? .none
        }
        addType("Link", signatures: ["Link(_ title:destination:)", "Link(destination:label:)"]) { a, ev in
            let destination = try a.require("destination", URL.self, ev)
            if let c = a.takeClosure("label") {
                let label = try ev.viewBuilderResult(c, arguments: []).anyView
                try a.finish()
                return .view(.wrap(Link(destination: destination) { label }, name: "Link"))
            }
            let title = try Registry.title(a, ev)
            try a.finish()
            return .view(.wrap(Link(destination: destination) { title }, name: "Link"))
        }
        addStaticNative("ControlSize", ["mini": ControlSize.mini, "small": ControlSize.small, "regular": ControlSize.regular,
                                        "large": ControlSize.large, "extraLarge": ControlSize.extraLarge])
        addModifier("controlSize", "controlSize(_ size:)") { v, a, ev in v.controlSize(try a.require(nil, ControlSize.self, ev)) }
        addModifier("tint", "tint(_ tint: Color?)") { v, a, ev in v.tint(try a.take(nil, Color.self, ev)) }
        addModifier("labelsHidden", "labelsHidden()") { v, _, _ in v.labelsHidden() }
    }

    /// The string title of a control: a literal is a localized key (Markdown, as for `Text`).
    /// A control's label: its title when it has one, else its `label:` closure; `missing` is the
    /// error when it has neither.
    static func label(_ a: Arguments, _ ev: Evaluator, title: Text?, missing: String) throws -> AnyView {
        if let title { return AnyView(title) }
        guard let c = a.takeClosure("label") else { throw EvaluationError(a.node, missing) }
        return try ev.viewBuilderResult(c, arguments: []).anyView
    }

    static func title(_ a: Arguments, _ ev: Evaluator) throws -> Text {
        if let item = a.items.first(where: { $0.label == nil && !$0.used && !$0.isTrailing }),
           let literal = item.node.as(StringLiteralExprSyntax.self), let frame = a.frame {
            _ = a.takeRaw(nil)
            return try ev.localizedText(literal, frame)
        }
        return Text(try a.require(nil, String.self, ev))
    }

    /// The current value of a binding argument (`isOn: $flag`, `text: .constant("")`), as `T`.
    static func bound<T: FileConvertible>(_ a: Arguments, _ label: String, _ type: T.Type, _ ev: Evaluator) throws -> T {
        guard let (v, node) = a.takeRaw(label) else {
            throw EvaluationError(a.node, "missing argument '\(label):' of type Binding<\(T.fileTypeName)> in call to \(a.signature ?? a.callee)")
        }
        let binding = try FileBinding.convert(v, ev, node, what: "'\(label):' of \(a.callee)")
        return try T.convert(binding.value, ev, node, what: "the value bound to '\(label):' of \(a.callee)")
    }

    private func registerButton() {
        addType("Button", signatures: ["Button(_ title:role:action:)", "Button(_ title:systemImage:role:action:)",
                                       "Button(role:action:label:)"]) { a, ev in
            let role = try a.take("role", ButtonRole.self, ev)
            let label: AnyView
            if a.hasUnlabeled {
                let title = try Registry.title(a, ev)
                if let symbol = try a.take("systemImage", String.self, ev) {
                    label = AnyView(Label { title } icon: { Image(systemName: symbol) })
                } else {
                    label = AnyView(title)
                }
                guard a.takeClosure("action") != nil else {
                    throw EvaluationError(a.node, "Button needs an action closure: Button(\"Title\") { … }")
                }
            } else {
                guard let c = a.takeClosure("label") else {
                    throw EvaluationError(a.node, "Button needs a title or a label: Button(\"Title\") { … } or Button(action: { … }) { Text(\"Title\") }")
                }
                label = try ev.viewBuilderResult(c, arguments: []).anyView
                guard a.takeClosure("action") != nil else {
                    throw EvaluationError(a.node, "Button needs an action closure: Button(action: { … }) { Text(\"Title\") }")
                }
            }
            try a.finish()
            return .view(.wrap(Button(role: role, action: {}) { label }, name: "Button"))
        }
        addStaticNative("ButtonRole", ["destructive": ButtonRole.destructive, "cancel": ButtonRole.cancel])
        let styles: [(String, String, FileButtonStyle)] = [
            ("automatic", "DefaultButtonStyle", .automatic), ("plain", "PlainButtonStyle", .plain),
            ("borderless", "BorderlessButtonStyle", .borderless), ("bordered", "BorderedButtonStyle", .bordered),
            ("borderedProminent", "BorderedProminentButtonStyle", .borderedProminent),
        ]
        for (member, typeName, style) in styles {
            addStatic("PrimitiveButtonStyle", member) { .native(style) }
            addType(typeName, signatures: ["\(typeName)()"]) { a, _ in
                try a.finish()
                return .native(style)
            }
        }
        addModifier("buttonStyle", "buttonStyle(_ style:) with .automatic, .plain, .borderless, .bordered or .borderedProminent") { v, a, ev in
            switch try a.require(nil, FileButtonStyle.self, ev) {
            case .automatic: return v.buttonStyle(.automatic)
            case .plain: return v.buttonStyle(.plain)
            case .borderless: return v.buttonStyle(.borderless)
            case .bordered: return v.buttonStyle(.bordered)
            case .borderedProminent: return v.buttonStyle(.borderedProminent)
            }
        }
        addStaticNative("ButtonBorderShape", ["automatic": ButtonBorderShape.automatic, "capsule": ButtonBorderShape.capsule,
                                              "roundedRectangle": ButtonBorderShape.roundedRectangle, "circle": ButtonBorderShape.circle])
        addStaticFunction("ButtonBorderShape", "roundedRectangle", "roundedRectangle(radius:)") { a, ev in
            let radius = try a.require("radius", CGFloat.self, ev)
            try a.finish()
            return .native(ButtonBorderShape.roundedRectangle(radius: radius))
        }
        addModifier("buttonBorderShape", "buttonBorderShape(_ shape:)") { v, a, ev in
            v.buttonBorderShape(try a.require(nil, ButtonBorderShape.self, ev))
        }
    }

    private func registerToggle() {
        addType("Toggle", signatures: ["Toggle(_ title:isOn:)", "Toggle(isOn:label:)"]) { a, ev in
            let label = try Registry.label(a, ev, title: a.hasUnlabeled ? try Registry.title(a, ev) : nil,
                                           missing: "Toggle needs a title or a label: Toggle(\"Title\", isOn: $flag) or Toggle(isOn: $flag) { Text(\"Title\") }")
            let isOn = try Registry.bound(a, "isOn", Bool.self, ev)
            try a.finish()
            return .view(.wrap(Toggle(isOn: .constant(isOn)) { label }, name: "Toggle"))
        }
        let styles: [(String, String, FileToggleStyle)] = [
            ("automatic", "DefaultToggleStyle", .automatic), ("switch", "SwitchToggleStyle", .switch), ("button", "ButtonToggleStyle", .button),
        ]
        for (member, typeName, style) in styles {
            addStatic("ToggleStyle", member) { .native(style) }
            addType(typeName, signatures: ["\(typeName)()"]) { a, _ in
                try a.finish()
                return .native(style)
            }
        }
        addModifier("toggleStyle", "toggleStyle(_ style:) with .automatic, .switch or .button") { v, a, ev in
            switch try a.require(nil, FileToggleStyle.self, ev) {
            case .automatic: return v.toggleStyle(.automatic)
            case .switch: return v.toggleStyle(.switch)
            case .button: return v.toggleStyle(.button)
            }
        }
    }

    private func registerTextFields() {
        for secure in [false, true] {
            let name = secure ? "SecureField" : "TextField"
            addType(name, signatures: ["\(name)(_ title:text:prompt:)"]) { a, ev in
                let title = try Registry.title(a, ev)
                let text = try Registry.bound(a, "text", String.self, ev)
                let prompt = try a.take("prompt", Text.self, ev)
                try a.finish()
                if secure { return .view(.wrap(SecureField(text: .constant(text), prompt: prompt ?? title) { title }, name: name)) }
                return .view(.wrap(TextField(text: .constant(text), prompt: prompt ?? title) { title }, name: name))
            }
        }
        let styles: [(String, String, FileTextFieldStyle)] = [
            ("automatic", "DefaultTextFieldStyle", .automatic), ("plain", "PlainTextFieldStyle", .plain),
            ("roundedBorder", "RoundedBorderTextFieldStyle", .roundedBorder),
        ]
        for (member, typeName, style) in styles {
            addStatic("TextFieldStyle", member) { .native(style) }
            addType(typeName, signatures: ["\(typeName)()"]) { a, _ in
                try a.finish()
                return .native(style)
            }
        }
        addModifier("textFieldStyle", "textFieldStyle(_ style:) with .automatic, .plain or .roundedBorder") { v, a, ev in
            switch try a.require(nil, FileTextFieldStyle.self, ev) {
            case .automatic: return v.textFieldStyle(.automatic)
            case .plain: return v.textFieldStyle(.plain)
            case .roundedBorder: return v.textFieldStyle(.roundedBorder)
            }
        }
    }
}

enum FileButtonStyle: NativeConvertible {
    case automatic, plain, borderless, bordered, borderedProminent
    static var fileTypeName: String { "PrimitiveButtonStyle" }
}

enum FileToggleStyle: NativeConvertible {
    case automatic, `switch`, button
    static var fileTypeName: String { "ToggleStyle" }
}

enum FileTextFieldStyle: NativeConvertible {
    case automatic, plain, roundedBorder
    static var fileTypeName: String { "TextFieldStyle" }
}

extension ControlSize: NativeConvertible { static var fileTypeName: String { "ControlSize" } }
extension ButtonRole: NativeConvertible { static var fileTypeName: String { "ButtonRole" } }
extension ButtonBorderShape: NativeConvertible { static var fileTypeName: String { "ButtonBorderShape" } }
extension URL: NativeConvertible { static var fileTypeName: String { "URL" } }
