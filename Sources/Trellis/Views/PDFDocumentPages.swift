import Foundation
import Synchronization

// The pages of a PDF document (PDFKit's `PDFDocument`), which only a painter's libraries can
// read: the Cairo backend installs its reader (Poppler) the first time a process uses it
// (`CairoBackend`), as it does for vector images' sizes; where nothing is installed a PDF is
// unreadable.

/// Reads a PDF document's pages through the installed reader.
package enum PDFDocumentPages {
    /// One page: its media box's size in points, its text and its label.
    package struct Page: Sendable, Equatable {
        package var size: CGSize
        package var text: String?
        package var label: String?

        package init(size: CGSize, text: String?, label: String?) {
            (self.size, self.text, self.label) = (size, text, label)
        }
    }

    /// What a painter provides: the pages of the PDF in the data, or nil when it is not one.
    package typealias Read = @Sendable (Data) -> [Page]?

    private static let installed = Mutex<Read?>(nil)

    /// Makes `read` the process's reader of PDF documents.
    package static func install(_ read: @escaping Read) { installed.withLock { $0 = read } }

    /// The pages of the PDF in `data`, or nil when no reader is installed or it cannot read it.
    package static func pages(of data: Data) -> [Page]? {
        installed.withLock { $0 }?(data)
    }
}
