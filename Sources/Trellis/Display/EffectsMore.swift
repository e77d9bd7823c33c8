import Foundation

// iOS 17's colour, material and effect API. Facts and Trellis's choices:
// 1. Materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) are UIBlurEffect styles:
//    a blur of what is behind tinted with the material's colour, thinner materials more
//    translucent (Apple, Material docs: "Materials … blur the background … lighter materials
//    let more of the background show through"). Trellis's painter has no blur, so a material is
//    its tint alone, as a translucent fill (Trellis's approximation of the systemMaterial tints
//    of UIBlurEffect, light / dark): ultra thin white / (28,28,30) at 35 %, thin 55 %, regular
//    70 %, thick 85 %, ultra thick 93 %; `.bar` is the bar material of the navigation bars
//    (Navigation/NavigationMetrics.swift, fact 5).
// 2. `EllipticalGradient` "maps its coordinate space to the unit space square in which its center
//    and radii are defined, then stretches that square to fill its bounding rect" (Apple docs):
//    radii are fractions of the square's side (default 0 and 0.5), the circles becoming ellipses.
// 3. `backgroundStyle(_:)` sets the style `.background` draws with inside (Apple: "the
//    background style … used by views that draw with `.background`").
// 4. `flipsForRightToLeftLayoutDirection(true)` mirrors the view horizontally in a right-to-left
//    environment (Apple docs), as `scaleEffect(x: -1)` would; `layoutDirectionBehavior(.mirrors)`
//    likewise (iOS 17; `.fixed` keeps it unmirrored, which is how Trellis lays out a view whose
//    direction it does not flip).
// 5. `scenePadding(_:)` pads by "the amount appropriate for the current scene": on iOS the
//    system's default padding, 16 pt (Trellis's reading; `.minimum` is the same on iOS).
// 6. `transformEffect` draws the view through an affine transform: Trellis applies its
//    translation, its scale and its rotation (a transform without shear); a shear is not drawn.
// 7. Shaders (`colorEffect`, `distortionEffect`, `layerEffect`: Metal functions), blend modes,
//    `luminanceToAlpha`, `rotation3DEffect` and `projectionEffect` change the drawing in ways
//    the painter cannot yet: accepted, and the view is drawn without them (documented at each).
//    `compositingGroup`, `drawingGroup`, `geometryGroup` and `allowedDynamicRange` change how
//    SwiftUI renders, not what a view at rest looks like in Trellis.

// MARK: More shape styles

/// The style of separators (UIColor.separator).
public struct SeparatorShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.separator` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.separator.resolve(in: environment)) }
}

/// The tint of the view (`.tint(_:)`, else the accent colour).
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.tint` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color((environment.tint ?? .accentColor).resolve(in: environment))
    }
}

/// The style of links: the tint.
public struct LinkShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.link` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.accentColor.resolve(in: environment)) }
}

/// The style of placeholder text (UIColor.placeholderText: the tertiary label colour).
public struct PlaceholderTextShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.placeholder` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.tertiaryLabel.resolve(in: environment)) }
}

/// The style of selected content: the tint.
public struct SelectionShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.selection` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.accentColor.resolve(in: environment)) }
}

/// The window's background (the system background on iOS).
public struct WindowBackgroundShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.windowBackground` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemBackground.resolve(in: environment)) }
}

/// The fill colours of shapes (UIColor.systemFill and its levels).
public struct FillShapeStyle: ShapeStyle, PaintResolvable {
    /// Creates the style that `.fill` names.
    public init() {}
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { .color(Color.systemFill.resolve(in: environment)) }
}

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

/// A style with a shadow (`.shadow(.drop(…))`): Trellis draws the style without the shadow.
public struct ShadowStyle: Sendable, Equatable {
    let radius: CGFloat
    /// A drop shadow.
    public static func drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
    /// An inner shadow.
    public static func inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(radius: radius)
    }
}

extension ShapeStyle {
    /// This style with a shadow (the shadow is not drawn by Trellis yet).
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { self }
}

/// A modifier of a hierarchical level of a style (`.secondary` of a style).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let level: Int
    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        base.paint(in: environment).multiplyingOpacity(by: [1, 0.6, 0.3, 0.18][min(max(level, 0), 3)])
    }
}

extension ShapeStyle {
    /// The secondary level of this style.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// The tertiary level of this style.
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// The quaternary level of this style.
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The separator style.
    public static var separator: SeparatorShapeStyle { .init() }
}
extension ShapeStyle where Self == TintShapeStyle {
    /// The tint style.
    public static var tint: TintShapeStyle { .init() }
}
extension ShapeStyle where Self == LinkShapeStyle {
    /// The link style.
    public static var link: LinkShapeStyle { .init() }
}
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The placeholder text style.
    public static var placeholder: PlaceholderTextShapeStyle { .init() }
}
extension ShapeStyle where Self == SelectionShapeStyle {
    /// The selection style.
    public static var selection: SelectionShapeStyle { .init() }
}
extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The window background style.
    public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}
extension ShapeStyle where Self == FillShapeStyle {
    /// The fill style.
    public static var fill: FillShapeStyle { .init() }
}
extension ShapeStyle where Self == ImagePaint {
    /// A paint of an image.
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}

// MARK: Elliptical gradients

/// A radial gradient stretched to its frame: ellipses (fact 2).
///
/// As a view it fills a rectangle of the size it is proposed, as a `Color` does.
public nonisolated struct EllipticalGradient: ShapeStyle, View, PaintResolvable {
    /// As a view, a rectangle filled with this gradient.
    public typealias Body = _ShapeView<Rectangle, EllipticalGradient>
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates a gradient around `center`, from `startRadiusFraction` to `endRadiusFraction` of the
    /// unit square's side, stretched to the frame.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }
    /// Creates a gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }
    /// Creates a gradient of the given stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
                  endRadiusFraction: endRadiusFraction)
    }

    /// A rectangle filled with this gradient; it takes the size it is proposed.
    public var body: _ShapeView<Rectangle, EllipticalGradient> { Rectangle().fill(self) }

    func resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .ellipticalGradient(stops: gradient.resolved(in: environment), center: center, startRadius: startRadiusFraction,
                            endRadius: endRadiusFraction)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient.
    public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(gradient: gradient, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// An elliptical gradient of colours spread evenly.
    public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                                          endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
        EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
}

extension RadialGradient {
    /// Creates a gradient of the given stops from `startRadius` to `endRadius` points around `center`.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

// MARK: Blend modes, shaders and rendering

/// How a view's colours combine with what is behind it.
public enum BlendMode: Sendable, Hashable {
    /// Paints over.
    case normal
    /// Multiplies.
    case multiply
    /// Screens.
    case screen
    /// Overlays.
    case overlay
    /// Keeps the darker colour.
    case darken
    /// Keeps the lighter colour.
    case lighten
    /// Dodges.
    case colorDodge
    /// Burns.
    case colorBurn
    /// A soft light.
    case softLight
    /// A hard light.
    case hardLight
    /// The difference.
    case difference
    /// An exclusion.
    case exclusion
    /// The hue.
    case hue
    /// The saturation.
    case saturation
    /// The colour.
    case color
    /// The luminosity.
    case luminosity
    /// Source atop.
    case sourceAtop
    /// Destination over.
    case destinationOver
    /// Destination out.
    case destinationOut
    /// Plus darker.
    case plusDarker
    /// Plus lighter.
    case plusLighter
}

/// How colours are rendered in an offscreen image.
public enum ColorRenderingMode: Sendable, Hashable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// A colour matrix (`colorMatrix`-style effects).
public struct ColorMatrix: Sendable, Equatable {
    /// The matrix's entries, row by row (4 × 5).
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    /// Green row.
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    /// Blue row.
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    /// Alpha row.
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0
    /// The identity matrix.
    public init() {}
}

/// A Metal shader library (Trellis cannot run Metal: shaders are accepted and not applied).
public struct ShaderLibrary: Sendable {
    let name: String
    /// The app's default library.
    public static let `default` = ShaderLibrary(name: "default")
    /// The library in `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(name: "bundle") }
    /// A library from compiled data.
    public init(data: Data) { name = "data" }
    /// A library at `url`.
    public init(url: URL) { name = url.lastPathComponent }
    init(name: String) { self.name = name }
    /// The function named `name`.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A shader function of a library.
@dynamicMemberLookup
public struct ShaderFunction: Sendable {
    /// The library.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String
    /// Creates a function of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    /// A shader of this function with `arguments`.
    public func callAsFunction(_ arguments: Shader.Argument...) -> Shader { Shader(function: self, arguments: arguments) }
    /// The function named `name` of the same library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: library, name: name) }
}

extension ShaderLibrary {
    /// The function named `name` (`ShaderLibrary.default.ripple`).
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
}

/// A Metal shader with its arguments (accepted, not applied by Trellis).
public struct Shader: Sendable, ShapeStyle {
    /// An argument of a shader.
    public struct Argument: Sendable {
        let kind: String
        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        /// A point.
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        /// A size.
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        /// The bounding rectangle of the shaded view.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
    }
    /// The function.
    public var function: ShaderFunction
    /// The arguments.
    public var arguments: [Argument]
    /// Creates a shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

/// A 3-D projection of a view (accepted; drawn without it).
public struct ProjectionTransform: Sendable, Equatable {
    /// The 3 × 3 matrix's entries.
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    /// Second row.
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    /// Third row.
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    /// The identity.
    public init() {}
    /// Whether it is the identity.
    public var isIdentity: Bool { self == ProjectionTransform() }
    /// Whether it is affine.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}

/// An effect that changes a view's geometry when drawn (`GeometryEffect`): Trellis applies an
/// effect's affine part at rest.
public protocol GeometryEffect: Animatable, ViewModifier {
    /// The projection of a view of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

/// How prominent a background is (lighter foregrounds on prominent ones).
public enum BackgroundProminence: Sendable, Hashable {
    /// A standard background.
    case standard
    /// A prominent background, such as a selected row.
    case increased
}

/// The contrast the user asked for.
public enum ColorSchemeContrast: Sendable, Hashable, CaseIterable {
    /// Standard contrast.
    case standard
    /// Increased contrast.
    case increased
}

/// The weight of text the user asked for (Bold Text).
public enum LegibilityWeight: Sendable, Hashable {
    /// Regular.
    case regular
    /// Bold.
    case bold
}

/// Where a container's background goes (widgets; navigation in later systems).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
    let kind: Int
    /// A widget's background.
    public static let widget = ContainerBackgroundPlacement(kind: 0)
}

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

/// How a view follows the layout direction (iOS 17, fact 4).
public struct LayoutDirectionBehavior: Sendable, Hashable {
    let mirroredIn: LayoutDirection?
    /// Never mirrors.
    public static let fixed = LayoutDirectionBehavior(mirroredIn: nil)
    /// Mirrors in right-to-left layouts.
    public static let mirrors = LayoutDirectionBehavior(mirroredIn: .rightToLeft)
    /// Mirrors when the layout direction is `layoutDirection`.
    public static func mirrors(in layoutDirection: LayoutDirection) -> LayoutDirectionBehavior {
        LayoutDirectionBehavior(mirroredIn: layoutDirection)
    }
}

/// The padding `scenePadding(_:)` adds (fact 5).
public struct ScenePadding: Sendable, Hashable {
    let kind: Int
    /// The scene's minimum padding.
    public static let minimum = ScenePadding(kind: 0)
    /// The padding of navigation content (visionOS).
    public static let navigationBar = ScenePadding(kind: 1)
}

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }
private struct BackgroundProminenceKey: EnvironmentKey { static let defaultValue = BackgroundProminence.standard }
private struct ColorSchemeContrastKey: EnvironmentKey { static let defaultValue = ColorSchemeContrast.standard }
private struct LegibilityWeightKey: EnvironmentKey { static let defaultValue: LegibilityWeight? = .regular }

extension EnvironmentValues {
    /// The style `.background` draws with inside (fact 3); nil: the system background.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
    /// How prominent the background behind the view is.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }
    /// The contrast the user asked for (standard in previews).
    public var colorSchemeContrast: ColorSchemeContrast { self[ColorSchemeContrastKey.self] }
    /// The text weight the user asked for (regular in previews).
    public var legibilityWeight: LegibilityWeight? {
        get { self[LegibilityWeightKey.self] }
        set { self[LegibilityWeightKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style `.background` draws with inside (fact 3).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { environment(\.backgroundStyle, AnyShapeStyle(style)) }

    /// Mirrors the view in right-to-left layouts when `enabled` (fact 4).
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(RightToLeftMirror(behavior: enabled ? .mirrors : .fixed))
    }

    /// How the view follows the layout direction (fact 4).
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View { modifier(RightToLeftMirror(behavior: behavior)) }

    /// Pads the view by the scene's padding (16 pt on iOS, fact 5).
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }
    /// Pads the view by the scene's padding of a kind (16 pt on iOS, fact 5).
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges, 16) }

    /// Draws the view through a 3-D projection. Accepted: drawn without it (fact 7).
    public func projectionEffect(_ transform: ProjectionTransform) -> some View { self }
    /// Rotates the view in 3-D. Accepted: drawn without it (fact 7).
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
    /// Combines the view's colours with what is behind in `blendMode`. Accepted: drawn normally (fact 7).
    public func blendMode(_ blendMode: BlendMode) -> some View { self }
    /// Makes the view's luminance its alpha. Accepted: drawn without it (fact 7).
    public func luminanceToAlpha() -> some View { self }
    /// Renders the view into one layer before its effects. No effect at rest in Trellis (fact 7).
    public func compositingGroup() -> some View { self }
    /// Renders the view offscreen. No effect at rest in Trellis (fact 7).
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View { self }
    /// Isolates the geometry of the view's children for animations. No effect at rest.
    public func geometryGroup() -> some View { self }
    /// How much dynamic range the view's images use. No effect at rest in Trellis.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }
    /// Colours the view with a shader. Accepted: drawn without it (fact 7).
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// Moves the view's pixels with a shader. Accepted: drawn without it (fact 7).
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// Draws the view through a shader. Accepted: drawn without it (fact 7).
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// How the symbols inside colour their layers. Accepted: Trellis draws symbols in one colour.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Fills the container behind the view with a style (iOS 17): the view takes the whole size it
    /// is offered, as a widget's content does, with `style` behind it.
    public func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).background(style)
    }
    /// Draws `content` behind the view, filling its container (iOS 17): the view takes the whole
    /// size it is offered, as a widget's content does, with `content` behind it.
    public func containerBackground<V: View>(for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity).background(alignment: alignment, content: content)
    }
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
}

/// Mirrors its content horizontally in a right-to-left environment (fact 4).
nonisolated struct RightToLeftMirror: ViewModifier {
    let behavior: LayoutDirectionBehavior
    @Environment(\.layoutDirection) private var direction

    func body(content: Content) -> some View {
        let mirrors = behavior.mirroredIn == .rightToLeft && direction == .rightToLeft
        return content.scaleEffect(x: mirrors ? -1 : 1, y: 1)
    }
}
