import CCairo
import CPoppler
import CRsvg
import Foundation
import Trellis

/// A vector image file opened for drawing: a PDF's first page (poppler) or an SVG document
/// (librsvg), as asset catalogs hold them. Its size is in points: the page's size (crop box, as
/// rotated), or the SVG's `width` and `height` (CSS pixels are points), else its `viewBox`. It is
/// drawn at any pixel size straight from the vector (`render`), never from a bitmap scaled up.
/// A file that does not open, has no page or no size is nil, with a warning naming it.
///
/// Not thread-safe (poppler's and librsvg's objects are not): `CairoImageCache` uses it under
/// its lock.
final class VectorImage {
    /// The vector formats drawn, told by the file's extension (their content starts with no
    /// fixed signature: an SVG is XML text).
    enum Format: Sendable, Equatable {
        /// PDF: the first page.
        case pdf
        /// SVG (not SVGZ).
        case svg

        /// The format `path`'s extension names, or nil.
        init?(path: String) {
            switch (path as NSString).pathExtension.lowercased() {
            case "pdf": self = .pdf
            case "svg": self = .svg
            default: return nil
            }
        }
    }

    /// Files larger than this are not opened (an app's artwork is kilobytes).
    static let maximumBytes = 64 << 20

    /// The size in points (finite and positive).
    let size: CGSize
    /// About what the opened document keeps in memory: its file's size.
    let bytes: Int
    private let document: Document

    private enum Document {
        /// The document and its first page (each holds a reference).
        case pdf(document: OpaquePointer, page: OpaquePointer)
        case svg(UnsafeMutablePointer<RsvgHandle>)
    }

    /// Opens the `format` file at `path` (a regular, readable file: the caller checked); nil,
    /// with a warning, when it cannot be drawn.
    init?(path: String, format: Format) {
        // A catalog's image is linked into the build: the warning names the project's file.
        let name = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              let bytes = attributes[.size] as? Int, bytes <= Self.maximumBytes else {
            Warnings.once("\(name): the \(format == .pdf ? "PDF" : "SVG") is larger than \(Self.maximumBytes >> 20) MB or cannot be read; drawn as a placeholder")
            return nil
        }
        let opened: (Document, CGSize)?
        switch format {
        case .pdf: opened = Self.openPDF(path, name: name)
        case .svg: opened = Self.openSVG(path, name: name)
        }
        guard let (document, size) = opened else { return nil }
        self.document = document
        self.bytes = bytes
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
              ImageLoading.withinPixelBudget(width: Int(size.width.rounded(.up)), height: Int(size.height.rounded(.up))) else {
            Warnings.once("\(name): the image's size (\(size.width)×\(size.height) points) cannot be drawn; drawn as a placeholder")
            self.size = .zero
            return nil
        }
        self.size = size
    }

    /// The size in points of the vector image at `url` (a regular, readable PDF or SVG file), or
    /// nil; opened and closed again, outside any cache.
    static func size(of url: URL) -> CGSize? {
        let path = url.path
        guard let format = Format(path: path), ImageLoading.isRegularFile(path), FileManager.default.isReadableFile(atPath: path) else {
            return nil
        }
        return VectorImage(path: path, format: format)?.size
    }

    deinit {
        switch document {
        case let .pdf(document, page):
            g_object_unref(UnsafeMutableRawPointer(page))
            g_object_unref(UnsafeMutableRawPointer(document))
        case let .svg(handle):
            g_object_unref(handle)
        }
    }

    /// The image stretched over a new ARGB32 surface of `width`×`height` pixels, transparent
    /// where it draws nothing; nil beyond the pixel budget or when drawing fails.
    func render(width: Int, height: Int) -> OpaquePointer? {
        guard ImageLoading.withinPixelBudget(width: width, height: height),
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        // Points onto pixels: each axis on its own, as a resizable image stretches.
        cairo_scale(cr, Double(width) / Double(size.width), Double(height) / Double(size.height))
        var drawn = true
        switch document {
        case let .pdf(_, page):
            poppler_page_render(page, cr)
        case let .svg(handle):
            // The viewport is the intrinsic size, so the document's own aspect ratio rules inside it.
            var viewport = RsvgRectangle(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
            var error: UnsafeMutablePointer<GError>?
            drawn = rsvg_handle_render_document(handle, cr, &viewport, &error) != 0
            if let error { g_error_free(error) }
        }
        drawn = drawn && cairo_status(cr) == CAIRO_STATUS_SUCCESS
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        guard drawn, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return surface
    }

    /// The document and its first page's size in points.
    private static func openPDF(_ path: String, name: String) -> (Document, CGSize)? {
        var error: UnsafeMutablePointer<GError>?
        guard let uri = g_filename_to_uri(path, nil, &error) else {
            warn(name, "PDF", &error)
            return nil
        }
        defer { g_free(uri) }
        guard let document = poppler_document_new_from_file(uri, nil, &error) else {
            warn(name, "PDF", &error)
            return nil
        }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            Warnings.once("\(name): the PDF has no page; drawn as a placeholder")
            g_object_unref(UnsafeMutableRawPointer(document))
            return nil
        }
        var width = 0.0, height = 0.0
        poppler_page_get_size(page, &width, &height)
        return (.pdf(document: document, page: page), CGSize(width: width, height: height))
    }

    /// The document and its intrinsic size in points: its width and height when both are
    /// absolute lengths (at 96 per inch, CSS's pixels), else its viewBox's.
    private static func openSVG(_ path: String, name: String) -> (Document, CGSize)? {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(path, &error) else {
            warn(name, "SVG", &error)
            return nil
        }
        rsvg_handle_set_dpi(handle, 96)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            var hasViewBox: gboolean = 0
            var viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
            if hasViewBox != 0 { (width, height) = (viewBox.width, viewBox.height) }
        }
        return (.svg(handle), CGSize(width: width, height: height))
    }

    /// Says once that the file cannot be drawn, with the library's reason, and frees the error.
    private static func warn(_ name: String, _ kind: String, _ error: inout UnsafeMutablePointer<GError>?) {
        let reason = error.flatMap { $0.pointee.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } }
            ?? "unknown reason"
        Warnings.once("\(name): the \(kind) cannot be read (\(reason)); drawn as a placeholder")
        if let e = error { g_error_free(e) }
        error = nil
    }
}
