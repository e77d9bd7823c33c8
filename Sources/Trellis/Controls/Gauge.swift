import Foundation

// Gauges on iOS at rest — facts, sources, and where Trellis had to choose:
// 1. The automatic style on iOS is `.linearCapacity` (Apple, Gauge docs): the label above the
//    bar (leading) with the current value label at the trailing edge, a capsule bar as wide as
//    offered filled from the leading edge to the value's fraction of the range in the tint
//    (accent) colour over systemFill, and the minimum and maximum value labels under its ends in
//    the caption font. The bar is 6 pt tall and the rows 4 pt apart (Trellis's reading of iOS 17
//    screenshots; not published).
// 2. A standard gauge marks the value with an indicator on its path; a capacity gauge fills the
//    path up to the value (Apple, HIG "Gauges": "A standard gauge displays an indicator that
//    shows the current value's location; a gauge that uses the capacity style displays a fill").
//    `.accessoryCircular` (the Lock Screen's circular complication look, "an open ring with a
//    marker", Apple's AccessoryCircularGaugeStyle docs): a 58-pt ring, 6 pt wide, open at the
//    bottom over 90°, drawn in the tint colour, with a white marker outlined in black at the
//    value; the current value label centred in it (title3, semibold) and the minimum and maximum
//    labels in the opening (caption2). `.accessoryCircularCapacity` closes the ring and fills it
//    in the tint colour over systemFill up to the value. 58 pt is Trellis's reading of the
//    smallest circular complication on iPhone (not published for the gauge).
// 3. `.accessoryLinear` is the bar with a marker at the value over the tint at 35 %;
//    `.accessoryLinearCapacity` the linear capacity bar.
// 4. The value is clamped into the range; an empty range counts as empty.

/// A view that shows a value within a range. Trellis draws it at rest.
///
/// In the automatic (linear capacity) style the gauge takes the full proposed width: the label and
/// the current value label on one row, a 6-pt capsule bar filled in the tint up to the value, and
/// the minimum and maximum value labels under its ends in the caption font. The circular accessory
/// styles are a 58-pt ring. The value is clamped into the range.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    /// A gauge is drawn from its labels and bar, not from a body.
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    init<V: BinaryFloatingPoint>(value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?,
                                 minimum: BoundsLabel?, maximum: BoundsLabel?) {
        let lower = Double(bounds.lowerBound), upper = Double(bounds.upperBound)
        let v = Double(value)
        fraction = upper > lower && v.isFinite ? min(max((v - lower) / (upper - lower), 0), 1) : 0
        self.label = label
        self.currentValueLabel = current
        self.minimumValueLabel = minimum
        self.maximumValueLabel = maximum
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        if let custom = env.customGaugeStyle {
            var inner = ctx
            inner.environment.customGaugeStyle = nil
            let configuration = GaugeStyleConfiguration(value: fraction, label: .init(content: AnyView(label)),
                                                        currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) })
            inner.resolve(ControlNode(name: "Gauge", content: custom(configuration)), into: &nodes)
            return
        }
        let tint = env.tint ?? .accentColor
        let view: AnyView
        switch env.gaugeStyle {
        case .accessoryCircular, .accessoryCircularCapacity:
            let open = env.gaugeStyle == .accessoryCircular
            view = AnyView(CircularGauge(fraction: fraction, tint: tint, isCapacity: !open) {
                if let currentValueLabel { currentValueLabel }
            } minimum: {
                if open, let minimumValueLabel { minimumValueLabel }
            } maximum: {
                if open, let maximumValueLabel { maximumValueLabel }
            })
        case .linearCapacity, .accessoryLinear, .accessoryLinearCapacity:
            view = AnyView(VStack(alignment: .leading, spacing: GaugeMetrics.rowSpacing) {
                HStack {
                    label
                    Spacer(minLength: 0)
                    if let currentValueLabel { currentValueLabel }
                }
                GaugeBar(fraction: fraction, tint: tint, hasMarker: env.gaugeStyle == .accessoryLinear)
                if minimumValueLabel != nil || maximumValueLabel != nil {
                    HStack {
                        if let minimumValueLabel { minimumValueLabel }
                        Spacer(minLength: 0)
                        if let maximumValueLabel { maximumValueLabel }
                    }
                    .font(.caption)
                }
            })
        }
        ctx.resolve(ControlNode(name: "Gauge", content: view), into: &nodes)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds`, described by `label`.
    /// - Parameters:
    ///   - value: the value shown, clamped into `bounds`.
    ///   - bounds: the range the value lies in; 0...1 by default.
    ///   - label: what the gauge measures.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds`, with a label for the current value.
    /// - Parameters:
    ///   - value: the value shown, clamped into `bounds`.
    ///   - bounds: the range the value lies in; 0...1 by default.
    ///   - label: what the gauge measures.
    ///   - currentValueLabel: the value as shown at the trailing end of the label's row (in a circular
    ///     style, inside the ring).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// Creates a gauge of `value` within `bounds`, with labels for the current value and both bounds.
    /// - Parameters:
    ///   - value: the value shown, clamped into `bounds`.
    ///   - bounds: the range the value lies in; 0...1 by default.
    ///   - label: what the gauge measures.
    ///   - currentValueLabel: the value as shown at the trailing end of the label's row.
    ///   - minimumValueLabel: shown under the bar's leading end (in the open ring's gap).
    ///   - maximumValueLabel: shown under the bar's trailing end (in the open ring's gap).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

enum GaugeMetrics {
    static let barHeight: CGFloat = 6
    static let rowSpacing: CGFloat = 4
    static let circularDiameter: CGFloat = 58
    static let ringWidth: CGFloat = 6
    /// The opening at the bottom of the open ring, as a fraction of the circle (90°).
    static let opening: Double = 0.25
}

/// The linear capacity bar (fact 1), or the bar with a marker (fact 3).
nonisolated struct GaugeBar: View {
    let fraction: Double
    let tint: Color
    var hasMarker = false
    var body: some View {
        Capsule().fill(hasMarker ? tint.opacity(0.35) : Color.systemFill)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    if hasMarker {
                        GaugeMarker(diameter: GaugeMetrics.barHeight + 4)
                            .position(x: proxy.size.width * fraction, y: proxy.size.height / 2)
                    } else {
                        Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                    }
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: GaugeMetrics.barHeight)
    }
}

/// The indicator of a standard gauge: white, outlined in black (fact 2).
nonisolated struct GaugeMarker: View {
    let diameter: CGFloat
    var body: some View {
        Circle().fill(Color.white)
            .overlay(Circle().strokeBorder(Color.black, lineWidth: 1.5))
            .frame(width: diameter, height: diameter)
    }
}

/// The circular gauges (fact 2): the ring runs clockwise from the opening's left end.
nonisolated struct CircularGauge<Current: View, Minimum: View, Maximum: View>: View {
    let fraction: Double
    let tint: Color
    let isCapacity: Bool
    let current: Current
    let minimum: Minimum
    let maximum: Maximum

    init(fraction: Double, tint: Color, isCapacity: Bool, @ViewBuilder current: () -> Current,
         @ViewBuilder minimum: () -> Minimum, @ViewBuilder maximum: () -> Maximum) {
        self.fraction = fraction
        self.tint = tint
        self.isCapacity = isCapacity
        self.current = current()
        self.minimum = minimum()
        self.maximum = maximum()
    }

    var body: some View {
        let d = GaugeMetrics.circularDiameter
        let w = GaugeMetrics.ringWidth
        let r = (d - w) / 2
        let span = isCapacity ? 1 : 1 - GaugeMetrics.opening
        // The open ring starts at the bottom (90° in screen coordinates) plus half the opening;
        // the closed one at the top.
        let start = isCapacity ? -90 : 90 + GaugeMetrics.opening * 180
        let angle = (start + 360 * span * fraction) * .pi / 180
        return ZStack {
            if isCapacity {
                RingArc(start: start, sweep: 360)
                    .stroke(Color.systemFill, style: StrokeStyle(lineWidth: w))
                RingArc(start: start, sweep: 360 * fraction)
                    .stroke(tint, style: StrokeStyle(lineWidth: w, lineCap: .round))
            } else {
                RingArc(start: start, sweep: 360 * span)
                    .stroke(tint, style: StrokeStyle(lineWidth: w, lineCap: .round))
                GaugeMarker(diameter: w + 1)
                    .position(x: r + r * cos(angle), y: r + r * sin(angle))
            }
            current.font(.title3.weight(.semibold)).lineLimit(1).minimumScaleFactor(0.5)
                .padding(w + 2)
            HStack {
                minimum
                Spacer(minLength: 0)
                maximum
            }
            .font(.caption2)
            .lineLimit(1)
            .padding(.horizontal, w + 4)
            .frame(maxHeight: .infinity, alignment: .bottom)
        }
        .padding(w / 2)
        .frame(width: d, height: d)
    }
}

/// An arc of the circle inscribed in the rect, from `start` degrees clockwise over `sweep`.
nonisolated struct RingArc: Shape {
    let start: Double
    let sweep: Double
    func path(in rect: CGRect) -> Path {
        var p = Path()
        let r = min(rect.width, rect.height) / 2
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: r, startAngle: .degrees(start),
                 endAngle: .degrees(start + sweep), clockwise: false)
        return p
    }
}

/// `.gaugeStyle(_:)`: a built-in style, or one of your own whose `makeBody(configuration:)` is
/// the gauge (a gauge inside it draws in the style around the custom one).
@MainActor @preconcurrency public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a gauge from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = GaugeStyleConfiguration
}

extension BuiltInGaugeStyleProviding {
    /// A built-in style's body: the gauge of the configuration, drawn in this style.
    func builtInBody(_ configuration: GaugeStyleConfiguration) -> some View {
        Gauge<GaugeStyleConfiguration.Label, GaugeStyleConfiguration.CurrentValueLabel, EmptyView, EmptyView>(
            value: configuration.value, bounds: 0...1, label: configuration.label, current: configuration.currentValueLabel,
            minimum: nil, maximum: nil)
            .environment(\.gaugeStyle, kind)
    }
}

enum BuiltInGaugeStyle: Sendable, Hashable { case linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity }
protocol BuiltInGaugeStyleProviding { var kind: BuiltInGaugeStyle { get } }

/// The style a gauge takes when none is set: linear capacity on iOS.
public nonisolated struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .linearCapacity }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A bar filled from the leading edge up to the value, with the labels around it.
public nonisolated struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.linearCapacity` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .linearCapacity }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A bar in the tint at 35 % with a white marker at the value.
public nonisolated struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.accessoryLinear` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .accessoryLinear }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A bar filled up to the value, as in the Lock Screen's linear complication.
public nonisolated struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.accessoryLinearCapacity` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .accessoryLinearCapacity }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A 58-pt ring open at the bottom, with a marker at the value and the bounds in the opening.
public nonisolated struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.accessoryCircular` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .accessoryCircular }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A closed 58-pt ring filled in the tint up to the value.
public nonisolated struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyleProviding {
    /// Creates the style that `.accessoryCircularCapacity` names.
    public init() {}
    var kind: BuiltInGaugeStyle { .accessoryCircularCapacity }
    /// The gauge of `configuration` in this style.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}

nonisolated extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The automatic gauge style: linear capacity on iOS.
    public static var automatic: DefaultGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The linear capacity gauge style: a bar filled up to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The accessory linear gauge style: a bar with a marker at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// The accessory linear capacity gauge style: a bar filled up to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The accessory circular gauge style: an open ring with a marker at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
nonisolated extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The accessory circular capacity gauge style: a closed ring filled up to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = BuiltInGaugeStyle.linearCapacity }

private struct CustomGaugeStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: ((GaugeStyleConfiguration) -> AnyView)? = nil
}

extension EnvironmentValues {
    var gaugeStyle: BuiltInGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
    /// A custom gauge style's body maker (nil: the built-in `gaugeStyle` draws).
    var customGaugeStyle: ((GaugeStyleConfiguration) -> AnyView)? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the gauges inside: a built-in one, or yours, whose body each gauge becomes.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInGaugeStyleProviding {
            return AnyView(environment(\.gaugeStyle, builtIn.kind).environment(\.customGaugeStyle, nil))
        }
        let make: (GaugeStyleConfiguration) -> AnyView = { configuration in
            onMainActor((style, configuration)) { AnyView($0.makeBody(configuration: $1)) }
        }
        return AnyView(environment(\.customGaugeStyle, make))
    }
}

extension Gauge {
    /// A gauge with marked values (the marks are not drawn by Trellis).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) where BoundsLabel == EmptyView {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
    /// A gauge with bounds labels and marked values (the marks are not drawn by Trellis).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel())
    }
}
