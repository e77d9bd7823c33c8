import Foundation

// `EllipticalGradient`, the radial gradient stretched to its frame. Facts:
// 1. `EllipticalGradient` "maps its coordinate space to the unit space square in which its center
//    and radii are defined, then stretches that square to fill its bounding rect" (Apple docs):
//    radii are fractions of the square's side (default 0 and 0.5), the circles becoming ellipses.

/// A radial gradient stretched to its frame: ellipses (fact 1).
///
/// As a view it fills a rectangle of the size it is proposed, as a `Color` does.
public nonisolated struct EllipticalGradient: ShapeStyle, View, PaintResolvable {
    /// As a view, a rectangle filled with this gradient.
    public typealias Body = _ShapeView<Rectangle, EllipticalGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates a gradient around `center`, from `startRadiusFraction` to `endRadiusFraction` of the
    /// unit square's side, stretched to the frame.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// Creates a gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    /// Creates a gradient of the given stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A rectangle filled with this gradient; it takes the size it is proposed.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .ellipticalGradient(stops: gradient.resolved(in: environment), center: center, startRadius: startRadiusFraction,
                            endRadius: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colours spread evenly.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}
