import Foundation

/// A colour, also a view that fills the space it is offered.
public struct Color: Hashable, Sendable, View, PrimitiveView {
    public typealias Body = Never

    /// Components in 0...1, for the light and dark colour schemes.
    struct RGBA: Hashable, Sendable {
        var red: Double, green: Double, blue: Double, opacity: Double
        init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
            red = r; green = g; blue = b; opacity = a
        }
        init(bytes r: Int, _ g: Int, _ b: Int, _ a: Double = 1) {
            self.init(Double(r) / 255, Double(g) / 255, Double(b) / 255, a)
        }
    }

    let light: RGBA
    let dark: RGBA
    /// The SwiftUI name for named colours ("red"), for tools that print trees.
    let name: String?

    init(light: RGBA, dark: RGBA? = nil, name: String? = nil) {
        self.light = light
        self.dark = dark ?? light
        self.name = name
    }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(light: RGBA(red, green, blue, opacity))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(light: RGBA(white, white, white, opacity))
    }

    /// The components for a colour scheme.
    func resolved(in scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }

    public func opacity(_ opacity: Double) -> Color {
        var l = light, d = dark
        l.opacity *= opacity
        d.opacity *= opacity
        return Color(light: l, dark: d, name: name)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Color", LeafBehavior.flexible)
        node.drawing.content = .fill(.color(self), .rectangle)
        nodes.append(node)
    }

    // SwiftUI's named colours (iOS system colours, light and dark values).
    public static let red = Color(light: RGBA(bytes: 255, 59, 48), dark: RGBA(bytes: 255, 69, 58), name: "red")
    public static let orange = Color(light: RGBA(bytes: 255, 149, 0), dark: RGBA(bytes: 255, 159, 10), name: "orange")
    public static let yellow = Color(light: RGBA(bytes: 255, 204, 0), dark: RGBA(bytes: 255, 214, 10), name: "yellow")
    public static let green = Color(light: RGBA(bytes: 52, 199, 89), dark: RGBA(bytes: 48, 209, 88), name: "green")
    public static let mint = Color(light: RGBA(bytes: 0, 199, 190), dark: RGBA(bytes: 99, 230, 226), name: "mint")
    public static let teal = Color(light: RGBA(bytes: 48, 176, 199), dark: RGBA(bytes: 64, 200, 224), name: "teal")
    public static let cyan = Color(light: RGBA(bytes: 50, 173, 230), dark: RGBA(bytes: 100, 210, 255), name: "cyan")
    public static let blue = Color(light: RGBA(bytes: 0, 122, 255), dark: RGBA(bytes: 10, 132, 255), name: "blue")
    public static let indigo = Color(light: RGBA(bytes: 88, 86, 214), dark: RGBA(bytes: 94, 92, 230), name: "indigo")
    public static let purple = Color(light: RGBA(bytes: 175, 82, 222), dark: RGBA(bytes: 191, 90, 242), name: "purple")
    public static let pink = Color(light: RGBA(bytes: 255, 45, 85), dark: RGBA(bytes: 255, 55, 95), name: "pink")
    public static let brown = Color(light: RGBA(bytes: 162, 132, 94), dark: RGBA(bytes: 172, 142, 104), name: "brown")
    public static let gray = Color(light: RGBA(bytes: 142, 142, 147), dark: RGBA(bytes: 142, 142, 147), name: "gray")
    public static let black = Color(light: RGBA(0, 0, 0), name: "black")
    public static let white = Color(light: RGBA(1, 1, 1), name: "white")
    public static let clear = Color(light: RGBA(0, 0, 0, 0), name: "clear")
    /// Labels: black in light mode, white in dark mode.
    public static let primary = Color(light: RGBA(0, 0, 0), dark: RGBA(1, 1, 1), name: "primary")
    /// Secondary labels: 60 % of the label colour in light mode, 60 % of white in dark mode.
    public static let secondary = Color(light: RGBA(bytes: 60, 60, 67, 0.6), dark: RGBA(bytes: 235, 235, 245, 0.6), name: "secondary")
    public static let accentColor = Color.blue
}
