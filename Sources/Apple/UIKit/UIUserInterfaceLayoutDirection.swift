// Which way a view lays out: left to right (the system's language on Linux is English) unless a
// view forces right to left with its `semanticContentAttribute`. Auto Layout's leading and
// trailing anchors follow it.

/// The direction a layout runs in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable, Hashable {
    /// Left to right (leading is left).
    case leftToRight = 0
    /// Right to left (leading is right).
    case rightToLeft = 1
}

/// What a view's content is, for whether it flips in a right-to-left language.
public enum UISemanticContentAttribute: Int, Sendable, Hashable {
    /// As the language's direction.
    case unspecified = 0
    /// Playback controls: never flipped.
    case playback = 1
    /// Spatial controls: never flipped.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
