// Recording movies to files. A recording needs a camera or microphone, and Linux has neither:
// the output has no connection, so `startRecording(to:recordingDelegate:)` records nothing.
// AVFoundation raises an exception there; Linux instead tells the delegate the recording
// finished with an error — `fileOutput(_:didFinishRecordingTo:from:error:)` alone, on the main
// queue, with `AVError.sessionNotRunning` when the session is not running and
// `AVError.noDataCaptured` otherwise (`AVErrorRecordingSuccessfullyFinishedKey` false). No file
// is written and `isRecording` stays false.
import CoreMedia
import Foundation

/// Told as a file output records.
public protocol AVCaptureFileOutputRecordingDelegate: NSObjectProtocol {
    /// Recording started (never, on Linux).
    /// - Parameters:
    ///   - output: The output.
    ///   - fileURL: Where it records.
    ///   - connections: The connections recorded.
    func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection])
    /// Recording finished, or failed.
    /// - Parameters:
    ///   - output: The output.
    ///   - outputFileURL: Where it recorded.
    ///   - connections: The connections recorded.
    ///   - error: Why it stopped, if it failed.
    func fileOutput(_ output: AVCaptureFileOutput, didFinishRecordingTo outputFileURL: URL, from connections: [AVCaptureConnection], error: (any Error)?)
}

extension AVCaptureFileOutputRecordingDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - output: The output.
    ///   - fileURL: Where it records.
    ///   - connections: The connections recorded.
    public func fileOutput(_ output: AVCaptureFileOutput, didStartRecordingTo fileURL: URL, from connections: [AVCaptureConnection]) {}
}

/// An output that records to a file.
open class AVCaptureFileOutput: AVCaptureOutput, @unchecked Sendable {
    /// Where the current recording goes: nil, nothing records on Linux.
    open var outputFileURL: URL? { nil }
    /// Whether a recording is under way: never, on Linux.
    open var isRecording: Bool { false }
    /// Whether the recording is paused: no.
    open var isRecordingPaused: Bool { false }
    /// How long the current recording is: zero.
    open var recordedDuration: CMTime { .zero }
    /// How many bytes the current recording has: 0.
    open var recordedFileSize: Int64 { 0 }
    /// The longest recording (invalid: no limit).
    open var maxRecordedDuration = CMTime.invalid
    /// The largest recording in bytes (0: no limit).
    open var maxRecordedFileSize: Int64 = 0
    /// The free space a recording leaves on disk, in bytes.
    open var minFreeDiskSpaceLimit: Int64 = 0

    /// Starts recording to a file. Linux has no camera or microphone: the delegate is told the
    /// recording finished with an error (see the file's notes).
    /// - Parameters:
    ///   - outputFileURL: Where to record.
    ///   - delegate: Told how the recording goes.
    open func startRecording(to outputFileURL: URL, recordingDelegate delegate: any AVCaptureFileOutputRecordingDelegate) {
        let error = AVError(session?.isRunning == true ? .noDataCaptured : .sessionNotRunning,
                            userInfo: [AVErrorRecordingSuccessfullyFinishedKey: false])
        let output = self
        nonisolated(unsafe) let delegate = delegate
        DispatchQueue.main.async { delegate.fileOutput(output, didFinishRecordingTo: outputFileURL, from: [], error: error) }
    }

    /// Stops the recording (none is under way on Linux).
    open func stopRecording() {}
    /// Pauses the recording.
    open func pauseRecording() {}
    /// Resumes the recording.
    open func resumeRecording() {}
}

/// An output that records QuickTime movies.
///
/// Linux: records nothing (see the file's notes).
open class AVCaptureMovieFileOutput: AVCaptureFileOutput, @unchecked Sendable {
    /// How often movie fragments are written (10 seconds).
    open var movieFragmentInterval = CMTime(value: 10, timescale: 1)
    /// Metadata written into the movies.
    open var metadata: [AVMetadataItem]?
    /// The video codecs movies can have: none without a camera.
    open var availableVideoCodecTypes: [AVVideoCodecType] { [] }
    private var settings: [ObjectIdentifier: [String: Any]] = [:]

    /// A movie file output.
    public override init() { super.init() }

    /// The compression settings of a connection.
    /// - Parameter connection: The connection.
    /// - Returns: The settings set for it, or empty.
    open func outputSettings(for connection: AVCaptureConnection) -> [String: Any] { settings[ObjectIdentifier(connection)] ?? [:] }

    /// Sets a connection's compression settings.
    /// - Parameters:
    ///   - outputSettings: The settings, or nil for the default.
    ///   - connection: The connection.
    open func setOutputSettings(_ outputSettings: [String: Any]?, for connection: AVCaptureConnection) {
        settings[ObjectIdentifier(connection)] = outputSettings
    }
}
