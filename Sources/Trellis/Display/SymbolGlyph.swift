import Foundation

/// A symbol drawn from paths: filled, stroked, or erased (cut out of what the symbol drew before,
/// for the lines inside filled symbols). Coordinates are design units in a box of `size`, where
/// 100 units are the font size; the painter scales the box to the image's frame.
public struct SymbolGlyph: Sendable, Codable, Equatable {
    /// How one path of a symbol is painted.
    public enum Mode: Hashable, Sendable, Codable {
        /// Fills the path with the non-zero winding rule.
        case fill
        /// Fills the path with the even-odd rule, leaving holes where paths overlap.
        case evenOddFill
        /// A round-capped, round-joined stroke of a width in design units.
        case stroke(width: CGFloat)
        /// Clears what is under the path's fill.
        case eraseFill
        /// Clears what is under a stroke of the path.
        case eraseStroke(width: CGFloat)
    }

    /// One path of the symbol and how it is painted.
    public struct Element: Sendable, Codable, Equatable {
        /// The path in design units.
        public var path: Path
        /// How the path is painted.
        public var mode: Mode

        /// Creates one path of a symbol.
        public init(path: Path, mode: Mode) {
            self.path = path
            self.mode = mode
        }
    }

    /// The symbol's name, as in `Image(systemName:)`.
    public var name: String
    /// The design box the paths are drawn in; the painter scales it to the image's frame.
    public var size: CGSize
    /// The paths, painted in order.
    public var elements: [Element]
    /// True when the catalog does not know the name (the painter draws a labelled box).
    public var isPlaceholder: Bool

    /// Creates a symbol from its paths (the catalog makes them; a reader of a display list
    /// that crossed a process boundary makes them again).
    public init(name: String, size: CGSize, elements: [Element], isPlaceholder: Bool) {
        self.name = name
        self.size = size
        self.elements = elements
        self.isPlaceholder = isPlaceholder
    }
}
