// `import QuickLook` on Linux: previews of files — the preview controller apps present or wrap in
// a `UIViewControllerRepresentable` (`QLPreviewController`, with its data source and delegate),
// the items it previews (`QLPreviewItem`: file URLs), and SwiftUI's `quickLookPreview` modifiers,
// which Apple declares in this module.
//
// The controller keeps its data source, delegate and current item; a representable that makes
// one is drawn as UIKit draws every representable, a labelled placeholder named after its type.
// `quickLookPreview` presents over the screen while its binding holds a URL, as Quick Look does
// (QuickLookPreviewScreen.swift): an image file is drawn, any other file as a placeholder.
//
// Apple's QuickLook brings UIKit with it (its controller is UIKit's); this module re-exports it.
@_exported import UIKit
