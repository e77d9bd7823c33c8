// An item's artwork, made at the size asked for: the system asks the handler when it draws the
// Lock Screen (never, in a preview); `image(at:)` asks it the same way.
import Foundation
import UIKit

/// An item's artwork: an image the app makes at each size asked for.
open class MPMediaItemArtwork: NSObject, @unchecked Sendable {
    /// The artwork's bounds at its full size.
    public let bounds: CGRect
    private let requestHandler: (CGSize) -> UIImage

    /// Artwork of a size, whose image the handler makes at the size asked for.
    /// - Parameters:
    ///   - boundsSize: The artwork's full size.
    ///   - requestHandler: Makes the image at a size.
    public init(boundsSize: CGSize, requestHandler: @escaping (CGSize) -> UIImage) {
        bounds = CGRect(origin: .zero, size: boundsSize)
        self.requestHandler = requestHandler
        super.init()
    }

    /// Artwork of an image, at the image's size (deprecated for `init(boundsSize:requestHandler:)`).
    /// - Parameter image: The image.
    public convenience init(image: UIImage) {
        self.init(boundsSize: image.size) { _ in image }
    }

    /// The part of the image that is the artwork: all of it.
    open var imageCropRect: CGRect { bounds }

    /// The image at a size, made by the handler.
    /// - Parameter size: The size wanted.
    /// - Returns: The image.
    open func image(at size: CGSize) -> UIImage? { requestHandler(size) }
}
