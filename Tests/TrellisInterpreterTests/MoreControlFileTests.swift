import Foundation
import Testing
import Trellis

/// The controls of issue 11 through the interpreter lay out exactly as the same views in Swift:
/// pickers matching explicit tags and ForEach IDs (enum cases, strings, numbers), sliders,
/// steppers, gauges, group boxes, disclosure groups, menus, control groups, colour pickers.
@Suite struct MoreControlFileTests {
    enum Flavor: Hashable { case vanilla, chocolate }

    @Test func pickersMatchTagsAndForEachIDs() {
        let source = """
        import SwiftUI
        enum Flavor { case vanilla, chocolate }
        struct ContentView: View {
            @State private var flavor = Flavor.chocolate
            @State private var name = "b"
            var body: some View {
                VStack {
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag(Flavor.vanilla)
                        Text("Chocolate").tag(.chocolate)
                    }
                    Picker("Name", selection: $name) {
                        ForEach(["a", "b", "c"], id: \\.self) { Text($0) }
                    }
                    .pickerStyle(.segmented)
                    Picker(selection: .constant(2)) {
                        ForEach(0..<4) { i in Text("Row \\(i)") }
                    } label: { Text("Number") }
                    .pickerStyle(.wheel)
                }
            }
        }
        """
        let swift = VStack {
            Picker("Flavor", selection: .constant(Flavor.chocolate)) {
                Text("Vanilla").tag(Flavor.vanilla)
                Text("Chocolate").tag(Flavor.chocolate)
            }
            Picker("Name", selection: .constant("b")) {
                ForEach(["a", "b", "c"], id: \.self) { Text($0) }
            }
            .pickerStyle(.segmented)
            Picker(selection: .constant(2)) {
                ForEach(0..<4, id: \.self) { i in Text("Row \(i)") }
            } label: { Text("Number") }
            .pickerStyle(.wheel)
        }
        expectFileLaysOutLike(source, swift, 300, 500)
    }

    @Test func slidersSteppersGaugesAndContainers() {
        let source = """
        import SwiftUI
        struct ContentView: View {
            @State private var volume = 0.3
            @State private var count = 0
            var body: some View {
                VStack {
                    Slider(value: $volume)
                    Slider(value: .constant(5), in: 0...10, step: 1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
                    Stepper("Count", value: $count, in: 0...5)
                    Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40") }
                    Gauge(value: 3, in: 0...10) { Text("G") }.gaugeStyle(.accessoryCircular)
                    GroupBox("Box") { Text("Inside") }
                    DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }
                    DisclosureGroup("Less") { Text("Hidden") }
                    Menu("Actions") { Button("One") { } }
                    ControlGroup { Button("A") { }; Button("B") { } }
                    ColorPicker("Tint", selection: .constant(.red))
                }
            }
        }
        """
        let swift = VStack {
            Slider(value: .constant(0.3))
            Slider(value: .constant(5.0), in: 0...10, step: 1) { Text("V") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("10") }
            Stepper("Count", value: .constant(0.0), in: 0...5)
            Gauge(value: 0.4) { Text("Fuel") } currentValueLabel: { Text("40") }
            Gauge(value: 3.0, in: 0...10) { Text("G") }.gaugeStyle(.accessoryCircular)
            GroupBox("Box") { Text("Inside") }
            DisclosureGroup("More", isExpanded: .constant(true)) { Text("Shown") }
            DisclosureGroup("Less") { Text("Hidden") }
            Menu("Actions") { Button("One") {} }
            ControlGroup { Button("A") {}; Button("B") {} }
            ColorPicker("Tint", selection: .constant(.red))
        }
        expectFileLaysOutLike(source, swift, 300, 700)
    }
}
