import Foundation

/// A colour, also a view that fills the space it is offered. Named colours adapt to the colour
/// scheme (SwiftUI's iOS system colours, with their light and dark values).
public struct Color: Hashable, Sendable, View, PrimitiveView {
    public typealias Body = Never

    /// Concrete sRGB components (0...1), as `Color.resolve(in:)` returns them.
    public struct Resolved: Hashable, Sendable, Codable {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

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
        public func multiplyingOpacity(by factor: Double) -> Resolved {
            var r = self
            r.opacity *= Float(factor.isNaN ? 1 : min(max(factor, 0), 1))
            return r
        }

        public static let clear = Resolved(red: 0, green: 0, blue: 0, opacity: 0)
    }

    /// The colour space of component values.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
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

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = { (v: Double) -> Float in Float(colorSpace == .sRGBLinear ? Color.gammaEncoded(v) : Color.clamped(v)) }
        self.init(light: Resolved(red: c(red), green: c(green), blue: c(blue), opacity: Float(Color.clamped(opacity))))
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

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
    public func resolve(in environment: EnvironmentValues) -> Resolved { resolved(in: environment.colorScheme) }

    func resolved(in scheme: ColorScheme) -> Resolved { scheme == .dark ? dark : light }

    public func opacity(_ opacity: Double) -> Color {
        Color(light: light.multiplyingOpacity(by: opacity), dark: dark.multiplyingOpacity(by: opacity), name: name)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Color", LeafBehavior.flexible)
        node.drawing.content = .shape(ShapeDrawing(fill: AnyShapeStyle(self)))
        nodes.append(node)
    }

    // SwiftUI's named colours (iOS system colours, light and dark values).
    public static let red = Color(light: Resolved(bytes: 255, 59, 48), dark: Resolved(bytes: 255, 69, 58), name: "red")
    public static let orange = Color(light: Resolved(bytes: 255, 149, 0), dark: Resolved(bytes: 255, 159, 10), name: "orange")
    public static let yellow = Color(light: Resolved(bytes: 255, 204, 0), dark: Resolved(bytes: 255, 214, 10), name: "yellow")
    public static let green = Color(light: Resolved(bytes: 52, 199, 89), dark: Resolved(bytes: 48, 209, 88), name: "green")
    public static let mint = Color(light: Resolved(bytes: 0, 199, 190), dark: Resolved(bytes: 99, 230, 226), name: "mint")
    public static let teal = Color(light: Resolved(bytes: 48, 176, 199), dark: Resolved(bytes: 64, 200, 224), name: "teal")
    public static let cyan = Color(light: Resolved(bytes: 50, 173, 230), dark: Resolved(bytes: 100, 210, 255), name: "cyan")
    public static let blue = Color(light: Resolved(bytes: 0, 122, 255), dark: Resolved(bytes: 10, 132, 255), name: "blue")
    public static let indigo = Color(light: Resolved(bytes: 88, 86, 214), dark: Resolved(bytes: 94, 92, 230), name: "indigo")
    public static let purple = Color(light: Resolved(bytes: 175, 82, 222), dark: Resolved(bytes: 191, 90, 242), name: "purple")
    public static let pink = Color(light: Resolved(bytes: 255, 45, 85), dark: Resolved(bytes: 255, 55, 95), name: "pink")
    public static let brown = Color(light: Resolved(bytes: 162, 132, 94), dark: Resolved(bytes: 172, 142, 104), name: "brown")
    public static let gray = Color(light: Resolved(bytes: 142, 142, 147), dark: Resolved(bytes: 142, 142, 147), name: "gray")
    public static let black = Color(light: Resolved(bytes: 0, 0, 0), name: "black")
    public static let white = Color(light: Resolved(bytes: 255, 255, 255), name: "white")
    public static let clear = Color(light: .clear, name: "clear")
    /// Labels: black in light mode, white in dark mode.
    public static let primary = Color(light: Resolved(bytes: 0, 0, 0), dark: Resolved(bytes: 255, 255, 255), name: "primary")
    /// Secondary labels (UIColor.secondaryLabel): 60 % grey-blue in light mode, 60 % off-white in dark mode.
    public static let secondary = Color(light: Resolved(bytes: 60, 60, 67, 0.6), dark: Resolved(bytes: 235, 235, 245, 0.6), name: "secondary")
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
