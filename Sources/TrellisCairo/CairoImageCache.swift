import CCairo
import Foundation
import Trellis

/// PNG files decoded by Cairo, kept by path and modification date (an edited file is read
/// again). It is also the engine's `ImageLoader` once `CairoBackend.install()` runs, so a file
/// Cairo cannot read is found out at layout time and drawn as a placeholder.
public final class CairoImageCache: ImageLoader, @unchecked Sendable {
    public static let shared = CairoImageCache()

    private let lock = NSLock()
    private struct Key: Hashable {
        var path: String
        var modified: Date?
    }
    /// nil: the file could not be decoded.
    private var surfaces: [Key: OpaquePointer?] = [:]

    public init() {}

    deinit {
        for case let s? in surfaces.values { cairo_surface_destroy(s) }
    }

    public func pixelSize(of url: URL) -> CGSize? {
        withSurface(url) { s in CGSize(width: Int(cairo_image_surface_get_width(s)), height: Int(cairo_image_surface_get_height(s))) }
    }

    /// Runs `body` with the decoded image (under the cache's lock: Cairo surfaces are not
    /// thread-safe); nil when the file is missing or unreadable.
    func withSurface<R>(_ url: URL, _ body: (OpaquePointer) -> R) -> R? {
        let path = url.path
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        let key = Key(path: path, modified: modified)
        return lock.withLock {
            let surface: OpaquePointer?
            if let cached = surfaces[key] {
                surface = cached
            } else {
                surface = Self.decode(path)
                if surfaces.count > 256 {
                    for case let s? in surfaces.values { cairo_surface_destroy(s) }
                    surfaces.removeAll()
                }
                surfaces[key] = surface
            }
            return surface.map(body)
        }
    }

    private static func decode(_ path: String) -> OpaquePointer? {
        guard FileManager.default.isReadableFile(atPath: path), let s = cairo_image_surface_create_from_png(path) else { return nil }
        guard cairo_surface_status(s) == CAIRO_STATUS_SUCCESS, cairo_image_surface_get_width(s) > 0,
              cairo_image_surface_get_height(s) > 0 else {
            cairo_surface_destroy(s)
            return nil
        }
        return s
    }
}
