// The options image sources take (`CGImageSourceCreateWithData`, `CGImageSourceCreateImageAtIndex`,
// `CGImageSourceCreateThumbnailAtIndex`), with Apple's string values, their own names.
import CoreGraphics
import Foundation

/// The type identifier the data is expected to have (Linux: the type is read from the data; the hint is not needed).
nonisolated(unsafe) public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"

/// Whether decoded images are kept with the source (default true).
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"

/// Whether images are decoded when they are made rather than when drawn (Linux: they always are).
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"

/// Whether floating-point images may be returned (Linux: images are 8 bits a component).
nonisolated(unsafe) public let kCGImageSourceShouldAllowFloat: CFString = "kCGImageSourceShouldAllowFloat"

/// Whether a thumbnail is made from the full image when the file embeds none.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"

/// Whether a thumbnail is always made from the full image, ignoring an embedded one.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"

/// The most pixels a thumbnail's longer side may have (the aspect ratio is kept; images are never enlarged).
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"

/// Whether a thumbnail is turned and mirrored by the image's EXIF orientation.
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"

/// A factor (2, 4 or 8) an image is made smaller by when it is decoded.
nonisolated(unsafe) public let kCGImageSourceSubsampleFactor: CFString = "kCGImageSourceSubsampleFactor"
