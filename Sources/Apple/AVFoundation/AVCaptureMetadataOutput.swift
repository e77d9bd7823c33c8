// An output that detects barcodes, QR codes and faces in a session's video, as scanner screens
// use it. Linux has no camera: the output never has a connection, no object type is available,
// and its delegate is never called. The types asked for are kept as set (AVFoundation raises an
// exception for a type not available; Linux does not crash).
import CoreGraphics
import Foundation

/// Told of the metadata objects a metadata output detects; the method is optional.
///
/// Linux: never called (no camera).
public protocol AVCaptureMetadataOutputObjectsDelegate: NSObjectProtocol {
    /// Objects were detected.
    /// - Parameters:
    ///   - output: The output.
    ///   - metadataObjects: The objects (barcodes are `AVMetadataMachineReadableCodeObject`).
    ///   - connection: The connection they came through.
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - metadataObjects: The objects.
    ///   - connection: The connection.
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection) {}
}

/// An output of detected barcodes and faces.
///
/// Linux: detects nothing (see the file's notes).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    /// Told of detected objects (never, on Linux).
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    /// The queue the delegate is called on.
    open private(set) var metadataObjectsCallbackQueue: DispatchQueue?
    /// The kinds that can be detected: none without a camera.
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    /// The kinds to detect (kept as set).
    open var metadataObjectTypes: [AVMetadataObject.ObjectType]! = []
    /// The part of the picture to search, in metadata coordinates (all of it).
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)

    /// A metadata output.
    public override init() { super.init() }

    /// Sets the delegate and the queue it is called on.
    /// - Parameters:
    ///   - objectsDelegate: The delegate, or nil.
    ///   - objectsCallbackQueue: The queue (a serial one), or nil with a nil delegate.
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?) {
        metadataObjectsDelegate = objectsDelegate
        metadataObjectsCallbackQueue = objectsCallbackQueue
    }
}
