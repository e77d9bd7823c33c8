// `AVAudioApplication` (iOS 17): the app's record permission and input mute. Linux has no
// microphone and nobody to ask: the permission stays `.undetermined` and asking answers false,
// as `AVAudioSession.requestRecordPermission` does.
import Foundation

/// The app's audio settings that are not the session's.
open class AVAudioApplication: NSObject, @unchecked Sendable {
    /// Whether the app may record.
    public enum RecordPermission: Int, Sendable {
        /// Not asked yet.
        case undetermined = 0x756E_6474
        /// The person refused.
        case denied = 0x6465_6E79
        /// The person allowed it.
        case granted = 0x6772_6E74
    }

    /// Posted when the input mute changes.
    public static let inputMuteStateChangeNotification = Notification.Name("AVAudioApplicationInputMuteStateChangeNotification")

    private static let instance = AVAudioApplication()
    private let lock = NSLock()
    private var muted = false

    /// The app's instance.
    open class var shared: AVAudioApplication { instance }

    override private init() { super.init() }

    /// Whether the app may record: `.undetermined` (never granted on Linux).
    open var recordPermission: RecordPermission { .undetermined }
    /// Whether the app's input is muted.
    open var isInputMuted: Bool { lock.withLock { muted } }

    /// Mutes or unmutes the app's input.
    /// - Parameter muted: Whether it is muted.
    /// - Throws: Never, on Linux.
    open func setInputMuted(_ muted: Bool) throws {
        let changed = lock.withLock { () -> Bool in
            defer { self.muted = muted }
            return self.muted != muted
        }
        if changed { NotificationCenter.default.post(name: AVAudioApplication.inputMuteStateChangeNotification, object: self) }
    }

    /// Asks the person to allow recording (Linux: nobody is asked; the answer is no).
    /// - Parameter response: Called on the main queue with false.
    open class func requestRecordPermission(completionHandler response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { response(false) }
    }

    /// Asks the person to allow recording (Linux: the answer is no).
    /// - Returns: False.
    open class func requestRecordPermission() async -> Bool { false }
}
