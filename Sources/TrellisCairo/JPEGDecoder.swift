import CCairo
import CJPEG
import Foundation
import Trellis

/// JPEG files decoded by libjpeg (libjpeg-turbo) into Cairo image surfaces: baseline and
/// progressive, grey, RGB, CMYK and YCCK, drawn opaque. A file libjpeg cannot decode is nil (the
/// image is drawn as a placeholder) with a warning naming the file and libjpeg's reason; a
/// damaged file it can decode in part (a truncated download) is drawn as far as it goes, with a
/// warning. The EXIF orientation is not applied (photos are drawn as their pixels are stored).
enum JPEGDecoder {
    /// Files larger than this are not read (a 32-megapixel JPEG at the best quality is smaller).
    static let maximumBytes = 64 << 20
    /// What libjpeg may allocate for one image (a progressive image keeps all its coefficients).
    static let memoryLimit = 512 << 20

    /// The image at `path`, of `width`×`height` pixels as its header says (read and checked
    /// against the pixel budget by the caller).
    static func decode(path: String, width: Int, height: Int) -> OpaquePointer? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let bytes = attributes[.size] as? Int, bytes <= maximumBytes,
              let data = FileManager.default.contents(atPath: path) else {
            DiagnosticLog.warnOnce("\(URL(fileURLWithPath: path).resolvingSymlinksInPath().path): the JPEG is larger than \(maximumBytes >> 20) MB or cannot be read; drawn as a placeholder")
            return nil
        }
        // A catalog's image is linked into the build: the warning names the project's file.
        return decode(data, width: width, height: height, name: URL(fileURLWithPath: path).resolvingSymlinksInPath().path)
    }

    /// `data` decoded onto a new ARGB32 surface; `name` is what warnings call it.
    static func decode(_ data: Data, width: Int, height: Int, name: String) -> OpaquePointer? {
        guard ImageLoading.withinPixelBudget(width: width, height: height),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let pixels = cairo_image_surface_get_data(surface) else {
            return nil
        }
        cairo_surface_flush(surface)
        let stride = cairo_image_surface_get_stride(surface)
        var result = data.withUnsafeBytes { raw in
            trellis_jpeg_decode(raw.bindMemory(to: UInt8.self).baseAddress, UInt(raw.count), pixels, stride,
                                Int32(width), Int32(height), memoryLimit)
        }
        let message = withUnsafeBytes(of: &result.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        cairo_surface_mark_dirty(surface)
        if result.failed != 0 {
            DiagnosticLog.warnOnce("\(name): the JPEG cannot be decoded (\(message)); drawn as a placeholder")
            cairo_surface_destroy(surface)
            return nil
        }
        if result.warnings > 0 {
            DiagnosticLog.warnOnce("\(name): the JPEG is damaged (\(message)); drawn as far as it decodes")
        }
        return surface
    }
}
