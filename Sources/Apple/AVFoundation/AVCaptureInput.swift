// Capture inputs: where a session's media comes from. A device input needs a device, and Linux
// has none, so no input is ever made by an app here; the types exist so that setup code compiles.
import CoreMedia
import Foundation

/// A source of media for a capture session.
open class AVCaptureInput: NSObject, @unchecked Sendable {
    /// One stream of an input.
    open class Port: NSObject, @unchecked Sendable {
        /// The input the port belongs to.
        open private(set) weak var input: AVCaptureInput?
        /// The kind of media.
        public let mediaType: AVMediaType
        /// The media's format.
        open var formatDescription: CMFormatDescription? { nil }
        /// Whether the port delivers media.
        open var isEnabled = true

        init(input: AVCaptureInput, mediaType: AVMediaType) {
            self.input = input
            self.mediaType = mediaType
            super.init()
        }
    }

    /// The input's streams.
    open var ports: [Port] { [] }
    /// The session the input was added to.
    weak var session: AVCaptureSession?

    override init() { super.init() }
}

/// An input of a capture device's media.
open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    /// The device.
    public let device: AVCaptureDevice
    private var madePorts: [Port] = []

    /// An input of a device.
    /// - Parameter device: The device.
    /// - Throws: `AVError.deviceNotConnected` when the device is not connected.
    public init(device: AVCaptureDevice) throws {
        guard device.isConnected else { throw AVError(.deviceNotConnected) }
        self.device = device
        super.init()
        madePorts = [AVMediaType.video, .audio, .metadata].filter(device.hasMediaType).map { Port(input: self, mediaType: $0) }
    }

    /// The device's streams.
    override open var ports: [Port] { madePorts }
}
