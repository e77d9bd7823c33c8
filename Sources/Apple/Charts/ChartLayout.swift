// Where a chart's views go: the legend and axis titles take their measured size from the
// chart's edges, the y labels their widest width from the trailing edge, the x labels their
// tallest height from the bottom; what is left is the plot area (what `chartPlotStyle` makes
// of it), and every mark, grid line, tick, label and annotation is placed from the scales'
// fractions of it.
import Foundation
import Trellis

/// The layout of a chart's views (named "Chart" in the layout tree).
struct ChartLayout: NamedLayout {
    let roles: [ChartItemRole]
    let box: ChartGeometryBox
    let legendOnTop: Bool
    let legendSpacing: CGFloat

    var layoutName: String { "Chart" }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(width: 10, height: 10))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var area = bounds
        var sizes = [CGSize](repeating: .zero, count: subviews.count)
        for (i, role) in roles.enumerated() where i < subviews.count {
            switch role {
            case .legend:
                let size = subviews[i].sizeThatFits(ProposedViewSize(width: area.width, height: nil))
                let y = legendOnTop ? area.minY : area.maxY - size.height
                subviews[i].place(at: CGPoint(x: area.minX, y: y), proposal: ProposedViewSize(size))
                area.size.height = max(0, area.height - size.height - legendSpacing)
                if legendOnTop { area.origin.y += size.height + legendSpacing }
            case .xLabel, .yLabel:
                sizes[i] = subviews[i].sizeThatFits(.unspecified)
            default: break
            }
        }
        for (i, role) in roles.enumerated() where i < subviews.count {
            switch role {
            case .xTitle:
                // The x axis's title centred under the x labels, the y axis's above the plot at
                // the trailing edge, horizontal (uncertain: positions and alignments are not read).
                let size = subviews[i].sizeThatFits(ProposedViewSize(width: area.width, height: nil))
                subviews[i].place(at: CGPoint(x: area.midX - size.width / 2, y: area.maxY - size.height), proposal: ProposedViewSize(size))
                area.size.height = max(0, area.height - size.height - ChartMetrics.xLabelSpacing)
            case .yTitle:
                let size = subviews[i].sizeThatFits(ProposedViewSize(width: area.width, height: nil))
                subviews[i].place(at: CGPoint(x: area.maxX - size.width, y: area.minY), proposal: ProposedViewSize(size))
                area.origin.y += size.height + ChartMetrics.xLabelSpacing
                area.size.height = max(0, area.height - size.height - ChartMetrics.xLabelSpacing)
            default: break
            }
        }
        var trailingWidth: CGFloat = 0, leadingWidth: CGFloat = 0, yLabelHeight: CGFloat = 0, xLabelHeight: CGFloat = 0
        var xTick: CGFloat = 0, yTick: CGFloat = 0
        for (i, role) in roles.enumerated() where i < subviews.count {
            switch role {
            case let .yLabel(_, leadingAxis):
                if leadingAxis { leadingWidth = max(leadingWidth, sizes[i].width) } else { trailingWidth = max(trailingWidth, sizes[i].width) }
                yLabelHeight = max(yLabelHeight, sizes[i].height)
            case .xLabel: xLabelHeight = max(xLabelHeight, sizes[i].height)
            case let .tick(axis, _, length, _):
                if axis == .horizontal { xTick = max(xTick, length) } else { yTick = max(yTick, length) }
            default: break
            }
        }
        let trailing = trailingWidth > 0 ? trailingWidth + ChartMetrics.yLabelSpacing : yTick
        let leading = leadingWidth > 0 ? leadingWidth + ChartMetrics.yLabelSpacing : 0
        // The y labels are centred on their values (uncertain): the top one's upper half stays inside.
        let top = yLabelHeight / 2
        let bottom = max(xLabelHeight > 0 ? xLabelHeight + ChartMetrics.xLabelSpacing : xTick, yLabelHeight / 2)
        let available = CGRect(x: area.minX + leading, y: area.minY + top, width: max(0, area.width - leading - trailing),
                               height: max(0, area.height - top - bottom))
        var plot = available
        if let i = roles.firstIndex(where: { if case .plotArea = $0 { true } else { false } }), i < subviews.count {
            let size = subviews[i].sizeThatFits(ProposedViewSize(available.size))
            plot = CGRect(origin: available.origin, size: size)
            subviews[i].place(at: plot.origin, proposal: ProposedViewSize(size))
        }
        box.geometry.plotRect = plot.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        var lastXLabelEnd: CGFloat?

        for (i, role) in roles.enumerated() where i < subviews.count {
            let view = subviews[i]
            switch role {
            case let .mark(frame, offset):
                let r = Self.rect(frame, plot).offsetBy(dx: offset.width, dy: offset.height)
                view.place(at: r.origin, proposal: ProposedViewSize(r.size))
            case let .annotation(frame, offset, position, alignment, spacing, fits):
                let r = Self.rect(frame, plot, anchor: true).offsetBy(dx: offset.width, dy: offset.height)
                let size = view.sizeThatFits(.unspecified)
                var origin = Self.annotationOrigin(size, r, position, alignment, spacing)
                if fits.x { origin.x = min(max(origin.x, bounds.minX), max(bounds.minX, bounds.maxX - size.width)) }
                if fits.y { origin.y = min(max(origin.y, bounds.minY), max(bounds.minY, bounds.maxY - size.height)) }
                view.place(at: origin, proposal: ProposedViewSize(size))
            case let .gridLine(axis, f, width):
                let r = axis == .horizontal
                    ? CGRect(x: plot.minX + CGFloat(f) * plot.width - width / 2, y: plot.minY, width: width, height: plot.height)
                    : CGRect(x: plot.minX, y: plot.maxY - CGFloat(f) * plot.height - width / 2, width: plot.width, height: width)
                view.place(at: r.origin, proposal: ProposedViewSize(r.size))
            case let .tick(axis, f, length, width):
                let r = axis == .horizontal
                    ? CGRect(x: plot.minX + CGFloat(f) * plot.width - width / 2, y: plot.maxY, width: width, height: length)
                    : CGRect(x: plot.maxX, y: plot.maxY - CGFloat(f) * plot.height - width / 2, width: length, height: width)
                view.place(at: r.origin, proposal: ProposedViewSize(r.size))
            case let .xLabel(f, leadingAligned):
                let x = plot.minX + CGFloat(f) * plot.width
                let origin = CGPoint(x: leadingAligned ? x + ChartMetrics.leadingLabelInset : x - sizes[i].width / 2,
                                     y: plot.maxY + ChartMetrics.xLabelSpacing)
                // Collisions resolved greedily, as Swift Charts' automatic resolution does: a label
                // that would overlap the last one drawn is not drawn (an empty, clipped frame).
                if let last = lastXLabelEnd, origin.x < last + ChartMetrics.labelGap {
                    view.place(at: origin, proposal: ProposedViewSize(width: 0, height: 0))
                    continue
                }
                lastXLabelEnd = origin.x + sizes[i].width
                view.place(at: origin, proposal: ProposedViewSize(sizes[i]))
            case let .yLabel(f, leadingAxis):
                let y = plot.maxY - CGFloat(f) * plot.height - sizes[i].height / 2
                let x = leadingAxis ? plot.minX - ChartMetrics.yLabelSpacing - sizes[i].width : plot.maxX + ChartMetrics.yLabelSpacing
                view.place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(sizes[i]))
            case .geometryReader:
                view.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
            case .plotArea, .legend, .xTitle, .yTitle: break
            }
        }
    }

    /// A span's ends along x in the plot.
    static func xRange(_ s: Span, _ plot: CGRect) -> (CGFloat, CGFloat) {
        if let fixed = s.fixed {
            let c = plot.minX + CGFloat((s.lo + s.hi) / 2) * plot.width
            return (c - fixed / 2, c + fixed / 2)
        }
        var a = plot.minX + CGFloat(min(s.lo, s.hi)) * plot.width, b = plot.minX + CGFloat(max(s.lo, s.hi)) * plot.width
        if let p = s.pointsLo { a = plot.minX + p }
        if let p = s.pointsHi { b = plot.minX + p }
        a += s.inset
        b -= s.inset
        return b < a ? ((a + b) / 2, (a + b) / 2) : (a, b)
    }

    /// A span's top and bottom in the plot (fractions count from the bottom; points from the top).
    static func yRange(_ s: Span, _ plot: CGRect) -> (CGFloat, CGFloat) {
        if let fixed = s.fixed {
            let c = plot.maxY - CGFloat((s.lo + s.hi) / 2) * plot.height
            return (c - fixed / 2, c + fixed / 2)
        }
        var a = plot.maxY - CGFloat(max(s.lo, s.hi)) * plot.height, b = plot.maxY - CGFloat(min(s.lo, s.hi)) * plot.height
        if let p = s.pointsLo { a = plot.minY + p }
        if let p = s.pointsHi { b = plot.minY + p }
        a += s.inset
        b -= s.inset
        return b < a ? ((a + b) / 2, (a + b) / 2) : (a, b)
    }

    /// A mark's frame; for an annotation, a mark drawn over the whole plot is its anchor point. A
    /// value that is not a number (NaN, infinity) gives an empty frame at the plot's origin.
    static func rect(_ frame: MarkFrame, _ plot: CGRect, anchor: Bool = false) -> CGRect {
        let r = unchecked(frame, plot, anchor: anchor)
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return CGRect(origin: plot.origin, size: .zero) }
        return r
    }

    static func unchecked(_ frame: MarkFrame, _ plot: CGRect, anchor: Bool) -> CGRect {
        switch frame {
        case let .rect(x, y):
            let (x0, x1) = xRange(x, plot), (y0, y1) = yRange(y, plot)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        case let .point(x, y, size):
            let c = CGPoint(x: plot.minX + CGFloat(x) * plot.width, y: plot.maxY - CGFloat(y) * plot.height)
            return CGRect(x: c.x - size / 2, y: c.y - size / 2, width: size, height: size)
        case let .plot(ax, ay):
            guard anchor else { return plot }
            if ay.isNaN {
                // A sector's annotation: at its middle angle, 0.6 of the radius out (uncertain).
                let radius = min(plot.width, plot.height) / 2 * 0.6, angle = ax * .pi / 180
                return CGRect(x: plot.midX + radius * CGFloat(sin(angle)), y: plot.midY - radius * CGFloat(cos(angle)), width: 0, height: 0)
            }
            return CGRect(x: plot.minX + CGFloat(ax) * plot.width, y: plot.maxY - CGFloat(ay) * plot.height, width: 0, height: 0)
        }
    }

    /// Where an annotation of `size` goes around (or over) a mark's frame.
    static func annotationOrigin(_ size: CGSize, _ r: CGRect, _ position: AnnotationPosition, _ alignment: Alignment,
                                 _ spacing: CGFloat) -> CGPoint {
        func alongX() -> CGFloat {
            if alignment.horizontal == .leading { return r.minX }
            if alignment.horizontal == .trailing { return r.maxX - size.width }
            return r.midX - size.width / 2
        }
        func alongY() -> CGFloat {
            if alignment.vertical == .top { return r.minY }
            if alignment.vertical == .bottom { return r.maxY - size.height }
            return r.midY - size.height / 2
        }
        let above = r.minY - spacing - size.height, below = r.maxY + spacing
        let before = r.minX - spacing - size.width, after = r.maxX + spacing
        switch position {
        case .top: return CGPoint(x: alongX(), y: above)
        case .bottom: return CGPoint(x: alongX(), y: below)
        case .leading: return CGPoint(x: before, y: alongY())
        case .trailing: return CGPoint(x: after, y: alongY())
        case .topLeading: return CGPoint(x: before, y: above)
        case .topTrailing: return CGPoint(x: after, y: above)
        case .bottomLeading: return CGPoint(x: before, y: below)
        case .bottomTrailing: return CGPoint(x: after, y: below)
        default: return CGPoint(x: alongX(), y: alongY())
        }
    }
}

/// A node of a chart named for what it draws ("BarMark", "GridLine", …), sized as its content.
struct ChartNode<Content: View>: View {
    let name: String
    let content: Content
    init(_ name: String, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }
    var body: some View { NamedNodeLayout(layoutName: name) { content } }
}

struct NamedNodeLayout: NamedLayout {
    let layoutName: String
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews { s.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
    }
}

// MARK: - Axes

extension ChartPlan {
    struct AxisItem {
        var role: ChartItemRole
        var view: AnyView
        var isGrid: Bool
    }

    @MainActor func axisItems(x: ChartScale, y: ChartScale) -> [AxisItem] {
        axisItems(.horizontal, configuration.xAxis, x) + axisItems(.vertical, configuration.yAxis, y)
    }

    /// What an axis draws at a value when its `AxisMarks` have no content: grid line, tick and
    /// label along a continuous x axis, the label alone under categories, grid line and label on
    /// y (uncertain).
    static func defaultContent(_ axis: Axis, _ scale: ChartScale) -> [any AxisContent] {
        if axis == .vertical { return [AxisGridLine(), AxisValueLabel()] }
        return scale.isBand ? [AxisValueLabel()] : [AxisGridLine(), AxisTick(), AxisValueLabel()]
    }

    @MainActor func axisItems(_ axis: Axis, _ setting: AxisSetting, _ scale: ChartScale) -> [AxisItem] {
        guard setting.visibility != .hidden else { return [] }
        var items: [AxisItem] = []
        let specs = setting.marks ?? [AxisMarksSpec(values: .automatic, explicitValues: nil, position: .automatic, preset: .automatic,
                                                    content: nil)]
        for spec in specs {
            let ticks = spec.explicitValues ?? scale.ticks(spec.values)
            var unit = scale.dateTickUnit(spec.values)
            if spec.explicitValues != nil {
                let numbers = ticks.compactMap(\.number)
                if let gap = Self.smallestStep(numbers) { unit = ChartScale.dateStep(span: gap, count: 1).0 }
            }
            let leadingAxis = axis == .vertical && spec.position.name == "leading"
            if axis == .horizontal, spec.position.name == "top" {
                DiagnosticLog.warnOnce("Charts: AxisMarks(position: .top) is not drawn on Linux (the x axis's marks are at the bottom)")
            }
            if axis == .vertical, !["trailing", "leading", "automatic"].contains(spec.position.name) {
                DiagnosticLog.warnOnce("Charts: AxisMarks(position: .\(spec.position.name)) on the y axis is not drawn on Linux")
            }
            if spec.preset.name != "automatic" {
                DiagnosticLog.warnOnce("Charts: AxisMarks(preset: .\(spec.preset.name)) is not drawn on Linux (the automatic preset is)")
            }
            let fractions = ticks.map { scale.fraction(of: $0) }
            for (i, t) in ticks.enumerated() {
                guard let f = fractions[i], f > -1e-9, f < 1 + 1e-9 else { continue }
                let value = AxisValue(index: i, count: ticks.count, datum: t)
                var pieces = spec.content.map { $0(value) } ?? Self.defaultContent(axis, scale)
                if spec.content == nil {
                    pieces = pieces.map { piece in
                        if piece is AxisGridLine, let stroke = spec.stroke { return AxisGridLine(stroke: stroke) }
                        if piece is AxisTick, let stroke = spec.stroke { return AxisTick(stroke: stroke) }
                        if piece is AxisValueLabel, let format = spec.format { return format }
                        return piece
                    }
                }
                for piece in pieces {
                    switch piece {
                    case let grid as AxisGridLine:
                        let stroke = grid.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
                        let segment = axis == .horizontal ? ChartSegment(from: CGPoint(x: 0.5, y: 0), to: CGPoint(x: 0.5, y: 1))
                            : ChartSegment(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5))
                        items.append(AxisItem(role: .gridLine(axis, f, width: stroke.lineWidth),
                                              view: AnyView(ChartNode("GridLine") { segment.stroke(ChartMetrics.gridColor, style: stroke) }),
                                              isGrid: true))
                    case let tick as AxisTick:
                        let stroke = tick.stroke ?? StrokeStyle(lineWidth: ChartMetrics.gridLineWidth)
                        let segment = axis == .horizontal ? ChartSegment(from: CGPoint(x: 0.5, y: 0), to: CGPoint(x: 0.5, y: 1))
                            : ChartSegment(from: CGPoint(x: 0, y: 0.5), to: CGPoint(x: 1, y: 0.5))
                        items.append(AxisItem(role: .tick(axis, f, length: tick.length ?? ChartMetrics.tickLength, width: stroke.lineWidth),
                                              view: AnyView(ChartNode("AxisTick") { segment.stroke(ChartMetrics.gridColor, style: stroke) }),
                                              isGrid: false))
                    case let label as AxisValueLabel:
                        if label.orientation != "automatic" && label.orientation != "horizontal" {
                            DiagnosticLog.warnOnce("Charts: AxisValueLabel(orientation: .\(label.orientation)) is not drawn on Linux (labels are horizontal)")
                        }
                        let text: AnyView = switch label.kind {
                        case .automatic: AnyView(Text(verbatim: scale.label(t, unit: unit)))
                        case let .text(text): AnyView(text)
                        case let .format(format): AnyView(Text(verbatim: format(t) ?? scale.label(t, unit: unit)))
                        case let .view(view): view
                        }
                        let view = AnyView(text.font(.caption2).foregroundStyle(.secondary).lineLimit(label.kind.isView ? nil : 1))
                        if axis == .horizontal {
                            // Date labels start at their value, numbers and categories are centred on it
                            // (uncertain); a `centered` one sits between its value and the next.
                            var position = f, leading = scale.isDate
                            if label.centered == true, !scale.isBand {
                                let next = fractions.dropFirst(i + 1).compactMap { $0 }.first ?? 1
                                position = (f + next) / 2
                                leading = false
                            }
                            items.append(AxisItem(role: .xLabel(position, leading: leading),
                                                  view: AnyView(ChartNode("AxisValueLabel") { view }.clipped()), isGrid: false))
                        } else {
                            items.append(AxisItem(role: .yLabel(f, leadingAxis: leadingAxis),
                                                  view: AnyView(ChartNode("AxisValueLabel") { view }), isGrid: false))
                        }
                    default: break
                    }
                }
            }
        }
        return items
    }
}

extension AxisValueLabel.Kind {
    var isView: Bool { if case .view = self { true } else { false } }
}

// MARK: - Shapes

/// A segment between two points given as fractions of the frame (y from the bottom).
struct ChartSegment: Shape {
    var from: CGPoint, to: CGPoint
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + from.x * rect.width, y: rect.maxY - from.y * rect.height))
        p.addLine(to: CGPoint(x: rect.minX + to.x * rect.width, y: rect.maxY - to.y * rect.height))
        return p
    }
}

/// How lines and areas join their points (in the frame's coordinates).
enum ChartCurve {
    static func points(_ fractions: [CGPoint], in rect: CGRect) -> [CGPoint] {
        fractions.map { CGPoint(x: rect.minX + $0.x * rect.width, y: rect.maxY - $0.y * rect.height) }
    }

    /// Adds the curve through `p` (moving to the first point, or drawing a line to it).
    static func add(_ p: [CGPoint], _ method: InterpolationMethod, to path: inout Path, move: Bool) {
        guard let first = p.first else { return }
        if move { path.move(to: first) } else { path.addLine(to: first) }
        guard p.count > 1 else { return }
        switch method {
        case .catmullRom, .cardinal:
            // A Catmull–Rom spline (uniform, tension 0) as cubic Béziers; the ends repeat their
            // point. Cardinal is drawn as it (uncertain: Apple's tension and parametrisation).
            for i in 0..<(p.count - 1) {
                let p0 = p[max(i - 1, 0)], p1 = p[i], p2 = p[i + 1], p3 = p[min(i + 2, p.count - 1)]
                path.addCurve(to: p2, control1: CGPoint(x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6),
                              control2: CGPoint(x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6))
            }
        case .monotone:
            let m = monotoneTangents(p)
            for i in 0..<(p.count - 1) {
                let dx = (p[i + 1].x - p[i].x) / 3
                path.addCurve(to: p[i + 1], control1: CGPoint(x: p[i].x + dx, y: p[i].y + m[i] * dx),
                              control2: CGPoint(x: p[i + 1].x - dx, y: p[i + 1].y - m[i + 1] * dx))
            }
        case .stepStart:
            for i in 1..<p.count {
                path.addLine(to: CGPoint(x: p[i - 1].x, y: p[i].y))
                path.addLine(to: p[i])
            }
        case .stepEnd:
            for i in 1..<p.count {
                path.addLine(to: CGPoint(x: p[i].x, y: p[i - 1].y))
                path.addLine(to: p[i])
            }
        case .stepCenter:
            for i in 1..<p.count {
                let mid = (p[i - 1].x + p[i].x) / 2
                path.addLine(to: CGPoint(x: mid, y: p[i - 1].y))
                path.addLine(to: CGPoint(x: mid, y: p[i].y))
                path.addLine(to: p[i])
            }
        default:
            for point in p.dropFirst() { path.addLine(to: point) }
        }
    }

    /// Fritsch–Carlson tangents: a cubic through the points that never overshoots them.
    static func monotoneTangents(_ p: [CGPoint]) -> [CGFloat] {
        let n = p.count
        var slopes = [CGFloat](repeating: 0, count: n - 1)
        for i in 0..<(n - 1) {
            let dx = p[i + 1].x - p[i].x
            slopes[i] = dx == 0 ? 0 : (p[i + 1].y - p[i].y) / dx
        }
        var m = [CGFloat](repeating: 0, count: n)
        m[0] = slopes[0]
        m[n - 1] = slopes[n - 2]
        for i in 1..<max(n - 1, 1) where i < n - 1 {
            m[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2
        }
        for i in 0..<(n - 1) {
            if slopes[i] == 0 {
                m[i] = 0
                m[i + 1] = 0
                continue
            }
            let a = m[i] / slopes[i], b = m[i + 1] / slopes[i]
            let h = a * a + b * b
            if h > 9 {
                let t = 3 / h.squareRoot()
                m[i] = t * a * slopes[i]
                m[i + 1] = t * b * slopes[i]
            }
        }
        return m
    }
}

/// A line through points given as fractions of the frame.
struct ChartLine: Shape {
    var points: [CGPoint]
    var interpolation: InterpolationMethod
    func path(in rect: CGRect) -> Path {
        var path = Path()
        ChartCurve.add(ChartCurve.points(points, in: rect), interpolation, to: &path, move: true)
        return path
    }
}

/// The area between two lines given as fractions of the frame.
struct ChartArea: Shape {
    var top: [CGPoint], bottom: [CGPoint]
    var interpolation: InterpolationMethod
    func path(in rect: CGRect) -> Path {
        var path = Path()
        guard !top.isEmpty else { return path }
        ChartCurve.add(ChartCurve.points(top, in: rect), interpolation, to: &path, move: true)
        ChartCurve.add(ChartCurve.points(bottom.reversed(), in: rect), interpolation, to: &path, move: false)
        path.closeSubpath()
        return path
    }
}

/// Several areas as one shape (a mask).
struct ChartAreas: Shape {
    var areas: [ChartArea]
    func path(in rect: CGRect) -> Path {
        var path = Path()
        for area in areas { path.addPath(area.path(in: rect)) }
        return path
    }
}

/// A rectangle of spans of the frame (a mark drawn over the whole plot, to be masked).
struct ChartRect: Shape {
    var x: Span, y: Span
    func path(in rect: CGRect) -> Path {
        let (x0, x1) = ChartLayout.xRange(x, rect), (y0, y1) = ChartLayout.yRange(y, rect)
        return Path(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }
}

/// A sector between angles (degrees clockwise from 12 o'clock) of a disc in the frame.
struct ChartSector: Shape {
    var start: Double, end: Double
    var inner: MarkDimension, outer: MarkDimension
    var inset: CGFloat
    var cornerRadius: CGFloat = 0

    static func radius(_ d: MarkDimension, available: CGFloat, outer: CGFloat, automatic: CGFloat) -> CGFloat {
        switch d.kind {
        case .automatic: automatic
        case .fixed: CGFloat(d.value)
        case .ratio: available * CGFloat(d.value)
        case .inset: outer - CGFloat(d.value)
        }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let available = min(rect.width, rect.height) / 2
        let c = CGPoint(x: rect.midX, y: rect.midY)
        let rOut = max(0, Self.radius(outer, available: available, outer: available, automatic: available))
        // The inner radius's ratio and inset are of the outer radius (Apple's documentation).
        let rIn = max(0, min(rOut, Self.radius(inner, available: rOut, outer: rOut, automatic: 0)))
        let a0 = start * .pi / 180, a1 = end * .pi / 180
        guard a1 > a0, rOut > 0 else { return path }
        let half = CGFloat(inset) / 2
        let dOut = Double(min(asin(min(1, half / rOut)), CGFloat(a1 - a0) / 2))
        func point(_ a: Double, _ r: CGFloat) -> CGPoint { CGPoint(x: c.x + r * CGFloat(sin(a)), y: c.y - r * CGFloat(cos(a))) }
        func arc(_ from: Double, _ to: Double, _ r: CGFloat) {
            let steps = max(1, Int((abs(to - from) * 180 / .pi).rounded(.up)))
            for k in 1...steps { path.addLine(to: point(from + (to - from) * Double(k) / Double(steps), r)) }
        }
        let hasHole = rIn > half && rIn > 0
        let dIn = hasHole ? Double(min(asin(min(1, half / rIn)), CGFloat(a1 - a0) / 2)) : 0
        let mid = (a0 + a1) / 2, s = sin((a1 - a0) / 2)
        // The apex of a slice without a hole, moved out along the bisector so the gaps keep their width.
        let apex = point(mid, s > 0 ? half / CGFloat(s) : 0)
        let outerStart = point(a0 + dOut, rOut), outerEnd = point(a1 - dOut, rOut)
        let innerEnd = hasHole ? point(a1 - dIn, rIn) : apex, innerStart = hasHole ? point(a0 + dIn, rIn) : apex
        // Rounded corners: cut back along the arc and along the side, joined by a curve whose
        // control point is the corner; at most half the ring's width and of each arc.
        var r = max(0, cornerRadius)
        r = min(r, (rOut - rIn) / 2, CGFloat(a1 - a0 - 2 * dOut) * rOut / 2)
        if hasHole { r = min(r, CGFloat(a1 - a0 - 2 * dIn) * rIn / 2) }
        func toward(_ from: CGPoint, _ to: CGPoint) -> CGPoint {
            let dx = to.x - from.x, dy = to.y - from.y, d = (dx * dx + dy * dy).squareRoot()
            return d > 0 ? CGPoint(x: from.x + dx / d * r, y: from.y + dy / d * r) : from
        }
        let outerCut = Double(r / rOut)
        path.move(to: point(a0 + dOut + outerCut, rOut))
        arc(a0 + dOut + outerCut, a1 - dOut - outerCut, rOut)
        if r > 0 { path.addQuadCurve(to: toward(outerEnd, innerEnd), control: outerEnd) }
        if hasHole {
            let innerCut = Double(r / rIn)
            path.addLine(to: r > 0 ? toward(innerEnd, outerEnd) : innerEnd)
            if r > 0 { path.addQuadCurve(to: point(a1 - dIn - innerCut, rIn), control: innerEnd) }
            arc(a1 - dIn - innerCut, a0 + dIn + innerCut, rIn)
            if r > 0 { path.addQuadCurve(to: toward(innerStart, outerStart), control: innerStart) }
        } else {
            path.addLine(to: apex)
        }
        if r > 0 {
            path.addLine(to: toward(outerStart, innerStart))
            path.addQuadCurve(to: point(a0 + dOut + outerCut, rOut), control: outerStart)
        }
        path.closeSubpath()
        return path
    }
}

/// A point mark's symbol, filled (or stroked, for the symbols made of lines).
struct ChartSymbol: View {
    let shape: BasicChartSymbolShape
    let style: AnyShapeStyle
    var body: some View {
        if [BasicChartSymbolShape.plus, .cross, .asterisk].contains(shape) {
            ChartSymbolShape(symbol: shape).stroke(style, style: StrokeStyle(lineWidth: 1.5, lineCap: .round))
        } else {
            ChartSymbolShape(symbol: shape).fill(style)
        }
    }
}

struct ChartSymbolShape: Shape {
    var symbol: BasicChartSymbolShape
    func path(in rect: CGRect) -> Path {
        let c = CGPoint(x: rect.midX, y: rect.midY), r = min(rect.width, rect.height) / 2
        func polygon(_ n: Int, rotation: Double = 0) -> Path {
            var p = Path()
            for k in 0..<n {
                let a = rotation + Double(k) * 2 * .pi / Double(n)
                let q = CGPoint(x: c.x + r * CGFloat(sin(a)), y: c.y - r * CGFloat(cos(a)))
                if k == 0 { p.move(to: q) } else { p.addLine(to: q) }
            }
            p.closeSubpath()
            return p
        }
        switch symbol {
        case .square: return Path(CGRect(x: c.x - r * 0.85, y: c.y - r * 0.85, width: r * 1.7, height: r * 1.7))
        case .triangle: return polygon(3)
        case .diamond: return polygon(4)
        case .pentagon: return polygon(5)
        case .plus, .cross, .asterisk:
            var p = Path()
            let angles: [Double] = symbol == .plus ? [0, 90] : symbol == .cross ? [45, 135] : [0, 60, 120]
            for a in angles {
                let d = a * .pi / 180
                let dx = r * CGFloat(sin(d)), dy = r * CGFloat(cos(d))
                p.move(to: CGPoint(x: c.x - dx, y: c.y - dy))
                p.addLine(to: CGPoint(x: c.x + dx, y: c.y + dy))
            }
            return p
        default: return Path(ellipseIn: CGRect(x: c.x - r, y: c.y - r, width: 2 * r, height: 2 * r))
        }
    }
}
