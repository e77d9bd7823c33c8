import Foundation
import Testing
import Trellis
import TrellisTestSupport
@testable import TrellisSession

// Presentations (Interaction/PresentedLayers.swift): drawn over the screen while their binding
// says so, at rest and live; their frames follow PresentationMetrics on an iPhone 15
// (393 × 852, safe area 59 at the top and 34 at the bottom).

private struct SheetScreen: View {
    @State var showSheet = false
    @State private var dismissed = 0
    var body: some View {
        VStack(spacing: 20) {
            Text("Dismissed \(dismissed)").id("dismissed")
            Button("Show") { showSheet = true }.id("show")
        }
        .sheet(isPresented: $showSheet, onDismiss: { dismissed += 1 }) { SheetContent() }
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text(isPresented ? "presented" : "not presented").id("presented")
            Button("Done") { dismiss() }.id("done")
            Color.green.ignoresSafeArea().id("fill")
        }
    }
}

private struct AlertScreen: View {
    @State var asking = false
    @State private var log: [String] = []
    let buttons: Int
    var body: some View {
        VStack {
            Text(log.joined(separator: ",")).id("log")
            Button("Ask") { asking = true }
        }
        .alert("Delete the file?", isPresented: $asking) {
            Button("Delete", role: .destructive) { log.append("delete") }
            if buttons > 2 { Button("Archive") { log.append("archive") } }
            if buttons > 1 { Button("Cancel", role: .cancel) { log.append("cancel") } }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct Fruit: Identifiable { let id: Int; let name: String }

private struct ItemScreen: View {
    @State var fruit: Fruit?
    let detents: Set<PresentationDetent>
    var body: some View {
        Button("Pick") { fruit = Fruit(id: 1, name: "Pears") }
            .sheet(item: $fruit) { fruit in
                Text("Item \(fruit.name)").id("item").presentationDetents(detents)
            }
    }
}

private struct DialogScreen: View {
    @State var asking = true
    @State private var picked = ""
    var body: some View {
        Text("Picked \(picked)").id("picked")
            .confirmationDialog("Options", isPresented: $asking) {
                Button("Share") { picked = "share" }
                Button("Remove", role: .destructive) { picked = "remove" }
            }
    }
}

private struct CoverScreen: View {
    @State var covering = true
    var body: some View {
        Text("Under").id("under")
            .fullScreenCover(isPresented: $covering) { Color.blue.id("cover") }
    }
}

private func expectRect(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(sameFrame(a, b), "got \(a), expected \(b)", sourceLocation: sourceLocation)
}

private struct PushedDetail: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View { Button("Close") { dismiss() }.id("close") }
}

private struct PushingScreen: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { PushedDetail() }.id("open")
        }
    }
}

/// A sheet whose content presents itself: the layers stop at the depth limit.
private struct Recursive: View {
    var body: some View { Text("Again").sheet(isPresented: .constant(true)) { Recursive() } }
}

@MainActor @Suite struct PresentationTests {
    static let session = PreviewSession(device: DevicePreset.named("iphone-15"), size: CGSize(width: 393, height: 852))

    private func live<V: View>(_ view: V) throws -> LivePreview {
        try LivePreview(session: Self.session) { AnyView(view) }
    }

    private func frame(_ live: LivePreview, _ id: String) throws -> CGRect {
        try #require(live.tree.tree.root.first(id: id)).frame.rect
    }

    // MARK: Frames

    @Test func aSheetAtRestIsACardFromTenPointsBelowTheSafeAreaToTheBottom() throws {
        let live = try live(SheetScreen(showSheet: true))
        let tree = live.tree.tree
        #expect(tree.root.type == "Presentation")
        // The content fills the card less the bottom safe area: 852 − 34 − (59 + 10) = 749 tall.
        let content = try #require(tree.root.all.first { $0.type == "ZStack" })
        expectRect(content.frame.rect, CGRect(x: 0, y: 69, width: 393, height: 749))
        // A view that ignores the safe area reaches the bottom of the screen, not above the card.
        let fill = try #require(tree.root.first(id: "fill")?.children.first).frame.rect
        #expect(abs(fill.maxY - 852) < 0.01)
        #expect(fill.minY >= 69 - 0.01)
        #expect(live.tree.shownText(id: "presented") == "presented")
    }

    @Test func mediumAndHeightDetentsSetTheSheetsHeight() throws {
        // Medium: half the large sheet (783 / 2), from the bottom of the screen.
        let medium = try live(ItemScreen(fruit: Fruit(id: 1, name: "Pears"), detents: [.medium]))
        let card = try #require(medium.tree.tree.root.all.last { $0.type == "background" })
        expectRect(card.frame.rect, CGRect(x: 0, y: 852 - 391.5, width: 393, height: 391.5 - 34))
        // A height detent is measured above the bottom safe area; the smallest detent is the resting one.
        let fixed = try live(ItemScreen(fruit: Fruit(id: 1, name: "Pears"), detents: [.height(200), .large]))
        let small = try #require(fixed.tree.tree.root.all.last { $0.type == "background" })
        expectRect(small.frame.rect, CGRect(x: 0, y: 852 - 234, width: 393, height: 200))
        #expect(fixed.tree.shownText(id: "item") == "Item Pears")
    }

    @Test func anAlertIs270WideCentredWithButtons44TallSideBySideOrStacked() throws {
        let two = try live(AlertScreen(asking: true, buttons: 2))
        let buttons = try #require(two.tree.tree.root.children.last).all.filter { $0.type == "Button" }
        #expect(buttons.count == 2)
        // Side by side, Cancel on the left, a hairline (1 pt at scale 1) between.
        expectRect(buttons[0].frame.rect, CGRect(x: 61.5, y: buttons[0].frame.rect.minY, width: 134.5, height: 44))
        expectRect(buttons[1].frame.rect, CGRect(x: 197, y: buttons[0].frame.rect.minY, width: 134.5, height: 44))
        #expect(two.tree.tree.root.first(id: "log") != nil)
        let card = try #require(two.tree.tree.root.children.last).frame.rect
        #expect(abs(card.width - 270) < 0.01 && abs(card.minX - 61.5) < 0.01)
        // Centred in the safe area.
        #expect(abs(card.midY - (59 + 759 / 2)) < 0.01)
        #expect(abs(card.maxY - buttons[0].frame.rect.maxY) < 0.01)

        let three = try live(AlertScreen(asking: true, buttons: 3))
        let stacked = try #require(three.tree.tree.root.children.last).all.filter { $0.type == "Button" }.map(\.frame.rect)
        #expect(stacked.count == 3)
        for (i, b) in stacked.enumerated() {
            #expect(abs(b.width - 270) < 0.01 && abs(b.height - 44) < 0.01)
            if i > 0 { #expect(abs(b.minY - stacked[i - 1].maxY - 1) < 0.01) }
        }
        // Cancel last.
        #expect(three.tree.shownTexts().last == "Cancel")
    }

    @Test func aConfirmationDialogSitsAtTheBottomWithCancelApart() throws {
        let live = try live(DialogScreen())
        let buttons = live.tree.tree.root.all.filter { $0.type == "Button" }.map(\.frame.rect)
        #expect(buttons.count == 3)
        for b in buttons { #expect(abs(b.minX - 8) < 0.01 && abs(b.width - 377) < 0.01 && abs(b.height - 57) < 0.01) }
        // Cancel (added by the system) is last, 8 pt below the others, ending at the bottom safe area.
        #expect(abs(buttons[2].maxY - (852 - 34)) < 0.01)
        #expect(abs(buttons[2].minY - buttons[1].maxY - 8) < 0.01)
        try live.run(InteractionScript(parsing: "tap 'Remove'"))
        #expect(live.tree.shownText(id: "picked") == "Picked remove")
        #expect(!live.tree.isPresenting)
    }

    @Test func aFullScreenCoverFillsTheScreenAndTakesEveryTap() throws {
        let live = try live(CoverScreen())
        let cover = try frame(live, "cover")
        expectRect(cover, CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(throws: InteractionScript.Failure.self) { try live.run(InteractionScript(parsing: "tap 'Under'")) }
    }

    // MARK: Live

    @Test func aTapPresentsTheSheetAndDismissInsideDismissesItAndOnDismissRuns() throws {
        let live = try live(SheetScreen())
        #expect(!live.tree.isPresenting)
        try live.run(InteractionScript(parsing: "tap 'Show'"))
        #expect(live.tree.isPresenting)
        #expect(live.tree.shownText(id: "presented") == "presented")
        // The presenting view's button is under the sheet: taps by name reach the sheet only.
        #expect(throws: InteractionScript.Failure.self) { try live.run(InteractionScript(parsing: "tap 'Show'")) }
        // A tap on the dimmed strip above the sheet does not dismiss it.
        try live.send(.tap(CGPoint(x: 200, y: 64)))
        #expect(live.tree.isPresenting)
        try live.run(InteractionScript(parsing: "tap 'Done'"))
        #expect(!live.tree.isPresenting)
        #expect(live.tree.shownText(id: "dismissed") == "Dismissed 1")
    }

    @Test func aDragDownPastAQuarterDismissesTheSheet() throws {
        let live = try live(SheetScreen(showSheet: true))
        // 100 pt is less than a quarter of 783: the sheet stays.
        #expect(try !live.send(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))))
        #expect(live.tree.isPresenting)
        try live.run(InteractionScript(parsing: "drag 200,300 to 200,700"))
        #expect(!live.tree.isPresenting)
        #expect(live.tree.shownText(id: "dismissed") == "Dismissed 1")
        #expect(throws: InteractionScript.Failure.self) { try live.run(InteractionScript(parsing: "drag 200,300 to 200,700")) }
    }

    @Test func alertButtonsRunTheirActionThenDismiss() throws {
        let live = try live(AlertScreen(buttons: 2))
        try live.run(InteractionScript(parsing: "tap 'Ask'"))
        #expect(live.tree.isPresenting)
        try live.run(InteractionScript(parsing: "tap 'Delete'"))
        #expect(!live.tree.isPresenting)
        #expect(live.tree.shownText(id: "log") == "delete")
        try live.run(InteractionScript(parsing: "tap 'Ask'; tap 'Cancel'"))
        #expect(live.tree.shownText(id: "log") == "delete,cancel")
    }

    @Test func anItemSheetShowsItsItemAndDismissesToNil() throws {
        let live = try live(ItemScreen(detents: [.large]))
        try live.run(InteractionScript(parsing: "tap 'Pick'"))
        #expect(live.tree.shownText(id: "item") == "Item Pears")
        try live.run(InteractionScript(parsing: "drag 200,200 to 200,700"))
        #expect(live.tree.tree.root.first(id: "item") == nil)
    }

    @Test func dismissInAPushedViewPopsIt() throws {
        let live = try live(PushingScreen())
        try live.run(InteractionScript(parsing: "tap 'Open'"))
        #expect(live.tree.tree.root.first(id: "close") != nil && live.tree.tree.root.first(id: "open") == nil)
        try live.run(InteractionScript(parsing: "tap 'Close'"))
        #expect(live.tree.tree.root.first(id: "open") != nil && live.tree.tree.root.first(id: "close") == nil)
    }

    @Test func aSheetThatPresentsItselfStopsAtTheDepthLimit() throws {
        let live = try live(Recursive())
        // The black and the screen's background, the presenting view, then a scrim and a card a layer.
        #expect(live.tree.tree.root.children.count == 3 + 2 * 8)
    }

    @Test func scriptDragStepsParseWithTheirPlace() throws {
        let script = try InteractionScript(parsing: "drag 10,20 to 30, 40")
        #expect(script.steps.first?.action == .dragPoints(from: CGPoint(x: 10, y: 20), to: CGPoint(x: 30, y: 40)))
        #expect(throws: InteractionScript.Failure(line: 1, column: 12, message: "expected 'to' here")) {
            try InteractionScript(parsing: "drag 10,20 from 30,40")
        }
    }
}
