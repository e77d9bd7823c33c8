import Foundation
import SwiftSyntax
@_spi(Interpreter) import Trellis

/// A picker tag in a layout file: numbers, strings, booleans and enum cases (`Flavor.vanilla`
/// and `.vanilla` are the same tag). A selection matches the option whose tag is equal.
enum FileTag: Hashable {
    case number(Double), string(String), bool(Bool), enumCase(String)

    static func of(_ v: Value) -> FileTag? {
        switch v {
        case let .int(i): return .number(Double(i))
        case let .double(d): return .number(d)
        case let .string(s): return .string(s)
        case let .bool(b): return .bool(b)
        case let .enumCase(_, name): return .enumCase(name)
        case let .implicitMember(m) where m.arguments == nil: return .enumCase(m.name)
        default: return nil
        }
    }

    static func require(_ v: Value, _ node: some SyntaxProtocol, what: String) throws -> FileTag {
        guard let tag = of(v) else { throw mismatch(v, "a number, a string, a Bool or an enum case", node, what: what) }
        return tag
    }
}

/// The controls of issue 11 that the interpreter draws (Picker, Slider, Stepper, Gauge,
/// GroupBox, DisclosureGroup, Menu, ControlGroup, ColorPicker) and their style modifiers.
/// Bindings are read once; actions are never run.
extension Registry {
    func registerMoreControls() {
        registerPicker()
        addType("Slider", signatures: ["Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:)"]) { a, ev in
            let value = try Registry.bound(a, "value", Double.self, ev)
            let bounds = try Registry.closedRange(a, "in") ?? 0...1
            let step = try a.take("step", Double.self, ev)
            let label = try a.takeClosure("label").map { try ev.viewBuilderResult($0, arguments: []).anyView } ?? AnyView(EmptyView())
            let minimum = try a.takeClosure("minimumValueLabel").map { try ev.viewBuilderResult($0, arguments: []).anyView }
            let maximum = try a.takeClosure("maximumValueLabel").map { try ev.viewBuilderResult($0, arguments: []).anyView }
            _ = a.takeClosure("onEditingChanged")
            try a.finish()
            let slider: AnyView
            if minimum != nil || maximum != nil {
                if let step {
                    slider = AnyView(Slider(value: .constant(value), in: bounds, step: step) { label }
                        minimumValueLabel: { minimum ?? AnyView(EmptyView()) } maximumValueLabel: { maximum ?? AnyView(EmptyView()) })
                } else {
                    slider = AnyView(Slider(value: .constant(value), in: bounds) { label }
                        minimumValueLabel: { minimum ?? AnyView(EmptyView()) } maximumValueLabel: { maximum ?? AnyView(EmptyView()) })
                }
            } else if let step {
                slider = AnyView(Slider(value: .constant(value), in: bounds, step: step))
            } else {
                slider = AnyView(Slider(value: .constant(value), in: bounds))
            }
            return .view(.wrap(slider, name: "Slider"))
        }
        addType("Stepper", signatures: ["Stepper(_ title:value:in:step:)", "Stepper(value:in:step:label:)"]) { a, ev in
            let label = try Registry.label(a, ev, title: a.hasUnlabeled ? try Registry.title(a, ev) : nil,
                                           missing: "Stepper needs a title or a label: Stepper(\"Title\", value: $n) or Stepper(value: $n) { Text(\"Title\") }")
            let value = try Registry.bound(a, "value", Double.self, ev)
            let bounds = try Registry.closedRange(a, "in")
            _ = try a.take("step", Double.self, ev)
            _ = a.takeClosure("onEditingChanged")
            try a.finish()
            if let bounds {
                return .view(.wrap(Stepper(value: .constant(value), in: bounds) { label }, name: "Stepper"))
            }
            return .view(.wrap(Stepper(value: .constant(value)) { label }, name: "Stepper"))
        }
        addType("Gauge", signatures: ["Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)"]) { a, ev in
            let value = try a.require("value", Double.self, ev)
            let bounds = try Registry.closedRange(a, "in") ?? 0...1
            func view(_ label: String) throws -> AnyView? {
                try a.takeClosure(label).map { try ev.viewBuilderResult($0, arguments: []).anyView }
            }
            let label = try view("label") ?? AnyView(EmptyView())
            let current = try view("currentValueLabel")
            let minimum = try view("minimumValueLabel"), maximum = try view("maximumValueLabel")
            try a.finish()
            let gauge: AnyView
            if minimum != nil || maximum != nil {
                gauge = AnyView(Gauge(value: value, in: bounds) { label } currentValueLabel: { current ?? AnyView(EmptyView()) }
                    minimumValueLabel: { minimum ?? AnyView(EmptyView()) } maximumValueLabel: { maximum ?? AnyView(EmptyView()) })
            } else if let current {
                gauge = AnyView(Gauge(value: value, in: bounds) { label } currentValueLabel: { current })
            } else {
                gauge = AnyView(Gauge(value: value, in: bounds) { label })
            }
            return .view(.wrap(gauge, name: "Gauge"))
        }
        let gaugeStyles: [(String, any GaugeStyle)] = [
            ("automatic", DefaultGaugeStyle()), ("linearCapacity", LinearCapacityGaugeStyle()),
            ("accessoryLinear", AccessoryLinearGaugeStyle()), ("accessoryLinearCapacity", AccessoryLinearCapacityGaugeStyle()),
            ("accessoryCircular", AccessoryCircularGaugeStyle()), ("accessoryCircularCapacity", AccessoryCircularCapacityGaugeStyle()),
        ]
        for (member, style) in gaugeStyles { addStatic("GaugeStyle", member) { .native(style) } }
        addModifier("gaugeStyle", "gaugeStyle(_ style:) with .automatic, .linearCapacity, .accessoryCircular, …") { v, a, ev in
            v.gaugeStyle(try a.requireConforming(nil, (any GaugeStyle).self, protocolName: "GaugeStyle", ev))
        }
        addType("GroupBox", signatures: ["GroupBox(_ title:content:)", "GroupBox(content:label:)"]) { a, ev in
            let title: Text? = a.hasUnlabeled ? try Registry.title(a, ev) : nil
            let content = try Registry.content(a, ev)
            let label = try a.takeClosure("label").map { try ev.viewBuilderResult($0, arguments: []).anyView }
            try a.finish()
            if let title { return .view(.wrap(GroupBox { content } label: { title }, name: "GroupBox")) }
            if let label { return .view(.wrap(GroupBox { content } label: { label }, name: "GroupBox")) }
            return .view(.wrap(GroupBox { content }, name: "GroupBox"))
        }
        addType("DisclosureGroup", signatures: ["DisclosureGroup(_ title:isExpanded:content:)", "DisclosureGroup(isExpanded:content:label:)"]) { a, ev in
            let title: Text? = a.hasUnlabeled ? try Registry.title(a, ev) : nil
            let expanded = a.has("isExpanded") ? try Registry.bound(a, "isExpanded", Bool.self, ev) : false
            let content = try Registry.content(a, ev)
            let label = try Registry.label(a, ev, title: title, missing: "DisclosureGroup needs a title or a label")
            try a.finish()
            return .view(.wrap(DisclosureGroup(isExpanded: .constant(expanded)) { content } label: { label }, name: "DisclosureGroup"))
        }
        addType("Menu", signatures: ["Menu(_ title:content:)", "Menu(content:label:)"]) { a, ev in
            let title: Text? = a.hasUnlabeled ? try Registry.title(a, ev) : nil
            let symbol = try a.take("systemImage", String.self, ev)
            _ = a.takeClosure("content")
            let labelClosure = a.takeClosure("label")
            _ = a.takeClosure("primaryAction")
            try a.finish()
            let label: AnyView
            if let title, let symbol {
                label = AnyView(Label { title } icon: { Image(systemName: symbol) })
            } else if let title {
                label = AnyView(title)
            } else if let labelClosure {
                label = try ev.viewBuilderResult(labelClosure, arguments: []).anyView
            } else {
                throw EvaluationError(a.node, "Menu needs a title or a label")
            }
            return .view(.wrap(Menu { EmptyView() } label: { label }, name: "Menu"))
        }
        addType("ControlGroup", signatures: ["ControlGroup(content:)"]) { a, ev in
            let content = try Registry.content(a, ev)
            try a.finish()
            return .view(.wrap(ControlGroup { content }, name: "ControlGroup"))
        }
        addType("ColorPicker", signatures: ["ColorPicker(_ title:selection:supportsOpacity:)"]) { a, ev in
            let title = try Registry.title(a, ev)
            let color = try Registry.bound(a, "selection", Color.self, ev)
            _ = try a.take("supportsOpacity", Bool.self, ev)
            try a.finish()
            return .view(.wrap(ColorPicker(selection: .constant(color)) { title }, name: "ColorPicker"))
        }
    }

    private func registerPicker() {
        addType("Picker", signatures: ["Picker(_ title:selection:content:)", "Picker(selection:content:label:)"]) { a, ev in
            let title: Text? = a.hasUnlabeled ? try Registry.title(a, ev) : nil
            guard let (raw, node) = a.takeRaw("selection") else {
                throw EvaluationError(a.node, "missing argument 'selection:' in call to Picker")
            }
            let binding = try FileBinding.convert(raw, ev, node, what: "'selection:' of Picker")
            let selection = try FileTag.require(binding.value, node, what: "the value bound to 'selection:' of Picker")
            ev.pickerContentDepth += 1
            defer { ev.pickerContentDepth -= 1 }
            let content = try Registry.content(a, ev)
            let label = try Registry.label(a, ev, title: title, missing: "Picker needs a title or a label")
            try a.finish()
            return .view(.wrap(Picker(selection: .constant(selection)) { content } label: { label }, name: "Picker"))
        }
        addModifier("tag", "tag(_ tag:) with a number, a string, a Bool or an enum case") { v, a, ev in
            guard let (raw, node) = a.takeRaw(nil) else { throw EvaluationError(a.node, "missing argument in call to tag(_:)") }
            _ = try a.take("includeOptional", Bool.self, ev)
            return v.tag(try FileTag.require(raw, node, what: "the argument of tag(_:)"))
        }
        let styles: [(String, any PickerStyle)] = [
            ("automatic", DefaultPickerStyle()), ("menu", MenuPickerStyle()), ("segmented", SegmentedPickerStyle()),
            ("inline", InlinePickerStyle()), ("wheel", WheelPickerStyle()), ("navigationLink", NavigationLinkPickerStyle()),
            ("palette", PalettePickerStyle()),
        ]
        for (member, style) in styles { addStatic("PickerStyle", member) { .native(style) } }
        addModifier("pickerStyle", "pickerStyle(_ style:) with .menu, .segmented, .inline, .wheel, .navigationLink, …") { v, a, ev in
            v.pickerStyle(try a.requireConforming(nil, (any PickerStyle).self, protocolName: "PickerStyle", ev))
        }
    }

    /// A closed range of numbers: `0...10` (files store closed integer ranges half-open).
    static func closedRange(_ a: Arguments, _ label: String) throws -> ClosedRange<Double>? {
        guard let (v, node) = a.takeRaw(label) else { return nil }
        guard case let .range(r) = v, !r.isEmpty else { throw mismatch(v, "a range like 0...10", node, what: "'\(label):' of \(a.callee)") }
        return Double(r.lowerBound)...Double(r.upperBound - 1)
    }
}
