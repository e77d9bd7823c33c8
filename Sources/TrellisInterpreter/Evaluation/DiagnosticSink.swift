import Foundation
import TrellisSession

/// Collects the diagnostics of one file from every thread that evaluates it (the loader, layout
/// passes, GeometryReader content built during placement), without duplicates.
final class DiagnosticSink: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    private var added = 0

    func add(_ d: Diagnostic) {
        lock.withLock {
            added += 1
            if seen.insert(d).inserted { list.append(d) }
        }
    }

    var all: [Diagnostic] { lock.withLock { list } }

    var count: Int { lock.withLock { list.count } }

    /// How many reports were made, repeated ones too: an evaluation that made none reported nothing.
    var reports: Int { lock.withLock { added } }
}
