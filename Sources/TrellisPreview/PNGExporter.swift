import CCairo
import Foundation

/// Saves what the window shows as a PNG beside the layout file, under a name that says what it
/// shows (`Card-Profile-390x844.png`), adding `-2`, `-3`, … rather than overwriting anything.
struct PNGExporter {
    let layoutFile: String
    let previewName: String?
    let size: CGSize

    /// A free path for the PNG; never an existing file and never the layout file.
    func destination() -> String {
        let folder = (layoutFile as NSString).deletingLastPathComponent
        var base = ((layoutFile as NSString).lastPathComponent as NSString).deletingPathExtension
        if let previewName, !previewName.isEmpty { base += "-" + Self.slug(previewName) }
        base += "-" + PreviewFormat.size(size)
        var candidate = folder + "/" + base + ".png"
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) || candidate == layoutFile {
            candidate = folder + "/" + base + "-\(n).png"
            n += 1
        }
        return candidate
    }

    /// Letters, digits and dashes only.
    static func slug(_ name: String) -> String {
        let mapped = name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        return String(mapped).split(separator: "-").joined(separator: "-")
    }

    /// Draws with `draw` (user space in points) at `scale` and writes the file; returns its path.
    func write(scale: Double, draw: (OpaquePointer) -> Void) throws -> String {
        let width = Int32(max(1, (size.width * scale).rounded())), height = Int32(max(1, (size.height * scale).rounded()))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
            throw PreviewError("cannot allocate a \(width)x\(height) image")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw PreviewError("cannot draw") }
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let path = destination()
        // Written to a temporary name first, then linked into place: link(2) fails rather than
        // replacing a file that appeared meanwhile.
        let temporary = path + ".tmp-\(getpid())"
        let status = cairo_surface_write_to_png(surface, temporary)
        guard status == CAIRO_STATUS_SUCCESS else {
            unlink(temporary)
            throw PreviewError("\(path): \(String(cString: cairo_status_to_string(status)))")
        }
        defer { unlink(temporary) }
        guard link(temporary, path) == 0 else {
            throw PreviewError("\(path): \(String(cString: strerror(errno)))")
        }
        return path
    }
}
