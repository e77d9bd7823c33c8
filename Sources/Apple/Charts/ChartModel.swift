// What a chart reads before it draws: each mark as a `MarkRecord` (its values and what its
// modifiers set), the values as `PlotDatum`s, and the chart modifiers' settings as a
// `ChartConfiguration` that flows down the environment to the `Chart` inside.
import Foundation
import Trellis

/// A plotted value as the scales see it: a number, a date or a category.
enum PlotDatum: Hashable {
    case number(Double)
    case date(Date)
    case category(String)

    /// The datum of a plottable value's primitive (numbers of every width, strings, dates).
    init(_ primitive: Any) {
        switch primitive {
        case let v as Date: self = .date(v)
        case let v as String: self = .category(v)
        case let v as Double: self = .number(v)
        case let v as Float: self = .number(Double(v))
        case let v as CGFloat: self = .number(Double(v))
        case let v as Decimal: self = .number(NSDecimalNumber(decimal: v).doubleValue)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as any Plottable: self = PlotDatum(v.primitivePlottable)
        default: self = .category("\(primitive)")
        }
    }

    var number: Double? {
        switch self {
        case let .number(v): v
        case let .date(d): d.timeIntervalSinceReferenceDate
        case .category: nil
        }
    }

    /// The value as a plottable type an app asks for (`value.as(Double.self)`), converting
    /// between number types.
    func value<P: Plottable>(as type: P.Type) -> P? {
        let primitive: Any?
        switch self {
        case let .category(s): primitive = s
        case let .date(d): primitive = d
        case let .number(v):
            switch P.PrimitivePlottable.self {
            case is Double.Type: primitive = v
            case is Float.Type: primitive = Float(v)
            case is CGFloat.Type: primitive = CGFloat(v)
            case is Decimal.Type: primitive = Decimal(v)
            case is Int.Type: primitive = v.isFinite ? Int(v.rounded()) : nil
            case is Int64.Type: primitive = v.isFinite ? Int64(v.rounded()) : nil
            case is Int32.Type: primitive = v.isFinite ? Int32(clamping: Int(v.rounded())) : nil
            case is UInt.Type: primitive = v.isFinite && v >= 0 ? UInt(v.rounded()) : nil
            default: primitive = nil
            }
        }
        guard let p = primitive as? P.PrimitivePlottable else { return nil }
        return P(primitivePlottable: p)
    }
}

/// A value on a channel (x or y) with the calendar unit it is binned to.
struct ChannelValue {
    var datum: PlotDatum
    var unit: Calendar.Component?
    var calendar: Calendar

    /// The interval of the value's unit, for a date binned to one.
    var interval: (start: Date, end: Date)? {
        guard case let .date(d) = datum, let unit, let i = calendar.dateInterval(of: unit, for: d) else { return nil }
        return (i.start, i.end)
    }
}

enum MarkKind: String {
    case bar = "BarMark", line = "LineMark", point = "PointMark", area = "AreaMark", rule = "RuleMark"
    case rectangle = "RectangleMark", sector = "SectorMark"
}

/// A view an `annotation` modifier adds to a mark.
struct MarkAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: CGFloat?
    var view: AnyView
    /// Whether `overflowResolution` keeps it inside the chart along x and y.
    var fitsX = false, fitsY = false
}

/// One mark: its values and what its modifiers set.
struct MarkRecord {
    var kind: MarkKind
    var x: ChannelValue?, y: ChannelValue?
    var xStart: ChannelValue?, xEnd: ChannelValue?, yStart: ChannelValue?, yEnd: ChannelValue?
    /// RectangleMark's bounds in points of the plot (nil: the plot's edge).
    var xStartPoints: CGFloat?, xEndPoints: CGFloat?, yStartPoints: CGFloat?, yEndPoints: CGFloat?
    var width: MarkDimension = .automatic, height: MarkDimension = .automatic
    var stacking: MarkStackingMethod = .standard
    var series: PlotDatum?
    var angle: PlotDatum?
    var innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic
    var angularInset: CGFloat?

    var style: AnyShapeStyle?
    var styleBy: PlotDatum?
    var styleByLabel = ""
    var symbolBy: PlotDatum?
    var symbolShape: BasicChartSymbolShape?
    var symbolView: AnyView?
    var symbolSize: CGFloat?
    var opacity: Double = 1
    var cornerRadius: CGFloat?
    var lineStyle: StrokeStyle?
    var interpolation: InterpolationMethod?
    var positionBy: PlotDatum?
    var positionSpan: MarkDimension = .automatic
    var offset: CGSize = .zero
    var zIndex: Double = 0
    var annotations: [MarkAnnotation] = []
    /// The content of `mask(content:)`: the mark is drawn only inside its areas.
    var mask: (any ChartContent)?
    /// Modifiers applied that the chart does not draw, named in the warning.
    var unsupported: [String] = []

    init(kind: MarkKind) { self.kind = kind }

    /// A mark of `kind` with its channels, as the marks' initialisers give them.
    init(_ kind: MarkKind, x: ChannelValue? = nil, y: ChannelValue? = nil, xStart: ChannelValue? = nil, xEnd: ChannelValue? = nil,
         yStart: ChannelValue? = nil, yEnd: ChannelValue? = nil, width: MarkDimension = .automatic, height: MarkDimension = .automatic,
         stacking: MarkStackingMethod = .standard, series: PlotDatum? = nil) {
        self.kind = kind
        (self.x, self.y, self.xStart, self.xEnd, self.yStart, self.yEnd) = (x, y, xStart, xEnd, yStart, yEnd)
        (self.width, self.height, self.stacking, self.series) = (width, height, stacking, series)
    }
}

/// One `AxisMarks` of an axis: which values, and the content drawn at each.
struct AxisMarksSpec {
    var values: AxisMarkValues
    var explicitValues: [PlotDatum]?
    var position: AxisMarkPosition
    var preset: AxisMarkPreset
    /// The content at a value (nil: the axis's default content).
    var content: ((AxisValue) -> [any AxisContent])?
    /// The stroke of the default content's grid lines and ticks.
    var stroke: StrokeStyle? = nil
    /// The default content's label, for `AxisMarks(format:)`.
    var format: AxisValueLabel? = nil
}

/// An axis as the chart modifiers set it.
struct AxisSetting {
    var visibility: Visibility = .automatic
    var marks: [AxisMarksSpec]?
    var title: AnyView?
    var titlePosition: AnnotationPosition = .automatic
}

/// A scale's domain as `chartXScale(domain:)` sets it.
enum ScaleDomainSpec {
    case automatic(includesZero: Bool?, reversed: Bool?)
    case range(PlotDatum, PlotDatum)
    case values([PlotDatum])
}

/// What the chart modifiers around a chart set.
struct ChartConfiguration {
    var xAxis = AxisSetting()
    var yAxis = AxisSetting()
    var xDomain: ScaleDomainSpec?
    var yDomain: ScaleDomainSpec?
    var legendVisibility: Visibility = .automatic
    var legendPosition: AnnotationPosition = .automatic
    var legendSpacing: CGFloat?
    /// The legend of `chartLegend(position:alignment:spacing:content:)`.
    var customLegend: AnyView?
    var styleScale: [(PlotDatum, AnyShapeStyle)]?
    var styleDomain: [PlotDatum]?
    var plotStyle: ((ChartPlotContent) -> AnyView)?
    var overlays: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
    var backgrounds: [(alignment: Alignment, content: (ChartProxy) -> AnyView)] = []
}

private struct ChartConfigurationKey: EnvironmentKey {
    static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
    var chartConfiguration: ChartConfiguration {
        get { self[ChartConfigurationKey.self] }
        set { self[ChartConfigurationKey.self] = newValue }
    }
}
