import Foundation
import Testing
import Trellis
@testable import TrellisSession

// Screens for the pointer side of a live preview: drags, long presses, sliders, scroll views,
// pressed buttons; each is what a person would write.

private struct DragCard: View {
    @State private var offset = CGSize.zero
    @GestureState private var drag = CGSize.zero
    @State private var ended = ""
    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 100, height: 100)
                .offset(x: offset.width + drag.width, y: offset.height + drag.height)
                .id("card")
                .gesture(DragGesture()
                    .updating($drag) { value, state, _ in state = value.translation }
                    .onEnded { value in
                        offset.width += value.translation.width
                        offset.height += value.translation.height
                        ended = "\(Int(value.translation.width)) \(Int(value.predictedEndTranslation.width)) \(Int(value.startLocation.x))"
                    })
                .accessibilityLabel("Card")
            Text("drag \(Int(drag.width))").id("drag")
            Text("ended \(ended)").id("ended")
            Spacer()
        }
    }
}

private struct Presses: View {
    @State private var log: [String] = []
    @State private var pressing = false
    var body: some View {
        VStack(spacing: 20) {
            Text("Hold").onLongPressGesture { log.append("held") } onPressingChanged: { pressing = $0 }
            Text("Slow").gesture(LongPressGesture(minimumDuration: 2).onEnded { _ in log.append("slow") })
            Button("Inner") { log.append("inner") }
                .padding(20)
                .highPriorityGesture(TapGesture().onEnded { log.append("outer") })
            Button("Both") { log.append("both-button") }
                .simultaneousGesture(TapGesture().onEnded { log.append("both-tap") })
            Text("Title")
            Text(log.joined(separator: ",")).id("log")
            Text(pressing ? "pressing" : "idle").id("pressing")
        }
    }
}

private struct Volume: View {
    @State private var volume = 0.0
    @State private var steps = 0.0
    @State private var editing: [Bool] = []
    var body: some View {
        VStack {
            Slider(value: $volume, in: 0...10, label: { Text("Volume") }, onEditingChanged: { editing.append($0) })
            Slider(value: $steps, in: 0...10, step: 1) { Text("Steps") }
            Text("volume \(volume)").id("volume")
            Text("steps \(steps)").id("steps")
            Text(editing.map { $0 ? "on" : "off" }.joined(separator: ",")).id("editing")
        }
    }
}

private struct Rows: View {
    @State private var taps = 0
    var body: some View {
        VStack(spacing: 0) {
            Text("taps \(taps)").id("taps")
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30) { i in
                        Button("Row \(i)") { taps += 1 }.frame(height: 50).id("row\(i)")
                    }
                }
            }
        }
    }
}

private struct PressStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.overlay(Text(configuration.isPressed ? "down" : "up").id("look"))
    }
}

private struct Pressable: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Styled") { count += 1 }.buttonStyle(PressStyle())
            Button("Plain default") { count += 10 }.id("default")
            Text("count \(count)").id("count")
        }
    }
}

private struct Links: View {
    @State private var handled: [String] = []
    var body: some View {
        VStack {
            Link("Docs", destination: URL(string: "https://example.com/docs")!)
            Link("Mine", destination: URL(string: "https://example.com/mine")!)
                .environment(\.openURL, OpenURLAction { url in MainActor.assumeIsolated { handled.append(url.path) }; return .handled })
            Text(handled.joined(separator: ",")).id("handled")
        }
    }
}

private struct Menus: View {
    @State private var size = "Small"
    @State private var log: [String] = []
    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Menu("Actions") {
                Button("Copy") { log.append("copy") }
                Button("Paste") { log.append("paste") }
            }
            Picker("Size", selection: $size) {
                Text("Small").tag("Small")
                Text("Large").tag("Large")
            }
            Text("size \(size)").id("size")
            Text(log.joined(separator: ",")).id("log")
            Spacer()
        }
    }
}

@MainActor @Suite struct LiveGestureTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 600))

    private func live<V: View>(_ view: V) throws -> LivePreview {
        try LivePreview(session: Self.session) { AnyView(view) }
    }

    private func frame(_ live: LivePreview, _ id: String) throws -> CGRect {
        try #require(live.tree.tree.root.first(id: id)).frame.rect
    }

    /// Where the card is drawn: its colour, which the offset moves (the offset's own frame stays).
    private func card(_ live: LivePreview) throws -> CGRect {
        try #require(live.tree.tree.root.first(id: "card")?.all.first { $0.type == "Color" }).frame.rect
    }

    @Test func aDragMovesTheOffsetByItsTranslationAndTheGestureStateResets() throws {
        let live = try live(DragCard())
        let start = try card(live)
        let centre = CGPoint(x: start.midX, y: start.midY)
        #expect(try live.send(.press(centre, time: 0)))
        // Under the minimum distance (10) nothing moves.
        try live.send(.move(CGPoint(x: centre.x + 6, y: centre.y), time: 0.05))
        #expect(try card(live) == start)
        try live.send(.move(CGPoint(x: centre.x + 40, y: centre.y + 30), time: 0.1))
        // While dragging, the @GestureState carries the translation from the press.
        #expect(live.tree.shownText(id: "drag") == "drag 40")
        let moving = try card(live)
        #expect(abs(moving.minX - start.minX - 40) < 0.01 && abs(moving.minY - start.minY - 30) < 0.01)
        try live.send(.release(CGPoint(x: centre.x + 40, y: centre.y + 30), time: 0.1))
        // Ended: the state is back to zero, the @State offset holds the translation.
        #expect(live.tree.shownText(id: "drag") == "drag 0")
        let after = try card(live)
        #expect(abs(after.minX - start.minX - 40) < 0.01 && abs(after.minY - start.minY - 30) < 0.01)
        // The card is grabbed where it is drawn now, outside its layout frame.
        try live.run(InteractionScript(parsing: "drag \(after.maxX - 5),\(after.maxY - 5) to \(after.maxX + 15),\(after.maxY - 5)"))
        #expect(abs(try card(live).minX - start.minX - 60) < 0.01)
    }

    @Test func aScriptedDragReportsItsVelocityProjection() throws {
        let live = try live(DragCard())
        let start = try card(live)
        try live.run(InteractionScript(parsing: "drag 'Card' by 100,0"))
        // 10 moves of 10 pt every 50 ms: 200 pt/s, projected 200 × 0.499 = 99.8 pt further.
        #expect(live.tree.shownText(id: "ended") == "ended 100 199 50")
        let after = try card(live)
        #expect(abs(after.minX - start.minX - 100) < 0.01)
        #expect(abs(after.minY - start.minY) < 0.01)
    }

    @Test func aLongPressFiresOnceHeldLongEnough() throws {
        let live = try live(Presses())
        let hold = try #require(live.tree.interactiveViews(named: "Hold").views.first).frame
        let p = CGPoint(x: hold.midX, y: hold.midY)
        try live.send(.press(p, time: 0))
        #expect(live.tree.shownText(id: "pressing") == "pressing")
        try live.send(.move(p, time: 0.3))
        #expect(live.tree.shownText(id: "log") == "")
        try live.send(.move(p, time: 0.6))
        #expect(live.tree.shownText(id: "log") == "held")
        try live.send(.release(p, time: 0.7))
        #expect(live.tree.shownText(id: "pressing") == "idle")
        // Released too soon: nothing.
        try live.send(.press(p, time: 1))
        try live.send(.release(p, time: 1.2))
        #expect(live.tree.shownText(id: "log") == "held")
        try live.run(InteractionScript(parsing: "long-press 'Hold'; long-press 'Slow'; long-press 'Slow' for 2.5"))
        #expect(live.tree.shownText(id: "log") == "held,held,slow")
    }

    @Test func highPriorityAndSimultaneousGesturesRankAgainstAButton() throws {
        let live = try live(Presses())
        let inner = try #require(live.tree.interactiveViews(named: "Inner").views.first).frame
        try live.send(.tap(CGPoint(x: inner.midX, y: inner.midY)))
        #expect(live.tree.shownText(id: "log") == "outer")
        let both = try #require(live.tree.interactiveViews(named: "Both").views.first).frame
        try live.send(.tap(CGPoint(x: both.midX, y: both.midY)))
        #expect(live.tree.shownText(id: "log") == "outer,both-tap,both-button")
    }

    @Test func aSliderFollowsItsThumbToTheFractionAndSnapsToItsStep() throws {
        let live = try live(Volume())
        try live.run(InteractionScript(parsing: "slide 'Volume' to 0.75"))
        #expect(live.tree.shownText(id: "volume") == "volume 7.500000")
        #expect(live.tree.shownText(id: "editing") == "on,off")
        try live.run(InteractionScript(parsing: "slide 'Steps' to 0.43"))
        #expect(live.tree.shownText(id: "steps") == "steps 4.000000")
        // A press on the track away from the thumb does nothing (UISlider tracks the thumb only).
        let track = try #require(live.tree.interactiveViews(named: "Volume").views.first).frame
        try live.send(.press(CGPoint(x: track.minX + 20, y: track.midY), time: 0))
        try live.send(.move(CGPoint(x: track.minX + 60, y: track.midY), time: 0.1))
        try live.send(.release(CGPoint(x: track.minX + 60, y: track.midY), time: 0.1))
        #expect(live.tree.shownText(id: "volume") == "volume 7.500000")
        // The thumb is drawn at the fraction: its centre 14 + 0.75 × (width − 28) from the leading edge.
        let thumb = try #require(live.tree.tree.root.all.first { $0.type == "Circle" && $0.frame.rect.intersects(track) }).frame.rect
        #expect(abs(thumb.midX - (track.minX + 14 + 0.75 * (track.width - 28))) < 0.01)
    }

    @Test func aScrollViewFollowsADragAndItsButtonsDoNotFire() throws {
        let live = try live(Rows())
        let before = try frame(live, "row3")
        try live.run(InteractionScript(parsing: "scroll 'Row 3' by 0,200"))
        let after = try frame(live, "row3")
        #expect(abs(before.minY - after.minY - 200) < 0.01)
        #expect(live.tree.shownText(id: "taps") == "taps 0")
        // Clamped as at rest: 30 rows of 50 less the scroll view's height.
        try live.run(InteractionScript(parsing: "scroll 'Row 8' by 0,100000"))
        let scroll = try #require(live.tree.scrollViews.first)
        #expect(abs(scroll.contentOffset.y - (1500 - scroll.frame.height)) < 0.01)
        // A tap without movement still reaches the row's button.
        let row = try frame(live, "row20")
        try live.send(.tap(CGPoint(x: row.midX, y: row.midY)))
        #expect(live.tree.shownText(id: "taps") == "taps 1")
    }

    @Test func aPressedButtonShowsItsPressedLookUntilReleased() throws {
        let live = try live(Pressable())
        #expect(live.tree.shownTexts().contains("up"))
        let styled = try #require(live.tree.interactiveViews(named: "Styled").views.first).frame
        let p = CGPoint(x: styled.midX, y: styled.midY)
        try live.send(.press(p, time: 0))
        #expect(live.tree.shownTexts().contains("down"))
        #expect(live.tree.shownText(id: "count") == "count 0")
        try live.send(.release(p, time: 0.1))
        #expect(live.tree.shownTexts().contains("up"))
        #expect(live.tree.shownText(id: "count") == "count 1")
        // The default style dims its label to 0.2 while pressed.
        let plain = try frame(live, "default")
        let restList = "\(live.tree.displayList())"
        try live.send(.press(CGPoint(x: plain.midX, y: plain.midY), time: 1))
        let pressedList = "\(live.tree.displayList())"
        #expect(pressedList != restList)
        #expect(pressedList.contains("0.2"))
        // Dragged off the button: released outside, no action.
        try live.send(.move(CGPoint(x: plain.midX, y: plain.maxY + 100), time: 1.2))
        try live.send(.release(CGPoint(x: plain.midX, y: plain.maxY + 100), time: 1.2))
        #expect(live.tree.shownText(id: "count") == "count 1")
        #expect("\(live.tree.displayList())" == restList)
    }

    @Test func aLinkRunsOpenURLAndReportsWhatItLeavesToTheSystem() throws {
        let live = try live(Links())
        var opened: [URL] = []
        try live.run(InteractionScript(parsing: "tap 'Docs'; tap 'Mine'")) { opened.append($0) }
        #expect(opened == [URL(string: "https://example.com/docs")!])
        #expect(live.tree.shownText(id: "handled") == "/mine")
    }

    @Test func aMenuOpensOnATapAndPickingAnItemRunsItAndCloses() throws {
        let live = try live(Menus())
        #expect(!live.tree.shownTexts().contains("Copy"))
        try live.run(InteractionScript(parsing: "tap 'Actions'"))
        #expect(live.tree.shownTexts().contains("Copy") && live.tree.shownTexts().contains("Paste"))
        // The list is 250 wide, 6 under the menu's label, from its leading edge; rows are padded 11 above and below.
        let label = try #require(live.tree.interactiveViews(named: "Actions").views.first { $0.kind == .menu }).frame
        let copy = try #require(live.tree.interactiveViews(named: "Copy").views.first).frame
        let paste = try #require(live.tree.interactiveViews(named: "Paste").views.first).frame
        #expect(abs(copy.width - 250) < 0.01 && abs(copy.minX - label.minX) < 0.01 && abs(copy.minY - label.maxY - 6) < 0.01,
                "\(label) \(copy)")
        let text = try #require(live.tree.shownFrame(named: "Copy"))
        #expect(abs(paste.minY - copy.maxY) < 0.01 && abs(copy.height - 22 - text.height) < 0.01, "\(copy) \(paste) \(text)")
        try live.run(InteractionScript(parsing: "tap 'Paste'"))
        #expect(live.tree.shownText(id: "log") == "paste")
        #expect(!live.tree.shownTexts().contains("Copy"))
        try live.run(InteractionScript(parsing: "pick 'Copy' in 'Actions'; pick 'Large' in 'Size'"))
        #expect(live.tree.shownText(id: "log") == "paste,copy")
        #expect(live.tree.shownText(id: "size") == "size Large")
        #expect(live.tree.shownTexts().filter { $0 == "Small" }.isEmpty)
        var message = ""
        do { try live.run(InteractionScript(parsing: "pick 'Huge' in 'Size'")) } catch { message = error.description }
        #expect(message == "--interact:1:16: error: 'Size' has no item 'Huge'")
        #expect(live.tree.shownTexts().filter { $0 == "Large" }.count == 1, "the menu closed again")
        do { try live.run(InteractionScript(parsing: "pick 'A' in 'size Large'")) } catch { message = error.description }
        #expect(message == "--interact:1:13: error: 'size Large' does not open a menu")
    }

    @Test func pointerStepsOnTheWrongTargetAreLocatedErrors() throws {
        let live = try live(Presses())
        func failure(_ script: String) -> String {
            do { try live.run(InteractionScript(parsing: script)) } catch { return error.description }
            return "no error"
        }
        var message = failure("toggle 'Hold'\nslide 'Title' to 0.5")
        #expect(message == "--interact:1:8: error: 'Hold' is a gesture, which does not toggle")
        message = failure("slide 'Title' to 0.5")
        #expect(message == "--interact:1:7: error: 'Title' does not slide: it is not a slider")
        message = failure("slide 'Inner' to 0.5")
        #expect(message == "--interact:1:7: error: 'Inner' is a Button, which does not slide")
        message = failure("drag 'Hold' by 10,0")
        #expect(message == "--interact:1:6: error: 'Hold' does not drag: nothing there follows the pointer")
        message = failure("long-press 'Inner'")
        #expect(message == "--interact:1:12: error: 'Inner' does not take a long press")
        message = failure("scroll 'Hold' by 0,10")
        #expect(message == "--interact:1:8: error: 'Hold' is not in a scroll view")
        message = failure("drag 'Nothing' by 1,1")
        #expect(message == "--interact:1:6: error: no view shows 'Nothing'")
        #expect(throws: InteractionScript.Failure(line: 1, column: 18, message: "expected a fraction of the track from 0 to 1, found 2.0")) {
            try InteractionScript(parsing: "slide 'Volume' to 2")
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 13, message: "expected 'by' here")) {
            try InteractionScript(parsing: "drag 'Card' to 3,4")
        }
    }
}
