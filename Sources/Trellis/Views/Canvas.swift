import Foundation

// Canvas at rest.
//
// 1. A `Canvas` takes the space it is proposed, as a shape does (10 points on an axis proposed
//    nothing: Apple, Canvas docs, "a canvas … fills the space"), and runs its renderer once with
//    a `GraphicsContext` of that size. Trellis records what the renderer draws — paths filled or
//    stroked with a shading, texts and images at points or in rectangles, under the context's
//    translation, scale, rotation, opacity and clip paths — and draws it as views in the canvas's
//    frame, in order. Texts and images are moved by the translation and scale of their anchor
//    point and turned by the rotation; a text's size is its natural size. Filters, blend modes
//    and resolved symbols are accepted and not drawn.

// MARK: Graphics context

/// The drawing API of a `Canvas`: Trellis records what is drawn and lays it out as views (fact 1).
public struct GraphicsContext {
    final class Recording {
        var items: [AnyView] = []
    }
    let recording: Recording
    /// The affine transform of the context: x' = a x + c y + tx, y' = b x + d y + ty.
    var a: CGFloat = 1, b: CGFloat = 0, c: CGFloat = 0, d: CGFloat = 1, tx: CGFloat = 0, ty: CGFloat = 0
    var clips: [Path] = []

    /// The opacity of what is drawn from now on (multiplied by the view's).
    public var opacity: Double = 1
    /// How what is drawn combines with what is there (accepted; Trellis draws normally).
    public var blendMode: BlendMode = .normal
    /// The canvas's environment.
    public var environment: EnvironmentValues

    init(environment: EnvironmentValues) {
        recording = Recording()
        self.environment = environment
    }

    func map(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    /// Moves the origin by `x` and `y`.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        tx += a * x + c * y
        ty += b * x + d * y
    }
    /// Scales what is drawn from now on by `x` and `y`.
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {
        a *= x; b *= x; c *= y; d *= y
    }
    /// Rotates what is drawn from now on by `angle` (clockwise for positive angles).
    public mutating func rotate(by angle: Angle) {
        let cs = CGFloat(cos(angle.radians)), sn = CGFloat(sin(angle.radians))
        (a, b, c, d) = (a * cs + c * sn, b * cs + d * sn, c * cs - a * sn, d * cs - b * sn)
    }
    /// Clips what is drawn from now on to `path`.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        clips.append(path.mapPoints { map($0) })
    }
    /// Clips what is drawn from now on to `rect`.
    public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void) rethrows {}
    /// Adds a filter to what is drawn from now on (accepted; not drawn by Trellis).
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    private func record(_ view: some View) {
        var v = AnyView(view.opacity(opacity))
        for clip in clips { v = AnyView(v.clipShape(CanvasPathShape(path: clip))) }
        recording.items.append(v)
    }

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        record(CanvasPathShape(path: path.mapPoints { map($0) }).fill(shading.style, style: style))
    }
    /// Strokes `path` with `shading` in `style`.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var s = style
        s.lineWidth *= (a * a + b * b).squareRoot()
        record(CanvasPathShape(path: path.mapPoints { map($0) }).stroke(shading.style, style: s))
    }
    /// Strokes `path` with `shading`, `lineWidth` wide.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    private func place(_ view: some View, at point: CGPoint, anchor: UnitPoint) {
        let p = map(point)
        let sx = (a * a + b * b).squareRoot(), sy = (c * c + d * d).squareRoot()
        let angle = Angle(radians: Double(atan2(b, a)))
        record(CanvasPlacement(point: p, anchor: anchor) {
            view.scaleEffect(x: sx, y: sy, anchor: anchor).rotationEffect(angle, anchor: anchor)
        })
    }

    /// Draws `text` with its `anchor` at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { place(text.fixedSize(), at: point, anchor: anchor) }
    /// Draws `text` in `rect`.
    public func draw(_ text: Text, in rect: CGRect) {
        place(text.frame(width: rect.width, height: rect.height, alignment: .topLeading), at: rect.origin, anchor: .topLeading)
    }
    /// Draws `image` with its `anchor` at `point`, at its natural size.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { place(image.fixedSize(), at: point, anchor: anchor) }
    /// Draws `image` stretched into `rect`.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        place(image.resizable().frame(width: rect.width, height: rect.height), at: rect.origin, anchor: .topLeading)
    }
    /// Draws a resolved text with its `anchor` at `point`.
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { draw(text.text, at: point, anchor: anchor) }
    /// Draws a resolved text in `rect`.
    public func draw(_ text: ResolvedText, in rect: CGRect) { draw(text.text, in: rect) }
    /// Draws a resolved image with its `anchor` at `point`.
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { draw(image.image, at: point, anchor: anchor) }
    /// Draws a resolved image in `rect`.
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { draw(image.image, in: rect, style: style) }
    /// Draws a resolved symbol with its `anchor` at `point` (symbols are not drawn by Trellis).
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}
    /// Draws a resolved symbol in `rect` (symbols are not drawn by Trellis).
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}

    /// `text` resolved for drawing.
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(text: text) }
    /// `image` resolved for drawing.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(image: image) }
    /// The canvas's symbol tagged `id`: Trellis resolves none.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    /// Draws into a layer drawn as one (Trellis draws its content directly).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var inner = self
        try content(&inner)
    }

    /// A text resolved for drawing.
    public struct ResolvedText {
        let text: Text
        /// The shading of the text (accepted).
        public var shading: Shading = .foreground
        /// The text's size for a proposal (its natural size is used by Trellis).
        public func measure(in size: CGSize) -> CGSize { size }
        /// The distance from the top to the first baseline (not measured by Trellis).
        public func firstBaseline(in size: CGSize) -> CGFloat { 0 }
        /// The distance from the top to the last baseline (not measured by Trellis).
        public func lastBaseline(in size: CGSize) -> CGFloat { 0 }
    }
    /// An image resolved for drawing.
    public struct ResolvedImage {
        let image: Image
        /// The shading of a template image (accepted).
        public var shading: Shading?
        /// The image's size (not read by Trellis: zero).
        public var size: CGSize { .zero }
        /// The image's baseline.
        public var baseline: CGFloat { 0 }
    }
    /// A symbol view resolved for drawing (Trellis resolves none).
    public struct ResolvedSymbol {
        /// The symbol's size.
        public var size: CGSize { .zero }
    }

    /// How a shape is painted.
    public struct Shading: Sendable {
        let style: AnyShapeStyle
        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        /// A colour given by its components.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        /// A grey.
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }
        /// A shape style.
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        /// The foreground style.
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
        /// Several shadings, for the layers of symbols (the first is used).
        public static func palette(_ array: [Shading]) -> Shading { array.first ?? .foreground }
        /// A linear gradient between two points of the canvas.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient(kind: .linear(startPoint, endPoint), gradient: gradient)))
        }
        /// A radial gradient around a point of the canvas.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient(kind: .radial(center, startRadius, endRadius), gradient: gradient)))
        }
        /// A conic gradient around a point of the canvas.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasGradient(kind: .conic(center, angle), gradient: gradient)))
        }
    }

    /// Options of a gradient shading.
    public struct GradientOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Repeats the gradient.
        public static let `repeat` = GradientOptions(rawValue: 1)
        /// Mirrors each repetition.
        public static let mirror = GradientOptions(rawValue: 2)
        /// Interpolates in linear colour.
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    /// Options of a clip.
    public struct ClipOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Keeps what is outside the path instead.
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of a filter.
    public struct FilterOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Works in linear colour.
        public static let linearColor = FilterOptions(rawValue: 1)
    }

    /// A filter of what is drawn (accepted; not drawn by Trellis).
    public struct Filter: Sendable {
        let name: String
        /// A blur.
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter(name: "blur") }
        /// A shadow.
        public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                                  blendMode: BlendMode = .normal, options: ShadowOptions = ShadowOptions()) -> Filter { Filter(name: "shadow") }
        /// A brightness change.
        public static func brightness(_ amount: Double) -> Filter { Filter(name: "brightness") }
        /// A contrast change.
        public static func contrast(_ amount: Double) -> Filter { Filter(name: "contrast") }
        /// A saturation change.
        public static func saturation(_ amount: Double) -> Filter { Filter(name: "saturation") }
        /// A grey scale.
        public static func grayscale(_ amount: Double) -> Filter { Filter(name: "grayscale") }
        /// A hue rotation.
        public static func hueRotation(_ angle: Angle) -> Filter { Filter(name: "hueRotation") }
        /// Inverted colours.
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter(name: "colorInvert") }
        /// Colours multiplied.
        public static func colorMultiply(_ color: Color) -> Filter { Filter(name: "colorMultiply") }
        /// A colour matrix.
        public static func colorMatrix(_ matrix: ColorMatrix) -> Filter { Filter(name: "colorMatrix") }
        /// Luminance as alpha.
        public static var luminanceToAlpha: Filter { Filter(name: "luminanceToAlpha") }
        /// Alpha above a threshold.
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter(name: "alphaThreshold") }
    }

    /// Options of a blur filter.
    public struct BlurOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Opaque result.
        public static let opaque = BlurOptions(rawValue: 1)
        /// Dithered result.
        public static let dithersResult = BlurOptions(rawValue: 2)
    }

    /// Options of a shadow filter.
    public struct ShadowOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt32
        /// Creates options from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The shadow above the content.
        public static let shadowAbove = ShadowOptions(rawValue: 1)
        /// The shadow alone.
        public static let shadowOnly = ShadowOptions(rawValue: 2)
        /// An inner shadow.
        public static let invertsAlpha = ShadowOptions(rawValue: 4)
        /// The shadow's colour keeps the content's colours.
        public static let disablesGroup = ShadowOptions(rawValue: 8)
    }
}

/// A path in canvas coordinates, as a shape drawn in the canvas's frame.
nonisolated struct CanvasPathShape: Shape, @unchecked Sendable {
    let path: Path
    func path(in rect: CGRect) -> Path { path.offsetBy(dx: rect.minX, dy: rect.minY) }
}

/// A gradient in canvas coordinates: its points made unit points of the canvas's frame.
struct CanvasGradient: ShapeStyle, PaintResolvable {
    enum Kind: @unchecked Sendable {
        case linear(CGPoint, CGPoint)
        case radial(CGPoint, CGFloat, CGFloat)
        case conic(CGPoint, Angle)
    }
    let kind: Kind
    let gradient: Gradient

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        let size = environment.canvasSize
        func unit(_ p: CGPoint) -> UnitPoint {
            UnitPoint(x: size.width > 0 ? p.x / size.width : 0, y: size.height > 0 ? p.y / size.height : 0)
        }
        let stops = gradient.resolved(in: environment)
        switch kind {
        case let .linear(s, e): return .linearGradient(stops: stops, startPoint: unit(s), endPoint: unit(e))
        case let .radial(c, r0, r1): return .radialGradient(stops: stops, center: unit(c), startRadius: r0, endRadius: r1)
        case let .conic(c, a): return .angularGradient(stops: stops, center: unit(c), startAngle: a.radians, endAngle: a.radians + 2 * .pi)
        }
    }
}

private struct CanvasSizeKey: EnvironmentKey { static let defaultValue = CGSize.zero }

extension EnvironmentValues {
    /// The size of the canvas being drawn (its gradients' points are in it).
    var canvasSize: CGSize {
        get { self[CanvasSizeKey.self] }
        set { self[CanvasSizeKey.self] = newValue }
    }
}

/// Places its one view with `anchor` at `point`, at its own size (fact 1).
nonisolated struct CanvasPlacement<Content: View>: View {
    let point: CGPoint
    let anchor: UnitPoint
    @ViewBuilder let content: Content

    var body: some View {
        AnchorPointLayout(point: point, anchor: anchor) { content }
    }
}

struct AnchorPointLayout: Layout {
    let point: CGPoint
    let anchor: UnitPoint
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            s.place(at: CGPoint(x: bounds.minX + point.x - anchor.x * size.width, y: bounds.minY + point.y - anchor.y * size.height),
                    proposal: .unspecified)
        }
    }
}

// MARK: Canvas

/// A view that draws with a `GraphicsContext` (fact 1).
///
/// ```swift
/// Canvas { context, size in
///     context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
/// }
/// .frame(width: 100, height: 100)
/// ```
public nonisolated struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// Creates a canvas drawn by `renderer` with the symbol views `symbols` (symbols are not drawn
    /// by Trellis).
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    /// The canvas: what the renderer draws, in a frame that takes the proposal.
    public var body: some View {
        let renderer = self.renderer
        return Color.clear.overlay(alignment: .topLeading) {
            GeometryReader { proxy in
                CanvasContent(size: proxy.size, renderer: renderer)
            }
        }
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates a canvas drawn by `renderer`.
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.renderer = renderer
        symbols = EmptyView()
    }
}

/// What a canvas's renderer drew, as views over each other.
nonisolated struct CanvasContent: View {
    let size: CGSize
    let renderer: (inout GraphicsContext, CGSize) -> Void
    @Environment(\.self) private var environment

    var body: some View {
        var context = GraphicsContext(environment: environment)
        renderer(&context, size)
        let items = context.recording.items
        return ZStack(alignment: .topLeading) {
            ForEach(items.indices, id: \.self) { i in items[i].frame(width: size.width, height: size.height) }
        }
        .frame(width: size.width, height: size.height, alignment: .topLeading)
        .environment(\.canvasSize, size)
    }
}
