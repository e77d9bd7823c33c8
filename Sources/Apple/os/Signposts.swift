// Signposts: intervals and events an app marks for Instruments (`os_signpost(.begin, log:
// log, name: "Load")`, `OSSignposter`). Linux has no Instruments to record them, as a device
// with no trace running: every call is accepted and records nothing, and intervals still
// pair their begin and end states.
import Foundation

extension OSLog {
    /// A category of handles with a meaning of their own to Instruments.
    public struct Category: RawRepresentable, Hashable, Sendable {
        /// The category's name.
        public let rawValue: String
        /// A category named `rawValue`.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Signposts shown in Instruments' Points of Interest track.
        public static let pointsOfInterest = Category(rawValue: "PointsOfInterest")
        /// Signposts recorded only while a tool is tracing.
        public static let dynamicTracing = Category(rawValue: "DynamicTracing")
        /// Signposts recorded with backtraces only while a tool is tracing.
        public static let dynamicStackTracing = Category(rawValue: "DynamicStackTracing")
    }

    /// A handle of one of Instruments' categories.
    /// - Parameters:
    ///   - subsystem: The subsystem, usually the bundle identifier.
    ///   - category: The category.
    public convenience init(subsystem: String, category: Category) {
        self.init(subsystem: subsystem, category: category.rawValue)
    }

    /// Whether signposts of this handle are recorded (Linux: no tool records them).
    public var signpostsEnabled: Bool { false }
}

/// What a signpost marks: the start or end of an interval, or a moment.
public struct OSSignpostType: RawRepresentable, Hashable, Sendable {
    /// The type's value.
    public let rawValue: UInt8
    /// A type of value `rawValue`.
    /// - Parameter rawValue: The value.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// A moment.
    public static let event = OSSignpostType(rawValue: 0)
    /// The start of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}

/// What tells overlapping intervals of one name apart.
public struct OSSignpostID: Hashable, Comparable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64
    /// An identifier of value `value`.
    /// - Parameter value: The value.
    public init(_ value: UInt64) { rawValue = value }
    /// A new identifier, unique in the process.
    /// - Parameter log: The handle it is used with.
    public init(log: OSLog) { rawValue = SignpostIDs.next() }
    /// The identifier of an object: the same object gives the same identifier.
    /// - Parameters:
    ///   - log: The handle it is used with.
    ///   - object: The object.
    public init(log: OSLog, object: AnyObject) { rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue)) }
    /// For intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier that is not valid.
    public static let invalid = OSSignpostID(~0)
    /// No identifier.
    public static let null = OSSignpostID(0)
    /// Orders identifiers by value.
    /// - Parameters:
    ///   - a: One identifier.
    ///   - b: Another.
    /// - Returns: Whether `a`'s value is smaller.
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }
}

/// The identifiers `OSSignpostID(log:)` hands out.
private enum SignpostIDs {
    nonisolated(unsafe) static var last: UInt64 = 0
    static let lock = NSLock()
    static func next() -> UInt64 { lock.withLock { last += 1; return last } }
}

/// Marks a signpost (Linux: recorded nowhere).
/// - Parameters:
///   - type: Begin, end or event.
///   - dso: Accepted for Apple's signature.
///   - log: The handle.
///   - name: The interval's or event's name.
///   - signpostID: Which interval of that name.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive) {}

/// Marks a signpost with a printf-style message (Linux: recorded nowhere).
/// - Parameters:
///   - type: Begin, end or event.
///   - dso: Accepted for Apple's signature.
///   - log: The handle.
///   - name: The interval's or event's name.
///   - signpostID: Which interval of that name.
///   - format: The message's format.
///   - arguments: The values of its specifiers.
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString,
                        signpostID: OSSignpostID = .exclusive, _ format: StaticString, _ arguments: CVarArg...) {}

/// The state of an interval begun with an `OSSignposter`, which ends it.
public final class OSSignpostIntervalState: @unchecked Sendable {
    /// The interval's identifier.
    public let signpostID: OSSignpostID
    init(_ id: OSSignpostID) { signpostID = id }
}

/// Marks intervals and events on a handle (iOS 15's interface to signposts). Linux: recorded nowhere.
public struct OSSignposter: @unchecked Sendable {
    private let log: OSLog
    /// A signposter on a handle.
    /// - Parameter log: The handle.
    public init(logHandle log: OSLog) { self.log = log }
    /// A signposter of a subsystem and category.
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter of a subsystem and one of Instruments' categories.
    /// - Parameters:
    ///   - subsystem: The subsystem.
    ///   - category: The category.
    public init(subsystem: String, category: OSLog.Category) { log = OSLog(subsystem: subsystem, category: category) }
    /// A signposter of a logger's handle.
    /// - Parameter logger: The logger.
    public init(logger: Logger) { log = logger.logObject }
    /// A signposter that marks nothing.
    public static var disabled: OSSignposter { OSSignposter(logHandle: .disabled) }
    /// Whether its signposts are recorded (Linux: never).
    public var isEnabled: Bool { false }
    /// A new identifier for an interval.
    /// - Returns: An identifier unique in the process.
    public func makeSignpostID() -> OSSignpostID { OSSignpostID(log: log) }
    /// The identifier of an object.
    /// - Parameter object: The object.
    /// - Returns: The same identifier for the same object.
    public func makeSignpostID(from object: AnyObject) -> OSSignpostID { OSSignpostID(log: log, object: object) }
    /// Begins an interval.
    /// - Parameters:
    ///   - name: Its name.
    ///   - id: Which interval of that name.
    /// - Returns: The state that ends it.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive) -> OSSignpostIntervalState { OSSignpostIntervalState(id) }
    /// Begins an interval with a message.
    /// - Parameters:
    ///   - name: Its name.
    ///   - id: Which interval of that name.
    ///   - message: The message.
    /// - Returns: The state that ends it.
    public func beginInterval(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) -> OSSignpostIntervalState {
        OSSignpostIntervalState(id)
    }
    /// Ends an interval.
    /// - Parameters:
    ///   - name: Its name.
    ///   - state: What `beginInterval` returned.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState) {}
    /// Ends an interval with a message.
    /// - Parameters:
    ///   - name: Its name.
    ///   - state: What `beginInterval` returned.
    ///   - message: The message.
    public func endInterval(_ name: StaticString, _ state: OSSignpostIntervalState, _ message: OSLogMessage) {}
    /// Marks a moment.
    /// - Parameters:
    ///   - name: Its name.
    ///   - id: Which of that name.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive) {}
    /// Marks a moment with a message.
    /// - Parameters:
    ///   - name: Its name.
    ///   - id: Which of that name.
    ///   - message: The message.
    public func emitEvent(_ name: StaticString, id: OSSignpostID = .exclusive, _ message: OSLogMessage) {}
    /// Runs `task` inside an interval.
    /// - Parameters:
    ///   - name: The interval's name.
    ///   - id: Which interval of that name.
    ///   - task: The work.
    /// - Returns: What the work returns.
    public func withIntervalSignpost<T>(_ name: StaticString, id: OSSignpostID = .exclusive, around task: () throws -> T) rethrows -> T {
        try task()
    }
}
