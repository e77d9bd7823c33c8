// Running representations: every representation flattens into entries (a content type, a way to
// export, a way to import), which `exported(as:)` and `init(importing:contentType:)` search in
// order. And the conformances of Foundation's types that Apple's CoreTransferable declares.
import Combine
import Foundation
import UniformTypeIdentifiers

/// One way to export and/or import, with the item type erased.
struct TransferEntry: @unchecked Sendable {
    var exportType: UTType?
    var importType: UTType?
    var exporter: (@Sendable (Any) async throws -> Data)?
    var importer: (@Sendable (Data) async throws -> Any)?
    var suggestedName: @Sendable (Any) -> String? = { _ in nil }
    var condition: @Sendable (Any) -> Bool = { _ in true }
    var visibility: TransferRepresentationVisibility = .all
}

/// A built-in representation, which knows its entries.
protocol TransferEntryProviding {
    var transferEntries: [TransferEntry] { get }
}

enum TransferEntries {
    /// The entries of a representation: a built-in one's own, or its body's.
    static func of<R: TransferRepresentation>(_ representation: R) -> [TransferEntry] {
        if let provider = representation as? TransferEntryProviding { return provider.transferEntries }
        if R.Body.self == Never.self { return [] }
        return of(representation.body)
    }

    /// The entries of a transferable type's representation list.
    static func of<T: Transferable>(_ type: T.Type) -> [TransferEntry] { of(T.transferRepresentation) }
}

extension TupleTransferRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] { entries }
}

extension _ModifiedTransferRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] { entries }
}

extension _ConditionalTransferRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] { entries }
}

extension CodableRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] {
        let encoder = encoder, decoder = decoder
        let encode: (Any) throws -> Data = { item in try encoder.encode(item as! Item) }
        let decode: (Data) throws -> Any = { data in try decoder.decode(Item.self, from: data) }
        let coders = UncheckedBox((encode, decode))
        return [TransferEntry(exportType: contentType, importType: contentType,
                              exporter: { item in try coders.value.0(item) },
                              importer: { data in try coders.value.1(data) })]
    }
}

extension DataRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] {
        var entry = TransferEntry()
        if let export = exporting {
            entry.exportType = contentType
            entry.exporter = { (item: Any) async throws -> Data in try await export(item as! Item) }
        }
        if let read = importing {
            entry.importType = contentType
            entry.importer = { (data: Data) async throws -> Any in try await read(data) }
        }
        return [entry]
    }
}

extension FileRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] {
        var entry = TransferEntry()
        let type = contentType
        if let export = exporting {
            entry.exportType = contentType
            entry.exporter = { (item: Any) async throws -> Data in
                let sent = try await export(item as! Item)
                return try Data(contentsOf: sent.file)
            }
        }
        if let read = importing {
            entry.importType = contentType
            entry.importer = { (data: Data) async throws -> Any in
                let file = FileManager.default.temporaryDirectory
                    .appendingPathComponent("transfer-\(UUID().uuidString)").appendingPathExtension(for: type)
                try data.write(to: file)
                return try await read(ReceivedTransferredFile(file: file, isOriginalFile: false))
            }
        }
        return [entry]
    }
}

extension ProxyRepresentation: TransferEntryProviding {
    var transferEntries: [TransferEntry] {
        let exporting = exporting, importing = importing
        return TransferEntries.of(ProxyRepresentation.self).compactMap { proxy in
            var entry = TransferEntry()
            if let exporting, let export = proxy.exporter {
                entry.exportType = proxy.exportType
                entry.exporter = { item in try await export(try exporting(item as! Item)) }
                entry.suggestedName = { item in (try? exporting(item as! Item)).flatMap { proxy.suggestedName($0) } }
                entry.condition = { item in (try? exporting(item as! Item)).map { proxy.condition($0) } ?? false }
            }
            if let importing, let read = proxy.importer {
                entry.importType = proxy.importType
                entry.importer = { data in try importing(try await read(data) as! ProxyRepresentation) }
            }
            return entry.exporter == nil && entry.importer == nil ? nil : entry
        }
    }
}

/// A value kept across a `@Sendable` boundary; coders are used one call at a time.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// Why a transfer could not run.
struct TransferRepresentationError: LocalizedError, CustomStringConvertible {
    let description: String
    var errorDescription: String? { description }
}

extension Transferable {
    /// The content types this type can be exported as, in order of preference.
    /// - Parameter visibility: The processes the export is for (default: all).
    /// - Returns: The content types of the representations that export.
    public static func exportedContentTypes(_ visibility: TransferRepresentationVisibility = .all) -> [UTType] {
        var types: [UTType] = []
        for entry in TransferEntries.of(Self.self) where entry.exporter != nil && entry.visibility.level >= visibility.level {
            if let type = entry.exportType, !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// The content types this type can be imported from, in order of preference.
    /// - Returns: The content types of the representations that import.
    public static func importedContentTypes() -> [UTType] {
        var types: [UTType] = []
        for entry in TransferEntries.of(Self.self) where entry.importer != nil {
            if let type = entry.importType, !types.contains(type) { types.append(type) }
        }
        return types
    }

    /// The data of this value in a content type: the first representation whose type conforms
    /// to `contentType` (and whose exporting condition holds) makes it.
    /// - Parameter contentType: The content type wanted, such as `.json` or `.plainText`.
    /// - Returns: The data.
    /// - Throws: When no representation exports that type, or the representation fails.
    public func exported(as contentType: UTType) async throws -> Data {
        for entry in TransferEntries.of(Self.self) {
            guard let export = entry.exporter, let type = entry.exportType, type.conforms(to: contentType), entry.condition(self) else { continue }
            return try await export(self)
        }
        throw TransferRepresentationError(description: "\(Self.self) has no representation that exports \(contentType.identifier)")
    }

    /// A value made from data of a content type: the first representation whose type the data's
    /// type conforms to reads it (the first that imports when `contentType` is nil).
    /// - Parameters:
    ///   - data: The data.
    ///   - contentType: Its content type, or nil.
    /// - Throws: When no representation imports that type, or the representation fails.
    public init(importing data: Data, contentType: UTType?) async throws {
        for entry in TransferEntries.of(Self.self) {
            guard let read = entry.importer, let type = entry.importType else { continue }
            if let contentType, !contentType.conforms(to: type) { continue }
            guard let value = try await read(data) as? Self else { continue }
            self = value
            return
        }
        throw TransferRepresentationError(description: "\(Self.self) has no representation that imports \(contentType?.identifier ?? "data")")
    }
}

extension String: Transferable {
    /// Text: UTF-8 plain text both ways.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .utf8PlainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension Data: Transferable {
    /// Bytes: data of the generic `.data` type both ways.
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension URL: Transferable {
    /// A URL: its absolute string as `.url` data both ways (Linux: file URLs are not sent as files).
    public static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) }, importing: { data in
            guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                throw TransferRepresentationError(description: "the data is not a URL")
            }
            return url
        })
    }
}
