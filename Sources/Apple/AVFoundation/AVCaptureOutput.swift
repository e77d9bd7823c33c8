// The base of capture outputs (photo, movie file, metadata, video and audio data). An output gets
// media through connections from its session's inputs; Linux has no capture device, so an
// output never has a connection and never receives anything.
import CoreGraphics
import Foundation

/// Where a capture session sends media.
open class AVCaptureOutput: NSObject, @unchecked Sendable {
    /// The session the output was added to.
    weak var session: AVCaptureSession?

    override init() { super.init() }

    /// The output's connections: none, on Linux (there is no input to connect).
    open var connections: [AVCaptureConnection] { [] }

    /// The connection carrying a kind of media.
    /// - Parameter mediaType: The kind.
    /// - Returns: The connection: nil, on Linux.
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? {
        connections.first { $0.inputPorts.contains { $0.mediaType == mediaType } }
    }

    /// A metadata object in this output's coordinates.
    /// - Parameters:
    ///   - metadataObject: The object.
    ///   - connection: The connection it came from.
    /// - Returns: The object unchanged (the coordinates are the same with no video).
    open func transformedMetadataObject(for metadataObject: AVMetadataObject, connection: AVCaptureConnection) -> AVMetadataObject? {
        metadataObject
    }

    /// A rectangle of the output's coordinates in metadata coordinates (0...1).
    /// - Parameter rectInOutputCoordinates: The rectangle.
    /// - Returns: The same rectangle (no video size to scale by).
    open func metadataOutputRectConverted(fromOutputRect rectInOutputCoordinates: CGRect) -> CGRect { rectInOutputCoordinates }

    /// A rectangle of metadata coordinates in the output's coordinates.
    /// - Parameter rectInMetadataOutputCoordinates: The rectangle.
    /// - Returns: The same rectangle (no video size to scale by).
    open func outputRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect) -> CGRect { rectInMetadataOutputCoordinates }
}
