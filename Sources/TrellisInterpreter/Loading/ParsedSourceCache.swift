import Foundation
import SwiftSyntax

/// The loaded forms of recent layout files, by their text, so that loading a file again costs
/// no parse: the window reloads on every save, and a save that changed nothing (or a file
/// opened twice) takes the same `Program`. An edited file is parsed incrementally from the last
/// version loaded under its path (`IncrementalParse`): the statements and members the edit did
/// not touch keep their syntax.
///
/// What is kept holds no place of its own: syntax nodes take their line and column from the
/// tree they are in, and an incremental parse makes a new tree in which every node, reused or
/// not, has its new position. Diagnostics and views' locations are worked out per file, from
/// its own tree (`FileContext`), so they follow lines inserted above them.
///
/// Bounded: at most `maximumEntries` files, and at most `maximumBytes` of source held by them
/// (a source counts once for itself and once for every incremental parse its tree is built on,
/// whose arenas its reused nodes keep alive).
final class ParsedSourceCache: @unchecked Sendable {
    /// The cache the interpreter loads through.
    static let shared = ParsedSourceCache()

    let maximumEntries: Int
    let maximumBytes: Int
    /// The views of the unchanged statements of the files loaded through this cache.
    let evaluations = EvaluationMemo()

    private struct Entry {
        let path: String
        let source: String
        let result: SourceLoader.Result
        /// Incremental parses in a row that led to this one (0: parsed from scratch).
        let generation: Int
        /// The source bytes this entry keeps alive (see the type's comment).
        let bytes: Int
    }

    private let lock = NSLock()
    /// Least recently used first.
    private var entries: [Entry] = []
    private var heldBytes = 0

    init(maximumEntries: Int = 8, maximumBytes: Int = 64 << 20) {
        self.maximumEntries = maximumEntries
        self.maximumBytes = maximumBytes
    }

    /// The loaded form of `source` when it was loaded before (under any path).
    func cached(_ source: String) -> SourceLoader.Result? {
        lock.withLock {
            guard let index = index(of: source) else { return nil }
            let entry = entries.remove(at: index)
            entries.append(entry)
            return entry.result
        }
    }

    /// The loaded form of `source`: the cached one, or a parse that starts from the last
    /// version loaded under `path`.
    func load(_ source: String, path: String) -> SourceLoader.Result {
        if let hit = cached(source) { return hit }
        let previous: (parse: PreviousParse, bytes: Int)? = lock.withLock {
            guard let last = entries.last(where: { $0.path == path }), let parse = last.result.parse else { return nil }
            return (PreviousParse(source: last.source, result: parse, generation: last.generation), last.bytes)
        }
        // Parsed outside the lock: other files load meanwhile.
        let result = SourceLoader.load(source, previous: previous?.parse)
        let reused = result.reusedNodes > 0 ? previous : nil
        let entry = Entry(path: path, source: source, result: result, generation: reused.map { $0.parse.generation + 1 } ?? 0,
                          bytes: source.utf8.count + (reused?.bytes ?? 0))
        lock.withLock {
            if index(of: source) == nil {
                entries.append(entry)
                heldBytes += entry.bytes
                evict()
            }
        }
        return result
    }

    /// How many files are cached and the source bytes they hold (for tests).
    var usage: (entries: Int, bytes: Int) { lock.withLock { (entries.count, heldBytes) } }

    /// Forgets every file.
    func removeAll() {
        lock.withLock {
            entries.removeAll()
            heldBytes = 0
        }
        evaluations.removeAll()
    }

    private func index(of source: String) -> Int? {
        let count = source.utf8.count
        return entries.lastIndex { $0.source.utf8.count == count && $0.source == source }
    }

    private func evict() {
        while entries.count > maximumEntries || (heldBytes > maximumBytes && entries.count > 1) {
            heldBytes -= entries.removeFirst().bytes
        }
    }
}
