// Core Graphics's colours and colour spaces, as SwiftUI and UIKit code passes them around
// (`UIColor(…).cgColor`, `Color(cgColor:)`, `cgColor.components`). Linux: values only; a colour
// space is its name and model, and every colour's components are kept as given.
import Foundation
import Trellis

/// How a colour space's components are read.
public enum CGColorSpaceModel: Int32, Sendable {
    /// Not known.
    case unknown = -1
    /// One grey component.
    case monochrome = 0
    /// Red, green and blue.
    case rgb = 1
    /// Cyan, magenta, yellow and black.
    case cmyk = 2
}

/// A colour space: its name and model.
public final class CGColorSpace: @unchecked Sendable, Equatable, Hashable {
    /// The space's name (`CGColorSpace.sRGB`, …), nil for a device space.
    public let name: String?
    /// How its components are read.
    public let model: CGColorSpaceModel

    /// The standard RGB space.
    public static let sRGB = "kCGColorSpaceSRGB"
    /// sRGB extended past 0...1.
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    /// sRGB without its gamma.
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    /// The Display P3 space.
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    /// Grey with a gamma of 2.2.
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    /// Grey extended past 0...1.
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    init(name: String?, model: CGColorSpaceModel) {
        self.name = name
        self.model = model
    }

    /// The space named `name`; nil for a name Linux does not know.
    /// - Parameter name: One of the names above.
    public convenience init?(name: String) {
        let rgb: Set<String> = [Self.sRGB, Self.extendedSRGB, Self.linearSRGB, Self.displayP3]
        let gray: Set<String> = [Self.genericGrayGamma2_2, Self.extendedGray]
        guard rgb.contains(name) || gray.contains(name) else { return nil }
        self.init(name: name, model: rgb.contains(name) ? .rgb : .monochrome)
    }

    /// The number of colour components (without alpha).
    public var numberOfComponents: Int { model == .monochrome ? 1 : model == .cmyk ? 4 : 3 }

    /// Whether two spaces have the same name and model.
    public static func == (a: CGColorSpace, b: CGColorSpace) -> Bool { a.name == b.name && a.model == b.model }
    /// Hashes the name and model.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(model)
    }
}

/// The device's RGB space.
/// - Returns: An RGB space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: nil, model: .rgb) }
/// The device's grey space.
/// - Returns: A grey space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: nil, model: .monochrome) }

/// A colour: components in a colour space, alpha last.
public final class CGColor: @unchecked Sendable, Equatable, Hashable {
    /// The components, alpha last.
    public let components: [CGFloat]?
    /// The colour space.
    public let colorSpace: CGColorSpace?

    init(space: CGColorSpace, components: [CGFloat]) {
        colorSpace = space
        self.components = components
    }

    /// An sRGB colour.
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// An sRGB colour.
    /// - Parameters:
    ///   - red: Red, 0...1.
    ///   - green: Green, 0...1.
    ///   - blue: Blue, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.sRGB, model: .rgb), components: [red, green, blue, alpha])
    }

    /// A grey.
    /// - Parameters:
    ///   - gray: Lightness, 0...1.
    ///   - alpha: Opacity, 0...1.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(space: CGColorSpace(name: CGColorSpace.genericGrayGamma2_2, model: .monochrome), components: [gray, alpha])
    }

    /// A colour of `space` from its components, alpha last; nil for a space without components.
    /// - Parameters:
    ///   - space: The colour space.
    ///   - components: `space.numberOfComponents + 1` values.
    public convenience init?(colorSpace space: CGColorSpace, components: UnsafePointer<CGFloat>) {
        guard space.model != .unknown else { return nil }
        self.init(space: space, components: Array(UnsafeBufferPointer(start: components, count: space.numberOfComponents + 1)))
    }

    /// How many components there are, alpha included.
    public var numberOfComponents: Int { components?.count ?? 0 }
    /// The opacity.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The colour at another opacity.
    /// - Parameter alpha: The opacity.
    /// - Returns: The colour.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard let colorSpace, var c = components, !c.isEmpty else { return nil }
        c[c.count - 1] = alpha
        return CGColor(space: colorSpace, components: c)
    }

    /// Black, white and clear.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// White.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// The colour in sRGB, when its space has red, green and blue or grey.
    var sRGB: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)? {
        guard let c = components else { return nil }
        switch colorSpace?.model {
        case .rgb? where c.count >= 4: return (c[0], c[1], c[2], c[3])
        case .monochrome? where c.count >= 2: return (c[0], c[0], c[0], c[1])
        default: return nil
        }
    }

    /// Whether two colours have the same space and components.
    public static func == (a: CGColor, b: CGColor) -> Bool { a.colorSpace == b.colorSpace && a.components == b.components }
    /// Hashes the space and components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(colorSpace)
        hasher.combine(components)
    }
}

extension Color {
    /// The colour of a Core Graphics colour (sRGB or grey; other spaces draw black).
    /// - Parameter cgColor: The colour.
    public init(cgColor: CGColor) {
        let c = cgColor.sRGB ?? (0, 0, 0, cgColor.alpha)
        self.init(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }
}
