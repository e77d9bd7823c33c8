// The chart modifiers apps apply to a `Chart` (axes, scales, legends, plot style, overlays) and
// the axis content they take. Each sets the `ChartConfiguration` in the environment, which the
// `Chart` inside reads.
import Foundation
import Trellis

/// Something a chart's axis shows: marks, grid lines, ticks, labels.
public protocol AxisContent {}

/// Combines the statements of an axis block.
@resultBuilder
public enum AxisContentBuilder {
    /// No content.
    /// - Returns: Empty content.
    public static func buildBlock() -> _AxisContentGroup { _AxisContentGroup(items: []) }
    /// Several pieces of content.
    /// - Parameter content: The pieces.
    /// - Returns: Them, as one piece.
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _AxisContentGroup {
        var items: [any AxisContent] = []
        for c in repeat each content { items.append(c) }
        return _AxisContentGroup(items: items)
    }
    /// A statement of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// Content of an `if` without `else`.
    /// - Parameter content: The content, or nil.
    /// - Returns: The content.
    public static func buildOptional(_ content: (any AxisContent)?) -> _AxisContentGroup { _AxisContentGroup(items: content.map { [$0] } ?? []) }
    /// The first branch of an `if`/`else`.
    /// - Parameter first: The content.
    /// - Returns: The content.
    public static func buildEither(first: any AxisContent) -> _AxisContentGroup { _AxisContentGroup(items: [first]) }
    /// The second branch of an `if`/`else`.
    /// - Parameter second: The content.
    /// - Returns: The content.
    public static func buildEither(second: any AxisContent) -> _AxisContentGroup { _AxisContentGroup(items: [second]) }
}

/// Axis content combined by `AxisContentBuilder`.
public struct _AxisContentGroup: AxisContent {
    let items: [any AxisContent]

    /// The pieces, nested groups flattened.
    var flattened: [any AxisContent] {
        items.flatMap { ($0 as? _AxisContentGroup)?.flattened ?? [$0] }
    }
}

/// A value on an axis, handed to `AxisMarks`' content.
public struct AxisValue {
    /// The mark's index among the axis's marks.
    public let index: Int
    /// The number of marks.
    public let count: Int
    let datum: PlotDatum
    /// The value as a type: `value.as(Double.self)`, `value.as(Date.self)`, `value.as(String.self)`.
    /// - Parameter type: The type.
    /// - Returns: The value, or nil when it is not of that type.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { datum.value(as: type) }
}

/// Which values an axis marks.
public struct AxisMarkValues: @unchecked Sendable {
    enum Kind {
        case automatic(desiredCount: Int?, minimumStride: Double?, roundLowerBound: Bool?, roundUpperBound: Bool?)
        case stride(Double)
        case dateStride(Calendar.Component, Int, Calendar?)
    }
    let kind: Kind
    /// The chart decides.
    public static let automatic = AxisMarkValues(kind: .automatic(desiredCount: nil, minimumStride: nil, roundLowerBound: nil,
                                                                  roundUpperBound: nil))
    /// About so many marks.
    /// - Parameters:
    ///   - minimumStride: The least step.
    ///   - desiredCount: How many.
    ///   - roundLowerBound: Whether to round the start.
    ///   - roundUpperBound: Whether to round the end.
    /// - Returns: The values.
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount: desiredCount, minimumStride: minimumStride, roundLowerBound: roundLowerBound,
                                        roundUpperBound: roundUpperBound))
    }
    /// Every so many units.
    /// - Parameters:
    ///   - stepSize: The step.
    ///   - roundLowerBound: Whether to round the start.
    ///   - roundUpperBound: Whether to round the end.
    /// - Returns: The values.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(stepSize))
    }
    /// Every so many calendar units.
    /// - Parameters:
    ///   - component: The unit.
    ///   - count: How many units per step.
    ///   - roundLowerBound: Whether to round the start.
    ///   - roundUpperBound: Whether to round the end.
    ///   - calendar: The calendar.
    /// - Returns: The values.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, Swift.max(count, 1), calendar))
    }
}

/// Where an axis's marks sit.
public struct AxisMarkPosition: Sendable {
    let name: String
    /// The chart decides.
    public static let automatic = AxisMarkPosition(name: "automatic")
    /// At the leading edge.
    public static let leading = AxisMarkPosition(name: "leading")
    /// At the trailing edge.
    public static let trailing = AxisMarkPosition(name: "trailing")
    /// At the top.
    public static let top = AxisMarkPosition(name: "top")
    /// At the bottom.
    public static let bottom = AxisMarkPosition(name: "bottom")
}

/// A preset look of axis marks.
public struct AxisMarkPreset: Sendable {
    let name: String
    /// The chart decides.
    public static let automatic = AxisMarkPreset(name: "automatic")
    /// Extended grid lines.
    public static let extended = AxisMarkPreset(name: "extended")
    /// Aligned labels.
    public static let aligned = AxisMarkPreset(name: "aligned")
    /// Inset labels.
    public static let inset = AxisMarkPreset(name: "inset")
}

/// The marks of an axis: grid lines, ticks and labels at a set of values.
public struct AxisMarks: AxisContent {
    let spec: AxisMarksSpec
    /// Default marks.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: Which values are marked.
    ///   - stroke: The stroke of the grid lines and ticks.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(values: values, explicitValues: nil, position: position, preset: preset, content: nil, stroke: stroke)
    }
    /// Default marks whose labels are formatted with a format style.
    /// - Parameters:
    ///   - format: The labels' format style.
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: Which values are marked.
    ///   - stroke: The stroke of the grid lines and ticks.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(values: values, explicitValues: nil, position: position, preset: preset, content: nil, stroke: stroke,
                             format: AxisValueLabel(format: format))
    }
    /// Marks at given values.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: The values.
    ///   - stroke: The stroke of the grid lines and ticks.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V],
                              stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(values: .automatic, explicitValues: values.map { PlotDatum($0.primitivePlottable) }, position: position,
                             preset: preset, content: nil, stroke: stroke)
    }
    /// Marks with custom content per value.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: Which values are marked.
    ///   - content: The grid line, tick and label of a value.
    public init<C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> C) {
        spec = AxisMarksSpec(values: values, explicitValues: nil, position: position, preset: preset,
                             content: { AxisMarks.pieces(content($0)) })
    }
    /// Marks at given values with custom content.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: The values.
    ///   - content: The grid line, tick and label of a value.
    public init<V: Plottable, C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                              values: [V], @AxisContentBuilder content: @escaping (AxisValue) -> C) {
        spec = AxisMarksSpec(values: .automatic, explicitValues: values.map { PlotDatum($0.primitivePlottable) }, position: position,
                             preset: preset, content: { AxisMarks.pieces(content($0)) })
    }

    static func pieces(_ content: any AxisContent) -> [any AxisContent] {
        (content as? _AxisContentGroup)?.flattened ?? [content]
    }
}

/// A grid line at an axis value.
public struct AxisGridLine: AxisContent {
    /// A grid line.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.stroke = stroke
    }
    let centered: Bool?
    let stroke: StrokeStyle?
}

/// A tick at an axis value.
public struct AxisTick: AxisContent {
    /// A tick.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - length: Its length in points.
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {
        self.centered = centered
        self.length = length
        self.stroke = stroke
    }
    let centered: Bool?
    let length: CGFloat?
    let stroke: StrokeStyle?
}

/// The values a chart's scale shows: a range (`0...100`), a list of values (`["A", "B"]`), or
/// `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// The domain the chart picks from its data.
public struct AutomaticScaleDomain: ScaleDomain, Sendable {
    let includesZero: Bool?
    let reversed: Bool?
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The chart picks the domain from its data.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }
    /// The chart picks the domain from its data, with or without zero, reversed or not.
    /// - Parameters:
    ///   - includesZero: Whether the domain reaches zero (nil: the chart decides).
    ///   - reversed: Whether the scale runs the other way.
    /// - Returns: The domain.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension Range: ScaleDomain where Bound: Plottable {}
extension Array: ScaleDomain where Element: Plottable {}

/// A domain the chart can read (every `ScaleDomain` of this module).
protocol ScaleDomainReadable {
    var spec: ScaleDomainSpec { get }
}

extension AutomaticScaleDomain: ScaleDomainReadable {
    var spec: ScaleDomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ClosedRange: ScaleDomainReadable where Bound: Plottable {
    var spec: ScaleDomainSpec { .range(PlotDatum(lowerBound.primitivePlottable), PlotDatum(upperBound.primitivePlottable)) }
}

extension Range: ScaleDomainReadable where Bound: Plottable {
    var spec: ScaleDomainSpec { .range(PlotDatum(lowerBound.primitivePlottable), PlotDatum(upperBound.primitivePlottable)) }
}

extension Array: ScaleDomainReadable where Element: Plottable {
    var spec: ScaleDomainSpec { .values(map { PlotDatum($0.primitivePlottable) }) }
}

/// Dates divided into bins of a calendar unit: `DateBins(unit: .hour, by: 3, range: start...end)`.
public struct DateBins: RandomAccessCollection, Sendable {
    /// The dates where bins start, then where the last one ends.
    public let thresholds: [Date]
    /// Bins of `step` `unit`s covering `range`, starting at the start of the unit the range
    /// starts in.
    /// - Parameters:
    ///   - unit: The calendar unit.
    ///   - step: How many units a bin spans.
    ///   - range: The dates to cover.
    ///   - calendar: The calendar the units are counted in.
    public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
        let start = calendar.dateInterval(of: unit, for: range.lowerBound)?.start ?? range.lowerBound
        var dates = [start]
        while let last = dates.last, last < range.upperBound, dates.count < 10_000,
              let next = calendar.date(byAdding: unit, value: Swift.max(step, 1), to: last), next > last {
            dates.append(next)
        }
        thresholds = dates
    }
    /// The first bin's position.
    public var startIndex: Int { 0 }
    /// One past the last bin.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    /// The dates a bin spans.
    public subscript(position: Int) -> ClosedRange<Date> { thresholds[position]...thresholds[position + 1] }
}

/// Numbers divided into bins of one size: `NumberBins(range: 0...100, desiredCount: 10)`.
public struct NumberBins<Value: BinaryFloatingPoint & Sendable>: RandomAccessCollection, Sendable {
    /// The values where bins start, then where the last one ends.
    public let thresholds: [Value]
    /// Bins of `size` from the range's start.
    /// - Parameters:
    ///   - size: Each bin's width.
    ///   - range: The values to cover.
    public init(size: Value, range: ClosedRange<Value>) {
        var values = [range.lowerBound]
        while let last = values.last, last < range.upperBound, size > 0, values.count < 10_000 { values.append(last + size) }
        thresholds = values
    }
    /// About `desiredCount` bins over `range`.
    /// - Parameters:
    ///   - range: The values to cover.
    ///   - desiredCount: How many bins.
    public init(range: ClosedRange<Value>, desiredCount: Int) {
        self.init(size: (range.upperBound - range.lowerBound) / Value(Swift.max(desiredCount, 1)), range: range)
    }
    /// The first bin's position.
    public var startIndex: Int { 0 }
    /// One past the last bin.
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }
    /// The values a bin spans.
    public subscript(position: Int) -> ClosedRange<Value> { thresholds[position]...thresholds[position + 1] }
}

/// The label of an axis value.
public struct AxisValueLabel: AxisContent {
    enum Kind {
        case automatic
        case text(Text)
        case format((PlotDatum) -> String?)
        case view(AnyView)
    }
    let kind: Kind
    let centered: Bool?
    let anchor: UnitPoint?
    var orientation = "automatic"
    /// A label of its own text.
    /// - Parameters:
    ///   - label: The text.
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        kind = .text(Text(verbatim: String(label)))
        self.centered = centered
        self.anchor = anchor
    }
    /// A label of its own localized text.
    /// - Parameters:
    ///   - labelKey: The text.
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        kind = .text(Text(labelKey))
        self.centered = centered
        self.anchor = anchor
    }
    /// The default label.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    ///   - multiLabelAlignment: How several lines align.
    ///   - orientation: Its orientation.
    ///   - horizontalSpacing: The horizontal gap.
    ///   - verticalSpacing: The vertical gap.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        kind = .automatic
        self.centered = centered
        self.anchor = anchor
        self.orientation = orientation.name
    }
    /// A label formatted with a format style: `AxisValueLabel(format: .dateTime.month())`.
    /// - Parameters:
    ///   - format: The format style.
    ///   - centered: Whether it sits between values.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {
        kind = .format { datum in
            let input: Any? = switch datum {
            case let .date(d): d
            case let .category(s): s
            case let .number(v):
                switch F.FormatInput.self {
                case is Int.Type: v.isFinite ? Int(v.rounded()) : nil
                case is Float.Type: Float(v)
                case is Decimal.Type: Decimal(v)
                default: v
                }
            }
            guard let value = input as? F.FormatInput else { return nil }
            let output = format.format(value)
            return output as? String ?? (output as? AttributedString).map { String($0.characters) }
        }
        self.centered = centered
        anchor = nil
    }
    /// A label of a view.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    ///   - content: The label.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {
        kind = .view(AnyView(content()))
        self.centered = centered
        self.anchor = anchor
    }
}

/// The orientation of axis labels.
public struct AxisValueLabelOrientation: Sendable {
    let name: String
    /// The chart decides.
    public static let automatic = AxisValueLabelOrientation(name: "automatic")
    /// Horizontal.
    public static let horizontal = AxisValueLabelOrientation(name: "horizontal")
    /// Vertical.
    public static let vertical = AxisValueLabelOrientation(name: "vertical")
    /// Rotated 90° clockwise.
    public static let verticalReversed = AxisValueLabelOrientation(name: "verticalReversed")
}

/// The plot area of a chart, as `chartPlotStyle` hands it over (a view to modify).
///
/// Linux: a clear view that takes the size it is offered; what the closure makes of it
/// (`.frame(height: 200)`, `.background(…)`) is what the chart's plot area becomes.
public nonisolated struct ChartPlotContent: View {
    /// The plot area: clear, flexible.
    public var body: some View { Color.clear }
}

/// The geometry of a chart's plot, as `chartOverlay` and `chartBackground` hand it over: the
/// plot area's frame and the scales that map values to positions in it.
public struct ChartProxy {
    let geometry: ChartGeometry
    /// The plot area's frame in window coordinates.
    let globalPlotFrame: CGRect

    /// The plot area's size.
    public var plotSize: CGSize { geometry.plotRect.size }
    /// The plot area's size (iOS 16's name).
    public var plotAreaSize: CGSize { geometry.plotRect.size }
    /// The plot area's frame, to read through a `GeometryProxy`: `geometry[proxy.plotAreaFrame]`.
    public var plotAreaFrame: Anchor<CGRect> { .globalRect(globalPlotFrame) }
    /// The plot area's frame (iOS 17's name), to read through a `GeometryProxy`.
    public var plotFrame: Anchor<CGRect>? { .globalRect(globalPlotFrame) }
    /// The value at a horizontal position in the plot area.
    /// - Parameters:
    ///   - position: The position, from the plot area's leading edge.
    ///   - type: The value type.
    /// - Returns: The value, or nil outside a categorical scale's bands or of another type.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        geometry.x.datum(atFraction: Double(position / Swift.max(plotSize.width, 1)))?.value(as: type)
    }
    /// The value at a vertical position in the plot area.
    /// - Parameters:
    ///   - position: The position, from the plot area's top edge.
    ///   - type: The value type.
    /// - Returns: The value, or nil.
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        geometry.y.datum(atFraction: 1 - Double(position / Swift.max(plotSize.height, 1)))?.value(as: type)
    }
    /// The horizontal position of a value in the plot area (the centre of a category's band).
    /// - Parameter value: The value.
    /// - Returns: The position from the plot area's leading edge, or nil for a value the scale
    ///   does not hold.
    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        geometry.x.fraction(of: PlotDatum(value.primitivePlottable)).map { CGFloat($0) * plotSize.width }
    }
    /// The vertical position of a value in the plot area.
    /// - Parameter value: The value.
    /// - Returns: The position from the plot area's top edge, or nil.
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        geometry.y.fraction(of: PlotDatum(value.primitivePlottable)).map { CGFloat(1 - $0) * plotSize.height }
    }
}

/// The kind of a chart's scale.
public struct ScaleType: Sendable {
    let name: String
    /// The chart decides.
    public static let automatic = ScaleType(name: "automatic")
    /// Linear.
    public static let linear = ScaleType(name: "linear")
    /// Logarithmic.
    public static let log = ScaleType(name: "log")
    /// Square root.
    public static let squareRoot = ScaleType(name: "squareRoot")
    /// Categories.
    public static let category = ScaleType(name: "category")
    /// Dates.
    public static let date = ScaleType(name: "date")
}

nonisolated extension View {
    func chartSetting(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    /// Shows or hides a chart's x axis.
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartXAxis(_ visibility: Visibility) -> some View { chartSetting { $0.xAxis.visibility = visibility } }
    /// Sets a chart's x axis: the `AxisMarks` drawn along it.
    /// - Parameter content: The axis marks.
    /// - Returns: The view.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = AxisMarks.pieces(content()).compactMap { ($0 as? AxisMarks)?.spec }
        return chartSetting { $0.xAxis.marks = marks }
    }
    /// Shows or hides a chart's y axis.
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartYAxis(_ visibility: Visibility) -> some View { chartSetting { $0.yAxis.visibility = visibility } }
    /// Sets a chart's y axis: the `AxisMarks` drawn along it.
    /// - Parameter content: The axis marks.
    /// - Returns: The view.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View {
        let marks = AxisMarks.pieces(content()).compactMap { ($0 as? AxisMarks)?.spec }
        return chartSetting { $0.yAxis.marks = marks }
    }
    /// Labels a chart's x axis.
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.xAxis.title = AnyView(Text(label)); $0.xAxis.titlePosition = position }
    }
    /// Labels a chart's x axis with a string.
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        let text = AnyView(Text(verbatim: String(label)))
        return chartSetting { $0.xAxis.title = text; $0.xAxis.titlePosition = position }
    }
    /// Labels a chart's y axis.
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View {
        chartSetting { $0.yAxis.title = AnyView(Text(label)); $0.yAxis.titlePosition = position }
    }
    /// Labels a chart's y axis with a string.
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View {
        let text = AnyView(Text(verbatim: String(label)))
        return chartSetting { $0.yAxis.title = text; $0.yAxis.titlePosition = position }
    }
    /// Labels a chart's x axis with a view.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    ///   - content: The label.
    /// - Returns: The view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartSetting { $0.xAxis.title = view; $0.xAxis.titlePosition = position }
    }
    /// Labels a chart's y axis with a view.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    ///   - content: The label.
    /// - Returns: The view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return chartSetting { $0.yAxis.title = view; $0.yAxis.titlePosition = position }
    }
    /// Sets the domain of a chart's x scale.
    /// - Parameters:
    ///   - domain: The values shown, such as `0...100` or `["A", "B"]`.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = (domain as? any ScaleDomainReadable)?.spec
        return chartSetting { $0.xDomain = spec }
    }
    /// Sets the domain and range of a chart's x scale (the range is not drawn on Linux).
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - range: The plot range.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartXScale<Domain: ScaleDomain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        DiagnosticLog.warnOnce("chartXScale(domain:range:)'s range is not drawn on Linux")
        return chartXScale(domain: domain, type: type)
    }
    /// Sets the domain of a chart's y scale.
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let spec = (domain as? any ScaleDomainReadable)?.spec
        return chartSetting { $0.yDomain = spec }
    }
    /// Sets the domain and range of a chart's y scale (the range is not drawn on Linux).
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - range: The plot range.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartYScale<Domain: ScaleDomain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        DiagnosticLog.warnOnce("chartYScale(domain:range:)'s range is not drawn on Linux")
        return chartYScale(domain: domain, type: type)
    }
    /// Shows or hides a chart's legend.
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartLegend(_ visibility: Visibility) -> some View { chartSetting { $0.legendVisibility = visibility } }
    /// Places a chart's legend: `.top` or `.bottom` (the default); other positions are drawn at
    /// the bottom.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        if ![AnnotationPosition.automatic, .top, .bottom].contains(position) {
            DiagnosticLog.warnOnce("Charts: chartLegend(position: .\(position.name)) is drawn at the bottom on Linux")
        }
        return chartSetting { $0.legendPosition = position; $0.legendSpacing = spacing }
    }
    /// Replaces a chart's legend with a view of the app's own, placed as the legend is.
    /// - Parameters:
    ///   - position: Where it sits (`.top`, or the bottom).
    ///   - alignment: How it aligns.
    ///   - spacing: The gap between it and the plot.
    ///   - content: The legend.
    /// - Returns: The view.
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                           @ViewBuilder content: () -> Content) -> some View {
        let legend = AnyView(content())
        return chartLegend(position: position, alignment: alignment, spacing: spacing).chartSetting { $0.customLegend = legend }
    }
    /// Binds a range of selected x values (accepted; never set: there is no selection on Linux).
    /// - Parameter range: The selected range.
    /// - Returns: The view.
    public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds a range of selected y values (accepted; never set).
    /// - Parameter range: The selected range.
    /// - Returns: The view.
    public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View { self }
    /// Binds the scroll position of a scrolling chart along x (accepted; the whole domain is shown).
    /// - Parameter position: The leading value shown.
    /// - Returns: The view.
    public func chartScrollPosition<P: Plottable>(x position: Binding<P>) -> some View {
        DiagnosticLog.warnOnce("Charts: chartScrollPosition is not drawn on Linux (the whole domain is shown)")
        return self
    }
    /// Sets the initial scroll position of a scrolling chart along x (accepted; the whole domain
    /// is shown).
    /// - Parameter initialX: The leading value shown.
    /// - Returns: The view.
    public func chartScrollPosition<P: Plottable>(initialX: P) -> some View {
        DiagnosticLog.warnOnce("Charts: chartScrollPosition is not drawn on Linux (the whole domain is shown)")
        return self
    }
    /// Sets how a scrolling chart settles (accepted; the whole domain is shown).
    /// - Parameter behavior: The behaviour.
    /// - Returns: The view.
    public func chartScrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }
    /// Maps the values of `foregroundStyle(by:)` to styles.
    /// - Parameter mapping: Pairs of value and style.
    /// - Returns: The view.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (PlotDatum($0.key.primitivePlottable), AnyShapeStyle($0.value)) }
        return chartSetting { $0.styleScale = pairs }
    }
    /// Sets the domain and styles of `foregroundStyle(by:)`: the nth value takes the nth style.
    /// - Parameters:
    ///   - domain: The values.
    ///   - range: Their styles.
    /// - Returns: The view.
    public func chartForegroundStyleScale<Domain, S: ShapeStyle>(domain: Domain, range: [S]) -> some View {
        let values: [PlotDatum]? = switch (domain as? any ScaleDomainReadable)?.spec {
        case let .values(values)?: values
        default: nil
        }
        let pairs = values.map { zip($0, range).map { ($0, AnyShapeStyle($1)) } }
        return chartSetting { $0.styleScale = pairs; $0.styleDomain = values }
    }
    /// Styles a chart's plot area: the closure's modifiers of the plot area (a frame, a background)
    /// are the plot area's.
    /// - Parameter content: The plot area's modifiers.
    /// - Returns: The view.
    public func chartPlotStyle<V: View>(content: @escaping (ChartPlotContent) -> V) -> some View {
        chartSetting { $0.plotStyle = { AnyView(content($0)) } }
    }
    /// Puts views over a chart, given the chart's geometry.
    /// - Parameters:
    ///   - alignment: How the overlay aligns.
    ///   - content: The overlay of the chart's geometry.
    /// - Returns: The view.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.overlays.append((alignment, { AnyView(content($0)) })) }
    }
    /// Puts views behind a chart, given the chart's geometry.
    /// - Parameters:
    ///   - alignment: How the background aligns.
    ///   - content: The background of the chart's geometry.
    /// - Returns: The view.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        chartSetting { $0.backgrounds.append((alignment, { AnyView(content($0)) })) }
    }
    /// Makes a chart scroll along axes (accepted; the whole domain is drawn).
    /// - Parameter axes: The axes.
    /// - Returns: The view.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View {
        DiagnosticLog.warnOnce("Charts: chartScrollableAxes is not drawn on Linux (the whole domain is shown)")
        return self
    }
    /// Sets how much of the x domain a scrolling chart shows (accepted; the whole domain is drawn).
    /// - Parameter length: The visible length.
    /// - Returns: The view.
    public func chartXVisibleDomain<P>(length: P) -> some View {
        DiagnosticLog.warnOnce("Charts: chartXVisibleDomain is not drawn on Linux (the whole domain is shown)")
        return self
    }
    /// Binds the selected x value of a chart (accepted; never set).
    /// - Parameter value: The selected value.
    /// - Returns: The view.
    public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the selected y value of a chart (accepted; never set).
    /// - Parameter value: The selected value.
    /// - Returns: The view.
    public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    /// Binds the selected angle value of a pie chart (accepted; never set).
    /// - Parameter value: The selected value.
    /// - Returns: The view.
    public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
}
