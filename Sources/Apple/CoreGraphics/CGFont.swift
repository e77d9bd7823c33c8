// Fonts as Core Graphics and Core Text's font manager know them: an app that ships a font and
// registers it at launch (`CGDataProvider(url:)`, `CGFont(_:)`, `CTFontManagerRegisterGraphicsFont`).
// Linux: a font is read from its file's tables (its names, its units per em); registering one
// succeeds, and the fonts an app bundles are the ones Trellis draws with already (the host adds
// them by their names), so what registration would make available is there. A font from outside
// the app's bundle is accepted and not drawn.
import Foundation

extension CGDataProvider {
    /// A provider of a file's bytes.
    /// - Parameter url: The file.
    /// - Returns: Nil when the file cannot be read.
    public convenience init?(url: CFURL) {
        guard let path = url.path, let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data as NSData)
    }
}

/// A font read from its data (TrueType or OpenType).
public final class CGFont: @unchecked Sendable {
    /// Its PostScript name (the name table's sixth name), which `UIFont(name:size:)` takes.
    public let postScriptName: CFString?
    /// Its full name (the name table's fourth name).
    public let fullName: CFString?
    /// Its design units per em (the head table's).
    public let unitsPerEm: Int32

    /// The font of a provider's bytes.
    /// - Parameter provider: The bytes of a TrueType or OpenType file.
    /// - Returns: Nil when they are not a font.
    public init?(_ provider: CGDataProvider) {
        guard let data = provider.data, let tables = FontTables([UInt8](Data(referencing: data))) else { return nil }
        postScriptName = tables.name(6).map { $0 as NSString }
        fullName = tables.name(4).map { $0 as NSString }
        unitsPerEm = Int32(tables.unitsPerEm ?? 1000)
    }
}

/// The tables of an sfnt font file, read where a font's names and metrics are.
private struct FontTables {
    private let bytes: [UInt8]
    private let tables: [String: Range<Int>]

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 12 else { return nil }
        let version = Self.u32(bytes, 0)
        // TrueType (0x00010000, "true") or OpenType with CFF ("OTTO").
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else { return nil }
        var tables: [String: Range<Int>] = [:]
        for index in 0..<Int(Self.u16(bytes, 4)) {
            let record = 12 + index * 16
            guard record + 16 <= bytes.count else { return nil }
            let tag = String(decoding: bytes[record..<record + 4], as: UTF8.self)
            let offset = Int(Self.u32(bytes, record + 8)), length = Int(Self.u32(bytes, record + 12))
            if offset + length <= bytes.count { tables[tag] = offset..<offset + length }
        }
        self.bytes = bytes
        self.tables = tables
    }

    /// The head table's units per em.
    var unitsPerEm: Int? {
        guard let head = tables["head"], head.count >= 20 else { return nil }
        return Int(Self.u16(bytes, head.lowerBound + 18))
    }

    /// Name `id` of the name table: Windows' (UTF-16) first, else the Mac's (Roman).
    func name(_ id: Int) -> String? {
        guard let table = tables["name"], table.count >= 6 else { return nil }
        let count = Int(Self.u16(bytes, table.lowerBound + 2))
        let strings = table.lowerBound + Int(Self.u16(bytes, table.lowerBound + 4))
        var mac: String?
        for index in 0..<count {
            let record = table.lowerBound + 6 + index * 12
            guard record + 12 <= table.upperBound, Int(Self.u16(bytes, record + 6)) == id else { continue }
            let platform = Self.u16(bytes, record)
            let length = Int(Self.u16(bytes, record + 8)), start = strings + Int(Self.u16(bytes, record + 10))
            guard start + length <= bytes.count else { continue }
            let raw = bytes[start..<start + length]
            if platform == 3 || platform == 0 {
                let units = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            } else if platform == 1, mac == nil {
                mac = String(decoding: raw, as: UTF8.self)
            }
        }
        return mac
    }

    static func u16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }
    static func u32(_ b: [UInt8], _ i: Int) -> UInt32 { UInt32(u16(b, i)) << 16 | UInt32(u16(b, i + 2)) }
}

/// Where a font registration applies.
public enum CTFontManagerScope: UInt32, Sendable {
    /// Nowhere.
    case none = 0
    /// This process.
    case process = 1
    /// Every process of the user, across launches.
    case persistent = 2
    /// The user's login session.
    case session = 3
    /// Every process of the user (the persistent scope's other name).
    public static let user = CTFontManagerScope.persistent
}

/// Makes a font available by its names (Linux: an app's bundled fonts are already; succeeds).
/// - Parameters:
///   - font: The font.
///   - error: Where an error would be written (never).
/// - Returns: True.
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Makes a registered font unavailable (Linux: succeeds; the bundled font stays drawn).
/// - Parameters:
///   - font: The font.
///   - error: Where an error would be written (never).
/// - Returns: True.
public func CTFontManagerUnregisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool { true }

/// Makes the fonts of a file available (Linux: an app's bundled fonts are already; succeeds
/// for a file that exists).
/// - Parameters:
///   - fontURL: The font file.
///   - scope: Where they become available.
///   - error: Where the error of a file that does not exist is written.
/// - Returns: Whether the file exists.
public func CTFontManagerRegisterFontsForURL(_ fontURL: CFURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?) -> Bool {
    guard let path = fontURL.path, FileManager.default.fileExists(atPath: path) else {
        error?.pointee = Unmanaged.passRetained(NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105))
        return false
    }
    return true
}
