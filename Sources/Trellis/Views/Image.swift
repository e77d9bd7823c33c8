import Foundation

/// An image: a PNG found by name, or a system symbol.
///
/// - `Image("name")` looks for `name@Nx.png` / `name.png` in the environment's
///   `imageSearchDirectories` (a layout file's folder, then the folders the host passes, usually
///   `ImageLoading.standardSearchDirectories()`: the `Resources` folders). Its natural size is its pixel size divided by the scale its file
///   name declares (`@2x` → 2; none → 1), as UIKit treats bundle images: `icon@2x.png` of 88×88
///   pixels is 44×44 points. A missing or unreadable image is a 40×40-point placeholder (a box
///   with a cross and the name), reported once on standard error; it never fails the layout.
/// - `Image(systemName:)` draws a symbol from `SymbolCatalog` (a labelled placeholder for names
///   it does not know), sized by the current font and `imageScale`, tinted with the foreground
///   style, with its text baseline where SF Symbols put it (so it lines up with text).
/// - Without `resizable()` an image has its natural size whatever it is offered; resizable, it
///   takes the offered size (natural size where nothing is offered) and stretches to fill it.
public struct Image: View, PrimitiveView, Equatable, Sendable {
    public typealias Body = Never

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
    public enum Interpolation: Hashable, Sendable, Codable { case none, low, medium, high }
    /// Symbol sizes relative to the font.
    public enum Scale: Hashable, Sendable { case small, medium, large }

    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true

    public init(_ name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(decorative name: String, bundle: Bundle? = nil) { source = .named(name) }
    public init(systemName: String) { source = .system(systemName) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = renderingMode
        return i
    }

    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }

    public func antialiased(_ isAntialiased: Bool) -> Image {
        var i = self
        i.isAntialiased = isAntialiased
        return i
    }

    /// The side of the box drawn for an image that could not be loaded.
    static let placeholderSize = CGSize(width: 40, height: 40)

    /// Symbol sizes per `Image.Scale` (relative to the medium scale).
    static func symbolScale(_ scale: Scale) -> CGFloat {
        switch scale {
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }

    /// A symbol at a font's size: its size, what draws it, and its baseline from the top (SF
    /// Symbols centre on the cap height of the text they sit in).
    static func symbol(_ name: String, font: ResolvedFont, env: EnvironmentValues) -> (size: CGSize, source: DisplayImage.Source, baseline: CGFloat) {
        let em = font.size * Image.symbolScale(env.imageScale)
        let variant = env.symbolVariants.apply(to: name) { SymbolCatalog.table[$0] != nil }
        let glyph = SymbolCatalog.glyph(named: variant, weight: font.weight)
        let size = CGSize(width: glyph.size.width / 100 * em, height: glyph.size.height / 100 * em)
        let capHeight = env.textMeasurer.metrics(of: font).capHeight * Image.symbolScale(env.imageScale)
        return (size, glyph.isPlaceholder ? .placeholder(label: name) : .symbol(glyph), (size.height + capHeight) / 2)
    }

    /// The image inside a line of text in `font`: a symbol sits on the text as it does beside
    /// it; a picture stands on the baseline at its natural size. `tinted`: drawn in the text's
    /// colour (symbols and template images).
    func textAttachment(font: ResolvedFont, env: EnvironmentValues) -> (attachment: TextAttachment, source: DisplayImage.Source, tinted: Bool) {
        switch source {
        case let .system(name):
            let symbol = Self.symbol(name, font: font, env: env)
            return (TextAttachment(size: symbol.size, ascent: symbol.baseline), symbol.source, true)
        case let .named(name):
            let directories = env.imageSearchDirectories
            if let found = ImageLoading.locate(name, in: directories, displayScale: env.displayScale),
               let pixels = env.imageLoader.pixelSize(of: found.url) {
                let size = CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale)
                return (TextAttachment(size: size, ascent: size.height), .file(found.url, scale: found.scale), renderingMode == .template)
            }
            ImageLoading.warnMissing(name)
            return (TextAttachment(size: Image.placeholderSize, ascent: Image.placeholderSize.height), .placeholder(label: name), false)
        }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        var drawing = ImageDrawing(source: .placeholder(label: ""), tint: nil, interpolation: interpolation, isAntialiased: isAntialiased)
        let natural: CGSize
        var baseline: CGFloat?
        switch source {
        case let .named(name):
            let directories = env.imageSearchDirectories
            if let found = ImageLoading.locate(name, in: directories, displayScale: env.displayScale),
               let pixels = env.imageLoader.pixelSize(of: found.url) {
                natural = CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale)
                drawing.source = .file(found.url, scale: found.scale)
                if renderingMode == .template { drawing.tint = AnyShapeStyle(ForegroundStyle()) }
            } else {
                ImageLoading.warnMissing(name)
                natural = Image.placeholderSize
                drawing.source = .placeholder(label: name)
            }
        case let .system(name):
            let symbol = Self.symbol(name, font: (env.font ?? .body).resolve(in: env), env: env)
            natural = symbol.size
            drawing.source = symbol.source
            drawing.tint = AnyShapeStyle(ForegroundStyle())
            baseline = symbol.baseline
        }
        let node = ctx.makeNode("Image", ImageBehavior(natural: natural, resizable: isResizable, baseline: baseline))
        node.drawing.content = .image(drawing)
        nodes.append(node)
    }
}

/// How an image node draws (styles resolve in the node's environment).
struct ImageDrawing {
    var source: DisplayImage.Source
    var tint: AnyShapeStyle?
    var interpolation: Image.Interpolation
    var isAntialiased: Bool
}

/// An image's size: natural unless resizable; symbol images also have a text baseline.
struct ImageBehavior: NodeBehavior {
    let natural: CGSize
    let resizable: Bool
    let baseline: CGFloat?

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        guard resizable else { return natural }
        func clean(_ v: CGFloat?, _ n: CGFloat) -> CGFloat {
            guard let v, !v.isNaN else { return n }
            return max(v, 0)
        }
        return CGSize(width: clean(p.width, natural.width), height: clean(p.height, natural.height))
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        guard let baseline, key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key else {
            return nil
        }
        return natural.height > 0 ? baseline * size.height / natural.height : baseline
    }
}

extension ImageLoading {
    static func warnMissing(_ name: String) {
        DiagnosticLog.once("image \"\(name)\" was not found or is not a readable PNG; drawing a placeholder")
    }
}

/// Warnings the engine prints once per process on standard error.
public enum DiagnosticLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var seen: Set<String> = []

    /// Prints `trellis: warning: message` on standard error, once per process.
    public static func warnOnce(_ message: String) { once(message) }

    static func once(_ message: String) {
        let isNew = lock.withLock { seen.insert(message).inserted }
        if isNew { FileHandle.standardError.write(Data("trellis: warning: \(message)\n".utf8)) }
    }
}
