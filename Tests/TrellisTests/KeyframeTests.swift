import Foundation
import Testing
@testable import Trellis

/// Keyframe animators at rest show the initial value; `KeyframeTimeline`, `UnitCurve` and
/// `Spring` evaluate as the rules at the top of Sources/Trellis/Interaction/Keyframes.swift say.
@Suite struct KeyframeTests {
    struct Values {
        var scale = 1.0
        var offset: CGFloat = 0
        var angle = Angle.zero
    }

    @Test func animatorsShowTheInitialValue() {
        let view = VStack(spacing: 0) {
            KeyframeAnimator(initialValue: 40.0, trigger: 1) { side in
                Color.red.frame(width: side, height: side).id("a")
            } keyframes: { _ in
                LinearKeyframe(80.0, duration: 0.5)
                SpringKeyframe(40.0, spring: .bouncy)
            }
            Color.blue.frame(width: 10, height: 10).id("b")
                .keyframeAnimator(initialValue: Values(scale: 3)) { content, value in
                    content.frame(width: 10 * value.scale, height: 20)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        CubicKeyframe(1.2, duration: 0.2)
                        MoveKeyframe(1.0)
                    }
                    KeyframeTrack(\.angle) { LinearKeyframe(.degrees(90), duration: 1, timingCurve: .easeInOut) }
                }
        }
        let t = layout(view)
        // 40 + 20 = 60 tall, centred in 200: from 70.
        expectFrame(t, "a", 80, 70, 40, 40)
        // The placeholder's frame of 30 × 20 around the 10 × 10 view.
        expectFrame(t, "b", 95, 115, 10, 10)
    }

    @Test func aTimelineInterpolatesItsTracks() {
        let timeline = KeyframeTimeline(initialValue: Values()) {
            KeyframeTrack(\.offset) {
                LinearKeyframe(100, duration: 1)
                MoveKeyframe(0)
                LinearKeyframe(10, duration: 1, timingCurve: .easeInOut)
            }
            KeyframeTrack(\.scale) { LinearKeyframe(3.0, duration: 4) }
        }
        #expect(timeline.duration == 4)
        #expect(abs(timeline.value(time: 0.25).offset - 25) < 1e-9)
        // Moved to 0 at 1 s, then half-way along a symmetric curve at 1.5 s: 5.
        #expect(abs(timeline.value(time: 1.5).offset - 5) < 1e-6)
        #expect(abs(timeline.value(time: 3).offset - 10) < 1e-9)
        #expect(abs(timeline.value(progress: 0.5).scale - 2) < 1e-9)
        #expect(abs(timeline.value(time: 9).scale - 3) < 1e-9)
    }

    @Test func curvesAreTheirBeziers() {
        #expect(abs(UnitCurve.linear.value(at: 0.3) - 0.3) < 1e-9)
        #expect(abs(UnitCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        // easeIn at x = 0.5: the Bézier (0.42, 0), (1, 1) is below the diagonal.
        #expect(UnitCurve.easeIn.value(at: 0.5) < 0.5 && UnitCurve.easeOut.value(at: 0.5) > 0.5)
        #expect(abs(UnitCurve.circularEaseIn.value(at: 0.6) - (1 - (1 - 0.36).squareRoot())) < 1e-12)
        #expect(UnitCurve.easeIn.inverse == UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0.42), endControlPoint: UnitPoint(x: 1, y: 1)))
    }

    @Test func springsFollowTheDampedOscillator() {
        // No bounce: critically damped, ω = 2π / 0.5 = 4π; from 0 toward 1 at t = 0.25 (ωt = π):
        // 1 − (1 + π) e^(−π) = 0.8210…
        let smooth = Spring(duration: 0.5, bounce: 0)
        #expect(abs(smooth.dampingRatio - 1) < 1e-12 && abs(smooth.stiffness - 16 * .pi * .pi) < 1e-9)
        let expected = 1 - (1 + Double.pi) * exp(-Double.pi)
        #expect(abs(smooth.value(target: 1.0, time: 0.25) - expected) < 1e-9)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-12 && abs(Spring.snappy.bounce - 0.15) < 1e-12)
        #expect(abs(Spring(response: 0.4, dampingRatio: 0.6).response - 0.4) < 1e-12)
        // Settles within 0.001 of the target, and stays there.
        let settle = smooth.settlingDuration
        #expect(settle > 0.3 && settle < 1)
        #expect(abs(smooth.value(target: 1.0, time: settle + 0.01) - 1) <= 0.001)
    }
}
