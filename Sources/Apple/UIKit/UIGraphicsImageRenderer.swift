import Foundation

// Drawing into a bitmap with UIKit (`UIGraphicsImageRenderer`), and saving an image to the
// photo library: Linux has no Core Graphics context to draw UIKit views into, so a renderer makes
// an image of its size with nothing drawn — except that an image drawn into it
// (`UIImage.draw(in:)`, `draw(at:)`, the way apps resize photos) becomes the picture of the image
// made, at the renderer's size — and the photo library keeps nothing.

/// The format of a renderer's images.
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point.
    open var scale: CGFloat = 1
    /// Whether the images have no transparency.
    open var opaque = false
    /// Whether the images keep colours outside sRGB (accepted).
    open var preferredRange: Range = .automatic

    /// The colour range of a renderer's images.
    public enum Range: Int, Sendable {
        /// The device decides.
        case automatic = 0
        /// Extended (wide) colour.
        case extended = 1
        /// Standard sRGB.
        case standard = 2
    }

    /// A format of one pixel per point, with transparency.
    public override init() { super.init() }

    /// A format with a scale and opacity.
    /// - Parameters:
    ///   - scale: Pixels per point.
    ///   - opaque: Whether the images have no transparency.
    init(scale: CGFloat, opaque: Bool) {
        self.scale = scale
        self.opaque = opaque
        super.init()
    }

    /// The format of the main screen (its scale).
    /// - Returns: A new format.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: UIScreen.main.scale, opaque: false) }
    /// The default format (the main screen's scale).
    /// - Returns: A new format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: UIScreen.main.scale, opaque: false) }
}

extension UIImage {
    /// A renderer format that keeps this image as it is: its scale, opaque when it has no
    /// transparency to keep (Linux: never assumed opaque).
    public var imageRendererFormat: UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat(scale: scale, opaque: false) }

    /// Draws the image scaled to fill a rectangle of the current image context (the renderer
    /// whose `image(actions:)` is running, or a context begun with
    /// `UIGraphicsBeginImageContextWithOptions`). Linux: when the rectangle covers the context,
    /// the image made is this picture at the context's size; nothing is drawn otherwise.
    /// - Parameter rect: Where to draw, in points.
    public func draw(in rect: CGRect) { ImageContexts.current?.draw(self, in: rect) }

    /// Draws the image at its size with its top-left corner at a point of the current image
    /// context (see `draw(in:)`).
    /// - Parameter point: Where its top-left corner goes, in points.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled to fill a rectangle, blended and faded (Linux: as `draw(in:)`; the
    /// mode and opacity are not applied).
    /// - Parameters:
    ///   - rect: Where to draw, in points.
    ///   - blendMode: How its colours combine with what is under them.
    ///   - alpha: Its opacity, 0 to 1.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) { draw(in: rect) }

    /// Draws the image at its size at a point, blended and faded (see `draw(in:blendMode:alpha:)`).
    /// - Parameters:
    ///   - point: Where its top-left corner goes, in points.
    ///   - blendMode: How its colours combine with what is under them.
    ///   - alpha: Its opacity, 0 to 1.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) { draw(at: point) }
}

/// What a renderer's drawing closure draws into.
open class UIGraphicsImageRendererContext: NSObject, @unchecked Sendable {
    /// The format of the image being drawn.
    public let format: UIGraphicsImageRendererFormat
    private let size: CGSize
    init(format: UIGraphicsImageRendererFormat, size: CGSize) {
        self.format = format
        self.size = size
    }
    /// The image drawn into the context's whole rectangle, if one was.
    private var picture: UIImage?

    /// The image drawn so far: an image drawn over the whole context, at the context's size;
    /// else empty (nothing else is drawn on Linux).
    open var currentImage: UIImage {
        guard let picture else { return UIImage(source: .empty, size: size, scale: format.scale) }
        return UIImage(source: picture.source, size: size, scale: format.scale, renderingMode: picture.renderingMode)
    }

    /// Records an image drawn into `rect`: one that covers the context becomes its picture.
    func draw(_ image: UIImage, in rect: CGRect) {
        let bounds = CGRect(origin: .zero, size: size)
        if rect.insetBy(dx: -0.5, dy: -0.5).contains(bounds) { picture = image }
    }
    /// Fills a rectangle with the current colour (nothing is drawn on Linux).
    open func fill(_ rect: CGRect) {}
    /// Strokes a rectangle with the current colour (nothing is drawn on Linux).
    open func stroke(_ rect: CGRect) {}
}

/// Makes images by drawing (UIKit's `UIGraphicsImageRenderer`).
///
/// Linux: the drawing closure runs, and the image has the renderer's size with nothing drawn.
open class UIGraphicsImageRenderer: NSObject, @unchecked Sendable {
    /// The size of the images.
    public let size: CGSize
    /// The format of the images.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of images of `size`.
    public init(size: CGSize) {
        self.size = size
        format = .default()
        super.init()
    }

    /// A renderer of images of `size` in `format`.
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
        super.init()
    }

    /// A renderer of images of `bounds`' size.
    public convenience init(bounds: CGRect) { self.init(size: bounds.size) }

    /// Runs `actions` and returns the image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(format: format, size: size)
        ImageContexts.push(context)
        actions(context)
        ImageContexts.pop()
        return context.currentImage
    }

    /// Runs `actions` and returns the image as PNG data (empty: nothing is drawn on Linux).
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }

    /// Runs `actions` and returns the image as JPEG data (empty: nothing is drawn on Linux).
    open func jpegData(withCompressionQuality compressionQuality: CGFloat,
                       actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }
}

/// Saves an image to the photo library (Linux: there is none; the completion is never called).
/// - Parameters:
///   - image: The image.
///   - completionTarget: The object told when it is saved.
///   - completionSelector: The method it is told by (Objective-C only).
///   - contextInfo: Passed back to it.
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Any?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {}

/// The image contexts begun with UIKit's older functions, innermost last: drawing into them
/// draws nothing on Linux, and the image taken from one has its size and scale.
private enum ImageContexts {
    nonisolated(unsafe) static var stack: [UIGraphicsImageRendererContext] = []
    static let lock = NSLock()
    /// The innermost context, which `UIImage.draw(in:)` draws into.
    static var current: UIGraphicsImageRendererContext? { lock.withLock { stack.last } }
    static func push(_ context: UIGraphicsImageRendererContext) { lock.withLock { stack.append(context) } }
    static func pop() { lock.withLock { _ = stack.popLast() } }
}

/// Begins an image context of a size (UIKit's older API; `UIGraphicsImageRenderer` is the newer).
/// - Parameters:
///   - size: The image's size in points.
///   - opaque: Whether the image is opaque.
///   - scale: Pixels per point (0: the screen's).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let format = UIGraphicsImageRendererFormat()
    format.opaque = opaque
    format.scale = scale > 0 ? scale : UIScreen.main.scale
    ImageContexts.lock.withLock { ImageContexts.stack.append(UIGraphicsImageRendererContext(format: format, size: size)) }
}

/// Begins an image context of a size at one pixel per point, not opaque.
/// - Parameter size: The image's size in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn in the current image context (its size, nothing drawn on Linux); nil when no
/// context was begun.
/// - Returns: The image, or nil.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    ImageContexts.lock.withLock { ImageContexts.stack.last?.currentImage }
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
    ImageContexts.lock.withLock { _ = ImageContexts.stack.popLast() }
}

/// Fills a rectangle of the current image context (a renderer's, or one begun with
/// `UIGraphicsBeginImageContextWithOptions`) with the current fill colour, as its context's
/// `fill(_:)` does: nothing is drawn on Linux, and with no current context nothing happens.
/// - Parameter rect: The rectangle, in points.
public func UIRectFill(_ rect: CGRect) { ImageContexts.current?.fill(rect) }
