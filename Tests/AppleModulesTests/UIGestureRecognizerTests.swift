import CoreGraphics
import Foundation
import Testing
import UIKit

/// The object whose `@objc` methods the recognizers call: a compiled preview's dispatcher would
/// call its methods by name; here the test's dispatcher records each call's name and the sender's
/// state at the time.
private final class ActionLog: NSObject {
    var calls: [(name: String, state: UIGestureRecognizer.State?)] = []
    var names: [String] { calls.map(\.name) }
    var states: [UIGestureRecognizer.State?] { calls.map(\.state) }
}

@MainActor private let registerDispatcher: Void = _SelectorTargets.register { target, name, arguments in
    guard let log = target as? ActionLog else { return false }
    log.calls.append((name, (arguments.first as? UIGestureRecognizer)?.state))
    return true
}

private final class Gatekeeper: NSObject, UIGestureRecognizerDelegate {
    var begins = true
    var receives = true
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return begins
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receives }
}

/// UIKit's recognizers driven by touch sequences, as a person's finger (or a live preview's
/// pointer) makes them: the states they go through, the actions they call, the values they report.
@MainActor @Suite struct UIGestureRecognizerTests {
    init() { registerDispatcher }

    func near(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 }

    @Test func aPanBeginsPastTenPointsAndCountsItsTranslationFromThere() {
        let log = ActionLog()
        let pan = UIPanGestureRecognizer(target: log, action: _sel("handlePan(_:)"))
        pan._feed(.began, at: CGPoint(x: 100, y: 100), time: 0)
        pan._feed(.moved, at: CGPoint(x: 106, y: 100), time: 0.05)
        #expect(pan.state == .possible && log.calls.isEmpty)
        #expect(pan.translation(in: nil) == .zero)
        pan._feed(.moved, at: CGPoint(x: 140, y: 130), time: 0.1)
        #expect(pan.state == .began)
        // iOS leaves the hysteresis out: the translation is zero as the pan begins.
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.location(in: nil) == CGPoint(x: 140, y: 130))
        pan._feed(.moved, at: CGPoint(x: 150, y: 130), time: 0.15)
        #expect(pan.state == .changed)
        #expect(near(pan.translation(in: nil), CGPoint(x: 10, y: 0)))
        // Over the last 0.1 s: from (106, 100) at 0.05 to (150, 130) at 0.15.
        #expect(near(pan.velocity(in: nil), CGPoint(x: 440, y: 300)))
        pan._feed(.ended, at: CGPoint(x: 150, y: 130), time: 0.15)
        #expect(pan.state == .ended)
        #expect(log.names == ["handlePan(_:)", "handlePan(_:)", "handlePan(_:)"])
        #expect(log.states == [.began, .changed, .ended])
        // The next touch starts over.
        pan._feed(.began, at: CGPoint(x: 0, y: 0), time: 1)
        #expect(pan.state == .possible)
        pan._feed(.ended, at: CGPoint(x: 2, y: 0), time: 1.1)
        #expect(pan.state == .failed)
        #expect(log.calls.count == 3)
    }

    @Test func aPanInAViewReportsInTheViewsCoordinatesAndTakesANewTranslation() {
        let view = UIView(frame: CGRect(x: 50, y: 80, width: 200, height: 200))
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        #expect(pan.view === view && view.gestureRecognizers?.count == 1)
        pan._feed(.began, at: CGPoint(x: 100, y: 100), time: 0)
        pan._feed(.moved, at: CGPoint(x: 120, y: 100), time: 0.1)
        pan._feed(.moved, at: CGPoint(x: 130, y: 110), time: 0.2)
        #expect(pan.location(in: view) == CGPoint(x: 80, y: 30))
        #expect(pan.location(in: nil) == CGPoint(x: 130, y: 110))
        #expect(near(pan.translation(in: view), CGPoint(x: 10, y: 10)))
        pan.setTranslation(.zero, in: view)
        pan._feed(.moved, at: CGPoint(x: 135, y: 100), time: 0.3)
        #expect(near(pan.translation(in: view), CGPoint(x: 5, y: -10)))
        // Held still for 0.2 s: the velocity falls to zero.
        pan._advance(to: 0.5)
        #expect(pan.velocity(in: view) == .zero)
        view.removeGestureRecognizer(pan)
        #expect(pan.view == nil && view.gestureRecognizers == nil)
    }

    @Test func turningARecognizerOffCancelsItsGestureAndRemovedTargetsAreNotCalled() {
        let log = ActionLog(), other = ActionLog()
        let pan = UIPanGestureRecognizer(target: log, action: _sel("moved(_:)"))
        pan.addTarget(other, action: _sel("alsoMoved"))
        pan._feed(.began, at: .zero, time: 0)
        pan._feed(.moved, at: CGPoint(x: 0, y: 30), time: 0.1)
        pan.removeTarget(other, action: nil)
        pan.isEnabled = false
        #expect(pan.state == .cancelled)
        #expect(log.states == [.began, .cancelled])
        #expect(other.names == ["alsoMoved"])
    }

    @Test func aTapIsRecognizedAtTouchUpWithinTenPoints() {
        let log = ActionLog()
        let tap = UITapGestureRecognizer(target: log, action: _sel("Coordinator.tapped(_:)"))
        tap._feed(.began, at: CGPoint(x: 20, y: 20), time: 0)
        #expect(tap.state == .possible)
        tap._feed(.ended, at: CGPoint(x: 24, y: 23), time: 0.1)
        #expect(tap.state == .recognized)
        #expect(log.names == ["tapped(_:)"] && log.states == [.ended])
        #expect(tap.location(in: nil) == CGPoint(x: 24, y: 23))
        // Moved too far: no tap.
        tap._feed(.began, at: CGPoint(x: 20, y: 20), time: 1)
        tap._feed(.moved, at: CGPoint(x: 35, y: 20), time: 1.1)
        #expect(tap.state == .failed)
        tap._feed(.ended, at: CGPoint(x: 20, y: 20), time: 1.2)
        #expect(tap.state == .failed && log.calls.count == 1)
    }

    @Test func aDoubleTapNeedsItsSecondTapSoonAndASingleTapWaitsForItToFail() {
        let singleLog = ActionLog(), doubleLog = ActionLog()
        let single = UITapGestureRecognizer(target: singleLog, action: _sel("single"))
        let double = UITapGestureRecognizer(target: doubleLog, action: _sel("double"))
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        func tap(at time: TimeInterval) {
            for r in [single, double] { r._feed(.began, at: CGPoint(x: 10, y: 10), time: time) }
            for r in [single, double] { r._feed(.ended, at: CGPoint(x: 10, y: 10), time: time + 0.05) }
        }
        // Two taps 0.2 s apart: the double tap; the single tap fails.
        tap(at: 0)
        #expect(single.state == .possible && double.state == .possible)
        tap(at: 0.25)
        #expect(double.state == .recognized && single.state == .failed)
        #expect(doubleLog.names == ["double"] && singleLog.calls.isEmpty)
        // One tap, then nothing: the double tap fails 0.35 s after the lift, and the single tap
        // is recognized then.
        tap(at: 2)
        #expect(singleLog.calls.isEmpty)
        for r in [single, double] { r._advance(to: 2.5) }
        #expect(double.state == .failed && single.state == .recognized)
        #expect(singleLog.names == ["single"] && doubleLog.names == ["double"])
    }

    @Test func aLongPressBeginsAfterHalfASecondHeldStillThenFollowsTheFinger() {
        let log = ActionLog()
        let press = UILongPressGestureRecognizer(target: log, action: _sel("pressed(_:)"))
        #expect(press.minimumPressDuration == 0.5 && press.allowableMovement == 10)
        press._feed(.began, at: CGPoint(x: 50, y: 50), time: 0)
        press._feed(.moved, at: CGPoint(x: 55, y: 50), time: 0.3)
        #expect(press.state == .possible)
        press._feed(.moved, at: CGPoint(x: 55, y: 50), time: 0.6)
        #expect(press.state == .began)
        press._feed(.moved, at: CGPoint(x: 120, y: 50), time: 0.7)
        #expect(press.state == .changed && press.location(in: nil) == CGPoint(x: 120, y: 50))
        press._feed(.ended, at: CGPoint(x: 120, y: 50), time: 0.8)
        #expect(log.states == [.began, .changed, .ended])
        // Lifted too soon, or moved too far: it fails.
        press._feed(.began, at: CGPoint(x: 50, y: 50), time: 2)
        press._feed(.ended, at: CGPoint(x: 50, y: 50), time: 2.2)
        #expect(press.state == .failed)
        press._feed(.began, at: CGPoint(x: 50, y: 50), time: 3)
        press._feed(.moved, at: CGPoint(x: 50, y: 65), time: 3.1)
        press._advance(to: 4)
        #expect(press.state == .failed && log.calls.count == 3)
    }

    @Test func aSwipeIsAQuickStrokeInItsDirection() {
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.left, .right]
        swipe._feed(.began, at: CGPoint(x: 200, y: 100), time: 0)
        swipe._feed(.moved, at: CGPoint(x: 170, y: 104), time: 0.1)
        #expect(swipe.state == .possible)
        swipe._feed(.moved, at: CGPoint(x: 140, y: 110), time: 0.2)
        #expect(swipe.state == .recognized)
        swipe._feed(.ended, at: CGPoint(x: 140, y: 110), time: 0.3)
        // Too slow.
        swipe._feed(.began, at: CGPoint(x: 0, y: 100), time: 1)
        swipe._feed(.moved, at: CGPoint(x: 100, y: 100), time: 1.8)
        #expect(swipe.state == .failed)
        swipe._feed(.ended, at: CGPoint(x: 100, y: 100), time: 1.8)
        // Not its direction.
        swipe._feed(.began, at: CGPoint(x: 0, y: 100), time: 2)
        swipe._feed(.moved, at: CGPoint(x: 0, y: 200), time: 2.1)
        swipe._feed(.ended, at: CGPoint(x: 0, y: 200), time: 2.1)
        #expect(swipe.state == .failed)
    }

    @Test func aPinchAndARotationNeedTwoFingers() {
        let log = ActionLog()
        let pinch = UIPinchGestureRecognizer(target: log, action: _sel("pinched(_:)"))
        pinch._feed(.began, touch: 0, at: CGPoint(x: 100, y: 100), time: 0)
        pinch._feed(.began, touch: 1, at: CGPoint(x: 200, y: 100), time: 0)
        pinch._feed(.moved, touch: 1, at: CGPoint(x: 300, y: 100), time: 0.1)
        #expect(pinch.state == .began && pinch.scale == 2)
        pinch._feed(.moved, touch: 1, at: CGPoint(x: 250, y: 100), time: 0.2)
        #expect(pinch.state == .changed && abs(pinch.scale - 1.5) < 1e-9 && abs(pinch.velocity + 5) < 1e-9)
        pinch._feed(.ended, touch: 1, at: CGPoint(x: 250, y: 100), time: 0.3)
        #expect(pinch.state == .ended && pinch.numberOfTouches == 1)
        pinch._feed(.ended, touch: 0, at: CGPoint(x: 100, y: 100), time: 0.3)
        #expect(log.states == [.began, .changed, .ended])

        let rotation = UIRotationGestureRecognizer()
        rotation._feed(.began, touch: 0, at: CGPoint(x: 100, y: 100), time: 0)
        rotation._feed(.began, touch: 1, at: CGPoint(x: 200, y: 100), time: 0)
        rotation._feed(.moved, touch: 1, at: CGPoint(x: 100, y: 200), time: 0.5)
        #expect(rotation.state == .began && abs(rotation.rotation - .pi / 2) < 1e-9)

        // One pointer (a mouse) never pinches nor rotates.
        for recognizer in [UIPinchGestureRecognizer(), UIRotationGestureRecognizer()] as [UIGestureRecognizer] {
            recognizer._feed(.began, at: CGPoint(x: 100, y: 100), time: 0)
            recognizer._feed(.moved, at: CGPoint(x: 300, y: 250), time: 0.2)
            #expect(recognizer.state == .possible)
            recognizer._feed(.ended, at: CGPoint(x: 300, y: 250), time: 0.3)
            #expect(recognizer.state == .failed)
        }
    }

    @Test func aScreenEdgePanBeginsOnlyFromItsEdge() {
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        edge._feed(.began, at: CGPoint(x: 5, y: 300), time: 0)
        edge._feed(.moved, at: CGPoint(x: 60, y: 300), time: 0.1)
        #expect(edge.state == .began)
        edge._feed(.ended, at: CGPoint(x: 60, y: 300), time: 0.2)
        edge._feed(.began, at: CGPoint(x: 150, y: 300), time: 1)
        #expect(edge.state == .failed)
    }

    @Test func theDelegateDecidesWhetherItBeginsAndWhatItReceives() {
        let log = ActionLog(), gate = Gatekeeper()
        let pan = UIPanGestureRecognizer(target: log, action: _sel("pan"))
        pan.delegate = gate
        gate.begins = false
        pan._feed(.began, at: .zero, time: 0)
        pan._feed(.moved, at: CGPoint(x: 40, y: 0), time: 0.1)
        #expect(pan.state == .failed && gate.asked == 1 && log.calls.isEmpty)
        pan._feed(.ended, at: CGPoint(x: 40, y: 0), time: 0.1)
        gate.begins = true
        gate.receives = false
        pan._feed(.began, at: .zero, time: 1)
        pan._feed(.moved, at: CGPoint(x: 40, y: 0), time: 1.1)
        #expect(pan.state == .possible && pan.numberOfTouches == 0)
        gate.receives = true
        pan._feed(.began, at: .zero, time: 2)
        pan._feed(.moved, at: CGPoint(x: 40, y: 0), time: 2.1)
        #expect(pan.state == .began && log.names == ["pan"])
        // The defaults answer as UIKit does without the methods.
        #expect(gate.gestureRecognizer(pan, shouldRecognizeSimultaneouslyWith: UITapGestureRecognizer()) == false)
        #expect(gate.gestureRecognizer(pan, shouldReceive: UIPress()) == true)
    }

    @Test func aHoverIsNotATouch() {
        let hover = UIHoverGestureRecognizer()
        hover._feed(.began, at: .zero, time: 0)
        #expect(hover.state == .failed && hover.zOffset == 0)
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
