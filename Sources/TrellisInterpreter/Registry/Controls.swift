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
        let styles: [(String, String, any PrimitiveButtonStyle)] = [
            ("automatic", "DefaultButtonStyle", DefaultButtonStyle()), ("plain", "PlainButtonStyle", PlainButtonStyle()),
            ("borderless", "BorderlessButtonStyle", BorderlessButtonStyle()), ("bordered", "BorderedButtonStyle", BorderedButtonStyle()),
            ("borderedProminent", "BorderedProminentButtonStyle", BorderedProminentButtonStyle()),
        ]
        registerStyles("PrimitiveButtonStyle", styles)
        addModifier("buttonStyle", "buttonStyle(_ style:) with .automatic, .plain, .borderless, .bordered or .borderedProminent") { v, a, ev in
            v.buttonStyle(try a.requireConforming(nil, (any PrimitiveButtonStyle).self, protocolName: "PrimitiveButtonStyle", ev))
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
        let styles: [(String, String, any ToggleStyle)] = [
            ("automatic", "DefaultToggleStyle", DefaultToggleStyle()), ("switch", "SwitchToggleStyle", SwitchToggleStyle()),
            ("button", "ButtonToggleStyle", ButtonToggleStyle()),
        ]
        registerStyles("ToggleStyle", styles)
        addModifier("toggleStyle", "toggleStyle(_ style:) with .automatic, .switch or .button") { v, a, ev in
            v.toggleStyle(try a.requireConforming(nil, (any ToggleStyle).self, protocolName: "ToggleStyle", ev))
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
        let styles: [(String, String, any TextFieldStyle)] = [
            ("automatic", "DefaultTextFieldStyle", DefaultTextFieldStyle()), ("plain", "PlainTextFieldStyle", PlainTextFieldStyle()),
            ("roundedBorder", "RoundedBorderTextFieldStyle", RoundedBorderTextFieldStyle()),
        ]
        registerStyles("TextFieldStyle", styles)
        addModifier("textFieldStyle", "textFieldStyle(_ style:) with .automatic, .plain or .roundedBorder") { v, a, ev in
            v.textFieldStyle(try a.requireConforming(nil, (any TextFieldStyle).self, protocolName: "TextFieldStyle", ev))
        }
    }

    /// The engine's built-in styles of one style protocol: each as a static member of the
    /// protocol (`.plain`) and as its type (`PlainButtonStyle()`); the values are the engine's.
    func registerStyles<Style>(_ protocolName: String, _ styles: [(String, String, Style)]) {
        for (member, typeName, style) in styles {
            addStatic(protocolName, member) { .native(style) }
            addType(typeName, signatures: ["\(typeName)()"]) { a, _ in
                try a.finish()
                return .native(style)
            }
        }
    }
}

extension ControlSize: NativeConvertible { static var fileTypeName: String { "ControlSize" } }
extension ButtonRole: NativeConvertible { static var fileTypeName: String { "ButtonRole" } }
extension ButtonBorderShape: NativeConvertible { static var fileTypeName: String { "ButtonBorderShape" } }
extension URL: NativeConvertible { static var fileTypeName: String { "URL" } }
