// `import OSLog` on Linux: Apple's OSLog framework re-exports `os` (Logger, OSLogMessage,
// OSLog, os_log); reading the log store (OSLogStore) is not provided.
@_exported import AppleOS
