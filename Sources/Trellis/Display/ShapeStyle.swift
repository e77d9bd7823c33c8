import Foundation

/// A colour or pattern to fill or stroke a shape (or colour text) with.
public protocol ShapeStyle: Sendable {}

/// Paint the painter understands: a shape style resolved in an environment. Gradient points are
/// unit points of the frame being painted.
public enum ResolvedPaint: Hashable, Sendable, Codable {
    case color(Color.Resolved)
    case linearGradient(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint)
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians, clockwise from the trailing direction (SwiftUI's, with y pointing down).
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)

    /// A colour in a gradient at a location (0...1).
    public struct GradientStop: Hashable, Sendable, Codable {
        public var color: Color.Resolved
        public var location: CGFloat
    }

    /// The paint with its opacity multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> ResolvedPaint {
        switch self {
        case let .color(c): return .color(c.multiplyingOpacity(by: factor))
        case let .linearGradient(stops, s, e):
            return .linearGradient(stops: stops.map { .init(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                                   startPoint: s, endPoint: e)
        case let .radialGradient(stops, c, r0, r1):
            return .radialGradient(stops: stops.map { .init(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                                   center: c, startRadius: r0, endRadius: r1)
        case let .angularGradient(stops, c, a0, a1):
            return .angularGradient(stops: stops.map { .init(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                                    center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// The gradient location (0…1) an angular gradient shows at `angle` (radians, clockwise):
    /// only the last whole turn counts; in the sector a partial sweep leaves out, the first half
    /// takes location 1 and the second half location 0 (Apple's documentation of AngularGradient).
    public static func angularLocation(at angle: Double, startAngle: Double, endAngle: Double) -> CGFloat {
        let turn = 2 * Double.pi
        guard startAngle.isFinite, endAngle.isFinite, angle.isFinite else { return 0 }
        var start = startAngle, sweep = endAngle - startAngle
        if sweep >= turn {
            start = endAngle - turn
            sweep = turn
        }
        sweep = max(sweep, 0)
        var d = (angle - start).truncatingRemainder(dividingBy: turn)
        if d < 0 { d += turn }
        if d <= sweep { return sweep > 0 ? CGFloat(d / sweep) : 1 }
        return d - sweep < (turn - sweep) / 2 ? 1 : 0
    }

    /// The colour of gradient `stops` at `location`: linear between neighbouring stops, the end
    /// stops' colours beyond them.
    public static func gradientColor(_ stops: [GradientStop], at location: CGFloat) -> Color.Resolved {
        let sorted = stops.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where location <= b.location {
            let t = b.location > a.location ? Float((location - a.location) / (b.location - a.location)) : 1
            return Color.Resolved(red: a.color.red + (b.color.red - a.color.red) * t,
                                  green: a.color.green + (b.color.green - a.color.green) * t,
                                  blue: a.color.blue + (b.color.blue - a.color.blue) * t,
                                  opacity: a.color.opacity + (b.color.opacity - a.color.opacity) * t)
        }
        return last.color
    }

    /// A single colour standing for the paint (text and symbols use it).
    public var representativeColor: Color.Resolved {
        switch self {
        case let .color(c): return c
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _), let .angularGradient(stops, _, _, _):
            return stops.first?.color ?? .clear
        }
    }
}

/// Shape styles the engine knows how to resolve.
protocol PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint
}

extension ShapeStyle {
    /// The paint of this style in `environment` (unknown styles paint as the primary colour).
    func paint(in environment: EnvironmentValues) -> ResolvedPaint {
        (self as? PaintResolvable)?.resolvePaint(in: environment) ?? .color(Color.primary.resolve(in: environment))
    }

    /// This style at `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: AnyShapeStyle(self), opacity: opacity) }
}

extension Color: ShapeStyle, PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(resolve(in: environment)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = (style as? AnyShapeStyle)?.base ?? style }
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { base.paint(in: environment) }
}

struct _OpacityShapeStyle: ShapeStyle, PaintResolvable {
    let base: AnyShapeStyle
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.paint(in: environment).multiplyingOpacity(by: opacity)
    }
}

/// The current foreground style (`foregroundStyle(_:)`, or the primary label colour).
public struct ForegroundStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.foreground` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { environment.foregroundPaint(level: 0) }
}

/// The window background colour (white in light mode, black in dark mode).
public struct BackgroundStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.background` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemBackground.resolve(in: environment)) }
}

/// A level of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { environment.foregroundPaint(level: level) }
}

/// Colours and their positions along a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]
    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0) }
    }

    func resolved(in environment: EnvironmentValues) -> [ResolvedPaint.GradientStop] {
        stops.map { .init(color: $0.color.resolve(in: environment), location: $0.location.isFinite ? $0.location : 0) }
    }
}

/// A gradient along a line between two unit points of the shape.
public struct LinearGradient: ShapeStyle, View, PaintResolvable {
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: gradient.resolved(in: environment), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient in circles around a unit point of the shape.
public struct RadialGradient: ShapeStyle, View, PaintResolvable {
    public typealias Body = _ShapeView<Rectangle, RadialGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(stops: gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a unit point of the shape, sweeping clockwise from `startAngle` to
/// `endAngle` (0 points to the trailing side). Apple's documentation: past a whole turn only the
/// last turn is drawn; short of one, the missing sector takes the colours at locations 1 and 0,
/// switching halfway across it.
public struct AngularGradient: ShapeStyle, View, PaintResolvable {
    public typealias Body = _ShapeView<Rectangle, AngularGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: one whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .angularGradient(stops: gradient.resolved(in: environment), center: center,
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

// `.fill(.red)`: the named colours as shape styles.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var cyan: Color { Color.cyan }
    public static var blue: Color { Color.blue }
    public static var indigo: Color { Color.indigo }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}

private struct ForegroundStyleKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle]? = nil }

extension EnvironmentValues {
    /// The styles set by `foregroundStyle(_:)` (primary, secondary, tertiary); nil: the label colours.
    var foregroundStyles: [AnyShapeStyle]? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The paint of a level of the foreground style.
    func foregroundPaint(level: Int) -> ResolvedPaint {
        var inner = self
        inner.foregroundStyles = nil  // a style that refers to the foreground resolves against the default
        guard let styles = foregroundStyles, !styles.isEmpty else {
            let labels = [Color.primary, Color.secondary, Color.tertiaryLabel, Color.quaternaryLabel]
            return .color(labels[min(max(level, 0), 3)].resolve(in: self))
        }
        if level < styles.count { return styles[level].paint(in: inner) }
        // Fewer styles than levels: the last one, fading like the label colours do.
        let fades = [1, 0.6, 0.3, 0.18]
        return styles[styles.count - 1].paint(in: inner).multiplyingOpacity(by: fades[min(max(level, 0), 3)] / fades[styles.count - 1])
    }
}
