// `import WatchConnectivity` on Linux: the session an iPhone app and its Watch app talk through.
// A preview runs on an iPhone with no Apple Watch paired, as a simulator does: sessions are
// supported and activate, but nothing is paired, installed or reachable, so what is sent fails
// with the error the real framework gives (`deviceNotPaired`, `notReachable`) and nothing is ever
// received. Delegate calls come asynchronously, on the main queue.
import Foundation

/// Whether a session can be used.
public enum WCSessionActivationState: Int, Sendable {
    /// Not activated: nothing can be sent or received.
    case notActivated = 0
    /// Was active, and is finishing what the previous watch sent (after a switch of watches).
    case inactive = 1
    /// Active: the app can talk to its counterpart.
    case activated = 2
}

/// An error of a session.
public struct WCError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Int, Sendable {
        /// An unknown problem.
        case genericError = 7001
        /// The device does not support sessions.
        case sessionNotSupported = 7002
        /// The session has no delegate.
        case sessionMissingDelegate = 7003
        /// The session is not activated.
        case sessionNotActivated = 7004
        /// No counterpart device is paired.
        case deviceNotPaired = 7005
        /// The Watch app is not installed on the paired watch.
        case watchAppNotInstalled = 7006
        /// The counterpart is not reachable.
        case notReachable = 7007
        /// An argument was invalid.
        case invalidParameter = 7008
        /// The payload is too large.
        case payloadTooLarge = 7009
        /// The payload holds types that are not property-list types.
        case payloadUnsupportedTypes = 7010
        /// The reply could not be sent.
        case messageReplyFailed = 7011
        /// The counterpart did not reply in time.
        case messageReplyTimedOut = 7012
        /// A file could not be read.
        case fileAccessDenied = 7013
        /// The transfer could not be delivered.
        case deliveryFailed = 7014
        /// There is not enough space for the transfer.
        case insufficientSpace = 7015
        /// The session is inactive.
        case sessionInactive = 7016
        /// The transfer timed out.
        case transferTimedOut = 7017
        /// The companion app is not installed.
        case companionAppNotInstalled = 7018
        /// The Watch app has no companion app.
        case watchOnlyApp = 7019
    }

    /// The error's domain.
    public static let errorDomain = "WCErrorDomain"
    /// What went wrong.
    public let code: Code

    /// An error of `code`.
    /// - Parameter code: What went wrong.
    public init(_ code: Code) { self.code = code }

    /// A readable message.
    public var description: String { "WCError \(code.rawValue) (\(code))" }

    /// An unknown problem.
    public static var genericError: Code { .genericError }
    /// The device does not support sessions.
    public static var sessionNotSupported: Code { .sessionNotSupported }
    /// The session has no delegate.
    public static var sessionMissingDelegate: Code { .sessionMissingDelegate }
    /// The session is not activated.
    public static var sessionNotActivated: Code { .sessionNotActivated }
    /// No counterpart device is paired.
    public static var deviceNotPaired: Code { .deviceNotPaired }
    /// The Watch app is not installed.
    public static var watchAppNotInstalled: Code { .watchAppNotInstalled }
    /// The counterpart is not reachable.
    public static var notReachable: Code { .notReachable }
    /// An argument was invalid.
    public static var invalidParameter: Code { .invalidParameter }
    /// The payload is too large.
    public static var payloadTooLarge: Code { .payloadTooLarge }
    /// The payload holds unsupported types.
    public static var payloadUnsupportedTypes: Code { .payloadUnsupportedTypes }
    /// The reply could not be sent.
    public static var messageReplyFailed: Code { .messageReplyFailed }
    /// The counterpart did not reply in time.
    public static var messageReplyTimedOut: Code { .messageReplyTimedOut }
    /// A file could not be read.
    public static var fileAccessDenied: Code { .fileAccessDenied }
    /// The transfer could not be delivered.
    public static var deliveryFailed: Code { .deliveryFailed }
    /// There is not enough space.
    public static var insufficientSpace: Code { .insufficientSpace }
    /// The session is inactive.
    public static var sessionInactive: Code { .sessionInactive }
    /// The transfer timed out.
    public static var transferTimedOut: Code { .transferTimedOut }
    /// The companion app is not installed.
    public static var companionAppNotInstalled: Code { .companionAppNotInstalled }
    /// The Watch app has no companion app.
    public static var watchOnlyApp: Code { .watchOnlyApp }
}

extension WCError.Code {
    /// `catch WCError.notReachable`: whether `error` is a session error of `code`.
    /// - Parameters:
    ///   - code: The code to match.
    ///   - error: The error thrown.
    /// - Returns: Whether they match.
    public static func ~= (code: WCError.Code, error: any Error) -> Bool {
        (error as? WCError)?.code == code
    }
}

/// A file sent to or received from the counterpart.
open class WCSessionFile: NSObject, @unchecked Sendable {
    /// Where the file is.
    open private(set) var fileURL: URL
    /// What was sent with it.
    open private(set) var metadata: [String: Any]?

    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
    }
}

/// A file being sent.
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    /// The file.
    open private(set) var file: WCSessionFile
    /// Whether it is still being sent (Linux: never, it failed at once).
    open private(set) var isTransferring = false
    /// How much of it was sent.
    open private(set) var progress = Progress(totalUnitCount: 1)

    init(file: WCSessionFile) { self.file = file }

    /// Stops sending it.
    open func cancel() {}
}

/// A dictionary being sent.
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    /// The dictionary.
    open private(set) var userInfo: [String: Any]
    /// Whether it was sent with `transferCurrentComplicationUserInfo(_:)`.
    open private(set) var isCurrentComplicationInfo: Bool
    /// Whether it is still being sent (Linux: never, it failed at once).
    open private(set) var isTransferring = false

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
    }

    /// Stops sending it.
    open func cancel() {}
}

/// What a session tells the app: activation, state changes, and what the counterpart sent.
/// Every method but the activation's has a default that does nothing.
public protocol WCSessionDelegate: NSObjectProtocol {
    /// Activation finished.
    /// - Parameters:
    ///   - session: The session.
    ///   - activationState: Its state now.
    ///   - error: Why it failed, if it did.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    /// The session became inactive (the person is switching watches).
    /// - Parameter session: The session.
    func sessionDidBecomeInactive(_ session: WCSession)
    /// The session was deactivated; activate it again to talk to the new watch.
    /// - Parameter session: The session.
    func sessionDidDeactivate(_ session: WCSession)
    /// Pairing, installation or the complication changed.
    /// - Parameter session: The session.
    func sessionWatchStateDidChange(_ session: WCSession)
    /// Whether the counterpart is reachable changed.
    /// - Parameter session: The session.
    func sessionReachabilityDidChange(_ session: WCSession)
    /// A message arrived.
    /// - Parameters:
    ///   - session: The session.
    ///   - message: The message.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    /// A message arrived that wants a reply.
    /// - Parameters:
    ///   - session: The session.
    ///   - message: The message.
    ///   - replyHandler: Called with the reply.
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    /// Data arrived.
    /// - Parameters:
    ///   - session: The session.
    ///   - messageData: The data.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    /// Data arrived that wants a reply.
    /// - Parameters:
    ///   - session: The session.
    ///   - messageData: The data.
    ///   - replyHandler: Called with the reply.
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void)
    /// A new application context arrived.
    /// - Parameters:
    ///   - session: The session.
    ///   - applicationContext: The context.
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    /// A dictionary arrived.
    /// - Parameters:
    ///   - session: The session.
    ///   - userInfo: The dictionary.
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    /// Sending a dictionary finished.
    /// - Parameters:
    ///   - session: The session.
    ///   - userInfoTransfer: The transfer.
    ///   - error: Why it failed, if it did.
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    /// A file arrived.
    /// - Parameters:
    ///   - session: The session.
    ///   - file: The file.
    func session(_ session: WCSession, didReceive file: WCSessionFile)
    /// Sending a file finished.
    /// - Parameters:
    ///   - session: The session.
    ///   - fileTransfer: The transfer.
    ///   - error: Why it failed, if it did.
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
}

extension WCSessionDelegate {
    /// Does nothing.
    /// - Parameter session: The session.
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    /// Does nothing.
    /// - Parameter session: The session.
    public func sessionDidDeactivate(_ session: WCSession) {}
    /// Does nothing.
    /// - Parameter session: The session.
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    /// Does nothing.
    /// - Parameter session: The session.
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - message: The message.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - message: The message.
    ///   - replyHandler: Not called.
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - messageData: The data.
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - messageData: The data.
    ///   - replyHandler: Not called.
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - applicationContext: The context.
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - userInfo: The dictionary.
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - userInfoTransfer: The transfer.
    ///   - error: Why it failed.
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - file: The file.
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
    /// Does nothing.
    /// - Parameters:
    ///   - session: The session.
    ///   - fileTransfer: The transfer.
    ///   - error: Why it failed.
    public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
}

/// The app's session with its counterpart (the Watch app, or on a watch the iPhone app).
///
/// Linux: an iPhone with no watch paired. Sessions are supported and activate (the delegate is
/// told `.activated` on the main queue); nothing is paired, installed or reachable, so sending
/// fails as it does on such an iPhone, and nothing is ever received.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    private let lock = NSLock()
    private var state = WCSessionActivationState.notActivated

    /// Whether this device supports sessions (an iPhone does).
    /// - Returns: True.
    open class func isSupported() -> Bool { true }

    /// The app's session.
    open class var `default`: WCSession { shared }

    /// Told of activation and of what arrives; set it before `activate()`.
    open weak var delegate: (any WCSessionDelegate)?

    /// Whether the session can be used.
    open var activationState: WCSessionActivationState { lock.withLock { state } }
    /// Whether a watch is paired with this iPhone (Linux: no).
    open var isPaired: Bool { false }
    /// Whether the Watch app is installed on the paired watch (Linux: no).
    open var isWatchAppInstalled: Bool { false }
    /// Whether the app's complication is on the watch face (Linux: no).
    open var isComplicationEnabled: Bool { false }
    /// Whether the counterpart can be sent messages now (Linux: no).
    open var isReachable: Bool { false }
    /// Whether data sent before activation is still being delivered (Linux: no).
    open var hasContentPending: Bool { false }
    /// How many more complication updates can be sent today.
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    /// A folder for the Watch app's files, while it is installed (Linux: none).
    open var watchDirectoryURL: URL? { nil }
    /// Whether the iPhone app is installed (a Watch app's question; Linux: no).
    open var isCompanionAppInstalled: Bool { false }
    /// Whether the iPhone must be unlocked before it is reachable (Linux: no).
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }

    /// The last context sent with `updateApplicationContext(_:)` (Linux: none was ever sent).
    open var applicationContext: [String: Any] { [:] }
    /// The last context the counterpart sent (Linux: none).
    open var receivedApplicationContext: [String: Any] { [:] }
    /// Dictionaries still being sent (Linux: none).
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    /// Files still being sent (Linux: none).
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

    /// Activates the session; the delegate is told when it is done.
    open func activate() {
        lock.withLock { state = .activated }
        DispatchQueue.main.async { [self] in
            delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
        }
    }

    /// The error sending anything gives: not activated, else no watch paired.
    private var sendingError: WCError {
        WCError(activationState == .activated ? .deviceNotPaired : .sessionNotActivated)
    }

    /// Sends the latest state to the counterpart, replacing the last (Linux: throws
    /// `deviceNotPaired`, or `sessionNotActivated` before activation).
    /// - Parameter applicationContext: Property-list values.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw sendingError
    }

    /// Sends a message to the reachable counterpart (Linux: `errorHandler` gets `notReachable`).
    /// - Parameters:
    ///   - message: Property-list values.
    ///   - replyHandler: Called with the reply.
    ///   - errorHandler: Called with why it was not sent.
    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?,
                          errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler, WCError(activationState == .activated ? .notReachable : .sessionNotActivated))
    }

    /// Sends data to the reachable counterpart (Linux: `errorHandler` gets `notReachable`).
    /// - Parameters:
    ///   - data: The data.
    ///   - replyHandler: Called with the reply.
    ///   - errorHandler: Called with why it was not sent.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler, WCError(activationState == .activated ? .notReachable : .sessionNotActivated))
    }

    /// Calls `handler` with `error` on the main queue.
    private func fail(_ handler: ((any Error) -> Void)?, _ error: WCError) {
        guard let handler else { return }
        nonisolated(unsafe) let call = handler
        DispatchQueue.main.async { call(error) }
    }

    /// Queues a dictionary for the counterpart (Linux: the delegate is told it failed).
    /// - Parameter userInfo: Property-list values.
    /// - Returns: The transfer.
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        transfer(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false))
    }

    /// Sends complication data ahead of other dictionaries (Linux: the delegate is told it failed).
    /// - Parameter userInfo: Property-list values.
    /// - Returns: The transfer.
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        transfer(WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true))
    }

    private func transfer(_ transfer: WCSessionUserInfoTransfer) -> WCSessionUserInfoTransfer {
        let error = sendingError
        DispatchQueue.main.async { [self] in delegate?.session(self, didFinish: transfer, error: error) }
        return transfer
    }

    /// Sends a file to the counterpart (Linux: the delegate is told it failed).
    /// - Parameters:
    ///   - file: The file.
    ///   - metadata: Property-list values sent with it.
    /// - Returns: The transfer.
    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        let error = sendingError
        DispatchQueue.main.async { [self] in delegate?.session(self, didFinish: transfer, error: error) }
        return transfer
    }
}
