import Foundation

/// A colour, also a view that fills the space it is offered. Named colours adapt to the colour
/// scheme (SwiftUI's iOS system colours, with their light and dark values).
///
/// As a view, a colour is greedy: it takes the whole proposal on both axes (10 points on an axis
/// proposed nil), so give it a frame or put it behind content with `background`:
///
/// ```swift
/// Color.red.frame(width: 40, height: 4)
/// Text("Warning").padding(8).background(Color.yellow.opacity(0.3))
/// ```
public nonisolated struct Color: Hashable, Sendable, View, PrimitiveView {
    /// A colour is drawn by the engine directly; it has no body.
    public typealias Body = Never

    /// Concrete sRGB components (0...1), as `Color.resolve(in:)` returns them.
    public struct Resolved: Hashable, Sendable, Codable {
        /// The red component, 0...1, gamma-encoded sRGB.
        public var red: Float
        /// The green component, 0...1, gamma-encoded sRGB.
        public var green: Float
        /// The blue component, 0...1, gamma-encoded sRGB.
        public var blue: Float
        /// The opacity, 0 (transparent) to 1 (opaque); not premultiplied into the components.
        public var opacity: Float

        /// Creates resolved components; values are stored as given.
        public init(red: Float, green: Float, blue: Float, opacity: Float = 1) {
            self.red = red
            self.green = green
            self.blue = blue
            self.opacity = opacity
        }

        init(bytes r: Int, _ g: Int, _ b: Int, _ a: Float = 1) {
            self.init(red: Float(r) / 255, green: Float(g) / 255, blue: Float(b) / 255, opacity: a)
        }

        /// The components as 0...255 bytes (opacity as 0...1 untouched), for tests and tools.
        public var bytes: (red: Int, green: Int, blue: Int) {
            func b(_ v: Float) -> Int { Int((min(max(v.isNaN ? 0 : v, 0), 1) * 255).rounded()) }
            return (b(red), b(green), b(blue))
        }

        /// The same colour with its opacity multiplied by `factor`.
        /// - Parameter factor: The factor, clamped to 0...1 (NaN counts as 1).
        /// - Returns: The more transparent colour.
        public func multiplyingOpacity(by factor: Double) -> Resolved {
            var r = self
            r.opacity *= Float(factor.isNaN ? 1 : min(max(factor, 0), 1))
            return r
        }

        /// Fully transparent black.
        public static let clear = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }

    /// The colour space of component values.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB, the components as web and design tools give them (the default).
        case sRGB
        /// Linear-light sRGB; Trellis gamma-encodes the components.
        case sRGBLinear
        /// Display P3; Trellis treats the components as sRGB, without conversion.
        case displayP3
    }

    let light: Resolved
    let dark: Resolved
    /// The SwiftUI name for named colours ("red"), for tools that print trees.
    public let name: String?

    init(light: Resolved, dark: Resolved? = nil, name: String? = nil) {
        self.light = light
        self.dark = dark ?? light
        self.name = name
    }

    /// A colour from red, green and blue components, the same in both colour schemes.
    /// - Parameters:
    ///   - colorSpace: The space the components are in (default sRGB).
    ///   - red: The red component, 0...1 (clamped).
    ///   - green: The green component, 0...1 (clamped).
    ///   - blue: The blue component, 0...1 (clamped).
    ///   - opacity: The opacity, 0...1 (clamped, default 1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = { (v: Double) -> Float in Float(colorSpace == .sRGBLinear ? Color.gammaEncoded(v) : Color.clamped(v)) }
        self.init(light: Resolved(red: c(red), green: c(green), blue: c(blue), opacity: Float(Color.clamped(opacity))))
    }

    /// A grey from a white level, the same in both colour schemes.
    /// - Parameters:
    ///   - colorSpace: The space the level is in (default sRGB).
    ///   - white: The level, 0 (black) to 1 (white).
    ///   - opacity: The opacity, 0...1 (default 1).
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB), each 0...1, converted to sRGB.
    /// - Parameters:
    ///   - hue: The position on the colour wheel, 0...1 (0 and 1 are red).
    ///   - saturation: 0 grey to 1 fully saturated.
    ///   - brightness: 0 black to 1 full brightness.
    ///   - opacity: The opacity, 0...1 (default 1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (Color.clamped(hue) * 6).truncatingRemainder(dividingBy: 6), s = Color.clamped(saturation), v = Color.clamped(brightness)
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A colour from concrete components (the same in both colour schemes).
    public init(_ resolved: Resolved) { self.init(light: resolved) }

    static func clamped(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// Linear light to sRGB's transfer curve.
    static func gammaEncoded(_ v: Double) -> Double {
        let x = clamped(v)
        return x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    }

    /// The components in an environment (its colour scheme).
    /// - Parameter environment: The environment whose colour scheme picks the light or dark value.
    /// - Returns: The concrete sRGB components.
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        // The accent colour follows `.accentColor(_:)` around the view, keeping any opacity
        // applied to it (the accent itself is opaque, so its opacity is the factor applied).
        if name == "accentColor", let accent = environment.accentColorOverride {
            return accent.resolve(in: environment).multiplyingOpacity(by: Double(resolved(in: environment.colorScheme).opacity))
        }
        return resolved(in: environment.colorScheme)
    }

    func resolved(in scheme: ColorScheme) -> Resolved { scheme == .dark ? dark : light }

    /// This colour with its opacity multiplied by `opacity`, in both colour schemes.
    /// - Parameter opacity: The factor, 0...1 (clamped; NaN counts as 1).
    /// - Returns: The more transparent colour.
    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.multiplyingOpacity(by: opacity), dark: dark.multiplyingOpacity(by: opacity), name: name)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Color", LeafBehavior.flexible)
        node.drawing.content = .shape(ShapeDrawing(fill: AnyShapeStyle(self)))
        nodes.append(node)
    }

    // SwiftUI's named colours (iOS system colours, light and dark values).
    /// The system red: sRGB (255, 59, 48) in light mode, (255, 69, 58) in dark mode.
    public static let red = Color(light: Resolved(bytes: 255, 59, 48), dark: Resolved(bytes: 255, 69, 58), name: "red")
    /// The system orange: sRGB (255, 149, 0) in light mode, (255, 159, 10) in dark mode.
    public static let orange = Color(light: Resolved(bytes: 255, 149, 0), dark: Resolved(bytes: 255, 159, 10), name: "orange")
    /// The system yellow: sRGB (255, 204, 0) in light mode, (255, 214, 10) in dark mode.
    public static let yellow = Color(light: Resolved(bytes: 255, 204, 0), dark: Resolved(bytes: 255, 214, 10), name: "yellow")
    /// The system green: sRGB (52, 199, 89) in light mode, (48, 209, 88) in dark mode.
    public static let green = Color(light: Resolved(bytes: 52, 199, 89), dark: Resolved(bytes: 48, 209, 88), name: "green")
    /// The system mint: sRGB (0, 199, 190) in light mode, (99, 230, 226) in dark mode.
    public static let mint = Color(light: Resolved(bytes: 0, 199, 190), dark: Resolved(bytes: 99, 230, 226), name: "mint")
    /// The system teal: sRGB (48, 176, 199) in light mode, (64, 200, 224) in dark mode.
    public static let teal = Color(light: Resolved(bytes: 48, 176, 199), dark: Resolved(bytes: 64, 200, 224), name: "teal")
    /// The system cyan: sRGB (50, 173, 230) in light mode, (100, 210, 255) in dark mode.
    public static let cyan = Color(light: Resolved(bytes: 50, 173, 230), dark: Resolved(bytes: 100, 210, 255), name: "cyan")
    /// The system blue: sRGB (0, 122, 255) in light mode, (10, 132, 255) in dark mode.
    public static let blue = Color(light: Resolved(bytes: 0, 122, 255), dark: Resolved(bytes: 10, 132, 255), name: "blue")
    /// The system indigo: sRGB (88, 86, 214) in light mode, (94, 92, 230) in dark mode.
    public static let indigo = Color(light: Resolved(bytes: 88, 86, 214), dark: Resolved(bytes: 94, 92, 230), name: "indigo")
    /// The system purple: sRGB (175, 82, 222) in light mode, (191, 90, 242) in dark mode.
    public static let purple = Color(light: Resolved(bytes: 175, 82, 222), dark: Resolved(bytes: 191, 90, 242), name: "purple")
    /// The system pink: sRGB (255, 45, 85) in light mode, (255, 55, 95) in dark mode.
    public static let pink = Color(light: Resolved(bytes: 255, 45, 85), dark: Resolved(bytes: 255, 55, 95), name: "pink")
    /// The system brown: sRGB (162, 132, 94) in light mode, (172, 142, 104) in dark mode.
    public static let brown = Color(light: Resolved(bytes: 162, 132, 94), dark: Resolved(bytes: 172, 142, 104), name: "brown")
    /// The system grey: sRGB (142, 142, 147) in both modes.
    public static let gray = Color(light: Resolved(bytes: 142, 142, 147), dark: Resolved(bytes: 142, 142, 147), name: "gray")
    /// Black in both colour schemes.
    public static let black = Color(light: Resolved(bytes: 0, 0, 0), name: "black")
    /// White in both colour schemes.
    public static let white = Color(light: Resolved(bytes: 255, 255, 255), name: "white")
    /// A fully transparent colour: as a view it still takes space but draws nothing.
    public static let clear = Color(light: .clear, name: "clear")
    /// Labels: black in light mode, white in dark mode.
    public static let primary = Color(light: Resolved(bytes: 0, 0, 0), dark: Resolved(bytes: 255, 255, 255), name: "primary")
    /// Secondary labels (UIColor.secondaryLabel): 60 % grey-blue in light mode, 60 % off-white in dark mode.
    public static let secondary = Color(light: Resolved(bytes: 60, 60, 67, 0.6), dark: Resolved(bytes: 235, 235, 245, 0.6), name: "secondary")
    /// The app's accent colour, which tints controls: the system blue, or the colour
    /// `.accentColor(_:)` sets around the view.
    public static let accentColor = Color(light: Color.blue.light, dark: Color.blue.dark, name: "accentColor")

    // Adaptive colours the engine draws with (not public SwiftUI names).
    /// UIColor.tertiaryLabel and quaternaryLabel, for `.tertiary` / `.quaternary` styles.
    static let tertiaryLabel = Color(light: Resolved(bytes: 60, 60, 67, 0.3), dark: Resolved(bytes: 235, 235, 245, 0.3), name: "tertiary")
    static let quaternaryLabel = Color(light: Resolved(bytes: 60, 60, 67, 0.18), dark: Resolved(bytes: 235, 235, 245, 0.16), name: "quaternary")
    /// UIColor.separator: what `Divider` draws.
    static let separator = Color(light: Resolved(bytes: 60, 60, 67, 0.29), dark: Resolved(bytes: 84, 84, 88, 0.6), name: "separator")
    /// UIColor.systemBackground: the window background.
    static let systemBackground = Color(light: Resolved(bytes: 255, 255, 255), dark: Resolved(bytes: 0, 0, 0), name: "background")
}

extension Color: CustomStringConvertible {
    /// The colour as SwiftUI describes it: a named colour's name ("purple"), else its sRGB
    /// components in hexadecimal with opacity ("#FF8000FF").
    public var description: String {
        if let name { return name }
        func byte(_ v: Float) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        return "#" + byte(light.red) + byte(light.green) + byte(light.blue) + byte(light.opacity)
    }
}
