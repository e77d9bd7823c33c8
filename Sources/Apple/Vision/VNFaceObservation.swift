// What face requests find. Linux detects no faces, so requests never make these; the type is
// here so that result handling compiles.
import Foundation

/// A face a request found: its box, and its pose when the request measured it.
open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
    /// The head's roll in radians, when measured.
    open internal(set) var roll: NSNumber?
    /// The head's yaw in radians, when measured.
    open internal(set) var yaw: NSNumber?
    /// The head's pitch in radians, when measured.
    open internal(set) var pitch: NSNumber?
    /// How good the face is for capture, 0...1, when measured.
    open internal(set) var faceCaptureQuality: Float?
}
