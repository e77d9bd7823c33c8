import Foundation

/// A symbol drawn from paths: filled, stroked, or erased (cut out of what the symbol drew before,
/// for the lines inside filled symbols). Coordinates are design units in a box of `size`, where
/// 100 units are the font size; the painter scales the box to the image's frame.
public struct SymbolGlyph: Sendable, Codable {
    public enum Mode: Hashable, Sendable, Codable {
        case fill
        case evenOddFill
        /// A round-capped, round-joined stroke of a width in design units.
        case stroke(width: CGFloat)
        /// Clears what is under the path's fill.
        case eraseFill
        /// Clears what is under a stroke of the path.
        case eraseStroke(width: CGFloat)
    }

    public struct Element: Sendable, Codable {
        public var path: Path
        public var mode: Mode
    }

    public var name: String
    public var size: CGSize
    public var elements: [Element]
    /// True when the catalog does not know the name (the painter draws a labelled box).
    public var isPlaceholder: Bool
}
