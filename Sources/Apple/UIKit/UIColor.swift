// `import UIKit` on Linux, so `#if canImport(UIKit)` code compiles: UIColor with the same light
// and dark values the engine draws UIKit's system colours with, and SwiftUI's bridges
// `Color(uiColor:)` / `Color(_:)` and `UIColor(_:)`.
import CoreGraphics
import Foundation
@_spi(AppleModules) @_spi(Hosts) import Trellis

/// The appearance a trait collection describes: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    /// Not specified (resolves as light).
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2
}

/// A colour with a value for light mode and one for dark mode, as UIKit's system colours adapt.
///
/// Linux: kept as sRGB components (clamped to 0...1 when drawn); the system colours are the
/// values the Trellis engine draws with, so `Color(uiColor: .secondarySystemBackground)` is the
/// grouped-list background Trellis paints. `cgColor` is its light appearance in sRGB; colour
/// spaces other than sRGB are not provided (Display P3 components are taken as sRGB).
open class UIColor: NSObject, @unchecked Sendable {
    let light: Color.Resolved
    let dark: Color.Resolved
    let name: String?

    package init(light: Color.Resolved, dark: Color.Resolved, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
        super.init()
    }

    /// A colour from sRGB components, the same in light and dark mode.
    /// - Parameters:
    ///   - red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - alpha: The opacity, 0...1.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let resolved = Color.Resolved(red: Float(red), green: Float(green), blue: Float(blue), opacity: Float(alpha))
        self.init(light: resolved, dark: resolved)
    }

    /// A colour from Display P3 components (Linux: taken as sRGB, without conversion).
    /// - Parameters:
    ///   - displayP3Red: The red component, 0...1.
    ///   - green: The green component, 0...1.
    ///   - blue: The blue component, 0...1.
    ///   - alpha: The opacity, 0...1.
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: displayP3Red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey.
    /// - Parameters:
    ///   - white: The level, 0 (black) to 1 (white).
    ///   - alpha: The opacity, 0...1.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// A colour from hue, saturation and brightness, each 0...1.
    /// - Parameters:
    ///   - hue: The position on the colour wheel.
    ///   - saturation: 0 grey to 1 fully saturated.
    ///   - brightness: 0 black to 1 full brightness.
    ///   - alpha: The opacity, 0...1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let resolved = Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha))
            .resolve(in: EnvironmentValues())
        self.init(light: resolved, dark: resolved)
    }

    /// A colour whose value a closure chooses per trait collection.
    ///
    /// Linux: the closure is called once for light and once for dark traits, when the colour is made.
    /// - Parameter dynamicProvider: The colour for some traits.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))
        let dark = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))
        self.init(light: light.light, dark: dark.dark)
    }

    /// SwiftUI's colour as a UIKit colour, with its light and dark values.
    /// - Parameter color: The SwiftUI colour.
    public convenience init(_ color: Color) {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let light = color.resolve(in: environment)
        environment.colorScheme = .dark
        self.init(light: light, dark: color.resolve(in: environment), name: color.name)
    }

    /// A colour from the app's asset catalog (the project's catalogs, as `Color("Name")` reads
    /// them); nil when no catalog has the name.
    /// - Parameter name: The colour set's name.
    public convenience init?(named name: String) {
        guard let named = AssetCatalogs.namedColor(name) else { return nil }
        self.init(light: named.light, dark: named.dark ?? named.light, name: name)
    }

    /// The colour of an asset catalog's colour set by its generated symbol
    /// (`UIColor(resource: .brand)`, and Xcode's `UIColor.brand`); a name no catalog has is
    /// the grey `Color("name")` draws for it.
    /// - Parameter resource: The colour set.
    public convenience init(resource: ColorResource) {
        let named = AssetCatalogs.namedColor(resource.name)
            ?? AssetCatalogs.NamedColor(light: Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5), dark: nil)
        self.init(light: named.light, dark: named.dark ?? named.light, name: resource.name)
    }

    /// A colour from an asset catalog in a bundle (Linux: as `init(named:)`).
    /// - Parameters:
    ///   - name: The colour set's name.
    ///   - bundle: Accepted for UIKit's signature.
    ///   - traitCollection: Accepted for UIKit's signature.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The colour as Core Graphics keeps it: its light appearance, in sRGB.
    open var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(light.red), green: CGFloat(light.green), blue: CGFloat(light.blue), alpha: CGFloat(light.opacity))
    }

    /// A colour from a Core Graphics colour (the same in both modes).
    /// - Parameter cgColor: The colour.
    public convenience init(cgColor: CGColor) {
        let resolved = Color(cgColor: cgColor).resolve(in: EnvironmentValues())
        self.init(light: resolved, dark: resolved)
    }

    /// The colour's value for some traits, the same in both modes.
    /// - Parameter traitCollection: The traits (dark or otherwise light).
    /// - Returns: The fixed colour.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let value = traitCollection.userInterfaceStyle == .dark ? dark : light
        return UIColor(light: value, dark: value, name: name)
    }

    /// The same colour with another opacity, in both modes.
    /// - Parameter alpha: The new opacity, 0...1.
    /// - Returns: The colour.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var l = light, d = dark
        l.opacity = Float(alpha)
        d.opacity = Float(alpha)
        return UIColor(light: l, dark: d, name: name)
    }

    /// Reads the light-mode sRGB components.
    /// - Parameters:
    ///   - red: Receives the red component.
    ///   - green: Receives the green component.
    ///   - blue: Receives the blue component.
    ///   - alpha: Receives the opacity.
    /// - Returns: True (every colour here is RGB).
    @discardableResult
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(light.red)
        green?.pointee = CGFloat(light.green)
        blue?.pointee = CGFloat(light.blue)
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    /// Reads the light-mode grey level (the mean of the components) and opacity.
    /// - Parameters:
    ///   - white: Receives the level.
    ///   - alpha: Receives the opacity.
    /// - Returns: True.
    @discardableResult
    open func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat(light.red + light.green + light.blue) / 3
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    /// Reads the light-mode hue, saturation, brightness and opacity.
    /// - Parameters:
    ///   - hue: Receives the hue, 0...1.
    ///   - saturation: Receives the saturation.
    ///   - brightness: Receives the brightness.
    ///   - alpha: Receives the opacity.
    /// - Returns: True.
    @discardableResult
    open func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let r = CGFloat(light.red), g = CGFloat(light.green), b = CGFloat(light.blue)
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h: CGFloat = 0
        if delta > 0 {
            if maximum == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? delta / maximum : 0
        brightness?.pointee = maximum
        alpha?.pointee = CGFloat(light.opacity)
        return true
    }

    /// Whether another colour has the same light and dark values.
    /// - Parameter object: The other object.
    /// - Returns: True for an equal colour.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return other.light == light && other.dark == dark
    }

    /// A hash of the light and dark values.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(light)
        hasher.combine(dark)
        return hasher.finalize()
    }

    /// The light-mode components, as UIKit prints a colour.
    open override var description: String {
        "UIExtendedSRGBColorSpace \(light.red) \(light.green) \(light.blue) \(light.opacity)"
    }

    // MARK: System colours

    static func engine(_ name: String) -> UIColor {
        let color = Color.engineSystemColors[name] ?? .gray
        return UIColor(color, named: name)
    }

    static func adaptive(_ name: String, _ light: (Int, Int, Int, Float), _ dark: (Int, Int, Int, Float)) -> UIColor {
        func resolved(_ c: (Int, Int, Int, Float)) -> Color.Resolved {
            Color.Resolved(red: Float(c.0) / 255, green: Float(c.1) / 255, blue: Float(c.2) / 255, opacity: c.3)
        }
        return UIColor(light: resolved(light), dark: resolved(dark), name: name)
    }

    static func fixed(_ name: String, _ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> UIColor {
        let resolved = Color.Resolved(red: Float(r), green: Float(g), blue: Float(b), opacity: Float(a))
        return UIColor(light: resolved, dark: resolved, name: name)
    }

    private convenience init(_ color: Color, named name: String) {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let light = color.resolve(in: environment)
        environment.colorScheme = .dark
        self.init(light: light, dark: color.resolve(in: environment), name: name)
    }

    /// Text: black in light mode, white in dark (the engine's `.primary`).
    open class var label: UIColor { engine("label") }
    /// Secondary text (the engine's `.secondary`).
    open class var secondaryLabel: UIColor { engine("secondaryLabel") }
    /// Tertiary text.
    open class var tertiaryLabel: UIColor { engine("tertiaryLabel") }
    /// Quaternary text.
    open class var quaternaryLabel: UIColor { engine("quaternaryLabel") }
    /// Placeholder text in fields.
    open class var placeholderText: UIColor { engine("placeholderText") }
    /// Links: (0, 122, 255) in light mode, (9, 132, 255) in dark.
    open class var link: UIColor { adaptive("link", (0, 122, 255, 1), (9, 132, 255, 1)) }
    /// Thin separators, which let content show through (what `Divider` draws).
    open class var separator: UIColor { engine("separator") }
    /// Opaque separators.
    open class var opaqueSeparator: UIColor { engine("opaqueSeparator") }
    /// The main background: white in light mode, black in dark.
    open class var systemBackground: UIColor { engine("systemBackground") }
    /// Content on the main background.
    open class var secondarySystemBackground: UIColor { engine("secondarySystemBackground") }
    /// Content on secondary backgrounds.
    open class var tertiarySystemBackground: UIColor { engine("tertiarySystemBackground") }
    /// The background of grouped lists.
    open class var systemGroupedBackground: UIColor { engine("systemGroupedBackground") }
    /// The rows of grouped lists.
    open class var secondarySystemGroupedBackground: UIColor { engine("secondarySystemGroupedBackground") }
    /// Content on grouped rows: (242, 242, 247) in light mode, (44, 44, 46) in dark.
    open class var tertiarySystemGroupedBackground: UIColor {
        adaptive("tertiarySystemGroupedBackground", (242, 242, 247, 1), (44, 44, 46, 1))
    }
    /// Fills of thin and small shapes (a slider's track).
    open class var systemFill: UIColor { engine("systemFill") }
    /// Fills of medium shapes (a switch's background).
    open class var secondarySystemFill: UIColor { engine("secondarySystemFill") }
    /// Fills of large shapes (a search field).
    open class var tertiarySystemFill: UIColor { engine("tertiarySystemFill") }
    /// Fills of large areas with complex content: (116, 116, 128, 8 %) light, (118, 118, 128, 18 %) dark.
    open class var quaternarySystemFill: UIColor { adaptive("quaternarySystemFill", (116, 116, 128, 0.08), (118, 118, 128, 0.18)) }

    /// The system red (as SwiftUI's `.red`).
    open class var systemRed: UIColor { engine("systemRed") }
    /// The system orange.
    open class var systemOrange: UIColor { engine("systemOrange") }
    /// The system yellow.
    open class var systemYellow: UIColor { engine("systemYellow") }
    /// The system green.
    open class var systemGreen: UIColor { engine("systemGreen") }
    /// The system mint.
    open class var systemMint: UIColor { engine("systemMint") }
    /// The system teal.
    open class var systemTeal: UIColor { engine("systemTeal") }
    /// The system cyan.
    open class var systemCyan: UIColor { engine("systemCyan") }
    /// The system blue.
    open class var systemBlue: UIColor { engine("systemBlue") }
    /// The system indigo.
    open class var systemIndigo: UIColor { engine("systemIndigo") }
    /// The system purple.
    open class var systemPurple: UIColor { engine("systemPurple") }
    /// The system pink.
    open class var systemPink: UIColor { engine("systemPink") }
    /// The system brown.
    open class var systemBrown: UIColor { engine("systemBrown") }
    /// The system grey: (142, 142, 147) in both modes.
    open class var systemGray: UIColor { engine("systemGray") }
    /// Grey 2: (174, 174, 178) light, (99, 99, 102) dark.
    open class var systemGray2: UIColor { adaptive("systemGray2", (174, 174, 178, 1), (99, 99, 102, 1)) }
    /// Grey 3: (199, 199, 204) light, (72, 72, 74) dark.
    open class var systemGray3: UIColor { adaptive("systemGray3", (199, 199, 204, 1), (72, 72, 74, 1)) }
    /// Grey 4: (209, 209, 214) light, (58, 58, 60) dark.
    open class var systemGray4: UIColor { adaptive("systemGray4", (209, 209, 214, 1), (58, 58, 60, 1)) }
    /// Grey 5: (229, 229, 234) light, (44, 44, 46) dark (what Trellis's placeholders are filled with).
    open class var systemGray5: UIColor { adaptive("systemGray5", (229, 229, 234, 1), (44, 44, 46, 1)) }
    /// Grey 6: (242, 242, 247) light, (28, 28, 30) dark.
    open class var systemGray6: UIColor { adaptive("systemGray6", (242, 242, 247, 1), (28, 28, 30, 1)) }
    /// The app's tint (the accent colour: the system blue in Trellis).
    open class var tintColor: UIColor { engine("tintColor") }
    /// White at 60 % opacity, for text on dark backgrounds.
    open class var lightText: UIColor { fixed("lightText", 1, 1, 1, 0.6) }
    /// Black, for text on light backgrounds.
    open class var darkText: UIColor { fixed("darkText", 0, 0, 0) }

    /// Black.
    open class var black: UIColor { fixed("black", 0, 0, 0) }
    /// A grey of one third.
    open class var darkGray: UIColor { fixed("darkGray", 1.0 / 3, 1.0 / 3, 1.0 / 3) }
    /// A grey of two thirds.
    open class var lightGray: UIColor { fixed("lightGray", 2.0 / 3, 2.0 / 3, 2.0 / 3) }
    /// White.
    open class var white: UIColor { fixed("white", 1, 1, 1) }
    /// A grey of one half.
    open class var gray: UIColor { fixed("gray", 0.5, 0.5, 0.5) }
    /// Pure red (1, 0, 0) — not the system red.
    open class var red: UIColor { fixed("red", 1, 0, 0) }
    /// Pure green (0, 1, 0).
    open class var green: UIColor { fixed("green", 0, 1, 0) }
    /// Pure blue (0, 0, 1).
    open class var blue: UIColor { fixed("blue", 0, 0, 1) }
    /// Cyan (0, 1, 1).
    open class var cyan: UIColor { fixed("cyan", 0, 1, 1) }
    /// Yellow (1, 1, 0).
    open class var yellow: UIColor { fixed("yellow", 1, 1, 0) }
    /// Magenta (1, 0, 1).
    open class var magenta: UIColor { fixed("magenta", 1, 0, 1) }
    /// Orange (1, 0.5, 0).
    open class var orange: UIColor { fixed("orange", 1, 0.5, 0) }
    /// Purple (0.5, 0, 0.5).
    open class var purple: UIColor { fixed("purple", 0.5, 0, 0.5) }
    /// Brown (0.6, 0.4, 0.2).
    open class var brown: UIColor { fixed("brown", 0.6, 0.4, 0.2) }
    /// Fully transparent.
    open class var clear: UIColor { fixed("clear", 0, 0, 0, 0) }
}

extension Color {
    /// SwiftUI's colour of a UIKit colour, with its light and dark values.
    /// - Parameter color: The UIKit colour.
    public init(uiColor color: UIColor) {
        self.init(light: color.light, dark: color.dark, named: color.name)
    }

    /// SwiftUI's colour of a UIKit colour (the older spelling): `Color(.systemBackground)`.
    /// Disfavoured, so that `Color(.brand)` is the catalog's colour resource where the asset
    /// symbols also give `UIColor.brand`, as in Xcode.
    /// - Parameter color: The UIKit colour.
    @_disfavoredOverload
    public init(_ color: UIColor) { self.init(uiColor: color) }
}
