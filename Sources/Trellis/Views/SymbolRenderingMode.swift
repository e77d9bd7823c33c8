import Foundation

// How a symbol image's layers are coloured (`symbolRenderingMode(_:)`: monochrome, multicolour,
// hierarchical, palette). Trellis draws symbols in one colour, so the mode is accepted and every
// symbol is drawn monochrome.

/// How a symbol's layers are coloured. Trellis draws symbols in one colour.
public struct SymbolRenderingMode: Sendable, Hashable {
    let kind: Int
    /// One colour.
    public static let monochrome = SymbolRenderingMode(kind: 0)
    /// The symbol's own colours.
    public static let multicolor = SymbolRenderingMode(kind: 1)
    /// Levels of one colour.
    public static let hierarchical = SymbolRenderingMode(kind: 2)
    /// The foreground styles, one per layer.
    public static let palette = SymbolRenderingMode(kind: 3)
}

nonisolated extension View {
    /// How the symbols inside colour their layers. Accepted: Trellis draws symbols in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
}

extension Image {
    /// How the symbol colours its layers, as an image: SwiftUI's `Image` has its own, so an image
    /// stays an `Image` (`static let house: Image = Image(systemName: "house").symbolRenderingMode(.hierarchical)`).
    /// Accepted: Trellis draws symbols in one colour.
    /// - Parameter mode: The rendering mode, or nil for the default.
    /// - Returns: The image.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
