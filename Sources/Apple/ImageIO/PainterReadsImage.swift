// Whether the painter decodes an image file. `Image` draws a file its loader cannot read as a
// labelled placeholder rather than failing, so image sources ask the loader of the environment
// the painter lays out in (Cairo's, which decodes the file) before drawing: this view's width is
// the answer, read from its rasterized size.
import Foundation
import Trellis

/// A 1 × 1 point view when the environment's image loader reads `file`, 2 × 1 when it cannot.
struct PainterReadsImage: View {
    /// The width, in pixels at scale 1, that means the file is read.
    nonisolated static let readableWidth = 1

    let file: URL
    @Environment(\.imageLoader) private var loader

    /// A probe of `file` (made off the main actor, where image sources are used).
    nonisolated init(file: URL) { self.file = file }

    var body: some View {
        Color.clear.frame(width: loader.pixelSize(of: file) == nil ? 2 : 1, height: 1)
    }
}
