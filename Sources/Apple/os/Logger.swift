// `import os` on Linux: the unified logging API apps write (`Logger`, `OSLogMessage` with its
// privacy and format options, `OSLog`, `os_log`) and `OSAllocatedUnfairLock`. There is no log
// store: each message is one line on standard error, `[category] message`.
import Foundation

/// The level of a log message.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number, as Apple defines it.
    public let rawValue: UInt8
    /// A level from its number.
    /// - Parameter rawValue: The number.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// The default level (`notice`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help troubleshooting.
    public static let info = OSLogType(rawValue: 0x01)
    /// Detail for debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program or the system.
    public static let fault = OSLogType(rawValue: 0x11)
}

/// A log handle: a subsystem and a category that messages are filed under.
///
/// Linux: only the category is used, as the line's prefix.
public final class OSLog: NSObject, @unchecked Sendable {
    /// The subsystem, such as `com.example.app`.
    public let subsystem: String
    /// The category, such as `network`.
    public let category: String
    let isDisabled: Bool

    /// A handle for a subsystem and category.
    /// - Parameters:
    ///   - subsystem: The subsystem, usually the bundle identifier.
    ///   - category: The part of the app, such as `network`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        self.isDisabled = false
        super.init()
    }

    private init(disabled: Bool) {
        subsystem = ""
        category = ""
        isDisabled = disabled
        super.init()
    }

    /// The shared default handle (no subsystem or category; its lines start with `[default]`).
    public static let `default` = OSLog(disabled: false)
    /// A handle that logs nothing.
    public static let disabled = OSLog(disabled: true)

    /// Whether messages of a level are recorded: true for every level unless disabled.
    /// - Parameter type: The level.
    /// - Returns: Whether a message would be written.
    public func isEnabled(type: OSLogType) -> Bool { !isDisabled }

    var prefix: String { category.isEmpty ? "[default]" : "[\(category)]" }

    func write(_ text: String) {
        guard !isDisabled else { return }
        FileHandle.standardError.write(Data("\(prefix) \(text)\n".utf8))
    }
}

/// Writes messages to a subsystem and category: `logger.info("Loaded \(count) items")`.
///
/// Linux: every message, whatever its level, is written at once as one line on standard
/// error, `[category] message` (`[default] message` for a logger without a category).
/// Interpolated values are written in full whatever their privacy (as Xcode's console shows a
/// debugged app's), formatted as their `format:` and `align:` options say.
public struct Logger: @unchecked Sendable {
    /// The handle messages go to.
    public let logObject: OSLog

    /// A logger for a subsystem and category.
    /// - Parameters:
    ///   - subsystem: The subsystem, usually the bundle identifier.
    ///   - category: The part of the app, such as `network`.
    public init(subsystem: String, category: String) { logObject = OSLog(subsystem: subsystem, category: category) }
    /// A logger that writes to an existing handle.
    /// - Parameter logObj: The handle.
    public init(_ logObj: OSLog) { logObject = logObj }
    /// A logger for the default handle.
    public init() { logObject = .default }

    /// Writes a message at a level.
    /// - Parameters:
    ///   - level: The level.
    ///   - message: The message.
    public func log(level: OSLogType, _ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the default level.
    /// - Parameter message: The message.
    public func log(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the debug level (`trace` is an alias).
    /// - Parameter message: The message.
    public func trace(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the debug level.
    /// - Parameter message: The message.
    public func debug(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the info level.
    /// - Parameter message: The message.
    public func info(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the default (notice) level.
    /// - Parameter message: The message.
    public func notice(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the error level (`warning` is an alias).
    /// - Parameter message: The message.
    public func warning(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the error level.
    /// - Parameter message: The message.
    public func error(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the fault level (`critical` is an alias).
    /// - Parameter message: The message.
    public func critical(_ message: OSLogMessage) { logObject.write(message.text) }
    /// Writes a message at the fault level.
    /// - Parameter message: The message.
    public func fault(_ message: OSLogMessage) { logObject.write(message.text) }
}

/// Writes a message built by interpolation to a handle (the form of `os_log` since iOS 14).
/// - Parameters:
///   - type: The level.
///   - log: The handle (default `.default`).
///   - message: The message.
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    log.write(message.text)
}

/// Writes a printf-style message to a handle: `os_log("Loaded %d items", log: log, type: .info, count)`.
///
/// Linux: the format is filled with `String(format:)` after Apple's privacy markers
/// (`%{public}@`, `%{private}d`) are taken out.
/// - Parameters:
///   - message: The format.
///   - dso: Accepted for Apple's signature.
///   - log: The handle (default `.default`).
///   - type: The level (default `.default`).
///   - args: The values of the format's specifiers.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default,
                   _ args: CVarArg...) {
    let format = message.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        .replacingOccurrences(of: #"%\{[a-z, ]*\}"#, with: "%", options: .regularExpression)
    log.write(args.isEmpty ? format : String(format: format, arguments: args))
}
