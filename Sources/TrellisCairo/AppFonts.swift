import CPango
import Foundation
import Synchronization

/// The fonts an app bundles (its Info.plist's `UIAppFonts`), added to this process's fontconfig
/// so that `Font.custom("RooneySans-Bold", size:)` draws in them as on iOS: by family name or
/// by PostScript name. Measurers see fonts registered after they were made (`generation`), and
/// drop what they measured in the fonts they had.
public enum AppFonts {
    private static let registered = Mutex<Set<String>>([])
    /// Bumped whenever a font is added.
    static let generation = Atomic<Int>(0)

    /// Adds the font files at `urls` (TrueType, OpenType, collections) that are not added yet.
    /// - Parameter urls: The files.
    public static func register(_ urls: [URL]) {
        var added = false
        registered.withLock { known in
            for url in urls {
                let path = url.resolvingSymlinksInPath().path
                guard !known.contains(path), FcConfigAppFontAddFile(nil, path) != 0 else { continue }
                known.insert(path)
                added = true
            }
        }
        if added { generation.add(1, ordering: .sequentiallyConsistent) }
    }

    /// The faces of the registered fonts by lower-cased PostScript name.
    static func faces() -> [String: (family: String, weight: Int, italic: Bool)] {
        guard let set = FcConfigGetFonts(nil, FcSetApplication) else { return [:] }
        var faces: [String: (family: String, weight: Int, italic: Bool)] = [:]
        for i in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[i] else { continue }
            var ps: UnsafeMutablePointer<FcChar8>?, family: UnsafeMutablePointer<FcChar8>?
            guard FcPatternGetString(pattern, FC_POSTSCRIPT_NAME, 0, &ps) == FcResultMatch,
                  FcPatternGetString(pattern, FC_FAMILY, 0, &family) == FcResultMatch, let ps, let family else { continue }
            var weight: Int32 = 80, slant: Int32 = 0
            _ = FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            _ = FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            faces[String(cString: ps).lowercased()] = (String(cString: family), Int(FcWeightToOpenType(weight)), slant != 0)
        }
        return faces
    }
}
