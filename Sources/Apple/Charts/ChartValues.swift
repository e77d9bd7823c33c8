// The values of `import Charts`: what a chart can plot (`Plottable`), a value with its label
// (`PlottableValue`), and the small types marks and modifiers take.
import Foundation
import Trellis

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
    /// The calendar unit a date is binned to (`.value("Day", date, unit: .day)`), nil for none.
    var unit: Calendar.Component? = nil
    /// The calendar the unit is counted in.
    var calendar: Calendar = .current

    /// A value with a label.
    /// - Parameters:
    ///   - label: The channel's label (axis title, legend).
    ///   - value: The value.
    /// - Returns: The plottable value.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: Text(label).string, value: value)
    }
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

    /// The value as the chart plots it (nil: no value).
    var datum: PlotDatum? { value.map { PlotDatum($0.primitivePlottable) } }
    /// The value on its channel: the datum with its unit.
    var channel: ChannelValue? { datum.map { ChannelValue(datum: $0, unit: unit, calendar: calendar) } }
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
                             calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: Text(label).string, value: value, unit: unit, calendar: calendar)
    }
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
        PlottableValue(label: String(label), value: value, unit: unit, calendar: calendar)
    }
}

/// A size of a mark: automatic, fixed in points, a ratio of the available step, or an inset.
public struct MarkDimension: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Sendable {
    enum Kind: Sendable { case automatic, fixed, ratio, inset }
    let kind: Kind
    let value: Double
    /// The chart decides.
    public static let automatic = MarkDimension(kind: .automatic, value: .nan)
    /// A fixed size in points.
    /// - Parameter value: The size.
    /// - Returns: The dimension.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed, value: Double(value)) }
    /// A fraction of the step between values (0...1).
    /// - Parameter value: The fraction.
    /// - Returns: The dimension.
    public static func ratio(_ value: Double) -> MarkDimension { MarkDimension(kind: .ratio, value: value) }
    /// The step less an inset in points.
    /// - Parameter value: The inset.
    /// - Returns: The dimension.
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset, value: Double(value)) }
    init(kind: Kind, value: Double) {
        self.kind = kind
        self.value = value
    }
    /// A fixed size from an integer literal.
    /// - Parameter value: The size in points.
    public init(integerLiteral value: Int) { self.init(kind: .fixed, value: Double(value)) }
    /// A fixed size from a floating-point literal.
    /// - Parameter value: The size in points.
    public init(floatLiteral value: Double) { self.init(kind: .fixed, value: value) }
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
    /// A cardinal spline of a tension (Linux: drawn as the Catmull–Rom spline).
    /// - Parameter tension: The tension, 0...1.
    /// - Returns: The interpolation.
    public static func cardinal(tension: Double) -> InterpolationMethod { cardinal }
    /// A Catmull–Rom spline of a parametrisation (Linux: drawn as the uniform one).
    /// - Parameter alpha: The parametrisation, 0...1.
    /// - Returns: The interpolation.
    public static func catmullRom(alpha: Double) -> InterpolationMethod { catmullRom }
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

/// What an annotation does where it would leave the chart (iOS 17).
public struct AnnotationOverflowResolution: Sendable {
    /// A strategy along one axis.
    public struct Strategy: Sendable {
        let fits: Bool
        /// The chart decides (Linux: the annotation stays where its mark puts it).
        public static let automatic = Strategy(fits: false)
        /// The annotation may leave the chart.
        public static let disabled = Strategy(fits: false)
        /// The scale is padded to make room (Linux: as `disabled`).
        public static let padScale = Strategy(fits: false)
        /// The annotation is moved inside the chart.
        public static let fit = Strategy(fits: true)
        /// The annotation is moved inside a boundary (Linux: the chart's bounds).
        /// - Parameter boundary: The boundary.
        /// - Returns: The strategy.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(fits: true) }
    }
    /// What an annotation is fitted inside.
    public struct Boundary: Sendable {
        /// The chart decides.
        public static let automatic = Boundary()
        /// The whole chart.
        public static let chart = Boundary()
        /// The plot area.
        public static let plot = Boundary()
    }
    let x: Strategy, y: Strategy
    /// The chart decides.
    public static let automatic = AnnotationOverflowResolution(x: .automatic, y: .automatic)
    /// A strategy for each axis.
    /// - Parameters:
    ///   - x: Along x.
    ///   - y: Along y.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }
}
