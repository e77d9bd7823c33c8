// `import OSLog` on Linux: Apple's OSLog framework re-exports `os` (Logger, OSLogMessage,
// OSLog, os_log) and reads the log (OSLogStore.swift, OSLogEntry.swift: a store that holds no
// entries, since `Logger` keeps none on Linux).
@_exported import AppleOS
