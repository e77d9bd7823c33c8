// UIImage and SwiftUI's `Image(uiImage:)`: named images are found where `Image("name")` looks,
// system images are the engine's symbols, and PNG or JPEG data or files are drawn for real.
import CoreGraphics
import Foundation
@_spi(Hosts) import Trellis

/// An image: a named picture, a system symbol, or decoded data.
///
/// Linux: images are not decoded here (Trellis's painter decodes them when drawn). A named image
/// is looked up in the project's asset catalogs, then where `Image("name")` looks (the standard
/// `Resources` folders), for its size; PNG and JPEG data and files have the size their header
/// declares. Construction never fails, so `UIImage(named: "x")!` does not trap (a missing image is
/// drawn as Trellis's labelled placeholder). `jpegData` is the image's bytes when it was made
/// from JPEG (there is no JPEG encoder), else nil; `pngData` is the bytes it was made from when
/// they are PNG, else the image drawn by the previewer's painter.
open class UIImage: NSObject, @unchecked Sendable {
    enum Source {
        case named(String)
        case system(String)
        /// Encoded PNG or JPEG data.
        case data(Data, ImageFileHeader.Format)
        case file(String)
        case empty
    }

    /// How an image is drawn: as itself or as a template tinted with the tint colour.
    public enum RenderingMode: Int, Sendable {
        /// The context decides (symbols are templates).
        case automatic = 0
        /// Always the image's own colours.
        case alwaysOriginal = 1
        /// Always a template in the tint colour.
        case alwaysTemplate = 2
    }

    /// The base of image configurations (symbol configurations are the common kind).
    open class Configuration: NSObject, @unchecked Sendable {}

    /// The weight of a symbol's strokes.
    public enum SymbolWeight: Int, Sendable {
        /// The weight of the font, or regular.
        case unspecified = 0
        /// Ultralight.
        case ultraLight = 1
        /// Thin.
        case thin = 2
        /// Light.
        case light = 3
        /// Regular.
        case regular = 4
        /// Medium.
        case medium = 5
        /// Semibold.
        case semibold = 6
        /// Bold.
        case bold = 7
        /// Heavy.
        case heavy = 8
        /// Black.
        case black = 9
    }

    /// A symbol's size relative to its font.
    public enum SymbolScale: Int, Sendable {
        /// The default (medium).
        case `default` = -1
        /// The context decides.
        case unspecified = 0
        /// Smaller than the text.
        case small = 1
        /// The text's size.
        case medium = 2
        /// Larger than the text.
        case large = 3
    }

    /// How a symbol image is sized and weighted.
    ///
    /// Linux: kept; `Image(uiImage:)` draws the symbol at the surrounding font's size.
    open class SymbolConfiguration: Configuration, @unchecked Sendable {
        /// The point size, when set.
        public let pointSize: CGFloat?
        /// The weight.
        public let weight: SymbolWeight
        /// The scale.
        public let scale: SymbolScale

        /// A configuration of a point size, weight and scale.
        /// - Parameters:
        ///   - pointSize: The size in points.
        ///   - weight: The weight.
        ///   - scale: The scale.
        public init(pointSize: CGFloat, weight: SymbolWeight = .regular, scale: SymbolScale = .default) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        /// A configuration of a weight.
        /// - Parameter weight: The weight.
        public init(weight: SymbolWeight) {
            pointSize = nil
            self.weight = weight
            scale = .default
        }

        /// A configuration of a scale.
        /// - Parameter scale: The scale.
        public init(scale: SymbolScale) {
            pointSize = nil
            weight = .unspecified
            self.scale = scale
        }
    }

    let source: Source
    /// How the image is drawn.
    public let renderingMode: RenderingMode
    /// The size in points (the pixel size divided by `scale`); zero when it is not known.
    public let size: CGSize
    /// Pixels per point of the image's file (`@2x` → 2).
    public let scale: CGFloat

    init(source: Source, size: CGSize, scale: CGFloat, renderingMode: RenderingMode = .automatic) {
        self.source = source
        self.size = size
        self.scale = scale
        self.renderingMode = renderingMode
        super.init()
    }

    /// An empty image (zero size).
    public convenience override init() { self.init(source: .empty, size: .zero, scale: 1) }

    /// A named image of the app's assets.
    ///
    /// Linux: found in the project's asset catalogs, then as `Image("name")` finds PNGs and
    /// JPEGs (the standard `Resources` folders); never nil, with size zero when not found.
    /// - Parameter name: The image's name.
    public convenience init?(named name: String) {
        let found = UIImage.locate(name)
        let pixels = found.flatMap { ImageHeaderLoader().pixelSize(of: $0.url) }
        let scale = found?.scale ?? 1
        self.init(source: .named(name), size: pixels.map { CGSize(width: $0.width / scale, height: $0.height / scale) } ?? .zero,
                  scale: scale)
    }

    /// The image of an asset catalog's image set by its generated symbol
    /// (`UIImage(resource: .avatar)`, and Xcode's `UIImage.avatar`); as `init(named:)`.
    /// - Parameter resource: The image set.
    public convenience init(resource: ImageResource) {
        self.init(named: resource.name)!
    }

    /// A named image in a bundle with traits (Linux: as `init(named:)`).
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: Accepted for UIKit's signature.
    ///   - traitCollection: Accepted for UIKit's signature.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// A named image in a bundle with a configuration (Linux: as `init(named:)`).
    /// - Parameters:
    ///   - name: The image's name.
    ///   - bundle: Accepted for UIKit's signature.
    ///   - configuration: Accepted for UIKit's signature.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
        self.init(named: name)
    }

    /// A system symbol (SF Symbols).
    ///
    /// Linux: never nil; drawn with the engine's symbol catalog (a labelled placeholder for
    /// names it lacks). Its size is zero: symbols are sized by the font they are drawn in.
    /// - Parameter name: The symbol's name, such as `star.fill`.
    public convenience init?(systemName name: String) { self.init(source: .system(name), size: .zero, scale: 1, renderingMode: .alwaysTemplate) }

    /// A system symbol with a configuration (kept, see `SymbolConfiguration`).
    /// - Parameters:
    ///   - name: The symbol's name.
    ///   - configuration: Its size and weight.
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(systemName: name)
    }

    /// A system symbol for traits (Linux: as `init(systemName:)`).
    /// - Parameters:
    ///   - name: The symbol's name.
    ///   - traitCollection: Accepted for UIKit's signature.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }

    /// An image of encoded data; nil when the data is empty.
    ///
    /// Linux: PNG and JPEG data have the size their header declares and are drawn; other formats
    /// (HEIC, GIF) are not decoded: size zero, drawn as a placeholder.
    /// - Parameter data: The encoded image.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// An image of encoded data at a scale; nil when the data is empty.
    /// - Parameters:
    ///   - data: The encoded image.
    ///   - scale: Pixels per point.
    public convenience init?(data: Data, scale: CGFloat) {
        guard !data.isEmpty else { return nil }
        let scale = scale > 0 && scale.isFinite ? scale : 1
        let pixels = ImageFileHeader.pixelSize(of: data)
        let format = ImageFileHeader.format(data.prefix(8))
        self.init(source: pixels == nil ? .empty : format.map { .data(data, $0) } ?? .empty,
                  size: pixels.map { CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) } ?? .zero,
                  scale: scale)
    }

    /// An image of a bitmap, at 1 pixel per point.
    /// - Parameter cgImage: The bitmap (`ImageRenderer.cgImage`).
    public convenience init(cgImage: CGImage) {
        self.init(source: .data(cgImage.pngData, .png), size: CGSize(width: cgImage.width, height: cgImage.height), scale: 1)
    }

    /// The image's bitmap when it holds PNG data (an `ImageRenderer`'s image, PNG data), else nil.
    public var cgImage: CGImage? {
        guard case let .data(data, .png) = source, let pixels = ImageFileHeader.pixelSize(of: data) else { return nil }
        return CGImage(pngData: data, width: Int(pixels.width), height: Int(pixels.height))
    }

    /// An image of a file; nil when the file cannot be read.
    /// - Parameter path: The file's path.
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.isReadableFile(atPath: path) else { return nil }
        let scale = path.contains("@3x.") ? 3.0 : path.contains("@2x.") ? 2.0 : 1.0
        let pixels = ImageHeaderLoader().pixelSize(of: URL(fileURLWithPath: path))
        self.init(source: .file(path), size: pixels.map { CGSize(width: $0.width / scale, height: $0.height / scale) } ?? .zero,
                  scale: scale)
    }

    /// The same image drawn in another rendering mode.
    /// - Parameter renderingMode: How to draw it.
    /// - Returns: The image.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, size: size, scale: scale, renderingMode: renderingMode)
    }

    /// The same image drawn as a template in a colour (Linux: the colour is not kept; the
    /// image becomes a template tinted by the foreground style).
    /// - Parameter color: The colour.
    /// - Returns: The image.
    open func withTintColor(_ color: UIColor) -> UIImage { withRenderingMode(.alwaysTemplate) }

    /// The same image drawn in a colour, in a rendering mode (Linux: the colour is not kept; the
    /// image takes the rendering mode).
    /// - Parameters:
    ///   - color: The colour.
    ///   - renderingMode: How to draw it.
    /// - Returns: The image.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }

    /// The same image with a configuration (kept unchanged on Linux).
    /// - Parameter configuration: The configuration.
    /// - Returns: The image.
    open func withConfiguration(_ configuration: Configuration) -> UIImage { self }

    /// The image as PNG data: the bytes of a PNG file or PNG data it was made from; else the
    /// image drawn at its size in pixels (nil when it has no size or nothing here can draw).
    /// - Returns: The data, or nil.
    open func pngData() -> Data? {
        if let png = encoded(.png) { return png }
        let width = (size.width * scale).rounded(), height = (size.height * scale).rounded()
        guard width >= 1, height >= 1, width * height <= 64_000_000 else { return nil }
        let view = AnyView(Image(uiImage: self).resizable().frame(width: width, height: height))
        return ViewRasterizer.rasterize(view, proposal: ProposedViewSize(width: width, height: height), scale: 1)?.png
    }

    /// The image as JPEG data: the bytes of a JPEG file or JPEG data it was made from; nil
    /// otherwise (there is no encoder on Linux).
    /// - Parameter compressionQuality: 0 (smallest) to 1 (best); not used.
    /// - Returns: The data, or nil.
    open func jpegData(compressionQuality: CGFloat) -> Data? { encoded(.jpeg) }

    /// The bytes the image was made from, when they are in `format`.
    func encoded(_ format: ImageFileHeader.Format) -> Data? {
        let data: Data?
        switch source {
        case let .data(bytes, _): data = bytes
        case let .file(path): data = ImageLoading.isRegularFile(path) ? FileManager.default.contents(atPath: path) : nil
        case let .named(name): data = UIImage.locate(name).flatMap { try? Data(contentsOf: $0.url) }
        case .system, .empty: data = nil
        }
        guard let data, ImageFileHeader.format(data.prefix(8)) == format else { return nil }
        return data
    }

    /// The file of a named image: the project's asset catalogs first, then the standard folders.
    static func locate(_ name: String) -> (url: URL, scale: CGFloat)? {
        let folders = (AssetCatalogs.imageFolder.map { [$0] } ?? []) + ImageLoading.standardSearchDirectories()
        return ImageLoading.locate(name, in: folders, displayScale: 3)
    }

    /// Where `Image(uiImage:)` finds encoded data: a file in the temporary folder named by the data's hash.
    func imageFilePath(_ data: Data, _ format: ImageFileHeader.Format) -> String? {
        var hasher = FNV1a()
        for byte in data { hasher.add(byte) }
        let suffix = scale == 3 ? "@3x" : scale == 2 ? "@2x" : ""
        let ext = format == .png ? "png" : "jpg"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-uiimage-\(hasher.hex)\(suffix).\(ext)")
        if !FileManager.default.fileExists(atPath: url.path) {
            guard (try? data.write(to: url, options: .atomic)) != nil else { return nil }
        }
        return url.path
    }
}

/// A 64-bit FNV-1a hash (names temporary files by content).
struct FNV1a {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    mutating func add(_ byte: UInt8) {
        value ^= UInt64(byte)
        value = value &* 0x0000_0100_0000_01b3
    }
    var hex: String { String(value, radix: 16) }
}

extension Image {
    /// SwiftUI's image of a UIKit image: the named image, the symbol, or the PNG or JPEG it holds.
    ///
    /// Linux: PNG and JPEG data are written once to the temporary folder and drawn from there;
    /// images of other formats draw Trellis's placeholder.
    /// - Parameter uiImage: The UIKit image.
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case let .named(name): self.init(name)
        case let .system(name): self.init(systemName: name)
        case let .file(path): self.init(path)
        case let .data(data, format): self.init(uiImage.imageFilePath(data, format) ?? "UIImage")
        case .empty: self.init("UIImage")
        }
        switch uiImage.renderingMode {
        case .alwaysTemplate: self = self.renderingMode(.template)
        case .alwaysOriginal: self = self.renderingMode(.original)
        case .automatic: break
        }
    }
}

/// The image as PNG data: `image.pngData()` (the name before Swift 4.2, which older code calls).
/// - Parameter image: The image.
/// - Returns: The data, or nil.
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }

/// The image as JPEG data: `image.jpegData(compressionQuality:)` (the name before Swift 4.2).
/// - Parameters:
///   - image: The image.
///   - compressionQuality: 0 (smallest) to 1 (best).
/// - Returns: The data, or nil.
public func UIImageJPEGRepresentation(_ image: UIImage, _ compressionQuality: CGFloat) -> Data? {
    image.jpegData(compressionQuality: compressionQuality)
}
