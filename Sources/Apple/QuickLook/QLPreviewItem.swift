// What Quick Look previews: an item with a file URL and an optional title. URLs are items, as
// `NSURL` is on Apple's platforms.
import Foundation

/// An item Quick Look can preview.
///
/// On Apple's platforms the protocol is Objective-C's and `NSURL` conforms, so apps return
/// `url as NSURL` or `url as QLPreviewItem` (a bridged `URL`). Linux has no such bridging, so
/// `URL` conforms itself and the protocol does not ask for an object.
public protocol QLPreviewItem {
    /// The file to preview.
    var previewItemURL: URL? { get }
    /// The title shown (nil: the file's name).
    var previewItemTitle: String? { get }
}

extension QLPreviewItem {
    /// No title: the file's name is shown.
    public var previewItemTitle: String? { nil }
}

extension NSURL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self as URL }
}

extension URL: QLPreviewItem {
    /// The URL itself.
    public var previewItemURL: URL? { self }
}
