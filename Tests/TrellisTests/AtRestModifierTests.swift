import Foundation
import Testing
@testable import Trellis

/// Modifiers that act only on interaction, presentation or assistive technology: each compiles
/// with SwiftUI's signature and leaves the layout at rest as it was (Sources/Trellis/Interaction).
@MainActor @Suite struct AtRestModifierTests {
    struct Item: Identifiable { var id: Int }

    struct Screen: View {
        @State var isPresented = false
        @State var item: Item?
        @FocusState var focused: Bool
        @Namespace var namespace
        var body: some View {
            Color.red.frame(width: 50, height: 30)
                .onAppear {}
                .onDisappear {}
                .task {}
                .task(id: 1) {}
                .onChange(of: 1) { _, _ in }
                .onChange(of: 1) {}
                .onTapGesture {}
                .onTapGesture(count: 2) {}
                .onLongPressGesture {}
                .gesture(DragGesture().onChanged { _ in }.onEnded { _ in })
                .simultaneousGesture(TapGesture().onEnded {})
                .animation(.easeInOut(duration: 0.3), value: isPresented)
                .transition(.opacity.combined(with: .move(edge: .bottom)))
                .sheet(isPresented: $isPresented) { Text("Sheet") }
                .sheet(item: $item) { _ in Text("Item") }
                .alert("Title", isPresented: $isPresented) { Button("OK") {} } message: { Text("Message") }
                .confirmationDialog("Title", isPresented: $isPresented, titleVisibility: .visible) { Button("Delete", role: .destructive) {} }
                .popover(isPresented: $isPresented) { Text("Popover") }
                .fullScreenCover(isPresented: $isPresented) { Text("Cover") }
                .navigationDestination(for: Int.self) { Text("\($0)") }
                .refreshable {}
                .swipeActions(edge: .leading) { Button("Pin") {} }
                .contextMenu { Button("Copy") {} }
                .disabled(true)
                .accessibilityLabel("Red")
                .accessibilityHint(Text("A box"))
                .accessibilityHidden(false)
                .accessibilityAddTraits(.isButton)
                .accessibilityElement(children: .combine)
                .accessibilityIdentifier("box")
                .keyboardType(.numberPad)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.done)
                .onSubmit {}
                .focused($focused)
                .presentationDetents([.medium, .large])
                .matchedGeometryEffect(id: "box", in: namespace)
                .redacted(reason: .placeholder)
                .id("v")
        }
    }

    @Test func theyLeaveTheLayoutAsItWas() {
        let t = layout(Screen())
        expectFrame(t, "v", 75, 85, 50, 30)
        #expect(t.root.type == "frame" && t.root.children.count == 1)
    }

    @Test func disabledAndRedactedAreInTheEnvironment() {
        struct Probe: View {
            @Environment(\.isEnabled) var isEnabled
            @Environment(\.redactionReasons) var reasons
            var body: some View { Color.red.frame(width: isEnabled ? 10 : 20, height: reasons.contains(.placeholder) ? 10 : 20).id("p") }
        }
        expectFrame(layout(Probe()), "p", 95, 90, 10, 20)
        expectFrame(layout(Probe().disabled(true).redacted(reason: .placeholder)), "p", 90, 95, 20, 10)
    }

    @Test func withAnimationRunsItsBodyAtOnce() {
        var ran = false
        withAnimation(.spring) { ran = true }
        #expect(ran)
    }
}

/// A view whose refresh reads its own main-actor state of a type that is not Sendable, as
/// SwiftUI-WorkoutApp's parks list does in its Swift 6 target: this file compiling (Swift 6,
/// complete checking) is the test, as `refreshable`'s action inherits the caller's actor.
private struct ParksList: View {
    enum Mode {
        case added(list: [String])
        case event(didSelect: (Int) -> Void)
        var canRefresh: Bool { if case .added = self { true } else { false } }
    }
    let mode: Mode
    @State private var parks: [String] = []

    var body: some View {
        List(parks, id: \.self) { Text($0) }
            .refreshable {
                guard mode.canRefresh else { return }
                parks = []
            }
    }
}
