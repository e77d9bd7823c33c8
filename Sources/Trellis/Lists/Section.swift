import Foundation

/// A container of rows with an optional header and footer. In a List or Form it is a section
/// (its rows on one card in the inset styles, facts in ListStyle.swift); anywhere else its
/// header, content and footer are views of the enclosing container, in that order.
///
/// In an inset grouped list the header (uppercased footnote text in the secondary colour) sits 7 pt
/// above the section's card and the footer 7 pt below it; the rows are stacked without spacing on
/// the card, each at least 44 pt tall, with separators between them. Outside a list the section
/// adds no layout of its own: its header, rows and footer are laid out by the enclosing stack.
///
/// ```swift
/// List {
///     Section {
///         Toggle("Wi-Fi", isOn: $wifi)
///     } header: {
///         Text("Network")
///     } footer: {
///         Text("Known networks join automatically.")
///     }
/// }
/// ```
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    /// A section is laid out by its list (or its enclosing container), not from a body.
    public typealias Body = Never
    let header: Parent
    let content: Content
    let footer: Footer
    /// `Section(isExpanded:)` with a false binding: the header alone (the initialisers at the end of this file).
    var collapsed = false

    /// Creates a section of `content` with a header and a footer.
    /// - Parameters:
    ///   - content: the section's rows.
    ///   - header: shown above the rows (nothing for an empty view).
    ///   - footer: shown below the rows (nothing for an empty view).
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    /// Creates a section with an already built header and footer (the older form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard let metrics = ctx.listMetrics else {
            ctx.resolve(header, into: &nodes)
            if !collapsed {
                ctx.resolve(content, into: &nodes)
                ctx.resolve(footer, into: &nodes)
            }
            return
        }
        var inner = ctx.inside(orientation: .vertical)
        inner.listMetrics = nil
        var children: [Node] = []
        children += inner.nodes(of: SectionHeader(content: header, metrics: metrics, isFooter: false))
        let rows = collapsed ? [] : inner.nodes(of: content)
        for (k, row) in rows.enumerated() {
            children.append(ListRow.node(row, RowPosition(isFirst: k == 0, isLast: k == rows.count - 1), metrics, inner))
        }
        if !collapsed { children += inner.nodes(of: SectionHeader(content: footer, metrics: metrics, isFooter: true)) }
        let stack = inner.inside(orientation: nil)
        let section = LayoutView<VStackLayout, EmptyView>.container(stack, "Section", nodeBehavior(for: VStackLayout(spacing: 0)), children)
        section.traits[ListSection.self] = true
        nodes.append(section)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// Creates a section of `content` without a header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    /// Creates a section of `content` with a header.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    /// Creates a section of `content` with an already built header (the older form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section of `content` with a footer.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    /// Creates a section of `content` with an already built footer (the older form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// Creates a section of `content` headed by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }
    /// Creates a section of `content` headed by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section's header or footer as the list style shows it (fact 6 of ListStyle.swift): nothing
/// when the view is empty.
nonisolated struct SectionHeader<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let metrics: ListMetrics
    let isFooter: Bool

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let probe = ctx.nodes(of: content)
        guard !probe.isEmpty else { return }
        let leading = metrics.cardMargin + metrics.rowInsets.leading
        let trailing = metrics.cardMargin + metrics.rowInsets.trailing
        let styled: AnyView
        if isFooter {
            styled = AnyView(content.font(.footnote).foregroundStyle(Color.secondary)
                .padding(EdgeInsets(top: ListMetrics.headerGap, leading: leading, bottom: 0, trailing: trailing)))
        } else if metrics.isGrouped {
            if ctx.environment.headerProminence == .increased {
                styled = AnyView(content.font(.title3.bold()).foregroundStyle(Color.primary)
                    .padding(EdgeInsets(top: 0, leading: leading, bottom: ListMetrics.headerGap, trailing: trailing)))
            } else {
                styled = AnyView(content.font(.footnote).foregroundStyle(Color.secondary).textCase(.uppercase)
                    .padding(EdgeInsets(top: 0, leading: leading, bottom: ListMetrics.headerGap, trailing: trailing)))
            }
        } else {
            styled = AnyView(content.font(.headline).foregroundStyle(Color.primary)
                .padding(EdgeInsets(top: 6, leading: leading, bottom: 6, trailing: trailing)))
        }
        let framed = styled.frame(maxWidth: .infinity, minHeight: ctx.environment.defaultMinListHeaderHeight, alignment: .leading)
        for n in ctx.nodes(of: framed) {
            let node = ctx.makeNode(isFooter ? "SectionFooter" : "SectionHeader", PassThroughBehavior(), children: [n])
            nodes.append(node)
        }
    }
}

/// Marks the node of a list's `Section` (a list spaces sections apart and does not make them rows).
enum ListSection {
    static func isSection(_ node: Node?) -> Bool { node?.traits[ListSection.self] != nil }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section whose content shows while `isExpanded` (its value at rest: collapsed, the header alone).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
        collapsed = !isExpanded.wrappedValue
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled by a localized key whose content shows while `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
    /// A section titled by a verbatim string whose content shows while `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
