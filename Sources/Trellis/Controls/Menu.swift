import Foundation

// Menus, control groups, disclosure groups and group boxes on iOS at rest — facts, sources, and
// where Trellis had to choose:
// 1. A Menu at rest is its label drawn as a button of the environment's button style (Apple,
//    Menu docs: "the menu's label … styled as a button"; the automatic style is borderless, so
//    the label in the tint colour). Its content appears only when opened, so it is not drawn.
// 2. A ControlGroup outside a toolbar or menu (iOS 16+) draws its controls side by side as one
//    bordered capsule-less group: equal-width segments on secondarySystemFill with 8-pt corners,
//    separated by hairlines, each control borderless and tinted, padded 12 × 7 (the regular
//    bordered button's padding, ButtonStyles.swift fact 2). The grouping's exact metrics are
//    not published; these are Trellis's reading of iOS 17 screenshots.
// 3. A DisclosureGroup is its label with a chevron at the trailing edge in the tint colour,
//    pointing right when collapsed and down when expanded (UIKit's
//    UICellAccessory.outlineDisclosure in lists; iOS 17's DisclosureGroup outside lists). Expanded,
//    its content follows: in a List or Form each view is a row of its own, elsewhere the content
//    is stacked under the label, leading-aligned, with the stack's default spacing. The chevron
//    is footnote-sized and semibold (Trellis's reading).
// 4. GroupBox's default style on iOS: its label (headline font) above its content, leading
//    aligned in a VStack, padded 16 pt on every side, on secondarySystemBackground (a group box
//    inside another: tertiarySystemBackground) with continuous 8-pt corners (Apple,
//    DefaultGroupBoxStyle; the fill and radius as SwiftUI previews show them on iOS 16–18).

/// A control for presenting a menu of actions. Trellis draws its label at rest.
///
/// At rest a menu is its label drawn as a button of the environment's button style (with the
/// automatic style, the label alone in the tint), so it takes the label's size. The menu's content
/// appears only when it opens, so Trellis keeps it but never lays it out.
public nonisolated struct Menu<Label: View, Content: View>: View, PrimitiveView {
    /// A menu is drawn from its label, not from a body.
    public typealias Body = Never
    let label: Label
    let content: Content

    /// Creates a menu of `content`, shown as `label`.
    /// - Parameters:
    ///   - content: the menu's items (not drawn at rest).
    ///   - label: what the menu shows closed.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a menu with a primary action, performed when the label is tapped (a long press opens
    /// the menu). The action never runs at rest.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // In a live preview a tap opens the menu; choosing an item closes it (Live/ContextMenu.swift).
        let open = ctx.controlState("menu", initial: false)
        let interaction = ctx.interaction(.menu, label: nil) { _, _ in open.wrappedValue.toggle() }
        let content = self.content
        let button = StyledButton(label: label, role: nil, environment: ctx.environment)
            .contextMenu(open: open.wrappedValue) {
                content.environment(\.menuDismiss, { open.wrappedValue = false })
            }
        ctx.resolve(ControlNode(name: "Menu", content: button, interaction: interaction), into: &nodes)
    }
}

extension Menu where Label == Text {
    /// Creates a menu whose label is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a menu whose label is a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a menu with a primary action whose label is a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    /// Creates a menu whose label is a title with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a menu whose label is a verbatim title with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// `.menuStyle(_:)`: accepted; every style draws the label as a button at rest.
@MainActor @preconcurrency public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view from its configuration (a custom menu style is accepted: menus draw in the automatic style).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = MenuStyleConfiguration
}
/// The style a menu takes when none is set: its label as a button.
public nonisolated struct DefaultMenuStyle: MenuStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// Draws the menu's label as a button of the environment's button style.
public nonisolated struct ButtonMenuStyle: MenuStyle {
    /// Creates the style that `.button` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
/// Draws the menu's label as a borderless button (deprecated in SwiftUI; use `.button`).
public nonisolated struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style that `.borderlessButton` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { Menu(configuration) }
}
nonisolated extension MenuStyle where Self == DefaultMenuStyle {
    /// The automatic menu style: the label drawn as a button.
    public static var automatic: DefaultMenuStyle { .init() }
}
nonisolated extension MenuStyle where Self == ButtonMenuStyle {
    /// The button menu style: the label as a button of the environment's button style.
    public static var button: ButtonMenuStyle { .init() }
}
nonisolated extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The borderless button menu style: the label as a borderless button.
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// The order of a menu's items (accepted).
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    /// The order the system picks for the context: on iOS `.fixed` in scrolling content and for menu
    /// pickers, `.priority` elsewhere.
    public static let automatic = MenuOrder(kind: 0)
    /// The first items are placed nearest the label the menu opened from.
    public static let priority = MenuOrder(kind: 1)
    /// The items in the order written, top to bottom.
    public static let fixed = MenuOrder(kind: 2)
}

nonisolated extension View {
    /// Sets the style of the menus inside. Accepted; every style draws a menu's label as a button.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    /// Sets the order of the items of the menus inside. No effect at rest (no menu is open).
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    /// Shows or hides the indicator (a chevron) of the menus inside. Not drawn by Trellis.
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

/// A container of semantically related controls (fact 2).
///
/// Outside a toolbar or menu the controls sit side by side, each a borderless, single-line
/// segment padded 12×7 and widened to an equal share of the proposed width, with hairlines between,
/// on a rounded secondarySystemFill background with 8-pt corners. The group takes the full proposed
/// width and its tallest segment's height.
///
/// ```swift
/// ControlGroup {
///     Button("Decrease") { value -= 1 }
///     Button("Increase") { value += 1 }
/// }
/// ```
public nonisolated struct ControlGroup<Content: View>: View, PrimitiveView {
    /// A control group is drawn from its controls, not from a body.
    public typealias Body = Never
    let content: Content

    /// Creates a group of the controls in `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    /// Creates a group with a label, which SwiftUI shows where the group collapses into a menu; the
    /// label is not drawn by Trellis.
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var inner = ctx.inside(orientation: nil)
        inner.environment.buttonStyle = .borderless
        inner.environment.lineLimit = 1
        let controls = inner.nodes(of: content)
        let segments: [AnyView] = controls.indices.map { i in
            AnyView(ResolvedNodeView(node: controls[i])
                .padding(.horizontal, ControlGroupMetrics.padding.width)
                .padding(.vertical, ControlGroupMetrics.padding.height)
                .frame(maxWidth: .infinity))
        }
        let group = HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { i in
                if i > 0 { Rectangle().fill(Color.separator).frame(width: ctx.environment.pixelLength, height: ControlGroupMetrics.separatorHeight) }
                segments[i]
            }
        }
        .fixedSize(horizontal: false, vertical: true)
        .background(RoundedRectangle(cornerRadius: ControlGroupMetrics.radius).fill(Color.secondarySystemFill))
        ctx.resolve(ControlNode(name: "ControlGroup", content: group), into: &nodes)
    }
}

extension ControlGroup {
    /// Creates a group titled by a localized key, which SwiftUI shows where the group collapses into a
    /// menu; the title is not drawn by Trellis.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

enum ControlGroupMetrics {
    static let padding = CGSize(width: 12, height: 7)
    static let radius: CGFloat = 8
    static let separatorHeight: CGFloat = 20
}

/// `.controlGroupStyle(_:)` (accepted; drawn as fact 2).
///
/// Accepted; every style draws as the automatic one outside toolbars.
@MainActor @preconcurrency public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view from its configuration (a custom style is accepted: groups draw in the automatic style).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = ControlGroupStyleConfiguration
}
/// The style a control group takes when none is set: the controls side by side in one group.
public nonisolated struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// Groups navigation controls, such as back and forward buttons.
public nonisolated struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.navigation` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// Collapses the controls into a menu (drawn as the automatic style in Trellis).
public nonisolated struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.menu` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// Shows the controls as a row of a menu's palette (drawn as the automatic style in Trellis).
public nonisolated struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.palette` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
/// Collapses the controls into a compact menu (drawn as the automatic style in Trellis).
public nonisolated struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.compactMenu` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { ControlGroup(configuration) }
}
nonisolated extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The automatic control group style: the controls side by side in one rounded group.
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
nonisolated extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The navigation control group style (drawn as the automatic style in Trellis).
    public static var navigation: NavigationControlGroupStyle { .init() }
}
nonisolated extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// The menu control group style (drawn as the automatic style in Trellis).
    public static var menu: MenuControlGroupStyle { .init() }
}
nonisolated extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The palette control group style (drawn as the automatic style in Trellis).
    public static var palette: PaletteControlGroupStyle { .init() }
}
nonisolated extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// The compact menu control group style (drawn as the automatic style in Trellis).
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the control groups inside. Accepted; Trellis draws the automatic style.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// A view that shows or hides another content view (fact 3).
///
/// The label sits at the leading edge with a chevron in the tint at the trailing edge (right when
/// collapsed, down when expanded), so the header takes the full proposed width. When expanded the
/// content follows: in a List or Form each of its views becomes a row of its own, elsewhere it is
/// stacked under the header, leading-aligned.
public nonisolated struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    /// A disclosure group is drawn from its header and content, not from a body.
    public typealias Body = Never
    let label: Label
    let content: Content
    /// The expansion the code binds, if any (otherwise the group keeps its own, collapsed at first).
    let expansion: Binding<Bool>?

    /// Creates a collapsed disclosure group (its content is built but not shown).
    /// - Parameters:
    ///   - content: what shows when the group is expanded.
    ///   - label: the header's label.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.expansion = nil
    }

    /// Creates a disclosure group expanded while `isExpanded` is true (its value at rest).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.expansion = isExpanded
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        let expansion = self.expansion ?? ctx.controlState("DisclosureGroup", initial: false)
        let isExpanded = expansion.wrappedValue
        // A tap on the header folds or unfolds the group (in a live preview).
        let header = HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(PickerMetrics.chevronFont)
                .foregroundStyle(env.tint ?? .accentColor)
        }.interactive(.disclosureGroup) { _, _ in expansion.wrappedValue.toggle() }
        if env.isInListRow {
            ctx.resolve(ControlNode(name: "DisclosureGroup", content: header), into: &nodes)
            if isExpanded { ctx.resolve(content, into: &nodes) }
            return
        }
        let view = VStack(alignment: .leading) {
            header
            if isExpanded { content }
        }
        ctx.resolve(ControlNode(name: "DisclosureGroup", content: view), into: &nodes)
    }
}

extension DisclosureGroup where Label == Text {
    /// Creates a collapsed disclosure group titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a collapsed disclosure group titled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// Creates a disclosure group titled by a localized key, expanded while `isExpanded` is true.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    /// Creates a disclosure group titled by a verbatim string, expanded while `isExpanded` is true.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content (fact 4).
///
/// The label (in the headline font) sits above the content, leading-aligned in a vertical stack;
/// the stack is widened to the proposed width less 16 pt of padding on each side and drawn on a
/// rounded background (secondarySystemBackground; tertiarySystemBackground for a box inside a box).
///
/// ```swift
/// GroupBox("Today") {
///     Text("3 meetings")
///     Text("2 reminders")
/// }
/// ```
public nonisolated struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    /// A group box is drawn from its label and content, not from a body.
    public typealias Body = Never
    let label: Label?
    let content: Content

    /// Creates a group box of `content` with `label` above it.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    /// Creates a group box of `content` with an already built `label` above it.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if let custom = ctx.environment.customGroupBoxStyle {
            var inner = ctx
            inner.environment.customGroupBoxStyle = nil
            let configuration = GroupBoxStyleConfiguration(label: .init(content: AnyView(label)), content: .init(content: AnyView(content)))
            inner.resolve(ControlNode(name: "GroupBox", content: custom(configuration)), into: &nodes)
            return
        }
        let depth = ctx.environment.groupBoxDepth
        let fill: Color = depth == 0 ? .secondarySystemBackground : .tertiarySystemBackground
        let box = VStack(alignment: .leading) {
            if let label { label.font(.headline) }
            content
        }
        .environment(\.groupBoxDepth, depth + 1)
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(GroupBoxMetrics.padding)
        .background(RoundedRectangle(cornerRadius: GroupBoxMetrics.radius, style: .continuous).fill(fill))
        ctx.resolve(ControlNode(name: "GroupBox", content: box), into: &nodes)
    }
}

extension GroupBox where Label == EmptyView {
    /// Creates a group box of `content` without a label.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    /// Creates a group box titled by a localized key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// Creates a group box titled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let radius: CGFloat = 8
}

/// `.groupBoxStyle(_:)`: the default style, or one of your own.
@MainActor @preconcurrency public protocol GroupBoxStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view from its configuration (a custom style's body is the group box).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = GroupBoxStyleConfiguration
}
/// The style a group box takes when none is set: a rounded background.
public nonisolated struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { GroupBox(configuration).environment(\.customGroupBoxStyle, nil) }
}
nonisolated extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The automatic group box style: the label over the content on a rounded background.
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the group boxes inside: the default one, or yours, whose body each group
    /// box becomes.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        if style is DefaultGroupBoxStyle { return AnyView(environment(\.customGroupBoxStyle, nil)) }
        let make: (GroupBoxStyleConfiguration) -> AnyView = { configuration in
            onMainActor((style, configuration)) { AnyView($0.makeBody(configuration: $1)) }
        }
        return AnyView(environment(\.customGroupBoxStyle, make))
    }
}

private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }
private struct CustomGroupBoxStyleKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: ((GroupBoxStyleConfiguration) -> AnyView)? = nil
}

extension EnvironmentValues {
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
    /// A custom group box style's body maker (nil: the default style draws).
    var customGroupBoxStyle: ((GroupBoxStyleConfiguration) -> AnyView)? {
        get { self[CustomGroupBoxStyleKey.self] }
        set { self[CustomGroupBoxStyleKey.self] = newValue }
    }
}

/// Whether choosing a menu's action closes the menu.
public struct MenuActionDismissBehavior: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = MenuActionDismissBehavior(kind: 0)
    /// It closes.
    public static let enabled = MenuActionDismissBehavior(kind: 1)
    /// It stays open.
    public static let disabled = MenuActionDismissBehavior(kind: 2)
}

nonisolated extension View {
    /// Whether choosing the menu's actions closes it. Accepted, no effect at rest.
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> some View { self }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    /// A menu titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, image: image) }
    }
    /// A menu titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, image: image) }
    }
    /// A menu with a primary action, titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(titleKey, image: image) }, primaryAction: primaryAction)
    }
    /// A menu with a primary action, titled by a localized key with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
                primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(titleKey, systemImage: systemImage) }, primaryAction: primaryAction)
    }
    /// A menu with a primary action, titled by a verbatim string with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Trellis.Label(title, systemImage: systemImage) }, primaryAction: primaryAction)
    }
}

extension ControlGroup {
    /// A group titled by a verbatim string (the title is not drawn by Trellis, as for the other titles).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled with a symbol (not drawn by Trellis: iOS shows it where the group collapses).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled by a verbatim string with a symbol (not drawn by Trellis).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) { self.init(content: content) }
    /// A group titled with an asset catalog's image (not drawn by Trellis).
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) { self.init(content: content) }
}

/// A control group's content as the labelled form `ControlGroup(_:content:)` makes it.
public nonisolated struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}

/// A style of disclosure groups (`disclosureGroupStyle(_:)`). Trellis draws the automatic style;
/// custom styles are accepted and not applied yet.
public protocol DisclosureGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view of a disclosure group.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What the style is given.
    typealias Configuration = DisclosureGroupStyleConfiguration
}

/// The automatic disclosure group style.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    /// Built in: drawn by Trellis.
    public func makeBody(configuration: Configuration) -> some View { DisclosureGroup(isExpanded: configuration.$isExpanded) {
        configuration.content
    } label: { configuration.label } }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
    /// The automatic disclosure group style.
    public static var automatic: AutomaticDisclosureGroupStyle { .init() }
}

nonisolated extension View {
    /// Sets the style of the disclosure groups inside (custom styles are accepted and not applied yet).
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View { self }
}
