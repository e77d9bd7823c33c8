// SwiftUI's Quick Look modifiers, which Apple declares in QuickLook: a preview of a URL, or of
// one URL among several, presented over the whole screen while the binding holds it (Quick Look
// presents full screen on an iPhone); Done sets the binding back to nil, as dismissing does.
import Foundation
import SwiftUI
import Trellis

nonisolated extension View {
    /// Presents a Quick Look preview of the file the binding holds, over the screen, until it is
    /// nil; Done sets it to nil.
    /// - Parameter item: The file's URL, or nil for no preview.
    /// - Returns: The view that presents it.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View {
        fullScreenCover(isPresented: QuickLookPresentation.isPresented(item) { _ in true }) {
            if let url = item.wrappedValue { QuickLookPreviewScreen(url: url, position: nil) { item.wrappedValue = nil } }
        }
    }

    /// Presents a Quick Look preview of one of several files, over the screen, while the
    /// selection holds one of them; Done sets it to nil. A selection not among the items is no
    /// preview, as Apple documents.
    /// - Parameters:
    ///   - selection: The file shown, or nil for no preview.
    ///   - items: The files a person can page through.
    /// - Returns: The view that presents them.
    public func quickLookPreview<Items: RandomAccessCollection>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items.Element == URL {
        let urls = Array(items)
        return fullScreenCover(isPresented: QuickLookPresentation.isPresented(selection) { urls.contains($0) }) {
            if let url = selection.wrappedValue, let index = urls.firstIndex(of: url) {
                QuickLookPreviewScreen(url: url, position: (index, urls.count)) { selection.wrappedValue = nil }
            }
        }
    }
}

/// The presentation's state read from the modifiers' bindings.
enum QuickLookPresentation {
    /// Shown while the binding holds a URL that may be shown; dismissing sets it to nil.
    static func isPresented(_ item: Binding<URL?>, showable: @escaping (URL) -> Bool) -> Binding<Bool> {
        Binding(get: { item.wrappedValue.map(showable) ?? false },
                set: { if !$0 { item.wrappedValue = nil } })
    }
}
