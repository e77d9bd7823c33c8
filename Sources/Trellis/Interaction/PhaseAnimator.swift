import Foundation

// Phase animators (iOS 17): SwiftUI runs a view through a sequence of phases, animating from
// each to the next, in a loop or once per change of a trigger. A layout at rest is taken before
// any animation runs, so Trellis shows the first phase.

/// A view that moves its content through a sequence of phases, animating each change.
///
/// SwiftUI starts at the first phase and moves on, in a loop or once each time `trigger`
/// changes. Trellis lays out and draws the content of the first phase (nothing when there is
/// no phase).
///
/// ```swift
/// PhaseAnimator([false, true]) { pulsing in
///     Image(systemName: "heart.fill")
///         .scaleEffect(pulsing ? 1.2 : 1)
/// }
/// ```
public nonisolated struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    /// Creates an animator that goes through `phases` once each time `trigger` changes.
    /// - Parameters:
    ///   - phases: the phases, in order; the first is the one at rest.
    ///   - trigger: a value whose changes start a run through the phases.
    ///   - content: the view for a phase.
    ///   - animation: the animation into each phase (unused at rest).
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// Creates an animator that goes through `phases` in a loop.
    /// - Parameters:
    ///   - phases: the phases, in order; the first is the one at rest.
    ///   - content: the view for a phase.
    ///   - animation: the animation into each phase (unused at rest).
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        first = phases.first { _ in true }
        self.content = content
    }

    /// The content of the first phase.
    public var body: some View {
        if let first { content(first) }
    }
}

/// The view a `phaseAnimator` or `keyframeAnimator` modifier is applied to, handed to its
/// content closure to build on.
public nonisolated struct PlaceholderContentView<Value>: View {
    let content: AnyView
    /// The view the modifier was applied to.
    public var body: some View { content }
}

nonisolated extension View {
    /// Moves this view through `phases` once each time `trigger` changes, building it for each
    /// phase with `content`. Trellis shows it in the first phase.
    /// - Parameters:
    ///   - phases: the phases, in order; the first is the one at rest.
    ///   - trigger: a value whose changes start a run through the phases.
    ///   - content: this view modified for a phase.
    ///   - animation: the animation into each phase (unused at rest).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: AnyView(self)), $0) },
                      animation: animation)
    }

    /// Moves this view through `phases` in a loop, building it for each phase with `content`.
    /// Trellis shows it in the first phase.
    /// - Parameters:
    ///   - phases: the phases, in order; the first is the one at rest.
    ///   - content: this view modified for a phase.
    ///   - animation: the animation into each phase (unused at rest).
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: AnyView(self)), $0) }, animation: animation)
    }
}
