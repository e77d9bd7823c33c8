// Image I/O's orientation of image data (EXIF values), which Photos' `requestImageDataAndOrientation`
// reports and Vision's handlers take. Linux has no Image I/O module: it is declared with the
// Core Graphics types, which both import.
import Foundation

/// How an image's stored pixels are turned to be shown (EXIF orientation values).
public enum CGImagePropertyOrientation: UInt32, Sendable, Hashable {
    /// As stored.
    case up = 1
    /// Mirrored horizontally.
    case upMirrored = 2
    /// Turned 180°.
    case down = 3
    /// Mirrored vertically.
    case downMirrored = 4
    /// Mirrored horizontally and turned 90° anticlockwise.
    case leftMirrored = 5
    /// Turned 90° clockwise.
    case right = 6
    /// Mirrored horizontally and turned 90° clockwise.
    case rightMirrored = 7
    /// Turned 90° anticlockwise.
    case left = 8
}
