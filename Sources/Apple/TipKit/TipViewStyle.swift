// How a tip's card looks: the `TipViewStyle` protocol, its configuration, and the modifiers that
// change the default look (`tipViewStyle`, `tipBackground`, `tipImageSize`, `tipCornerRadius`),
// carried in the environment to every TipView and popover tip below.
import SwiftUI

/// A look for every tip view below the view it is set on (`.tipViewStyle(_:)`).
@MainActor @preconcurrency public protocol TipViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// What the style is given about a tip.
    typealias Configuration = TipViewStyleConfiguration
    /// Makes the view of one tip.
    /// - Parameter configuration: the tip and its content.
    /// - Returns: the tip's view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a tip view style is given: the tip and its content.
public struct TipViewStyleConfiguration {
    /// The tip.
    public let tip: any Tip
    /// The tip's title.
    public let title: Text?
    /// The tip's message.
    public let message: Text?
    /// The tip's image.
    public let image: Image?
    /// The tip's actions, numbered; triggering one calls its handler, then the view's action closure.
    public let actions: [Tips.Action]
}

/// A style kept in the environment: how to make a tip's body.
struct AnyTipViewStyle {
    let make: @MainActor (TipViewStyleConfiguration) -> AnyView
}

/// A style carried into the environment (used on the main actor only, by views' bodies).
private struct StyleBox<S: TipViewStyle>: @unchecked Sendable {
    let style: S
}

/// The look of the default tip card (set by the modifiers below).
struct TipAppearance {
    var background: AnyShapeStyle?
    var imageSize: CGSize?
    var cornerRadius: CGFloat?
}

private struct TipViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyTipViewStyle? { nil }
}

private struct TipAppearanceKey: EnvironmentKey {
    static var defaultValue: TipAppearance { TipAppearance() }
}

extension EnvironmentValues {
    var tipViewStyle: AnyTipViewStyle? {
        get { self[TipViewStyleKey.self] }
        set { self[TipViewStyleKey.self] = newValue }
    }
    var tipAppearance: TipAppearance {
        get { self[TipAppearanceKey.self] }
        set { self[TipAppearanceKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tip views within this view.
    /// - Parameter style: the style.
    /// - Returns: a view whose tips use the style.
    public nonisolated func tipViewStyle(_ style: some TipViewStyle) -> some View {
        let box = StyleBox(style: style)
        let wrapped = AnyTipViewStyle { AnyView(box.style.makeBody(configuration: $0)) }
        return environment(\.tipViewStyle, wrapped)
    }

    /// Sets the background of the tip views within this view.
    /// - Parameter style: the background.
    /// - Returns: a view whose tips have that background.
    public nonisolated func tipBackground(_ style: some ShapeStyle) -> some View {
        transformEnvironment(\.tipAppearance) { $0.background = AnyShapeStyle(style) }
    }

    /// Sets the size of the images of the tip views within this view.
    /// - Parameter size: the size.
    /// - Returns: a view whose tips' images have that size.
    public nonisolated func tipImageSize(_ size: CGSize) -> some View {
        transformEnvironment(\.tipAppearance) { $0.imageSize = size }
    }

    /// Sets the corner radius of the tip views within this view.
    /// - Parameters:
    ///   - cornerRadius: the radius.
    ///   - antialiased: whether the corners are antialiased.
    /// - Returns: a view whose tips have those corners.
    public nonisolated func tipCornerRadius(_ cornerRadius: CGFloat, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tipAppearance) { $0.cornerRadius = cornerRadius }
    }
}
