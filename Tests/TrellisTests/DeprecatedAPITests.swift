import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport

/// SwiftUI's deprecated spellings that code written for iOS 13 and 14 still uses, doing what
/// their successors do: `colorScheme(_:)` sets the environment's scheme, `sizeCategory` reads and
/// writes the Dynamic Type size, `presentationMode` reads `isPresented` and dismisses, the
/// deprecated `NavigationLink`, `TextField`, `Slider` and `Stepper` forms lay out as the forms
/// without bindings do, and `accessibility(label:)` names a view as `accessibilityLabel(_:)`.
@MainActor @Suite struct DeprecatedAPITests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 390, _ h: CGFloat = 400) -> ResolvedTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        let t = ResolvedTree(view, environment: env)
        t.layout(in: CGSize(width: w, height: h))
        return t
    }

    private func frame(_ t: ResolvedTree, _ id: String) throws -> CGRect {
        try #require(t.tree.root.first(id: id)).frame.rect
    }

    /// Shows the environment's colour scheme and size category as texts of different lengths.
    private struct Reader: View {
        @Environment(\.colorScheme) var scheme
        @Environment(\.sizeCategory) var category
        @Environment(\.presentationMode) var presentationMode
        var body: some View {
            VStack {
                Text(scheme == .dark ? "dark scheme" : "light").id("scheme")
                Text(category.isAccessibilityCategory ? "accessibility size" : "standard").id("category")
                Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented here").id("presented")
            }
        }
    }

    @Test func colorSchemeSetsTheSchemeTheViewsInsideRead() throws {
        let t = lay(VStack { Reader().colorScheme(.dark); Text("dark scheme").id("dark-expected"); Text("light").id("light-expected") })
        #expect(abs(try frame(t, "scheme").width - frame(t, "dark-expected").width) < 0.01)
        let plain = lay(VStack { Reader(); Text("light").id("light-expected") })
        #expect(abs(try frame(plain, "scheme").width - frame(plain, "light-expected").width) < 0.01)
    }

    /// Backyard Birds' badge: `.dynamicTypeSize(...(.xLarge))` keeps an accessibility size at
    /// extra large, and leaves a size inside the range as it is.
    @Test func aRangeOfDynamicTypeSizesClampsTheSize() throws {
        let t = lay(VStack(spacing: 0) {
            Text("Badge").dynamicTypeSize(...DynamicTypeSize.xLarge).dynamicTypeSize(.accessibility3).id("clamped")
            Text("Badge").dynamicTypeSize(.xLarge).id("xLarge")
            Text("Badge").dynamicTypeSize(.large ... .xxLarge).dynamicTypeSize(.small).id("raised")
            Text("Badge").dynamicTypeSize(.large).id("large")
            Text("Badge").dynamicTypeSize(...DynamicTypeSize.xLarge).id("kept")
        })
        #expect(try frame(t, "clamped").size == frame(t, "xLarge").size)
        #expect(try frame(t, "raised").size == frame(t, "large").size)
        #expect(try frame(t, "kept").size == frame(t, "large").size)
    }

    @Test func sizeCategoryIsTheDynamicTypeSizeUnderItsOlderNames() throws {
        // Writing the category sets the Dynamic Type size: the texts inside grow as with `dynamicTypeSize`.
        let t = lay(VStack(spacing: 0) {
            Text("Body").environment(\.sizeCategory, .accessibilityExtraLarge).id("written")
            Text("Body").dynamicTypeSize(.accessibility3).id("written-expected")
            Text("Body").id("default")
            Reader().environment(\.sizeCategory, .accessibilityMedium)
            Text("accessibility size").dynamicTypeSize(.accessibility1).id("read-expected")
        })
        #expect(try frame(t, "written").size == frame(t, "written-expected").size)
        #expect(try frame(t, "written").height > frame(t, "default").height + 1)
        // Reading it back: the first accessibility size is an accessibility category.
        #expect(abs(try frame(t, "category").width - frame(t, "read-expected").width) < 0.01)
        // One for one, in order, and back again.
        for (category, size) in zip(ContentSizeCategory.allCases, DynamicTypeSize.allCases) {
            #expect(DynamicTypeSize(category) == size && ContentSizeCategory(size) == category)
        }
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.small < .large)
    }

    @Test func presentationModeIsNotPresentedAtTheRootAndDismissesNothing() throws {
        let t = lay(VStack { Reader(); Text("not presented here").id("expected") })
        #expect(abs(try frame(t, "presented").width - frame(t, "expected").width) < 0.01)
        var mode = EnvironmentValues().presentationMode.wrappedValue
        #expect(!mode.isPresented)
        mode.dismiss()
    }

    @Test func deprecatedControlFormsLayOutAsTheCurrentOnes() throws {
        @State var text = "Ann"
        @State var active = false
        @State var selection: Int? = nil
        @State var value = 0.5
        @State var count = 1
        let formatter = NumberFormatter()
        let t = lay(NavigationStack {
            List {
                NavigationLink(destination: Text("A"), isActive: $active) { Text("Link") }.id("old-link")
                NavigationLink(destination: Text("A")) { Text("Link") }.id("link")
                NavigationLink("Tagged", tag: 1, selection: $selection) { Text("B") }.id("old-tagged")
                NavigationLink("Tagged") { Text("B") }.id("tagged")
            }
            .frame(height: 200)
            VStack(spacing: 0) {
                TextField("Name", text: $text, onEditingChanged: { _ in }, onCommit: {}).id("old-field")
                TextField("Name", text: $text).id("field")
                TextField("Amount", value: $value, formatter: formatter, onCommit: {}).id("old-value")
                TextField("Amount", value: $value, formatter: formatter).id("value")
                SecureField("Password", text: $text, onCommit: {}).id("old-secure")
                SecureField("Password", text: $text).id("secure")
                Slider(value: $value, in: 0...1, onEditingChanged: { _ in }) { Text("Volume") }.id("old-slider")
                Slider(value: $value, in: 0...1) { Text("Volume") }.id("slider")
                Stepper(value: $count, in: 0...5, onEditingChanged: { _ in }) { Text("Count") }.id("old-stepper")
                Stepper(value: $count, in: 0...5) { Text("Count") }.id("stepper")
            }
        }, 390, 800)
        for (old, new) in [("old-link", "link"), ("old-tagged", "tagged")] {
            #expect(try frame(t, old).size == frame(t, new).size, "\(old)")
        }
        for (old, new) in [("old-field", "field"), ("old-value", "value"), ("old-secure", "secure"), ("old-slider", "slider"),
                           ("old-stepper", "stepper")] {
            let a = try frame(t, old), b = try frame(t, new)
            #expect(a.size == b.size && a.minX == b.minX, "\(old): \(a) vs \(b)")
        }
    }

    @Test func theDeprecatedModifiersLeaveTheLayoutAsItWas() throws {
        let plain = lay(Text("Hello").padding().id("t"))
        let modified = lay(Text("Hello").padding()
            .accessibility(label: Text("Greeting")).accessibility(hint: Text("Says hello")).accessibility(hidden: false)
            .accessibility(addTraits: .isHeader).accessibility(sortPriority: 1).accessibility(identifier: "greeting")
            .autocapitalization(.none).disableAutocorrection(true).statusBar(hidden: true)
            .contextMenu(ContextMenu { Button("Copy") {} })
            .gesture(MagnificationGesture().onChanged { _ in }).simultaneousGesture(RotationGesture().onEnded { _ in })
            .onLongPressGesture(minimumDuration: 1, pressing: { _ in }) {}
            .previewContext(NoContext())
            .id("t"))
        #expect(try frame(modified, "t") == frame(plain, "t"))
    }

    @Test func aSwitchStyleWithATintColoursTheTrackAsTintDoes() throws {
        @State var on = true
        func track(_ view: some View) -> ResolvedPaint? {
            lay(view).displayList().allItems.compactMap { item -> ResolvedPaint? in
                if case let .shape(s) = item.content, case .capsule = s.outline { return s.fill }
                return nil
            }.first
        }
        let tinted = track(Toggle("On", isOn: $on).toggleStyle(SwitchToggleStyle(tint: .orange)))
        #expect(tinted != nil && tinted == track(Toggle("On", isOn: $on).tint(.orange)))
        #expect(tinted != track(Toggle("On", isOn: $on).toggleStyle(SwitchToggleStyle())))
        // The slider with its value labels as views and its label last, without an editing action.
        @State var volume = 50.0
        let t = lay(VStack {
            Slider(value: $volume, in: 0...100, minimumValueLabel: Text("0%"), maximumValueLabel: Text("100%"), label: { Text("Volume") })
                .id("old")
            Slider(value: $volume, in: 0...100, label: { Text("Volume") }, minimumValueLabel: { Text("0%") }, maximumValueLabel: { Text("100%") })
                .id("new")
        })
        #expect(try frame(t, "old").size == frame(t, "new").size)
    }

    private struct NoContext: PreviewContext {}

    @Test func anAnimatableModifierShowsItsValueAtRest() throws {
        struct Grow: AnimatableModifier {
            var width: CGFloat
            nonisolated var animatableData: CGFloat {
                get { width }
                set { width = newValue }
            }
            func body(content: Content) -> some View { content.frame(width: width) }
        }
        let t = lay(Color.red.modifier(Grow(width: 120)).frame(height: 10).id("grow"))
        #expect(try frame(t, "grow").width == 120)
    }

    @Test func commandsAndScenesOfAnOlderAppCompileAsDeclared() {
        struct Tools: Commands {
            var on: Bool
            var body: some Commands {
                CommandMenu("Tools") { Button("Run") {} }
                if on {
                    CommandGroup(after: .help) { Button("More") {} }
                } else {
                    SidebarCommands()
                }
                TextEditingCommands()
            }
        }
        struct OldApp: App {
            var body: some Scene {
                WindowGroup { Text("Home") }
                    .commands { Tools(on: true); ToolbarCommands() }
                    .backgroundTask(.appRefresh("feed")) {}
            }
        }
        _ = OldApp.self
        #expect(EnvironmentValues().supportsMultipleWindows == false)
    }
}
