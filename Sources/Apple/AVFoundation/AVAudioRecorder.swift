// `AVAudioRecorder`: recording sound from the microphone to a file, as voice memo and audio
// visualiser screens do. Linux is a device with no microphone (`AVAudioSession.isInputAvailable`
// is false): a recorder is made as on the device — its settings are checked, and a format it
// cannot record throws Core Audio's 'fmt?' (1718449215), a URL it cannot write to 'wht?'
// (2003334207) — but `prepareToRecord()` and `record()` return false, nothing is written,
// `isRecording` stays false, the meters read silence (−160 dB) and the delegate is never called.
import Foundation

/// Told when a recorder finishes or fails to encode; every method is optional.
///
/// Linux: never called (nothing records).
public protocol AVAudioRecorderDelegate: NSObjectProtocol {
    /// Recording finished.
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - flag: Whether it finished normally.
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
    /// Encoding failed while recording.
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - error: Why.
    func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?)
}

extension AVAudioRecorderDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - flag: Whether it finished normally.
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
    /// Does nothing.
    /// - Parameters:
    ///   - recorder: The recorder.
    ///   - error: Why.
    public func audioRecorderEncodeErrorDidOccur(_ recorder: AVAudioRecorder, error: (any Error)?) {}
}

/// Records sound from the microphone to a file.
///
/// Linux: there is no microphone; see the file's notes.
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    /// The formats a recorder can write.
    private static let recordableFormats: Set<AudioFormatID> = [
        kAudioFormatLinearPCM, kAudioFormatMPEG4AAC, kAudioFormatMPEG4AAC_HE, kAudioFormatMPEG4AAC_LD, kAudioFormatAppleLossless,
        kAudioFormatAppleIMA4, kAudioFormatULaw, kAudioFormatALaw, kAudioFormatiLBC, kAudioFormatOpus, kAudioFormatFLAC,
    ]

    /// Where the recording goes.
    public let url: URL
    /// The recording's settings (format, rate, channels, quality).
    public let settings: [String: Any]
    /// Told when recording finishes (never, on Linux).
    open weak var delegate: (any AVAudioRecorderDelegate)?
    /// Whether the power meters are updated.
    open var isMeteringEnabled = false
    /// Whether the recorder is recording: never, on Linux.
    open var isRecording: Bool { false }
    /// How long the recording is, in seconds: 0.
    open var currentTime: TimeInterval { 0 }
    /// The audio device's clock, in seconds, for `record(atTime:)`.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// A recorder writing to a file with settings.
    /// - Parameters:
    ///   - url: The file (its folder must exist).
    ///   - settings: `AVFormatIDKey`, `AVSampleRateKey`, `AVNumberOfChannelsKey`, … (linear PCM
    ///     when no format is given).
    /// - Throws: `NSOSStatusErrorDomain` 1718449215 ('fmt?') for a format, rate or channel
    ///   count that cannot be recorded; 2003334207 ('wht?') when the URL is no file in an
    ///   existing folder.
    public init(url: URL, settings: [String: Any]) throws {
        func number(_ key: String) -> Double? {
            switch settings[key] {
            case let value as Int: return Double(value)
            case let value as UInt32: return Double(value)
            case let value as Double: return value
            case let value as Float: return Double(value)
            case let value as NSNumber: return value.doubleValue
            default: return nil
            }
        }
        let unsupported = NSError(domain: NSOSStatusErrorDomain, code: 0x666D_743F)
        if let format = number(AVFormatIDKey), !AVAudioRecorder.recordableFormats.contains(AudioFormatID(clamping: Int64(format))) { throw unsupported }
        if let rate = number(AVSampleRateKey), !(rate > 0) { throw unsupported }
        if let channels = number(AVNumberOfChannelsKey), !(1...64).contains(channels) { throw unsupported }
        var isDirectory: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path, isDirectory: &isDirectory),
              isDirectory.boolValue else {
            throw NSError(domain: NSOSStatusErrorDomain, code: 0x7768_743F)
        }
        self.url = url
        self.settings = settings
        super.init()
    }

    /// Creates the file and takes the microphone: there is no microphone on Linux.
    /// - Returns: False.
    @discardableResult
    open func prepareToRecord() -> Bool { false }

    /// Starts recording: there is no microphone on Linux.
    /// - Returns: False; `isRecording` stays false.
    @discardableResult
    open func record() -> Bool { false }

    /// Starts recording at a time of the device's clock (Linux: does not start).
    /// - Parameter time: The time, from `deviceCurrentTime`.
    /// - Returns: False.
    @discardableResult
    open func record(atTime time: TimeInterval) -> Bool { false }

    /// Records for a duration (Linux: does not start).
    /// - Parameter duration: The duration in seconds.
    /// - Returns: False.
    @discardableResult
    open func record(forDuration duration: TimeInterval) -> Bool { false }

    /// Records for a duration from a time (Linux: does not start).
    /// - Parameters:
    ///   - time: The time, from `deviceCurrentTime`.
    ///   - duration: The duration in seconds.
    /// - Returns: False.
    @discardableResult
    open func record(atTime time: TimeInterval, forDuration duration: TimeInterval) -> Bool { false }

    /// Pauses recording.
    open func pause() {}

    /// Stops recording and closes the file.
    open func stop() {}

    /// Deletes the recording's file.
    /// - Returns: Whether a file was there and was deleted.
    @discardableResult
    open func deleteRecording() -> Bool { (try? FileManager.default.removeItem(at: url)) != nil }

    /// Updates the power meters (nothing records, so they read silence).
    open func updateMeters() {}

    /// The peak power of a channel, in decibels: −160, silence.
    /// - Parameter channelNumber: The channel.
    /// - Returns: −160.
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }

    /// The average power of a channel, in decibels: −160, silence.
    /// - Parameter channelNumber: The channel.
    /// - Returns: −160.
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
}
