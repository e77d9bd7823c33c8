import EventKitUI
import Foundation
import PDFKit
import Testing
import TrellisCairo

/// PDFKit's documents read with Poppler (pages, sizes, text, labels) and made from images, the
/// `PDFView` apps wrap; EventKitUI's editor, viewer and chooser and what they tell delegates.
@Suite struct PDFKitEventKitUITests {
    /// A PDF of pages with these media boxes and texts (Helvetica), with a correct
    /// cross-reference table.
    static func pdf(_ pages: [(width: Int, height: Int, text: String)]) -> Data {
        var objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [\(pages.indices.map { "\(4 + 2 * $0) 0 R" }.joined(separator: " "))] /Count \(pages.count) >>",
                       "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
        for page in pages {
            let content = "BT /F1 12 Tf 20 20 Td (\(page.text)) Tj ET"
            objects.append("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(page.width) \(page.height)] /Resources << /Font << /F1 3 0 R >> >> /Contents \(objects.count + 2) 0 R >>")
            objects.append("<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream")
        }
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let start = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n" + offsets.map { String(format: "%010d 00000 n \n", $0) }.joined()
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(start)\n%%EOF\n"
        return Data(text.utf8)
    }

    @Test func aDocumentReadsItsPagesSizesAndText() throws {
        _ = CairoBackend.backend()  // Poppler reads PDFs in a host that draws.
        let data = Self.pdf([(612, 792, "First page"), (300, 200, "Receipt")])
        let document = try #require(PDFDocument(data: data))
        #expect(document.pageCount == 2)
        let receipt = try #require(document.page(at: 1))
        #expect(receipt.bounds(for: .mediaBox) == CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(receipt.string?.contains("Receipt") == true && document.string?.contains("First page") == true)
        #expect(receipt.label == "2" && receipt.document === document && document.index(for: receipt) == 1)
        receipt.rotation = 90
        #expect(receipt.bounds(for: .cropBox).size == CGSize(width: 200, height: 300))
        #expect(document.page(at: 2) == nil && document.dataRepresentation() == data)
        // From a file; what is not a PDF is nil.
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pdfkit-\(UUID().uuidString).pdf")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(PDFDocument(url: url)?.documentURL == url)
        #expect(PDFDocument(data: Data("%PDF-1.4\nnot a document\n".utf8)) == nil && PDFDocument(data: Data()) == nil)
        #expect(PDFDocument(url: url.appendingPathExtension("missing")) == nil)
    }

    /// SwiftUI-WorkoutApp's zoomable photo: an empty document, a page of an image, a view that fits it.
    @Test func aPageOfAnImageInAViewThatFitsIt() throws {
        let view = PDFView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        view.document = PDFDocument()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 780, height: 400)).image { _ in }
        let page = try #require(PDFPage(image: image))
        view.document?.insert(page, at: 0)
        view.autoScales = true
        #expect(view.document?.pageCount == 1 && page.bounds(for: .mediaBox).size == CGSize(width: 780, height: 400))
        view.go(to: page)
        #expect(view.currentPage === page && abs(view.scaleFactorForSizeToFit - 0.5) < 1e-9)
        #expect(!view.canGoToNextPage && !view.canGoToPreviousPage)
        view.document?.insert(PDFPage(), at: 1)
        #expect(view.canGoToNextPage)
        view.goToNextPage(nil)
        #expect(view.currentPage?.bounds(for: .mediaBox).size == CGSize(width: 612, height: 792) && view.canGoToPreviousPage)
        view.scaleFactor = 50
        #expect(view.scaleFactor == view.maxScaleFactor)
        // A document changed in code has no bytes to write (Linux writes no PDF).
        #expect(view.document?.dataRepresentation() == nil)
    }

    final class Listener: NSObject, EKEventEditViewDelegate, EKCalendarChooserDelegate {
        var actions: [EKEventEditViewAction] = []
        var changes = 0
        func eventEditViewController(_ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction) {
            actions.append(action)
        }
        func calendarChooserSelectionDidChange(_ calendarChooser: EKCalendarChooser) { changes += 1 }
    }

    /// SwiftUI-WorkoutApp's "add to calendar": an editor of an event, cancelled in code.
    @Test func theEditorKeepsItsEventAndTellsItsDelegate() {
        let store = EKEventStore()
        let editor = EKEventEditViewController()
        let listener = Listener()
        editor.eventStore = store
        editor.editViewDelegate = listener
        let event = EKEvent(eventStore: store)
        event.title = "Workout in the park"
        editor.event = event
        #expect(editor.event?.title == "Workout in the park" && editor.eventStore === store)
        editor.cancelEditing()
        #expect(listener.actions == [.canceled])
        let chooser = EKCalendarChooser(selectionStyle: .multiple, displayStyle: .writableCalendarsOnly, entityType: .event, eventStore: store)
        chooser.delegate = listener
        chooser.selectedCalendars = []
        #expect(listener.changes == 1 && chooser.selectionStyle == .multiple)
    }
}
