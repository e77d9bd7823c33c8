// `AVAudioPlayer`: a sound from a file or memory, as apps play a tap's click or a game's music.
// Linux is an iPhone with no audio output: a player is made as on the device (it reads the
// file, and throws the device's errors for a missing or unreadable one), but nothing plays —
// `play()` returns false and the player never starts, so its delegate is never told it finished.
import Foundation

/// Told when an audio player finishes or fails to decode.
///
/// Linux: never called (nothing plays).
@MainActor
public protocol AVAudioPlayerDelegate: NSObjectProtocol {
    /// The sound finished playing.
    /// - Parameters:
    ///   - player: The player.
    ///   - flag: Whether it played to the end (false: a decoding error stopped it).
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    /// The sound could not be decoded as it played.
    /// - Parameters:
    ///   - player: The player.
    ///   - error: Why.
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - player: The player.
    ///   - flag: Whether it played to the end.
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    /// Does nothing.
    /// - Parameters:
    ///   - player: The player.
    ///   - error: Why.
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Plays a sound from a file or from memory.
///
/// Linux: there is no audio output. Making a player reads the sound as the device does — a
/// missing or unreadable file throws `NSOSStatusErrorDomain` 2003334207 ('wht?'), bytes that are
/// no sound file 1954115647 ('typ?') — and the file's header gives `duration` and
/// `numberOfChannels` for WAV, AIFF, FLAC, MPEG-4 and MP3 (CAF and AMR are recognised but not
/// read: 0 for both). `play()` and
/// `prepareToPlay()` return false, `isPlaying` stays false and the delegate is never called;
/// the other properties keep what they are set to.
open class AVAudioPlayer: NSObject {
    private var storedCurrentTime: TimeInterval = 0
    private let file: AudioFile?

    /// The file played, when made from a URL.
    public let url: URL?
    /// The sound played, when made from data.
    public let data: Data?
    /// Told when playback finishes (never, on Linux).
    open weak var delegate: (any AVAudioPlayerDelegate)?
    /// The volume, 0...1.
    open var volume: Float = 1
    /// The stereo position, −1 (left) ... 1 (right).
    open var pan: Float = 0
    /// The playback rate, 0.5...2 (used when `enableRate` was set before `prepareToPlay()`).
    open var rate: Float = 1
    /// Whether `rate` applies.
    open var enableRate = false
    /// How many more times the sound plays after the first: 0 once, −1 until stopped.
    open var numberOfLoops = 0
    /// Whether the power meters are updated.
    open var isMeteringEnabled = false

    /// Whether the sound is playing: never, on Linux.
    open var isPlaying: Bool { false }
    /// The sound's length in seconds, from the file's header (0 for CAF and AMR).
    open var duration: TimeInterval { file?.duration ?? 0 }
    /// The sound's channels, from the file's header (0 for CAF and AMR).
    open var numberOfChannels: Int { file?.channels ?? 0 }
    /// The playback position in seconds. Setting it keeps it at or above 0 and, when the duration
    /// is known, at or below it; `stop()` does not reset it (as in AVFoundation).
    open var currentTime: TimeInterval {
        get { storedCurrentTime }
        set { storedCurrentTime = duration > 0 ? min(max(newValue, 0), duration) : max(newValue, 0) }
    }
    /// The audio device's clock, in seconds, for `play(atTime:)`.
    open var deviceCurrentTime: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// A player of nothing (`AVAudioPlayer()`, often a placeholder until a sound is loaded).
    public override init() {
        url = nil
        data = nil
        file = nil
        super.init()
    }

    /// A player of a sound file.
    /// - Parameter url: The file.
    /// - Throws: `NSOSStatusErrorDomain` 2003334207 when the file is missing or unreadable,
    ///   1954115647 when it is no sound file.
    public convenience init(contentsOf url: URL) throws {
        try self.init(contentsOf: url, fileTypeHint: nil)
    }

    /// A player of a sound file of a type.
    /// - Parameters:
    ///   - url: The file.
    ///   - utiString: The file's type (`AVFileType.mp3.rawValue`), for files whose signature
    ///     does not say (accepted; the signature is read).
    /// - Throws: As `init(contentsOf:)`.
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        guard url.isFileURL, let contents = try? Data(contentsOf: url) else { throw AudioFile.Status.unspecified.error }
        file = try AudioFile(contents)
        self.url = url
        data = nil
        super.init()
    }

    /// A player of a sound in memory.
    /// - Parameter data: The sound file's bytes.
    /// - Throws: `NSOSStatusErrorDomain` 1954115647 when the bytes are no sound file.
    public convenience init(data: Data) throws {
        try self.init(data: data, fileTypeHint: nil)
    }

    /// A player of a sound in memory of a type.
    /// - Parameters:
    ///   - data: The sound file's bytes.
    ///   - utiString: The sound's type (accepted; the signature is read).
    /// - Throws: As `init(data:)`.
    public init(data: Data, fileTypeHint utiString: String?) throws {
        file = try AudioFile(data)
        url = nil
        self.data = data
        super.init()
    }

    /// Loads the sound's buffers and takes the audio hardware, to start with less delay: there
    /// is no audio hardware on Linux.
    /// - Returns: False.
    @discardableResult
    open func prepareToPlay() -> Bool { false }

    /// Starts playing: there is no audio output on Linux, so it does not start.
    /// - Returns: False; `isPlaying` stays false.
    @discardableResult
    open func play() -> Bool { false }

    /// Starts playing at a time of the device's clock (Linux: does not start).
    /// - Parameter time: The time, from `deviceCurrentTime`.
    /// - Returns: False.
    @discardableResult
    open func play(atTime time: TimeInterval) -> Bool { false }

    /// Pauses, keeping the position.
    open func pause() {}

    /// Stops and releases the hardware; the position is kept.
    open func stop() {}

    /// Changes the volume over a time (Linux: at once).
    /// - Parameters:
    ///   - volume: The new volume.
    ///   - duration: The fade's length in seconds.
    open func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }

    /// Updates the power meters (nothing plays, so they read silence).
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

/// The type of a media file (a uniform type identifier), as file type hints and exports name it.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    /// The type identifier.
    public let rawValue: String
    /// A type of an identifier.
    /// - Parameter rawValue: The identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// MP3 audio.
    public static let mp3 = AVFileType(rawValue: "public.mp3")
    /// WAV audio.
    public static let wav = AVFileType(rawValue: "com.microsoft.waveform-audio")
    /// AIFF audio.
    public static let aiff = AVFileType(rawValue: "public.aiff-audio")
    /// AIFC audio.
    public static let aifc = AVFileType(rawValue: "public.aifc-audio")
    /// Core Audio Format.
    public static let caf = AVFileType(rawValue: "com.apple.coreaudio-format")
    /// MPEG-4 audio.
    public static let m4a = AVFileType(rawValue: "com.apple.m4a-audio")
    /// MPEG-4 video.
    public static let mp4 = AVFileType(rawValue: "public.mpeg-4")
    /// iTunes video.
    public static let m4v = AVFileType(rawValue: "com.apple.m4v-video")
    /// QuickTime movie.
    public static let mov = AVFileType(rawValue: "com.apple.quicktime-movie")
    /// Adaptive multi-rate audio.
    public static let amr = AVFileType(rawValue: "org.3gpp.adaptive-multi-rate-audio")
}
