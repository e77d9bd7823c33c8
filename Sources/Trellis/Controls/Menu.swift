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
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        ctx.resolve(ControlNode(name: "Menu", content: StyledButton(label: label, role: nil, environment: ctx.environment)), into: &nodes)
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension Menu where Label == Trellis.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// `.menuStyle(_:)`: accepted; every style draws the label as a button at rest.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style that `.button` names.
    public init() {}
}
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style that `.borderlessButton` names.
    public init() {}
}
extension MenuStyle where Self == DefaultMenuStyle {
    public static var automatic: DefaultMenuStyle { .init() }
}
extension MenuStyle where Self == ButtonMenuStyle {
    public static var button: ButtonMenuStyle { .init() }
}
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { .init() }
}

/// The order of a menu's items (accepted).
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}

extension View {
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { self }
    public func menuOrder(_ order: MenuOrder) -> some View { self }
    public func menuIndicator(_ visibility: Visibility) -> some View { self }
}

/// A container of semantically related controls (fact 2).
public struct ControlGroup<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

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
public protocol ControlGroupStyle {}
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.navigation` names.
    public init() {}
}
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.menu` names.
    public init() {}
}
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.palette` names.
    public init() {}
}
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style that `.compactMenu` names.
    public init() {}
}
extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { .init() }
}
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { .init() }
}

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}

/// A view that shows or hides another content view (fact 3).
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Bool

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = false
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded.wrappedValue
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        let header = HStack {
            label
            Spacer()
            Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
                .font(PickerMetrics.chevronFont)
                .foregroundStyle(env.tint ?? .accentColor)
        }
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
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

/// A stylized view, with an optional label, that visually collects a logical grouping of
/// content (fact 4).
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label?
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = label
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
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
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.label = nil
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

enum GroupBoxMetrics {
    static let padding: CGFloat = 16
    static let radius: CGFloat = 8
}

/// `.groupBoxStyle(_:)` (accepted; the default style is drawn).
public protocol GroupBoxStyle {}
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}

private struct GroupBoxDepthKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    var groupBoxDepth: Int {
        get { self[GroupBoxDepthKey.self] }
        set { self[GroupBoxDepthKey.self] = newValue }
    }
}
