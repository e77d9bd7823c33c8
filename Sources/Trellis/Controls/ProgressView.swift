import Foundation

// iOS progress views at rest — facts and sources:
// 1. Without a value, the circular style: UIActivityIndicatorView.Style.medium, 20×20 (UIKit
//    docs for `.medium`; SwiftUI wraps it on iOS — OpenSwiftUI UIKitProgressView.swift).
// 2. With a value, the linear style: as wide as offered, a 4-pt track (UIProgressView's bar
//    height since iOS 14) in UIColor.systemFill, the done part in the tint (accent) from the
//    leading edge.
// 3. With a label (Trellis's reading of iOS 17 screenshots; UIKit has no labelled progress
//    view): the spinner above its label, 8 pt apart, centred, the label in the secondary colour;
//    the bar under its label and above its current-value label, 4 pt apart, leading-aligned,
//    the current-value label footnote-sized in the secondary colour.
// 4. Styles: on iOS `.circular` is the spinner whatever the value and `.linear` the bar (an
//    indeterminate bar is empty at rest); a custom `ProgressViewStyle`'s body is built in place
//    of the view from its configuration (the fraction completed and the labels).
// 5. `ProgressView(timerInterval:countsDown:)` is a bar of the interval's progress at the moment
//    the view is made: the part left when counting down (the default), else the part elapsed.

/// A view that shows progress. Trellis draws it at rest.
///
/// Without a value it is a 20×20 spinning activity indicator of grey spokes, whatever the proposal.
/// With a value it is a bar as wide as proposed and 4 pt tall: a capsule track in systemFill, the
/// done part in the tint from the leading edge.
///
/// ```swift
/// VStack(spacing: 20) {
///     ProgressView()                      // 20×20 spinner
///     ProgressView(value: 0.4)            // a 4-pt bar, 40 % filled
///     ProgressView(value: 3, total: 10)   // 30 % filled
/// }
/// .padding()
/// ```
public nonisolated struct ProgressView: View, PrimitiveView {
    /// A progress view is drawn from its spinner or bar, not from a body.
    public typealias Body = Never
    static let spinnerSide: CGFloat = 20
    static let barHeight: CGFloat = 4
    static let spinnerLabelSpacing: CGFloat = 8
    static let barLabelSpacing: CGFloat = 4
    let fraction: Double?
    var label: AnyView?
    var currentValueLabel: AnyView?
    /// Determinate (a value or a timer), whatever `fraction` says.
    var isDeterminate = false

    /// An indeterminate (spinning) progress view.
    public init() { fraction = nil }

    /// A determinate progress view; values outside 0…total are clamped.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        if let value, total > 0 {
            fraction = Double(Swift.min(Swift.max(value / total, 0), 1))
        } else {
            fraction = value == nil ? nil : 0
        }
    }

    /// An indeterminate progress view with a label under the spinner (fact 3).
    public init<Label: View>(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = AnyView(label())
    }

    /// An indeterminate progress view labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey) { self.init { Text(titleKey) } }

    /// An indeterminate progress view labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init { Text(title) } }

    /// A determinate progress view with a label above the bar (fact 3).
    public init<V: BinaryFloatingPoint, Label: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total)
        self.label = AnyView(label())
    }

    /// A determinate progress view with a label above the bar and a current-value label under it.
    public init<V: BinaryFloatingPoint, Label: View, CurrentValueLabel: View>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                                                            @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, total: total)
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A determinate progress view labelled by a text from a localized key.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A determinate progress view labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }

    /// A bar of a timer's progress at the moment the view is made (fact 5).
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        let total = timerInterval.upperBound.timeIntervalSince(timerInterval.lowerBound)
        let elapsed = Date().timeIntervalSince(timerInterval.lowerBound)
        let done = total > 0 ? Swift.min(Swift.max(elapsed / total, 0), 1) : 1
        fraction = countsDown ? 1 - done : done
        isDeterminate = true
    }

    /// A timer's bar with a label.
    public init<Label: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown)
        self.label = AnyView(label())
    }

    /// A timer's bar with a label and a current-value label.
    public init<Label: View, CurrentValueLabel: View>(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
                                                      @ViewBuilder label: () -> Label,
                                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(timerInterval: timerInterval, countsDown: countsDown)
        self.label = AnyView(label())
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// The progress view a progress view style's configuration describes.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        fraction = configuration.fractionCompleted
        label = configuration.label.map { AnyView($0) }
        currentValueLabel = configuration.currentValueLabel.map { AnyView($0) }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        if let custom = env.customProgressViewStyle {
            var inner = ctx
            inner.environment.customProgressViewStyle = nil
            let configuration = ProgressViewStyleConfiguration(fractionCompleted: fraction,
                                                               label: label.map { ProgressViewStyleConfiguration.Label(content: $0) },
                                                               currentValueLabel: currentValueLabel.map {
                                                                   ProgressViewStyleConfiguration.CurrentValueLabel(content: $0)
                                                               })
            inner.resolve(ControlNode(name: "ProgressView", content: custom(configuration)), into: &nodes)
            return
        }
        let linear: Bool
        switch env.progressViewStyle {
        case .circular: linear = false
        case .linear: linear = true
        case .automatic: linear = fraction != nil || isDeterminate
        }
        let content: AnyView
        if linear {
            let bar = LinearProgressBar(fraction: fraction ?? 0, tint: env.tint ?? .accentColor)
            if label == nil && currentValueLabel == nil {
                content = AnyView(bar)
            } else {
                content = AnyView(VStack(alignment: .leading, spacing: Self.barLabelSpacing) {
                    if let label { label }
                    bar
                    if let currentValueLabel { currentValueLabel.font(.footnote).foregroundStyle(Color.secondary) }
                })
            }
        } else if let label {
            content = AnyView(VStack(spacing: Self.spinnerLabelSpacing) {
                ActivitySpinner()
                label.foregroundStyle(Color.secondary)
            })
        } else {
            content = AnyView(ActivitySpinner())
        }
        ctx.resolve(ControlNode(name: "ProgressView", content: content), into: &nodes)
    }
}

/// What a progress view style is given: the fraction completed and the labels.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label.
    public nonisolated struct Label: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The progress view's current-value label.
    public nonisolated struct CurrentValueLabel: View {
        let content: AnyView
        /// The label.
        public var body: some View { content }
    }
    /// The fraction done, from 0 to 1, or nil for an indeterminate progress view.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The current-value label, if any.
    public var currentValueLabel: CurrentValueLabel?
}

/// A style of progress views (`progressViewStyle(_:)`, fact 4).
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a progress view from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = ProgressViewStyleConfiguration
}

enum BuiltInProgressViewStyle: Sendable { case automatic, circular, linear }
protocol BuiltInProgressViewStyleProviding { var kind: BuiltInProgressViewStyle { get } }

/// The automatic progress view style: a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInProgressViewStyle { .automatic }
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: kind, configuration: configuration) }
}

/// The circular style: on iOS the spinner, whatever the value.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates the style that `.circular` names.
    public init() {}
    /// Creates the style tinted `tint` (deprecated form).
    public init(tint: Color) {}
    var kind: BuiltInProgressViewStyle { .circular }
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: kind, configuration: configuration) }
}

/// The linear style: a bar (empty at rest without a value).
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyleProviding {
    /// Creates the style that `.linear` names.
    public init() {}
    /// Creates the style tinted `tint` (deprecated form).
    public init(tint: Color) {}
    var kind: BuiltInProgressViewStyle { .linear }
    /// The built-in drawing.
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressBody(kind: kind, configuration: configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The automatic progress view style.
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The circular progress view style.
    public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The linear progress view style.
    public static var linear: LinearProgressViewStyle { .init() }
}

/// A built-in style's body: the progress view in that style.
nonisolated struct BuiltInProgressBody: View {
    let kind: BuiltInProgressViewStyle
    let configuration: ProgressViewStyleConfiguration
    var body: some View { ProgressView(configuration).environment(\.progressViewStyle, kind) }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = BuiltInProgressViewStyle.automatic }
private struct CustomProgressViewStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: ((ProgressViewStyleConfiguration) -> AnyView)? = nil
}

extension EnvironmentValues {
    var progressViewStyle: BuiltInProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
    var customProgressViewStyle: ((ProgressViewStyleConfiguration) -> AnyView)? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the progress views inside (fact 4).
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        if let builtIn = style as? any BuiltInProgressViewStyleProviding {
            return AnyView(environment(\.progressViewStyle, builtIn.kind).environment(\.customProgressViewStyle, nil))
        }
        let make: (ProgressViewStyleConfiguration) -> AnyView = { AnyView(style.makeBody(configuration: $0)) }
        return AnyView(environment(\.customProgressViewStyle, make))
    }
}

/// The linear bar (fact 2).
nonisolated struct LinearProgressBar: View {
    let fraction: Double
    let tint: Color

    var body: some View {
        Capsule().fill(Color.systemFill)
            .overlay(alignment: .leading) {
                GeometryReader { proxy in
                    Capsule().fill(tint).frame(width: proxy.size.width * fraction)
                }
            }
            .frame(maxWidth: .infinity)
            .frame(height: ProgressView.barHeight)
    }
}

/// The medium activity indicator: eight grey spokes fading around the circle (fact 1).
nonisolated struct ActivitySpinner: View {
    var body: some View {
        let side = ProgressView.spinnerSide
        ZStack {
            ForEach(0..<8, id: \.self) { i in
                Capsule().fill(Color.gray.opacity(1 - Double(i) * 0.1))
                    .frame(width: 2.5, height: 6)
                    .frame(width: side, height: side, alignment: .top)
                    .rotationEffect(.degrees(Double(i) * -45))
            }
        }
        .frame(width: side, height: side)
    }
}

/// The label a timer progress view shows: the time left, counting down.
public nonisolated struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    /// The remaining (or elapsed) time as a timer.
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

/// A control that opens a URL: its title drawn as tinted text (Apple's Link docs: "a link
/// appears … styled as a button"; on iOS the accent colour, like a borderless button).
///
/// It takes the label's size and draws it in the tint (the accent colour unless `.tint(_:)` is
/// set). Opening the URL never happens at rest; in a live preview a tap runs the environment's
/// `openURL`, and a URL left to the system is reported (`ViewGraph.openedURLs`), not opened.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    /// A link is drawn from its label, not from a body.
    public typealias Body = Never
    let label: Label
    let destination: URL

    /// Creates a link to `destination` shown as `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = destination
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let url = destination, openURL = ctx.environment.openURL, graph = ctx.context.graph
        let interaction = ctx.interaction(.link, label: nil) { [weak graph] _, _ in
            if openURL.handler(url).kind == OpenURLAction.Result.systemAction.kind { graph?.openedURLs.append(url) }
        }
        ctx.resolve(ControlNode(name: "Link", content: label.foregroundStyle(ctx.environment.tint ?? .accentColor), interaction: interaction),
                    into: &nodes)
    }
}

extension Link where Label == Text {
    /// Creates a link to `destination` whose label is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link to `destination` whose label is a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
