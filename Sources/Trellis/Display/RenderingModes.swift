import Foundation

// How SwiftUI renders a view rather than what it draws: layers and offscreen images
// (`compositingGroup`, `drawingGroup` and its `ColorRenderingMode`), the geometry group of
// animations, and the dynamic range of images (`allowedDynamicRange`). Facts:
// 1. `compositingGroup`, `drawingGroup`, `geometryGroup` and `allowedDynamicRange` change how
//    SwiftUI renders, not what a view at rest looks like in Trellis: each is accepted and
//    changes nothing.

/// How colours are rendered in an offscreen image.
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// How a view's colours use an extended dynamic range.
public struct AllowedDynamicRange: Sendable, Hashable {
    let kind: Int
    /// Standard range.
    public static let standard = AllowedDynamicRange(kind: 0)
    /// Some headroom.
    public static let constrainedHigh = AllowedDynamicRange(kind: 1)
    /// The full range.
    public static let high = AllowedDynamicRange(kind: 2)
}

extension Image {
    /// How much dynamic range an image uses.
    public struct DynamicRange: Sendable, Hashable {
        let kind: Int
        /// Standard range.
        public static let standard = DynamicRange(kind: 0)
        /// Some headroom.
        public static let constrainedHigh = DynamicRange(kind: 1)
        /// The full range.
        public static let high = DynamicRange(kind: 2)
    }

    /// How much dynamic range the image uses, as an image (SwiftUI's `Image` has its own). No
    /// effect at rest in Trellis.
    /// - Parameter range: The range, or nil for the default.
    /// - Returns: The image.
    public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

nonisolated extension View {
    /// Renders the view into one layer before its effects. No effect at rest in Trellis (fact 1).
    public func compositingGroup() -> some View { self }
    /// Renders the view offscreen. No effect at rest in Trellis (fact 1).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Isolates the geometry of the view's children for animations. No effect at rest.
    public func geometryGroup() -> some View { self }
    /// How much dynamic range the view's images use. No effect at rest in Trellis.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
}
