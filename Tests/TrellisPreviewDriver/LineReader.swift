import Foundation

/// Collects the lines a process writes, on a background thread, so a test can wait for the line
/// it expects (with a timeout) instead of sleeping.
public final class LineReader: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    private var partial = Data()
    private var closed = false

    public init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                append(chunk)
            }
            lock.withLock { closed = true }
        }
    }

    private func append(_ chunk: Data) {
        lock.withLock {
            partial.append(chunk)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(String(decoding: partial[partial.startIndex..<newline], as: UTF8.self))
                partial.removeSubrange(partial.startIndex...newline)
            }
        }
    }

    /// Every line so far.
    public var all: [String] { lock.withLock { lines } }

    public var count: Int { lock.withLock { lines.count } }

    /// The first line after the first `after` lines that satisfies `condition`, waiting up to
    /// `timeout` seconds for it.
    public func waitForLine(after: Int = 0, timeout: Double, where condition: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        var checked = after
        while true {
            let (snapshot, isClosed) = lock.withLock { (lines, closed) }
            while checked < snapshot.count {
                if condition(snapshot[checked]) { return snapshot[checked] }
                checked += 1
            }
            if isClosed || Date() >= deadline { return nil }
            usleep(1_000)
        }
    }
}
