import Foundation
import Testing
@testable import Trellis
import TrellisTestSupport
@testable import TrellisSession

// Presentations that move in a live preview: a compact date picker's card
// (Controls/DatePickerPopover.swift), a sheet dragged down with the pointer
// (Live/SheetDragRecognizer.swift), and presentations coming and going with iOS's animations
// (Live/PresentationTransitions.swift). On an iPhone 15: 393 × 852, safe area 59 at the top and
// 34 at the bottom.

private struct DateScreen: View {
    /// Tuesday 25 November 2025, 9:41 AM (UTC, the previews' time zone).
    @State var date = Date(timeIntervalSince1970: 1_764_063_660)
    var body: some View {
        VStack {
            DatePicker("Date", selection: $date)
            Spacer()
        }
        .padding()
    }
}

private struct DraggedSheet: View {
    @State var showing = true
    @State private var dismissed = 0
    let locked: Bool
    var body: some View {
        VStack {
            Text("Dismissed \(dismissed)").id("dismissed")
            Button("Show") { showing = true }
        }
        .sheet(isPresented: $showing, onDismiss: { dismissed += 1 }) {
            VStack {
                Button("Done") { showing = false }
                ScrollView { Color.green.frame(height: 2000) }.frame(height: 200).id("scroll")
                Spacer()
            }
            .interactiveDismissDisabled(locked)
        }
    }
}

private struct AlertScreen: View {
    @State private var asking = false
    var body: some View {
        Button("Ask") { asking = true }
            .alert("Sure?", isPresented: $asking) { Button("OK") {} }
    }
}

private func expectRect(_ a: CGRect, _ b: CGRect, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(sameFrame(a, b), "got \(a), expected \(b)", sourceLocation: sourceLocation)
}

@MainActor @Suite struct LivePresentationTests {
    static let session = PreviewSession(device: DevicePreset.named("iphone-15"), size: CGSize(width: 393, height: 852))
    /// The time button's title: Foundation puts a narrow no-break space before "AM".
    static let time = Date(timeIntervalSince1970: 1_764_063_660)
        .formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!))

    private func live<V: View>(_ view: V) throws -> LivePreview {
        let live = try LivePreview(session: Self.session) { AnyView(view) }
        live.keepsListBeforeUpdate = true
        return live
    }

    /// The card of the topmost presentation (the root's last child).
    private func card(_ live: LivePreview) throws -> CGRect {
        try #require(live.tree.tree.root.children.last).frame.rect
    }

    /// The item with `identity` in `list`, searched depth first.
    private func item(_ identity: String, in list: DisplayList) -> DisplayItem? { list.item(identity: identity) }

    // MARK: DatePicker

    @Test func aCompactDatePickersDateButtonOpensTheCalendarInACardBelowIt() throws {
        let live = try live(DateScreen())
        #expect(live.tree.shownTexts().contains("Nov 25, 2025"))
        try live.run(InteractionScript(parsing: "tap 'Nov 25, 2025'"))
        #expect(live.tree.isPresenting)
        // The picker's row is 33 tall at the top of the padded safe area (y 75…108); the card,
        // 320 + 2 × 12 wide, is centred across the screen 8 pt below it, as tall as the calendar
        // (44 + 20 + 6 × 44) and its padding.
        let picker = try #require(live.tree.tree.root.all.first { $0.type == "DatePicker" }).frame.rect
        expectRect(picker, CGRect(x: 16, y: 75, width: 361, height: 33))
        expectRect(try card(live), CGRect(x: 24.5, y: 116, width: 344, height: 352))
        #expect(live.tree.shownTexts().contains("November 2025"))
        // A tap on a day sets the date, the time kept; the card stays open, as on iOS.
        try live.run(InteractionScript(parsing: "tap '15'"))
        #expect(live.tree.isPresenting)
        // Under the card, the picker's button shows the new date.
        var texts = live.tree.shownTexts()
        #expect(texts.contains("Nov 15, 2025") && texts.contains(Self.time), "\(texts)")
        // The chevrons change the month shown, not the date; a day then is in that month.
        try live.run(InteractionScript(parsing: "tap 'Next Month'"))
        texts = live.tree.shownTexts()
        #expect(texts.contains("December 2025") && texts.contains("Nov 15, 2025"), "\(texts)")
        try live.run(InteractionScript(parsing: "tap '3'"))
        #expect(live.tree.shownTexts().contains("Dec 3, 2025"))
        // A tap outside the card closes it.
        try live.send(.tap(CGPoint(x: 200, y: 700)))
        #expect(!live.tree.isPresenting)
        #expect(live.tree.shownTexts().contains("Dec 3, 2025"))
    }

    @Test func theLabelOpensTheCalendarAndTheTimeButtonTheWheels() throws {
        let live = try live(DateScreen())
        try live.run(InteractionScript(parsing: "tap 'Date'"))
        #expect(live.tree.shownTexts().contains("November 2025"))
        try live.send(.tap(CGPoint(x: 200, y: 700)))
        // Named with a plain space, though Foundation writes a narrow no-break one.
        try live.run(InteractionScript(parsing: "tap '9:41 AM'"))
        // The wheels, 216 tall, in the card: hour, minute and AM/PM columns.
        expectRect(try card(live), CGRect(x: 24.5, y: 116, width: 344, height: 240))
        let texts = live.tree.shownTexts()
        #expect(texts.contains("41") && texts.contains("AM") && !texts.contains("November 2025"), "\(texts)")
    }

    // MARK: Dragging a sheet

    @Test func aSheetFollowsAPressedDragAndSpringsBackShortOfTheThreshold() throws {
        let live = try live(DraggedSheet(locked: false))
        let rest = try card(live)
        #expect(abs(rest.minY - 69) < 0.01)
        // Pressed on the sheet below its content; 5 points is not yet a drag.
        #expect(try live.send(.press(CGPoint(x: 200, y: 600), time: 0)))
        try live.send(.move(CGPoint(x: 200, y: 605), time: 0.05))
        #expect(abs(try card(live).minY - 69) < 0.01)
        try live.send(.move(CGPoint(x: 200, y: 700), time: 0.1))
        #expect(abs(try card(live).minY - 169) < 0.01)
        let dragged = live.tree.displayList()
        // 100 of the sheet's 783 points is short of a quarter: it goes back to its detent, on a spring.
        try live.send(.release(CGPoint(x: 200, y: 700), time: 0.15))
        let back = try card(live)
        #expect(live.tree.isPresenting && abs(back.minY - 69) < 0.01)
        #expect(live.tree.shownText(id: "dismissed") == "Dismissed 0")
        let spring = try #require(live.lastAnimation.regions.first { $0.identity == "0@card0" })
        #expect(spring.timing == PresentationRecords.springBackTiming)
        let animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                        animation: live.lastAnimation)
        #expect(abs((item("0@card0@group", in: dragged)?.frame.minY ?? 0) - 169) < 0.01)
        let moving = try #require(item("0@card0@group", in: animation.list(at: 0.05))).frame.minY
        #expect(moving > 69.5 && moving < 168.5, "\(moving)")
    }

    @Test func aSheetDraggedPastAQuarterIsDismissedAndSlidesOff() throws {
        let live = try live(DraggedSheet(locked: false))
        try live.send(.press(CGPoint(x: 200, y: 600), time: 0))
        for (i, y) in [620.0, 700, 800, 850].enumerated() { try live.send(.move(CGPoint(x: 200, y: y), time: Double(i) * 0.05)) }
        #expect(abs(try card(live).minY - 319) < 0.01)
        try live.send(.release(CGPoint(x: 200, y: 850), time: 0.3))
        #expect(!live.tree.isPresenting)
        #expect(live.tree.shownText(id: "dismissed") == "Dismissed 1")
        // It leaves from where it was let go, down to the bottom edge, over the screen.
        let leaving = try #require(live.lastAnimation.removals.first { $0.identity == "0@card0" })
        #expect(leaving.isOverlay && abs(leaving.frame.minY - 319) < 0.01)
        #expect(leaving.transition == .offset(CGSize(width: 0, height: 852 - 319)))
    }

    @Test func aControlOrAScrollViewInsideKeepsItsDragAndInteractiveDismissDisabledKeepsTheSheet() throws {
        let live = try live(DraggedSheet(locked: false))
        // The scroll view inside (y 90…290 or so) takes the drag: the sheet stays put.
        let scroll = try #require(live.tree.tree.root.first(id: "scroll")).frame.rect
        try live.send(.press(CGPoint(x: 200, y: scroll.midY), time: 0))
        try live.send(.move(CGPoint(x: 200, y: scroll.midY + 60), time: 0.1))
        #expect(abs(try card(live).minY - 69) < 0.01)
        try live.send(.release(CGPoint(x: 200, y: scroll.midY + 60), time: 0.2))
        #expect(live.tree.isPresenting)

        let locked = try self.live(DraggedSheet(locked: true))
        try locked.send(.press(CGPoint(x: 200, y: 600), time: 0))
        try locked.send(.move(CGPoint(x: 200, y: 850), time: 0.1))
        #expect(abs(try card(locked).minY - 69) < 0.01)
        try locked.send(.release(CGPoint(x: 200, y: 850), time: 0.2))
        #expect(locked.tree.isPresenting && locked.tree.shownText(id: "dismissed") == "Dismissed 0")
    }

    // MARK: Animations

    @Test func aSheetSlidesUpWhenPresentedAndDownWhenDismissedWithoutWithAnimation() throws {
        let live = try live(DraggedSheet(showing: false, locked: false))
        try live.run(InteractionScript(parsing: "tap 'Show'"))
        let change = live.lastAnimation
        #expect(change.timing == nil)
        let identities = Set(change.regions.map(\.identity))
        #expect(identities.isSuperset(of: ["0@scrim0", "0@card0", "0@presenting"]), "\(identities)")
        #expect(change.regions.allSatisfy { $0.timing == PresentationRecords.slideTiming })
        var animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0, animation: change)
        // Half-way through 0.4 s of ease-in-out: the card's top is half-way from the bottom
        // edge (852) to its detent (69); at the start it is below the screen.
        let top = { (time: Double) in self.item("0@card0@group", in: animation.list(at: time))?.frame.minY ?? -1 }
        #expect(abs(top(0.2) - (69 + 783.0 / 2)) < 0.01, "\(top(0.2))")
        #expect(abs(top(0) - 852) < 0.01 && abs(top(0.4) - 69) < 0.01)
        // The dim fades in: half of it at half-way.
        let dim = try #require(animation.list(at: 0.2).items.first { $0.identity.hasPrefix("0@scrim0") && $0.identity.hasSuffix("@appearing") })
        if case let .group(group) = dim.content { #expect(abs(group.opacity - 0.5) < 1e-6) } else { Issue.record("no fade") }
        // The screen behind scales from its full size to 0.92.
        let screen = try #require(item("0@presenting@group@appearing", in: animation.list(at: 0)))
        if case let .group(group) = screen.content, case let .transform(_, sx, _, _)? = group.effects.first {
            #expect(abs(sx - 1 / PresentationMetrics.presentingScale) < 1e-9)
        } else { Issue.record("no scale") }

        try live.run(InteractionScript(parsing: "tap 'Done'"))
        #expect(!live.tree.isPresenting)
        animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                    animation: live.lastAnimation)
        let leaving = animation.list(at: 0.2)
        #expect(abs((item("0@card0@group", in: leaving)?.frame.minY ?? -1) - (69 + 783.0 / 2)) < 0.01)
        // Over what stays: the card is drawn last.
        #expect(leaving.items.last?.allItems.contains { $0.identity == "0@card0@group" } == true)
        #expect(item("0@card0@group", in: animation.list(at: 0.4)) == nil)
    }

    @Test func anAlertFadesInFromALargerScaleAndOut() throws {
        let live = try live(AlertScreen())
        try live.run(InteractionScript(parsing: "tap 'Ask'"))
        #expect(live.lastAnimation.regions.allSatisfy { $0.timing == PresentationRecords.fadeTiming })
        let animation = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                        animation: live.lastAnimation)
        let start = animation.list(at: 0)
        let appearing = try #require(start.items.first { $0.identity.hasPrefix("0@card0") && $0.identity.hasSuffix("@appearing") })
        guard case let .group(group) = appearing.content, case let .transform(_, sx, _, _)? = group.effects.first else {
            Issue.record("no scale")
            return
        }
        #expect(group.opacity == 0 && abs(sx - 1.1) < 1e-9)
        #expect(!animation.list(at: 0.25).allItems.contains { $0.identity.hasSuffix("@appearing") })

        try live.run(InteractionScript(parsing: "tap 'OK'"))
        let out = LayoutAnimation(from: try #require(live.listBeforeUpdate), to: live.tree.displayList(), start: 0,
                                  animation: live.lastAnimation)
        // Out at its size: only fading.
        let leaving = try #require(out.list(at: 0.1).items.first { $0.identity.hasPrefix("0@card0") && $0.identity.hasSuffix("@leaving") })
        if case let .group(group) = leaving.content { #expect(group.effects.isEmpty && group.opacity > 0 && group.opacity < 1) }
    }

    @Test func aSheetShownAtRestStaysWhenNothingChanges() throws {
        // An update that changes nothing keeps what the kept views presented.
        let live = try live(DraggedSheet(locked: false))
        try live.update()
        #expect(live.tree.isPresenting)
        try live.send(.tap(CGPoint(x: 200, y: 700)))
        #expect(live.tree.isPresenting)
    }
}
