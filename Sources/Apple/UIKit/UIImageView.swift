import CoreGraphics
import Foundation

/// A view that shows an image (or an animation of images).
///
/// Linux: kept as set; a representable that shows one is drawn as its placeholder. Its size
/// follows UIKit's: the image's size in points, or none without an image.
open class UIImageView: UIView {
    /// The image shown (its size is the view's intrinsic size).
    open var image: UIImage? {
        didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image shows.
    open var isHighlighted = false
    /// The images of an animation.
    open var animationImages: [UIImage]?
    /// How long one cycle of the animation lasts (0: a thirtieth of a second per image).
    open var animationDuration: TimeInterval = 0
    /// How many times the animation repeats (0: forever).
    open var animationRepeatCount = 0
    /// Whether the animation runs: never on Linux.
    open private(set) var isAnimating = false

    /// A view of an image, the image's size.
    /// - Parameter image: The image.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// A view of an image and its highlighted one, the image's size.
    /// - Parameters:
    ///   - image: The image.
    ///   - highlightedImage: The image while highlighted.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    /// A view without an image.
    /// - Parameter frame: Its rectangle.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// The image's size, or none without an image.
    open override var intrinsicContentSize: CGSize {
        guard let image else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return image.size
    }
    /// Starts the animation: nothing animates on Linux.
    open func startAnimating() {}
    /// Stops the animation.
    open func stopAnimating() { isAnimating = false }
}
