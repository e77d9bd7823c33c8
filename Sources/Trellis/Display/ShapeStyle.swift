import Foundation

/// A colour or pattern to fill or stroke a shape (or colour text) with.
public protocol ShapeStyle: Sendable {}

/// Paint the painter understands: a shape style resolved in an environment. Gradient points are
/// unit points of the frame being painted.
public enum ResolvedPaint: Hashable, Sendable, Codable {
    /// A solid colour.
    case color(Color.Resolved)
    /// Colours along the line from `startPoint` to `endPoint`, extended with the end colours beyond them.
    case linearGradient(stops: [GradientStop], startPoint: UnitPoint, endPoint: UnitPoint)
    /// Colours in circles around `center`, from `startRadius` to `endRadius` points.
    case radialGradient(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
    /// Angles in radians, clockwise from the trailing direction (SwiftUI's, with y pointing down).
    case angularGradient(stops: [GradientStop], center: UnitPoint, startAngle: Double, endAngle: Double)
    /// Colours in circles around `center` of the unit square, from `startRadius` to `endRadius`
    /// (fractions of the square's side), the square stretched to the frame: ellipses.
    case ellipticalGradient(stops: [GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)

    /// A colour in a gradient at a location (0...1).
    public struct GradientStop: Hashable, Sendable, Codable {
        /// The stop's colour.
        public var color: Color.Resolved
        /// Where along the gradient the colour sits, from 0 to 1.
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
        case let .ellipticalGradient(stops, c, r0, r1):
            return .ellipticalGradient(stops: stops.map { .init(color: $0.color.multiplyingOpacity(by: factor), location: $0.location) },
                                       center: c, startRadius: r0, endRadius: r1)
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
        case let .linearGradient(stops, _, _), let .radialGradient(stops, _, _, _), let .angularGradient(stops, _, _, _),
             let .ellipticalGradient(stops, _, _, _):
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
    /// Wraps `style`, so styles of different types can be stored together (an `AnyShapeStyle` is not
    /// wrapped twice).
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

/// The current style with a shadow: `.shadow(.drop(radius: 10))`. The current style is the
/// foreground, except where a background is being set (Apple's `ShapeStyle.shadow(_:)`: "when
/// setting the value of the background style, that becomes the current implicit style"): the
/// background modifiers fill it with the background style. The shadow is accepted, not drawn.
struct ImplicitShadowStyle: ShapeStyle, PaintResolvable {
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
    /// The primary level: the foreground style itself, or the primary label colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The secondary level: the second foreground style, or the secondary label colour.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The tertiary level: the third foreground style, or the tertiary label colour.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The quaternary level: the fourth foreground style, or the quaternary label colour.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { environment.foregroundPaint(level: level) }
}

/// Colours and their positions along a gradient.
public struct Gradient: Hashable, Sendable {
    /// A colour at a location along a gradient.
    public struct Stop: Hashable, Sendable {
        /// The stop's colour.
        public var color: Color
        /// Where along the gradient the colour sits, from 0 (start) to 1 (end).
        public var location: CGFloat
        /// Creates a stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The gradient's stops; they are sorted by location when it is painted.
    public var stops: [Stop]
    /// Creates a gradient of the given stops.
    public init(stops: [Stop]) { self.stops = stops }
    /// Creates a gradient of colours spread evenly from location 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $0.element, location: n > 1 ? CGFloat($0.offset) / CGFloat(n - 1) : 0) }
    }

    func resolved(in environment: EnvironmentValues) -> [ResolvedPaint.GradientStop] {
        stops.map { .init(color: $0.color.resolve(in: environment), location: $0.location.isFinite ? $0.location : 0) }
    }
}

/// A gradient as a shape style is a linear gradient from the top to the bottom of what it fills
/// (Apple's `Gradient` documentation: "a linear gradient with start point [0.5, 0] and end point
/// [0.5, 1]"): `.tint(Gradient(colors: [.red, .orange]))`.
extension Gradient: ShapeStyle, PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(in: environment)
    }
}

/// A gradient along a line between two unit points of the shape.
///
/// As a view it fills a rectangle of the size it is proposed, as a `Color` does.
public nonisolated struct LinearGradient: ShapeStyle, View, PaintResolvable {
    /// As a view, a rectangle filled with this gradient.
    public typealias Body = _ShapeView<Rectangle, LinearGradient>
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a gradient from `startPoint` to `endPoint`, unit points of the frame it fills.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    /// Creates a gradient of colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Creates a gradient of the given stops from `startPoint` to `endPoint`.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A rectangle filled with this gradient; it takes the size it is proposed.
    public var body: _ShapeView<Rectangle, LinearGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(stops: gradient.resolved(in: environment), startPoint: startPoint, endPoint: endPoint)
    }
}

/// A gradient in circles around a unit point of the shape.
///
/// As a view it fills a rectangle of the size it is proposed, as a `Color` does.
public nonisolated struct RadialGradient: ShapeStyle, View, PaintResolvable {
    /// As a view, a rectangle filled with this gradient.
    public typealias Body = _ShapeView<Rectangle, RadialGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a gradient in circles around `center` (a unit point of the frame), from `startRadius`
    /// to `endRadius` points; beyond them the end colours continue.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    /// Creates a gradient of colours spread evenly from `startRadius` to `endRadius` points around `center`.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A rectangle filled with this gradient; it takes the size it is proposed.
    public var body: _ShapeView<Rectangle, RadialGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(stops: gradient.resolved(in: environment), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a unit point of the shape, sweeping clockwise from `startAngle` to
/// `endAngle` (0 points to the trailing side). Apple's documentation: past a whole turn only the
/// last turn is drawn; short of one, the missing sector takes the colours at locations 1 and 0,
/// switching halfway across it.
///
/// As a view it fills a rectangle of the size it is proposed, as a `Color` does.
public nonisolated struct AngularGradient: ShapeStyle, View, PaintResolvable {
    /// As a view, a rectangle filled with this gradient.
    public typealias Body = _ShapeView<Rectangle, AngularGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates a gradient around `center` (a unit point of the frame) sweeping clockwise from
    /// `startAngle` to `endAngle`.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }
    /// Creates a gradient of colours spread evenly from `startAngle` to `endAngle` around `center`.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// Creates a gradient of the given stops from `startAngle` to `endAngle` around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: one whole turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: .radians(angle.radians + 2 * .pi))
    }
    /// Creates a conic gradient of colours spread evenly over one turn starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// Creates a conic gradient of the given stops over one turn starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    /// A rectangle filled with this gradient; it takes the size it is proposed.
    public var body: _ShapeView<Rectangle, AngularGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .angularGradient(stops: gradient.resolved(in: environment), center: center,
                         startAngle: startAngle.radians, endAngle: endAngle.radians)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient sweeping from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of colours spread evenly from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// An angular gradient of the given stops from `startAngle` to `endAngle` around `center`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A conic gradient: one whole turn around `center` starting at `angle`.
    public static func conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, angle: angle)
    }
    /// A conic gradient of colours spread evenly over one turn starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
    /// A conic gradient of the given stops over one turn starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(stops: stops, center: center, angle: angle)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The current style (the foreground, or the background where one is set) with a shadow, as
    /// SwiftUI declares it: `.background(.shadow(.drop(radius: 10)), in: .rect(cornerRadius: 8))`.
    /// - Parameter style: The shadow (accepted, not drawn).
    /// - Returns: The style.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { ImplicitShadowStyle() }

    /// The current foreground style: what `foregroundStyle(_:)` set, or the primary label colour.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background colour: white in light mode, black in dark mode.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The primary level of the foreground style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The secondary level of the foreground style (the secondary label colour unless set).
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The tertiary level of the foreground style (the tertiary label colour unless set).
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The quaternary level of the foreground style (the quaternary label colour unless set).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient from `startPoint` to `endPoint`, unit points of the frame it fills.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    /// A linear gradient of colours spread evenly from `startPoint` to `endPoint`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient around `center`, from `startRadius` to `endRadius` points.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient of colours spread evenly from `startRadius` to `endRadius` points.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

// `.fill(.red)`: the named colours as shape styles.
extension ShapeStyle where Self == Color {
    /// The system red, as a shape style.
    public static var red: Color { Color.red }
    /// The system orange, as a shape style.
    public static var orange: Color { Color.orange }
    /// The system yellow, as a shape style.
    public static var yellow: Color { Color.yellow }
    /// The system green, as a shape style.
    public static var green: Color { Color.green }
    /// The system mint, as a shape style.
    public static var mint: Color { Color.mint }
    /// The system teal, as a shape style.
    public static var teal: Color { Color.teal }
    /// The system cyan, as a shape style.
    public static var cyan: Color { Color.cyan }
    /// The system blue, as a shape style.
    public static var blue: Color { Color.blue }
    /// The system indigo, as a shape style.
    public static var indigo: Color { Color.indigo }
    /// The system purple, as a shape style.
    public static var purple: Color { Color.purple }
    /// The system pink, as a shape style.
    public static var pink: Color { Color.pink }
    /// The system brown, as a shape style.
    public static var brown: Color { Color.brown }
    /// The system gray, as a shape style.
    public static var gray: Color { Color.gray }
    /// Black, as a shape style.
    public static var black: Color { Color.black }
    /// White, as a shape style.
    public static var white: Color { Color.white }
    /// Fully transparent, as a shape style: nothing is painted.
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

/// A gradient made from a colour (`Color.blue.gradient`): SwiftUI's standard gradient of that
/// colour, from top to bottom.
///
/// Apple does not publish the colours of the standard gradient; Trellis paints it from the
/// colour lightened a fifth of the way to white at the top to the colour itself at the bottom.
public struct AnyGradient: ShapeStyle, Hashable, PaintResolvable {
    let gradient: Gradient
    let isStandard: Bool

    /// Creates a shape style of `gradient`, drawn from top to bottom.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        isStandard = false
    }

    init(standardOf color: Color) {
        gradient = Gradient(colors: [color])
        isStandard = true
    }

    /// The gradient drawn along `startPoint` to `endPoint`.
    public func linearGradient(startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        guard isStandard, let color = gradient.stops.first?.color else {
            return .linearGradient(stops: gradient.resolved(in: environment), startPoint: .top, endPoint: .bottom)
        }
        let base = color.resolve(in: environment)
        func lighter(_ c: Float) -> Float { c + (1 - c) * 0.2 }
        let top = Color.Resolved(red: lighter(base.red), green: lighter(base.green), blue: lighter(base.blue), opacity: base.opacity)
        return .linearGradient(stops: [.init(color: top, location: 0), .init(color: base, location: 1)], startPoint: .top, endPoint: .bottom)
    }
}

extension Color {
    /// SwiftUI's standard gradient of this colour, for fills: `.fill(.blue.gradient)`.
    public var gradient: AnyGradient { AnyGradient(standardOf: self) }
}

/// A modifier of a hierarchical level of a style (`.secondary` of a style).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let level: Int
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.paint(in: environment).multiplyingOpacity(by: [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)])
    }
}

extension ShapeStyle {
    /// The secondary level of this style.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The tertiary level of this style.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The quaternary level of this style.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
}

extension RadialGradient {
    /// Creates a gradient of the given stops from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}
