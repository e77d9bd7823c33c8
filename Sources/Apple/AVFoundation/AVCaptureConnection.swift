// Connections join a session's inputs to its outputs. A connection needs an input, and Linux has
// no capture device, so no session here ever has one: `connection(with:)` is nil and a preview
// layer's `connection` is nil. The type exists so that orientation code (`connection?.
// videoOrientation = .portrait`) compiles.
import CoreGraphics
import Foundation

/// How video is turned for a connection (deprecated in iOS 17 for `videoRotationAngle`).
public enum AVCaptureVideoOrientation: Int, Sendable {
    /// Upright, home button at the bottom.
    case portrait = 1
    /// Upside down.
    case portraitUpsideDown = 2
    /// Turned with the home button on the right.
    case landscapeRight = 3
    /// Turned with the home button on the left.
    case landscapeLeft = 4
}

/// How video is stabilised.
public enum AVCaptureVideoStabilizationMode: Int, Sendable {
    /// Off.
    case off = 0
    /// Standard.
    case standard = 1
    /// Cinematic.
    case cinematic = 2
    /// Cinematic, more so.
    case cinematicExtended = 3
    /// Optimised for previews.
    case previewOptimized = 4
    /// Chosen by the system.
    case auto = -1
}

/// A connection between a session's input ports and an output or preview layer.
open class AVCaptureConnection: NSObject, @unchecked Sendable {
    /// The input ports.
    public let inputPorts: [AVCaptureInput.Port]
    /// The output, if the connection feeds one.
    open private(set) weak var output: AVCaptureOutput?
    /// The preview layer, if the connection feeds one.
    open private(set) weak var videoPreviewLayer: AVCaptureVideoPreviewLayer?
    /// Whether the connection carries media.
    open var isEnabled = true
    /// Whether the connection is active (its session runs).
    open var isActive: Bool { isEnabled }
    /// Whether video orientation can be set.
    open var isVideoOrientationSupported: Bool { true }
    /// How video is turned.
    open var videoOrientation: AVCaptureVideoOrientation = .portrait
    /// How far video is turned, in degrees clockwise (iOS 17).
    open var videoRotationAngle: CGFloat = 90
    /// Whether video can be mirrored.
    open var isVideoMirroringSupported: Bool { true }
    /// Whether video is mirrored.
    open var isVideoMirrored = false
    /// Whether mirroring follows the camera (on for the front camera).
    open var automaticallyAdjustsVideoMirroring = true
    /// Whether video can be stabilised.
    open var isVideoStabilizationSupported: Bool { true }
    /// The stabilisation wanted.
    open var preferredVideoStabilizationMode: AVCaptureVideoStabilizationMode = .off
    /// The stabilisation in use.
    open var activeVideoStabilizationMode: AVCaptureVideoStabilizationMode { preferredVideoStabilizationMode }

    /// A connection of ports to an output.
    /// - Parameters:
    ///   - ports: The ports.
    ///   - output: The output.
    public init(inputPorts ports: [AVCaptureInput.Port], output: AVCaptureOutput) {
        inputPorts = ports
        self.output = output
        super.init()
    }

    /// A connection of a port to a preview layer.
    /// - Parameters:
    ///   - port: The port.
    ///   - layer: The layer.
    public init(inputPort port: AVCaptureInput.Port, videoPreviewLayer layer: AVCaptureVideoPreviewLayer) {
        inputPorts = [port]
        videoPreviewLayer = layer
        super.init()
    }

    /// Whether a rotation angle can be set: multiples of 90°.
    /// - Parameter videoRotationAngle: The angle in degrees.
    /// - Returns: Whether it is a multiple of 90.
    open func isVideoRotationAngleSupported(_ videoRotationAngle: CGFloat) -> Bool {
        videoRotationAngle.truncatingRemainder(dividingBy: 90) == 0
    }
}
