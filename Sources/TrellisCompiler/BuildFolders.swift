import Foundation

/// Where this process builds before a build moves into the cache, and one build of a key at a
/// time: a window reloads a file twice in a moment (two saves, an editor's two writes), and two
/// builds of one key in one folder delete each other's intermediates.
enum BuildFolders {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var made = 0
    nonisolated(unsafe) private static var keyLocks: [String: (lock: NSLock, users: Int)] = [:]

    /// A folder of `cache` no other build uses: `.build-KEY-PID-N` (another process's builds
    /// have another PID; this one's another N).
    static func fresh(in cache: URL, key: String) -> URL {
        let n = lock.withLock {
            made += 1
            return made
        }
        return cache.appendingPathComponent(".build-\(key)-\(getpid())-\(n)")
    }

    /// Runs `body` while no other thread of this process runs one for `key`: the second of two
    /// builds of one key waits and then finds the first's in the cache.
    static func one<T>(_ key: String, _ body: () -> T) -> T {
        let keyLock = lock.withLock {
            var entry = keyLocks[key] ?? (NSLock(), 0)
            entry.users += 1
            keyLocks[key] = entry
            return entry.lock
        }
        defer {
            lock.withLock {
                if let entry = keyLocks[key] {
                    keyLocks[key] = entry.users > 1 ? (entry.lock, entry.users - 1) : nil
                }
            }
        }
        return keyLock.withLock(body)
    }
}
