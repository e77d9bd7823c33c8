import CCairo
import Foundation
import Trellis

/// PNG files decoded by Cairo and JPEG files decoded by libjpeg (`JPEGDecoder`), and PDF and SVG
/// files opened by poppler and librsvg (`VectorImage`), kept by path and modification date (an
/// edited file is read again), and copies of them scaled to the pixel sizes they are drawn at: a
/// resized window repaints an unchanged image as a plain copy instead of filtering it again. A
/// vector's copies are drawn from the vector at their size, so it stays sharp at any scale. It is
/// also the `ImageSizeReader` of `CairoBackend.backend()`, so a file that cannot be read is found
/// out at layout time and drawn as a placeholder. A vector's "pixel size" is its size in points
/// (its file is 1x: the engine divides by the scale its name declares, none).
public final class CairoImageCache: ImageSizeReader, @unchecked Sendable {
    public static let shared = CairoImageCache()

    private let lock = NSLock()
    private struct Key: Hashable {
        var path: String
        var modified: Date?
    }
    /// A readable file: a bitmap's pixels, or an opened vector.
    private enum Decoded {
        case bitmap(OpaquePointer)
        case vector(VectorImage)
    }
    /// nil: the file could not be decoded.
    private var surfaces: [Key: Decoded?] = [:]

    private struct ScaledKey: Hashable {
        var image: Key
        var width: Int32, height: Int32
        var filter: UInt32
    }
    /// Scaled copies, least recently used first, within `scaledBudget` bytes.
    private var scaled: [ScaledKey: OpaquePointer] = [:]
    private var scaledOrder: [ScaledKey] = []
    private var scaledBytes = 0
    static let scaledBudget = 96 << 20
    /// Decoded images are kept up to this many bytes (then all are dropped and decoded again when drawn).
    static let decodedBudget = 256 << 20
    private var decodedBytes = 0

    public init() {}

    deinit {
        for case let .bitmap(s)? in surfaces.values { cairo_surface_destroy(s) }
        for s in scaled.values { cairo_surface_destroy(s) }
    }

    /// The size in pixels of a PNG or JPEG, the size in points of a PDF's first page or an SVG
    /// (at 1x, so the engine's `pixels / scale` gives points); nil when the file is unreadable.
    public func pixelSize(of url: URL) -> CGSize? {
        let key = Self.key(url)
        return lock.withLock {
            switch decoded(key) {
            case let .bitmap(s)?: return CGSize(width: Int(cairo_image_surface_get_width(s)), height: Int(cairo_image_surface_get_height(s)))
            case let .vector(v)?: return v.size
            case nil: return nil
            }
        }
    }

    /// Whether `url` names a vector image (PDF or SVG) this cache draws from its vector.
    func isVector(_ url: URL) -> Bool {
        let key = Self.key(url)
        return lock.withLock { if case .vector? = decoded(key) { true } else { false } }
    }

    /// Runs `body` with the decoded image (under the cache's lock: Cairo surfaces are not
    /// thread-safe); nil when the file is missing or unreadable. A vector's is drawn at its size
    /// in points, one pixel each (a kept copy, as scaled ones are).
    func withSurface<R>(_ url: URL, _ body: (OpaquePointer) -> R) -> R? {
        let key = Self.key(url)
        return lock.withLock {
            switch decoded(key) {
            case let .bitmap(s)?: return body(s)
            case let .vector(v)?:
                let width = Int(v.size.width.rounded(.up)), height = Int(v.size.height.rounded(.up))
                return withCopy(ScaledKey(image: key, width: Int32(width), height: Int32(height), filter: 0), filter: CAIRO_FILTER_BEST, body)
            case nil: return nil
            }
        }
    }

    /// Whether a copy of the image scaled to `width`×`height` pixels by `filter` is kept (a frame
    /// in motion draws the image without one rather than resample it then).
    func hasScaledSurface(_ url: URL, width: Int, height: Int, filter: cairo_filter_t) -> Bool {
        let key = ScaledKey(image: Self.key(url), width: Int32(clamping: width), height: Int32(clamping: height),
                            filter: Self.filterKey(url, filter))
        return lock.withLock { scaled[key] != nil }
    }

    /// Runs `body` with the image scaled to `width`×`height` pixels by `filter` (made once, then
    /// kept while it fits the budget); nil when the file is missing or unreadable.
    func withScaledSurface<R>(_ url: URL, width: Int, height: Int, filter: cairo_filter_t, _ body: (OpaquePointer) -> R) -> R? {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else { return nil }
        let image = Self.key(url)
        let key = ScaledKey(image: image, width: Int32(width), height: Int32(height), filter: Self.filterKey(url, filter))
        return lock.withLock { withCopy(key, filter: filter, body) }
    }

    /// Runs `body` with the kept copy of `key`, else with one made now, then kept while it fits
    /// the budget (under the lock): a bitmap resampled by `filter`, a vector drawn at the size.
    private func withCopy<R>(_ key: ScaledKey, filter: cairo_filter_t, _ body: (OpaquePointer) -> R) -> R? {
        if let hit = scaled[key] {
            if scaledOrder.last != key, let i = scaledOrder.firstIndex(of: key) {
                scaledOrder.remove(at: i)
                scaledOrder.append(key)
            }
            return body(hit)
        }
        let width = Int(key.width), height = Int(key.height)
        let copy: OpaquePointer?
        switch decoded(key.image) {
        case let .bitmap(original)?: copy = Self.scale(original, width: width, height: height, filter: filter)
        case let .vector(v)?: copy = v.render(width: width, height: height)
        case nil: copy = nil
        }
        guard let copy else { return nil }
        defer { remember(copy, key) }
        return body(copy)
    }

    /// A vector's copies are the same whatever the filter (none resamples them): one key for all.
    private static func filterKey(_ url: URL, _ filter: cairo_filter_t) -> UInt32 {
        VectorImage.Format(path: url.path) == nil ? filter.rawValue : 0
    }

    /// The file and its modification time, from stat(2): drawing an image looks it up on every
    /// frame, and Foundation's attributes dictionary cost more than the copy it finds.
    private static func key(_ url: URL) -> Key {
        let path = url.path
        var info = stat()
        guard stat(path, &info) == 0 else { return Key(path: path, modified: nil) }
        let modified = Date(timeIntervalSince1970: Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9)
        return Key(path: path, modified: modified)
    }

    /// The decoded image (under the lock).
    private func decoded(_ key: Key) -> Decoded? {
        if let cached = surfaces[key] { return cached }
        let image = Self.decode(key.path)
        let bytes: Int
        switch image {
        case let .bitmap(s)?: bytes = Int(cairo_image_surface_get_stride(s)) * Int(cairo_image_surface_get_height(s))
        case let .vector(v)?: bytes = v.bytes
        case nil: bytes = 0
        }
        if surfaces.count > 256 || decodedBytes + bytes > Self.decodedBudget {
            decodedBytes = 0
            for case let .bitmap(s)? in surfaces.values { cairo_surface_destroy(s) }
            surfaces.removeAll()
        }
        surfaces[key] = image
        decodedBytes += bytes
        return image
    }

    /// Keeps a scaled copy, dropping the least recently used ones beyond the budget (under the lock).
    private func remember(_ copy: OpaquePointer, _ key: ScaledKey) {
        let bytes = Int(key.width) * Int(key.height) * 4
        guard bytes <= Self.scaledBudget / 4 else {
            cairo_surface_destroy(copy)
            return
        }
        scaled[key] = copy
        scaledOrder.append(key)
        scaledBytes += bytes
        while scaledBytes > Self.scaledBudget, !scaledOrder.isEmpty {
            let old = scaledOrder.removeFirst()
            if let s = scaled.removeValue(forKey: old) {
                scaledBytes -= Int(old.width) * Int(old.height) * 4
                cairo_surface_destroy(s)
            }
        }
    }

    /// `original` stretched onto a new `width`×`height` surface (edges padded, as drawn in place).
    private static func scale(_ original: OpaquePointer, width: Int, height: Int, filter: cairo_filter_t) -> OpaquePointer? {
        // The filtered qualities in two separable passes (much faster than Cairo's 2-D kernels);
        // nearest and fast are cheap in Cairo itself.
        let kernel: ImageResampler.Kernel? = filter == CAIRO_FILTER_BEST ? .catmullRom : filter == CAIRO_FILTER_GOOD ? .triangle : nil
        if let kernel, let copy = ImageResampler.resample(original, width: width, height: height, kernel: kernel) { return copy }
        guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS else { return nil }
        let cr = cairo_create(copy)!
        let pattern = cairo_pattern_create_for_surface(original)
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, Double(cairo_image_surface_get_width(original)) / Double(width),
                                Double(cairo_image_surface_get_height(original)) / Double(height))
        cairo_pattern_set_matrix(pattern, &m)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        return copy
    }

    private static func decode(_ path: String) -> Decoded? {
        // Regular files only, and only within the pixel budget read from the header first.
        guard ImageLoading.isRegularFile(path), FileManager.default.isReadableFile(atPath: path),
              let head = FileHandle(forReadingAtPath: path).flatMap({ h in defer { try? h.close() }; return try? h.read(upToCount: 8) }) else {
            return nil
        }
        // A PNG or JPEG is one by its signature, whatever its name; a PDF or SVG by its extension.
        guard let format = ImageFileHeader.format([UInt8](head)) else {
            return VectorImage.Format(path: path).flatMap { VectorImage(path: path, format: $0) }.map { .vector($0) }
        }
        return decodeBitmap(path, format).map { .bitmap($0) }
    }

    private static func decodeBitmap(_ path: String, _ format: ImageFileHeader.Format) -> OpaquePointer? {
        guard let size = ImageHeaderLoader().pixelSize(of: URL(fileURLWithPath: path)) else { return nil }
        switch format {
        case .png:
            guard let s = cairo_image_surface_create_from_png(path) else { return nil }
            guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_width(s) > 0,
                  cairo_image_surface_get_height(s) > 0 else {
                cairo_surface_destroy(s)
                return nil
            }
            return s
        case .jpeg:
            return JPEGDecoder.decode(path: path, width: Int(size.width), height: Int(size.height))
        }
    }
}
