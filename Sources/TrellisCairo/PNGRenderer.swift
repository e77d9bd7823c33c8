import CCairo
import Foundation
import Trellis

/// Why a view could not be rendered.
public enum RenderError: Error, CustomStringConvertible, Equatable {
    /// The size is negative, NaN or infinite, or the scale is not a positive number.
    case invalidSize(width: Double, height: Double, scale: Double)
    /// The canvas would have no pixels (PNG images need at least one).
    case emptyCanvas(width: Int, height: Int)
    /// The canvas exceeds `PNGRenderer.maximumPixelsPerSide` on a side.
    case canvasTooLarge(width: Int, height: Int, limit: Int)
    /// Cairo failed (out of memory, ...).
    case cairo(String)
    /// The PNG could not be written.
    case writeFailed(path: String, reason: String)

    public var description: String {
        switch self {
        case let .invalidSize(w, h, s): return "cannot render a canvas of \(w)×\(h) points at scale \(s)"
        case let .emptyCanvas(w, h): return "cannot render an empty canvas (\(w)×\(h) pixels)"
        case let .canvasTooLarge(w, h, limit): return "canvas of \(w)×\(h) pixels is too large (at most \(limit) pixels per side)"
        case let .cairo(message): return "cairo: \(message)"
        case let .writeFailed(path, reason): return "cannot write \(path): \(reason)"
        }
    }
}

/// Renders views to pixels, in the spirit of SwiftUI's `ImageRenderer`: lay the view out in a
/// window of `size` points, paint it at `scale` pixels per point, and return or write the image.
public enum PNGRenderer {
    /// The largest canvas side, in pixels.
    public static let maximumPixelsPerSide = 16384

    /// Lays `view` out in `size` points (displayScale = `scale`, Pango text, Cairo images) and paints it.
    public static func image<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1,
                                      environment: EnvironmentValues = EnvironmentValues()) throws -> RenderedImage {
        let (w, h) = try pixelSize(size, scale: scale)
        let layout = ResolvedTree(view, environment: renderingEnvironment(environment, scale: scale))
        layout.layout(in: size)
        return try paint(layout.displayList(), width: w, height: h, scale: scale)
    }

    /// Paints an already laid-out view; the canvas is its window size at `scale`.
    public static func image(_ layout: ResolvedTree, scale: CGFloat = 1) throws -> RenderedImage {
        let (w, h) = try pixelSize(layout.windowSize, scale: scale)
        return try paint(layout.displayList(), width: w, height: h, scale: scale)
    }

    /// Paints a display list (laid out elsewhere, e.g. by the process that runs compiled
    /// previews); the canvas is its window size at `scale`.
    public static func image(_ list: DisplayList, scale: CGFloat = 1) throws -> RenderedImage {
        let (w, h) = try pixelSize(list.size, scale: scale)
        return try paint(list, width: w, height: h, scale: scale)
    }

    /// Renders `view` and writes it as a PNG file.
    public static func render<V: View>(_ view: V, size: CGSize, scale: CGFloat = 1,
                                       environment: EnvironmentValues = EnvironmentValues(), to url: URL) throws {
        try image(view, size: size, scale: scale, environment: environment).write(to: url)
    }

    /// Writes an already laid-out view as a PNG file.
    public static func render(_ layout: ResolvedTree, scale: CGFloat = 1, to url: URL) throws {
        try image(layout, scale: scale).write(to: url)
    }

    /// The environment a render lays out in: the display scale set, Pango/Cairo in place of the
    /// engine's stand-ins (so that what is measured is what is painted), and the standard image
    /// folders searched after those the environment names.
    public static func renderingEnvironment(_ environment: EnvironmentValues, scale: CGFloat) -> EnvironmentValues {
        _ = CairoBackend.rasterizerInstalled
        var env = environment
        env.displayScale = scale
        if env.textMeasurer is ApproximateTextMeasurer { env.textMeasurer = PangoTextMeasurer.shared }
        if env.imageLoader is ImageHeaderLoader { env.imageLoader = CairoImageCache.shared }
        env.imageSearchDirectories += standardFolders.filter { !env.imageSearchDirectories.contains($0) }
        return env
    }

    /// `ImageLoading.standardSearchDirectories()`, found once per process (they depend on the
    /// current directory and the executable, neither of which a render changes).
    @usableFromInline static let standardFolders = ImageLoading.standardSearchDirectories()

    static func pixelSize(_ size: CGSize, scale: CGFloat) throws -> (Int, Int) {
        guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0, scale.isFinite, scale > 0 else {
            throw RenderError.invalidSize(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        }
        let wd = (size.width * scale).rounded(), hd = (size.height * scale).rounded()
        let limit = maximumPixelsPerSide
        if wd > CGFloat(limit) || hd > CGFloat(limit) {
            throw RenderError.canvasTooLarge(width: Int(min(wd, 1e15)), height: Int(min(hd, 1e15)), limit: limit)
        }
        let w = Int(wd), h = Int(hd)
        if w == 0 || h == 0 { throw RenderError.emptyCanvas(width: w, height: h) }
        return (w, h)
    }

    static func paint(_ list: DisplayList, width: Int, height: Int, scale: CGFloat) throws -> RenderedImage {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw RenderError.cairo("cannot create a \(width)×\(height) surface")
        }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        let cr = cairo_create(surface)!
        CairoPainter.paint(list, on: cr, scale: scale)
        let crStatus = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard crStatus == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(crStatus)))
        }
        return RenderedImage(surface: surface)
    }
}

/// A rendered image (an ARGB32 Cairo surface): read pixels, or encode it as PNG.
public final class RenderedImage: @unchecked Sendable {
    let surface: OpaquePointer
    public let width: Int
    public let height: Int

    init(surface: OpaquePointer) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    /// An image of an ARGB32 surface painted elsewhere (the variant sheet); it is destroyed with the image.
    public convenience init(takingOwnershipOf surface: OpaquePointer) {
        self.init(surface: surface)
    }

    deinit { cairo_surface_destroy(surface) }

    /// A pixel as straight (not premultiplied) 0...255 components; nil outside the image.
    public func pixel(x: Int, y: Int) -> (red: Int, green: Int, blue: Int, alpha: Int)? {
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let p = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        let a = Int(p >> 24 & 0xFF), r = Int(p >> 16 & 0xFF), g = Int(p >> 8 & 0xFF), b = Int(p & 0xFF)
        guard a > 0 else { return (0, 0, 0, 0) }
        func straight(_ c: Int) -> Int { min(255, (c * 255 + a / 2) / a) }
        return (straight(r), straight(g), straight(b), a)
    }

    /// An image decoded from PNG bytes (snapshot tests read their references so).
    /// - Throws: `RenderError.cairo` when the bytes are not a PNG Cairo can read.
    public convenience init(pngData: Data) throws {
        final class Source { var data: Data; var offset = 0; init(_ d: Data) { data = d } }
        let source = Source(pngData)
        let surface = cairo_image_surface_create_from_png_stream({ closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard source.offset + count <= source.data.count else { return CAIRO_STATUS_READ_ERROR }
            source.data.copyBytes(to: buffer, from: source.offset..<(source.offset + count))
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(source).toOpaque())!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo(String(cString: cairo_status_to_string(status)))
        }
        // A PNG without alpha decodes as RGB24: redrawn as ARGB32, so pixels read alike.
        if cairo_image_surface_get_format(surface) != CAIRO_FORMAT_ARGB32 {
            let w = cairo_image_surface_get_width(surface), h = cairo_image_surface_get_height(surface)
            let argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, w, h)!
            let cr = cairo_create(argb)!
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
            cairo_surface_flush(argb)
            self.init(surface: argb)
        } else {
            self.init(surface: surface)
        }
    }

    /// An image of straight (not premultiplied) RGBA bytes, four a pixel, rows top to bottom.
    /// - Throws: `RenderError` when the size is not positive or does not match the bytes.
    public convenience init(width: Int, height: Int, rgba: [UInt8]) throws {
        guard width > 0, height > 0, width <= PNGRenderer.maximumPixelsPerSide, height <= PNGRenderer.maximumPixelsPerSide,
              rgba.count == width * height * 4 else {
            throw RenderError.emptyCanvas(width: width, height: height)
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            throw RenderError.cairo("cannot create a \(width)×\(height) surface")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let i = (y * width + x) * 4
                let a = UInt32(rgba[i + 3])
                func premultiplied(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                row[x] = a << 24 | premultiplied(rgba[i]) << 16 | premultiplied(rgba[i + 1]) << 8 | premultiplied(rgba[i + 2])
            }
        }
        cairo_surface_mark_dirty(surface)
        self.init(surface: surface)
    }

    /// The pixels as straight (not premultiplied) RGBA bytes, four a pixel, rows top to bottom.
    public func rgbaBytes() -> [UInt8] {
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }
            for x in 0..<width {
                let p = row[x]
                let a = Int(p >> 24 & 0xFF)
                guard a > 0 else { continue }
                let i = (y * width + x) * 4
                func straight(_ c: Int) -> UInt8 { UInt8(min(255, (c * 255 + a / 2) / a)) }
                bytes[i] = straight(Int(p >> 16 & 0xFF))
                bytes[i + 1] = straight(Int(p >> 8 & 0xFF))
                bytes[i + 2] = straight(Int(p & 0xFF))
                bytes[i + 3] = UInt8(a)
            }
        }
        return bytes
    }

    /// The image as PNG bytes.
    public func pngData() throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let status = cairo_surface_write_to_png_stream(surface, { closure, bytes, length in
            guard let closure, let bytes else { return CAIRO_STATUS_WRITE_ERROR }
            Unmanaged<Sink>.fromOpaque(closure).takeUnretainedValue().data.append(bytes, count: Int(length))
            return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(sink).toOpaque())
        guard status == CAIRO_STATUS_SUCCESS else { throw RenderError.cairo(String(cString: cairo_status_to_string(status))) }
        return sink.data
    }

    /// Writes the image as a PNG file.
    public func write(to url: URL) throws {
        let data = try pngData()
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw RenderError.writeFailed(path: url.path, reason: error.localizedDescription)
        }
    }
}
