// Reading HTML into an attributed string, as UIKit's document reading does
// (`NSAttributedString(data:options:documentAttributes:)` with `.documentType: .html`, and iOS 18's
// `NSAttributedString.fromHTML(_:)`), absent from Linux's Foundation. Linux: a reader in Swift
// (no WebKit) keeps the text with its basic styling — bold (`b`, `strong`, headings), italic
// (`i`, `em`), underline, strikethrough and links (`a href`, resolved against the base URL) — and
// the structure as text: paragraphs, headings, `div`s and table rows end in a line break, `br`
// breaks a line, list items start with a bullet; white space collapses as a browser's does,
// character references are decoded, and `head`, `style` and `script` are left out. Every run
// has a 12-pt system font (the size of Apple's reader's default font; the default attributes'
// `.font` when given), bold or italic where marked, kept as a SwiftUI `Font` under SwiftUI's
// attribute name rather than a `UIFont` under `.font` (Linux's Foundation traps comparing object
// values of neighbouring runs). Plain text documents are read as they are.
import Foundation
import UIKit

extension NSAttributedString {
    /// The kind of document an attributed string is read from or written to.
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The type's name.
        public let rawValue: String
        /// A type from its name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// An option for reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// An option from its name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type (a `DocumentType`); guessed from the data when absent.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding of the data (a `String.Encoding`'s raw value); UTF-8 when absent.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes every run starts with (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
        /// The base URL that relative links are resolved against.
        public static let baseURL = DocumentReadingOptionKey(rawValue: "BaseURL")
        /// How long to wait for the document to load (accepted).
        public static let timeout = DocumentReadingOptionKey(rawValue: "Timeout")
        /// The document's text size multiplier (accepted).
        public static let textSizeMultiplier = DocumentReadingOptionKey(rawValue: "TextSizeMultiplier")
        /// The source's file type (accepted).
        public static let sourceTextScaling = DocumentReadingOptionKey(rawValue: "SourceTextScaling")
    }

    /// An attribute of a whole document, reported when it is read.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The attribute's name.
        public let rawValue: String
        /// An attribute from its name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's type (a `DocumentType`).
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// The text encoding it was read with (a `String.Encoding`'s raw value).
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// The document's title (HTML's `title`).
        public static let title = DocumentAttributeKey(rawValue: "NSTitleDocumentAttribute")
    }

    /// Reads a document (HTML or plain text) into an attributed string.
    /// - Parameters:
    ///   - data: The document's bytes.
    ///   - options: `.documentType` (`.html` or `.plain`; guessed when absent), `.characterEncoding`,
    ///     `.defaultAttributes`, `.baseURL`.
    ///   - dict: Where to put the document's attributes (type, encoding, title), or nil.
    /// - Throws: `CocoaError(.fileReadCorruptFile)` when the bytes are not text in the encoding,
    ///   or `CocoaError(.fileReadUnsupportedScheme)` for RTF, which Linux does not read.
    public convenience init(data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:],
                            documentAttributes dict: UnsafeMutablePointer<NSDictionary?>?) throws {
        let (string, attributes) = try HTMLDocumentReader.read(data, options: options)
        dict?.pointee = NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) }))
        self.init(attributedString: string)
    }

    /// Reads an HTML string into an attributed string (iOS 18).
    /// - Parameters:
    ///   - htmlString: The HTML.
    ///   - baseURL: The URL relative links are resolved against.
    ///   - options: Reading options (`.defaultAttributes`, …).
    /// - Returns: The attributed string and the document's attributes.
    /// - Throws: Never for a string (kept `throws` for Apple's signature).
    public static func fromHTML(_ htmlString: String, baseURL: URL? = nil,
                                options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        try readHTML(Data(htmlString.utf8), baseURL: baseURL, options: options.merging([.characterEncoding: String.Encoding.utf8.rawValue]) { $1 })
    }

    /// Reads HTML data into an attributed string (iOS 18).
    /// - Parameters:
    ///   - data: The HTML's bytes.
    ///   - baseURL: The URL relative links are resolved against.
    ///   - options: Reading options (`.characterEncoding`, `.defaultAttributes`, …).
    /// - Returns: The attributed string and the document's attributes.
    /// - Throws: `CocoaError(.fileReadCorruptFile)` when the bytes are not text in the encoding.
    public static func fromHTML(_ data: Data, baseURL: URL? = nil,
                                options: [NSAttributedString.DocumentReadingOptionKey: Any] = [:]) async throws
        -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        try readHTML(data, baseURL: baseURL, options: options)
    }

    private static func readHTML(_ data: Data, baseURL: URL?, options: [NSAttributedString.DocumentReadingOptionKey: Any])
        throws -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        var options = options
        options[.documentType] = DocumentType.html
        if let baseURL { options[.baseURL] = baseURL }
        return try HTMLDocumentReader.read(data, options: options)
    }
}

/// Reads HTML and plain text documents into attributed strings.
enum HTMLDocumentReader {
    /// The size of the reader's default font, as Apple's.
    static let defaultFontSize: CGFloat = 12

    /// The document's attributed string and its attributes.
    static func read(_ data: Data, options: [NSAttributedString.DocumentReadingOptionKey: Any]) throws
        -> (NSAttributedString, [NSAttributedString.DocumentAttributeKey: Any]) {
        let encodingValue = (options[.characterEncoding] as? UInt) ?? (options[.characterEncoding] as? Int).map(UInt.init)
        let encoding = encodingValue.map { String.Encoding(rawValue: $0) } ?? .utf8
        guard let text = String(data: data, encoding: encoding) else { throw CocoaError(.fileReadCorruptFile) }
        let type = (options[.documentType] as? NSAttributedString.DocumentType)
            ?? (options[.documentType] as? String).map(NSAttributedString.DocumentType.init(rawValue:))
            ?? (text.range(of: "<[a-zA-Z!/]", options: .regularExpression) != nil ? .html : .plain)
        guard type == .html || type == .plain else { throw CocoaError(.fileReadUnsupportedScheme) }
        let defaults = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
        var attributes: [NSAttributedString.DocumentAttributeKey: Any] = [.documentType: type, .characterEncoding: encoding.rawValue]
        guard type == .html else { return (NSAttributedString(string: text, attributes: defaults), attributes) }
        var parser = HTMLTextBuilder(baseURL: options[.baseURL] as? URL, defaults: defaults)
        parser.parse(text)
        if let title = parser.title { attributes[.title] = title }
        return (parser.result, attributes)
    }
}
