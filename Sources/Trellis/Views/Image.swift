import Foundation

/// An image: a PNG or JPEG found by name, or a system symbol.
///
/// - `Image("name")` looks for `name@Nx.png` / `name.png` (or `.jpg`, `.jpeg`) in the environment's
///   `imageSearchDirectories` (a layout file's folder, then the folders the host passes, usually
///   `ImageLoading.standardSearchDirectories()`: the `Resources` folders). Its natural size is its pixel size divided by the scale its file
///   name declares (`@2x` → 2; none → 1), as UIKit treats bundle images: `icon@2x.png` of 88×88
///   pixels is 44×44 points. A missing or unreadable image is a 40×40-point placeholder (a box
///   with a cross and the name), reported once on standard error with the place it was written
///   (when known); it never fails the layout.
/// - `Image(systemName:)` draws a symbol from `SymbolCatalog` (a labelled placeholder for names
///   it does not know), sized by the current font and `imageScale`, tinted with the foreground
///   style, with its text baseline where SF Symbols put it (so it lines up with text).
/// - Without `resizable()` an image has its natural size whatever it is offered; resizable, it
///   takes the offered size (natural size where nothing is offered) and stretches to fill it.
///
/// ```swift
/// HStack {
///     Image(systemName: "person.crop.circle").font(.largeTitle)   // sized by the font
///     Image("banner")
///         .resizable()
///         .aspectRatio(contentMode: .fit)                        // fits, undistorted
/// }
/// ```
public nonisolated struct Image: View, PrimitiveView, Equatable, Sendable {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never

    /// How a resizable image fills a larger size.
    public enum ResizingMode: Hashable, Sendable {
        /// Repeat the image. Trellis stretches it instead.
        case tile
        /// Scale the image to the size.
        case stretch
    }
    /// Whether an image is drawn as itself or as a shape in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// Draw the image's alpha in the foreground style (symbols always are).
        case template
        /// Draw the image's own colours.
        case original
    }
    /// How smoothly a scaled image's pixels are resampled.
    public enum Interpolation: Hashable, Sendable, Codable {
        /// Nearest pixel: hard edges, for pixel art.
        case none
        /// Fast, lower-quality smoothing.
        case low
        /// Medium-quality smoothing.
        case medium
        /// The smoothest resampling (the default).
        case high
    }
    /// How a bitmap's pixels are turned (Trellis draws bitmaps upright whatever their orientation).
    public enum Orientation: UInt8, Hashable, Sendable, CaseIterable {
        /// As stored.
        case up
        /// Flipped horizontally.
        case upMirrored
        /// Turned 180°.
        case down
        /// Turned 180° and flipped horizontally.
        case downMirrored
        /// Turned 90° counterclockwise.
        case left
        /// Turned 90° counterclockwise and flipped horizontally.
        case leftMirrored
        /// Turned 90° clockwise.
        case right
        /// Turned 90° clockwise and flipped horizontally.
        case rightMirrored
    }
    /// Symbol sizes relative to the font.
    public enum Scale: Hashable, Sendable {
        /// About 78% of the medium size.
        case small
        /// The size of the surrounding font (the default).
        case medium
        /// About 129% of the medium size.
        case large
    }

    enum Source: Equatable, Sendable {
        case named(String)
        case system(String)
        /// A PNG at a file URL, drawn at 1/scale of its pixel size (`AsyncImage` of a local file).
        case file(URL, scale: CGFloat)
    }

    /// An image read from the PNG at `url`, a file URL, at 1/`scale` of its pixel size.
    init(fileURL url: URL, scale: CGFloat) { source = .file(url, scale: scale) }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var interpolation: Interpolation = .high
    var isAntialiased = true

    /// An image read from a PNG or JPEG named `name` (see the type's description for where it is found).
    ///
    /// ```swift
    /// Image("logo")                             // natural size, e.g. logo@2x.png at half its pixels
    /// Image("photo").resizable().scaledToFill().frame(width: 80, height: 80).clipped()
    /// ```
    /// - Parameters:
    ///   - name: The image's name, without scale suffix or extension.
    ///   - bundle: Accepted for SwiftUI's signature; images are searched for in directories.
    public init(_ name: String, bundle: Bundle? = nil) {
        // A catalog's symbol set is a custom symbol: sized by the font and tinted, as SF Symbols are.
        if AssetCatalogs.isSymbol(name) {
            source = .system(name)
            return
        }
        source = .named(name)
        // An image set rendered "as template image" in its catalog tints by default.
        if AssetCatalogs.isTemplate(name) { renderingMode = .template }
    }
    /// An image that accessibility ignores; it lays out and draws like `init(_:bundle:)`.
    /// - Parameters:
    ///   - name: The image's name, without scale suffix or extension.
    ///   - bundle: Accepted for SwiftUI's signature.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// A system symbol, sized by the current font and `imageScale` and drawn in the foreground
    /// style; it aligns with text by its baseline.
    ///
    /// ```swift
    /// Label("Favourites", systemImage: "star.fill")
    /// Image(systemName: "gear").font(.title).imageScale(.large)
    /// ```
    /// - Parameter systemName: An SF Symbols name; names `SymbolCatalog` lacks draw a labelled
    ///   placeholder of a similar size.
    public init(systemName: String) { source = .system(systemName) }
    /// A system symbol drawn for `variableValue` (0...1, for symbols whose layers fill in
    /// steps); Trellis draws the symbol whole.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }
    /// An image from a catalog or a file, with a label for accessibility; it lays out and draws
    /// like `init(_:bundle:)`.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    /// An image of a catalog's symbol drawn for `variableValue`; it lays out and draws like
    /// `init(_:bundle:)`.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }
    /// An image of a catalog's symbol drawn for `variableValue`, with a label for accessibility.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }
    /// An image of a catalog's symbol drawn for `variableValue`, which accessibility ignores.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// Makes the image take the size it is proposed (its natural size on an axis proposed nil)
    /// and stretch to fill it. Combine with `aspectRatio` or `scaledToFit()` to keep proportions.
    /// - Parameters:
    ///   - capInsets: Accepted for SwiftUI's signature; Trellis stretches the whole image.
    ///   - resizingMode: Accepted for SwiftUI's signature; Trellis always stretches.
    /// - Returns: A resizable image.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    /// Draws a picture as itself or as a template tinted with the foreground style.
    /// - Parameter renderingMode: `.template` to tint, `.original` or nil for its own colours.
    /// - Returns: The image with the rendering mode.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self
        i.renderingMode = renderingMode
        return i
    }

    /// Sets how smoothly the image is resampled when drawn at another size.
    /// - Parameter interpolation: The resampling quality (default `.high`).
    /// - Returns: The image with the interpolation.
    public func interpolation(_ interpolation: Interpolation) -> Image {
        var i = self
        i.interpolation = interpolation
        return i
    }

    /// Sets whether the image's edges are smoothed when drawn at a fractional position. Trellis
    /// records the setting in the display list; the Cairo painter does not act on it yet.
    /// - Parameter isAntialiased: Whether to smooth edges (default true).
    /// - Returns: The image with the setting.
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
        case .named, .file:
            if let found = locateFile(env), let pixels = env.imageLoader.pixelSize(of: found.url) {
                let size = CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale)
                return (TextAttachment(size: size, ascent: size.height), .file(found.url, scale: found.scale), renderingMode == .template)
            }
            let name = missingName
            warnUnreadable(env, at: nil)
            return (TextAttachment(size: Image.placeholderSize, ascent: Image.placeholderSize.height), .placeholder(label: name), false)
        }
    }

    /// The file of a named or file image, with its scale (nil for a symbol or a name not found).
    private func locateFile(_ env: EnvironmentValues) -> (url: URL, scale: CGFloat)? {
        switch source {
        case let .named(name): return ImageLoading.locate(name, in: env.imageSearchDirectories, displayScale: env.displayScale)
        case let .file(url, scale): return ImageLoading.isRegularFile(url.path) ? (url, scale > 0 && scale.isFinite ? scale : 1) : nil
        case .system: return nil
        }
    }

    /// The label of the placeholder drawn for an image whose file is not found.
    private var missingName: String {
        switch source {
        case let .named(name), let .system(name): return name
        case let .file(url, _): return url.lastPathComponent
        }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        var drawing = ImageDrawing(source: .placeholder(label: ""), tint: nil, interpolation: interpolation, isAntialiased: isAntialiased)
        let natural: CGSize
        var baseline: CGFloat?
        switch source {
        case .named, .file:
            if let found = locateFile(env), let pixels = env.imageLoader.pixelSize(of: found.url) {
                natural = CGSize(width: pixels.width / found.scale, height: pixels.height / found.scale)
                drawing.source = .file(found.url, scale: found.scale)
                if renderingMode == .template { drawing.tint = AnyShapeStyle(ForegroundStyle()) }
            } else {
                let name = missingName
                warnUnreadable(env, at: ctx.enclosingSource?.location)
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

extension Image {
    /// Says once, at the place the image was written when it is known, that a named or file
    /// image is drawn as a placeholder: no file was found for it, or its file is not a PNG or
    /// JPEG that decodes.
    func warnUnreadable(_ env: EnvironmentValues, at place: ViewSourceLocation?) {
        let prefix = place.map { "\($0): " } ?? ""
        if let found = locateFile(env) {
            // A catalog's image is linked into the build: the warning names the project's file.
            let file = found.url.resolvingSymlinksInPath().path
            DiagnosticLog.once("\(prefix)image \"\(missingName)\" (\(file)) is not a PNG, JPEG, PDF or SVG that can be read; drawing a placeholder")
        } else {
            DiagnosticLog.once("\(prefix)image \"\(missingName)\" was not found; drawing a placeholder")
        }
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
