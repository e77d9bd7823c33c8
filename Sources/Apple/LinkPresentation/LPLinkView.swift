// The rich link view apps show in a `UIViewRepresentable`: its metadata, kept as set. Linux
// draws it as UIKit's views are drawn, a placeholder.
import Foundation
import UIKit

/// A view of a rich link: its title, icon and image, as Messages shows links.
open class LPLinkView: UIView {
    /// What the view shows.
    open var metadata: LPLinkMetadata

    /// A view of metadata.
    /// - Parameter metadata: The metadata.
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }

    /// A view of a URL before its metadata is fetched: the URL alone.
    /// - Parameter url: The URL.
    public convenience init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.init(metadata: metadata)
    }

    /// A view of no metadata, in a frame.
    /// - Parameter frame: The frame.
    public convenience override init(frame: CGRect) {
        self.init(metadata: LPLinkMetadata())
        self.frame = frame
    }

    /// Made from an archive such as a storyboard (Linux: none is read): a view of no metadata.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(metadata: LPLinkMetadata()) }
}
