import CoreGraphics
import Foundation

// Core Image's distortions (`kCICategoryDistortionEffect`) of a circle around a centre: twirl,
// bump, pinch and circle splash. Each output pixel samples the image where the distortion sends
// its centre (blending the four nearest pixels); outside the circle the image is unchanged. Apple
// documents what each does, not its profile: the profiles are written beside each filter.

extension FilterKernels {
    static let distortionDefinitions: [FilterDefinition] = [
        radialDistortion("CITwirlDistortion", "Twirl Distortion", radius: 300, slider: 0...500, [
            .angle(kCIInputAngleKey, .pi, slider: -4 * .pi...4 * .pi, identity: 0),
        ]) { f in
            // Inside the radius, a point turns by the angle times how far inside it is (the whole
            // angle at the centre, none at the rim).
            let angle = f.number(kCIInputAngleKey)
            return { dx, dy, t in
                let turn = angle * (1 - t)
                let (s, c) = (sinf(turn), cosf(turn))
                return (dx * c - dy * s, dx * s + dy * c)
            }
        },
        radialDistortion("CIBumpDistortion", "Bump Distortion", radius: 300, slider: 0...600, [
            .scalar(kCIInputScaleKey, 0.5, slider: -1...1, identity: 0),
        ]) { f in
            // A point d from the centre shows what lies d × (1 − scale × (1 − t²)²) away, t being d
            // over the radius: magnified at the centre for a positive scale (an outward bump),
            // shrunk for a negative one, and smooth into the rim.
            let s = clampf(f.number(kCIInputScaleKey), -10, 10)
            return { dx, dy, t in
                let u = 1 - t * t, k = 1 - s * u * u
                return (dx * k, dy * k)
            }
        },
        radialDistortion("CIPinchDistortion", "Pinch Distortion", radius: 300, slider: 0...1000, [
            .scalar(kCIInputScaleKey, 0.5, slider: 0...2, min: 0, identity: 0),
        ]) { f in
            // Pixels drawn in towards the centre, most strongly nearest it: a point at t (its
            // distance over the radius) shows what lies at t^(1 / (1 + scale)), eased into the rim
            // so the circle's edge stays smooth.
            let p = 1 / (1 + max(0, f.number(kCIInputScaleKey)))
            return { dx, dy, t in
                guard t > 1e-6 else { return (dx, dy) }
                let pulled = t + (powf(t, p) - t) * (1 - t) * (1 - t)
                let k = pulled / t
                return (dx * k, dy * k)
            }
        },
        filter("CICircleSplashDistortion", "Circle Splash Distortion", kCICategoryDistortionEffect, [
            .position(kCIInputCenterKey, 150, 150), .distance(kCIInputRadiusKey, 150, slider: 0...1000),
        ]) { image, f in
            // Documented: inside the circle the image is unchanged; outside, each pixel takes the
            // colour of the circle's edge on its ray from the centre, streaking outward.
            let c = f.point(kCIInputCenterKey), r = max(f.number(kCIInputRadiusKey), 0)
            let (cx, cy) = (Float(c.x), Float(c.y))
            let circle = CGRect(x: c.x - CGFloat(r), y: c.y - CGFloat(r), width: CGFloat(2 * r), height: CGFloat(2 * r))
            return warped(image, extent: image.extent, source: { rect in rect.union(circle.insetBy(dx: -2, dy: -2)) }) { x, y in
                let dx = x - cx, dy = y - cy
                let d = (dx * dx + dy * dy).squareRoot()
                guard d > r, d > 0 else { return (x, y) }
                let k = max(r - 0.5, 0) / d
                return (cx + dx * k, cy + dy * k)
            }
        },
    ]

    /// A distortion inside a circle (center, radius and `more` inputs): `make` gives, for a pixel
    /// offset (dx, dy) from the centre at t (its distance over the radius, under 1), the offset
    /// whose colour it shows.
    static func radialDistortion(_ name: String, _ displayName: String, radius: Double, slider: ClosedRange<Double>, _ more: [Input],
                                 _ make: @escaping @Sendable (CIFilter) -> @Sendable (Float, Float, Float) -> (Float, Float)) -> FilterDefinition {
        filter(name, displayName, kCICategoryDistortionEffect, [.position(kCIInputCenterKey, 150, 150), .distance(kCIInputRadiusKey, radius, slider: slider)] + more) { image, f in
            let c = f.point(kCIInputCenterKey), r = max(f.number(kCIInputRadiusKey), 0)
            guard r > 0 else { return image }
            let map = make(f)
            let (cx, cy) = (Float(c.x), Float(c.y))
            let circle = CGRect(x: c.x - CGFloat(r), y: c.y - CGFloat(r), width: CGFloat(2 * r), height: CGFloat(2 * r))
            return warped(image, extent: image.extent, source: { rect in
                rect.intersects(circle) ? rect.union(circle).insetBy(dx: -2, dy: -2) : rect.insetBy(dx: -1, dy: -1)
            }) { x, y in
                let dx = x - cx, dy = y - cy
                let d = (dx * dx + dy * dy).squareRoot()
                guard d < r else { return (x, y) }
                let (sx, sy) = map(dx, dy, d / r)
                return (cx + sx, cy + sy)
            }
        }
    }
}
