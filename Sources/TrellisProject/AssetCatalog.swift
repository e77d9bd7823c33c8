import Foundation
import TrellisSession

/// What a project's asset catalogs (`.xcassets`) hold for previews: colour sets (their any and
/// dark appearances, sRGB, Display P3 and grey components, or a named system colour) and image
/// sets (their 1x/2x/3x files, or the single-scale vector, PDF or SVG, that Xcode's "Single
/// Scale" keeps as one entry without a scale; and their template rendering intent), and symbol sets (custom SF Symbols,
/// drawn from their templates). App icons and other kinds are left out. A `Contents.json` that does not parse is a warning at its file, never a
/// lost preview.
public struct AssetCatalog: Codable, Sendable, Equatable {
    /// Colour sets by name (`"AccentColor"`; `"Folder/Name"` in a folder that provides a namespace).
    public var colors: [String: ColorSet] = [:]
    /// Image sets by name: their files.
    public var images: [String: [ImageFile]] = [:]
    /// Image sets whose catalog renders them as template images.
    public var templateImages: Set<String> = []
    /// Symbol sets (custom SF Symbols) by name: `Image("flame.custom")` is a symbol, sized by the font.
    public var symbols: Set<String> = []
    /// Each symbol set's template (its SVG file, absolute), by name; nil in catalogs read before templates were.
    public var symbolFiles: [String: String]? = [:]

    public struct ColorSet: Codable, Sendable, Equatable {
        public var light: Appearance
        public var dark: Appearance?
    }

    /// One appearance: sRGB components (0...1, alpha last), or a system colour's name.
    public struct Appearance: Codable, Sendable, Equatable {
        public var components: [Double]?
        /// `systemBlueColor`, `labelColor`, …
        public var reference: String?
    }

    /// One file of an image set: a bitmap at its scale, or a single-scale vector (PDF, SVG) at 1,
    /// whose size in points is its page's or document's.
    public struct ImageFile: Codable, Sendable, Equatable {
        public var path: String
        public var scale: Int
    }

    public init() {}

    /// Reads the catalogs at `urls`; later catalogs do not replace names earlier ones have.
    public static func read(_ urls: [URL]) -> (catalog: AssetCatalog, warnings: [Diagnostic]) {
        var catalog = AssetCatalog()
        let warnings = catalog.read(urls)
        return (catalog, warnings)
    }

    /// Reads more catalogs into this one (names it has stay); returns their warnings.
    public mutating func read(_ urls: [URL]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for url in urls { read(folder: url, namespace: "", warnings: &warnings) }
        return warnings
    }

    private mutating func read(folder: URL, namespace: String, warnings: inout [Diagnostic]) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            guard ProjectLocator.isDirectory(url) else { continue }
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset":
                guard let json = Self.contents(of: url, warnings: &warnings) else { continue }
                if let set = Self.colorSet(json), colors[namespace + base] == nil {
                    colors[namespace + base] = set
                } else if Self.colorSet(json) == nil, Self.definesAColor(json) {
                    // Only a colour Trellis cannot read is worth a warning: a set that gives none is
                    // Xcode's template AccentColor, which stays the system's.
                    warnings.append(Self.warning(url, "colour set '\(base)' has no colour Trellis can read"))
                }
            case "imageset":
                guard let json = Self.contents(of: url, warnings: &warnings) else { continue }
                let files = Self.imageFiles(json, in: url)
                if files.isEmpty { warnings.append(Self.warning(url, "image set '\(base)' names no image file that is there")) }
                if images[namespace + base] == nil { images[namespace + base] = files }
                let properties = json["properties"] as? [String: Any]
                if properties?["template-rendering-intent"] as? String == "template" { templateImages.insert(namespace + base) }
            case "symbolset":
                symbols.insert(namespace + base)
                let json = Self.contents(of: url, warnings: &warnings)
                let file = (json?["symbols"] as? [[String: Any]])?.lazy.compactMap { $0["filename"] as? String }.first
                if let file, symbolFiles?[namespace + base] == nil {
                    symbolFiles?[namespace + base] = url.appendingPathComponent(file).path
                }
            case "":
                // A plain folder groups sets; it adds its name to theirs when it provides a namespace.
                let json = Self.contents(of: url, warnings: &warnings, optional: true)
                let provides = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                read(folder: url, namespace: provides ? namespace + name + "/" : namespace, warnings: &warnings)
            default:
                continue  // app icons, data sets, …
            }
        }
    }

    private static func contents(of folder: URL, warnings: inout [Diagnostic], optional: Bool = false) -> [String: Any]? {
        let file = folder.appendingPathComponent("Contents.json")
        guard let data = try? Data(contentsOf: file) else {
            if !optional { warnings.append(warning(folder, "has no readable Contents.json")) }
            return nil
        }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            warnings.append(Diagnostic(file: file.path, line: 1, column: 1, message: "Contents.json does not parse as JSON; this asset is left out", severity: .warning))
            return nil
        }
        return json
    }

    private static func warning(_ url: URL, _ message: String) -> Diagnostic {
        Diagnostic(file: url.appendingPathComponent("Contents.json").path, line: 1, column: 1, message: message, severity: .warning)
    }

    /// Whether a colour set's entries give any colour (Xcode's template `AccentColor` gives none).
    static func definesAColor(_ json: [String: Any]) -> Bool {
        (json["colors"] as? [[String: Any]] ?? []).contains { $0["color"] != nil }
    }

    /// The universal (or iPhone) colour and its dark appearance.
    static func colorSet(_ json: [String: Any]) -> ColorSet? {
        var light: Appearance?, dark: Appearance?
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone", "ipad"].contains(idiom), let color = entry["color"] as? [String: Any],
                  let appearance = Self.appearance(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { continue }  // high contrast
            switch luminosity {
            case nil, "light": if light == nil || luminosity == nil { light = light ?? appearance }
            case "dark": if dark == nil { dark = appearance }
            default: continue
            }
        }
        return light.map { ColorSet(light: $0, dark: dark) }
    }

    static func appearance(_ color: [String: Any]) -> Appearance? {
        if let reference = color["reference"] as? String { return Appearance(components: nil, reference: reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            if let n = components[key] as? Double { return n > 1 ? n / 255 : n }
            guard let text = (components[key] as? String)?.trimmingCharacters(in: .whitespaces).lowercased() else { return nil }
            if text.hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            // Xcode writes 0...1 with a point, or 0...255 as an integer.
            if !text.contains("."), let n = Int(text) { return n > 1 ? Double(n) / 255 : Double(n) }
            return Double(text)
        }
        let alpha = value("alpha") ?? 1
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        if let white = value("white") { return Appearance(components: [white, white, white, alpha], reference: nil) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        if space.contains("display-p3") { return Appearance(components: displayP3ToSRGB(r, g, b) + [alpha], reference: nil) }
        return Appearance(components: [r, g, b, alpha], reference: nil)
    }

    /// Display P3 → sRGB: both use the sRGB transfer curve; the linear values go through
    /// P3's RGB→XYZ (D65) matrix and sRGB's XYZ→RGB, combined (values from the published
    /// primaries: the combined matrix rows are as in CSS Color 4's conversion code), and out-of-gamut
    /// results are clamped to 0...1.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func gamma(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let m: [[Double]] = [[1.2249401, -0.2249404, 0.0], [-0.0420569, 1.0420571, 0.0], [-0.0196376, -0.0786361, 1.0982735]]
        return m.map { row in min(1, max(0, gamma(row[0] * lr + row[1] * lg + row[2] * lb))) }
    }

    /// The files of an image set that are there, with their scales (universal or iPhone). An
    /// entry without a scale is 1x: a single-scale vector, drawn from its vector at any scale.
    static func imageFiles(_ json: [String: Any], in folder: URL) -> [ImageFile] {
        var files: [ImageFile] = []
        for entry in json["images"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom), let name = entry["filename"] as? String,
                  (entry["appearances"] as? [[String: Any]] ?? []).isEmpty else { continue }
            let scale = Int((entry["scale"] as? String ?? "1x").prefix { $0.isNumber }) ?? 1
            let path = folder.appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path), !files.contains(where: { $0.scale == scale }) else { continue }
            files.append(ImageFile(path: path, scale: scale))
        }
        return files.sorted { $0.scale < $1.scale }
    }

    /// Links every image set's files into `folder` as `name@Nx.ext`, where `Image("name")` finds them.
    public func linkImages(into folder: URL) {
        let fm = FileManager.default
        try? fm.removeItem(at: folder)
        try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, files) in images {
            for file in files {
                let ext = (file.path as NSString).pathExtension.lowercased()
                // A namespaced name ("Folder/Name") is a file in a subfolder, where the name finds it.
                let link = folder.appendingPathComponent(name + (file.scale == 1 ? "" : "@\(file.scale)x") + "." + ext)
                try? fm.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
                try? fm.createSymbolicLink(at: link, withDestinationURL: URL(fileURLWithPath: file.path))
            }
        }
    }
}
