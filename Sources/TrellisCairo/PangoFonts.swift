import CPango
import Foundation
import Trellis

/// Turns `ResolvedFont`s into Pango font descriptions: picks the family (Inter for the system
/// font, DejaVu Sans when Inter is missing, DejaVu Sans Mono for the monospaced design) and checks
/// that named families exist, falling back with a one-time warning instead of letting fontconfig
/// substitute silently.
struct PangoFontCatalog {
    /// The largest font size (points) handed to Pango.
    static let maximumSize: CGFloat = 2048

    static let preferredSystemFamily = "Inter"
    static let fallbackSystemFamily = "DejaVu Sans"
    static let monospacedFamily = "DejaVu Sans Mono"
    static let serifFamily = "DejaVu Serif"

    /// Lower-cased family name -> the family's own spelling.
    let families: [String: String]
    /// The family used for the system font.
    let systemFamily: String
    /// The app's own fonts by lower-cased PostScript name (`AppFonts`).
    let appFaces: [String: (family: String, weight: Int, italic: Bool)]

    init(fontMap: UnsafeMutablePointer<PangoFontMap>) {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        var names: [String: String] = [:]
        if let list {
            for i in 0..<Int(count) {
                if let f = list[i], let name = pango_font_family_get_name(f) {
                    let s = String(cString: name)
                    names[s.lowercased()] = s
                }
            }
            g_free(list)
        }
        families = names
        appFaces = AppFonts.faces()
        if names[Self.preferredSystemFamily.lowercased()] != nil {
            systemFamily = Self.preferredSystemFamily
        } else {
            systemFamily = Self.fallbackSystemFamily
            Warnings.once("font family \"\(Self.preferredSystemFamily)\" is not installed (Debian package fonts-inter); "
                + "using \"\(Self.fallbackSystemFamily)\" for the system font")
        }
    }

    /// Family, weight and italic for a font; named fonts may be PostScript-style names ("Inter-Bold").
    func face(for font: ResolvedFont) -> (family: String, weight: Int, italic: Bool) {
        guard let requested = font.family, !requested.isEmpty else {
            switch font.design {
            case .monospaced: return (Self.monospacedFamily, font.weight, font.italic)
            case .serif: return (Self.serifFamily, font.weight, font.italic)
            case .default, .rounded: return (systemFamily, font.weight, font.italic)
            }
        }
        if let name = families[requested.lowercased()] { return (name, font.weight, font.italic) }
        // An app's own font by its PostScript name ("RooneySans-Bold"), its face as the file says.
        if let face = appFaces[requested.lowercased()] { return face }
        // "Family-Style" (PostScript names, as iOS code often passes to .custom).
        if let dash = requested.lastIndex(of: "-") {
            let family = String(requested[..<dash])
            var style = requested[requested.index(after: dash)...].lowercased()
            if let name = families[family.lowercased()] {
                var italic = font.italic
                if style.hasSuffix("italic") {
                    italic = true
                    style.removeLast("italic".count)
                }
                return (name, Self.weight(named: style) ?? font.weight, italic)
            }
        }
        Warnings.once("font \"\(requested)\" is not installed; using \"\(systemFamily)\"")
        return (systemFamily, font.weight, font.italic)
    }

    static func weight(named style: String) -> Int? {
        switch style {
        case "thin", "hairline": return 100
        case "extralight", "ultralight": return 200
        case "light": return 300
        case "", "regular", "book", "normal", "roman": return 400
        case "medium": return 500
        case "semibold", "demibold": return 600
        case "bold": return 700
        case "extrabold", "ultrabold", "heavy": return 800
        case "black": return 900
        default: return nil
        }
    }

    /// A new Pango description of `font` scaled by `scale` (the caller frees it).
    func description(of font: ResolvedFont, scale: CGFloat = 1) -> OpaquePointer {
        let face = face(for: font)
        let desc = pango_font_description_new()!
        pango_font_description_set_family(desc, face.family)
        let size = font.size * scale
        // Pango keeps sizes as ints of 1/1024 pt; glyphs beyond 2,048 pt are drawn at 2,048.
        pango_font_description_set_absolute_size(desc, Double(SafeNumber.clamp(size, 0.01...PangoFontCatalog.maximumSize, nan: 17)) * Double(PANGO_SCALE))
        pango_font_description_set_weight(desc, PangoWeight(rawValue: UInt32(min(max(face.weight, 100), 1000))))
        pango_font_description_set_style(desc, face.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return desc
    }
}
