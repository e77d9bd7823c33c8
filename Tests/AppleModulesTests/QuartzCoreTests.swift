import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

/// Records what an animation's delegate is told, in order.
@MainActor private final class AnimationRecorder: NSObject, CAAnimationDelegate {
    var events: [String] = []
    nonisolated func animationDidStart(_ anim: CAAnimation) {
        let tag = anim.value(forKey: "tag") as? String ?? "?"
        MainActor.assumeIsolated { events.append("start \(tag)") }
    }
    nonisolated func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        let tag = anim.value(forKey: "tag") as? String ?? "?"
        MainActor.assumeIsolated { events.append("stop \(tag) \(flag)") }
    }
}

/// The target of a display link, as apps write one.
private final class Ticker: NSObject {
    func step(_ link: CADisplayLink) {}
}

/// A view backed by a gradient layer, the way apps declare one.
private final class GradientView: UIView {
    override class var layerClass: AnyClass { CAGradientLayer.self }
    var laidOut = 0
    override func layoutSubviews() {
        super.layoutSubviews()
        laidOut += 1
    }
}

/// Core Animation's transforms, layer geometry and tree, animations, transactions and display
/// link, checked against values computed by hand.
@Suite struct QuartzCoreTests {
    func close(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-9) -> Bool { abs(a - b) <= tolerance }
    func close(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool { close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance) }
    func close(_ a: CGRect, _ b: CGRect, _ tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, tolerance) && close(a.width, b.width, tolerance) && close(a.height, b.height, tolerance)
    }

    // MARK: Transforms

    @Test func transformsComposeAsRowVectorsWithTheFirstArgumentAppliedFirst() {
        // A quarter turn about z takes +x to +y: m12 = sin = 1, m21 = −sin = −1.
        let quarter = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(quarter.m11, 0, 1e-15) && quarter.m12 == 1 && quarter.m21 == -1 && close(quarter.m22, 0, 1e-15))
        // Translate (10, 0) then scale 2: (1, 1) → (11, 1) → (22, 2), so m11 = 2, m41 = 20.
        let t = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
        #expect(t.m11 == 2 && t.m22 == 2 && t.m33 == 1 && t.m41 == 20 && t.m42 == 0)
        // CATransform3DTranslate applies the translation first: scale 2 after (5, 0) puts the origin at 10.
        #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 5, 0, 0).m41 == 10)
        #expect(CATransform3DScale(CATransform3DMakeTranslation(5, 0, 0), 3, 3, 1).m41 == 5)
        // The inverse of "scale 2, then move 20" is "move −20, then halve": m11 = 0.5, m41 = −10.
        let inverse = CATransform3DInvert(t)
        #expect(inverse.m11 == 0.5 && inverse.m22 == 0.5 && inverse.m41 == -10)
        #expect(CATransform3DIsIdentity(CATransform3DConcat(t, inverse)))
        // A singular transform comes back as it is.
        let flat = CATransform3DMakeScale(0, 1, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
        // The zero matrix of C's empty initializer is not the identity.
        #expect(CATransform3D().m11 == 0 && !CATransform3DIsIdentity(CATransform3D()) && CATransform3DIsIdentity(CATransform3DIdentity))
        // An axis of zero length leaves the transform alone.
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func affineTransformsRoundTripAndPerspectiveDividesByW() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        #expect(t.m11 == 1 && t.m12 == 2 && t.m21 == 3 && t.m22 == 4 && t.m41 == 5 && t.m42 == 6 && t.m33 == 1 && t.m44 == 1)
        #expect(CATransform3DIsAffine(t) && CATransform3DGetAffineTransform(t) == affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        // Turned 60° about y, then seen with the eye 500 points away: the row (1, 0, 0, 0) turns to
        // (cos, 0, −sin, 0), whose w component is −sin · (−1/500).
        let turned = CATransform3DRotate(perspective, .pi / 3, 0, 1, 0)
        #expect(close(turned.m14, sin(.pi / 3) / 500, 1e-15) && close(turned.m34, -cos(.pi / 3) / 500, 1e-15))
        // The point 100 to the right of a layer's anchor lands at x = 100·cos 60° / (1 + 100·sin 60° / 500) = 42.618….
        let parent = CALayer(), card = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        card.position = CGPoint(x: 100, y: 100)
        card.transform = turned
        parent.addSublayer(card)
        let seen = card.convert(CGPoint(x: 200, y: 100), to: parent)
        #expect(close(seen, CGPoint(x: 100 + 42.61829480634601, y: 100), 1e-9))
        #expect(close(card.convert(seen, from: parent), CGPoint(x: 200, y: 100), 1e-9))
    }

    // MARK: Geometry

    @Test func frameBoundsPositionAndAnchorPointStayConsistent() {
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.position = CGPoint(x: 200, y: 100)
        #expect(layer.frame == CGRect(x: 150, y: 75, width: 100, height: 50))
        // Moving the anchor point moves the frame, not the position.
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 200, y: 100, width: 100, height: 50) && layer.position == CGPoint(x: 200, y: 100))
        // Setting the frame sets bounds.size and the position through the anchor point.
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 10, y: 20) && layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
        layer.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(layer.position == CGPoint(x: 25, y: 40))
        // A quarter turn about the centre makes the frame the turned bounds' box: 40 × 30 about (25, 40).
        layer.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(close(layer.frame, CGRect(x: 5, y: 25, width: 40, height: 30), 1e-12) && layer.bounds.size == CGSize(width: 30, height: 40))
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 3))
        #expect(layer.affineTransform() == CGAffineTransform(scaleX: 2, y: 3) && layer.transform.m22 == 3)
        #expect(layer.frame == CGRect(x: -5, y: -20, width: 60, height: 120))
        // Defaults as Core Animation's.
        let fresh = CALayer()
        #expect(fresh.anchorPoint == CGPoint(x: 0.5, y: 0.5) && fresh.opacity == 1 && fresh.shadowOffset == CGSize(width: 0, height: -3))
        #expect(fresh.shadowRadius == 3 && fresh.shadowOpacity == 0 && fresh.borderColor == CGColor(gray: 0, alpha: 1) && fresh.cornerRadius == 0)
        #expect(fresh.contentsGravity == .resize && fresh.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1) && fresh.sublayers == nil)
    }

    @Test func pointsConvertThroughPositionsBoundsOriginsAndSublayerTransforms() {
        let root = CALayer(), a = CALayer(), b = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        a.frame = CGRect(x: 10, y: 20, width: 100, height: 100)
        b.frame = CGRect(x: 50, y: 60, width: 40, height: 40)
        root.addSublayer(a)
        a.addSublayer(b)
        #expect(b.convert(CGPoint(x: 1, y: 2), to: root) == CGPoint(x: 61, y: 82))
        #expect(root.convert(CGPoint(x: 61, y: 82), to: b) == CGPoint(x: 1, y: 2))
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: nil) == CGRect(x: 60, y: 80, width: 10, height: 10))
        // Scrolling a's bounds origin moves what it holds the other way.
        a.bounds.origin = CGPoint(x: 5, y: 5)
        #expect(b.convert(CGPoint.zero, to: root) == CGPoint(x: 55, y: 75))
        a.bounds.origin = .zero
        // A sublayer transform scales the sublayers about a's centre (50, 50): b's origin (50, 60) → (50, 70).
        a.sublayerTransform = CATransform3DMakeScale(2, 2, 1)
        #expect(b.convert(CGPoint.zero, to: a) == CGPoint(x: 50, y: 70))
        #expect(close(a.convert(CGPoint(x: 50, y: 70), to: b), .zero))
    }

    // MARK: The tree

    @Test func sublayersInsertAboveBelowAtReplaceAndRemove() {
        let parent = CALayer(), a = CALayer(), b = CALayer(), c = CALayer(), d = CALayer()
        a.name = "a"; b.name = "b"; c.name = "c"; d.name = "d"
        parent.addSublayer(a)
        parent.addSublayer(b)
        parent.insertSublayer(c, at: 1)
        #expect(parent.sublayers?.map(\.name) == ["a", "c", "b"])
        parent.insertSublayer(d, below: a)
        #expect(parent.sublayers?.map(\.name) == ["d", "a", "c", "b"])
        parent.insertSublayer(d, above: b)
        #expect(parent.sublayers?.map(\.name) == ["a", "c", "b", "d"])
        parent.insertSublayer(a, at: 99)
        #expect(parent.sublayers?.map(\.name) == ["c", "b", "d", "a"] && a.superlayer === parent)
        let e = CALayer()
        e.name = "e"
        parent.replaceSublayer(b, with: e)
        #expect(parent.sublayers?.map(\.name) == ["c", "e", "d", "a"] && b.superlayer == nil && e.superlayer === parent)
        // Moving a layer takes it from its old superlayer.
        let other = CALayer()
        other.addSublayer(c)
        #expect(parent.sublayers?.count == 3 && c.superlayer === other)
        // No cycles: an ancestor is not added below its descendant.
        c.addSublayer(other)
        #expect(other.superlayer == nil && c.sublayers == nil)
        e.removeFromSuperlayer()
        d.removeFromSuperlayer()
        a.removeFromSuperlayer()
        #expect(parent.sublayers == nil)
        // A mask has no superlayer and leaves its old one.
        let mask = CALayer()
        parent.addSublayer(mask)
        a.mask = mask
        #expect(mask.superlayer == nil && parent.sublayers == nil && a.mask === mask)
        mask.removeFromSuperlayer()
        #expect(a.mask == nil)
        // Setting sublayers replaces them.
        parent.sublayers = [b, c]
        #expect(parent.sublayers?.map(\.name) == ["b", "c"] && c.superlayer === parent && other.sublayers == nil)
    }

    @Test func hitTestingFindsTheFrontmostDeepestLayer() {
        let root = CALayer(), back = CALayer(), front = CALayer(), child = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        back.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        front.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
        child.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(back)
        root.addSublayer(front)
        front.addSublayer(child)
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === front)
        #expect(root.hitTest(CGPoint(x: 65, y: 65)) === child)
        #expect(root.hitTest(CGPoint(x: 20, y: 20)) === back)
        #expect(root.hitTest(CGPoint(x: 190, y: 10)) === root && root.hitTest(CGPoint(x: 250, y: 10)) == nil)
        // zPosition puts the back layer in front.
        back.zPosition = 1
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === back)
        back.isHidden = true
        #expect(root.hitTest(CGPoint(x: 90, y: 90)) === front)
        // A sublayer outside its superlayer's bounds is hit unless the superlayer masks it.
        child.frame = CGRect(x: 120, y: 0, width: 20, height: 20)
        #expect(root.hitTest(CGPoint(x: 180, y: 60)) === child)
        front.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 180, y: 60)) === root)
        #expect(front.contains(CGPoint(x: 99, y: 99)) && !front.contains(CGPoint(x: 100, y: 100)))
    }

    @Test func keyValueCodingReachesPropertiesAndKeyPaths() {
        let layer = CALayer()
        layer.setValue(CGPoint(x: 3, y: 4), forKey: "position")
        layer.setValue(12, forKeyPath: "position.x")
        layer.setValue(0.5, forKey: "opacity")
        layer.setValue(Double.pi / 2, forKeyPath: "transform.rotation.z")
        #expect(layer.position == CGPoint(x: 12, y: 4) && layer.opacity == 0.5)
        #expect(close(layer.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0, .pi / 2, 1e-12))
        #expect(close(layer.transform.m12, 1) && close(layer.transform.m11, 0, 1e-15))
        layer.setValue(2, forKeyPath: "transform.scale")
        #expect(close(layer.value(forKeyPath: "transform.scale.x") as? CGFloat ?? 0, 2) && close(layer.transform.m21, -2))
        layer.setValue(7, forKeyPath: "bounds.size.width")
        #expect(layer.bounds.width == 7 && layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 7)
        // Keys of one's own are stored, and the class's default comes back for one never set.
        layer.setValue("card", forKey: "kind")
        #expect(layer.value(forKey: "kind") as? String == "card" && layer.value(forKey: "unset") == nil)
        let emitter = CAEmitterLayer(), cell = CAEmitterCell()
        cell.name = "snow"
        cell.birthRate = 20
        emitter.emitterCells = [cell]
        emitter.setValue(0, forKeyPath: "emitterCells.snow.birthRate")
        #expect(cell.birthRate == 0 && emitter.value(forKeyPath: "emitterCells.snow.birthRate") as? Float == 0)
    }

    @Test func layerSubclassesHaveCoreAnimationsDefaults() {
        let shape = CAShapeLayer()
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1) && shape.strokeColor == nil && shape.lineWidth == 1 && shape.strokeEnd == 1)
        #expect(shape.lineCap == .butt && shape.lineJoin == .miter && shape.fillRule == .nonZero && shape.miterLimit == 10)
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd" && CAShapeLayerLineCap.round.rawValue == "round")
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        #expect(shape.path?.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        let gradient = CAGradientLayer()
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0) && gradient.endPoint == CGPoint(x: 0.5, y: 1) && gradient.type == .axial)
        #expect(gradient.colors == nil && CAGradientLayerType.conic.rawValue == "conic")
        let text = CATextLayer()
        #expect(text.fontSize == 36 && text.foregroundColor == CGColor(gray: 1, alpha: 1) && text.alignmentMode == .natural && !text.isWrapped)
        let replicator = CAReplicatorLayer()
        #expect(replicator.instanceCount == 1 && CATransform3DIsIdentity(replicator.instanceTransform))
        let emitter = CAEmitterLayer()
        #expect(emitter.birthRate == 1 && emitter.emitterShape == .point && emitter.emitterMode == .volume && emitter.renderMode == .unordered)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.scale == 1 && cell.color == CGColor(gray: 1, alpha: 1) && cell.isEnabled)
        // A transform layer is never hit itself, only its sublayers.
        let group = CATransformLayer(), face = CALayer()
        group.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        face.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        group.addSublayer(face)
        #expect(group.hitTest(CGPoint(x: 5, y: 5)) === face && group.hitTest(CGPoint(x: 40, y: 40)) == nil)
    }

    // MARK: Timing

    @Test func timingFunctionsHaveCoreAnimationsControlPoints() {
        func point(_ f: CAMediaTimingFunction, _ index: Int) -> [Float] {
            var values: [Float] = [-1, -1]
            f.getControlPoint(at: index, values: &values)
            return values
        }
        let easeIn = CAMediaTimingFunction(name: .easeIn)
        #expect(point(easeIn, 0) == [0, 0] && point(easeIn, 1) == [0.42, 0] && point(easeIn, 2) == [1, 1] && point(easeIn, 3) == [1, 1])
        #expect(point(CAMediaTimingFunction(name: .easeOut), 2) == [0.58, 1] && point(CAMediaTimingFunction(name: .default), 1) == [0.25, 0.1])
        #expect(point(CAMediaTimingFunction(name: .easeInEaseOut), 1) == [0.42, 0] && point(CAMediaTimingFunction(name: .linear), 1) == [0, 0])
        let custom = CAMediaTimingFunction(controlPoints: 0.2, 0.8, 0.3, 1.1)
        #expect(point(custom, 1) == [0.2, 0.8] && point(custom, 2) == [0.3, 1.1] && point(custom, 4) == [-1, -1])
        #expect(CAMediaTimingFillMode.forwards.rawValue == "forwards" && CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
    }

    @Test func springsSettleWhenTheirEnergyEnvelopeFallsToATenthOfAPercent() {
        // Underdamped: ζ = c / (2√(km)), C = √(1 + ((v₀ − ζω₀)/ω_d)²), t = ln(C·√(1 + ζ) / 0.001) / (ζω₀).
        func underdamped(mass: Double, stiffness: Double, damping: Double, velocity: Double) -> Double {
            let omega = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
            let omegaD = omega * (1 - zeta * zeta).squareRoot(), b = (velocity - zeta * omega) / omegaD
            return log((1 + b * b).squareRoot() * (1 + zeta).squareRoot() / 0.001) / (zeta * omega)
        }
        let spring = CASpringAnimation(keyPath: "position.x")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // The defaults: ζ = 0.5, C = √(4/3), t = ln(√2 · 1000) / 5 = 1.45089 s.
        #expect(abs(spring.settlingDuration - log(2.squareRoot() * 1000) / 5) < 1e-12)
        spring.damping = 5
        #expect(abs(spring.settlingDuration - underdamped(mass: 1, stiffness: 100, damping: 5, velocity: 0)) < 1e-12)
        #expect(abs(spring.settlingDuration - 2.85) < 0.05) // Apple: "approximately 2.85 seconds"
        spring.damping = 15
        #expect(spring.settlingDuration > 1 && spring.settlingDuration < 1.05) // Apple: "just over 1 second"
        spring.mass = 2
        spring.stiffness = 300
        spring.initialVelocity = 4
        #expect(abs(spring.settlingDuration - underdamped(mass: 2, stiffness: 300, damping: 15, velocity: 4)) < 1e-12)
        // Critically damped (c = 2√(km) = 20): the energy e^(−20t)·((1 + 10t)² + (10t)²) reaches 10⁻⁶ at 0.956458 s.
        let critical = CASpringAnimation()
        critical.damping = 20
        let t = critical.settlingDuration
        #expect(abs(t - 0.9564584094) < 2e-6)
        #expect(abs(exp(-20 * t) * (pow(1 + 10 * t, 2) + pow(10 * t, 2)) - 1e-6) < 1e-10)
        let undamped = CASpringAnimation()
        undamped.damping = 0
        #expect(undamped.settlingDuration == .infinity)
        // SwiftUI's description of a spring: a perceptual duration of 0.5 s and no bounce is critically damped.
        let described = CASpringAnimation(perceptualDuration: 0.5, bounce: 0)
        #expect(abs(described.stiffness - pow(4 * .pi, 2)) < 1e-9 && abs(described.damping - 8 * .pi) < 1e-9)
        #expect(abs(described.perceptualDuration - 0.5) < 1e-12 && abs(described.bounce) < 1e-12 && described.duration == described.settlingDuration)
    }

    @Test func presentationValuesFollowTheAnimationsClock() throws {
        // Long animations seen halfway, so a stalled machine moves the values by less than the tolerances.
        let layer = CALayer()
        layer.opacity = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10_000
        fade.beginTime = CACurrentMediaTime() - 5_000
        layer.add(fade, forKey: "fade")
        #expect(abs(try #require(layer.presentation()).opacity - 0.5) < 0.001)
        #expect(layer.opacity == 1 && layer.presentation()?.model() === layer)
        // The default curve at half time shows 80.24% of the change.
        let move = CABasicAnimation(keyPath: "position.x")
        move.toValue = 100
        move.duration = 10_000
        move.timingFunction = CAMediaTimingFunction(name: .default)
        move.beginTime = CACurrentMediaTime() - 5_000
        layer.add(move, forKey: "move")
        #expect(abs(try #require(layer.presentation()).position.x - 80.2403) < 0.05)
        // A spring 0.1 s in: 100 · (1 − e^(−0.5)·(cos 0.866 + sin 0.866 / √3)) = 34.03. The curve is steep
        // there (about 560 points a second), so the value is checked against the curve between the clock's
        // readings before and after the call: a busy machine moves the moment, not the curve.
        let spring = CASpringAnimation(keyPath: "position.y")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 100
        let begin = CACurrentMediaTime() - 0.1
        spring.beginTime = begin
        layer.add(spring, forKey: "spring")
        func springValue(_ t: Double) -> Double {  // mass 1, stiffness 100, damping 10: ω₀ = 10, ζ = 0.5
            100 * (1 - exp(-5 * t) * (cos(sqrt(75) * t) + 5 / sqrt(75) * sin(sqrt(75) * t)))
        }
        #expect(abs(springValue(0.1) - 34.03) < 0.01)
        let before = CACurrentMediaTime() - begin
        let presented = try #require(layer.presentation()).position.y
        let after = CACurrentMediaTime() - begin
        let span = (0...200).map { springValue(before + (after - before) * Double($0) / 200) }
        #expect(presented >= span.min()! - 0.01 && presented <= span.max()! + 0.01, "\(presented) at \(before)…\(after) s")
        // A spin about z and a stroke that is held at its end.
        let shape = CAShapeLayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = CGFloat.pi
        spin.duration = 10_000
        spin.beginTime = CACurrentMediaTime() - 5_000
        shape.add(spin, forKey: "spin")
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 0.75
        draw.duration = 1
        draw.fillMode = .forwards
        draw.isRemovedOnCompletion = false
        draw.beginTime = CACurrentMediaTime() - 10
        shape.add(draw, forKey: "draw")
        let shown = try #require(shape.presentation())
        #expect(abs((shown.value(forKeyPath: "transform.rotation.z") as? CGFloat ?? 0) - .pi / 2) < 0.001)
        #expect(shown.strokeEnd == 0.75 && shape.strokeEnd == 1 && shape.animationKeys() == ["spin", "draw"])
        // Keyframes: 0 → 10 → 30 over 10,000 s; three quarters in, halfway from the second to the third.
        let hop = CAKeyframeAnimation(keyPath: "zPosition")
        hop.values = [0, 10, 30]
        hop.keyTimes = [0, 0.5, 1]
        hop.duration = 10_000
        hop.beginTime = CACurrentMediaTime() - 7_500
        layer.add(hop, forKey: "hop")
        #expect(abs(try #require(layer.presentation()).zPosition - 20) < 0.01)
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil && layer.presentation()?.position.x == 0)
    }

    @MainActor @Test func delegatesHearStartThenStopOnTheMainQueue() async throws {
        let recorder = AnimationRecorder()
        let layer = CALayer()
        let quick = CABasicAnimation(keyPath: "opacity")
        quick.toValue = 0
        quick.duration = 0.05
        quick.delegate = recorder
        quick.setValue("quick", forKey: "tag")
        layer.add(quick, forKey: "quick")
        // The layer holds a copy: changing the original changes nothing added.
        quick.duration = 60
        #expect(layer.animation(forKey: "quick")?.duration == 0.05 && layer.animation(forKey: "quick") !== quick)
        #expect(recorder.events.isEmpty)
        for _ in 0..<200 where recorder.events.count < 2 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(recorder.events == ["start quick", "stop quick true"])
        #expect(layer.animation(forKey: "quick") == nil)
        // Removed before its end, an animation stops unfinished.
        let long = CABasicAnimation(keyPath: "opacity")
        long.duration = 60
        long.delegate = recorder
        long.setValue("long", forKey: "tag")
        layer.add(long, forKey: "long")
        for _ in 0..<200 where recorder.events.count < 3 { try await Task.sleep(nanoseconds: 5_000_000) }
        layer.removeAnimation(forKey: "long")
        for _ in 0..<200 where recorder.events.count < 4 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(recorder.events.suffix(2) == ["start long", "stop long false"])
        // Kept on completion, an animation stays on the layer.
        let kept = CABasicAnimation(keyPath: "opacity")
        kept.duration = 0.02
        kept.isRemovedOnCompletion = false
        kept.delegate = recorder
        kept.setValue("kept", forKey: "tag")
        layer.add(kept, forKey: "kept")
        for _ in 0..<200 where recorder.events.count < 6 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(recorder.events.suffix(2) == ["start kept", "stop kept true"] && layer.animationKeys() == ["kept"])
    }

    @MainActor @Test func transactionsNestAndRunTheirCompletionBlocks() async throws {
        // No animation: the block runs inside commit().
        var ran = 0
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        #expect(CATransaction.animationDuration() == 2)
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setDisableActions(true)
        #expect(CATransaction.animationDuration() == 0.5 && CATransaction.disableActions())
        CATransaction.setCompletionBlock { ran += 1 }
        #expect(CATransaction.completionBlock() != nil)
        CATransaction.commit()
        #expect(ran == 1 && CATransaction.animationDuration() == 2 && !CATransaction.disableActions())
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 0.25)
        // With an animation: the block waits until it ends.
        let layer = CALayer()
        var finished = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { finished = true }
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.05
        layer.add(fade, forKey: nil)
        CATransaction.commit()
        #expect(!finished)
        for _ in 0..<200 where !finished { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(finished)
        // A block replaced before any animation was added runs at once.
        var replaced = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { replaced = true }
        CATransaction.setCompletionBlock(nil)
        #expect(replaced)
        CATransaction.commit()
    }

    @MainActor @Test func aDisplayLinkFiresOnTheMainRunLoopUntilInvalidated() async throws {
        let link = CADisplayLink(target: Ticker(), selector: Selector("step:"))
        #expect(link.timestamp == 0 && link.duration == 0 && !link.isPaused)
        let added = CACurrentMediaTime()
        link.add(to: .main, forMode: .common)
        for _ in 0..<200 where link.timestamp == 0 { try await Task.sleep(nanoseconds: 5_000_000) }
        let first = link.timestamp
        #expect(first > 0 && link.duration == 1.0 / 60 && abs(link.targetTimestamp - first - 1.0 / 60) < 1e-9)
        // On the media clock's 60 Hz grid, between adding the link and now (a loaded machine may
        // take long to fire it).
        #expect(first >= added - 1.0 / 60 && first <= CACurrentMediaTime())
        // It keeps firing: a later frame's timestamp.
        for _ in 0..<200 where link.timestamp == first { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(link.timestamp > first)
        // At 30 frames per second the next target is two frames away.
        link.preferredFramesPerSecond = 30
        let before = link.timestamp
        for _ in 0..<200 where link.timestamp == before { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(abs(link.targetTimestamp - link.timestamp - 2.0 / 60) < 1e-9)
        // Paused, it does not fire; invalidated, never again.
        link.isPaused = true
        try await Task.sleep(nanoseconds: 30_000_000)
        let paused = link.timestamp
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(link.timestamp == paused)
        link.isPaused = false
        link.invalidate()
        let last = link.timestamp
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(link.timestamp == last)
        #expect(CAFrameRateRange.default == CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0))
    }

    @Test func theMediaClockIsMonotonicAndCountsSeconds() throws {
        let a = CACurrentMediaTime(), start = Date()
        Thread.sleep(forTimeInterval: 0.05)
        let b = CACurrentMediaTime(), elapsed = Date().timeIntervalSince(start)
        #expect(a > 0 && b > a && abs((b - a) - elapsed) < 0.01)
    }

    // MARK: UIKit

    @MainActor @Test func aViewsGeometryIsItsLayers() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.layer.frame == view.frame && view.layer.position == CGPoint(x: 60, y: 45) && view.center == CGPoint(x: 60, y: 45))
        #expect(view.layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50) && view.layer.delegate === view && view.layer === view.layer)
        view.center = CGPoint(x: 100, y: 100)
        #expect(view.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 50, width: 200, height: 100) && view.bounds.size == CGSize(width: 100, height: 50))
        #expect(view.layer.transform.m11 == 2)
        view.layer.cornerRadius = 12
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds && view.layer.cornerRadius == 12)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
        view.alpha = 0.5
        view.isHidden = true
        #expect(view.layer.opacity == 0.5 && view.layer.isHidden)
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.layer.backgroundColor?.components == [1, 0, 0, 1])
        #expect(view.layer.contentsScale == 3 && view.contentScaleFactor == 3)
        // Subviews' layers are sublayers, in the subviews' order.
        let a = UIView(), b = UIView(), c = UIView()
        view.addSubview(a)
        view.addSubview(b)
        view.insertSubview(c, at: 1)
        #expect(view.layer.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0.layer) })
        view.sendSubviewToBack(b)
        #expect(view.layer.sublayers?.first === b.layer)
        let gradient = CAGradientLayer()
        view.layer.addSublayer(gradient)
        view.bringSubviewToFront(a)
        #expect(view.layer.sublayers?.last === a.layer && view.layer.sublayers?.count == 4)
        a.removeFromSuperview()
        #expect(a.layer.superlayer == nil && view.layer.sublayers?.count == 3)
        #expect(c.convert(CGPoint(x: 1, y: 1), to: view) == CGPoint(x: 1, y: 1))
    }

    @MainActor @Test func aViewsLayerClassMakesItsLayerAndLayoutCallsLayoutSubviews() throws {
        let view = GradientView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let gradient = try #require(view.layer as? CAGradientLayer)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        #expect((view.layer as? CAGradientLayer)?.colors?.count == 2 && type(of: view).layerClass == CAGradientLayer.self)
        // A frame change asks for layout; layoutIfNeeded runs layoutSubviews once.
        view.layoutIfNeeded()
        let before = view.laidOut
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.laidOut == before + 1)
        #expect(!(UIView().layer is CAGradientLayer) && type(of: UIView().layer) == CALayer.self)
    }
}
