import Foundation

// Symbol effects (the Symbols framework's bounce, pulse, variable colour, scale, appear,
// disappear and replace, run with `symbolEffect`): animations of symbol images, so they are
// accepted with SwiftUI's signatures and symbols are drawn at rest.

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

/// A symbol effect as a transition.
public struct SymbolEffectTransition: Transition {
    /// The content (at rest, in place).
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
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
