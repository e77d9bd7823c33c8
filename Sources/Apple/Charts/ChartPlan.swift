// From a chart's marks and settings to what it draws: the scales (stacked and grouped values
// included), each mark as a view with where it goes in the plot, the axes' grid lines, ticks and
// labels, the legend. Positions are fractions of the plot's length (x from the leading edge, y
// from the bottom), or sizes in points; `ChartLayout` turns them into frames once the labels
// are measured and the plot area is known.
import Foundation
import Trellis

/// The metrics of a chart, where Apple publishes none: each chosen to match screenshots of iOS 17
/// charts in Apple's documentation (uncertain, every one).
enum ChartMetrics {
    /// The gap between the plot's trailing edge and the y labels (uncertain).
    static let yLabelSpacing: CGFloat = 6
    /// The gap between the plot's bottom and the x labels (uncertain).
    static let xLabelSpacing: CGFloat = 4
    /// A date label's gap after its grid line: date labels start at their value (uncertain).
    static let leadingLabelInset: CGFloat = 2
    /// The least gap between two x labels; a label closer to the one before is not drawn (uncertain).
    static let labelGap: CGFloat = 4
    /// The gap between the legend and the plot (uncertain).
    static let legendSpacing: CGFloat = 8
    /// The gap between legend entries, and between an entry's symbol and its name (uncertain).
    static let legendEntrySpacing: CGFloat = 12, legendSymbolSpacing: CGFloat = 4
    /// A legend symbol's side (uncertain).
    static let legendSymbolSize: CGFloat = 8
    /// Grid lines and ticks: 0.5 point of grey at 50 % (uncertain).
    static let gridLineWidth: CGFloat = 0.5
    static var gridColor: Color { Color.gray.opacity(0.5) }
    /// A tick's length, outside the plot (uncertain).
    static let tickLength: CGFloat = 4
    /// The share of its band (or of the step between values) a bar takes (uncertain).
    static let barRatio: Double = 0.8
    /// A line's default width (uncertain).
    static let lineWidth: CGFloat = 2
    /// A point mark's default diameter, and a line's symbols' (uncertain).
    static let pointSize: CGFloat = 8, lineSymbolSize: CGFloat = 6
    /// A rectangle mark's size on a continuous scale when none is given (uncertain).
    static let rectangleSize: CGFloat = 20
    /// The gap between a mark and its annotation (uncertain).
    static let annotationSpacing: CGFloat = 4
    /// Swift Charts' categorical palette, starting with blue (uncertain beyond the first).
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink, .indigo]
    /// The symbols `symbol(by:)` gives series in turn (uncertain).
    static let symbols: [BasicChartSymbolShape] = [.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk]
}

/// A scale pair and where the plot is: what `ChartProxy` reads.
struct ChartGeometry {
    var x: ChartScale
    var y: ChartScale
    /// The plot area in the chart's coordinates.
    var plotRect: CGRect = .zero
}

/// The geometry the layout computes, kept for the overlays it builds afterwards.
final class ChartGeometryBox: @unchecked Sendable {
    var geometry: ChartGeometry
    init(_ geometry: ChartGeometry) { self.geometry = geometry }
}

/// A span along one axis: fractions of the plot's length, or a size in points around their
/// middle, less an inset in points at each end; or bounds in points from the plot's edge.
struct Span: Equatable {
    var lo: Double, hi: Double
    var fixed: CGFloat? = nil
    var inset: CGFloat = 0
    var pointsLo: CGFloat? = nil, pointsHi: CGFloat? = nil
}

/// Where a mark's view goes.
enum MarkFrame {
    /// A rectangle in the plot.
    case rect(x: Span, y: Span)
    /// A symbol of a size centred at a point.
    case point(x: Double, y: Double, size: CGFloat)
    /// The whole plot (lines, areas, rules, sectors); the anchor is where annotations go.
    case plot(anchorX: Double, anchorY: Double)
}

/// What a subview of the chart is, so the layout knows where it goes.
enum ChartItemRole {
    case plotArea
    case mark(MarkFrame, offset: CGSize)
    case annotation(MarkFrame, offset: CGSize, position: AnnotationPosition, alignment: Alignment, spacing: CGFloat,
                    fits: (x: Bool, y: Bool))
    /// A grid line across the plot at a fraction along `axis` (`.horizontal`: the x axis's
    /// vertical lines).
    case gridLine(Axis, Double, width: CGFloat)
    case tick(Axis, Double, length: CGFloat, width: CGFloat)
    case xLabel(Double, leading: Bool)
    case yLabel(Double, leadingAxis: Bool)
    case xTitle, yTitle
    case legend
    case geometryReader
}

struct ChartPlan {
    let marks: [MarkRecord]
    let configuration: ChartConfiguration

    @MainActor var view: some View {
        var built = Built()
        build(into: &built)
        let views = built.views
        let layout = ChartLayout(roles: built.roles, box: built.box, legendOnTop: built.legendOnTop,
                                 legendSpacing: configuration.legendSpacing ?? ChartMetrics.legendSpacing)
        return layout { ForEach(0..<views.count, id: \.self) { views[$0] } }
    }

    struct Built {
        var roles: [ChartItemRole] = []
        var views: [AnyView] = []
        var box = ChartGeometryBox(ChartGeometry(x: .empty, y: .empty))
        var legendOnTop = false
        mutating func add(_ role: ChartItemRole, _ view: some View) {
            roles.append(role)
            views.append(AnyView(view))
        }
    }

    // MARK: Scales

    enum Orientation { case vertical, horizontal }

    /// A mark's extent along the value axis after stacking: (start, end) numbers.
    struct Resolved {
        var orientation: Orientation = .vertical
        var values: (Double, Double)?
    }

    static func kind(of datums: [PlotDatum], _ spec: ScaleDomainSpec?) -> Int {
        // 0: number, 1: date, 2: category
        switch spec {
        case .values?: return 2
        case let .range(a, _)?:
            if case .date = a { return 1 }
            if case .category = a { return 2 }
            return 0
        default: break
        }
        if datums.contains(where: { if case .category = $0 { true } else { false } }) { return 2 }
        if datums.contains(where: { if case .date = $0 { true } else { false } }) { return 1 }
        return 0
    }

    static func xChannels(_ m: MarkRecord) -> [ChannelValue] { [m.x, m.xStart, m.xEnd].compactMap { $0 } }
    static func yChannels(_ m: MarkRecord) -> [ChannelValue] { [m.y, m.yStart, m.yEnd].compactMap { $0 } }

    /// Stacks bars and areas, and says which way each bar goes.
    func resolve(xKind: Int, yKind: Int) -> [Resolved] {
        var resolved = [Resolved](repeating: Resolved(), count: marks.count)
        var stacked: [(index: Int, key: String, value: Double)] = []
        for (i, m) in marks.enumerated() {
            let group = m.positionBy.map { "\($0)" } ?? ""
            func stack(_ key: String, _ value: Double) {
                if m.stacking == .unstacked { resolved[i].values = (0, value) } else { stacked.append((i, key, value)) }
            }
            switch m.kind {
            case .bar:
                if let x = m.x, let y = m.y {
                    if yKind == 2 && xKind != 2 {
                        resolved[i].orientation = .horizontal
                        stack("h|\(y.datum)|\(group)", x.datum.number ?? 0)
                    } else {
                        stack("v|\(x.datum)|\(group)", y.datum.number ?? 0)
                    }
                } else if let a = m.yStart?.datum.number, let b = m.yEnd?.datum.number {
                    resolved[i].values = (a, b)
                } else if let a = m.xStart?.datum.number, let b = m.xEnd?.datum.number {
                    resolved[i] = Resolved(orientation: .horizontal, values: (a, b))
                } else if let x = m.x?.datum.number {
                    resolved[i] = Resolved(orientation: .horizontal, values: (0, x))
                } else if let y = m.y?.datum.number {
                    resolved[i].values = (0, y)
                }
            case .area:
                if let x = m.x, let y = m.y?.datum.number {
                    stack("a|\(x.datum)", y)
                } else if let a = m.yStart?.datum.number, let b = m.yEnd?.datum.number {
                    resolved[i].values = (a, b)
                }
            default: break
            }
        }
        var totals: [String: Double] = [:]
        for s in stacked { totals[s.key, default: 0] += abs(s.value) }
        var sums: [String: (pos: Double, neg: Double)] = [:]
        for s in stacked {
            var sum = sums[s.key] ?? (0, 0)
            var span: (Double, Double)
            if s.value >= 0 {
                span = (sum.pos, sum.pos + s.value)
                sum.pos += s.value
            } else {
                span = (sum.neg, sum.neg + s.value)
                sum.neg += s.value
            }
            sums[s.key] = sum
            let total = totals[s.key] ?? 0
            switch marks[s.index].stacking {
            case .normalized where total > 0: span = (span.0 / total, span.1 / total)
            case .center: span = (span.0 - total / 2, span.1 - total / 2)
            default: break
            }
            resolved[s.index].values = span
        }
        return resolved
    }

    /// The scale of an axis from the values plotted along it.
    /// Numbers include zero unless `automatic(includesZero: false)` says otherwise, whatever the
    /// marks: Apple's documentation says so ("the framework includes zero by default so the
    /// domain inference logic is consistent").
    func scale(kind: Int, channels: [ChannelValue], numbers: [Double], spec: ScaleDomainSpec?,
               normalized: Bool, padding: Double, vertical: Bool) -> ChartScale {
        var reversed = false
        if case let .automatic(_, r)? = spec { reversed = r ?? false }
        switch kind {
        case 2:
            var categories: [String] = []
            if case let .values(values)? = spec {
                categories = values.compactMap { if case let .category(s) = $0 { s } else { nil } }
            } else {
                for c in channels { if case let .category(s) = c.datum, !categories.contains(s) { categories.append(s) } }
            }
            // Categories run down the y axis from the top.
            return ChartScale(kind: .band(categories), reversed: vertical != reversed)
        case 1:
            if case let .range(a, b)? = spec, let lo = a.number, let hi = b.number {
                return ChartScale(kind: .date(lower: lo, upper: hi), reversed: reversed)
            }
            var values: [Double] = []
            for c in channels where c.datum.number?.isFinite != false {
                if let i = c.interval {
                    values += [i.start.timeIntervalSinceReferenceDate, i.end.timeIntervalSinceReferenceDate]
                } else if let n = c.datum.number {
                    values.append(n)
                }
            }
            // Dates are not rounded: the domain is the data's extent (uncertain).
            guard var lo = values.min(), var hi = values.max() else { return ChartScale(kind: .date(lower: 0, upper: 86_400)) }
            if lo == hi { (lo, hi) = (lo - 43_200, hi + 43_200) }
            lo -= padding
            hi += padding
            return ChartScale(kind: .date(lower: lo, upper: hi), reversed: reversed,
                              calendar: channels.first?.calendar ?? .current)
        default:
            if case let .range(a, b)? = spec, let lo = a.number, let hi = b.number {
                return ChartScale(kind: .linear(lower: lo, upper: hi), reversed: reversed)
            }
            if normalized { return ChartScale(kind: .linear(lower: 0, upper: 1), reversed: reversed) }
            var values = numbers.filter(\.isFinite)
            var zero = true
            if case let .automatic(z, _)? = spec, let z { zero = z }
            if zero { values.append(0) }
            guard var lo = values.min(), var hi = values.max() else { return ChartScale(kind: .linear(lower: 0, upper: 1)) }
            lo -= padding
            hi += padding
            let (a, b) = ChartScale.niceDomain(lo, hi)
            return ChartScale(kind: .linear(lower: a, upper: b), reversed: reversed)
        }
    }

    /// The smallest gap between distinct values, for bars on a continuous scale without a unit.
    static func smallestStep(_ values: [Double]) -> Double? {
        let sorted = Set(values).sorted()
        guard sorted.count > 1 else { return nil }
        return zip(sorted, sorted.dropFirst()).map { $1 - $0 }.min()
    }
}
