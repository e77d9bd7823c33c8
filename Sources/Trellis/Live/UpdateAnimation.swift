import Foundation

/// How the changes of one live update animate: the transaction's animation (`withAnimation`)
/// for every item that changed, and, over it, the implicit animations of the parts whose watched
/// value changed, by the display identity of the part (an item animates with the innermost part
/// that holds it). Empty when nothing animates.
public struct UpdateAnimation: Codable, Sendable, Equatable {
    /// The animation of the event's transaction.
    public var timing: AnimationTiming?
    /// Parts that animate on their own: a node's display identity ("0/2/1") and its animation.
    public var regions: [Region] = []
    /// The views with a transition in the list after the change: they enter with it (views
    /// without one fade).
    public var insertions: [TransitionRegion] = []
    /// The views with a transition in the list before the change: they leave with it.
    public var removals: [TransitionRegion] = []
    /// Parts whose items before and after the change are different views under the same
    /// identities (a navigation stack's screens): not matched, the old leave and the new enter.
    public var replaced: [String] = []

    /// A part that animates with a timing of its own.
    public struct Region: Codable, Sendable, Equatable, UpdatePart {
        /// The node's display identity: it holds the items whose identity starts with it.
        public var identity: String
        /// How the part moves.
        public var timing: AnimationTiming
        /// A part at `identity` moving along `timing`.
        public init(identity: String, timing: AnimationTiming) {
            self.identity = identity
            self.timing = timing
        }
    }

    /// A view with a transition: its display identity, its frame and the transition.
    public struct TransitionRegion: Codable, Sendable, Equatable, UpdatePart {
        /// The view's display identity.
        public var identity: String
        /// The view's frame in the list it is in.
        public var frame: CGRect
        /// How it enters or leaves.
        public var transition: DisplayTransition
        /// Whether the view moves as an opaque card (a navigation stack's screen): the window's
        /// background behind it, and over what enters when it leaves.
        public var isCard = false
        /// Whether the view is over the screen (a presentation's card, its dim): it leaves over
        /// what stays rather than under it.
        public var isOverlay = false
        /// A view at `identity` and `frame` that enters or leaves by `transition`.
        public init(identity: String, frame: CGRect, transition: DisplayTransition, isCard: Bool = false, isOverlay: Bool = false) {
            self.identity = identity
            self.frame = frame
            self.transition = transition
            self.isCard = isCard
            self.isOverlay = isOverlay
        }
    }

    /// An update whose changes move along `timing` (nil: they show at once), with `regions` of their own.
    public init(timing: AnimationTiming?, regions: [Region] = []) {
        self.timing = timing
        self.regions = regions
    }

    /// The innermost view with a transition that holds the item `identity`, among `regions`.
    public static func transition(forItem identity: String, in regions: [TransitionRegion]) -> TransitionRegion? {
        innermost(of: regions, holding: identity)
    }

    /// Whether nothing animates.
    public var isEmpty: Bool { timing == nil && regions.isEmpty }

    /// Whether the item `identity` is in a replaced part.
    public func isReplaced(_ identity: String) -> Bool { replaced.contains { Self.contains($0, identity) } }

    /// The timing of the item with `identity`: the innermost region's that holds it, else the
    /// transaction's (nil: the item jumps to its new place).
    public func timing(forItem identity: String) -> AnimationTiming? {
        Self.innermost(of: regions, holding: identity)?.timing ?? timing
    }

    /// The seconds until every part has ended; nil when one repeats forever.
    public var totalDuration: Double? {
        var longest = 0.0
        for timing in [timing].compactMap({ $0 }) + regions.map(\.timing) {
            guard let duration = timing.totalDuration else { return nil }
            longest = max(longest, duration)
        }
        return longest
    }

    /// The part among `parts` that holds the item `identity` most closely (the longest path).
    static func innermost<Part: UpdatePart>(of parts: [Part], holding identity: String) -> Part? {
        var best: Part?
        for part in parts where contains(part.identity, identity) {
            if best == nil || part.identity.count > best!.identity.count { best = part }
        }
        return best
    }

    /// Whether the node at `path` holds the item `identity` (the node's own item is "path",
    /// "path#id" or "path@group"; its descendants' start with "path/").
    static func contains(_ path: String, _ identity: String) -> Bool {
        guard identity.hasPrefix(path) else { return false }
        guard let next = identity.dropFirst(path.count).first else { return true }
        return next == "/" || next == "#" || next == "@"
    }
}


/// A part of an update: a node's display identity ("0/2/1"), which holds the items under it.
protocol UpdatePart {
    var identity: String { get }
}
