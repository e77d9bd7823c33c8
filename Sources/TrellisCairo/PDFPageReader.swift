import CPoppler
import Foundation
import Trellis

/// Poppler's reading of a PDF document's pages (size, text, label), installed by the Cairo
/// backend as the process's `PDFDocumentPages` reader (PDFKit's `PDFDocument`).
enum PDFPageReader {
    /// The pages of the PDF in `data`; nil when Poppler cannot read it.
    static func pages(_ data: Data) -> [PDFDocumentPages.Page]? {
        guard !data.isEmpty else { return nil }
        return data.withUnsafeBytes { raw -> [PDFDocumentPages.Page]? in
            let bytes = g_bytes_new(raw.baseAddress, gsize(raw.count))
            defer { g_bytes_unref(bytes) }
            var error: UnsafeMutablePointer<GError>?
            guard let document = poppler_document_new_from_bytes(bytes, nil, &error) else {
                if error != nil { g_error_free(error) }
                return nil
            }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            return (0..<poppler_document_get_n_pages(document)).compactMap { index in
                guard let page = poppler_document_get_page(document, index) else { return nil }
                defer { g_object_unref(UnsafeMutableRawPointer(page)) }
                var width = 0.0, height = 0.0
                poppler_page_get_size(page, &width, &height)
                return PDFDocumentPages.Page(size: CGSize(width: width, height: height),
                                             text: taken(poppler_page_get_text(page)), label: taken(poppler_page_get_label(page)))
            }
        }
    }

    /// A string Poppler allocated, freed.
    private static func taken(_ chars: UnsafeMutablePointer<CChar>?) -> String? {
        guard let chars else { return nil }
        defer { g_free(chars) }
        return String(cString: chars)
    }
}
