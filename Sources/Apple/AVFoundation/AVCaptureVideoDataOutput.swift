// Outputs of raw video frames and audio samples, as apps use for filters and on-device analysis.
// Linux has no camera or microphone: the outputs never have a connection and their delegates
// are never called; the settings are kept as set.
import CoreMedia
import Foundation

/// Told of each video frame a video data output delivers; every method is optional.
///
/// Linux: never called.
public protocol AVCaptureVideoDataOutputSampleBufferDelegate: NSObjectProtocol {
    /// A frame arrived.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The frame.
    ///   - connection: The connection it came through.
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
    /// A frame was dropped.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The dropped frame's timing.
    ///   - connection: The connection.
    func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureVideoDataOutputSampleBufferDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The frame.
    ///   - connection: The connection.
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The dropped frame.
    ///   - connection: The connection.
    public func captureOutput(_ output: AVCaptureOutput, didDrop sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// Told of each run of audio samples an audio data output delivers; the method is optional.
///
/// Linux: never called.
public protocol AVCaptureAudioDataOutputSampleBufferDelegate: NSObjectProtocol {
    /// Samples arrived.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The samples.
    ///   - connection: The connection they came through.
    func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection)
}

extension AVCaptureAudioDataOutputSampleBufferDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - sampleBuffer: The samples.
    ///   - connection: The connection.
    public func captureOutput(_ output: AVCaptureOutput, didOutput sampleBuffer: CMSampleBuffer, from connection: AVCaptureConnection) {}
}

/// An output of uncompressed video frames.
///
/// Linux: delivers nothing.
open class AVCaptureVideoDataOutput: AVCaptureOutput, @unchecked Sendable {
    /// Told of each frame (never, on Linux).
    open private(set) weak var sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?
    /// The queue the delegate is called on.
    open private(set) var sampleBufferCallbackQueue: DispatchQueue?
    /// The frames' format (`kCVPixelBufferPixelFormatTypeKey`, …).
    open var videoSettings: [String: Any]! = [:]
    /// Whether frames that arrive late are dropped.
    open var alwaysDiscardsLateVideoFrames = true
    /// The pixel formats frames can have.
    open var availableVideoPixelFormatTypes: [OSType] {
        [kCVPixelFormatType_420YpCbCr8BiPlanarVideoRange, kCVPixelFormatType_420YpCbCr8BiPlanarFullRange, kCVPixelFormatType_32BGRA]
    }
    /// The codecs frames can be compressed with.
    open var availableVideoCodecTypes: [AVVideoCodecType] { [.jpeg] }

    /// A video data output.
    public override init() { super.init() }

    /// Sets the delegate and the queue it is called on.
    /// - Parameters:
    ///   - sampleBufferDelegate: The delegate, or nil.
    ///   - sampleBufferCallbackQueue: The queue (a serial one).
    open func setSampleBufferDelegate(_ sampleBufferDelegate: (any AVCaptureVideoDataOutputSampleBufferDelegate)?, queue sampleBufferCallbackQueue: DispatchQueue?) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
    }

    /// The settings an asset writer should use for this output's frames.
    /// - Parameter outputFileType: The file type written.
    /// - Returns: Settings of H.264 video (no camera size to give).
    open func recommendedVideoSettingsForAssetWriter(writingTo outputFileType: AVFileType) -> [String: Any]? {
        [AVVideoCodecKey: AVVideoCodecType.h264.rawValue]
    }
}

/// An output of uncompressed audio samples.
///
/// Linux: delivers nothing.
open class AVCaptureAudioDataOutput: AVCaptureOutput, @unchecked Sendable {
    /// Told of the samples (never, on Linux).
    open private(set) weak var sampleBufferDelegate: (any AVCaptureAudioDataOutputSampleBufferDelegate)?
    /// The queue the delegate is called on.
    open private(set) var sampleBufferCallbackQueue: DispatchQueue?

    /// An audio data output.
    public override init() { super.init() }

    /// Sets the delegate and the queue it is called on.
    /// - Parameters:
    ///   - sampleBufferDelegate: The delegate, or nil.
    ///   - sampleBufferCallbackQueue: The queue (a serial one).
    open func setSampleBufferDelegate(_ sampleBufferDelegate: (any AVCaptureAudioDataOutputSampleBufferDelegate)?, queue sampleBufferCallbackQueue: DispatchQueue?) {
        self.sampleBufferDelegate = sampleBufferDelegate
        self.sampleBufferCallbackQueue = sampleBufferCallbackQueue
    }
}
