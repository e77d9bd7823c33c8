// Text to speech, as learning and accessibility apps use it. Linux has no speech engine and no
// audio output, so nothing is heard and speaking takes no time: each utterance spoken is, in
// order, started and finished on the main queue — the delegate hears `didStart` then
// `didFinish` for it, with no word ranges — and `isSpeaking` is true from `speak(_:)` until the
// last utterance queued has finished. `stopSpeaking(at:)` drops the utterances not yet spoken
// (the delegate hears `didCancel` for the next one); pausing holds the queue until
// `continueSpeaking()`. The voices are the standard iOS voices of common languages.
import Foundation

/// Where speech may stop or pause.
public enum AVSpeechBoundary: Int, Sendable {
    /// At once.
    case immediate = 0
    /// After the current word.
    case word = 1
}

/// A voice's quality.
public enum AVSpeechSynthesisVoiceQuality: Int, Sendable {
    /// The compact voice.
    case `default` = 1
    /// The enhanced voice.
    case enhanced = 2
    /// The premium voice.
    case premium = 3
}

/// A voice's gender.
public enum AVSpeechSynthesisVoiceGender: Int, Sendable {
    /// Not specified.
    case unspecified = 0
    /// Male.
    case male = 1
    /// Female.
    case female = 2
}

/// The slowest speech rate: 0.
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
/// The fastest speech rate: 1.
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1
/// The default speech rate: 0.5.
public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
/// The identifier of the Alex voice.
public let AVSpeechSynthesisVoiceIdentifierAlex = "com.apple.speech.voice.Alex"

/// A voice that speaks a language.
open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    /// The standard voices: language, name, gender.
    private static let standard: [(String, String, AVSpeechSynthesisVoiceGender)] = [
        ("ar-001", "Majed", .male), ("cs-CZ", "Zuzana", .female), ("da-DK", "Sara", .female), ("de-DE", "Anna", .female),
        ("el-GR", "Melina", .female), ("en-AU", "Karen", .female), ("en-GB", "Daniel", .male), ("en-IE", "Moira", .female),
        ("en-IN", "Rishi", .male), ("en-US", "Samantha", .female), ("en-ZA", "Tessa", .female), ("es-ES", "Mónica", .female),
        ("es-MX", "Paulina", .female), ("fi-FI", "Satu", .female), ("fr-CA", "Amélie", .female), ("fr-FR", "Thomas", .male),
        ("he-IL", "Carmit", .female), ("hi-IN", "Lekha", .female), ("hu-HU", "Mariska", .female), ("id-ID", "Damayanti", .female),
        ("it-IT", "Alice", .female), ("ja-JP", "Kyoko", .female), ("ko-KR", "Yuna", .female), ("nl-BE", "Ellen", .female),
        ("nl-NL", "Xander", .male), ("nb-NO", "Nora", .female), ("pl-PL", "Zosia", .female), ("pt-BR", "Luciana", .female),
        ("pt-PT", "Joana", .female), ("ro-RO", "Ioana", .female), ("ru-RU", "Milena", .female), ("sk-SK", "Laura", .female),
        ("sv-SE", "Alva", .female), ("th-TH", "Kanya", .female), ("tr-TR", "Yelda", .female), ("zh-CN", "Tingting", .female),
        ("zh-HK", "Sinji", .female), ("zh-TW", "Meijia", .female),
    ]

    /// The voice's language, BCP 47 ("en-US").
    public let language: String
    /// The voice's identifier.
    public let identifier: String
    /// The voice's name.
    public let name: String
    /// The voice's quality.
    public let quality: AVSpeechSynthesisVoiceQuality
    /// The voice's gender.
    public let gender: AVSpeechSynthesisVoiceGender
    /// The settings of the audio the voice writes.
    open var audioFileSettings: [String: Any] { [AVFormatIDKey: Int(kAudioFormatLinearPCM), AVSampleRateKey: 22050, AVNumberOfChannelsKey: 1] }

    private init(language: String, name: String, gender: AVSpeechSynthesisVoiceGender) {
        self.language = language
        self.name = name
        self.gender = gender
        identifier = "com.apple.voice.compact.\(language).\(name)"
        quality = .default
        super.init()
    }

    /// The regions a language alone speaks in ("en" is American English, "fr" French French).
    private static let primaryRegions = ["ar": "ar-001", "en": "en-US", "es": "es-ES", "fr": "fr-FR", "nl": "nl-NL", "pt": "pt-BR", "zh": "zh-CN", "nb": "nb-NO"]

    /// The voice of a language: its standard voice, a language alone ("en") taking its main
    /// region's; nil for the current language.
    /// - Parameter languageCode: The language, BCP 47, or nil for the current one.
    public convenience init?(language languageCode: String?) {
        let wanted = (languageCode ?? AVSpeechSynthesisVoice.currentLanguageCode()).replacingOccurrences(of: "_", with: "-")
        let language = wanted.split(separator: "-").first.map { String($0).lowercased() } ?? ""
        let candidates = [wanted, AVSpeechSynthesisVoice.primaryRegions[language] ?? "", "\(language)-\(language.uppercased())"]
        let match = candidates.lazy.compactMap { code in AVSpeechSynthesisVoice.standard.first { $0.0.caseInsensitiveCompare(code) == .orderedSame } }.first
            ?? AVSpeechSynthesisVoice.standard.first { $0.0.lowercased().hasPrefix(language + "-") }
        guard let match else { return nil }
        self.init(language: match.0, name: match.1, gender: match.2)
    }

    /// The voice of an identifier.
    /// - Parameter identifier: The identifier.
    public convenience init?(identifier: String) {
        guard let match = AVSpeechSynthesisVoice.standard.first(where: { "com.apple.voice.compact.\($0.0).\($0.1)" == identifier }) else { return nil }
        self.init(language: match.0, name: match.1, gender: match.2)
    }

    /// Every voice.
    /// - Returns: The standard voices.
    open class func speechVoices() -> [AVSpeechSynthesisVoice] {
        standard.map { AVSpeechSynthesisVoice(language: $0.0, name: $0.1, gender: $0.2) }
    }

    /// The language of the current locale ("en-US").
    /// - Returns: The code.
    open class func currentLanguageCode() -> String {
        let locale = Locale.current
        let language = locale.language.languageCode?.identifier ?? "en"
        let region = locale.region?.identifier ?? "US"
        return "\(language)-\(region)"
    }
}

/// Text to speak, with its voice, rate, pitch and volume.
open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    /// The text.
    public let speechString: String
    /// The text with its attributes.
    public let attributedSpeechString: NSAttributedString
    /// The voice (nil: the current language's).
    open var voice: AVSpeechSynthesisVoice?
    /// The rate, 0...1 (0.5 by default).
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    /// The pitch, 0.5...2 (1 by default).
    open var pitchMultiplier: Float = 1
    /// The volume, 0...1.
    open var volume: Float = 1
    /// Seconds of silence before speaking.
    open var preUtteranceDelay: TimeInterval = 0
    /// Seconds of silence after speaking.
    open var postUtteranceDelay: TimeInterval = 0
    /// Whether the person's accessibility speech settings apply.
    open var prefersAssistiveTechnologySettings = false

    /// An utterance of text.
    /// - Parameter string: The text.
    public init(string: String) {
        speechString = string
        attributedSpeechString = NSAttributedString(string: string)
        super.init()
    }

    /// An utterance of attributed text.
    /// - Parameter string: The text.
    public init(attributedString string: NSAttributedString) {
        speechString = string.string
        attributedSpeechString = string
        super.init()
    }
}

/// Told as a synthesizer speaks; every method is optional.
///
/// Linux: told `didStart` then `didFinish` for each utterance, on the main queue.
public protocol AVSpeechSynthesizerDelegate: NSObjectProtocol {
    /// An utterance started.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    /// An utterance finished.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    /// Speech paused.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    /// Speech continued.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    /// An utterance was cancelled.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    /// A range of the text is about to be spoken (never, on Linux).
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - characterRange: The range.
    ///   - utterance: The utterance.
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    /// Does nothing.
    /// - Parameters:
    ///   - synthesizer: The synthesizer.
    ///   - characterRange: The range.
    ///   - utterance: The utterance.
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance) {}
}

/// Speaks utterances in order.
///
/// Linux: nothing is heard and speaking takes no time; see the file's notes.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var queue: [AVSpeechUtterance] = []
    private var paused = false
    private var stepScheduled = false

    /// Told as utterances are spoken.
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether the synthesizer uses the app's audio session.
    open var usesApplicationAudioSession = true
    /// Whether speech is mixed into a call's uplink.
    open var mixToTelephonyUplink = false
    /// Whether utterances are waiting to be spoken (true from `speak(_:)` until the last one
    /// finishes).
    open var isSpeaking: Bool { lock.withLock { !queue.isEmpty } }
    /// Whether speech is paused.
    open var isPaused: Bool { lock.withLock { paused } }

    /// A synthesizer.
    public override init() { super.init() }

    /// Queues an utterance: it is started and finished, in order, on the main queue.
    /// - Parameter utterance: The utterance.
    open func speak(_ utterance: AVSpeechUtterance) {
        lock.withLock { queue.append(utterance) }
        scheduleStep()
    }

    /// Stops speaking: the utterances not yet spoken are dropped (the delegate hears `didCancel`
    /// for the next one).
    /// - Parameter boundary: Where to stop.
    /// - Returns: Whether there was speech to stop.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let dropped = lock.withLock { () -> [AVSpeechUtterance] in
            defer {
                queue.removeAll()
                paused = false
            }
            return queue
        }
        guard let next = dropped.first else { return false }
        DispatchQueue.main.async { self.delegate?.speechSynthesizer(self, didCancel: next) }
        return true
    }

    /// Pauses before the next utterance.
    /// - Parameter boundary: Where to pause.
    /// - Returns: Whether there was speech to pause.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        let next = lock.withLock { () -> AVSpeechUtterance? in
            guard let first = queue.first, !paused else { return nil }
            paused = true
            return first
        }
        guard let next else { return false }
        DispatchQueue.main.async { self.delegate?.speechSynthesizer(self, didPause: next) }
        return true
    }

    /// Continues paused speech.
    /// - Returns: Whether speech was paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        let next = lock.withLock { () -> AVSpeechUtterance? in
            guard paused else { return nil }
            paused = false
            return queue.first
        }
        guard let next else { return false }
        DispatchQueue.main.async { self.delegate?.speechSynthesizer(self, didContinue: next) }
        scheduleStep()
        return true
    }

    /// Speaks the next utterance on the main queue, unless paused or already scheduled.
    private func scheduleStep() {
        let schedule = lock.withLock { () -> Bool in
            guard !stepScheduled, !paused, !queue.isEmpty else { return false }
            stepScheduled = true
            return true
        }
        guard schedule else { return }
        DispatchQueue.main.async { self.step() }
    }

    /// Starts and finishes the first utterance, then schedules the next.
    private func step() {
        let utterance = lock.withLock { () -> AVSpeechUtterance? in
            stepScheduled = false
            return paused ? nil : queue.first
        }
        guard let utterance else { return }
        delegate?.speechSynthesizer(self, didStart: utterance)
        lock.withLock { if queue.first === utterance { queue.removeFirst() } }
        delegate?.speechSynthesizer(self, didFinish: utterance)
        scheduleStep()
    }
}
