// The layer that shows a capture session's camera picture, as camera screens add it to a
// representable view's layer. Linux has no camera: the layer keeps its session and gravity, has
// no connection, and is never previewing. Point and rectangle conversions are computed as for
// the back camera of an upright iPhone filling the layer (the camera's coordinates run
// landscape: a layer point (x, y) is the capture device point (y / height, 1 − x / width)).
import CoreGraphics
import Foundation
import QuartzCore

/// A Core Animation layer showing a capture session's video.
///
/// Linux: shows nothing (no camera); see the file's notes.
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    /// The session shown.
    open var session: AVCaptureSession?
    /// How the video fills the layer.
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// The connection from the session's camera: nil, Linux has no camera.
    open var connection: AVCaptureConnection? { nil }
    /// Whether the layer shows frames: never, on Linux.
    open var isPreviewing: Bool { false }

    /// A layer showing a session's video.
    /// - Parameter session: The session.
    public convenience init(session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// A layer of a session, not connected to its inputs.
    /// - Parameter session: The session.
    public convenience init(sessionWithNoConnection session: AVCaptureSession) {
        self.init()
        self.session = session
    }

    /// Sets the session without connecting it.
    /// - Parameter session: The session.
    open func setSessionWithNoConnection(_ session: AVCaptureSession) { self.session = session }

    /// A layer point as a capture device point (0...1, landscape).
    /// - Parameter pointInLayer: The point in the layer.
    /// - Returns: The device point.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return .zero }
        return CGPoint(x: (pointInLayer.y - bounds.minY) / size.height, y: 1 - (pointInLayer.x - bounds.minX) / size.width)
    }

    /// A capture device point as a layer point.
    /// - Parameter captureDevicePointOfInterest: The device point (0...1, landscape).
    /// - Returns: The point in the layer.
    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        CGPoint(x: bounds.minX + (1 - captureDevicePointOfInterest.y) * bounds.width, y: bounds.minY + captureDevicePointOfInterest.x * bounds.height)
    }

    /// A layer rectangle in metadata coordinates (0...1, landscape), as `rectOfInterest` takes.
    /// - Parameter rectInLayerCoordinates: The rectangle in the layer.
    /// - Returns: The rectangle in metadata coordinates.
    open func metadataOutputRectConverted(fromLayerRect rectInLayerCoordinates: CGRect) -> CGRect {
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return .zero }
        let rect = rectInLayerCoordinates.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
        return CGRect(x: rect.minY / size.height, y: 1 - rect.maxX / size.width, width: rect.height / size.height, height: rect.width / size.width)
    }

    /// A metadata rectangle in the layer's coordinates.
    /// - Parameter rectInMetadataOutputCoordinates: The rectangle (0...1, landscape).
    /// - Returns: The rectangle in the layer.
    open func layerRectConverted(fromMetadataOutputRect rectInMetadataOutputCoordinates: CGRect) -> CGRect {
        let rect = rectInMetadataOutputCoordinates
        return CGRect(x: bounds.minX + (1 - rect.maxY) * bounds.width, y: bounds.minY + rect.minX * bounds.height,
                      width: rect.height * bounds.width, height: rect.width * bounds.height)
    }

    /// A metadata object in the layer's coordinates (a code's corners and bounds converted).
    /// - Parameter metadataObject: The object, in metadata coordinates.
    /// - Returns: The object in layer coordinates.
    open func transformedMetadataObject(for metadataObject: AVMetadataObject) -> AVMetadataObject? {
        if let code = metadataObject as? AVMetadataMachineReadableCodeObject {
            return AVMetadataMachineReadableCodeObject(type: code.type, stringValue: code.stringValue,
                                                       corners: code.corners.map(layerPointConverted(fromCaptureDevicePoint:)), time: code.time)
        }
        if let face = metadataObject as? AVMetadataFaceObject {
            return AVMetadataFaceObject(faceID: face.faceID, bounds: layerRectConverted(fromMetadataOutputRect: face.bounds), time: face.time)
        }
        return AVMetadataObject(type: metadataObject.type, bounds: layerRectConverted(fromMetadataOutputRect: metadataObject.bounds), time: metadataObject.time)
    }
}
