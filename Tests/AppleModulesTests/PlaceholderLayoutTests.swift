import AVKit
import Charts
import Foundation
import MapKit
import PhotosUI
import Testing
import Trellis

/// The views Trellis draws as placeholders lay out as the real ones: flexible on both axes,
/// 10 points on an axis proposed nil; PhotosPicker as the button it is. `Chart`, drawn for real
/// (ChartsDrawingTests), keeps that layout.
@Suite struct PlaceholderLayoutTests {
    struct Sale: Identifiable { let id: Int; let value: Double }

    @Test func mapTakesTheProposal() {
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35),
                                        span: MKCoordinateSpan(latitudeDelta: 0.1, longitudeDelta: 0.1))
        let t = layout(VStack(spacing: 0) {
            Map(coordinateRegion: .constant(region)).id("map")
            Color.red.frame(height: 100).id("red")
        }, 300, 300)
        // The stack offers 300 × 300; the colour takes its fixed 100, the map the other 200.
        expectFrame(t, "map", 0, 0, 300, 200)
        expectFrame(t, "red", 0, 200, 300, 100)
        #expect(t.root.first(id: "map")?.type == "Map")
    }

    @Test func idealSizeIsTenByTen() {
        // `fixedSize()` proposes nil on both axes: the placeholder's ideal size, 10 × 10, centred.
        // Two pieces of content per element: MapKit's own `ForEach`.
        let stops = [CLLocationCoordinate2D(latitude: 1, longitude: 2), CLLocationCoordinate2D(latitude: 3, longitude: 4)]
        let t = layout(Map {
            Marker("Home", coordinate: CLLocationCoordinate2D())
            ForEach(stops.indices, id: \.self) { i in
                Marker("Stop \(i)", coordinate: stops[i])
                MapCircle(center: stops[i], radius: 100)
            }
        }.fixedSize().id("map"), 300, 300)
        expectFrame(t, "map", 145, 145, 10, 10)
        let chart = layout(ScrollView { Chart { BarMark(x: .value("A", "a"), y: .value("B", 1)) }.id("chart") }, 300, 300)
        // In a vertical scroll view the height is proposed nil and the width 300.
        expectFrame(chart, "chart", 0, 0, 300, 10)
    }

    /// A forecast chart in the style of a sample app's weather card (written for this test): bands
    /// between x values over the plot's height, rectangles between y values at an x, areas between
    /// two y values per series, masks, annotations, date bins for the axis, an axis label of its
    /// own text, an `if` in the axis content, and an automatic domain without zero. It compiles
    /// (the point: each of these stopped the app's module) and fills its frame, as the
    /// placeholder did.
    @Test func aForecastChartsAPICompilesAndFillsItsFrame() {
        struct Hour: Identifiable { let date: Date; let degrees: Double; var id: Date { date } }
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let hours = (0..<12).map { Hour(date: start.addingTimeInterval(Double($0) * 3600), degrees: 60 + Double($0)) }
        let night = start.addingTimeInterval(7200)...start.addingTimeInterval(4 * 3600)
        let bins = DateBins(unit: .hour, by: 3, range: start...start.addingTimeInterval(11 * 3600))
        #expect(bins.thresholds.count == 5 && bins.count == 4, "\(bins.thresholds)")
        let t = layout(Chart {
            ForEach(hours) { hour in
                AreaMark(x: .value("Hour", hour.date), yStart: .value("Low", 59.0), yEnd: .value("Degrees", hour.degrees),
                         series: .value("Series", "Temperature"))
                    .interpolationMethod(.catmullRom)
            }
            // Several marks per element, one of them under an `if`: Charts' own `ForEach`.
            ForEach([night], id: \.lowerBound) { range in
                RectangleMark(xStart: .value("Hour", range.lowerBound), xEnd: .value("Hour", range.upperBound))
                    .opacity(0.5)
                    .mask { AreaMark(x: .value("Hour", start), y: .value("Degrees", 1.0)) }
                if range.lowerBound != start {
                    let date = range.lowerBound
                    RectangleMark(x: .value("Date", date), yStart: .value("T", 59.0), yEnd: .value("T", 63.0), width: .fixed(4))
                        .foregroundStyle(.indigo.shadow(.drop(color: .white.opacity(0.25), radius: 0, x: 1)))
                        .cornerRadius(2)
                        .annotation(position: .top, alignment: .bottom, spacing: 5) { Image(systemName: "moon.circle.fill") }
                }
            }
            ForEach(0..<2) { i in
                RuleMark(y: .value("Line", 60.0 + Double(i)))
                PointMark(x: .value("Hour", start), y: .value("Degrees", 60.0 + Double(i)))
            }
        }
        .chartXAxis {
            AxisMarks(values: bins.thresholds) { _ in
                AxisValueLabel(format: .dateTime.hour())
                AxisTick()
            }
        }
        .chartYScale(domain: .automatic(includesZero: false))
        .chartYAxis {
            AxisMarks(values: .automatic(minimumStride: 5, desiredCount: 6, roundLowerBound: false)) { value in
                if value.index < value.count - 1 {
                    AxisValueLabel("\(value.as(Double.self) ?? 0)°F")
                }
                AxisGridLine()
            }
        }
        .frame(height: 150).id("forecast"), 320, 400)
        #expect(t.frame(id: "forecast")?.size == CGSize(width: 320, height: 150))
    }

    @Test func chartAndVideoPlayerFillTheirFrames() {
        let sales = [Sale(id: 1, value: 3), Sale(id: 2, value: 5)]
        let t = layout(VStack(spacing: 10) {
            Chart(sales) { sale in BarMark(x: .value("Id", sale.id), y: .value("Value", sale.value)) }
                .frame(height: 120).id("chart")
            VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: "/tmp/a.mp4"))) { Text("Live").id("overlay") }
                .aspectRatio(16 / 9, contentMode: .fit).id("video")
        }, 320, 400)
        let chart = t.frame(id: "chart"), video = t.frame(id: "video")
        #expect(chart?.width == 320 && chart?.height == 120)
        // 16:9 fitted in 320 × 270 (400 less 120 less the 10-point spacing): 320 × 180.
        expectClose(video?.width ?? 0, 320)
        expectClose(video?.height ?? 0, 180)
        #expect(t.root.all.contains { $0.type == "Chart" } && t.root.all.contains { $0.type == "VideoPlayer" })
        // The overlay is centred over the player.
        if let overlay = t.frame(id: "overlay"), let video {
            expectClose(overlay.midX, video.midX)
            expectClose(overlay.midY, video.midY)
        } else {
            Issue.record("no overlay")
        }
    }

    @Test func photosPickerIsLaidOutAsItsButton() {
        let picker = layout(PhotosPicker(selection: .constant(nil), matching: .images) {
            Label("Choose a photo", systemImage: "photo")
        }.id("p"), 300, 100)
        let button = layout(Button(action: {}) { Label("Choose a photo", systemImage: "photo") }.id("p"), 300, 100)
        #expect(picker.root.first(id: "p")?.type == "PhotosPicker")
        #expect(picker.frame(id: "p") != nil && picker.frame(id: "p") == button.frame(id: "p"))
        let titled = layout(PhotosPicker("Pick", selection: .constant([]), maxSelectionCount: 3).id("p"), 300, 100)
        #expect(titled.frame(id: "p") == layout(Button("Pick") {}.id("p"), 300, 100).frame(id: "p"))
    }

    @Test func placeholderDrawsTheGreyBoxWithItsName() throws {
        for scheme in [ColorScheme.light, .dark] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let tree = ResolvedTree(FrameworkPlaceholder("Map", framework: "MapKit"), environment: environment)
            tree.layout(in: CGSize(width: 200, height: 100))
            let items = tree.displayList().allItems
            // A rounded rectangle over the whole box, filled with system grey 5.
            let box = try #require(items.first { if case .shape = $0.content { return true } else { return false } })
            #expect(box.frame == CGRect(x: 0, y: 0, width: 200, height: 100))
            guard case let .shape(shape) = box.content, case let .color(fill)? = shape.fill else {
                Issue.record("the box has no fill")
                continue
            }
            let expected = scheme == .light ? (229, 229, 234) : (44, 44, 46)
            #expect(fill.bytes == expected && fill.opacity == 1)
            // The name, centred.
            let caption = try #require(items.first { if case .text = $0.content { return true } else { return false } })
            guard case let .text(text) = caption.content else { continue }
            #expect(text.request.string == "Map")
            expectClose(caption.frame.midX, 100)
            expectClose(caption.frame.midY, 50)
        }
    }
}
