// A chart's views, in drawing order: backgrounds, the plot area, grid lines, marks (by zIndex,
// then in content order), annotations, ticks, labels, axis titles, the legend, overlays.
import Foundation
import Trellis

extension ChartPlan {
    @MainActor func build(into b: inout Built) {
        warnUnsupported()
        let styles = SeriesStyles(marks: marks, configuration: configuration)
        let isPie = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }

        let xs = marks.flatMap(Self.xChannels), ys = marks.flatMap(Self.yChannels)
        let xKind = Self.kind(of: xs.map(\.datum), configuration.xDomain)
        let yKind = Self.kind(of: ys.map(\.datum), configuration.yDomain)
        let resolved = resolve(xKind: xKind, yKind: yKind)

        var xNumbers: [Double] = [], yNumbers: [Double] = []
        var xNormalized = false, yNormalized = false
        var verticalBarXs: [Double] = [], horizontalBarYs: [Double] = []
        var verticalBarsUnbinned = false, horizontalBarsUnbinned = false
        for (i, m) in marks.enumerated() {
            let r = resolved[i]
            if let v = r.values {
                if r.orientation == .vertical {
                    yNumbers += [v.0, v.1]
                    yNormalized = yNormalized || m.stacking == .normalized
                } else {
                    xNumbers += [v.0, v.1]
                    xNormalized = xNormalized || m.stacking == .normalized
                }
            }
            let valuesOnX = r.values != nil && r.orientation == .horizontal
            let valuesOnY = r.values != nil && r.orientation == .vertical
            if !valuesOnX { for c in Self.xChannels(m) { if case let .number(n) = c.datum { xNumbers.append(n) } } }
            if !valuesOnY { for c in Self.yChannels(m) { if case let .number(n) = c.datum { yNumbers.append(n) } } }
            if m.kind == .bar, r.values != nil {
                if r.orientation == .vertical, let x = m.x, x.interval == nil, let n = x.datum.number {
                    verticalBarXs.append(n)
                    verticalBarsUnbinned = true
                }
                if r.orientation == .horizontal, let y = m.y, y.interval == nil, let n = y.datum.number {
                    horizontalBarYs.append(n)
                    horizontalBarsUnbinned = true
                }
            }
        }
        // Bars on a continuous scale without a unit take a share of the smallest step between
        // their values; the domain reaches half a step past the outer ones.
        let xStep = verticalBarsUnbinned && xKind != 2 ? (Self.smallestStep(verticalBarXs) ?? (xKind == 1 ? 86_400 : 1)) : nil
        let yStep = horizontalBarsUnbinned && yKind != 2 ? (Self.smallestStep(horizontalBarYs) ?? (yKind == 1 ? 86_400 : 1)) : nil
        let xScale = scale(kind: xKind, channels: xs, numbers: xNumbers, spec: configuration.xDomain,
                           normalized: xNormalized, padding: (xStep ?? 0) / 2, vertical: false)
        let yScale = scale(kind: yKind, channels: ys, numbers: yNumbers, spec: configuration.yDomain,
                           normalized: yNormalized, padding: (yStep ?? 0) / 2, vertical: true)
        b.box = ChartGeometryBox(ChartGeometry(x: xScale, y: yScale))
        let context = MarkContext(x: xScale, y: yScale, xStep: xStep.map { Self.length($0, xScale) },
                                  yStep: yStep.map { Self.length($0, yScale) },
                                  groups: Self.positionGroups(marks))

        for background in configuration.backgrounds { b.add(.geometryReader, overlay(background, box: b.box)) }
        b.add(.plotArea, ChartNode("PlotArea") { configuration.plotStyle?(ChartPlotContent()) ?? AnyView(ChartPlotContent()) })
        let axes = isPie ? [] : axisItems(x: xScale, y: yScale)
        for item in axes where item.isGrid { b.add(item.role, item.view) }

        var drawn: [(z: Double, order: Int, role: ChartItemRole, view: AnyView)] = []
        var annotations: [(ChartItemRole, AnyView)] = []
        if isPie {
            pieItems(styles: styles, into: &drawn, annotations: &annotations)
        } else {
            markItems(resolved: resolved, context: context, styles: styles, into: &drawn, annotations: &annotations)
        }
        for item in drawn.sorted(by: { ($0.z, $0.order) < ($1.z, $1.order) }) { b.add(item.role, item.view) }
        for (role, view) in annotations { b.add(role, view) }
        for item in axes where !item.isGrid { b.add(item.role, item.view) }
        if let title = configuration.xAxis.title, !isPie, configuration.xAxis.visibility != .hidden {
            b.add(.xTitle, ChartNode("AxisTitle") { title.font(.caption2).foregroundStyle(.secondary) })
        }
        if let title = configuration.yAxis.title, !isPie, configuration.yAxis.visibility != .hidden {
            b.add(.yTitle, ChartNode("AxisTitle") { title.font(.caption2).foregroundStyle(.secondary) })
        }
        if let legend = configuration.customLegend, configuration.legendVisibility != .hidden {
            b.legendOnTop = configuration.legendPosition == .top
            b.add(.legend, ChartNode("ChartLegend") { legend })
        } else if !styles.entries.isEmpty, configuration.legendVisibility != .hidden {
            b.legendOnTop = configuration.legendPosition == .top
            b.add(.legend, ChartNode("ChartLegend") { styles.legend })
        }
        for overlay in configuration.overlays { b.add(.geometryReader, self.overlay(overlay, box: b.box)) }
    }

    static func length(_ step: Double, _ scale: ChartScale) -> Double {
        abs(scale.fraction(ofNumber: step) - scale.fraction(ofNumber: 0))
    }

    static func positionGroups(_ marks: [MarkRecord]) -> [PlotDatum] {
        var groups: [PlotDatum] = []
        for m in marks { if let p = m.positionBy, !groups.contains(p) { groups.append(p) } }
        return groups
    }

    @MainActor func overlay(_ item: (alignment: Alignment, content: (ChartProxy) -> AnyView), box: ChartGeometryBox) -> some View {
        GeometryReader { g in
            let origin = g.frame(in: .global).origin
            let geometry = box.geometry
            item.content(ChartProxy(geometry: geometry, globalPlotFrame: geometry.plotRect.offsetBy(dx: origin.x, dy: origin.y)))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: item.alignment)
        }
    }

    func warnUnsupported() {
        for m in marks {
            for name in m.unsupported { DiagnosticLog.warnOnce("Charts: \(m.kind.rawValue).\(name) is not drawn on Linux") }
            if m.mask != nil, m.kind != .rectangle, m.kind != .area {
                DiagnosticLog.warnOnce("Charts: \(m.kind.rawValue).mask(content:) is not drawn on Linux (the mark is drawn whole)")
            }
            if m.symbolView != nil { DiagnosticLog.warnOnce("Charts: symbol(symbol:) views are not drawn on Linux (a circle is)") }
        }
    }

    // MARK: Marks

    struct MarkContext {
        var x: ChartScale, y: ChartScale
        var xStep: Double?, yStep: Double?
        var groups: [PlotDatum]
    }

    /// Where a value falls: a binned date at its unit's middle.
    static func fraction(_ c: ChannelValue, _ scale: ChartScale) -> Double? {
        if let i = c.interval, !scale.isBand {
            return scale.fraction(ofNumber: (i.start.timeIntervalSinceReferenceDate + i.end.timeIntervalSinceReferenceDate) / 2)
        }
        return scale.fraction(of: c.datum)
    }

    /// The span a bar or rectangle takes across its category, unit or step.
    static func crossSpan(_ c: ChannelValue, _ scale: ChartScale, _ dimension: MarkDimension, step: Double?,
                          full: Bool = false) -> Span? {
        let centre: Double, width: Double
        if scale.isBand {
            guard let f = scale.fraction(of: c.datum) else { return nil }
            (centre, width) = (f, scale.bandWidth)
        } else if let i = c.interval {
            let a = scale.fraction(ofNumber: i.start.timeIntervalSinceReferenceDate)
            let b = scale.fraction(ofNumber: i.end.timeIntervalSinceReferenceDate)
            (centre, width) = ((a + b) / 2, abs(b - a))
        } else {
            guard let f = scale.fraction(of: c.datum) else { return nil }
            guard let step else {
                // A rectangle on a continuous scale with no size: a fixed size.
                if dimension.kind == .automatic {
                    return Span(lo: f, hi: f, fixed: ChartMetrics.rectangleSize)
                }
                (centre, width) = (f, 0)
                return dimension.kind == .fixed ? Span(lo: centre, hi: centre, fixed: dimension.value) : Span(lo: f, hi: f)
            }
            (centre, width) = (f, step)
        }
        switch dimension.kind {
        case .fixed: return Span(lo: centre, hi: centre, fixed: dimension.value)
        case .ratio: return Span(lo: centre - width * dimension.value / 2, hi: centre + width * dimension.value / 2)
        case .inset: return Span(lo: centre - width / 2, hi: centre + width / 2, inset: dimension.value)
        case .automatic:
            let share = full ? 1 : ChartMetrics.barRatio
            return Span(lo: centre - width * share / 2, hi: centre + width * share / 2)
        }
    }

    /// A bar's share of its group's span, for `position(by:)`.
    static func grouped(_ span: Span, _ m: MarkRecord, _ groups: [PlotDatum]) -> Span {
        guard let p = m.positionBy, let g = groups.firstIndex(of: p), groups.count > 1 else { return span }
        let k = Double(groups.count)
        if let fixed = span.fixed {
            // Fixed-width bars side by side around the value.
            var s = span
            s.fixed = fixed
            s.lo += 0
            return s
        }
        let w = span.hi - span.lo
        return Span(lo: span.lo + w * Double(g) / k, hi: span.lo + w * Double(g + 1) / k, inset: span.inset)
    }

    @MainActor func markItems(resolved: [Resolved], context c: MarkContext, styles: SeriesStyles,
                              into drawn: inout [(z: Double, order: Int, role: ChartItemRole, view: AnyView)],
                              annotations: inout [(ChartItemRole, AnyView)]) {
        var lineSeries: [String: Int] = [:], areaSeries: [String: Int] = [:]
        var lines: [(first: Int, indices: [Int])] = [], areas: [(first: Int, indices: [Int])] = []
        for (i, m) in marks.enumerated() {
            let style = styles.style(of: m)
            func annotate(_ frame: MarkFrame) {
                for a in m.annotations {
                    var position = a.position
                    // Automatic: after a horizontal bar, above anything else (uncertain).
                    if position == .automatic { position = resolved[i].orientation == .horizontal && m.kind == .bar ? .trailing : .top }
                    annotations.append((.annotation(frame, offset: m.offset, position: position, alignment: a.alignment,
                                                    spacing: a.spacing ?? ChartMetrics.annotationSpacing, fits: (a.fitsX, a.fitsY)),
                                        a.view))
                }
            }
            switch m.kind {
            case .bar:
                guard let values = resolved[i].values else { continue }
                let frame: MarkFrame
                if resolved[i].orientation == .vertical {
                    let across = m.x.flatMap { Self.crossSpan($0, c.x, m.width, step: c.xStep) } ?? Span(lo: 0, hi: 1)
                    frame = .rect(x: Self.grouped(across, m, c.groups),
                                  y: Span(lo: c.y.fraction(ofNumber: values.0), hi: c.y.fraction(ofNumber: values.1)))
                } else {
                    let across = m.y.flatMap { Self.crossSpan($0, c.y, m.height, step: c.yStep) } ?? Span(lo: 0, hi: 1)
                    frame = .rect(x: Span(lo: c.x.fraction(ofNumber: values.0), hi: c.x.fraction(ofNumber: values.1)),
                                  y: Self.grouped(across, m, c.groups))
                }
                let view = RoundedRectangle(cornerRadius: m.cornerRadius ?? 0, style: .continuous).fill(style).opacity(m.opacity)
                drawn.append((m.zIndex, i, .mark(frame, offset: m.offset), AnyView(ChartNode("BarMark") { view })))
                annotate(frame)
            case .rectangle:
                guard let frame = rectangleFrame(m, c) else { continue }
                if let mask = m.mask, case let .rect(x, y) = frame {
                    // Masked: drawn over the plot, clipped to the mask's areas.
                    let view = ChartRect(x: x, y: y).fill(style).opacity(m.opacity).clipShape(maskShape(mask, c))
                    drawn.append((m.zIndex, i, .mark(.plot(anchorX: 0, anchorY: 0), offset: m.offset),
                                  AnyView(ChartNode("RectangleMark") { view })))
                    annotate(frame)
                    continue
                }
                let view = RoundedRectangle(cornerRadius: m.cornerRadius ?? 0, style: .continuous).fill(style).opacity(m.opacity)
                drawn.append((m.zIndex, i, .mark(frame, offset: m.offset), AnyView(ChartNode("RectangleMark") { view })))
                annotate(frame)
            case .point:
                let fx = m.x.flatMap { Self.fraction($0, c.x) } ?? 0.5
                let fy = m.y.flatMap { Self.fraction($0, c.y) } ?? 0.5
                if m.x != nil && Self.fraction(m.x!, c.x) == nil { continue }
                let size = m.symbolSize.map { 2 * ($0 / .pi).squareRoot() } ?? ChartMetrics.pointSize
                let frame = MarkFrame.point(x: fx, y: fy, size: size)
                let shape = m.symbolShape ?? styles.symbol(of: m) ?? .circle
                drawn.append((m.zIndex, i, .mark(frame, offset: m.offset),
                              AnyView(ChartNode("PointMark") { ChartSymbol(shape: shape, style: style).opacity(m.opacity) })))
                annotate(frame)
            case .rule:
                guard let (from, to) = ruleEnds(m, c) else { continue }
                let stroke = m.lineStyle ?? StrokeStyle(lineWidth: 1)
                let view = ChartSegment(from: from, to: to).stroke(style, style: stroke).opacity(m.opacity)
                drawn.append((m.zIndex, i, .mark(.plot(anchorX: from.x, anchorY: from.y), offset: m.offset),
                              AnyView(ChartNode("RuleMark") { view })))
                annotate(.rect(x: Span(lo: min(from.x, to.x), hi: max(from.x, to.x)),
                               y: Span(lo: min(from.y, to.y), hi: max(from.y, to.y))))
            case .line:
                let key = "\(m.series ?? m.styleBy ?? m.symbolBy ?? .category(""))"
                if let k = lineSeries[key] { lines[k].indices.append(i) } else {
                    lineSeries[key] = lines.count
                    lines.append((i, [i]))
                }
                if let fx = m.x.flatMap({ Self.fraction($0, c.x) }), let fy = m.y.flatMap({ Self.fraction($0, c.y) }) {
                    annotate(.point(x: fx, y: fy, size: 0))
                }
            case .area:
                let key = "\(m.series ?? m.styleBy ?? .category(""))"
                if let k = areaSeries[key] { areas[k].indices.append(i) } else {
                    areaSeries[key] = areas.count
                    areas.append((i, [i]))
                }
                if let fx = m.x.flatMap({ Self.fraction($0, c.x) }), let v = resolved[i].values {
                    annotate(.point(x: fx, y: c.y.fraction(ofNumber: v.1), size: 0))
                }
            case .sector: continue
            }
        }
        for series in areas {
            let m = marks[series.first]
            if m.mask != nil { DiagnosticLog.warnOnce("Charts: AreaMark.mask(content:) is not drawn on Linux (the area is drawn whole)") }
            var top: [CGPoint] = [], bottom: [CGPoint] = []
            for i in series.indices {
                guard let x = marks[i].x, let fx = Self.fraction(x, c.x), let v = resolved[i].values,
                      fx.isFinite, v.0.isFinite, v.1.isFinite else { continue }
                top.append(CGPoint(x: fx, y: c.y.fraction(ofNumber: v.1)))
                bottom.append(CGPoint(x: fx, y: c.y.fraction(ofNumber: v.0)))
            }
            let shape = ChartArea(top: top, bottom: bottom, interpolation: m.interpolation ?? .linear)
            drawn.append((m.zIndex, series.first, .mark(.plot(anchorX: 0, anchorY: 0), offset: m.offset),
                          AnyView(ChartNode("AreaMark") { shape.fill(styles.style(of: m)).opacity(m.opacity) })))
        }
        for series in lines {
            let m = marks[series.first]
            var points: [CGPoint] = []
            for i in series.indices {
                guard let x = marks[i].x, let y = marks[i].y, let fx = Self.fraction(x, c.x), let fy = Self.fraction(y, c.y),
                      fx.isFinite, fy.isFinite else { continue }
                points.append(CGPoint(x: fx, y: fy))
            }
            let style = styles.style(of: m)
            let stroke = m.lineStyle ?? StrokeStyle(lineWidth: ChartMetrics.lineWidth, lineCap: .round, lineJoin: .round)
            let shape = ChartLine(points: points, interpolation: m.interpolation ?? .linear)
            drawn.append((m.zIndex, series.first, .mark(.plot(anchorX: 0, anchorY: 0), offset: m.offset),
                          AnyView(ChartNode("LineMark") { shape.stroke(style, style: stroke).opacity(m.opacity) })))
            // Symbols where the line's marks ask for them.
            for (k, i) in series.indices.enumerated() where k < points.count {
                let mark = marks[i]
                guard let shape = mark.symbolShape ?? styles.symbol(of: mark) ?? (mark.symbolSize != nil ? .circle : nil) else { continue }
                let size = mark.symbolSize.map { 2 * ($0 / .pi).squareRoot() } ?? ChartMetrics.lineSymbolSize
                drawn.append((mark.zIndex, i, .mark(.point(x: points[k].x, y: points[k].y, size: size), offset: mark.offset),
                              AnyView(ChartNode("LineSymbol") { ChartSymbol(shape: shape, style: styles.style(of: mark)).opacity(mark.opacity) })))
            }
        }
    }

    /// The areas of a mark's `mask(content:)`, as one shape over the plot.
    @MainActor func maskShape(_ mask: any ChartContent, _ c: MarkContext) -> ChartAreas {
        var collected = _ChartMarks()
        mask._collectMarks(into: &collected)
        var series: [String: Int] = [:]
        var areas: [ChartArea] = []
        for m in collected.marks {
            guard m.kind == .area else {
                DiagnosticLog.warnOnce("Charts: a \(m.kind.rawValue) in mask(content:) is not drawn on Linux (areas are)")
                continue
            }
            guard let x = m.x, let fx = Self.fraction(x, c.x),
                  let top = (m.yEnd ?? m.y).flatMap({ $0.datum.number }) else { continue }
            let bottom = m.yStart?.datum.number ?? 0
            let key = "\(m.series ?? m.styleBy ?? .category(""))"
            if series[key] == nil {
                series[key] = areas.count
                areas.append(ChartArea(top: [], bottom: [], interpolation: m.interpolation ?? .linear))
            }
            areas[series[key]!].top.append(CGPoint(x: fx, y: c.y.fraction(ofNumber: top)))
            areas[series[key]!].bottom.append(CGPoint(x: fx, y: c.y.fraction(ofNumber: bottom)))
        }
        return ChartAreas(areas: areas)
    }

    func rectangleFrame(_ m: MarkRecord, _ c: MarkContext) -> MarkFrame? {
        func span(_ start: ChannelValue?, _ end: ChannelValue?, _ value: ChannelValue?, _ scale: ChartScale, _ dim: MarkDimension,
                  _ pointsLo: CGFloat?, _ pointsHi: CGFloat?) -> Span? {
            if let start, let end {
                if scale.isBand {
                    guard let a = scale.fraction(of: start.datum), let b = scale.fraction(of: end.datum) else { return nil }
                    let h = scale.bandWidth / 2
                    return Span(lo: min(a, b) - h, hi: max(a, b) + h)
                }
                guard let a = start.datum.number, let b = end.datum.number else { return nil }
                return Span(lo: scale.fraction(ofNumber: a), hi: scale.fraction(ofNumber: b))
            }
            if let value { return Self.crossSpan(value, scale, dim, step: nil, full: true) }
            return Span(lo: 0, hi: 1, pointsLo: pointsLo, pointsHi: pointsHi)
        }
        guard let x = span(m.xStart, m.xEnd, m.x, c.x, m.width, m.xStartPoints, m.xEndPoints),
              let y = span(m.yStart, m.yEnd, m.y, c.y, m.height, m.yEndPoints, m.yStartPoints) else { return nil }
        return .rect(x: x, y: y)
    }

    func ruleEnds(_ m: MarkRecord, _ c: MarkContext) -> (CGPoint, CGPoint)? {
        func f(_ v: ChannelValue?, _ s: ChartScale) -> Double? { v.flatMap { Self.fraction($0, s) } }
        if let xs = f(m.xStart, c.x), let xe = f(m.xEnd, c.x), let y = f(m.y, c.y) { return (CGPoint(x: xs, y: y), CGPoint(x: xe, y: y)) }
        if let ys = f(m.yStart, c.y), let ye = f(m.yEnd, c.y), let x = f(m.x, c.x) { return (CGPoint(x: x, y: ys), CGPoint(x: x, y: ye)) }
        if let y = f(m.y, c.y), m.x == nil { return (CGPoint(x: 0, y: y), CGPoint(x: 1, y: y)) }
        if let x = f(m.x, c.x), m.y == nil { return (CGPoint(x: x, y: 0), CGPoint(x: x, y: 1)) }
        return nil
    }

    // MARK: Sectors

    /// The angles of sectors of these values, in degrees clockwise from 12 o'clock: each its
    /// share of the total.
    static func sectorAngles(_ values: [Double]) -> [(start: Double, end: Double)] {
        let total = values.reduce(0) { $0 + max($1, 0) }
        guard total > 0 else { return values.map { _ in (0, 0) } }
        var start = 0.0
        return values.map { v in
            let end = start + max(v, 0) / total * 360
            defer { start = end }
            return (start, end)
        }
    }

    @MainActor func pieItems(styles: SeriesStyles, into drawn: inout [(z: Double, order: Int, role: ChartItemRole, view: AnyView)],
                             annotations: inout [(ChartItemRole, AnyView)]) {
        let angles = Self.sectorAngles(marks.map { $0.angle?.number ?? 0 })
        for (i, m) in marks.enumerated() {
            let (start, end) = angles[i]
            let shape = ChartSector(start: start, end: end, inner: m.innerRadius, outer: m.outerRadius, inset: m.angularInset ?? 0,
                                    cornerRadius: m.cornerRadius ?? 0)
            drawn.append((m.zIndex, i, .mark(.plot(anchorX: 0.5, anchorY: 0.5), offset: m.offset),
                          AnyView(ChartNode("SectorMark") { shape.fill(styles.style(of: m)).opacity(m.opacity) })))
            for a in m.annotations {
                let frame = MarkFrame.plot(anchorX: (start + end) / 2, anchorY: .nan)
                annotations.append((.annotation(frame, offset: m.offset, position: a.position == .automatic ? .overlay : a.position,
                                                alignment: a.alignment, spacing: a.spacing ?? 0, fits: (a.fitsX, a.fitsY)), a.view))
            }
        }
    }
}

/// The styles of `foregroundStyle(by:)`'s values and the legend that names them.
struct SeriesStyles {
    struct Entry {
        var datum: PlotDatum
        var name: String
        var style: AnyShapeStyle
        var symbol: BasicChartSymbolShape?
        var square: Bool
    }
    var entries: [Entry] = []
    var symbols: [PlotDatum: BasicChartSymbolShape] = [:]

    init(marks: [MarkRecord], configuration: ChartConfiguration) {
        var values: [PlotDatum] = configuration.styleDomain ?? []
        if configuration.styleDomain == nil {
            for m in marks { if let d = m.styleBy, !values.contains(d) { values.append(d) } }
        }
        if values.contains(where: { if case .number = $0 { true } else { false } }) {
            DiagnosticLog.warnOnce("Charts: foregroundStyle(by:) of numbers is drawn with the categorical palette on Linux, not a gradient")
        }
        var symbolValues: [PlotDatum] = []
        for m in marks { if let d = m.symbolBy, !symbolValues.contains(d) { symbolValues.append(d) } }
        for (i, d) in symbolValues.enumerated() { symbols[d] = ChartMetrics.symbols[i % ChartMetrics.symbols.count] }
        let mapping = configuration.styleScale ?? []
        for (i, d) in values.enumerated() {
            let style = mapping.first { $0.0 == d }?.1 ?? AnyShapeStyle(ChartMetrics.palette[i % ChartMetrics.palette.count])
            let mark = marks.first { $0.styleBy == d }
            let symbol = mark?.symbolBy.flatMap { symbols[$0] } ?? mark?.symbolShape
            let square = [MarkKind.bar, .area, .rectangle, .sector].contains(mark?.kind ?? .point)
            entries.append(Entry(datum: d, name: Self.name(d), style: style, symbol: symbol, square: square))
        }
    }

    static func name(_ d: PlotDatum) -> String {
        switch d {
        case let .category(s): s
        case let .number(v): ChartScale.format(v)
        case let .date(date): date.formatted(date: .abbreviated, time: .omitted)
        }
    }

    func style(of m: MarkRecord) -> AnyShapeStyle {
        if let s = m.style { return s }
        if let d = m.styleBy, let e = entries.first(where: { $0.datum == d }) { return e.style }
        // A mark without a style takes the accent colour (uncertain for rules and rectangles).
        return AnyShapeStyle(Color.accentColor)
    }

    func symbol(of m: MarkRecord) -> BasicChartSymbolShape? { m.symbolBy.flatMap { symbols[$0] } }

    @MainActor var legend: some View {
        LegendFlow {
            ForEach(0..<entries.count, id: \.self) { i in
                let e = entries[i]
                HStack(spacing: ChartMetrics.legendSymbolSpacing) {
                    Group {
                        if let symbol = e.symbol {
                            ChartSymbol(shape: symbol, style: e.style)
                        } else if e.square {
                            RoundedRectangle(cornerRadius: 1.5).fill(e.style)
                        } else {
                            Circle().fill(e.style)
                        }
                    }
                    .frame(width: ChartMetrics.legendSymbolSize, height: ChartMetrics.legendSymbolSize)
                    // Names in `.caption2` secondary, as the axis labels (uncertain); squares for bars,
                    // areas and sectors, circles for lines and points (uncertain).
                    Text(verbatim: e.name).font(.caption2).foregroundStyle(.secondary).lineLimit(1)
                }
            }
        }
    }
}

/// The legend's entries in rows: as many as fit the chart's width in a row, the rest wrapped
/// below, leading-aligned (uncertain: the gap between rows).
struct LegendFlow: Layout {
    static let rowSpacing: CGFloat = 4

    func rows(_ sizes: [CGSize], width: CGFloat?) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            if let width, !rows[rows.count - 1].isEmpty, x + ChartMetrics.legendEntrySpacing + size.width > width {
                rows.append([])
                x = 0
            }
            x += (rows[rows.count - 1].isEmpty ? 0 : ChartMetrics.legendEntrySpacing) + size.width
            rows[rows.count - 1].append(i)
        }
        return rows
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let rows = rows(sizes, width: proposal.width)
        var width: CGFloat = 0, height: CGFloat = 0
        for row in rows where !row.isEmpty {
            width = max(width, row.map { sizes[$0].width }.reduce(0, +) + CGFloat(row.count - 1) * ChartMetrics.legendEntrySpacing)
            height += (height > 0 ? Self.rowSpacing : 0) + (row.map { sizes[$0].height }.max() ?? 0)
        }
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        var y = bounds.minY
        for row in rows(sizes, width: bounds.width) where !row.isEmpty {
            let height = row.map { sizes[$0].height }.max() ?? 0
            var x = bounds.minX
            for i in row {
                subviews[i].place(at: CGPoint(x: x, y: y + (height - sizes[i].height) / 2), proposal: ProposedViewSize(sizes[i]))
                x += sizes[i].width + ChartMetrics.legendEntrySpacing
            }
            y += height + Self.rowSpacing
        }
    }
}
