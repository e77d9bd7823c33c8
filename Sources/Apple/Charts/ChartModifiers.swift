// The chart modifiers apps apply to a `Chart` (axes, scales, legends, plot style, overlays) and
// the axis content they take. Accepted with no effect: the chart is a placeholder.
import Foundation
import Trellis

/// Something a chart's axis shows: marks, grid lines, ticks, labels.
public protocol AxisContent {}

/// Combines the statements of an axis block.
@resultBuilder
public enum AxisContentBuilder {
    /// No content.
    /// - Returns: Empty content.
    public static func buildBlock() -> AxisMarks { AxisMarks() }
    /// Several pieces of content.
    /// - Parameter content: The pieces.
    /// - Returns: Them, as one piece.
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> _AxisContentGroup { _AxisContentGroup() }
    /// A statement of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    /// Content of an `if` without `else`.
    /// - Parameter content: The content, or nil.
    /// - Returns: The content.
    public static func buildOptional(_ content: (any AxisContent)?) -> _AxisContentGroup { _AxisContentGroup() }
    /// The first branch of an `if`/`else`.
    /// - Parameter first: The content.
    /// - Returns: The content.
    public static func buildEither(first: any AxisContent) -> _AxisContentGroup { _AxisContentGroup() }
    /// The second branch of an `if`/`else`.
    /// - Parameter second: The content.
    /// - Returns: The content.
    public static func buildEither(second: any AxisContent) -> _AxisContentGroup { _AxisContentGroup() }
}

/// Axis content combined by `AxisContentBuilder`.
public struct _AxisContentGroup: AxisContent {}

/// A value on an axis, handed to `AxisMarks`' content.
public struct AxisValue {
    /// The mark's index among the axis's marks.
    public let index: Int
    /// The number of marks.
    public let count: Int
    /// The value as a type (nil on Linux: no axis is computed).
    /// - Parameter type: The type.
    /// - Returns: The value, or nil.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? { nil }
}

/// Which values an axis marks.
public struct AxisMarkValues: Sendable {
    /// The chart decides.
    public static let automatic = AxisMarkValues()
    /// About so many marks.
    /// - Parameters:
    ///   - minimumStride: The least step.
    ///   - desiredCount: How many.
    ///   - roundLowerBound: Whether to round the start.
    ///   - roundUpperBound: Whether to round the end.
    /// - Returns: The values.
    public static func automatic(minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues() }
    /// Every so many units.
    /// - Parameters:
    ///   - stepSize: The step.
    ///   - roundLowerBound: Whether to round the start.
    ///   - roundUpperBound: Whether to round the end.
    /// - Returns: The values.
    public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues()
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
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues { AxisMarkValues() }
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
    /// Default marks.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: Which values are marked.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic) {}
    /// Marks at given values.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: The values.
    public init<V: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [V]) {}
    /// Marks with custom content per value.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: Which values are marked.
    ///   - content: The grid line, tick and label of a value.
    public init<C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, @AxisContentBuilder content: @escaping (AxisValue) -> C) {}
    /// Marks at given values with custom content.
    /// - Parameters:
    ///   - preset: The look.
    ///   - position: Where they sit.
    ///   - values: The values.
    ///   - content: The grid line, tick and label of a value.
    public init<V: Plottable, C: AxisContent>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                              values: [V], @AxisContentBuilder content: @escaping (AxisValue) -> C) {}
}

/// A grid line at an axis value.
public struct AxisGridLine: AxisContent {
    /// A grid line.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {}
}

/// A tick at an axis value.
public struct AxisTick: AxisContent {
    /// A tick.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - length: Its length in points.
    ///   - stroke: Its stroke.
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {}
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
    /// A label of its own text.
    /// - Parameters:
    ///   - label: The text.
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    /// A label of its own localized text.
    /// - Parameters:
    ///   - labelKey: The text.
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    public init(_ labelKey: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {}
    /// The default label.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    ///   - multiLabelAlignment: How several lines align.
    ///   - orientation: Its orientation.
    ///   - horizontalSpacing: The horizontal gap.
    ///   - verticalSpacing: The vertical gap.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    /// A label formatted with a format style: `AxisValueLabel(format: .dateTime.month())`.
    /// - Parameters:
    ///   - format: The format style.
    ///   - centered: Whether it sits between values.
    public init<F: FormatStyle>(format: F, centered: Bool? = nil) {}
    /// A label of a view.
    /// - Parameters:
    ///   - centered: Whether it sits between values.
    ///   - anchor: Its anchor.
    ///   - content: The label.
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, @ViewBuilder content: () -> C) {}
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
public nonisolated struct ChartPlotContent: View {
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// The geometry of a chart's plot, as `chartOverlay` and `chartBackground` hand it over.
public struct ChartProxy {
    /// The plot's size (zero on Linux).
    public var plotSize: CGSize { .zero }
    /// The value at a position (nil on Linux).
    /// - Parameters:
    ///   - position: The position in the plot.
    ///   - type: The value type.
    /// - Returns: Nil.
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    /// The position of a value (nil on Linux).
    /// - Parameter value: The value.
    /// - Returns: Nil.
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    /// The position of a value (nil on Linux).
    /// - Parameter value: The value.
    /// - Returns: Nil.
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
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
    /// Shows or hides a chart's x axis (accepted).
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartXAxis(_ visibility: Visibility) -> some View { self }
    /// Sets a chart's x axis (accepted).
    /// - Parameter content: The axis marks.
    /// - Returns: The view.
    public func chartXAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    /// Shows or hides a chart's y axis (accepted).
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartYAxis(_ visibility: Visibility) -> some View { self }
    /// Sets a chart's y axis (accepted).
    /// - Parameter content: The axis marks.
    /// - Returns: The view.
    public func chartYAxis<C: AxisContent>(@AxisContentBuilder content: () -> C) -> some View { self }
    /// Labels a chart's x axis (accepted).
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    /// Labels a chart's x axis with a string (accepted).
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { self }
    /// Labels a chart's y axis (accepted).
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                spacing: CGFloat? = nil) -> some View { self }
    /// Labels a chart's y axis with a string (accepted).
    /// - Parameters:
    ///   - label: The label.
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                                   spacing: CGFloat? = nil) -> some View { self }
    /// Sets the domain of a chart's x scale (accepted).
    /// - Parameters:
    ///   - domain: The values shown, such as `0...100` or `["A", "B"]`.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// Sets the domain and range of a chart's x scale (accepted).
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - range: The plot range.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartXScale<Domain: ScaleDomain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View { self }
    /// Sets the domain of a chart's y scale (accepted).
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }
    /// Sets the domain and range of a chart's y scale (accepted).
    /// - Parameters:
    ///   - domain: The values shown.
    ///   - range: The plot range.
    ///   - type: The scale's kind.
    /// - Returns: The view.
    public func chartYScale<Domain: ScaleDomain, Range>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View { self }
    /// Shows or hides a chart's legend (accepted).
    /// - Parameter visibility: The visibility.
    /// - Returns: The view.
    public func chartLegend(_ visibility: Visibility) -> some View { self }
    /// Places a chart's legend (accepted).
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns.
    ///   - spacing: The gap.
    /// - Returns: The view.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        self
    }
    /// Maps the values of `foregroundStyle(by:)` to styles (accepted).
    /// - Parameter mapping: Pairs of value and style.
    /// - Returns: The view.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View { self }
    /// Sets the domain and styles of `foregroundStyle(by:)` (accepted).
    /// - Parameters:
    ///   - domain: The values.
    ///   - range: Their styles.
    /// - Returns: The view.
    public func chartForegroundStyleScale<Domain, S: ShapeStyle>(domain: Domain, range: [S]) -> some View { self }
    /// Styles a chart's plot area (accepted; the closure is not called).
    /// - Parameter content: The plot area's modifiers.
    /// - Returns: The view.
    public func chartPlotStyle<V: View>(content: @escaping (ChartPlotContent) -> V) -> some View { self }
    /// Puts views over a chart's plot (accepted; the closure is not called).
    /// - Parameters:
    ///   - alignment: How the overlay aligns.
    ///   - content: The overlay of the chart's geometry.
    /// - Returns: The view.
    public func chartOverlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        self
    }
    /// Puts views behind a chart's plot (accepted; the closure is not called).
    /// - Parameters:
    ///   - alignment: How the background aligns.
    ///   - content: The background of the chart's geometry.
    /// - Returns: The view.
    public func chartBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V) -> some View {
        self
    }
    /// Makes a chart scroll along axes (accepted).
    /// - Parameter axes: The axes.
    /// - Returns: The view.
    public func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    /// Sets how much of the x domain a scrolling chart shows (accepted).
    /// - Parameter length: The visible length.
    /// - Returns: The view.
    public func chartXVisibleDomain<P>(length: P) -> some View { self }
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
