// What `quickLookPreview` presents, drawn as Quick Look's screen is: a navigation bar with Done
// and the file's name ("2 of 5" under it among several), and the file. An image file is drawn
// scaled to fit; any other file (a PDF, a document, a model) as a placeholder of Quick Look's
// controller, which Linux cannot render.
import Foundation
import SwiftUI
import Trellis
import UIKit
import UniformTypeIdentifiers

nonisolated struct QuickLookPreviewScreen: View {
    let url: URL
    /// The file's index and the count, among several files.
    let position: (index: Int, count: Int)?
    let done: () -> Void

    var body: some View {
        NavigationStack {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .navigationTitle(title)
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Done", action: done) }
                }
        }
    }

    private var title: String {
        guard let position, position.count > 1 else { return url.lastPathComponent }
        return "\(url.lastPathComponent) (\(position.index + 1) of \(position.count))"
    }

    @ViewBuilder private var content: some View {
        if let image = Self.image(at: url) {
            Image(uiImage: image).resizable().scaledToFit()
        } else {
            FrameworkPlaceholder("QLPreviewController", framework: "QuickLook")
        }
    }

    /// The image of an image file, or nil.
    private static func image(at url: URL) -> UIImage? {
        guard url.isFileURL, UTType(filenameExtension: url.pathExtension)?.conforms(to: .image) == true,
              let image = UIImage(contentsOfFile: url.path), image.size != .zero else { return nil }
        return image
    }
}
