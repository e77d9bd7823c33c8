// `import ImageIO` on Linux: image sources (`CGImageSource`) and destinations
// (`CGImageDestination`) over encoded image data, with ImageIO's free functions, option keys
// and property keys, as image loaders (Kingfisher, Nuke, the "downsample with
// CGImageSourceCreateThumbnailAtIndex" pattern) call them.
//
// Headers are read in Swift for every format recognised (sizes, EXIF orientation and metadata,
// GIF frames and delays); pixels come from PNG data as it is, JPEG drawn by the previewer's
// painter, and GIF frames decoded in Swift. Only PNG is written. Apple's ImageIO re-exports
// Core Graphics and Core Foundation: this module re-exports CoreGraphics, which declares both
// (`CGImage`, `CFString`, `CFDictionary`…).
@_exported import CoreGraphics
import Foundation
