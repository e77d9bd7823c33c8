import CoreGraphics
import Foundation
import UIKit

// `CIColor`: the colours filters take as inputs. Straight sRGB components, kept as given; the
// filters read them in linear light, premultiplied (the working space).

/// A colour in Core Image: straight sRGB components from 0 to 1.
open class CIColor: NSObject, @unchecked Sendable {
    /// The red component, 0 to 1.
    public let red: CGFloat
    /// The green component, 0 to 1.
    public let green: CGFloat
    /// The blue component, 0 to 1.
    public let blue: CGFloat
    /// The opacity, 0 to 1.
    public let alpha: CGFloat

    /// A colour of components.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    /// The colour of a Core Graphics colour (its first four components, or a grey and alpha).
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? [0, 0, 0, 1]
        if c.count >= 4 {
            self.init(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        } else if c.count == 2 {
            self.init(red: c[0], green: c[0], blue: c[0], alpha: c[1])
        } else {
            self.init(red: 0, green: 0, blue: 0)
        }
    }

    /// The colour of a UIKit colour (its sRGB components).
    /// - Parameter color: The colour.
    public convenience init(color: UIColor) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// An opaque colour of components.
    /// - Parameters:
    ///   - red: The red component, 0 to 1.
    ///   - green: The green component, 0 to 1.
    ///   - blue: The blue component, 0 to 1.
    ///   - colorSpace: The components' space (read as sRGB here).
    public convenience init?(red: CGFloat, green: CGFloat, blue: CGFloat, colorSpace: CGColorSpace) {
        self.init(red: red, green: green, blue: blue, alpha: 1)
    }

    /// The colour of a string of components, as `stringRepresentation` writes them ("0.5 0.2 1.0 1.0").
    /// - Parameter representation: Three or four numbers apart.
    public convenience init(string representation: String) {
        let v = representation.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "[" || $0 == "]" }).compactMap { Double($0) }.map { CGFloat($0) }
        self.init(red: v.count > 0 ? v[0] : 0, green: v.count > 1 ? v[1] : 0, blue: v.count > 2 ? v[2] : 0, alpha: v.count > 3 ? v[3] : 1)
    }

    /// The components as a string ("0.5 0.2 1 1").
    public var stringRepresentation: String { [red, green, blue, alpha].map { "\(Double($0))" }.joined(separator: " ") }

    /// The number of components: four.
    public var numberOfComponents: Int { 4 }

    /// The colour's space: sRGB.
    public var colorSpace: CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

    /// Opaque black.
    public static let black = CIColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = CIColor(red: 1, green: 1, blue: 1)
    /// Opaque middle grey.
    public static let gray = CIColor(red: 0.5, green: 0.5, blue: 0.5)
    /// Opaque red.
    public static let red = CIColor(red: 1, green: 0, blue: 0)
    /// Opaque green.
    public static let green = CIColor(red: 0, green: 1, blue: 0)
    /// Opaque blue.
    public static let blue = CIColor(red: 0, green: 0, blue: 1)
    /// Transparent black.
    public static let clear = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque cyan: (0, 1, 1).
    public static let cyan = CIColor(red: 0, green: 1, blue: 1)
    /// Opaque magenta: (1, 0, 1).
    public static let magenta = CIColor(red: 1, green: 0, blue: 1)
    /// Opaque yellow: (1, 1, 0).
    public static let yellow = CIColor(red: 1, green: 1, blue: 0)

    /// The colour in the working space: linear light, premultiplied.
    var premultipliedLinear: SIMD4<Float> {
        let c = linear, a = Float(min(max(alpha, 0), 1))
        return SIMD4(c.r * a, c.g * a, c.b * a, a)
    }

    /// The colour in the working space as four floats (linear light, premultiplied).
    var premultiplied: (Float, Float, Float, Float) {
        let c = premultipliedLinear
        return (c.x, c.y, c.z, c.w)
    }

    /// The colour's straight components in linear light (extended sRGB: components past 0...1 kept).
    var linear: RGB { RGB(SRGB.decode(Float(red)), SRGB.decode(Float(green)), SRGB.decode(Float(blue))) }

    /// The opacity, limited to 0...1.
    var opacity: Float { clamp01(Float(alpha)) }
}
