// `import Charts` on Linux: `Chart` drawn as a placeholder that lays out as a chart does, with
// the marks, plottable values, mark modifiers and chart modifiers apps write. Marks are kept,
// not drawn.
import Foundation
import Trellis

/// Something a chart shows: a mark, or a group of marks.
///
/// Linux: every kind of chart content is also a `View` that draws nothing, so `ForEach` (a view)
/// can build marks from data as it does on iOS; chart content is never drawn.
public protocol ChartContent: View {}

/// Combines the statements of a `Chart { … }` block.
@resultBuilder
public enum ChartContentBuilder {
    /// No content.
    /// - Returns: Empty content.
    public static func buildBlock() -> BuilderEmpty { BuilderEmpty() }
    /// One piece of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content.
    /// - Parameter content: The pieces, in order.
    /// - Returns: Them, as one piece.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        TupleChartContent(value: (repeat each content))
    }
    /// A statement of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// Content of an `if` without `else`.
    /// - Parameter content: The content, or nil.
    /// - Returns: The optional content.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else`.
    /// - Parameter first: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> { BuilderConditional() }
    /// The second branch of an `if`/`else`.
    /// - Parameter second: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> { BuilderConditional() }
    /// Content of an `if #available` block.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No chart content.
public nonisolated struct BuilderEmpty: ChartContent {
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// One of two branches of chart content.
public nonisolated struct BuilderConditional<T: ChartContent, F: ChartContent>: ChartContent {
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// Several pieces of chart content in a row.
public nonisolated struct TupleChartContent<Value>: ChartContent {
    let value: Value
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

/// Chart content with a mark modifier applied.
public nonisolated struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {}
nonisolated extension ForEach: ChartContent where Content: ChartContent {}

// Marks from data, several per element (`ForEach(ranges, id: \.lowerBound) { range in
// RectangleMark(…); if … { RuleMark(…) } }`): Charts' own initializers, whose closures build
// chart content. Disfavoured, so that a view's `ForEach` stays the view builder's.
extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by the property at `id`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of identifiable `data`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a constant range.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the content of one integer.
    @_disfavoredOverload
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
nonisolated extension _LocatedView: ChartContent where Content: ChartContent {}
nonisolated extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}

/// A chart, drawn as a placeholder.
///
/// Linux: a light grey rounded rectangle captioned "Chart", flexible on both axes like Swift
/// Charts' chart: it takes the size it is offered, and 10 points on an axis proposed nil (give
/// it a frame in a scroll view). Marks, scales, axes and legends are accepted and not drawn. One
/// warning per process: "Chart is drawn as a placeholder (Charts is not available on Linux)".
public nonisolated struct Chart<Content: ChartContent>: View {
    let content: Content

    /// The placeholder.
    public var body: some View { FrameworkPlaceholder("Chart", framework: "Charts") }

    /// A chart of marks: `Chart { BarMark(…) ; RuleMark(…) }`.
    /// - Parameter content: The marks.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// A chart with the marks of each element of identifiable data.
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The marks of an element.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }

    /// A chart with the marks of each element of data, identified by a key path.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of an element's identity.
    ///   - content: The marks of an element.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}

// MARK: - Values

/// A type whose values a chart can plot: numbers, strings and dates (and enums of them).
public protocol Plottable {
    /// The primitive type the value is plotted as.
    associatedtype PrimitivePlottable: Plottable
    /// The value as a primitive.
    var primitivePlottable: PrimitivePlottable { get }
    /// A value from a primitive.
    /// - Parameter primitivePlottable: The primitive.
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable {
    /// The raw value's primitive: enums with plottable raw values are plottable as they are.
    public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
    /// A value from its raw value's primitive.
    /// - Parameter primitivePlottable: The primitive.
    public init?(primitivePlottable: RawValue.PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

/// Plottable types that are their own primitives.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    /// The value itself.
    public var primitivePlottable: Self { self }
    /// The value itself.
    /// - Parameter primitivePlottable: The value.
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension String: _PrimitivePlottable {}
extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}

/// A value a mark plots on a channel (x, y, angle, colour), with its label: `.value("Month", month)`.
public struct PlottableValue<Value: Plottable> {
    let label: String
    let value: Value?

    /// A value with a label.
    /// - Parameters:
    ///   - label: The channel's label (axis title, legend).
    ///   - value: The value.
    /// - Returns: The plottable value.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: "", value: value) }
    /// A value with a label string.
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The plottable value.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value)
    }
    /// A value with a label text.
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The value.
    /// - Returns: The plottable value.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> { PlottableValue(label: "", value: value) }
}

extension PlottableValue where Value == Date {
    /// A date binned to a calendar unit: `.value("Day", date, unit: .day)`.
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The date.
    ///   - unit: The unit the dates are grouped by.
    ///   - calendar: The calendar.
    /// - Returns: The plottable value.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar = .current) -> PlottableValue<Date> { PlottableValue(label: "", value: value) }
    /// A date binned to a calendar unit, with a label string.
    /// - Parameters:
    ///   - label: The label.
    ///   - value: The date.
    ///   - unit: The unit the dates are grouped by.
    ///   - calendar: The calendar.
    /// - Returns: The plottable value.
    @_disfavoredOverload
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: value)
    }
}

/// A size of a mark: automatic, fixed in points, a ratio of the available step, or an inset.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    let value: Double
    /// The chart decides.
    public static let automatic = MarkDimension(value: .nan)
    /// A fixed size in points.
    /// - Parameter value: The size.
    /// - Returns: The dimension.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(value: Double(value)) }
    /// A fraction of the step between values (0...1).
    /// - Parameter value: The fraction.
    /// - Returns: The dimension.
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(value: value) }
    /// The step less an inset in points.
    /// - Parameter value: The inset.
    /// - Returns: The dimension.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(value: Double(value)) }
    init(value: Double) { self.value = value }
    /// A fixed size from an integer literal.
    /// - Parameter value: The size in points.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// A fixed size from a floating-point literal.
    /// - Parameter value: The size in points.
    public init(floatLiteral value: Double) { self.value = value }
}

/// How marks at the same position stack.
public struct MarkStackingMethod: Equatable, Sendable {
    let name: String
    /// One on top of another.
    public static let standard = MarkStackingMethod(name: "standard")
    /// Stacked to fill the whole range.
    public static let normalized = MarkStackingMethod(name: "normalized")
    /// Stacked around the middle.
    public static let center = MarkStackingMethod(name: "center")
    /// Not stacked.
    public static let unstacked = MarkStackingMethod(name: "unstacked")
}

/// How a line or area joins its points.
public struct InterpolationMethod: Equatable, Sendable {
    let name: String
    /// Straight segments.
    public static let linear = InterpolationMethod(name: "linear")
    /// A Catmull–Rom spline.
    public static let catmullRom = InterpolationMethod(name: "catmullRom")
    /// A cardinal spline.
    public static let cardinal = InterpolationMethod(name: "cardinal")
    /// A monotone cubic curve.
    public static let monotone = InterpolationMethod(name: "monotone")
    /// Steps at each point's start.
    public static let stepStart = InterpolationMethod(name: "stepStart")
    /// Steps at each point's middle.
    public static let stepCenter = InterpolationMethod(name: "stepCenter")
    /// Steps at each point's end.
    public static let stepEnd = InterpolationMethod(name: "stepEnd")
}

/// The shape of a point mark's symbol.
public struct BasicChartSymbolShape: Equatable, Sendable {
    let name: String
    /// A circle.
    public static let circle = BasicChartSymbolShape(name: "circle")
    /// A square.
    public static let square = BasicChartSymbolShape(name: "square")
    /// A triangle.
    public static let triangle = BasicChartSymbolShape(name: "triangle")
    /// A diamond.
    public static let diamond = BasicChartSymbolShape(name: "diamond")
    /// A pentagon.
    public static let pentagon = BasicChartSymbolShape(name: "pentagon")
    /// A plus sign.
    public static let plus = BasicChartSymbolShape(name: "plus")
    /// A cross.
    public static let cross = BasicChartSymbolShape(name: "cross")
    /// An asterisk.
    public static let asterisk = BasicChartSymbolShape(name: "asterisk")
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Equatable, Sendable {
    let name: String
    /// The chart decides.
    public static let automatic = AnnotationPosition(name: "automatic")
    /// Above.
    public static let top = AnnotationPosition(name: "top")
    /// Below.
    public static let bottom = AnnotationPosition(name: "bottom")
    /// Before.
    public static let leading = AnnotationPosition(name: "leading")
    /// After.
    public static let trailing = AnnotationPosition(name: "trailing")
    /// Over the mark.
    public static let overlay = AnnotationPosition(name: "overlay")
    /// Above and before.
    public static let topLeading = AnnotationPosition(name: "topLeading")
    /// Above and after.
    public static let topTrailing = AnnotationPosition(name: "topTrailing")
    /// Below and before.
    public static let bottomLeading = AnnotationPosition(name: "bottomLeading")
    /// Below and after.
    public static let bottomTrailing = AnnotationPosition(name: "bottomTrailing")
}

// MARK: - Mark modifiers

nonisolated extension ChartContent {
    /// Fills or strokes the marks with a style.
    /// - Parameter style: The colour or gradient.
    /// - Returns: The marks.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Colours the marks by a value, with a legend.
    /// - Parameter value: The value that picks the colour.
    /// - Returns: The marks.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self)
    }
    /// Chooses the marks' symbol by a value.
    /// - Parameter value: The value that picks the symbol.
    /// - Returns: The marks.
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' symbol.
    /// - Parameter symbol: The shape.
    /// - Returns: The marks.
    public func symbol(_ symbol: BasicChartSymbolShape) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' symbol to a view.
    /// - Parameter symbol: The view.
    /// - Returns: The marks.
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the size of the marks' symbols.
    /// - Parameter size: The area in square points.
    /// - Returns: The marks.
    public func symbolSize(_ size: CGFloat) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sizes the marks' symbols by a value.
    /// - Parameter value: The value that picks the size.
    /// - Returns: The marks.
    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self)
    }
    /// Places the marks side by side by a value.
    /// - Parameters:
    ///   - value: The value that picks the position.
    ///   - axis: The axis to arrange along.
    ///   - span: The width of the group.
    /// - Returns: The marks.
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self)
    }
    /// Sets how lines and areas join their points.
    /// - Parameter method: The interpolation.
    /// - Returns: The marks.
    public func interpolationMethod(_ method: InterpolationMethod) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the stroke of lines and rules.
    /// - Parameter style: The stroke style.
    /// - Returns: The marks.
    public func lineStyle(_ style: StrokeStyle) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Rounds the marks' corners.
    /// - Parameters:
    ///   - cornerRadius: The radius.
    ///   - style: The corner style.
    /// - Returns: The marks.
    public func cornerRadius(_ cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self)
    }
    /// Sets the marks' opacity.
    /// - Parameter value: The opacity, 0...1.
    /// - Returns: The marks.
    public func opacity(_ value: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Moves the marks.
    /// - Parameters:
    ///   - x: The horizontal offset.
    ///   - y: The vertical offset.
    /// - Returns: The marks.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Orders overlapping marks.
    /// - Parameter value: Higher draws on top.
    /// - Returns: The marks.
    public func zIndex(_ value: Double) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Adds a view next to each mark.
    /// - Parameters:
    ///   - position: Where it sits.
    ///   - alignment: How it aligns there.
    ///   - spacing: The distance from the mark.
    ///   - content: The view.
    /// - Returns: The marks.
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self)
    }
    /// Sets the marks' accessibility label.
    /// - Parameter label: The label.
    /// Masks the marks with other marks (accepted: the chart is a placeholder).
    /// - Parameter content: The mask.
    /// - Returns: The marks.
    public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Blurs the marks (accepted).
    /// - Parameter radius: The blur's radius.
    /// - Returns: The marks.
    public func blur(radius: CGFloat) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Shadows the marks (accepted).
    /// - Parameters:
    ///   - color: The shadow's colour.
    ///   - radius: Its blur radius.
    ///   - x: Its horizontal offset.
    ///   - y: Its vertical offset.
    /// - Returns: The marks.
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Whether the marks' gradients span the plot area rather than each mark (accepted).
    /// - Parameter aligns: Whether they do.
    /// - Returns: The marks.
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// - Returns: The marks.
    public func accessibilityLabel(_ label: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' accessibility label.
    /// - Parameter label: The label.
    /// - Returns: The marks.
    public func accessibilityLabel(_ label: LocalizedStringKey) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' accessibility label from a string.
    /// - Parameter label: The label.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' accessibility value.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    public func accessibilityValue(_ value: Text) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' accessibility value.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    public func accessibilityValue(_ value: LocalizedStringKey) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Sets the marks' accessibility value from a string.
    /// - Parameter value: The value.
    /// - Returns: The marks.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
    /// Hides the marks from accessibility.
    /// - Parameter hidden: Whether they are hidden.
    /// - Returns: The marks.
    public func accessibilityHidden(_ hidden: Bool) -> _ModifiedChartContent<Self> { _ModifiedChartContent(content: self) }
}
