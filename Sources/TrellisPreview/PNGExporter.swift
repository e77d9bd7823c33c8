import Foundation
import TrellisSession

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

    /// Writes `png` (the encoded image) to `destination()`; returns the path. Written by
    /// `OutputFile`'s rules: never over an input or anything but a new regular file, linked into
    /// place from a temporary file (so it fails rather than replace a file that appeared meanwhile).
    func write(_ png: Data, inputs: [String] = []) throws -> String {
        let path = destination()
        try OutputFile.write(png, to: path, inputs: OutputFile.inputs(of: layoutFile) + inputs, replacing: false)
        return path
    }
}
