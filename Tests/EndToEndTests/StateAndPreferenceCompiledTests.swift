import Foundation
import Testing
import Trellis

/// State as apps write it (ObservableObject, @Published, @StateObject, @EnvironmentObject,
/// @Bindable, @Environment(Model.self)) and preferences (PreferenceKey, preference,
/// onPreferenceChange, overlayPreferenceValue, anchorPreference, onGeometryChange) compile
/// through the SwiftUI module and lay out; values that actions store in @State apply on the
/// next pass. Values are read back through `.id`s and frames made from them.
@Suite(.serialized) struct StateAndPreferenceCompiled {
    static let source = """
        import SwiftUI
        import Combine

        final class Counter: ObservableObject {
            @Published var count = 3
        }

        @Observable final class Profile {
            var name = "Ada"
        }

        struct HeightKey: PreferenceKey {
            static var defaultValue: CGFloat = 0
            static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
        }

        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? = nil
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }

        struct Badge: View {
            @EnvironmentObject var counter: Counter
            var body: some View { Color.gray.frame(width: CGFloat(counter.count * 10), height: 4).id("count-\\(counter.count)") }
        }

        struct NameField: View {
            @Bindable var profile: Profile
            var body: some View { TextField("Name", text: $profile.name).id("field-\\(profile.name)") }
        }

        struct Greeting: View {
            @Environment(Profile.self) private var profile
            @ObservedObject var counter: Counter
            var body: some View { Color.green.frame(width: 10, height: 4).id("greeting-\\(profile.name)-\\(counter.count)") }
        }

        struct Screen: View {
            @StateObject private var counter = Counter()
            @State private var profile = Profile()
            @State private var measured: CGFloat = 0
            @State private var width: CGFloat = 0

            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(height: 40).preference(key: HeightKey.self, value: 40)
                    Color.blue.frame(width: 120, height: 10)
                        .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                    Badge()
                    Greeting(counter: counter)
                    NameField(profile: profile)
                    Color.orange.frame(width: measured, height: 6).id("measured")
                    Color.purple.frame(width: width / 2, height: 6).id("width")
                }
                .onPreferenceChange(HeightKey.self) { measured = $0 }
                .environmentObject(counter)
                .environment(profile)
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let r = proxy[anchor]
                            Color.yellow.frame(width: r.width, height: r.height).id("highlight").offset(x: r.minX, y: r.minY)
                        }
                    }
                }
            }
        }

        #Preview { Screen() }
        """

    @Test func stateWrappersAndPreferencesCompileAndLayOut() throws {
        let url = try Command.temporaryFile(Self.source, name: "StateAndPreferences.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = Set(tree.root.all.compactMap(\.id))
        #expect(ids.contains("count-3"), "\(ids)")
        #expect(ids.contains("greeting-Ada-3"), "\(ids)")
        #expect(ids.contains("field-Ada"), "\(ids)")
        // onPreferenceChange stored 40 in @State; the next pass drew it.
        #expect(tree.root.first(id: "measured")?.frame.width == 40)
        // onGeometryChange stored the blue view's width, 120.
        #expect(tree.root.first(id: "width")?.frame.width == 60)
        // The overlay read the blue view's anchor in the reader's coordinates: it covers it.
        let blue = try #require(tree.root.all.first { $0.type == "frame" && $0.frame.width == 120 && $0.frame.height == 10 })
        let highlight = try #require(tree.root.first(id: "highlight"))
        #expect(highlight.frame == blue.frame, "\(highlight.frame) \(blue.frame)")
    }

    @Test func aMissingEnvironmentObjectStopsWithSwiftUIsMessage() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI
            final class Counter: ObservableObject { @Published var count = 3 }
            struct Badge: View {
                @EnvironmentObject var counter: Counter
                var body: some View { Text("\\(counter.count)") }
            }
            #Preview { Badge() }
            """, name: "MissingObject.swift")
        let r = try CompiledPath.run(["layout", url.path, "--engine", "compiled"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("No ObservableObject of type Counter found"), "\(r.stderr)")
    }

    @Test func settingsScreenSampleLaysOutAsRowsOfControls() throws {
        let r = try CompiledPath.run(["layout", CompiledPath.sample("SettingsScreen.swift"), "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let types = tree.root.all.map(\.type)
        func count(_ t: String) -> Int { types.filter { $0 == t }.count }
        #expect(tree.root.type == "Form")
        // 3 alert rows; the segmented picker and the slider; the stepper, the menu picker, the
        // expanded disclosure group's header and its two rows.
        #expect(count("ListRow") == 10, "\(count("ListRow"))")
        #expect(count("Toggle") == 2 && count("DatePicker") == 1 && count("Slider") == 1 && count("Stepper") == 1)
        #expect(count("Picker") == 2 && count("DisclosureGroup") == 1, "\(count("Picker")) \(count("DisclosureGroup"))")
    }

    @Test func controlsAndTextValuesCompileAsAppsWriteThem() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            enum Flavor: String, CaseIterable, Identifiable {
                case vanilla, chocolate
                var id: Self { self }
            }

            struct Controls: View {
                @State private var flavor: Flavor = .chocolate
                @State private var maybe: Flavor? = .vanilla
                @State private var volume = 40.0
                @State private var count = 2
                @State private var day = Date(timeIntervalSince1970: 0)
                @State private var color = Color.blue
                @State private var open = true
                @ScaledMetric(relativeTo: .title) private var side: CGFloat = 24

                var body: some View {
                    VStack {
                        Picker(selection: $flavor) {
                            ForEach(Flavor.allCases) { f in Text(f.rawValue).tag(f) }
                        } label: { Text("Flavor") }
                        .pickerStyle(.segmented)
                        Picker("Maybe", selection: $maybe) {
                            Text("None").tag(Flavor?.none)
                            ForEach(Flavor.allCases) { f in Text(f.rawValue).tag(Optional(f)) }
                        }
                        .pickerStyle(MenuPickerStyle())
                        Slider(value: $volume, in: 0...100, step: 5) { Text("Volume") }
                        Stepper(value: $count, in: 0...10) { Text("Count \\(count)") }
                        DatePicker("Day", selection: $day, in: ...Date(), displayedComponents: [.date])
                            .datePickerStyle(.graphical)
                        ColorPicker("Color", selection: $color, supportsOpacity: false)
                        Menu { Button("Share") {} } label: { Label("More", systemImage: "ellipsis") }
                        DisclosureGroup("Group", isExpanded: $open) { Text("Inside") }
                        GroupBox { Text("Body") } label: { Label("Box", systemImage: "folder") }
                        Gauge(value: 3, in: 0...10) { Text("G") }.gaugeStyle(.accessoryCircularCapacity)
                        ControlGroup { Button("A") {}; Button("B") {} }
                        Text(Date().addingTimeInterval(90), style: .timer).monospacedDigit()
                        Text(timerInterval: Date()...Date().addingTimeInterval(60), countsDown: true)
                        Color.red.frame(width: side, height: side).id("scaled")
                    }
                }
            }

            #Preview { Controls() }
            """, name: "Controls.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--dynamic-type-size", "xxxLarge"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let types = Set(tree.root.all.map(\.type))
        for t in ["Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "Menu", "DisclosureGroup", "GroupBox", "Gauge", "ControlGroup"] {
            #expect(types.contains(t), "\(t)")
        }
        // title: 28 pt at large, 34 at xxxLarge: 24 × 34 / 28.
        let side = try #require(tree.root.first(id: "scaled")?.frame.width)
        #expect(abs(side - 24 * 34 / 28) < 0.01, "\(side)")
    }
}
