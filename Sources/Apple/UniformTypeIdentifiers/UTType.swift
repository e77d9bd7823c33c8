// `import UniformTypeIdentifiers` on Linux: `UTType` with the system's common types and their
// conformance hierarchy (UTTypeDeclarations.swift), looked up by identifier, filename extension
// and MIME type. There is no Launch Services database: the types are the table's, those the
// app's Info.plist declares (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`), and
// those a process declares with `init(exportedAs:)` / `init(importedAs:)` (kept for the process).
import Foundation
@_spi(Hosts) import Trellis

/// A uniform type identifier: a reverse-DNS name for a kind of data (`public.png`,
/// `com.adobe.pdf`) with the types it conforms to and the filename extensions and MIME types it
/// is known by.
///
/// On Linux the types come from a table in this module (the system's common types with their
/// documented conformances, extensions and MIME types), from the app's Info.plist, and from
/// types declared in this process with `init(exportedAs:)` or `init(importedAs:)`; there is no
/// system database.
/// Equality, hashing and coding are by identifier, as on Apple's platforms.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's reverse-DNS identifier, such as `public.jpeg`; dynamic types start with `dyn.`.
    public let identifier: String

    init(known identifier: String) { self.identifier = identifier }

    /// The type of an identifier the system knows; nil for an identifier it does not.
    ///
    /// Linux: known means in this module's table, declared in this process with
    /// `init(exportedAs:)` / `init(importedAs:)`, or a dynamic identifier this module made.
    /// - Parameter identifier: The identifier, such as `public.plain-text`.
    public init?(_ identifier: String) {
        guard UTTypeRegistry.declaration(of: identifier) != nil else { return nil }
        self.identifier = identifier
    }

    /// The type of a filename extension that conforms to `supertype`; a dynamic type when no
    /// known type has the extension, nil when the extension is empty.
    ///
    /// Linux: the table's types are searched in the table's order (so `jpg` is `public.jpeg`),
    /// case-insensitively; dynamic identifiers are this module's own encoding (`dyn.t…`), not
    /// Apple's.
    /// - Parameters:
    ///   - filenameExtension: The extension without its leading dot, such as `pdf`.
    ///   - supertype: A type the result must conform to (default `.data`).
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of a MIME type that conforms to `supertype`; a dynamic type when no known type
    /// has it, nil when it is empty.
    /// - Parameters:
    ///   - mimeType: The MIME type, such as `image/png` (compared case-insensitively).
    ///   - supertype: A type the result must conform to (default `.data`).
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// The type with a tag of a tag class that conforms to `supertype`; a dynamic type when no
    /// known type has it, nil when the tag is empty.
    /// - Parameters:
    ///   - tag: The tag, such as `png` or `image/png`.
    ///   - tagClass: What kind of tag it is.
    ///   - supertype: A type the result must conform to, or nil for any.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = found
    }

    /// A type your app owns, as declared in its Info.plist's exported types.
    ///
    /// Linux: there is no Info.plist; the first declaration of an identifier in the process
    /// records its supertype (none when nil), so `UTType(identifier)` and `conforms(to:)` know it
    /// afterwards. A type of the system's table keeps the table's declaration.
    /// - Parameters:
    ///   - identifier: The identifier, such as `com.example.recipe`.
    ///   - parentType: The type it conforms to, such as `.json`.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        UTTypeRegistry.declare(identifier, conformingTo: parentType)
        self.identifier = identifier
    }

    /// A type your app uses but does not own, as declared in its Info.plist's imported types.
    ///
    /// Linux: recorded as `init(exportedAs:conformingTo:)` records it.
    /// - Parameters:
    ///   - identifier: The identifier, such as `com.example.format`.
    ///   - parentType: The type it conforms to.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        UTTypeRegistry.declare(identifier, conformingTo: parentType)
        self.identifier = identifier
    }

    /// All known types with a tag of a tag class that conform to `supertype`, most specific
    /// first (a dynamic type when none is known and the tag is not empty).
    /// - Parameters:
    ///   - tag: The tag, such as `jpg`.
    ///   - tagClass: What kind of tag it is.
    ///   - supertype: A type the results must conform to, or nil for any.
    /// - Returns: The matching types.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        guard !tag.isEmpty else { return [] }
        let found = UTTypeRegistry.types(tag: tag, tagClass: tagClass).filter { supertype == nil || $0.conforms(to: supertype!) }
        if !found.isEmpty { return found }
        return [UTType(known: UTTypeRegistry.dynamicIdentifier(tag: tag, tagClass: tagClass, conformingTo: supertype))]
    }

    private var declaration: UTTypeDeclaration? { UTTypeRegistry.declaration(of: identifier) }

    /// The extension files of this type usually have (without the dot), or nil.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type usually has, or nil.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description of the type for people, such as "PNG image".
    ///
    /// Linux: the table's English description, not localized; nil for dynamic types and for
    /// types declared in the process.
    public var localizedDescription: String? { declaration?.description }

    /// The type's tags by class: its filename extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        guard let declaration else { return [:] }
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// Every type this type conforms to, directly or through its supertypes (not itself).
    public var supertypes: Set<UTType> {
        var seen = Set<String>()
        var pending = declaration?.parents ?? []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            pending += UTTypeRegistry.declaration(of: next)?.parents ?? []
        }
        return Set(seen.map(UTType.init(known:)))
    }

    /// Whether this type is `type` or conforms to it, directly or through its supertypes.
    /// - Parameter type: The possible supertype.
    /// - Returns: True when data of this type is also data of `type`.
    public func conforms(to type: UTType) -> Bool {
        self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not this type.
    /// - Parameter type: The possible subtype.
    /// - Returns: True for a strict supertype.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not `type`.
    /// - Parameter type: The possible supertype.
    /// - Returns: True for a strict subtype.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether the type is declared (in the table or in this process) rather than dynamic.
    public var isDeclared: Bool { !isDynamic && declaration != nil }

    /// Whether the type was made up for a tag no declared type has (`dyn.` identifiers).
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// Whether the type is one of the public types (identifiers starting with `public.`).
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    /// The identifier, as Apple's `description` gives it.
    public var description: String { identifier }

    /// The identifier, for debugging.
    public var debugDescription: String { identifier }

    /// Decodes a type from its identifier (a single string), as declared or not.
    /// - Parameter decoder: The decoder to read from.
    public init(from decoder: Decoder) throws {
        identifier = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the type as its identifier (a single string).
    /// - Parameter encoder: The encoder to write to.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}

/// A class of tags by which types are known: filename extensions or MIME types.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    /// The tag class's identifier, such as `public.filename-extension`.
    public let rawValue: String
    /// A tag class from its identifier.
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Filename extensions such as `txt`, without the dot.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types such as `text/plain`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}

extension URL {
    /// This URL with the preferred filename extension of `contentType` appended (unchanged when
    /// the type has none).
    /// - Parameter contentType: The type whose extension to append.
    /// - Returns: The URL with the extension.
    public func appendingPathExtension(for contentType: UTType) -> URL {
        guard let ext = contentType.preferredFilenameExtension, pathExtension.lowercased() != ext else { return self }
        return appendingPathExtension(ext)
    }

    /// This URL with a path component appended, given the preferred extension of `contentType`
    /// when it lacks one of that type.
    /// - Parameters:
    ///   - partialName: The component to append.
    ///   - contentType: The type of the item it names.
    /// - Returns: The URL of the item.
    public func appendingPathComponent(_ partialName: String, conformingTo contentType: UTType) -> URL {
        appendingPathComponent(partialName).appendingPathExtension(for: contentType)
    }
}

// MARK: - The table and the process's declarations

/// What is known of a type: its direct supertypes, tags and description.
struct UTTypeDeclaration: Sendable {
    var parents: [String]
    var extensions: [String] = []
    var mimeTypes: [String] = []
    var description: String?
}

/// The system table (UTTypeDeclarations.swift) and the types this process declared.
enum UTTypeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var declared: [String: UTTypeDeclaration] = [:]

    static let system: [String: UTTypeDeclaration] = Dictionary(UTTypeTable.entries.map { ($0.identifier, $0.declaration) },
                                                               uniquingKeysWith: { first, _ in first })

    static func declaration(of identifier: String) -> UTTypeDeclaration? {
        if let known = system[identifier] { return known }
        if let dynamic = dynamicDeclaration(identifier) { return dynamic }
        if let app = bundled[identifier] { return app }
        return lock.withLock { declared[identifier] }
    }

    /// The types the app's Info.plist exports and imports, as Launch Services registers them
    /// when the app is installed (the app's bundle in a compiled preview, `AppStrings.bundle`).
    static let bundled: [String: UTTypeDeclaration] = declarations(in: (AppStrings.bundle ?? .main).infoDictionary ?? [:])

    /// The type declarations of an Info.plist's `UTExportedTypeDeclarations` and `UTImportedTypeDeclarations`.
    static func declarations(in info: [String: Any]) -> [String: UTTypeDeclaration] {
        func strings(_ value: Any?) -> [String] { (value as? [String]) ?? (value as? String).map { [$0] } ?? [] }
        var found: [String: UTTypeDeclaration] = [:]
        for key in ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"] {
            for entry in info[key] as? [[String: Any]] ?? [] {
                guard let identifier = entry["UTTypeIdentifier"] as? String, system[identifier] == nil, found[identifier] == nil else { continue }
                let tags = entry["UTTypeTagSpecification"] as? [String: Any] ?? [:]
                found[identifier] = UTTypeDeclaration(parents: strings(entry["UTTypeConformsTo"]),
                                                      extensions: strings(tags["public.filename-extension"]),
                                                      mimeTypes: strings(tags["public.mime-type"]),
                                                      description: entry["UTTypeDescription"] as? String)
            }
        }
        return found
    }

    static func declare(_ identifier: String, conformingTo parent: UTType?) {
        guard system[identifier] == nil, !identifier.hasPrefix("dyn.") else { return }
        lock.withLock {
            if declared[identifier] == nil {
                declared[identifier] = UTTypeDeclaration(parents: parent.map { [$0.identifier] } ?? [])
            }
        }
    }

    /// The table's types with the tag, in the table's order, then the app's.
    static func types(tag: String, tagClass: UTTagClass) -> [UTType] {
        let wanted = tag.lowercased()
        func has(_ d: UTTypeDeclaration) -> Bool {
            let tags = tagClass == .filenameExtension ? d.extensions : tagClass == .mimeType ? d.mimeTypes : []
            return tags.contains { $0.lowercased() == wanted }
        }
        return UTTypeTable.entries.filter { has($0.declaration) }.map { UTType(known: $0.identifier) }
            + bundled.filter { has($0.value) }.keys.sorted().map { UTType(known: $0) }
    }

    // A dynamic identifier is `dyn.t` and the hexadecimal UTF-8 of
    // "<tag class>\u{1}<tag>\u{1}<supertype or empty>", so it can be read back.

    static func dynamicIdentifier(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> String {
        let text = [tagClass.rawValue, tag, supertype?.identifier ?? ""].joined(separator: "\u{1}")
        return "dyn.t" + text.utf8.map { String(format: "%02x", $0) }.joined()
    }

    static func dynamicDeclaration(_ identifier: String) -> UTTypeDeclaration? {
        guard identifier.hasPrefix("dyn.t") else { return nil }
        let hex = Array(identifier.utf8.dropFirst(5))
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        var i = 0
        while i < hex.count {
            guard let byte = UInt8(String(decoding: hex[i..<i + 2], as: UTF8.self), radix: 16) else { return nil }
            bytes.append(byte)
            i += 2
        }
        let parts = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\u{1}")
        guard parts.count == 3 else { return nil }
        var declaration = UTTypeDeclaration(parents: parts[2].isEmpty ? [] : [parts[2]])
        if parts[0] == UTTagClass.filenameExtension.rawValue { declaration.extensions = [parts[1]] }
        if parts[0] == UTTagClass.mimeType.rawValue { declaration.mimeTypes = [parts[1]] }
        return declaration
    }
}
