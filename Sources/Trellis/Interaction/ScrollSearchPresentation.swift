import Foundation

// iOS 17 API of scrolling, search and presentation, and the environment's actions. What shows at
// rest lays out as on iOS: `defaultScrollAnchor` (fact 8 of Containers/ScrollView.swift) and
// `scrollTransition`, whose views at rest are in the identity phase (Apple, ScrollTransitionPhase:
// "the view is fully visible in the scroll view"), so the transition's effects for `.identity`
// apply. The rest acts on interaction or on presentations this file does not draw (inspectors,
// search while searching): accepted, no effect at rest. `dismiss` and `isPresented` are set for
// presented content (Interaction/PresentedLayers.swift) and pushed views (NavigationStack.swift).
// `visualEffect` is accepted but not applied yet (documented there); `contentMargins` is in
// Containers/ContentMargins.swift.

// MARK: Environment actions

/// Dismisses the presentation the view is in (`@Environment(\.dismiss)`): a presented sheet,
/// cover or popover sets its binding false; outside a presentation it does nothing.
public struct DismissAction: Sendable {
    /// What dismissing does (nil: nothing is presented).
    var action: PresentationDismissBox?
    /// Dismisses the presentation around the view, if any.
    public func callAsFunction() { action?.run() }
}

/// Opens a URL (`@Environment(\.openURL)`): a preview opens nothing.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened it.
        public static let handled = Result(kind: 0)
        /// The handler left it to the system.
        public static let systemAction = Result(kind: 1)
        /// The handler let the system open another URL.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 1) }
        /// The handler could not open it.
        public static let discarded = Result(kind: 2)
    }
    let handler: @Sendable (URL) -> Result
    /// Creates an action that opens URLs with `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    /// Opens `url` (the preview's handler opens nothing).
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens `url` and reports whether it was accepted.
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
}

/// Ends the current search (`@Environment(\.dismissSearch)`): nothing is searching at rest.
public struct DismissSearchAction: Sendable {
    /// Ends the search (does nothing at rest).
    public func callAsFunction() {}
}

/// Refreshes the content (`@Environment(\.refresh)`): nil unless a `refreshable` is around.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void
    /// Runs the refresh action.
    public func callAsFunction() async { await action() }
}

/// The edit mode of a list (`@Environment(\.editMode)`): inactive at rest.
public enum EditMode: Sendable, Hashable {
    /// Not editing.
    case inactive
    /// Editing for a moment (a swipe).
    case transient
    /// Editing.
    case active
    /// Whether the list is being edited.
    public var isEditing: Bool { self != .inactive }
}

private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
/// The system's action leaves every URL to the system (a live preview reports it).
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .systemAction } }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction() }
private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }
private struct EditModeKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: Binding<EditMode>? = nil }
private struct DefaultScrollAnchorKey: EnvironmentKey { static let defaultValue: UnitPoint? = nil }

extension EnvironmentValues {
    /// Dismisses the presentation the view is in (nothing outside one).
    public internal(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Opens URLs (a preview opens nothing).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// Whether the view is in a presentation that is shown (a sheet's, a cover's content).
    public var isPresented: Bool { isInPresentation }
    /// Whether the view is in a search that is active: false at rest.
    public var isSearching: Bool { false }
    /// Ends the current search (nothing at rest).
    public var dismissSearch: DismissSearchAction { self[DismissSearchKey.self] }
    /// The refresh action of the nearest `refreshable` (nil: none; Trellis sets none).
    public var refresh: RefreshAction? { self[RefreshKey.self] }
    /// The edit mode of the lists inside (nil unless set; inactive at rest).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
    /// The anchor scroll views inside start at (`defaultScrollAnchor`).
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }
}

// MARK: Search

/// Where search suggestions show.
public struct SearchSuggestionsPlacement: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SearchSuggestionsPlacement(kind: 0)
    /// In the content, in place of the results.
    public static let content = SearchSuggestionsPlacement(kind: 1)
    /// In a menu under the field.
    public static let menu = SearchSuggestionsPlacement(kind: 2)
    /// A set of placements.
    public struct Set: OptionSet, Sendable {
        /// The placements' bits.
        public let rawValue: Int
        /// Creates a set of placements from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// In the content.
        public static let content = Set(rawValue: 1 << 0)
        /// In a menu.
        public static let menu = Set(rawValue: 1 << 1)
    }
}

/// When search scopes show.
public struct SearchScopeActivation: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SearchScopeActivation(kind: 0)
    /// Once the user types.
    public static let onTextEntry = SearchScopeActivation(kind: 1)
    /// Once the search is presented.
    public static let onSearchPresentation = SearchScopeActivation(kind: 2)
}

/// Whether presenting the search hides the toolbar.
public struct SearchPresentationToolbarBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = SearchPresentationToolbarBehavior(kind: 0)
    /// Keeps the content's title and toolbar visible.
    public static let avoidHidingContent = SearchPresentationToolbarBehavior(kind: 1)
}

/// How dictation starts in a text field.
public struct TextInputDictationActivation: Sendable, Hashable {
    let kind: Int
    /// When the user looks at the field (visionOS).
    public static let onLook = TextInputDictationActivation(kind: 0)
    /// When the user selects the field.
    public static let onSelect = TextInputDictationActivation(kind: 1)
}

/// Whether and how a text field takes dictation.
public struct TextInputDictationBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = TextInputDictationBehavior(kind: 0)
    /// No dictation.
    public static let preventDictation = TextInputDictationBehavior(kind: 1)
    /// Dictation in the field, started as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { .init(kind: 2) }
}

nonisolated extension View {
    /// A search field with tokens: drawn as the field (tokens show while editing; at rest the field
    /// shows its text or prompt).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with tokens whose presentation is bound to `isPresented` (not presented at rest).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with editable tokens, drawn as the field.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with editable tokens whose presentation is bound to `isPresented`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with tokens and suggested tokens, drawn as the field.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// A search field with tokens and suggested tokens whose presentation is bound to `isPresented`.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    /// Search scopes (shown while searching). Accepted, no effect at rest.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View { self }
    /// Search scopes shown as `activation` says. Accepted, no effect at rest.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, activation: SearchScopeActivation,
                                                   @ViewBuilder _ scopes: () -> S) -> some View { self }
    /// Shows or hides search suggestions in `placements`. Accepted, no effect at rest.
    public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View { self }
    /// What a suggestion puts in the field when chosen. Accepted, no effect at rest.
    public func searchCompletion(_ completion: String) -> some View { self }
    /// The token a suggestion adds when chosen. Accepted, no effect at rest.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
    /// Whether the search field takes dictation. Accepted, no effect at rest.
    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> some View { self }
    /// Whether presenting the search hides the toolbar. Accepted, no effect at rest.
    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> some View { self }
    /// Shows the find navigator of a text editor while `isPresented`. Accepted, no effect at rest.
    public func findNavigator(isPresented: Binding<Bool>) -> some View { self }
    /// Turns find off in the text editors inside. Accepted, no effect at rest.
    public func findDisabled(_ isDisabled: Bool = true) -> some View { self }
    /// Turns replace off in the text editors inside. Accepted, no effect at rest.
    public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}

// MARK: Presentation

/// A custom height a sheet can rest at.
public protocol CustomPresentationDetent {
    /// The height for a context, or nil to leave the detent out.
    static func height(in context: PresentationDetent.Context) -> CGFloat?
}

extension PresentationDetent {
    /// What a custom detent's height is computed from.
    public struct Context {
        /// The height the sheet could take.
        public var maxDetentValue: CGFloat
    }
    /// A detent whose height `D` computes.
    public static func custom<D: CustomPresentationDetent>(_ type: D.Type) -> PresentationDetent { .fraction(0.5) }
}

/// How severe a dialog's message is.
public struct DialogSeverity: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = DialogSeverity(kind: 0)
    /// A critical message.
    public static let critical = DialogSeverity(kind: 1)
    /// A standard message.
    public static let standard = DialogSeverity(kind: 2)
}

/// How a presentation may be dismissed.
public struct DismissBehavior: Sendable, Hashable {
    let kind: Int
    /// By the user's gestures.
    public static let interactive = DismissBehavior(kind: 0)
    /// Only by code, even with unsaved changes.
    public static let destructive = DismissBehavior(kind: 1)
}

/// How a presentation adapts to a compact size.
public struct PresentationAdaptation: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationAdaptation(kind: 0)
    /// No adaptation.
    public static let none = PresentationAdaptation(kind: 1)
    /// As a popover.
    public static let popover = PresentationAdaptation(kind: 2)
    /// As a sheet.
    public static let sheet = PresentationAdaptation(kind: 3)
    /// As a full-screen cover.
    public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// Whether the view behind a sheet takes touches.
public struct PresentationBackgroundInteraction: Sendable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationBackgroundInteraction(kind: 0)
    /// The view behind takes touches.
    public static let enabled = PresentationBackgroundInteraction(kind: 1)
    /// The view behind takes touches while the sheet is at or below `detent`.
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .init(kind: 1) }
    /// The view behind takes no touches.
    public static let disabled = PresentationBackgroundInteraction(kind: 2)
}

/// Whether swiping a resizable sheet scrolls its content or resizes it.
public struct PresentationContentInteraction: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PresentationContentInteraction(kind: 0)
    /// Resizing first.
    public static let resizes = PresentationContentInteraction(kind: 1)
    /// Scrolling first.
    public static let scrolls = PresentationContentInteraction(kind: 2)
}

nonisolated extension View {
    /// The icon of the dialogs inside. Accepted, no effect at rest.
    public func dialogIcon(_ icon: Image?) -> some View { self }
    /// The severity of the dialogs inside. Accepted, no effect at rest.
    public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }
    /// A "do not show again" toggle in the dialogs inside. Accepted, no effect at rest.
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
    /// A "do not show again" toggle titled by a localized key. Accepted, no effect at rest.
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> some View { self }
    /// A "do not show again" toggle titled by a text. Accepted, no effect at rest.
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }
    /// A "do not show again" toggle titled by a verbatim string. Accepted, no effect at rest.
    @_disfavoredOverload
    public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View { self }
    /// Shows `content` in an inspector while `isPresented` (a trailing column on iPad, a sheet on
    /// iPhone). Accepted: Trellis does not draw the inspector yet.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { self }
    /// The width of an inspector's column. Accepted, no effect at rest.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }
    /// The widths of an inspector's column. Accepted, no effect at rest.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
    /// The background of a sheet (no sheet is shown at rest).
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
    /// The background of a sheet, as a view (no sheet is shown at rest).
    public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View { self }
    /// Whether the view behind a sheet takes touches (no sheet is shown at rest).
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View { self }
    /// How a popover adapts to a compact size (no popover is shown at rest).
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
    /// How a popover adapts to compact widths and heights (no popover is shown at rest).
    public func presentationCompactAdaptation(horizontal horizontalAdaptation: PresentationAdaptation,
                                              vertical verticalAdaptation: PresentationAdaptation) -> some View { self }
    /// Whether swiping a sheet scrolls or resizes it (no sheet is shown at rest).
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

// MARK: Scrolling

/// Where content margins apply in a scroll view.
public struct ContentMarginPlacement: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ContentMarginPlacement(kind: 0)
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(kind: 1)
    /// The scroll indicators.
    public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

/// How scrolling dismisses the keyboard.
public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(kind: 0)
    /// At once.
    public static let immediately = ScrollDismissesKeyboardMode(kind: 1)
    /// As the drag follows it.
    public static let interactively = ScrollDismissesKeyboardMode(kind: 2)
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(kind: 3)
}

/// Where a view is in a scroll transition.
public enum ScrollTransitionPhase: Sendable, Hashable {
    /// Leaving, or not yet in, the scroll view at its top or leading edge.
    case topLeading
    /// Fully in the scroll view (every view at rest that can be seen).
    case identity
    /// Leaving, or not yet in, the scroll view at its bottom or trailing edge.
    case bottomTrailing
    /// Whether the view is fully in the scroll view.
    public var isIdentity: Bool { self == .identity }
    /// −1 at the top or leading edge, 0 in the scroll view, 1 at the bottom or trailing edge.
    public var value: Double {
        switch self {
        case .topLeading: return -1
        case .identity: return 0
        case .bottomTrailing: return 1
        }
    }
}

/// How a scroll transition moves between its phases.
public struct ScrollTransitionConfiguration: Sendable {
    let kind: Int
    /// No transition.
    public static let identity = ScrollTransitionConfiguration(kind: 0)
    /// Follows the scroll position.
    public static let interactive = ScrollTransitionConfiguration(kind: 1)
    /// Animates between phases.
    public static let animated = ScrollTransitionConfiguration(kind: 2)
    /// Animates between phases with `animation`.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { .animated }
    /// Changes phase when `threshold` of the view is visible.
    public static func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { .interactive }
    /// The same configuration with `animation`.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }
    /// The same configuration changing phase at `threshold`.
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }

    /// How much of a view must be visible for a phase.
    public struct Threshold: Sendable {
        let fraction: Double
        /// Fully visible.
        public static let visible = Threshold(fraction: 1)
        /// Not visible at all.
        public static let hidden = Threshold(fraction: 0)
        /// The platform's choice.
        public static var centered: Threshold { Threshold(fraction: 0.5) }
        /// A fraction of the view.
        public static func visible(_ amount: Double) -> Threshold { Threshold(fraction: amount) }
        /// An interpolation between two thresholds.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(fraction: fraction + (other.fraction - fraction) * amount)
        }
        /// The threshold inset by `distance` points.
        public func inset(by distance: Double) -> Threshold { self }
    }
}

nonisolated extension View {
    /// Starts the scroll views inside with `anchor`'s point of their content at the same point of
    /// the scroll view (fact 8 of Containers/ScrollView.swift): `.bottom` shows the end.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { environment(\.defaultScrollAnchor, anchor) }
    /// How scrolling dismisses the keyboard. Accepted, no effect at rest.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// Flashes the scroll indicators when the view appears. Accepted, no effect at rest.
    public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }
    /// Flashes the scroll indicators when `value` changes. Accepted, no effect at rest.
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View { self }
    /// Changes the view as it enters and leaves the scroll view; at rest a view in the scroll view
    /// is in the identity phase, so the effects `transition` gives for `.identity` apply.
    public func scrollTransition(_ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        applyingVisualEffect(transition(EmptyVisualEffect(), .identity))
    }
    /// Changes the view as it enters and leaves at each edge; at rest the identity phase applies.
    public func scrollTransition(topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
                                 axis: Axis? = nil,
                                 transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect) -> some View {
        applyingVisualEffect(transition(EmptyVisualEffect(), .identity))
    }
    /// Applies the visual effects `effect` makes from the view's geometry. Accepted: Trellis does
    /// not apply geometry-driven visual effects yet.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View { self }
}

// MARK: Visual effects

/// Effects that change how a view is drawn, not its layout (iOS 17).
public protocol VisualEffect: Sendable, Animatable {}

/// One step of a chain of visual effects.
enum VisualEffectStep: @unchecked Sendable {
    case offset(CGSize)
    case scale(CGSize, UnitPoint)
    case rotation(Angle, UnitPoint)
    case opacity(Double)
    case blur(CGFloat, Bool)
    case brightness(Double)
    case contrast(Double)
    case saturation(Double)
    case grayscale(Double)
    case hueRotation(Angle)
    case colorMultiply(Color)
}

/// Visual effects that Trellis applies as the view modifiers they stand for.
protocol VisualEffectSteps {
    var steps: [VisualEffectStep] { get }
}

/// No effect: the start of a chain of visual effects.
public struct EmptyVisualEffect: VisualEffect, VisualEffectSteps {
    /// The empty effect.
    public init() {}
    var steps: [VisualEffectStep] { [] }
}

/// A chain of visual effects.
public struct _VisualEffectChain: VisualEffect, VisualEffectSteps {
    let steps: [VisualEffectStep]
}

extension VisualEffect {
    private func adding(_ step: VisualEffectStep) -> _VisualEffectChain {
        _VisualEffectChain(steps: ((self as? any VisualEffectSteps)?.steps ?? []) + [step])
    }
    /// Moves the view by `offset`.
    public func offset(_ offset: CGSize) -> some VisualEffect { adding(.offset(offset)) }
    /// Moves the view by `x` and `y`.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { adding(.offset(CGSize(width: x, height: y))) }
    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { adding(.scale(scale, anchor)) }
    /// Scales the view about `anchor`.
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: scale, height: scale), anchor))
    }
    /// Scales the view about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(.scale(CGSize(width: x, height: y), anchor))
    }
    /// Rotates the view about `anchor`.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { adding(.rotation(angle, anchor)) }
    /// Makes the view translucent.
    public func opacity(_ opacity: Double) -> some VisualEffect { adding(.opacity(opacity)) }
    /// Blurs the view.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { adding(.blur(radius, opaque)) }
    /// Brightens the view.
    public func brightness(_ amount: Double) -> some VisualEffect { adding(.brightness(amount)) }
    /// Changes the view's contrast.
    public func contrast(_ amount: Double) -> some VisualEffect { adding(.contrast(amount)) }
    /// Changes the view's saturation.
    public func saturation(_ amount: Double) -> some VisualEffect { adding(.saturation(amount)) }
    /// Greys the view out.
    public func grayscale(_ amount: Double) -> some VisualEffect { adding(.grayscale(amount)) }
    /// Rotates the view's hues.
    public func hueRotation(_ angle: Angle) -> some VisualEffect { adding(.hueRotation(angle)) }
    /// Multiplies the view's colours by `color`.
    public func colorMultiply(_ color: Color) -> some VisualEffect { adding(.colorMultiply(color)) }
}

extension EmptyVisualEffect {
    /// No data to animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension _VisualEffectChain {
    /// No data to animate (Trellis shows the effects at rest).
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

nonisolated extension View {
    /// This view with `effect`'s steps applied as the view modifiers they stand for.
    func applyingVisualEffect(_ effect: some VisualEffect) -> AnyView {
        var view = AnyView(self)
        for step in (effect as? any VisualEffectSteps)?.steps ?? [] {
            switch step {
            case let .offset(o): view = AnyView(view.offset(o))
            case let .scale(s, a): view = AnyView(view.scaleEffect(s, anchor: a))
            case let .rotation(r, a): view = AnyView(view.rotationEffect(r, anchor: a))
            case let .opacity(o): view = AnyView(view.opacity(o))
            case let .blur(r, o): view = AnyView(view.blur(radius: r, opaque: o))
            case let .brightness(b): view = AnyView(view.brightness(b))
            case let .contrast(c): view = AnyView(view.contrast(c))
            case let .saturation(s): view = AnyView(view.saturation(s))
            case let .grayscale(g): view = AnyView(view.grayscale(g))
            case let .hueRotation(h): view = AnyView(view.hueRotation(h))
            case let .colorMultiply(c): view = AnyView(view.colorMultiply(c))
            }
        }
        return view
    }
}
