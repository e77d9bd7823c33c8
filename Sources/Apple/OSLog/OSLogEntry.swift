// The entries of a log store (`OSLogEntry` and its kinds: a logged message, an activity, a
// signpost, a boundary). Linux: the store holds none (OSLogStore.swift), but the types are whole
// values: an entry keeps its date, message, level, subsystem, category and process.
import Foundation

/// An entry of a log store.
open class OSLogEntry: NSObject, @unchecked Sendable {
    /// How long the system keeps an entry.
    public enum StoreCategory: Int, Sendable, Hashable {
        /// Not known.
        case undefined = 0
        /// Metadata.
        case metadata = 1
        /// Kept a short time.
        case shortTerm = 2
        /// Kept as the system decides.
        case longTermAuto = 3
        /// Kept a day.
        case longTerm1 = 4
        /// Kept three days.
        case longTerm3 = 5
        /// Kept a week.
        case longTerm7 = 6
        /// Kept two weeks.
        case longTerm14 = 7
        /// Kept a month.
        case longTerm30 = 8
    }

    /// When the entry was logged.
    public let date: Date
    /// The entry's message with its values filled in.
    public let composedMessage: String
    /// How long the system keeps the entry.
    public let storeCategory: StoreCategory

    init(date: Date, composedMessage: String, storeCategory: StoreCategory = .undefined) {
        self.date = date
        self.composedMessage = composedMessage
        self.storeCategory = storeCategory
        super.init()
    }
}

/// An entry made by a process: its name, identifiers and sender.
public protocol OSLogEntryWithProcess {
    /// The identifier of the activity the entry was made in.
    var activityIdentifier: UInt64 { get }
    /// The process's name.
    var process: String { get }
    /// The process's identifier.
    var processIdentifier: Int32 { get }
    /// The library or executable that made the entry.
    var sender: String { get }
    /// The thread's identifier.
    var threadIdentifier: UInt64 { get }
}

/// An entry with a message payload: its subsystem, category and format.
public protocol OSLogEntryWithPayload {
    /// The category the message was logged under.
    var category: String { get }
    /// The message's format string.
    var formatString: String { get }
    /// The subsystem the message was logged under.
    var subsystem: String { get }
}

/// A message logged with `Logger` or `os_log`.
open class OSLogEntryLog: OSLogEntry, OSLogEntryWithProcess, OSLogEntryWithPayload, @unchecked Sendable {
    /// The level a message was logged at.
    public enum Level: Int, Sendable, Hashable {
        /// Not known.
        case undefined = 0
        /// Debug.
        case debug = 1
        /// Info.
        case info = 2
        /// Notice (the default level).
        case notice = 3
        /// Error.
        case error = 4
        /// Fault.
        case fault = 5
    }

    /// The level the message was logged at.
    public let level: Level
    /// The subsystem the message was logged under.
    public let subsystem: String
    /// The category the message was logged under.
    public let category: String
    /// The message's format string.
    public let formatString: String
    /// The identifier of the activity the entry was made in.
    public let activityIdentifier: UInt64
    /// The process's name.
    public let process: String
    /// The process's identifier.
    public let processIdentifier: Int32
    /// The library or executable that made the entry.
    public let sender: String
    /// The thread's identifier.
    public let threadIdentifier: UInt64

    init(date: Date, message: String, level: Level, subsystem: String, category: String) {
        self.level = level
        self.subsystem = subsystem
        self.category = category
        formatString = message
        activityIdentifier = 0
        process = ProcessInfo.processInfo.processName
        processIdentifier = ProcessInfo.processInfo.processIdentifier
        sender = ProcessInfo.processInfo.processName
        threadIdentifier = 0
        super.init(date: date, composedMessage: message)
    }
}

/// The start of an activity.
open class OSLogEntryActivity: OSLogEntry, @unchecked Sendable {}

/// A signpost: a point or an interval marked for Instruments.
open class OSLogEntrySignpost: OSLogEntry, @unchecked Sendable {}

/// A boundary in the log, such as the start of a boot.
open class OSLogEntryBoundary: OSLogEntry, @unchecked Sendable {}
