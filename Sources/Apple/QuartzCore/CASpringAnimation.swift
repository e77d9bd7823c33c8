// A spring animation: a mass on a damped spring pulled from the start value to the end value.
// Linux: the spring's motion is solved exactly (the damped harmonic oscillator, under-, critically
// or over-damped) for the presentation values, and `settlingDuration` is computed from it:
//
// 1. The motion is measured as a fraction of the change: x(t) = position − target, starting at
//    x(0) = −1 with velocity x′(0) = `initialVelocity` (changes per second, positive towards the
//    target), and m·x″ + c·x′ + k·x = 0 with m = `mass`, k = `stiffness`, c = `damping`.
// 2. Settled means the spring's energy ½k·x² + ½m·x′² is sure to stay below that of a
//    displacement of 0.1% of the change, x² + (x′/ω₀)² ≤ 0.001² (ω₀ = √(k/m)). An underdamped
//    spring's energy falls in steps; its envelope is (1 + ζ)·C²·e^(−2ζω₀t), C the amplitude of
//    x(t) = C·e^(−ζω₀t)·cos(ω_d·t − φ), so it has settled at t = ln(C·√(1 + ζ) / 0.001) / (ζω₀).
//    A critically damped or overdamped spring's energy falls without oscillating: it has settled
//    when the energy itself reaches the threshold (found by bisection to a microsecond).
//    Apple does not publish its criterion; this one gives 2.82 s for Apple's documented example
//    with a damping of 5 ("approximately 2.85 seconds"), 1.01 s with 15 ("just over 1 second"),
//    and 1.45 s for the defaults (mass 1, stiffness 100, damping 10).
// 3. Without damping the spring never settles: `settlingDuration` is infinite.
import CoreGraphics
import Foundation

/// An animation that moves a property as a mass on a spring would.
open class CASpringAnimation: CABasicAnimation, @unchecked Sendable {
    /// The mass on the spring (1).
    open var mass: CGFloat = 1
    /// The spring's stiffness (100).
    open var stiffness: CGFloat = 100
    /// The damping (friction) coefficient (10).
    open var damping: CGFloat = 10
    /// The mass's initial velocity, in changes per second (0; positive towards the end value).
    open var initialVelocity: CGFloat = 0
    /// Whether damping above critical is kept as is (true) or clamped to critical (false).
    open var allowsOverdamping = true

    /// A spring from a duration as a person perceives it and a bounce, as SwiftUI's springs are
    /// described: mass 1, stiffness (2π / duration)², damping 4π(1 − bounce) / duration for a
    /// bounce of 0 or more, 4π / (duration · (1 + bounce)) for a negative one. Its `duration` is
    /// its settling duration, so that it runs until it is at rest.
    /// - Parameters:
    ///   - perceptualDuration: The duration in seconds.
    ///   - bounce: −1…1: 0 has no bounce, more bounces more, less is overdamped.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration, 0.001)
        mass = 1
        stiffness = pow(2 * .pi / CGFloat(duration), 2)
        damping = bounce >= 0 ? 4 * .pi * (1 - bounce) / CGFloat(duration) : 4 * .pi / (CGFloat(duration) * (1 + max(bounce, -0.999)))
        self.duration = settlingDuration
    }

    /// The duration a person perceives: 2π / ω₀ with ω₀ = √(stiffness / mass).
    open var perceptualDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        return Double(2 * .pi / (stiffness / mass).squareRoot())
    }

    /// How bouncy the spring is: 1 − ζ for ζ ≤ 1, 1/ζ − 1 above (ζ = damping / (2√(stiffness·mass))).
    open var bounce: CGFloat {
        let zeta = dampingRatio
        return zeta <= 1 ? 1 - zeta : 1 / zeta - 1
    }

    /// The damping ratio ζ = c / (2√(k·m)) (clamped to 1 without overdamping).
    var dampingRatio: CGFloat {
        guard stiffness > 0, mass > 0 else { return 1 }
        let zeta = damping / (2 * (stiffness * mass).squareRoot())
        return allowsOverdamping ? zeta : min(zeta, 1)
    }

    /// The time the spring takes to come to rest, in seconds (fact 2 above); infinite without
    /// damping.
    open var settlingDuration: CFTimeInterval {
        guard stiffness > 0, mass > 0 else { return 0 }
        guard damping > 0 else { return .infinity }
        let omega = Double((stiffness / mass).squareRoot())
        let zeta = Double(dampingRatio)
        let epsilon = 0.001
        if zeta < 1 {
            let decay = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (Double(initialVelocity) - decay) / omegaD
            let amplitude = (1 + b * b).squareRoot()
            return max(0, log(amplitude * (1 + zeta).squareRoot() / epsilon) / decay)
        }
        func energy(_ t: Double) -> Double {
            let (x, v) = motion(at: t)
            return x * x + (v / omega) * (v / omega)
        }
        let threshold = epsilon * epsilon
        if energy(0) <= threshold { return 0 }
        var high = 1.0
        while energy(high) > threshold {
            high *= 2
            if high > 1e9 { return .infinity }
        }
        var low = 0.0
        while high - low > 1e-6 {
            let middle = (low + high) / 2
            if energy(middle) > threshold { low = middle } else { high = middle }
        }
        return high
    }

    /// The displacement from the target and its velocity at `t` seconds, as fractions of the
    /// change (fact 1 above).
    func motion(at t: Double) -> (x: Double, v: Double) {
        guard stiffness > 0, mass > 0 else { return (0, 0) }
        let omega = Double((stiffness / mass).squareRoot())
        let zeta = Double(dampingRatio)
        let x0 = -1.0, v0 = Double(initialVelocity)
        if zeta < 1 {
            let decay = zeta * omega, omegaD = omega * (1 - zeta * zeta).squareRoot()
            let a = x0, b = (v0 + decay * x0) / omegaD
            let e = exp(-decay * t), c = cos(omegaD * t), s = sin(omegaD * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * omegaD - decay * a) * c - (a * omegaD + decay * b) * s)
            return (x, v)
        } else if zeta == 1 {
            let a = x0, b = v0 + omega * x0
            let e = exp(-omega * t)
            return (e * (a + b * t), e * (b - omega * (a + b * t)))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            return (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t))
        }
    }

    /// The fraction of the change the spring has made at a phase (seconds into the cycle): it
    /// may pass 1 as the spring overshoots. The timing function is not used, as on Apple's.
    override func fraction(atPhase phase: CFTimeInterval) -> Double { 1 + motion(at: phase).x }

    override func makeEmptyCopy() -> CAAnimation { CASpringAnimation() }

    override func takeSettings(from other: CAAnimation) {
        super.takeSettings(from: other)
        guard let other = other as? CASpringAnimation else { return }
        mass = other.mass
        stiffness = other.stiffness
        damping = other.damping
        initialVelocity = other.initialVelocity
        allowsOverdamping = other.allowsOverdamping
    }
}
