import Foundation

// iOS progress views at rest — facts and sources:
// 1. Without a value, the circular style: UIActivityIndicatorView.Style.medium, 20×20 (UIKit
//    docs for `.medium`; SwiftUI wraps it on iOS — OpenSwiftUI UIKitProgressView.swift).
// 2. With a value, the linear style: as wide as offered, a 4-pt track (UIProgressView's bar
//    height since iOS 14) in UIColor.systemFill, the done part in the tint (accent) from the
//    leading edge.

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
    let fraction: Double?

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

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let content: AnyView
        if let fraction {
            content = AnyView(LinearProgressBar(fraction: fraction, tint: ctx.environment.tint ?? .accentColor))
        } else {
            content = AnyView(ActivitySpinner())
        }
        ctx.resolve(ControlNode(name: "ProgressView", content: content), into: &nodes)
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

/// A control that opens a URL: its title drawn as tinted text (Apple's Link docs: "a link
/// appears … styled as a button"; on iOS the accent colour, like a borderless button).
///
/// It takes the label's size and draws it in the tint (the accent colour unless `.tint(_:)` is
/// set). Opening the URL never happens at rest.
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
        ctx.resolve(ControlNode(name: "Link", content: label.foregroundStyle(ctx.environment.tint ?? .accentColor)), into: &nodes)
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
