// `AVAudioSession`: how the app's sound mixes with others', set before playing. Linux keeps what
// is set (nothing is routed: there is no audio output) and throws where an iPhone does.
import Foundation

/// The app's audio session: its category, mode and options, and whether it is active.
///
/// Linux: the settings are kept as set and activation succeeds; no audio is routed. Setting
/// `.defaultToSpeaker` with a category other than `.playAndRecord` throws `NSOSStatusErrorDomain`
/// −50, as on an iPhone. Record permission is never granted (the request answers false) and
/// stays `.undetermined`; no other app plays, and no notification is posted.
open class AVAudioSession: NSObject, @unchecked Sendable {
    /// What the app's sound is for, which decides how it mixes and whether the ringer switch
    /// silences it.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Sound that mixes with others and the ringer switch silences.
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        /// The default: sound that silences others and the ringer switch silences.
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        /// Playback central to the app, heard with the ringer switch on silent.
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        /// Recording.
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        /// Recording and playback, as a call does.
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        /// Separate streams to separate outputs.
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// How the category is used: tuning for voice, video, measurement, …
    public struct Mode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// A mode of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No particular use.
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        /// A voice call.
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        /// A game's voice chat.
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        /// Recording video.
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        /// Measuring input or output, with no processing.
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        /// Playing films.
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        /// A video call.
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        /// Speech, such as podcasts and audiobooks.
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        /// Short spoken prompts, such as navigation directions.
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    /// How the category behaves with other apps' sound and with outputs.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mix with other apps' sound.
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        /// Lower other apps' sound while this one plays.
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        /// Bluetooth hands-free devices as inputs.
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// The speaker rather than the receiver (`.playAndRecord` only).
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        /// Interrupt spoken audio of other apps, and mix with the rest.
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        /// Stereo Bluetooth devices as outputs.
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        /// AirPlay devices as outputs.
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        /// Keep recording when the microphone is muted.
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    /// Options of activating or deactivating the session.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Tell other apps, when deactivating, that they may resume.
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    /// How the session's audio is routed with other apps'.
    public enum RouteSharingPolicy: UInt, Sendable {
        /// The system's routing.
        case `default` = 0
        /// Long-form audio, routed as music and podcasts are.
        case longFormAudio = 1
        /// The app chooses its own route.
        case independent = 2
        /// Long-form video.
        case longFormVideo = 3
    }

    /// Whether the app may record.
    public enum RecordPermission: UInt, Sendable {
        /// Not asked yet.
        case undetermined = 0x756E_6474
        /// The person refused.
        case denied = 0x6465_6E79
        /// The person allowed it.
        case granted = 0x6772_6E74
    }

    /// Whether an interruption began or ended.
    public enum InterruptionType: UInt, Sendable {
        /// It ended.
        case ended = 0
        /// It began.
        case began = 1
    }

    /// Posted when another app or a call interrupts the session (Linux: never posted).
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    /// Posted when the audio route changes, as when headphones are unplugged (Linux: never posted).
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    /// Posted when the media services restart (Linux: never posted).
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    /// Posted when another app's audio starts or stops asking this one to go quiet (Linux: never posted).
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")

    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var settings = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(),
                            policy: RouteSharingPolicy.default, active: false)

    private override init() { super.init() }

    /// The app's session.
    /// - Returns: The session.
    open class func sharedInstance() -> AVAudioSession { shared }

    /// The category (`.soloAmbient` until set).
    open var category: Category { lock.withLock { settings.category } }
    /// The mode (`.default` until set).
    open var mode: Mode { lock.withLock { settings.mode } }
    /// The category's options.
    open var categoryOptions: CategoryOptions { lock.withLock { settings.options } }
    /// The route sharing policy.
    open var routeSharingPolicy: RouteSharingPolicy { lock.withLock { settings.policy } }
    /// Whether the app may record: `.undetermined` (never granted on Linux).
    open var recordPermission: RecordPermission { .undetermined }
    /// Whether another app is playing sound: no.
    open var isOtherAudioPlaying: Bool { false }
    /// Whether another app asks secondary audio to go quiet: no.
    open var secondaryAudioShouldBeSilencedHint: Bool { false }
    /// Whether a microphone is available: none is, on Linux.
    open var isInputAvailable: Bool { false }

    /// Sets the category.
    /// - Parameter category: The category.
    open func setCategory(_ category: Category) throws {
        try setCategory(category, mode: mode, policy: routeSharingPolicy, options: [])
    }

    /// Sets the category with options.
    /// - Parameters:
    ///   - category: The category.
    ///   - options: Its options.
    /// - Throws: `NSOSStatusErrorDomain` −50 for `.defaultToSpeaker` outside `.playAndRecord`.
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: routeSharingPolicy, options: options)
    }

    /// Sets the category, mode and options.
    /// - Parameters:
    ///   - category: The category.
    ///   - mode: The mode.
    ///   - options: The options.
    /// - Throws: `NSOSStatusErrorDomain` −50 for `.defaultToSpeaker` outside `.playAndRecord`.
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        try setCategory(category, mode: mode, policy: routeSharingPolicy, options: options)
    }

    /// Sets the category, mode, route sharing policy and options.
    /// - Parameters:
    ///   - category: The category.
    ///   - mode: The mode.
    ///   - policy: The route sharing policy.
    ///   - options: The options.
    /// - Throws: `NSOSStatusErrorDomain` −50 for `.defaultToSpeaker` outside `.playAndRecord`.
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        // AVAudioSessionErrorCodeBadParam: the speaker option belongs to calls' category alone.
        if options.contains(.defaultToSpeaker) && category != .playAndRecord {
            throw NSError(domain: NSOSStatusErrorDomain, code: -50)
        }
        lock.withLock {
            settings.category = category
            settings.mode = mode
            settings.policy = policy
            settings.options = options
        }
    }

    /// Sets the mode.
    /// - Parameter mode: The mode.
    open func setMode(_ mode: Mode) throws {
        lock.withLock { settings.mode = mode }
    }

    /// Activates or deactivates the session (Linux: succeeds; nothing is routed).
    /// - Parameters:
    ///   - active: Whether it is active.
    ///   - options: Options of deactivating.
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        lock.withLock { settings.active = active }
    }

    /// Asks the person to allow recording (Linux: not allowed; nobody is asked).
    /// - Parameter response: Called on the main queue with false.
    open func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { response(false) }
    }
}
