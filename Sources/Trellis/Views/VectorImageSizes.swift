import Foundation

// The sizes of vector image files (PDF, SVG), which only a painter's libraries can read: the
// Cairo backend installs its reader the first time a process uses it (`CairoBackend`), so
// `ImageHeaderLoader` (what `UIImage(named:)` sizes images with) knows them wherever previews
// are drawn; where nothing is installed they are unreadable, as any other format.

/// Reads a vector image's size in points (its file is 1x), through the installed reader.
package enum VectorImageSizes {
    /// What a painter provides: the size of the vector image at a URL, or nil.
    package typealias Read = @Sendable (URL) -> CGSize?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: Read?

    /// Makes `read` the process's reader of vector image sizes.
    package static func install(_ read: @escaping Read) { lock.withLock { installed = read } }

    /// The size of the vector image at `url`, or nil when no reader is installed or it cannot read it.
    package static func size(of url: URL) -> CGSize? {
        guard ["pdf", "svg"].contains(url.pathExtension.lowercased()) else { return nil }
        return lock.withLock { installed }?(url)
    }
}
