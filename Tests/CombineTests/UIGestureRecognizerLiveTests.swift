import Foundation
import SwiftUI
import Testing
import TrellisSession
import TrellisTestSupport

// UIKit gesture recognizers in SwiftUI (`UIGestureRecognizerRepresentable`, iOS 18) in a live
// preview, as apps write them: the pointer's press, drags and release reach the recognizer as one
// finger, and the representable handles each change of state. (This file lives here because this
// target is the one that links both the SwiftUI module and TrellisSession.)

/// A pan that works beside a scroll view: the idiom of many iOS 18 demos.
private struct PanGesture: UIGestureRecognizerRepresentable {
    var handle: (UIPanGestureRecognizer) -> Void

    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }

    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
        let gesture = UIPanGestureRecognizer()
        gesture.delegate = context.coordinator
        return gesture
    }

    func updateUIGestureRecognizer(_ recognizer: UIPanGestureRecognizer, context: Context) {}

    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {
        handle(recognizer)
    }

    final class Coordinator: NSObject, UIGestureRecognizerDelegate {
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    }
}

/// A double tap, with no coordinator, reporting where it landed through the converter.
private struct DoubleTap: UIGestureRecognizerRepresentable {
    var action: (CGPoint) -> Void

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        return tap
    }

    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        if recognizer.state == .ended { action(context.converter.localLocation) }
    }
}

private struct SwipeCard: View {
    @State private var offset: CGFloat = 0
    @State private var log: [String] = []
    @State private var taps = ""

    var body: some View {
        VStack(spacing: 0) {
            Color.blue.frame(width: 200, height: 100)
                .offset(x: offset)
                .gesture(PanGesture { gesture in
                    let translation = gesture.translation(in: gesture.view)
                    switch gesture.state {
                    case .began:
                        log.append("began \(Int(gesture.location(in: gesture.view).x)) \(Int(gesture.location(in: nil).x))")
                    case .changed:
                        offset = translation.x
                    case .ended:
                        log.append("ended \(Int(translation.x)) \(Int(gesture.velocity(in: gesture.view).x))")
                        offset = 0
                    default:
                        break
                    }
                })
                .id("card")
            Text(log.joined(separator: ",")).id("log")
            Text("offset \(Int(offset))").id("offset")
            Color.green.frame(width: 100, height: 100)
                .gesture(DoubleTap { taps = "tapped \(Int($0.x)),\(Int($0.y))" })
                .id("target")
            Text(taps).id("taps")
            Spacer()
        }
    }
}

@MainActor @Suite struct UIGestureRecognizerLiveTests {
    private func live() throws -> LivePreview {
        try LivePreview(session: PreviewSession(size: CGSize(width: 390, height: 600))) { AnyView(SwipeCard()) }
    }

    private func frame(_ live: LivePreview, _ id: String) throws -> CGRect {
        try #require(live.tree.tree.root.first(id: id)).frame.rect
    }

    @Test func atRestTheRecognizerChangesNothing() throws {
        let live = try live()
        #expect(try frame(live, "card") == CGRect(x: 95, y: 0, width: 200, height: 100))
        #expect(live.tree.shownText(id: "log") == "")
        #expect(live.tree.shownText(id: "offset") == "offset 0")
    }

    @Test func aDragFeedsThePanWhichBeginsPastTenPointsAndEndsAtTheRelease() throws {
        let live = try live()
        let card = try frame(live, "card")
        let centre = CGPoint(x: card.midX, y: card.midY)
        #expect(try live.send(.press(centre, time: 0)))
        try live.send(.move(CGPoint(x: centre.x + 6, y: centre.y), time: 0.05))
        #expect(live.tree.shownText(id: "log") == "")
        try live.send(.move(CGPoint(x: centre.x + 40, y: centre.y), time: 0.1))
        // Began where the pointer is: 140 in the card (its frame starts at 95), 235 in the window.
        #expect(live.tree.shownText(id: "log") == "began 140 235")
        try live.send(.move(CGPoint(x: centre.x + 60, y: centre.y), time: 0.15))
        // The translation counts from where the pan began, as on iOS.
        #expect(live.tree.shownText(id: "offset") == "offset 20")
        try live.send(.release(CGPoint(x: centre.x + 60, y: centre.y), time: 0.15))
        // Over the last 0.1 s: 54 points.
        #expect(live.tree.shownText(id: "log") == "began 140 235,ended 20 540")
        #expect(live.tree.shownText(id: "offset") == "offset 0")
        // A scripted drag reaches it the same way.
        try live.run(InteractionScript(parsing: "drag \(centre.x),\(centre.y) to \(centre.x - 100),\(centre.y)"))
        #expect(live.tree.shownText(id: "log")?.hasSuffix(",ended -90 -200") == true, "\(live.tree.shownText(id: "log") ?? "")")
    }

    @Test func aDoubleClickIsADoubleTapAtItsLocalLocation() throws {
        let live = try live()
        let target = try frame(live, "target")
        let p = CGPoint(x: target.minX + 30, y: target.minY + 40)
        try live.send(.press(p, time: 0))
        try live.send(.release(p, time: 0.05))
        #expect(live.tree.shownText(id: "taps") == "")
        try live.send(.press(p, time: 0.2))
        try live.send(.release(p, time: 0.25))
        #expect(live.tree.shownText(id: "taps") == "tapped 30,40")
    }
}
