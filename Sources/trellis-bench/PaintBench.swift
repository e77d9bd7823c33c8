import CCairo
import Foundation
import Trellis
import TrellisCairo
import TrellisInterpreter
import TrellisSession

/// The previewer's frame, without the window: every sample resized through the 200 sizes of the
/// previewer's resize-sweep test, each size laid out, turned into a display list and painted at
/// scale 1 onto an image surface as big as the window.
///   swift run -c release trellis-bench paint [FILE.swift ...] [--rounds N]
/// With no files it runs Samples/*.swift (from the current directory). A size-class breakpoint
/// re-resolves the view, as the previewer does. Reports per file: mean, p95 and slowest frame
/// (layout + paint), and the mean of each part; each size's time is the best of N sweeps
/// (default 3), every sweep starting with empty image caches.
func runPaintBench(_ arguments: [String]) {
    var rounds = 3
    var files: [String] = []
    var i = 0
    while i < arguments.count {
        if arguments[i] == "--rounds", i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            rounds = max(1, n)
            i += 2
        } else {
            files.append(arguments[i])
            i += 1
        }
    }
    if files.isEmpty {
        let folder = FileManager.default.currentDirectoryPath + "/Samples"
        files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }
    print("Paint benchmark: 200 window sizes (320×420 … 1116×839 pt), scale 1, best of \(rounds) sweeps per size (goal: under 8 ms a frame)")
    benchImageScaling()
    print("file                         preview              mean ms  layout  paint   p95 ms   max ms")
    for path in files {
        guard let file = try? InterpretedFile(contentsOf: URL(fileURLWithPath: path)) else {
            print("\(path): cannot be read")
            continue
        }
        for preview in file.previews.isEmpty ? [nil] : file.previews.map(Optional.some) {
            let view = file.makeView(preview: preview, placeholders: true)
            var layoutTimes = [Double](repeating: .infinity, count: paintSweep.count), paintTimes = layoutTimes
            // Each round is a whole sweep with a new image cache, as a window opened anew would see it.
            for _ in 0..<rounds {
                let images = CairoImageCache()
                var layout: ResolvedTree?
                var classes: (UserInterfaceSizeClass?, UserInterfaceSizeClass?)?
                for (index, (width, height)) in paintSweep.enumerated() {
                    let size = CGSize(width: width, height: height)
                    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))!
                    let cr = cairo_create(surface)!
                    let t0 = DispatchTime.now().uptimeNanoseconds
                    // As the window does it: the preview session of a free-size window.
                    let environment = PreviewSession(size: size).environment
                    if layout == nil || classes! != (environment.horizontalSizeClass, environment.verticalSizeClass) {
                        layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(environment, scale: 1))
                        classes = (environment.horizontalSizeClass, environment.verticalSizeClass)
                    }
                    layout!.layout(in: size)
                    let list = layout!.displayList()
                    let t1 = DispatchTime.now().uptimeNanoseconds
                    CairoPainter.paint(list, on: cr, scale: 1, images: images)
                    cairo_surface_flush(surface)
                    let t2 = DispatchTime.now().uptimeNanoseconds
                    cairo_destroy(cr)
                    cairo_surface_destroy(surface)
                    layoutTimes[index] = min(layoutTimes[index], Double(t1 - t0) / 1e6)
                    paintTimes[index] = min(paintTimes[index], Double(t2 - t1) / 1e6)
                }
            }
            let frames = zip(layoutTimes, paintTimes).map(+).sorted()
            func mean(_ v: [Double]) -> Double { v.reduce(0, +) / Double(v.count) }
            let name = (path as NSString).lastPathComponent
            let label = name.padding(toLength: 28, withPad: " ", startingAt: 0) + " "
                + String((preview ?? "-").prefix(20)).padding(toLength: 20, withPad: " ", startingAt: 0)
            print(label + String(format: " %7.2f  %6.2f  %6.2f  %7.2f  %7.2f", mean(frames), mean(layoutTimes), mean(paintTimes),
                                 frames[frames.count * 95 / 100], frames.last!))
        }
    }
}

/// The previewer test's sweep: 200 sizes in a row as a drag makes them, crossing both breakpoints.
let paintSweep: [(Int, Int)] = (0..<200).map { i in (320 + i * 4, 420 + (i * 37) % 420) }

/// The cost of drawing an image at a size not drawn before (a resize or an animation through
/// image sizes): the landscape sample image (800×450) scaled to several widths.
func benchImageScaling() {
    let url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath + "/Resources/landscape.png")
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 800, 600)!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    var line = "  image at a size not drawn before (landscape.png 800×450, high quality):"
    let images = CairoImageCache()  // decoded once; every size below is new to it
    var env = EnvironmentValues()
    env.imageSearchDirectories = [url.deletingLastPathComponent()]
    for width in [720, 480, 240] {
        var best = Double.infinity
        for i in 0..<6 {
            let size = CGSize(width: CGFloat(width + i), height: CGFloat((width + i) * 9 / 16))
            let layout = ResolvedTree(Image("landscape").resizable().frame(width: size.width, height: size.height),
                                    environment: PNGRenderer.renderingEnvironment(env, scale: 1))
            layout.layout(in: CGSize(width: 800, height: 600))
            let list = layout.displayList()
            let t0 = DispatchTime.now().uptimeNanoseconds
            CairoPainter.paint(list, on: cr, scale: 1, images: images)
            cairo_surface_flush(surface)
            if i > 0 { best = min(best, Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6) }
        }
        line += String(format: " %d×%d %.2f ms", width, width * 9 / 16, best)
    }
    print(line)
}
