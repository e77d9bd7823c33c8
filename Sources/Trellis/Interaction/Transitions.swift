import Foundation

// iOS 17's transitions (the `Transition` protocol, its built-in transitions and
// `transition(_:)` of one): how a view appears and disappears. A view at rest is in the identity
// phase, so each transition's body is built for `.identity` (the view as it is).

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
    /// This transition and `other` played together.
    public func combined<T: Transition>(with other: T) -> some Transition { CombinedTransition(first: self, second: other) }
    /// This transition with `animation` (no effect at rest).
    public func animation(_ animation: Animation?) -> some Transition { self }
}

nonisolated extension View {
    /// How the view appears and disappears (iOS 17): at rest it is in the identity phase.
    public func transition<T: Transition>(_ transition: T) -> some View { self.transition(AnyTransition(transition)) }
}

/// Two transitions played together (`combined(with:)`).
struct CombinedTransition<First: Transition, Second: Transition>: Transition, DisplayedTransition {
    let first: First
    let second: Second
    func body(content: Content, phase: TransitionPhase) -> some View {
        let inner = first.body(content: PlaceholderContentView<First>(content: AnyView(content)), phase: phase)
        return second.body(content: PlaceholderContentView<Second>(content: AnyView(inner)), phase: phase)
    }
    var displayTransition: DisplayTransition { .combined(AnyTransition(first).display, AnyTransition(second).display) }
}

extension IdentityTransition: DisplayedTransition { var displayTransition: DisplayTransition { .identity } }
extension OpacityTransition: DisplayedTransition { var displayTransition: DisplayTransition { .opacity } }
extension ScaleTransition: DisplayedTransition {
    var displayTransition: DisplayTransition { .scale(scale, anchorX: Double(anchor.x), anchorY: Double(anchor.y)) }
}
extension SlideTransition: DisplayedTransition { var displayTransition: DisplayTransition { .slide } }
extension MoveTransition: DisplayedTransition { var displayTransition: DisplayTransition { .move(.init(edge)) } }
extension OffsetTransition: DisplayedTransition { var displayTransition: DisplayTransition { .offset(offset) } }
extension PushTransition: DisplayedTransition { var displayTransition: DisplayTransition { .push(.init(edge)) } }
extension AsymmetricTransition: DisplayedTransition {
    var displayTransition: DisplayTransition { .asymmetric(insertion: AnyTransition(insertion).display, removal: AnyTransition(removal).display) }
}
