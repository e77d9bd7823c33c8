// Core Haptics on Linux: a device with no haptic hardware. Patterns, events and parameters are
// values for real; the hardware says it supports nothing, an engine can be made but not started
// (`CHHapticError.Code.notSupported`), and a player of a stopped engine does not start, as on an
// iPhone without a Taptic Engine.
import Foundation

/// Core Haptics' errors.
public struct CHHapticError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong (Core Haptics' numbers).
    public enum Code: Int, Sendable {
        /// The engine is not running.
        case engineNotRunning = -4805
        /// The engine did not start in time.
        case engineStartTimeout = -4808
        /// The hardware does not support haptics.
        case notSupported = -4809
        /// The haptic server did not start.
        case serverInitFailed = -4810
        /// A pattern or parameter is not valid.
        case invalidParameterType = -4801
        /// An event's time is not valid.
        case invalidEventTime = -4812
    }

    /// The error's code.
    public let code: Code

    /// An error of a code.
    /// - Parameter code: The code.
    public init(_ code: Code) { self.code = code }

    /// The error's domain, as Core Haptics names it.
    public static let errorDomain = "com.apple.CoreHaptics"

    /// What went wrong, in words.
    public var description: String {
        switch code {
        case .notSupported: return "The device does not support haptics"
        case .engineNotRunning: return "The haptic engine is not running"
        case .engineStartTimeout: return "The haptic engine did not start in time"
        case .serverInitFailed: return "The haptic server did not start"
        case .invalidParameterType: return "A haptic parameter is not valid"
        case .invalidEventTime: return "A haptic event's time is not valid"
        }
    }
}

extension CHHapticError: LocalizedError {
    /// What went wrong, in words.
    public var errorDescription: String? { description }
}

/// "Now", on the engine's clock.
public let CHHapticTimeImmediate: TimeInterval = 0

/// What the hardware can play.
public protocol CHHapticDeviceCapability {
    /// Whether it plays haptics.
    var supportsHaptics: Bool { get }
    /// Whether it plays audio through the haptic engine.
    var supportsAudio: Bool { get }
}

/// A device without haptic hardware.
struct NoHapticHardware: CHHapticDeviceCapability {
    var supportsHaptics: Bool { false }
    var supportsAudio: Bool { false }
}

/// One haptic or audio event of a pattern.
open class CHHapticEvent: NSObject, @unchecked Sendable {
    /// What kind of event it is.
    public struct EventType: Hashable, RawRepresentable, Sendable {
        /// Core Haptics' name of the type.
        public let rawValue: String
        /// A type of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A brief tap.
        public static let hapticTransient = EventType(rawValue: "HapticTransient")
        /// A lasting vibration.
        public static let hapticContinuous = EventType(rawValue: "HapticContinuous")
        /// A brief sound.
        public static let audioContinuous = EventType(rawValue: "AudioContinuous")
        /// A lasting sound.
        public static let audioCustom = EventType(rawValue: "AudioCustom")
    }

    /// The kind of event.
    public let type: EventType
    /// Its parameters.
    public let eventParameters: [CHHapticEventParameter]
    /// When it starts, in seconds from the pattern's start.
    open var relativeTime: TimeInterval
    /// How long it lasts, in seconds (continuous events).
    open var duration: TimeInterval

    /// An event.
    /// - Parameters:
    ///   - type: Its kind.
    ///   - parameters: Its intensity, sharpness and so on.
    ///   - relativeTime: When it starts.
    ///   - duration: How long it lasts.
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime: TimeInterval, duration: TimeInterval = 0) {
        self.type = type
        eventParameters = parameters
        self.relativeTime = relativeTime
        self.duration = duration
        super.init()
    }
}

/// A value that shapes one event.
open class CHHapticEventParameter: NSObject, @unchecked Sendable {
    /// Which value it is.
    public struct ID: Hashable, RawRepresentable, Sendable {
        /// Core Haptics' name of the parameter.
        public let rawValue: String
        /// A parameter of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// How strong the haptic is, 0 to 1.
        public static let hapticIntensity = ID(rawValue: "HapticIntensity")
        /// How sharp the haptic feels, 0 to 1.
        public static let hapticSharpness = ID(rawValue: "HapticSharpness")
        /// How quickly it rises.
        public static let attackTime = ID(rawValue: "AttackTime")
        /// How quickly it falls.
        public static let decayTime = ID(rawValue: "DecayTime")
        /// How long it sounds after it ends.
        public static let releaseTime = ID(rawValue: "ReleaseTime")
        /// Whether it stays at full strength until it ends.
        public static let sustained = ID(rawValue: "Sustained")
        /// The sound's volume.
        public static let audioVolume = ID(rawValue: "AudioVolume")
        /// The sound's pitch.
        public static let audioPitch = ID(rawValue: "AudioPitch")
        /// The sound's position from left to right.
        public static let audioPan = ID(rawValue: "AudioPan")
        /// How bright the sound is.
        public static let audioBrightness = ID(rawValue: "AudioBrightness")
    }

    /// Which value it is.
    public let parameterID: ID
    /// The value.
    open var value: Float

    /// A parameter.
    /// - Parameters:
    ///   - parameterID: Which value.
    ///   - value: The value.
    public init(parameterID: ID, value: Float) {
        self.parameterID = parameterID
        self.value = value
        super.init()
    }
}

/// A value that changes the events of a playing pattern.
open class CHHapticDynamicParameter: NSObject, @unchecked Sendable {
    /// Which value it is.
    public struct ID: Hashable, RawRepresentable, Sendable {
        /// Core Haptics' name of the parameter.
        public let rawValue: String
        /// A parameter of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Scales the haptics' intensity.
        public static let hapticIntensityControl = ID(rawValue: "HapticIntensityControl")
        /// Scales the haptics' sharpness.
        public static let hapticSharpnessControl = ID(rawValue: "HapticSharpnessControl")
        /// Scales the sound's volume.
        public static let audioVolumeControl = ID(rawValue: "AudioVolumeControl")
    }

    /// Which value it is.
    public let parameterID: ID
    /// The value.
    open var value: Float
    /// When it applies, in seconds from the pattern's start.
    open var relativeTime: TimeInterval

    /// A dynamic parameter.
    /// - Parameters:
    ///   - parameterID: Which value.
    ///   - value: The value.
    ///   - relativeTime: When it applies.
    public init(parameterID: ID, value: Float, relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.value = value
        self.relativeTime = relativeTime
        super.init()
    }
}

/// A dynamic parameter that changes along control points.
open class CHHapticParameterCurve: NSObject, @unchecked Sendable {
    /// One point of the curve.
    open class ControlPoint: NSObject, @unchecked Sendable {
        /// When, in seconds from the curve's start.
        open var relativeTime: TimeInterval
        /// The value there.
        open var value: Float
        /// A point.
        /// - Parameters:
        ///   - time: When.
        ///   - value: The value.
        public init(relativeTime time: TimeInterval, value: Float) {
            relativeTime = time
            self.value = value
            super.init()
        }
    }

    /// Which value the curve changes.
    public let parameterID: CHHapticDynamicParameter.ID
    /// When it starts.
    open var relativeTime: TimeInterval
    /// Its points.
    public let controlPoints: [ControlPoint]

    /// A curve.
    /// - Parameters:
    ///   - parameterID: Which value.
    ///   - controlPoints: Its points.
    ///   - relativeTime: When it starts.
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {
        self.parameterID = parameterID
        self.controlPoints = controlPoints
        self.relativeTime = relativeTime
        super.init()
    }
}

/// Events and parameters to play together.
open class CHHapticPattern: NSObject, @unchecked Sendable {
    /// The events.
    public let events: [CHHapticEvent]
    /// The dynamic parameters.
    public let parameters: [CHHapticDynamicParameter]
    /// The parameter curves.
    public let parameterCurves: [CHHapticParameterCurve]

    /// A pattern; an event at a negative time is an error.
    /// - Parameters:
    ///   - events: The events.
    ///   - parameters: The dynamic parameters.
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {
        guard events.allSatisfy({ $0.relativeTime >= 0 }) else { throw CHHapticError(.invalidEventTime) }
        self.events = events
        self.parameters = parameters
        parameterCurves = []
        super.init()
    }

    /// A pattern with parameter curves; an event at a negative time is an error.
    /// - Parameters:
    ///   - events: The events.
    ///   - parameterCurves: The curves.
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {
        guard events.allSatisfy({ $0.relativeTime >= 0 }) else { throw CHHapticError(.invalidEventTime) }
        self.events = events
        parameters = []
        self.parameterCurves = parameterCurves
        super.init()
    }

    /// How long the pattern lasts, in seconds.
    open var duration: TimeInterval { events.map { $0.relativeTime + $0.duration }.max() ?? 0 }
}

/// Plays a pattern on an engine.
public protocol CHHapticPatternPlayer: AnyObject {
    /// Starts playing at a time on the engine's clock.
    func start(atTime time: TimeInterval) throws
    /// Stops playing at a time.
    func stop(atTime time: TimeInterval) throws
    /// Sends dynamic parameters to the playing pattern.
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws
    /// Stops at once, without fading.
    func cancel() throws
    /// Whether the player's output is muted.
    var isMuted: Bool { get set }
}

/// A player that can also pause, seek and loop.
public protocol CHHapticAdvancedPatternPlayer: CHHapticPatternPlayer {
    /// Pauses at a time.
    func pause(atTime time: TimeInterval) throws
    /// Resumes at a time.
    func resume(atTime time: TimeInterval) throws
    /// Moves to an offset in the pattern.
    func seek(toOffset offsetTime: TimeInterval) throws
    /// Whether the pattern repeats.
    var loopEnabled: Bool { get set }
    /// Where a loop ends.
    var loopEnd: TimeInterval { get set }
    /// The playback rate.
    var playbackRate: Float { get set }
    /// Called when the player finishes.
    var completionHandler: ((Error?) -> Void)? { get set }
}

/// The player of a pattern: it plays only while its engine runs, which it never does on Linux.
final class PatternPlayer: CHHapticAdvancedPatternPlayer, @unchecked Sendable {
    weak var engine: CHHapticEngine?
    var isMuted = false
    var loopEnabled = false
    var loopEnd: TimeInterval = 0
    var playbackRate: Float = 1
    var completionHandler: ((Error?) -> Void)?

    init(engine: CHHapticEngine) { self.engine = engine }

    private func requireRunning() throws {
        guard engine?.isRunning == true else { throw CHHapticError(.engineNotRunning) }
    }

    func start(atTime time: TimeInterval) throws { try requireRunning() }
    func stop(atTime time: TimeInterval) throws { try requireRunning() }
    func sendParameters(_ parameters: [CHHapticDynamicParameter], atTime time: TimeInterval) throws { try requireRunning() }
    func cancel() throws { try requireRunning() }
    func pause(atTime time: TimeInterval) throws { try requireRunning() }
    func resume(atTime time: TimeInterval) throws { try requireRunning() }
    func seek(toOffset offsetTime: TimeInterval) throws { try requireRunning() }
}

/// The connection to the haptic hardware.
///
/// Linux: there is none. An engine can be made, `start()` throws `CHHapticError.Code.notSupported`
/// (the start handler gets that error), and players of an engine that is not running throw
/// `engineNotRunning`.
open class CHHapticEngine: @unchecked Sendable {
    /// Why the engine stopped.
    public enum StoppedReason: Int, Sendable {
        /// The audio session was interrupted.
        case audioSessionInterrupt = 1
        /// The app went to the background.
        case applicationSuspended = 2
        /// The engine was idle too long.
        case idleTimeout = 3
        /// Notified that players finished.
        case notifyWhenFinished = 4
        /// The engine was destroyed.
        case engineDestroyed = 5
        /// The game controller went away.
        case gameControllerDisconnect = 6
        /// The system made it stop.
        case systemError = -1
    }

    /// What the engine does when its players finish.
    public enum FinishedAction: Int, Sendable {
        /// Stops the engine.
        case stopEngine = 1
        /// Leaves it running.
        case leaveEngineRunning = 2
    }

    /// What the hardware can play: nothing, on Linux.
    /// - Returns: The capabilities.
    open class func capabilitiesForHardware() -> CHHapticDeviceCapability { NoHapticHardware() }

    /// Called when the engine stops on its own.
    open var stoppedHandler: (StoppedReason) -> Void = { _ in }
    /// Called when the engine has reset after a failure.
    open var resetHandler: () -> Void = {}
    /// Whether it plays haptics only (no audio).
    open var playsHapticsOnly = false
    /// Whether it stops itself when idle.
    open var isAutoShutdownEnabled = false
    /// Whether it is muted for haptics.
    open var isMutedForHaptics = false
    /// Whether it is muted for audio.
    open var isMutedForAudio = false
    /// The engine's clock, in seconds.
    open var currentTime: TimeInterval { Date().timeIntervalSinceReferenceDate }
    /// Whether it is running: never, on Linux.
    private(set) var isRunning = false

    /// An engine of the device's haptic hardware: throwing, as Core Haptics' is (`try
    /// CHHapticEngine()`), though making one succeeds on Linux.
    public init() throws {}

    /// Starts the engine: the hardware is not there.
    open func start() throws { throw CHHapticError(.notSupported) }

    /// Starts the engine and tells the handler how it went (it did not).
    /// - Parameter completionHandler: Called with the error.
    open func start(completionHandler: ((Error?) -> Void)? = nil) { completionHandler?(CHHapticError(.notSupported)) }

    /// Stops the engine.
    /// - Parameter completionHandler: Called when it has stopped.
    open func stop(completionHandler: ((Error?) -> Void)? = nil) {
        isRunning = false
        completionHandler?(nil)
    }

    /// Calls the handler when every player has finished (at once: none plays).
    /// - Parameter finishedHandler: What to do then.
    open func notifyWhenPlayersFinished(finishedHandler: @escaping (Error?) -> FinishedAction) { _ = finishedHandler(nil) }

    /// A player of a pattern.
    /// - Parameter pattern: The pattern.
    /// - Returns: The player.
    open func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { PatternPlayer(engine: self) }

    /// A player of a pattern that can pause, seek and loop.
    /// - Parameter pattern: The pattern.
    /// - Returns: The player.
    open func makeAdvancedPlayer(with pattern: CHHapticPattern) throws -> CHHapticAdvancedPatternPlayer { PatternPlayer(engine: self) }

    /// Plays a pattern file (AHAP): there is no hardware to play it on.
    /// - Parameter url: The file.
    open func playPattern(from url: URL) throws { throw CHHapticError(.notSupported) }
}
