import Foundation

// A window dragged across a breakpoint changes the size classes and nothing else in the
// environment. Most of a screen never reads them, so a live preview keeps what it can: the
// size-class reads are counted (`SizeClassReads`, in the live tree's environment, so a
// body's `@Environment(\.horizontalSizeClass)` and a primitive's `ctx.environment` reads both
// count), each kept resolution says whether its subtree read them, and one that did not keeps
// its nodes when only the size classes changed (Live/BodyReuse.swift).
//
// Content built later than its resolution — a `GeometryReader`'s, a lazy stack's rows, a
// preference's overlay, a presentation's — is built in the environment captured then, so it
// counts as a read: its subtree resolves again, with the new classes.

/// The size-class reads of one live tree's resolutions so far: a count, compared before and
/// after a subtree resolves. (Unchecked: one tree resolves on one thread at a time.)
final class SizeClassReads: @unchecked Sendable {
    var count = 0

    /// The environment key the live tree's count is kept under.
    struct Key: EnvironmentKey { static let defaultValue: SizeClassReads? = nil }
}

extension EnvironmentValues {
    /// The live tree's read count, when this environment is a live tree's.
    var sizeClassReads: SizeClassReads? {
        get { self[SizeClassReads.Key.self] }
        set { self[SizeClassReads.Key.self] = newValue }
    }

    /// Counts a read of a size class (in a live tree).
    func noteSizeClassRead() { sizeClassReads?.count += 1 }
}

extension ResolveContext {
    /// Content built later than now, in this environment: it counts as reading the size classes.
    func noteDeferredContent() { environment.noteSizeClassRead() }
}
