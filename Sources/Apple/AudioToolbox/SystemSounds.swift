// System Sound Services: the short sounds apps play on a tap, the alert sound and the vibration.
// Linux is an iPhone whose sound server is never heard:
//
// 1. `AudioServicesCreateSystemSoundID` reads the file: a readable sound file (a WAV file with its
//    format and data chunks, AIFF, CAF, MP3, MPEG-4 audio) gets a new ID from 4097 up and
//    `kAudioServicesNoError`; a missing, unreadable or non-audio file, or a URL that is not a
//    file's, gets `kAudioServicesSystemSoundUnspecifiedError` (−1500) and leaves the ID as it was.
// 2. Playing any ID (a system sound such as 1104, a created one, `kSystemSoundID_Vibrate`)
//    returns at once and makes no sound.
// 3. A completion block runs once per play, after the call returned, on the main queue (Apple
//    runs it on a serial queue of its own "for every attempt to play, irrespective of success";
//    the main queue is one, and keeps completions that touch the UI safe).
import Foundation

/// The identifier of a system sound: one of the system's (1000 up, `kSystemSoundID_Vibrate`) or
/// one `AudioServicesCreateSystemSoundID` made from a file.
public typealias SystemSoundID = UInt32

/// The vibration (on an iPhone; Linux has no motor, so it is felt nowhere).
public let kSystemSoundID_Vibrate: SystemSoundID = 0x0000_0FFF
/// The alert sound the person chose in Settings.
public let kSystemSoundID_UserPreferredAlert: SystemSoundID = 0x0000_1000
/// A flash of the screen (macOS).
public let kSystemSoundID_FlashScreen: SystemSoundID = 0x0000_0FFE

/// System Sound Services succeeded.
public let kAudioServicesNoError: OSStatus = 0
/// The property is not supported ('pty?').
public let kAudioServicesUnsupportedPropertyError: OSStatus = 0x7074_793F
/// A property's size is wrong ('!siz').
public let kAudioServicesBadPropertySizeError: OSStatus = 0x2173_697A
/// A specifier's size is wrong ('!spc').
public let kAudioServicesBadSpecifierSizeError: OSStatus = 0x2173_7063
/// The system sound could not be made or played (the file is missing or not a sound file, or the
/// ID is not one that was made).
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500
/// The system sound client did not answer in time.
public let kAudioServicesSystemSoundClientTimedOutError: OSStatus = -1501
/// The sound is longer than a system sound may be (30 seconds).
public let kAudioServicesSystemSoundExceededMaximumDurationError: OSStatus = -1502

/// Makes a system sound of a sound file, to play with `AudioServicesPlaySystemSound`.
///
/// Linux: the file is read and must be a sound file (see the file's notes); nothing is loaded
/// into a sound server, as there is none.
/// - Parameters:
///   - inFileURL: The file (`url as CFURL`).
///   - outSystemSoundID: Set to the new sound's ID when the file is a sound file.
/// - Returns: `kAudioServicesNoError`, or `kAudioServicesSystemSoundUnspecifiedError` when the
///   file is missing, unreadable or not a sound file.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: CFURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    let url = inFileURL as URL
    guard url.isFileURL, let data = try? Data(contentsOf: url, options: .mappedIfSafe),
          SoundFileSignature.isSoundFile(data) else {
        return kAudioServicesSystemSoundUnspecifiedError
    }
    outSystemSoundID.pointee = SystemSoundRegistry.shared.register(url)
    return kAudioServicesNoError
}

/// Lets go of a system sound made by `AudioServicesCreateSystemSoundID`.
/// - Parameter inSystemSoundID: The sound.
/// - Returns: `kAudioServicesNoError`, or `kAudioServicesSystemSoundUnspecifiedError` when the ID
///   is not one that was made (or it was already let go of).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.shared.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesSystemSoundUnspecifiedError
}

/// Plays a system sound (Linux: returns at once; nothing sounds).
/// - Parameter inSystemSoundID: The sound: one of the system's (1104 is the keyboard's click) or
///   one that was made from a file.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundRegistry.shared.played(inSystemSoundID)
}

/// Plays a system sound as an alert, which vibrates too where the device can (Linux: returns at
/// once; nothing sounds or vibrates).
/// - Parameter inSystemSoundID: The sound.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {
    SystemSoundRegistry.shared.played(inSystemSoundID)
}

/// Plays a system sound and runs a block when it has finished (Linux: nothing sounds; the block
/// runs on the main queue after this returns).
/// - Parameters:
///   - inSystemSoundID: The sound.
///   - inCompletionBlock: Run once, whether or not the sound could play.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    AudioServicesPlaySystemSound(inSystemSoundID)
    SystemSoundRegistry.complete(inCompletionBlock)
}

/// Plays a system sound as an alert and runs a block when it has finished (Linux: nothing sounds
/// or vibrates; the block runs on the main queue after this returns).
/// - Parameters:
///   - inSystemSoundID: The sound.
///   - inCompletionBlock: Run once, whether or not the sound could play.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    AudioServicesPlayAlertSound(inSystemSoundID)
    SystemSoundRegistry.complete(inCompletionBlock)
}

/// The sounds made from files, and the sounds asked to play (which tests read).
final class SystemSoundRegistry: @unchecked Sendable {
    /// The registry of the process.
    static let shared = SystemSoundRegistry()

    /// The first ID a made sound gets.
    static let firstMadeID: SystemSoundID = 4097

    private let lock = NSLock()
    private var files: [SystemSoundID: URL] = [:]
    private var nextID = firstMadeID
    private var playedIDs: [SystemSoundID] = []

    /// Gives a file a new ID.
    func register(_ url: URL) -> SystemSoundID {
        lock.withLock {
            let id = nextID
            nextID += 1
            files[id] = url
            return id
        }
    }

    /// Forgets a made sound; false when the ID is not one.
    func dispose(_ id: SystemSoundID) -> Bool {
        lock.withLock { files.removeValue(forKey: id) != nil }
    }

    /// The file a made sound was made of.
    func file(of id: SystemSoundID) -> URL? {
        lock.withLock { files[id] }
    }

    /// Notes that a sound was asked to play.
    func played(_ id: SystemSoundID) {
        lock.withLock { playedIDs.append(id) }
    }

    /// The sounds asked to play so far, the first first.
    var played: [SystemSoundID] {
        lock.withLock { playedIDs }
    }

    /// Runs a completion block on the main queue, after the call that played the sound returned.
    static func complete(_ block: (() -> Void)?) {
        guard let block else { return }
        let completion = Completion(block: block)
        DispatchQueue.main.async { completion.block() }
    }

    /// A completion block carried to the main queue: the caller's block is not `Sendable` in
    /// Apple's signature, and runs there once.
    private struct Completion: @unchecked Sendable {
        let block: () -> Void
    }
}
