// Reading the unified log (`OSLogStore`): a store of the current process's or the system's log,
// positions in it, and its entries. Linux: `os`'s `Logger` writes each message to standard error
// and keeps none, so a store opens (as an app's own process store does on a Simulator) and holds
// no entries — `getEntries` returns an empty sequence, never throws, never blocks.
import Foundation

/// A place in a log store from which entries are read.
open class OSLogPosition: NSObject, @unchecked Sendable {
    /// The time the position stands for, when it was made from a date.
    let date: Date?

    init(date: Date?) {
        self.date = date
        super.init()
    }
}

/// How a store's entries are read.
public final class OSLogEnumerator: NSObject, @unchecked Sendable {
    /// The options of an enumeration.
    public struct Options: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from their bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads the entries newest first.
        public static let reverse = Options(rawValue: 1)
    }
}

/// A store of log entries: the current process's, the system's, or an archive's.
///
/// Linux: the store keeps no entries (`Logger` writes to standard error only), so every
/// `getEntries` call returns an empty sequence.
open class OSLogStore: NSObject, @unchecked Sendable {
    /// Which entries a store opened by scope holds.
    public enum Scope: Int, Sendable, Hashable {
        /// The whole system's log (macOS, for administrators).
        case system = 0
        /// The entries the current process logged.
        case currentProcessIdentifier = 1
    }

    /// The scope the store was opened with.
    let scope: Scope
    /// The entries the store holds, oldest first (none on Linux).
    let entries: [OSLogEntry]

    init(scope: Scope, entries: [OSLogEntry] = []) {
        self.scope = scope
        self.entries = entries
        super.init()
    }

    /// Opens the store of a scope.
    /// - Parameter scope: `.currentProcessIdentifier` for what this process logged.
    /// - Throws: Never on Linux (the store opens, empty).
    public convenience init(scope: Scope) throws { self.init(scope: scope, entries: []) }

    /// Opens a log archive (`.logarchive`) at a URL.
    /// - Parameter url: The archive's location.
    /// - Throws: `CocoaError(.fileReadNoSuchFile)` when nothing is there; an archive that is
    ///   there opens with no entries (Linux cannot read Apple's archives).
    public convenience init(url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else { throw CocoaError(.fileReadNoSuchFile) }
        self.init(scope: .system, entries: [])
    }

    /// The system's local store (macOS).
    /// - Returns: The store.
    /// - Throws: Never on Linux (the store opens, empty).
    open class func local() throws -> OSLogStore { OSLogStore(scope: .system, entries: []) }

    /// The entries from a position on, that a predicate accepts.
    /// - Parameters:
    ///   - mode: `.reverse` for newest first.
    ///   - position: Where to start; the oldest entry when nil.
    ///   - predicate: Which entries to keep; all when nil.
    /// - Returns: The entries (none on Linux).
    /// - Throws: Never on Linux.
    open func getEntries(with mode: OSLogEnumerator.Options = [], at position: OSLogPosition? = nil,
                         matching predicate: NSPredicate? = nil) throws -> AnySequence<OSLogEntry> {
        var found = entries
        if let start = position?.date { found = found.filter { $0.date >= start } }
        if let predicate { found = found.filter { predicate.evaluate(with: $0) } }
        return AnySequence(mode.contains(.reverse) ? found.reversed() : found)
    }

    /// The position of a moment in the store.
    /// - Parameter date: The moment.
    /// - Returns: The position of the first entry at or after it.
    open func position(date: Date) -> OSLogPosition { OSLogPosition(date: date) }

    /// The position some time before the store's latest entry.
    /// - Parameter seconds: How long before the end (negative: before).
    /// - Returns: The position.
    open func position(timeIntervalSinceEnd seconds: TimeInterval) -> OSLogPosition {
        let end = entries.last?.date ?? Date()
        return OSLogPosition(date: end.addingTimeInterval(seconds))
    }

    /// The position some time after the latest boot.
    /// - Parameter seconds: How long after the boot.
    /// - Returns: The position.
    open func position(timeIntervalSinceLatestBoot seconds: TimeInterval) -> OSLogPosition {
        let boot = Date().addingTimeInterval(-ProcessInfo.processInfo.systemUptime)
        return OSLogPosition(date: boot.addingTimeInterval(seconds))
    }
}
