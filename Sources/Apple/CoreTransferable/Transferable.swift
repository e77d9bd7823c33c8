// `import CoreTransferable` on Linux (Apple's SwiftUI re-exports it, and so does ours): the
// `Transferable` protocol and its representations. There is no drag and drop, pasteboard or
// share sheet to hand data to, but the representations work: `exported(as:)` and
// `init(importing:contentType:)` run them (Codable as JSON, data, files, proxies).
import Combine
import Foundation
import UniformTypeIdentifiers

/// A type that says how to turn its values into data of some content types and back, for drag
/// and drop, copy and paste, `ShareLink` and file import and export.
///
/// Conform by declaring `transferRepresentation`, a list of representations in order of
/// preference:
///
/// ```swift
/// struct Note: Codable, Transferable {
///     var text: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.text)
///     }
/// }
/// ```
///
/// Linux: nothing transfers between apps; `exported(as:)`, `init(importing:contentType:)`,
/// `exportedContentTypes(_:)` and `importedContentTypes()` run the representations in process.
public protocol Transferable: Sendable {
    /// The type of the representation list.
    associatedtype Representation: TransferRepresentation
    /// How values of this type become data and back, most preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a `Transferable` type becomes data of a content type, or is made from it; or a list
/// of such ways (`body`).
///
/// Write your own by composing others in `body`; the built-in ones (`CodableRepresentation`,
/// `DataRepresentation`, `FileRepresentation`, `ProxyRepresentation`) have no body.
public protocol TransferRepresentation: Sendable {
    /// The type the representation transfers.
    associatedtype Item: Transferable
    /// The type of the representations this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of.
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: Transferable {
    /// `Never` is its own representation type, ending the chain of built-in representations.
    public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

extension Never: TransferRepresentation {
    /// `Never` transfers nothing.
    public typealias Item = Never
    /// There is no value of `Never`, so no body is ever asked for.
    public var body: Never { fatalError("Never has no body") }
}

extension TransferRepresentation where Body == Never {
    /// Built-in representations are run by CoreTransferable and have no body; calling this stops
    /// the program.
    public var body: Never { fatalError("\(Self.self) is a built-in representation") }
}

/// Builds a list of representations from the statements of `transferRepresentation`.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation of the item type, as written.
    /// - Parameter content: The representation.
    /// - Returns: The same representation.
    public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// A Codable representation, whose item type is the builder's.
    /// - Parameter content: The representation.
    /// - Returns: The same representation.
    public static func buildExpression<Encoder, Decoder>(_ content: CodableRepresentation<Item, Encoder, Decoder>)
        -> CodableRepresentation<Item, Encoder, Decoder> where Item: Codable { content }

    /// One representation is its own list.
    /// - Parameter content: The representation.
    /// - Returns: The same representation.
    public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R where R.Item == Item { content }

    /// 2 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation>(_ r1: R1, _ r2: R2)
        -> TupleTransferRepresentation<Item, (R1, R2)> where R1.Item == Item, R2.Item == Item {
        TupleTransferRepresentation(value: (r1, r2), entries: TransferEntries.of(r1) + TransferEntries.of(r2))
    }

    /// 3 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3)
        -> TupleTransferRepresentation<Item, (R1, R2, R3)> where R1.Item == Item, R2.Item == Item, R3.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3))
    }

    /// 4 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4))
    }

    /// 5 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5))
    }

    /// 6 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5, R6)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5, r6), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5) + TransferEntries.of(r6))
    }

    /// 7 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5, R6, R7)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5, r6, r7), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5) + TransferEntries.of(r6) + TransferEntries.of(r7))
    }

    /// 8 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation, R8: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5, R6, R7, R8)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item, R8.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5, r6, r7, r8), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5) + TransferEntries.of(r6) + TransferEntries.of(r7) + TransferEntries.of(r8))
    }

    /// 9 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation, R8: TransferRepresentation, R9: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8, _ r9: R9)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5, R6, R7, R8, R9)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item, R8.Item == Item, R9.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5, r6, r7, r8, r9), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5) + TransferEntries.of(r6) + TransferEntries.of(r7) + TransferEntries.of(r8) + TransferEntries.of(r9))
    }

    /// 10 representations, tried in the order written.
    /// - Returns: Them, as one representation.
    public static func buildBlock<R1: TransferRepresentation, R2: TransferRepresentation, R3: TransferRepresentation, R4: TransferRepresentation, R5: TransferRepresentation, R6: TransferRepresentation, R7: TransferRepresentation, R8: TransferRepresentation, R9: TransferRepresentation, R10: TransferRepresentation>(_ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4, _ r5: R5, _ r6: R6, _ r7: R7, _ r8: R8, _ r9: R9, _ r10: R10)
        -> TupleTransferRepresentation<Item, (R1, R2, R3, R4, R5, R6, R7, R8, R9, R10)> where R1.Item == Item, R2.Item == Item, R3.Item == Item, R4.Item == Item, R5.Item == Item, R6.Item == Item, R7.Item == Item, R8.Item == Item, R9.Item == Item, R10.Item == Item {
        TupleTransferRepresentation(value: (r1, r2, r3, r4, r5, r6, r7, r8, r9, r10), entries: TransferEntries.of(r1) + TransferEntries.of(r2) + TransferEntries.of(r3) + TransferEntries.of(r4) + TransferEntries.of(r5) + TransferEntries.of(r6) + TransferEntries.of(r7) + TransferEntries.of(r8) + TransferEntries.of(r9) + TransferEntries.of(r10))
    }
}

/// Several representations in a row, as `TransferRepresentationBuilder` combines them.
public struct TupleTransferRepresentation<Item: Transferable, Value>: TransferRepresentation, @unchecked Sendable {
    /// A list has no body of its own; its representations are tried in order.
    public typealias Body = Never
    let value: Value
    let entries: [TransferEntry]
}

// MARK: - Built-in representations

/// A representation that encodes the item with `Codable`: JSON by default.
///
/// Linux: exporting encodes with the encoder and importing decodes with the decoder, for real.
public struct CodableRepresentation<Item, Encoder, Decoder>: TransferRepresentation, @unchecked Sendable
where Item: Transferable & Codable, Encoder: TopLevelEncoder, Decoder: TopLevelDecoder,
      Encoder.Output == Data, Decoder.Input == Data {
    /// Built in: no body.
    public typealias Body = Never
    let contentType: UTType
    let encoder: Encoder
    let decoder: Decoder

    /// Items as JSON of a content type (usually your own, declared with `UTType(exportedAs:)`).
    /// - Parameters:
    ///   - itemType: The item type (inferred).
    ///   - contentType: The content type of the encoded data.
    public init(for itemType: Item.Type = Item.self, contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
        self.init(for: itemType, contentType: contentType, encoder: JSONEncoder(), decoder: JSONDecoder())
    }

    /// Items encoded and decoded with your coders.
    /// - Parameters:
    ///   - itemType: The item type (inferred).
    ///   - contentType: The content type of the encoded data.
    ///   - encoder: The encoder that makes the data.
    ///   - decoder: The decoder that reads it.
    public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
        self.encoder = encoder
        self.decoder = decoder
    }
}

/// A representation as data in memory, made and read by your closures.
///
/// Linux: `exported(as:)` and `init(importing:contentType:)` call the closures.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    /// Built in: no body.
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    /// Data of a content type both ways.
    /// - Parameters:
    ///   - contentType: The data's content type.
    ///   - exporting: Makes the data of an item.
    ///   - importing: Makes an item of data.
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
                importing: @escaping @Sendable (Data) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Data of a content type, exported only.
    /// - Parameters:
    ///   - exportedContentType: The data's content type.
    ///   - exporting: Makes the data of an item.
    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// Data of a content type, imported only.
    /// - Parameters:
    ///   - importedContentType: The data's content type.
    ///   - importing: Makes an item of data.
    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }
}

/// A file sent by a `FileRepresentation`'s exporting closure.
public struct SentTransferredFile: Sendable {
    /// Where the file is.
    public let file: URL
    /// Whether the receiver may open the file where it is rather than a copy.
    public let allowAccessingOriginalFile: Bool
    /// A file to send.
    /// - Parameters:
    ///   - file: Where the file is.
    ///   - allowAccessingOriginalFile: Whether the receiver may use it in place (default false).
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

/// A file handed to a `FileRepresentation`'s importing closure.
///
/// Linux: the file is a copy in the temporary folder (`isOriginalFile` is false).
public struct ReceivedTransferredFile: Sendable {
    /// Where the received file is.
    public let file: URL
    /// Whether this is the sender's file itself rather than a copy.
    public let isOriginalFile: Bool
    init(file: URL, isOriginalFile: Bool) {
        self.file = file
        self.isOriginalFile = isOriginalFile
    }
}

/// A representation as a file on disk, for large data such as movies.
///
/// Linux: exporting reads the file the closure sends; importing writes the data to a temporary
/// file and hands it to the closure.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    /// Built in: no body.
    public typealias Body = Never
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> SentTransferredFile)?
    let importing: (@Sendable (ReceivedTransferredFile) async throws -> Item)?

    /// Files of a content type both ways.
    /// - Parameters:
    ///   - contentType: The files' content type.
    ///   - shouldAttemptToOpenInPlace: Whether to ask for the original file; accepted, the file is a copy on Linux.
    ///   - exporting: Gives the file of an item.
    ///   - importing: Makes an item of a received file.
    public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    /// Files of a content type, exported only.
    /// - Parameters:
    ///   - exportedContentType: The files' content type.
    ///   - shouldAllowToOpenInPlace: Whether receivers may open the file in place; accepted.
    ///   - exporting: Gives the file of an item.
    public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
                exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    /// Files of a content type, imported only.
    /// - Parameters:
    ///   - importedContentType: The files' content type.
    ///   - shouldAttemptToOpenInPlace: Whether to ask for the original file; accepted.
    ///   - importing: Makes an item of a received file.
    public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
                importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }
}

/// A representation that transfers the item as another transferable type (a `String`, a `URL`,
/// an image), using that type's representations.
///
/// Linux: exporting converts and exports the proxy; importing imports the proxy and converts.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    /// Built in: no body.
    public typealias Body = Never
    let exporting: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Imports the item from the proxy type only.
    /// - Parameter importing: Makes an item of a proxy value.
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporting = nil
        self.importing = importing
    }

    /// Exports the item as the proxy type only, often with a key path: `ProxyRepresentation(exporting: \.url)`.
    /// - Parameter exporting: Makes the proxy value of an item.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
        importing = nil
    }

    /// Both ways through the proxy type.
    /// - Parameters:
    ///   - exporting: Makes the proxy value of an item.
    ///   - importing: Makes an item of a proxy value.
    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
                importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
        self.importing = importing
    }
}

// MARK: - Representation modifiers

/// Who a representation is offered to when exporting.
public struct TransferRepresentationVisibility: Hashable, Sendable {
    let level: Int
    /// Every process (the default).
    public static let all = TransferRepresentationVisibility(level: 3)
    /// Apps of the same development team.
    public static let team = TransferRepresentationVisibility(level: 2)
    /// Apps of the same app group.
    public static let group = TransferRepresentationVisibility(level: 1)
    /// This process only.
    public static let ownProcess = TransferRepresentationVisibility(level: 0)
}

/// A representation with a suggested file name, an exporting condition or a visibility.
public struct _ModifiedTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, @unchecked Sendable {
    /// Modifies its base; no body of its own.
    public typealias Body = Never
    /// The item type of the base.
    public typealias Item = Base.Item
    let entries: [TransferEntry]
}

/// A representation offered for export only when a condition on the item holds.
public struct _ConditionalTransferRepresentation<Base: TransferRepresentation>: TransferRepresentation, @unchecked Sendable {
    /// Modifies its base; no body of its own.
    public typealias Body = Never
    /// The item type of the base.
    public typealias Item = Base.Item
    let entries: [TransferEntry]
}

extension TransferRepresentation {
    /// Suggests a name for files made from this representation (a share sheet's or a drop's).
    /// - Parameter fileName: The name, with or without an extension.
    /// - Returns: The representation with the name.
    public func suggestedFileName(_ fileName: String) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(entries: TransferEntries.of(self).map { var e = $0; e.suggestedName = { _ in fileName }; return e })
    }

    /// Suggests a name per item for files made from this representation.
    /// - Parameter fileName: The name of an item's file, or nil for none.
    /// - Returns: The representation with the names.
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(entries: TransferEntries.of(self).map {
            var e = $0
            e.suggestedName = { item in (item as? Item).flatMap(fileName) }
            return e
        })
    }

    /// Offers the representation for export only for items for which `condition` is true.
    /// - Parameter condition: Whether an item may be exported this way.
    /// - Returns: The conditional representation.
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> _ConditionalTransferRepresentation<Self> {
        _ConditionalTransferRepresentation(entries: TransferEntries.of(self).map {
            var e = $0
            let previous = e.condition
            e.condition = { item in previous(item) && ((item as? Item).map(condition) ?? false) }
            return e
        })
    }

    /// Limits who the representation is offered to.
    /// - Parameter visibility: The processes that may receive it.
    /// - Returns: The representation with the visibility.
    public func visibility(_ visibility: TransferRepresentationVisibility) -> _ModifiedTransferRepresentation<Self> {
        _ModifiedTransferRepresentation(entries: TransferEntries.of(self).map { var e = $0; e.visibility = visibility; return e })
    }
}
