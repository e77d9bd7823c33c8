import Foundation

/// Warnings printed once per process to standard error (a missing font or image should be
/// reported, not repeated on every layout pass).
enum Warnings {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    static func once(_ message: String) {
        let isNew = lock.withLock { seen.insert(message).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data("trellis: warning: \(message)\n".utf8))
    }
}
