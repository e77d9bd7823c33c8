import Foundation
import Trellis
import UIKit

/// A PDF document: its pages, read from a file or data (by Poppler, in a host that draws), or
/// added in code.
open class PDFDocument: NSObject {
    /// The file it was read from.
    open private(set) var documentURL: URL?
    private var pages: [PDFPage] = []
    private var data: Data?

    /// An empty document, for pages added in code.
    public override init() { super.init() }

    /// The document in the PDF file at `url`; nil when it cannot be read as a PDF.
    /// - Parameter url: A file URL.
    public convenience init?(url: URL) {
        guard url.isFileURL, let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data)
        documentURL = url
    }

    /// The document in `data`; nil when it is not a PDF.
    /// - Parameter data: A PDF file's bytes.
    public init?(data: Data) {
        guard let read = Self.read(data) else { return nil }
        pages = read
        self.data = data
        super.init()
        for page in pages { page.document = self }
    }

    /// How many pages it has.
    open var pageCount: Int { pages.count }

    /// The page at `index` (nil past the end).
    /// - Parameter index: From 0.
    /// - Returns: The page.
    open func page(at index: Int) -> PDFPage? { pages.indices.contains(index) ? pages[index] : nil }

    /// Where `page` is in the document (`NSNotFound` when it is not).
    /// - Parameter page: A page.
    /// - Returns: Its index.
    open func index(for page: PDFPage) -> Int { pages.firstIndex { $0 === page } ?? NSNotFound }

    /// Inserts `page` at `index`.
    /// - Parameters:
    ///   - page: The page.
    ///   - index: From 0 to `pageCount`.
    open func insert(_ page: PDFPage, at index: Int) {
        precondition(index >= 0 && index <= pages.count, "PDFDocument.insert: index \(index) is out of bounds (\(pages.count) pages)")
        pages.insert(page, at: index)
        page.document = self
        data = nil
    }

    /// Removes the page at `index`.
    /// - Parameter index: From 0.
    open func removePage(at index: Int) {
        precondition(pages.indices.contains(index), "PDFDocument.removePage: index \(index) is out of bounds (\(pages.count) pages)")
        pages.remove(at: index).document = nil
        data = nil
    }

    /// Swaps two pages.
    /// - Parameters:
    ///   - indexA: A page's index.
    ///   - indexB: Another's.
    open func exchangePage(at indexA: Int, withPageAt indexB: Int) {
        pages.swapAt(indexA, indexB)
        data = nil
    }

    /// The text of every page, one after the other (nil when no page has text).
    open var string: String? {
        let text = pages.compactMap(\.string).joined(separator: "\n")
        return text.isEmpty ? nil : text
    }

    /// Whether a password is needed to read it (Linux: documents that need one are not read).
    open var isLocked: Bool { false }

    /// Whether it is encrypted.
    open var isEncrypted: Bool { false }

    /// Unlocks an encrypted document (Linux: there are none open).
    /// - Parameter password: The password.
    /// - Returns: Whether the document is unlocked.
    open func unlock(withPassword password: String) -> Bool { true }

    /// The PDF's bytes, as read (nil for a document changed or made in code: Linux writes no PDF).
    /// - Returns: The data.
    open func dataRepresentation() -> Data? { data }

    /// Writes the PDF to `url` (Linux: only a document as it was read).
    /// - Parameter url: A file URL.
    /// - Returns: Whether it was written.
    @discardableResult
    open func write(to url: URL) -> Bool {
        guard let data else { return false }
        return (try? data.write(to: url)) != nil
    }

    /// The pages of a PDF in `data`, with their sizes and text; nil when it cannot be read (by
    /// Poppler, which the host installs: `PDFDocumentPages`).
    static func read(_ data: Data) -> [PDFPage]? {
        PDFDocumentPages.pages(of: data)?.map { PDFPage(size: $0.size, text: $0.text, label: $0.label) }
    }
}
