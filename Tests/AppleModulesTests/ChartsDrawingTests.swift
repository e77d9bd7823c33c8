@testable import Charts
import Foundation
import Testing
import Trellis
import TrellisCairo

/// `Chart` draws its marks, axes and legend: frames computed by hand from the scale rules
/// (ChartScales.swift) and the metrics (ChartMetrics, ChartPlan.swift), with the engine's
/// approximate text measurer (an 11-point `.caption2` character is 6.05 points wide, a line
/// 13.2 tall, a text's size rounded up to whole points: the pixel grid at 1×).
@Suite struct ChartsDrawingTests {
    static let lineHeight: CGFloat = 14

    /// The width of a label of `n` characters.
    static func width(_ n: Int) -> CGFloat { (CGFloat(n) * 11 * 0.55).rounded(.up) }

    func nodes(_ t: LayoutTree, _ type: String) -> [LayoutTree.Element] { t.root.all.filter { $0.type == type } }

    func expectRect(_ e: LayoutTree.Element?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                    sourceLocation: SourceLocation = #_sourceLocation) {
        guard let r = e?.frame.rect else {
            Issue.record("no node", sourceLocation: sourceLocation)
            return
        }
        let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
        #expect(ok, "\(r) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    // MARK: Scales

    @Test func niceTicksOfEightySeven() {
        let (lo, hi) = ChartScale.niceDomain(0, 87)
        #expect(lo == 0 && hi == 100)
        let ticks = ChartScale(kind: .linear(lower: lo, upper: hi)).ticks(.automatic).compactMap(\.number)
        #expect(ticks == [0, 20, 40, 60, 80, 100])
        // Without zero: 53...83 is niced to 50...85 in steps of 5.
        let (a, b) = ChartScale.niceDomain(53, 83)
        #expect(a == 50 && b == 85, "\(a)...\(b)")
        #expect(ChartScale(kind: .linear(lower: 0, upper: 1)).ticks(.automatic(desiredCount: 2)).compactMap(\.number) == [0, 0.5, 1])
        #expect(ChartScale(kind: .linear(lower: 0, upper: 10)).ticks(.stride(by: 4)).compactMap(\.number) == [0, 4, 8])
    }

    @Test func dateTicksFallOnCalendarUnits() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let start = try #require(calendar.date(from: DateComponents(year: 2024, month: 5, day: 6, hour: 9, minute: 30)))
        let end = start.addingTimeInterval(14 * 3600)
        // 14 hours, about 6 ticks: every 3 hours, on hours that are multiples of 3.
        #expect(ChartScale.dateStep(span: 14 * 3600, count: 6) == (.hour, 3))
        let hours = ChartScale.dates(every: 3, .hour, from: start, to: end, calendar: calendar).map { calendar.component(.hour, from: $0) }
        #expect(hours == [12, 15, 18, 21])
        // A stride of days: the start of each day in the domain.
        let scale = ChartScale(kind: .date(lower: start.timeIntervalSinceReferenceDate,
                                           upper: start.addingTimeInterval(3 * 86_400).timeIntervalSinceReferenceDate), calendar: calendar)
        let days = scale.ticks(.stride(by: .day)).compactMap { d -> Int? in
            if case let .date(date) = d { calendar.component(.day, from: date) } else { nil }
        }
        #expect(days == [7, 8, 9])
        // A month of days: weekly ticks.
        #expect(ChartScale.dateStep(span: 30 * 86_400, count: 6) == (.weekOfYear, 1))
    }

    @Test func plottableValuesKeepTheirLabelsAndValues() {
        let v = PlottableValue.value("Sales", 42)
        #expect(v.label == "Sales" && v.datum == .number(42))
        enum Flavor: String, Plottable { case sugar }
        #expect(PlottableValue.value("Flavor", Flavor.sugar).datum == .category("sugar"))
        #expect(PlotDatum.number(3).value(as: Int.self) == 3 && PlotDatum.number(2.5).value(as: Double.self) == 2.5)
        #expect(PlotDatum.category("a").value(as: Double.self) == nil)
    }

    // MARK: Bars

    /// Two bars, 87 and 40, in a 300 × 200 chart: y 0...100 in steps of 20 (labels "0" … "100",
    /// the widest 3 characters), two category bands.
    @Test func barsOnCategoriesWithNiceTicks() {
        let t = layout(Chart {
            BarMark(x: .value("Name", "A"), y: .value("Value", 87))
            BarMark(x: .value("Name", "B"), y: .value("Value", 40))
        }.id("chart"), 300, 200)
        #expect(t.root.first(id: "chart")?.type == "Chart")
        let labelWidth = Self.width(3)
        let plot = CGRect(x: 0, y: Self.lineHeight / 2, width: 300 - labelWidth - 6, height: 200 - Self.lineHeight / 2 - (Self.lineHeight + 4))
        expectRect(nodes(t, "PlotArea").first, plot.minX, plot.minY, plot.width, plot.height)
        let band = plot.width / 2, barWidth = band * 0.8
        let bars = nodes(t, "BarMark")
        #expect(bars.count == 2)
        expectRect(bars.first, band / 2 - barWidth / 2, plot.maxY - 0.87 * plot.height, barWidth, 0.87 * plot.height)
        expectRect(bars.last, band * 1.5 - barWidth / 2, plot.maxY - 0.4 * plot.height, barWidth, 0.4 * plot.height)
        // Six horizontal grid lines, 0.5 point thick, centred on 0, 20, … 100.
        let grid = nodes(t, "GridLine")
        #expect(grid.count == 6)
        expectRect(grid[1], plot.minX, plot.maxY - 0.2 * plot.height - 0.25, plot.width, 0.5)
        // The y labels on the trailing edge, centred on their values; x labels centred under their bands.
        let labels = nodes(t, "AxisValueLabel")
        #expect(labels.count == 8)
        expectRect(labels[0], band / 2 - Self.width(1) / 2, plot.maxY + 4, Self.width(1), Self.lineHeight)
        expectRect(labels[3], plot.maxX + 6, plot.maxY - 0.2 * plot.height - Self.lineHeight / 2, Self.width(2), Self.lineHeight)
        expectRect(labels[7], plot.maxX + 6, plot.minY - Self.lineHeight / 2, Self.width(3), Self.lineHeight)
    }

    /// Bars at the same x stack; `position(by:)` puts them side by side; `.normalized` fills the
    /// range. Axes hidden: the plot is the whole chart.
    @Test func stackingAndGrouping() {
        func chart(_ stacking: MarkStackingMethod, grouped: Bool) -> LayoutTree {
            layout(Chart {
                ForEach([("A", "x", 3.0), ("A", "y", 5.0), ("B", "x", 4.0)], id: \.1) { item in
                    if grouped {
                        BarMark(x: .value("Name", item.0), y: .value("Value", item.2), stacking: stacking)
                            .position(by: .value("Kind", item.1))
                    } else {
                        BarMark(x: .value("Name", item.0), y: .value("Value", item.2), stacking: stacking)
                    }
                }
            }.chartXAxis(.hidden).chartYAxis(.hidden), 200, 100)
        }
        // Stacked: 0...8 (step 2), "A" 3 then 5 on top of it.
        let stacked = nodes(chart(.standard, grouped: false), "BarMark")
        expectRect(stacked[0], 10, 100 - 37.5, 80, 37.5)
        expectRect(stacked[1], 10, 0, 80, 62.5)
        expectRect(stacked[2], 110, 50, 80, 50)
        // Normalized: "A" fills 0...1 (3/8 and 5/8), "B" alone fills it.
        let normalized = nodes(chart(.normalized, grouped: false), "BarMark")
        expectRect(normalized[0], 10, 62.5, 80, 37.5)
        expectRect(normalized[1], 10, 0, 80, 62.5)
        expectRect(normalized[2], 110, 0, 80, 100)
        // Centred: each stack around zero, -4...4 (step 2).
        let centred = nodes(chart(.center, grouped: false), "BarMark")
        expectRect(centred[0], 10, 62.5, 80, 37.5)
        expectRect(centred[1], 10, 0, 80, 62.5)
        expectRect(centred[2], 110, 25, 80, 50)
        // Unstacked: each from zero, overlapping, 0...5.
        let unstacked = nodes(chart(.unstacked, grouped: false), "BarMark")
        expectRect(unstacked[0], 10, 40, 80, 60)
        expectRect(unstacked[1], 10, 0, 80, 100)
        expectRect(unstacked[2], 110, 20, 80, 80)
        // Grouped: not stacked, 0...5 (step 1); each band's 80 points shared by the two kinds.
        let grouped = nodes(chart(.standard, grouped: true), "BarMark")
        expectRect(grouped[0], 10, 40, 40, 60)
        expectRect(grouped[1], 50, 0, 40, 100)
        expectRect(grouped[2], 110, 20, 40, 80)
    }

    /// Horizontal bars: categories down the y axis from the top, values along x from zero.
    @Test func horizontalBars() {
        let t = layout(Chart {
            BarMark(x: .value("Value", 5), y: .value("Name", "A"))
            BarMark(x: .value("Value", 10), y: .value("Name", "B"))
        }.chartXAxis(.hidden).chartYAxis(.hidden), 200, 100)
        let bars = nodes(t, "BarMark")
        expectRect(bars[0], 0, 5, 100, 40)
        expectRect(bars[1], 0, 55, 200, 40)
    }

    // MARK: Points, lines, rules, sectors

    @Test func pointsLinesAndRules() {
        let t = layout(Chart {
            ForEach([(1.0, 2.0), (3.0, 4.0)], id: \.0) { p in
                PointMark(x: .value("X", p.0), y: .value("Y", p.1)).symbolSize(100)
                LineMark(x: .value("X", p.0), y: .value("Y", p.1))
            }
            RuleMark(y: .value("Goal", 3.0)).lineStyle(StrokeStyle(lineWidth: 2, dash: [4]))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...4).chartYScale(domain: 0...4), 200, 100)
        // A symbol of 100 square points is a circle 2√(100/π) wide, centred on its value.
        let d = 2 * (100 / CGFloat.pi).squareRoot()
        let points = nodes(t, "PointMark")
        #expect(points.count == 2)
        expectRect(points[0], 50 - d / 2, 50 - d / 2, d, d)
        expectRect(points[1], 150 - d / 2, 0 - d / 2, d, d)
        // One line for the two points, and the rule, both over the plot.
        #expect(nodes(t, "LineMark").count == 1)
        expectRect(nodes(t, "RuleMark").first, 0, 0, 200, 100)
    }

    @Test func sectorAnglesAreShares() throws {
        let angles = ChartPlan.sectorAngles([1, 1, 2])
        #expect(angles.map(\.start) == [0, 90, 180] && angles.map(\.end) == [90, 180, 360])
        let t = layout(Chart {
            ForEach([("a", 1), ("b", 3)], id: \.0) { s in
                SectorMark(angle: .value("N", s.1), innerRadius: .ratio(0.6), angularInset: 1)
                    .foregroundStyle(by: .value("Name", s.0))
            }
        }.chartLegend(.hidden), 200, 100)
        // No axes: the sectors are drawn over the whole chart.
        let sectors = nodes(t, "SectorMark")
        #expect(sectors.count == 2 && nodes(t, "AxisValueLabel").isEmpty && nodes(t, "ChartLegend").isEmpty)
        expectRect(sectors.first, 0, 0, 200, 100)
        let path = ChartSector(start: 0, end: 90, inner: .ratio(0.5), outer: .automatic, inset: 0).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        let bounds = path.boundingRect
        // A quarter ring from 12 to 3 o'clock: from the top of the circle to its right edge.
        #expect(abs(bounds.minX - 50) < 0.01 && abs(bounds.maxX - 100) < 0.01 && abs(bounds.minY) < 0.01 && abs(bounds.maxY - 50) < 0.01,
                "\(bounds)")
        // Rounded corners (`cornerRadius(10)`) leave the ring's corners out, not its middle.
        let rounded = ChartSector(start: 0, end: 90, inner: .ratio(0.5), outer: .automatic, inset: 0, cornerRadius: 10)
            .path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.contains(CGPoint(x: 51, y: 1)) && !rounded.contains(CGPoint(x: 51, y: 1)))
        #expect(rounded.contains(CGPoint(x: 80, y: 20)) && rounded.contains(CGPoint(x: 52, y: 12)))
    }

    // MARK: Axes, legend, proxy

    @Test func hiddenAxesLeaveThePlotTheWholeChart() {
        let t = layout(Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }.chartXAxis(.hidden).chartYAxis(.hidden), 100, 50)
        expectRect(nodes(t, "PlotArea").first, 0, 0, 100, 50)
        #expect(nodes(t, "GridLine").isEmpty && nodes(t, "AxisValueLabel").isEmpty)
        // The x axis alone hidden: the y labels still take the trailing edge.
        let y = layout(Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }.chartXAxis(.hidden), 100, 50)
        #expect(nodes(y, "AxisValueLabel").count == 6)
    }

    /// Two series coloured by value: a legend of two entries at the bottom, the plot above it.
    @Test func legendOfSeries() throws {
        let t = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Cake"))
            BarMark(x: .value("N", "B"), y: .value("V", 2)).foregroundStyle(by: .value("Kind", "Pie"))
        }.chartXAxis(.hidden).chartYAxis(.hidden), 200, 100)
        let legend = try #require(nodes(t, "ChartLegend").first)
        // An entry: an 8-point symbol, 4 points, the name; 12 points between entries.
        let width = 8 + 4 + Self.width(4) + 12 + 8 + 4 + Self.width(3)
        expectRect(legend, 0, 100 - Self.lineHeight, width, Self.lineHeight)
        expectRect(nodes(t, "PlotArea").first, 0, 0, 200, 100 - Self.lineHeight - 8)
        let top = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Cake"))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(position: .top), 200, 100)
        expectRect(nodes(top, "ChartLegend").first, 0, 0, 8 + 4 + Self.width(4), Self.lineHeight)
        expectRect(nodes(top, "PlotArea").first, 0, Self.lineHeight + 8, 200, 100 - Self.lineHeight - 8)
        // Entries that do not fit the chart's width wrap to a second row, 4 points below.
        let wrapped = layout(Chart {
            ForEach(["Cake", "Pie", "Tart"], id: \.self) { kind in
                BarMark(x: .value("N", kind), y: .value("V", 1)).foregroundStyle(by: .value("Kind", kind))
            }
        }.chartXAxis(.hidden).chartYAxis(.hidden), 80, 100)
        expectRect(nodes(wrapped, "ChartLegend").first, 0, 100 - 2 * Self.lineHeight - 4, 80, 2 * Self.lineHeight + 4)
        let hidden = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Cake"))
        }.chartLegend(.hidden), 200, 100)
        #expect(nodes(hidden, "ChartLegend").isEmpty)
    }

    /// `chartOverlay`'s proxy maps values to positions in the plot area, and back.
    @Test func overlayProxyReadsTheScales() {
        let t = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 4))
            BarMark(x: .value("N", "B"), y: .value("V", 2))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        .chartOverlay { proxy in
            VStack(spacing: 0) {
                Color.red.frame(width: proxy.position(forX: "B") ?? 0, height: proxy.position(forY: 1.0) ?? 0).id("x")
                Color.blue.frame(width: proxy.plotSize.width / 2, height: proxy.value(atX: 30, as: String.self) == "A" ? 7 : 3).id("y")
            }
        }, 200, 100)
        // "B"'s band centre is 150; y 1 of 0...4 is 75 points from the top.
        #expect(t.frame(id: "x")?.size == CGSize(width: 150, height: 75))
        #expect(t.frame(id: "y")?.size == CGSize(width: 100, height: 7))
    }

    /// Custom axis marks: explicit values and a format, labels of the app's own text and index.
    @Test func customAxisMarks() {
        let t = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 10))
        }
        .chartXAxis(.hidden)
        .chartYAxis {
            AxisMarks(values: [0, 5, 10]) { value in
                if value.index < value.count - 1 {
                    AxisValueLabel("\(Int(value.as(Double.self) ?? 0))°")
                }
                AxisTick()
            }
        }, 200, 100)
        let labels = nodes(t, "AxisValueLabel")
        // "0°" and "5°": 2 characters each; no grid lines; ticks 4 points long after the plot.
        #expect(labels.count == 2 && nodes(t, "GridLine").isEmpty && nodes(t, "AxisTick").count == 3)
        expectRect(labels[0], 200 - Self.width(2), 100 - Self.lineHeight / 2 - Self.lineHeight / 2, Self.width(2), Self.lineHeight)
        // Default marks with a format and a stroke, on the leading edge: labels "0" and "10"
        // before the plot, grid lines 2 points thick.
        let leading = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 10))
        }
        .chartXAxis(.hidden)
        .chartYAxis { AxisMarks(format: IntegerFormatStyle<Int>(), position: .leading, values: .stride(by: 10), stroke: StrokeStyle(lineWidth: 2)) },
        200, 100)
        let leadingLabels = nodes(leading, "AxisValueLabel"), grid = nodes(leading, "GridLine")
        #expect(leadingLabels.count == 2 && grid.count == 2)
        let plotX = Self.width(2) + 6
        expectRect(leadingLabels[1], plotX - 6 - Self.width(2), 0, Self.width(2), Self.lineHeight)
        expectRect(leadingLabels[0], plotX - 6 - Self.width(1), 100 - Self.lineHeight, Self.width(1), Self.lineHeight)
        expectRect(grid[0], plotX, 100 - Self.lineHeight / 2 - 1, 200 - plotX, 2)
    }

    /// `chartPlotStyle`'s frame is the plot's: marks scale into it.
    @Test func plotStyleFrameSetsThePlotArea() {
        let t = layout(Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartPlotStyle { $0.frame(height: 40) }, 100, 100)
        expectRect(nodes(t, "PlotArea").first, 0, 0, 100, 40)
        expectRect(nodes(t, "BarMark").first, 10, 0, 80, 40)
    }

    /// Annotations are views placed by their mark: above a bar, centred.
    @Test func annotationAboveItsBar() {
        let t = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 5))
                .annotation(position: .top) { Color.red.frame(width: 10, height: 6).id("note") }
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10), 100, 100)
        // The bar: 10...90 wide, from 50 down; the note 4 points above it.
        expectRect(t.root.first(id: "note"), 45, 50 - 4 - 6, 10, 6)
        // Fitted into the chart (iOS 17's overflow resolution): a note that would stand out at
        // the top and the leading edge is moved in.
        let fitted = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 10))
                .annotation(position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .fit)) {
                    Color.red.frame(width: 150, height: 6).id("note")
                }
            BarMark(x: .value("N", "B"), y: .value("V", 5))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: 0...10), 200, 100)
        expectRect(fitted.root.first(id: "note"), 0, 0, 150, 6)
    }

    /// `chartLegend(position:content:)`: the app's own legend, placed as the legend is.
    @Test func customLegend() {
        let t = layout(Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            .chartLegend(position: .top) { Color.red.frame(width: 30, height: 10).id("legend") }, 200, 100)
        expectRect(t.root.first(id: "legend"), 0, 0, 30, 10)
        expectRect(nodes(t, "PlotArea").first, 0, 18, 200, 82)
    }

    /// Dates binned to days: bars span their day less the share; the x labels start at their day.
    @Test func dateBarsAndLabels() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let day = try #require(calendar.date(from: DateComponents(year: 2024, month: 5, day: 6)))
        let t = layout(Chart {
            ForEach(0..<4) { i in
                BarMark(x: .value("Day", day.addingTimeInterval(Double(i) * 86_400), unit: .day, calendar: calendar),
                        y: .value("V", 10))
            }
        }.chartYAxis(.hidden), 200, 100)
        // Four days over 200 points: 50 each, bars 40 wide centred in them.
        let bars = nodes(t, "BarMark")
        #expect(bars.count == 4)
        let plotHeight = 100 - Self.lineHeight - 4
        expectRect(bars[1], 55, 0, 40, plotHeight)
        // Daily ticks, their grid lines at each day's start and labels 2 points after.
        let grid = nodes(t, "GridLine")
        #expect(grid.count == 5)
        expectRect(grid[1], 49.75, 0, 0.5, plotHeight)
        let labels = nodes(t, "AxisValueLabel")
        #expect(labels.count == 5)
        expectClose(labels[1].frame.x, 52)
    }

    /// The chart enumerates marks through view `ForEach`, chart `ForEach`, `if`/`else` and
    /// nested content of its own.
    @Test func marksAreReadThroughEveryBuilderForm() {
        struct Goal: ChartContent {
            var body: some ChartContent { RuleMark(y: .value("Goal", 2)) }
        }
        let flag = true
        let t = layout(Chart {
            ForEach(["A", "B"], id: \.self) { name in
                BarMark(x: .value("N", name), y: .value("V", 1))
                if flag { PointMark(x: .value("N", name), y: .value("V", 1)) } else { RuleMark(y: .value("V", 1)) }
            }
            if flag { BarMark(x: .value("N", "C"), y: .value("V", 1)) }
            Goal()
        }, 200, 100)
        #expect(nodes(t, "BarMark").count == 3 && nodes(t, "PointMark").count == 2 && nodes(t, "RuleMark").count == 1)
    }

    /// Pixels: a bar is the accent blue at its centre; a styled bar its colour.
    @Test func barsPaintTheirColours() throws {
        _ = CairoBackend.backend()
        let image = try PNGRenderer.image(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1))
            BarMark(x: .value("N", "B"), y: .value("V", 1)).foregroundStyle(.red)
        }.chartXAxis(.hidden).chartYAxis(.hidden).background(Color.white), size: CGSize(width: 100, height: 50))
        let blue = try #require(image.pixel(x: 25, y: 25))
        #expect(blue.red == 0 && blue.green == 122 && blue.blue == 255, "\(blue)")
        let red = try #require(image.pixel(x: 75, y: 25))
        #expect(red.red == 255 && red.green == 59 && red.blue == 48, "\(red)")
        let gap = try #require(image.pixel(x: 50, y: 25))
        #expect(gap.red == 255 && gap.green == 255 && gap.blue == 255, "\(gap)")
    }
    /// A rectangle masked by areas is drawn over the plot, clipped to them.
    @Test func maskedRectangleIsClippedToTheAreas() throws {
        let t = layout(Chart {
            RectangleMark(xStart: .value("X", 1.0), xEnd: .value("X", 3.0))
                .mask {
                    ForEach([0.0, 2.0, 4.0], id: \.self) { x in
                        AreaMark(x: .value("X", x), yStart: .value("Y", 0.0), yEnd: .value("Y", x == 2 ? 4.0 : 0.0))
                    }
                }
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...4).chartYScale(domain: 0...4), 200, 100)
        // The node covers the plot; what is painted is the rectangle's 100 points inside the
        // triangle the mask's area makes (apex at x 100, y 0).
        expectRect(nodes(t, "RectangleMark").first, 0, 0, 200, 100)
        _ = CairoBackend.backend()
        let image = try PNGRenderer.image(Chart {
            RectangleMark(xStart: .value("X", 1.0), xEnd: .value("X", 3.0))
                .foregroundStyle(.red)
                .mask {
                    ForEach([0.0, 2.0, 4.0], id: \.self) { x in
                        AreaMark(x: .value("X", x), yStart: .value("Y", 0.0), yEnd: .value("Y", x == 2 ? 4.0 : 0.0))
                    }
                }
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...4).chartYScale(domain: 0...4).background(Color.white),
            size: CGSize(width: 200, height: 100))
        // Inside both: red; inside the rectangle above the triangle's side: white.
        #expect(try #require(image.pixel(x: 100, y: 80)).green == 59)
        #expect(try #require(image.pixel(x: 60, y: 20)).green == 255)
    }

    /// Interpolations: steps turn at the start, middle or end of a segment; monotone never
    /// overshoots.
    @Test func interpolationPaths() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        func corners(_ method: InterpolationMethod) -> [CGPoint] {
            ChartLine(points: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], interpolation: method).path(in: rect).elements.compactMap {
                if case let .line(to) = $0 { to } else { nil }
            }
        }
        #expect(corners(.stepStart) == [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        #expect(corners(.stepEnd) == [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0)])
        #expect(corners(.stepCenter) == [CGPoint(x: 50, y: 100), CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0)])
        let flat = ChartLine(points: [CGPoint(x: 0, y: 0), CGPoint(x: 0.5, y: 1), CGPoint(x: 1, y: 1)], interpolation: .monotone)
        #expect(flat.path(in: rect).boundingRect.minY >= -0.001)
        let tangents = ChartCurve.monotoneTangents([CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 2, y: 1)])
        #expect(tangents[1] == 0 && tangents[2] == 0)
    }

    /// `chartForegroundStyleScale` maps values to styles; the palette colours the others in turn.
    @Test func foregroundStyleScale() throws {
        _ = CairoBackend.backend()
        let image = try PNGRenderer.image(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Cake"))
            BarMark(x: .value("N", "B"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Pie"))
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        .chartForegroundStyleScale(["Cake": Color.red, "Pie": Color.green]), size: CGSize(width: 100, height: 50))
        let cake = try #require(image.pixel(x: 25, y: 25)), pie = try #require(image.pixel(x: 75, y: 25))
        #expect(cake.red == 255 && cake.green == 59 && pie.red == 52 && pie.green == 199, "\(cake) \(pie)")
        // Without a scale: blue, then green.
        let palette = try PNGRenderer.image(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Cake"))
            BarMark(x: .value("N", "B"), y: .value("V", 1)).foregroundStyle(by: .value("Kind", "Pie"))
        }.chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden), size: CGSize(width: 100, height: 50))
        let first = try #require(palette.pixel(x: 25, y: 25)), second = try #require(palette.pixel(x: 75, y: 25))
        #expect(first.blue == 255 && second.green == 199, "\(first) \(second)")
    }
    /// An x label that would overlap the one before is not drawn (an empty frame).
    @Test func collidingXLabelsAreHidden() {
        let t = layout(Chart {
            ForEach(["AAAAAAAAAA", "BBBBBBBBBB", "C"], id: \.self) { name in
                BarMark(x: .value("N", name), y: .value("V", 1))
            }
        }.chartYAxis(.hidden), 120, 100)
        // Bands of 40: "A…" spans -10.5...50.5, "B…" would start at 29.5; "C" starts at 96.5.
        let labels = nodes(t, "AxisValueLabel")
        #expect(labels.count == 3)
        expectRect(labels[0], 20 - Self.width(10) / 2, 100 - Self.lineHeight, Self.width(10), Self.lineHeight)
        #expect(labels[1].frame.width == 0)
        expectRect(labels[2], 100 - Self.width(1) / 2, 100 - Self.lineHeight, Self.width(1), Self.lineHeight)
    }
    /// Number scales include zero whatever the marks, unless `automatic(includesZero: false)`.
    @Test func numberScalesIncludeZero() {
        func chart(_ domain: AutomaticScaleDomain) -> LayoutTree {
            layout(Chart {
                PointMark(x: .value("N", "A"), y: .value("V", 50.0))
                PointMark(x: .value("N", "B"), y: .value("V", 80.0))
            }.chartXAxis(.hidden).chartYAxis(.hidden).chartYScale(domain: domain), 100, 100)
        }
        // 0...80 (step 20): 50 is 62.5 points up.
        let d = ChartMetrics.pointSize
        expectRect(nodes(chart(.automatic), "PointMark").first, 25 - d / 2, 37.5 - d / 2, d, d)
        // 50...80 (step 5): 50 is at the bottom.
        expectRect(nodes(chart(.automatic(includesZero: false)), "PointMark").first, 25 - d / 2, 100 - d / 2, d, d)
    }
    /// Axis titles: the x axis's centred at the bottom, the y axis's above the plot at the
    /// trailing edge; the plot between them.
    @Test func axisTitles() {
        let t = layout(Chart { BarMark(x: .value("N", "A"), y: .value("V", 1)) }
            .chartXAxisLabel("Day").chartYAxisLabel { Text("Hours") }, 200, 100)
        let titles = nodes(t, "AxisTitle")
        #expect(titles.count == 2)
        expectRect(titles.first, 100 - Self.width(3) / 2, 100 - Self.lineHeight, Self.width(3), Self.lineHeight)
        expectRect(titles.last, 200 - Self.width(5), 0, Self.width(5), Self.lineHeight)
        // Under the y title: half a y label's height, then the plot.
        #expect(nodes(t, "PlotArea").first?.frame.y == Self.lineHeight + 4 + Self.lineHeight / 2)
    }
    /// Values that are not numbers are left out of the scales, and their marks draw nothing.
    @Test func notANumberIsLeftOut() {
        let t = layout(Chart {
            BarMark(x: .value("N", "A"), y: .value("V", Double.nan))
            BarMark(x: .value("N", "B"), y: .value("V", 4.0))
            LineMark(x: .value("N", "A"), y: .value("V", Double.infinity))
            LineMark(x: .value("N", "B"), y: .value("V", 2.0))
        }.chartXAxis(.hidden).chartYAxis(.hidden), 200, 100)
        let bars = nodes(t, "BarMark")
        #expect(bars.count == 2 && bars[0].frame.height == 0)
        // 0...4: the second bar fills the height.
        expectRect(bars[1], 110, 0, 80, 100)
    }
}
