// Vision's conversions between normalised coordinates (0...1 of the image) and image
// coordinates (pixels). They scale and do not flip: both keep the origin where it was (Vision's
// is at the lower-left corner), as Vision's functions do. Plain arithmetic on Linux too.
import CoreGraphics
import Foundation

/// The whole image in normalised coordinates: 0, 0, 1, 1.
public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

/// Whether a normalised rectangle is the whole image.
/// - Parameter normalizedRect: The rectangle.
/// - Returns: Whether it is 0, 0, 1, 1.
public func VNNormalizedRectIsIdentityRect(_ normalizedRect: CGRect) -> Bool { normalizedRect == VNNormalizedIdentityRect }

/// A normalised point in an image's pixels.
/// - Parameters:
///   - normalizedPoint: The point, 0...1.
///   - imageWidth: The image's width in pixels.
///   - imageHeight: The image's height in pixels.
/// - Returns: The point in pixels.
public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
    CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

/// A point in an image's pixels, normalised.
/// - Parameters:
///   - imagePoint: The point in pixels.
///   - imageWidth: The image's width in pixels.
///   - imageHeight: The image's height in pixels.
/// - Returns: The point, 0...1 inside the image.
public func VNNormalizedPointForImagePoint(_ imagePoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
    CGPoint(x: imagePoint.x / CGFloat(imageWidth), y: imagePoint.y / CGFloat(imageHeight))
}

/// A normalised rectangle in an image's pixels.
/// - Parameters:
///   - normalizedRect: The rectangle, 0...1.
///   - imageWidth: The image's width in pixels.
///   - imageHeight: The image's height in pixels.
/// - Returns: The rectangle in pixels.
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
    return CGRect(x: normalizedRect.minX * w, y: normalizedRect.minY * h, width: normalizedRect.width * w, height: normalizedRect.height * h)
}

/// A rectangle in an image's pixels, normalised.
/// - Parameters:
///   - imageRect: The rectangle in pixels.
///   - imageWidth: The image's width in pixels.
///   - imageHeight: The image's height in pixels.
/// - Returns: The rectangle, 0...1 inside the image.
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
    let w = CGFloat(imageWidth), h = CGFloat(imageHeight)
    return CGRect(x: imageRect.minX / w, y: imageRect.minY / h, width: imageRect.width / w, height: imageRect.height / h)
}
