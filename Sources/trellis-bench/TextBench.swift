import CCairo
import Foundation
import Trellis
import TrellisCairo

/// Text and paint benchmarks:
///   swift run -c release trellis-bench text [--quick]
/// - text measurement per call, uncached (a measurer without a cache) and cached (warm);
/// - a 1000-view screen at 2x: layout, display list, and paint onto a Cairo image surface.
func runTextBench(_ arguments: [String]) {
    let quick = arguments.contains("--quick")
    print("Text and paint benchmark (\(isDebugBuild ? "DEBUG build: numbers are not representative" : "release build"))")
    benchMeasurement(calls: quick ? 2_000 : 20_000)
    benchPaint(rounds: quick ? 5 : 40)
}

#if DEBUG
private let isDebugBuild = true
#else
private let isDebugBuild = false
#endif

/// Seconds taken by `body`.
private func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

private func format(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }

/// Requests like an app's labels: words of several lengths, some styled runs, various widths.
private func sampleRequests(_ count: Int) -> [(TextLayoutRequest, CGFloat?)] {
    let words = ["Inbox", "Settings", "The quick brown fox jumps over the lazy dog", "Tuesday, 14 March", "12:45",
                 "Notifications and sounds", "A longer paragraph of body text that wraps over several lines in a narrow column",
                 "OK", "Privacy & Security", "Downloads"]
    let fonts = [ResolvedFont(size: 17), ResolvedFont(size: 13), ResolvedFont(size: 17, weight: 600), ResolvedFont(size: 34)]
    let widths: [CGFloat?] = [nil, 320, 180, 90]
    return (0..<count).map { i in
        var r = TextLayoutRequest(runs: [TextRun(string: words[i % words.count] + " \(i % 97)", font: fonts[(i / 10) % fonts.count])])
        if i % 7 == 0 { r.runs.append(TextRun(string: " bold", font: ResolvedFont(size: 17, weight: 700))) }
        if i % 5 == 0 { r.lineLimit = 1 }
        return (r, widths[(i / 3) % widths.count])
    }
}

private func benchMeasurement(calls: Int) {
    let requests = sampleRequests(400)
    let uncached = PangoTextMeasurer(cacheCapacity: 0)
    for (r, w) in requests.prefix(50) { _ = uncached.measure(r, width: w, height: nil) }  // fonts loaded
    let tUncached = seconds {
        for i in 0..<calls {
            let (r, w) = requests[i % requests.count]
            _ = uncached.measure(r, width: w, height: nil)
        }
    }
    let cached = PangoTextMeasurer()
    for (r, w) in requests { _ = cached.measure(r, width: w, height: nil) }
    let tCached = seconds {
        for i in 0..<(calls * 10) {
            let (r, w) = requests[i % requests.count]
            _ = cached.measure(r, width: w, height: nil)
        }
    }
    print("  text measurement, uncached: \(format(tUncached / Double(calls) * 1e6)) µs/call (\(calls) calls)")
    print("  text measurement, cached:   \(format(tCached / Double(calls * 10) * 1e6, 3)) µs/call (\(calls * 10) calls)")
}

/// A screen of about 1000 views: a navigation bar, then rows of avatar, two lines of text,
/// a time, a badge and a chevron, separated by dividers.
nonisolated struct BenchScreen: View {
    let rows: Int
    var body: some View {
        VStack(spacing: 0) {
            HStack {
                Image(systemName: "chevron.left")
                Spacer()
                Text("Messages").font(.headline)
                Spacer()
                Image(systemName: "square.and.pencil")
            }
            .padding()
            ForEach(0..<rows, id: \.self) { i in
                HStack(alignment: .top, spacing: 12) {
                    ZStack(alignment: .bottomTrailing) {
                        Circle().fill(i % 2 == 0 ? Color.blue : Color.orange).frame(width: 44, height: 44)
                        Circle().fill(.green).frame(width: 12, height: 12).overlay(Circle().strokeBorder(.white, lineWidth: 2))
                    }
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Contact \(i)").font(.headline)
                        Text("The last message in this conversation, long enough to be truncated").font(.subheadline)
                            .foregroundStyle(.secondary).lineLimit(2)
                    }
                    Spacer(minLength: 0)
                    VStack(alignment: .trailing, spacing: 6) {
                        Text("12:4\(i % 10)").font(.caption).foregroundStyle(.secondary)
                        Text("\(i % 9 + 1)").font(.caption2.bold()).foregroundStyle(.white)
                            .padding(.horizontal, 6).padding(.vertical, 2).background(Capsule().fill(.blue))
                    }
                    Image(systemName: "chevron.right").foregroundStyle(.tertiary)
                }
                .padding(.horizontal)
                .padding(.vertical, 8)
                Divider()
            }
        }
    }
}

private func benchPaint(rounds: Int) {
    var env = EnvironmentValues()
    env.displayScale = 2
    // 43 rows make about 1000 views; the window is a phone's (most rows overflow it, as in a scroll view).
    let layout = ResolvedTree(BenchScreen(rows: 43), environment: PNGRenderer.renderingEnvironment(env, scale: 2))
    let size = CGSize(width: 390, height: 844)
    layout.layout(in: size)
    let views = layout.nodeCount
    // Alternate two window widths so that each round is a full pass (text measurements hit the cache).
    let other = CGSize(width: size.width + 1, height: size.height)
    layout.layout(in: other)
    let tLayout = seconds { for i in 0..<rounds { layout.layout(in: i % 2 == 0 ? size : other) } } / Double(rounds)
    layout.layout(in: size)
    var list = layout.displayList()
    let tList = seconds { for _ in 0..<rounds { list = layout.displayList() } } / Double(rounds)
    let w = Int32(size.width * 2), h = Int32(size.height * 2)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
    let cr = cairo_create(surface)!
    CairoPainter.paint(list, on: cr, scale: 2)  // glyph caches warm
    let tPaint = seconds { for _ in 0..<rounds { CairoPainter.paint(list, on: cr, scale: 2) } } / Double(rounds)
    cairo_destroy(cr)
    cairo_surface_destroy(surface)
    print("  screen: \(views) views (nodes), \(list.allItems.count) display items, \(size.width)×\(size.height) pt at 2x (\(w)×\(h) px)")
    print("  layout pass (text cached): \(format(tLayout * 1000)) ms")
    print("  display list:              \(format(tList * 1000)) ms")
    print("  paint at 2x:               \(format(tPaint * 1000)) ms (\(rounds) rounds)")
}
