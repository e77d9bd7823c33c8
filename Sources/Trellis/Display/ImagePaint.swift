import Foundation

// `ImagePaint` (`.image(_:sourceRect:scale:)`): an image repeated as a fill. Trellis's painter
// does not tile images yet, so the style is drawn as the secondary fill, keeping the shape's
// layout and a visible fill in its place.

/// An image repeated as a fill.
public struct ImagePaint: ShapeStyle, PaintResolvable {
    /// The image.
    public var image: Image
    /// The part of the image used, in unit coordinates.
    public var sourceRect: CGRect
    /// The image's scale.
    public var scale: CGFloat
    /// Creates a paint of `image`.
    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }
    /// Trellis does not tile images yet: drawn as the secondary fill.
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemFill.resolve(in: environment)) }
}

extension ShapeStyle where Self == ImagePaint {
    /// A paint of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
