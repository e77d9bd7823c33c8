// `import PDFKit` on Linux: PDF documents read with Poppler (which the host installs) — their pages, sizes and text — and
// made in code from images (`PDFPage(image:)`, as apps build a zoomable photo view), and the
// `PDFView` apps wrap in a `UIViewRepresentable`, which keeps its document and display settings
// and is drawn as UIKit draws every representable, a labelled placeholder named after its type.
//
// Apple's PDFKit brings UIKit with it; this module re-exports it.
@_exported import UIKit
