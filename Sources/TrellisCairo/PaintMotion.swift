import Foundation

/// A frame painted while things move (an animation, a window being dragged to new sizes): the
/// painter may draw what would cost a frame's budget approximately — a kept shadow raster moved
/// by a fraction of a pixel, an image scaled by Cairo's bilinear filter where its resampled copy
/// at the new size does not exist yet — and counts it here, so that the window draws the frame
/// again exactly once the motion stops.
public final class PaintMotion: @unchecked Sendable {
    /// What was drawn approximately so far.
    public private(set) var approximations = 0

    /// A painter in motion.
    public init() {}

    func approximated() { approximations += 1 }
}
