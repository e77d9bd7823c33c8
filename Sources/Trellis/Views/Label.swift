import Foundation

/// A title with an icon, arranged by the current label style (`.labelStyle(_:)`; the automatic
/// style shows the icon leading the title, see LabelStyle.swift).
///
/// With the automatic style a label is an `HStack` of its icon and title at the default
/// spacing, the icon centred on the title's first line, so it sizes like that stack.
///
/// ```swift
/// Label("Downloads", systemImage: "arrow.down.circle")
/// Label("Downloads", systemImage: "arrow.down.circle").labelStyle(.iconOnly)
/// ```
public nonisolated struct Label<Title: View, Icon: View>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// Creates a label from any title and icon views.
    /// - Parameters:
    ///   - title: The views describing the item.
    ///   - icon: The views representing the item.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // The title and icon are the user's views: wherever a style puts them, they see the
        // environment of the label itself as far as label styles go.
        let styles = ctx.environment.labelStyles
        let title = self.title, icon = self.icon
        let configuration = LabelStyleConfiguration(
            title: LabelStyleConfiguration.Title { c, n in
                var c = c
                c.environment.labelStyles = styles
                c.resolve(title, into: &n)
            },
            icon: LabelStyleConfiguration.Icon { c, n in
                var c = c
                c.environment.labelStyles = styles
                c.resolve(icon, into: &n)
            })
        // The closest style wins; inside its body a `Label(configuration)` gets the next one out
        // (then the automatic style), so a style may build on another without recursing.
        var remaining = styles
        let style = remaining.popLast() ?? AnyLabelStyle(DefaultLabelStyle())
        var inner = ctx
        inner.environment.labelStyles = remaining
        let body = EnvironmentValues.$current.withValue(inner.environment) { style.makeBody(configuration) }
        inner.resolve(body, into: &nodes)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label of a text (read as Markdown) and a named image.
    /// - Parameters:
    ///   - titleKey: The title, as for `Text(_:)` with a literal.
    ///   - name: The image's name, as for `Image(_:)`.
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    /// A label of a text (read as Markdown) and a system symbol.
    /// - Parameters:
    ///   - titleKey: The title, as for `Text(_:)` with a literal.
    ///   - name: The symbol's name, as for `Image(systemName:)`.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    /// A label of a string shown as it is and a named image.
    /// - Parameters:
    ///   - title: The title's characters.
    ///   - name: The image's name, as for `Image(_:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }

    /// A label of a string shown as it is and a system symbol.
    /// - Parameters:
    ///   - title: The title's characters.
    ///   - name: The symbol's name, as for `Image(systemName:)`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label of a style's configuration, drawn by the next label style out.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }
    /// A label titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
