// The options image destinations take (`CGImageDestinationCreateWithData`,
// `CGImageDestinationAddImage`, `CGImageDestinationSetProperties`), with Apple's string values.
import CoreGraphics
import Foundation

/// The compression quality of lossy formats, 0 (smallest) to 1 (best) (Linux: no lossy format is written).
nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: CFString = "kCGImageDestinationLossyCompressionQuality"

/// The colour an image's transparency is drawn over in formats without alpha (Linux: not used).
nonisolated(unsafe) public let kCGImageDestinationBackgroundColor: CFString = "kCGImageDestinationBackgroundColor"

/// The most pixels a written image's longer side may have: larger images are scaled down first.
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: CFString = "kCGImageDestinationImageMaxPixelSize"

/// Whether a thumbnail is embedded in the file (Linux: none is).
nonisolated(unsafe) public let kCGImageDestinationEmbedThumbnail: CFString = "kCGImageDestinationEmbedThumbnail"

/// Whether colours are converted to sRGB for sharing (Linux: images are sRGB already).
nonisolated(unsafe) public let kCGImageDestinationOptimizeColorForSharing: CFString = "kCGImageDestinationOptimizeColorForSharing"
