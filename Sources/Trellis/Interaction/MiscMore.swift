import Foundation

// The rest of iOS 17's view API Trellis declares: storage that outlives a view (`@AppStorage`,
// `@SceneStorage`: a preview starts with empty defaults, so each holds its default value unless a
// store is passed in, which is read), transitions of the `Transition` protocol, symbol effects,
// animation and transaction scopes, text selection and scaling, badges and title menus, scene
// and app modifiers, `EquatableView`. `textScale(.secondary)` draws the text smaller (0.8×,
// Trellis's reading of SwiftUI's secondary text scale); everything else here acts on
// interaction, animation or the system and has no effect at rest.

/// A key of a value carried by transactions (iOS 17).
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none is set.
    static var defaultValue: Value { get }
}

extension Transaction {
    /// The value of a transaction key (its default: Trellis keeps none).
    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
}

/// A modifier that makes its actual modifier from the environment (accepted: its resolved
/// modifier is not applied yet).
public protocol EnvironmentalModifier: ViewModifier where Body == Never {
    /// The modifier made from the environment.
    associatedtype ResolvedModifier: ViewModifier
    /// Makes the modifier from `environment`.
    func resolve(in environment: EnvironmentValues) -> ResolvedModifier
}

/// The modifier that changes nothing.
public nonisolated struct EmptyModifier: ViewModifier, Sendable {
    /// The empty modifier.
    public static let identity = EmptyModifier()
    /// The empty modifier.
    public init() {}
    /// The content, unchanged.
    public func body(content: Content) -> some View { content }
}

/// A view that SwiftUI redraws only when it changes by `==` (at rest, drawn as its content).
public nonisolated struct EquatableView<Content: Equatable & View>: View {
    /// The view.
    public var content: Content
    /// Wraps `content`.
    public init(content: Content) { self.content = content }
    /// The content.
    public var body: some View { content }
}

nonisolated extension View where Self: Equatable {
    /// This view compared by `==` before it is redrawn (no effect at rest).
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

// MARK: Transitions (iOS 17)

/// Where a view is in a transition.
public enum TransitionPhase: Sendable, Hashable {
    /// About to appear.
    case willAppear
    /// Shown.
    case identity
    /// Disappeared.
    case didDisappear
    /// Whether the view is shown.
    public var isIdentity: Bool { self == .identity }
    /// −1 about to appear, 0 shown, 1 disappeared.
    public var value: Double {
        switch self {
        case .willAppear: return -1
        case .identity: return 0
        case .didDisappear: return 1
        }
    }
}

/// What a transition does.
public struct TransitionProperties: Sendable {
    /// Whether it moves the view (reduced by Reduce Motion).
    public var hasMotion: Bool
    /// Properties of a transition.
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

/// How a view appears and disappears (iOS 17); a view at rest is in the identity phase.
public protocol Transition {
    /// The view a transition makes.
    associatedtype Body: View
    /// The view in a phase of the transition.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    /// What the transition does.
    static var properties: TransitionProperties { get }
    /// The view the transition is applied to.
    typealias Content = PlaceholderContentView<Self>
}

extension Transition {
    /// Moves the view, by default.
    public static var properties: TransitionProperties { TransitionProperties() }
}

/// No transition.
public struct IdentityTransition: Transition {
    /// The identity transition.
    public init() {}
    /// The content.
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// Fades.
public struct OpacityTransition: Transition {
    /// The opacity transition.
    public init() {}
    /// The content, faded out of identity.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.opacity(phase.isIdentity ? 1 : 0) }
}
/// Scales.
public struct ScaleTransition: Transition {
    /// The scale out of identity.
    public var scale: Double
    /// The point that stays put.
    public var anchor: UnitPoint
    /// A scale transition.
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    /// The content, scaled out of identity.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor) }
}
/// Slides in from the leading edge and out to the trailing one.
public struct SlideTransition: Transition {
    /// The slide transition.
    public init() {}
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// Moves in from and out to an edge.
public struct MoveTransition: Transition {
    /// The edge.
    public var edge: Edge
    /// A move transition from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// Offsets.
public struct OffsetTransition: Transition {
    /// The offset out of identity.
    public var offset: CGSize
    /// An offset transition.
    public init(_ offset: CGSize) { self.offset = offset }
    /// The content, offset out of identity.
    public func body(content: Content, phase: TransitionPhase) -> some View { content.offset(phase.isIdentity ? .zero : offset) }
}
/// Pushes in from an edge.
public struct PushTransition: Transition {
    /// The edge.
    public var edge: Edge
    /// A push transition from `edge`.
    public init(edge: Edge) { self.edge = edge }
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// Blurs and fades between views.
public struct BlurReplaceTransition: Transition {
    /// How the blur scales.
    public struct Configuration: Sendable, Hashable {
        let kind: Int
        /// Scales down as it blurs.
        public static let downUp = Configuration(kind: 0)
        /// Scales up as it blurs.
        public static let upUp = Configuration(kind: 1)
    }
    /// The configuration.
    public var configuration: Configuration
    /// A blur-replace transition.
    public init(configuration: Configuration) { self.configuration = configuration }
    /// The content, blurred and faded out of identity.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.blur(radius: phase.isIdentity ? 0 : 10).opacity(phase.isIdentity ? 1 : 0)
    }
}
/// Different transitions in and out.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition {
    /// The transition in.
    public var insertion: Insertion
    /// The transition out.
    public var removal: Removal
    /// An asymmetric transition.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}
/// A symbol effect as a transition.
public struct SymbolEffectTransition: Transition {
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition {
    /// No transition.
    public static var identity: IdentityTransition { .init() }
}
extension Transition where Self == OpacityTransition {
    /// Fades.
    public static var opacity: OpacityTransition { .init() }
}
extension Transition where Self == ScaleTransition {
    /// Scales to zero.
    public static var scale: ScaleTransition { .init(0) }
    /// Scales to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { .init(scale, anchor: anchor) }
}
extension Transition where Self == SlideTransition {
    /// Slides.
    public static var slide: SlideTransition { .init() }
}
extension Transition where Self == MoveTransition {
    /// Moves from `edge`.
    public static func move(edge: Edge) -> MoveTransition { .init(edge: edge) }
}
extension Transition where Self == OffsetTransition {
    /// Offsets by `offset`.
    public static func offset(_ offset: CGSize) -> OffsetTransition { .init(offset) }
    /// Offsets by `x` and `y`.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { .init(CGSize(width: x, height: y)) }
}
extension Transition where Self == PushTransition {
    /// Pushes from `edge`.
    public static func push(from edge: Edge) -> PushTransition { .init(edge: edge) }
}
extension Transition where Self == BlurReplaceTransition {
    /// Blurs and fades.
    public static var blurReplace: BlurReplaceTransition { .init(configuration: .downUp) }
    /// Blurs and fades with a configuration.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition { .init(configuration: config) }
}
extension Transition {
    /// Different transitions in and out.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> AsymmetricTransition<I, R>
    where Self == AsymmetricTransition<I, R> { .init(insertion: insertion, removal: removal) }
    /// This transition followed by `other` (no effect at rest).
    public func combined<T: Transition>(with other: T) -> some Transition { self }
    /// This transition with `animation` (no effect at rest).
    public func animation(_ animation: Animation?) -> some Transition { self }
}

nonisolated extension View {
    /// How the view appears and disappears (iOS 17): at rest it is in the identity phase.
    public func transition<T: Transition>(_ transition: T) -> some View { self }
}

// MARK: Animation scopes

/// When an animation counts as finished.
public struct AnimationCompletionCriteria: Sendable, Hashable {
    let kind: Int
    /// When it is logically complete (a spring close to its target).
    public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
    /// When it is removed.
    public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// A key of state kept by a custom animation.
public protocol AnimationStateKey {
    /// The type of the state.
    associatedtype Value
    /// The state when none is set.
    static var defaultValue: Value { get }
}

/// State kept by a custom animation.
public struct AnimationState<Value: VectorArithmetic> {
    var values: [ObjectIdentifier: Any] = [:]
    /// No state.
    public init() {}
    /// The state of a key.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

/// What a custom animation is given as it runs.
public struct AnimationContext<Value: VectorArithmetic> {
    /// The animation's state.
    public var state: AnimationState<Value>
    /// Whether the animation finishes.
    public var isLogicallyComplete: Bool
    /// The environment of the animated view.
    public var environment: EnvironmentValues
}

/// An animation of your own (`Animation(_:)`): never run at rest.
public protocol CustomAnimation: Hashable, Sendable {
    /// The value at `time`, or nil once finished.
    func animate<V: VectorArithmetic>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
}

extension Animation {
    /// An animation of your own (accepted; nothing animates at rest).
    public init<A: CustomAnimation>(_ base: A) { self = .default }
}

nonisolated extension View {
    /// Applies `body`'s changes under `animation` (at rest, the changes as they end).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }
    /// Applies `body`'s changes in a transaction changed by `transform` (at rest, the changes).
    public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void,
                                     @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: AnyView(self)))
    }
    /// Changes the transaction when `value` changes. Accepted, no effect at rest.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}

// MARK: Symbol effects

/// An animated effect of a symbol image (the Symbols framework's).
public protocol SymbolEffect: Sendable {}
/// A symbol effect that runs while active.
public protocol IndefiniteSymbolEffect {}
/// A symbol effect that runs once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// A symbol effect shown while the view is in its state.
public protocol TransitionSymbolEffect {}
/// A symbol effect that replaces one symbol with another.
public protocol ContentTransitionSymbolEffect {}

/// Options of a symbol effect.
public struct SymbolEffectOptions: Sendable, Hashable {
    let speed: Double
    /// The default options.
    public static let `default` = SymbolEffectOptions(speed: 1)
    /// Repeats the effect.
    public static let `repeating` = SymbolEffectOptions(speed: 1)
    /// Runs the effect once.
    public static let nonRepeating = SymbolEffectOptions(speed: 1)
    /// Repeats the effect `count` times.
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { .default }
    /// Runs the effect at `speed`.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
    /// These options repeated `count` times.
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { self }
    /// These options at `speed`.
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(speed: speed) }
}

/// The symbol bounces.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Bounces up.
    public var up: BounceSymbolEffect { self }
    /// Bounces down.
    public var down: BounceSymbolEffect { self }
    /// Bounces layer by layer.
    public var byLayer: BounceSymbolEffect { self }
    /// Bounces as a whole.
    public var wholeSymbol: BounceSymbolEffect { self }
}
/// The symbol pulses.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// Pulses layer by layer.
    public var byLayer: PulseSymbolEffect { self }
    /// Pulses as a whole.
    public var wholeSymbol: PulseSymbolEffect { self }
}
/// The symbol's layers light up in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect {
    /// One layer at a time.
    public var iterative: VariableColorSymbolEffect { self }
    /// Layers add up.
    public var cumulative: VariableColorSymbolEffect { self }
    /// Back and forth.
    public var reversing: VariableColorSymbolEffect { self }
    /// Off layers hidden.
    public var hideInactiveLayers: VariableColorSymbolEffect { self }
    /// Off layers dimmed.
    public var dimInactiveLayers: VariableColorSymbolEffect { self }
}
/// The symbol scales.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Scales up.
    public var up: ScaleSymbolEffect { self }
    /// Scales down.
    public var down: ScaleSymbolEffect { self }
    /// Scales layer by layer.
    public var byLayer: ScaleSymbolEffect { self }
    /// Scales as a whole.
    public var wholeSymbol: ScaleSymbolEffect { self }
}
/// The symbol appears.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Appears upward.
    public var up: AppearSymbolEffect { self }
    /// Appears downward.
    public var down: AppearSymbolEffect { self }
    /// Appears layer by layer.
    public var byLayer: AppearSymbolEffect { self }
    /// Appears as a whole.
    public var wholeSymbol: AppearSymbolEffect { self }
}
/// The symbol disappears.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect {
    /// Disappears upward.
    public var up: DisappearSymbolEffect { self }
    /// Disappears downward.
    public var down: DisappearSymbolEffect { self }
    /// Disappears layer by layer.
    public var byLayer: DisappearSymbolEffect { self }
    /// Disappears as a whole.
    public var wholeSymbol: DisappearSymbolEffect { self }
}
/// One symbol replaces another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
    /// Down then up.
    public var downUp: ReplaceSymbolEffect { self }
    /// Up then up.
    public var upUp: ReplaceSymbolEffect { self }
    /// Off then up.
    public var offUp: ReplaceSymbolEffect { self }
    /// Layer by layer.
    public var byLayer: ReplaceSymbolEffect { self }
    /// As a whole.
    public var wholeSymbol: ReplaceSymbolEffect { self }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The bounce effect.
    public static var bounce: BounceSymbolEffect { .init() }
}
extension SymbolEffect where Self == PulseSymbolEffect {
    /// The pulse effect.
    public static var pulse: PulseSymbolEffect { .init() }
}
extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The variable colour effect.
    public static var variableColor: VariableColorSymbolEffect { .init() }
}
extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The scale effect.
    public static var scale: ScaleSymbolEffect { .init() }
}
extension SymbolEffect where Self == AppearSymbolEffect {
    /// The appear effect.
    public static var appear: AppearSymbolEffect { .init() }
}
extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The disappear effect.
    public static var disappear: DisappearSymbolEffect { .init() }
}
extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The replace effect.
    public static var replace: ReplaceSymbolEffect { .init() }
}

nonisolated extension View {
    /// Runs `effect` on the symbols inside while `isActive`. Accepted: symbols are drawn at rest.
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                      isActive: Bool = true) -> some View { self }
    /// Runs `effect` on the symbols inside each time `value` changes. Accepted: symbols are drawn at rest.
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(_ effect: T, options: SymbolEffectOptions = .default,
                                                                                  value: U) -> some View { self }
    /// Removes the symbol effects inside. No effect at rest.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}

// MARK: Text

extension Font {
    /// The width of a font's letters (Trellis's font has one width).
    public struct Width: Sendable, Hashable {
        /// The width, from −1 (compressed) to 1 (expanded).
        public var value: CGFloat
        /// Creates a width.
        public init(_ value: CGFloat) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }
}

extension Text {
    /// How large a text is relative to its font (`textScale(_:)`).
    public struct Scale: Sendable, Hashable {
        let factor: CGFloat
        /// The font's size.
        public static let `default` = Scale(factor: 1)
        /// Smaller, for secondary text: 0.8 of the font's size (Trellis's reading).
        public static let secondary = Scale(factor: 0.8)
    }
}

/// Whether text can be selected.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}
/// Text can be selected.
public struct EnabledTextSelectability: TextSelectability {
    /// True.
    public static var allowsSelection: Bool { true }
}
/// Text cannot be selected.
public struct DisabledTextSelectability: TextSelectability {
    /// False.
    public static var allowsSelection: Bool { false }
}
extension TextSelectability where Self == EnabledTextSelectability {
    /// Selectable text.
    public static var enabled: EnabledTextSelectability { .init() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    /// Text that cannot be selected.
    public static var disabled: DisabledTextSelectability { .init() }
}

/// The language text is typeset for.
public struct TypesettingLanguage: Sendable, Equatable {
    let identifier: String?
    /// The language of the text itself.
    public static let automatic = TypesettingLanguage(identifier: nil)
    /// The language `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(identifier: language.minimalIdentifier) }
}

nonisolated extension View {
    /// The width of the fonts inside. Accepted: Trellis's font has one width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Draws the text inside at `scale` of its font's size when `isEnabled` (`.secondary`: 0.8×).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            guard isEnabled, scale.factor != 1 else { return }
            let base = font ?? .body
            font = base.textScaled(by: scale.factor)
        }
    }
    /// Whether the text inside can be selected. Accepted, no effect at rest.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
    /// Marks the view as private (redacted when `.privacy` is). Accepted, no effect at rest.
    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
    /// The language the text inside is typeset for. Accepted, no effect at rest.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// The language the text inside is typeset for. Accepted, no effect at rest.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}

// MARK: Navigation, toolbars and badges

/// How prominent a badge is.
public struct BadgeProminence: Sendable, Hashable {
    let kind: Int
    /// Less prominent.
    public static let decreased = BadgeProminence(kind: 0)
    /// Standard.
    public static let standard = BadgeProminence(kind: 1)
    /// More prominent.
    public static let increased = BadgeProminence(kind: 2)
}

/// An item the system puts in toolbars.
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let kind: Int
    /// The sidebar button of a split view.
    public static let sidebarToggle = ToolbarDefaultItemKind(kind: 0)
}

/// What the user may do to a customizable toolbar.
public struct ToolbarCustomizationBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let `default` = ToolbarCustomizationBehavior(kind: 0)
    /// Everything.
    public static let reorderable = ToolbarCustomizationBehavior(kind: 1)
    /// Nothing.
    public static let disabled = ToolbarCustomizationBehavior(kind: 2)
}

/// Options of a customizable toolbar item.
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The item always shows.
    public static let alwaysAvailable = ToolbarCustomizationOptions(rawValue: 1)
}

/// The title menu of a toolbar's title (shown when the title is tapped: nothing at rest).
public nonisolated struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
    /// Read by its container.
    public typealias Body = Never
    let content: Content
    /// A title menu of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// Never called.
    public var body: Never { return fatalError("ToolbarTitleMenu has no body") }
    func collect(into entries: inout [ToolbarEntry]) {}
}

/// The content of a toolbar item group with a label (`ToolbarItemGroup(placement:content:label:)`).
public nonisolated struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}

extension ToolbarItemGroup {
    /// A group of `content` at `placement` with a label (shown where the group collapses into a menu).
    public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
                                  @ViewBuilder label: () -> L) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent<C, L>(content: content()) }
    }
}

/// The pages' index style of a paged tab view.
public protocol IndexViewStyle {}
/// The page index: dots.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots' background shows.
    public enum BackgroundDisplayMode: Sendable, Hashable {
        /// The platform's choice.
        case automatic
        /// While interacting.
        case interactive
        /// Always.
        case always
        /// Never.
        case never
    }
    /// The page index style.
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    /// The page index style.
    public static var page: PageIndexViewStyle { .init() }
    /// The page index style with a background mode.
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        .init(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// What a navigation split view style is given.
public struct NavigationSplitViewStyleConfiguration {}

extension NavigationSplitView {
    /// Creates a three-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue, three: true, sidebar(), content(), detail())
    }
}

extension NavigationSplitView where Content == EmptyView {
    /// Creates a two-column split view that shows `preferredCompactColumn` when collapsed.
    public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.init(visibility: .automatic, compactColumn: preferredCompactColumn.wrappedValue, three: false, sidebar(), EmptyView(), detail())
    }
}

nonisolated extension View {
    /// How prominent the badges inside are. Accepted: badges keep their look.
    public func badgeProminence(_ prominence: BadgeProminence) -> some View { self }
    /// Removes a system toolbar item. Accepted (Trellis draws no sidebar toggle).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View { self }
    /// A menu under the navigation title (shown when the title is tapped). Accepted, no effect at rest.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View { self }
    /// Sets the style of page indexes inside (accepted).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View { self }

    // MARK: App and scene

    /// A tooltip (pointer hover; nothing at rest).
    public func help(_ text: Text) -> some View { self }
    /// A tooltip (pointer hover; nothing at rest).
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A tooltip (pointer hover; nothing at rest).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
    /// Hides the system overlays (the home indicator). Accepted: the preview draws them faintly anyway.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Hides the status bar. Accepted: the preview's safe area is the device's.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Tags the view's interactions for activity tracking. Accepted, no effect at rest.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Marks content that may be out of date (widgets). Accepted, no effect at rest.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Which external events the scene prefers. Accepted, no effect at rest.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}

/// The label a timer progress view shows: the time left, counting down.
public nonisolated struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The remaining (or elapsed) time as a timer.
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// The content of a window presented for a value (scenes; drawn as its content).
public nonisolated struct PresentedWindowContent<Data, Content: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}
