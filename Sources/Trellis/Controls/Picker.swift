import Foundation

// An iOS picker at rest — facts, sources, and where Trellis had to choose:
// 1. The option shown is the content view whose tag equals the selection: `.tag(_:)`, or for the
//    views of a `ForEach`, the element's ID (Apple, Picker docs: "a ForEach automatically
//    assigns a tag to the selection views using each option's id"). A tag of type V matches a
//    selection of type V? too (`tag(_:includeOptional:)`, true by default since iOS 18). No
//    match: no value shown.
// 2. `.automatic` is `.menu` on iOS, inside and outside forms, since iOS 16 ("In iOS 16 … the
//    default picker style in Forms became menu", Apple's iOS 16 release notes for SwiftUI; the
//    navigation-link look needs `.navigationLink`). Outside a list a menu picker is a borderless
//    button: the selected option and the `chevron.up.chevron.down` symbol in the tint colour,
//    without its label. In a List or Form row it is a value row (ControlRow.swift, fact 1): the
//    label leading; the option and the symbol trailing in the secondary label colour. The
//    symbol is footnote-sized and semibold, 4 pt after the option (Trellis's reading of iOS 17/18
//    screenshots; not published).
// 3. `.segmented` is UISegmentedControl: as wide as offered, 32 pt tall (its height since the
//    iOS 13 redesign), segments of equal width, tertiarySystemFill behind with 9-pt corners; the
//    selected segment is a white (dark: (99,99,102)) rounded rectangle inset 2 pt with 7-pt
//    corners and a faint shadow; titles are 13 pt, semibold when selected (UIKit's defaults for
//    the control since iOS 13; radii read from Apple's design resources for iOS 17). Two
//    unselected neighbours are divided by a hairline 12 pt tall in opaqueSeparator (its length
//    is Trellis's reading).
// 4. `.inline` in a List or Form shows the label as a row and each option as a row, the
//    selected one with a checkmark in the tint colour at its trailing edge (Apple,
//    InlinePickerStyle docs, and Settings screens); outside a list, as on iOS, it is a wheel.
// 5. `.wheel` is UIPickerView: as wide as offered and 216 pt tall (UIPickerView's height in
//    portrait); the selected option in the middle over a 34-pt rounded band in
//    tertiarySystemFill with 8-pt corners, up to three options above and below on 32-pt rows,
//    fading (Trellis draws the drum flat: the projection is not reproduced). Options are title3
//    (20 pt) — Trellis's reading of UIPickerView on iOS 17. No label.
// 6. `.navigationLink` is a row: label leading, the option in the secondary colour and a
//    `chevron.right` in the tertiary colour trailing (UITableViewCell's disclosure indicator:
//    footnote-sized, semibold).
// 7. `.palette` (iOS 17) shows the options side by side; outside a menu Trellis draws it as the
//    segmented control.

/// A control for selecting from a set of mutually exclusive values. Trellis draws it at rest,
/// reading the selection once.
///
/// The option shown is the content view whose tag (`.tag(_:)`, or the ID of a `ForEach` element)
/// equals the selection. The automatic style on iOS is `.menu`: outside a list, a borderless button
/// of the selected option and an up-down chevron in the tint, without the label, as large as that
/// button; in a List or Form row, the label leading and the option and chevron trailing in the
/// secondary colour, across the row. `.segmented` is 32 pt tall and as wide as proposed; `.wheel`
/// 216 pt tall and as wide as proposed; `.inline` in a list makes a row per option.
///
/// ```swift
/// Form {
///     Picker("Flavor", selection: $flavor) {
///         Text("Chocolate").tag(Flavor.chocolate)
///         Text("Vanilla").tag(Flavor.vanilla)
///     }
///     Picker("Size", selection: $size) {
///         ForEach(Size.allCases) { Text($0.name) }
///     }
///     .pickerStyle(.segmented)
/// }
/// ```
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    /// A picker is drawn from its label and options, not from a body.
    public typealias Body = Never
    let label: Label
    let selection: AnyHashable
    let content: Content
    /// Selects an option by its tag in a live preview (nil: a picker without a binding).
    var select: ((AnyHashable) -> Void)? = nil

    /// Creates a picker of the options in `content`, showing the one tagged with `selection`.
    /// - Parameters:
    ///   - selection: the selected option's tag (read once at rest).
    ///   - content: the options, each tagged with a value of `SelectionValue`.
    ///   - label: what the picker is for.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.selection = AnyHashable(selection.wrappedValue)
        self.content = content()
        select = { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } }
    }

    init(label: Label, anySelection: AnyHashable, content: Content) {
        self.label = label
        self.selection = anySelection
        self.content = content
    }

    /// A picker labelled by a view (the form deprecated in iOS 16 that older code uses).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    /// A picker that also shows a custom view for the current value (macOS; iOS shows the option).
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> some View) {
        self.init(selection: selection, content: content, label: label)
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        let style = env.pickerStyle
        let view: AnyView
        var interaction: NodeInteraction?
        switch style {
        case .automatic, .menu:
            // In a live preview a tap opens the options as a menu (Live/ContextMenu.swift).
            let open = ctx.controlState("menu", initial: false)
            interaction = ctx.interaction(.menu, label: (label as? any LabelText)?.labelString) { _, _ in open.wrappedValue.toggle() }
            view = menu(ctx, open: open)
        case .segmented, .palette:
            view = AnyView(SegmentedControl(options: { ctx.options(of: content, environment: $0) }, selection: selection, environment: env,
                                            select: select))
        case .inline where env.isInListRow:
            inlineRows(ctx, into: &nodes)
            return
        case .inline, .wheel:
            view = AnyView(WheelPicker(options: { ctx.options(of: content, environment: $0) }, selection: selection, environment: env))
        case .navigationLink:
            var valueEnv = env
            valueEnv.foregroundStyles = [AnyShapeStyle(Color.secondary)]
            let value = selectedNode(ctx, valueEnv)
            let row = HStack(spacing: PickerMetrics.chevronSpacing + 4) {
                if let value { ResolvedNodeView(node: value) }
                DisclosureChevron()
            }
            view = env.labelsHidden ? AnyView(row) : AnyView(ControlValueRow(label: label, value: row))
        }
        let start = nodes.count
        ctx.resolve(ControlNode(name: "Picker", content: view, interaction: interaction), into: &nodes)
        if style == .segmented || style == .palette || style == .wheel || style == .inline {
            for n in nodes[start...] { n.traits[SeparatorFollowsRowInset.self] = true }
        }
    }

    private func selectedNode(_ ctx: ResolveContext, _ env: EnvironmentValues) -> Node? {
        ctx.options(of: content, environment: env).first { $0.matches(selection) }?.node
    }

    /// Fact 2.
    /// The open menu's rows: each option, the selected one checked; a tap selects it and
    /// closes the menu (Live/ContextMenu.swift, fact 2 and 3).
    private func optionRows(_ ctx: ResolveContext, open: Binding<Bool>) -> some View {
        var env = ctx.environment
        env.foregroundStyles = [AnyShapeStyle(Color.primary)]
        env.lineLimit = 1
        let select = self.select, selection = self.selection
        let rows: [AnyView] = ctx.options(of: content, environment: env).map { option in
            let tags = option.tags
            return AnyView(ContextMenuRow(content: HStack(spacing: 8) {
                Image(systemName: "checkmark").opacity(option.matches(selection) ? 1 : 0)
                ResolvedNodeView(node: option.node)
            })
            .interactive(.button) { _, _ in
                if let select { for tag in tags { select(tag) } }
                open.wrappedValue = false
            })
        }
        return ForEach(rows.indices, id: \.self) { rows[$0] }
    }

    private func menu(_ ctx: ResolveContext, open: Binding<Bool>) -> AnyView {
        let env = ctx.environment
        let inRow = env.isInListRow
        let color: Color = inRow ? .secondary : env.tint ?? .accentColor
        var valueEnv = env
        valueEnv.foregroundStyles = [AnyShapeStyle(color)]
        valueEnv.lineLimit = 1
        let value = selectedNode(ctx, valueEnv)
        let closed = HStack(spacing: PickerMetrics.chevronSpacing) {
            if let value { ResolvedNodeView(node: value) }
            Image(systemName: "chevron.up.chevron.down")
                .font(PickerMetrics.chevronFont)
                .foregroundStyle(color)
        }
        let button = closed.contextMenu(open: open.wrappedValue) { optionRows(ctx, open: open) }
        if inRow && !env.labelsHidden { return AnyView(ControlValueRow(label: label, value: button)) }
        return AnyView(button)
    }

    /// Fact 4: the label and each option as rows of the list.
    private func inlineRows(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let env = ctx.environment
        let options = ctx.options(of: content, environment: env)
        let tint = env.tint ?? .accentColor
        let selection = self.selection
        if !env.labelsHidden { ctx.resolve(ControlNode(name: "Picker", content: label), into: &nodes) }
        for option in options {
            let row = HStack {
                ResolvedNodeView(node: option.node)
                Spacer()
                if option.matches(selection) {
                    Image(systemName: "checkmark").font(.body.weight(.semibold)).foregroundStyle(tint)
                }
            }
            ctx.resolve(ControlNode(name: "Picker", content: row), into: &nodes)
        }
    }
}

extension Picker where Label == Text {
    /// Creates a picker labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    /// Creates a picker labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// Creates a picker labelled by a title with a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
                @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }

    /// Creates a picker labelled by a verbatim title with a symbol.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(title, systemImage: systemImage) }
    }
}

/// The metrics of the facts above.
enum PickerMetrics {
    static let chevronSpacing: CGFloat = 4
    static let chevronFont = Font.footnote.weight(.semibold)
    static let segmentedHeight: CGFloat = 32
    static let segmentedInset: CGFloat = 2
    static let segmentedRadius: CGFloat = 9
    static let segmentRadius: CGFloat = 7
    static let segmentFontSize: CGFloat = 13
    static let segmentDividerHeight: CGFloat = 12
    static let wheelHeight: CGFloat = 216
    static let wheelRowHeight: CGFloat = 32
    static let wheelBandHeight: CGFloat = 34
    static let wheelBandRadius: CGFloat = 8
    static let wheelVisibleRows = 3
}

/// The grey `chevron.right` of a row that navigates (fact 6).
nonisolated struct DisclosureChevron: View {
    var body: some View {
        Image(systemName: "chevron.right").font(PickerMetrics.chevronFont).foregroundStyle(Color.tertiaryLabel)
    }
}

/// UISegmentedControl at rest (fact 3).
nonisolated struct SegmentedControl: View {
    let options: (EnvironmentValues) -> [PickerOption]
    let selection: AnyHashable
    let environment: EnvironmentValues
    var select: ((AnyHashable) -> Void)? = nil

    static let selectedColor = Color(light: .init(bytes: 255, 255, 255), dark: .init(bytes: 99, 99, 102), name: "segmentSelected")

    var body: some View {
        var plain = environment
        plain.font = .system(size: PickerMetrics.segmentFontSize)
        plain.lineLimit = 1
        plain.foregroundStyles = nil
        var bold = plain
        bold.font = .system(size: PickerMetrics.segmentFontSize, weight: .semibold)
        let regular = options(plain), selected = options(bold)
        let segments: [AnyView] = regular.indices.map { i in
            let isSelected = regular[i].matches(selection)
            let node = isSelected && i < selected.count ? selected[i].node : regular[i].node
            // A tap on a segment selects its option (in a live preview).
            let tags = regular[i].tags, select = self.select
            let label = ResolvedNodeView(node: node).padding(.horizontal, 6).frame(maxWidth: .infinity, maxHeight: .infinity)
                .interactive(.segment) { _, _ in if let select { for tag in tags { select(tag) } } }
            if isSelected {
                return AnyView(label.background(
                    RoundedRectangle(cornerRadius: PickerMetrics.segmentRadius).fill(Self.selectedColor)
                        .shadow(color: Color(white: 0, opacity: 0.12), radius: 4, y: 3)))
            }
            // A divider between two unselected segments.
            let previousSelected = i > 0 && regular[i - 1].matches(selection)
            guard i > 0 && !previousSelected else { return AnyView(label) }
            return AnyView(label.overlay(alignment: .leading) {
                Rectangle().fill(Color.opaqueSeparator)
                    .frame(width: environment.pixelLength, height: PickerMetrics.segmentDividerHeight)
            })
        }
        return HStack(spacing: 0) {
            ForEach(segments.indices, id: \.self) { i in segments[i] }
        }
        .padding(PickerMetrics.segmentedInset)
        .frame(height: PickerMetrics.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: PickerMetrics.segmentedRadius).fill(Color.tertiarySystemFill))
    }
}

/// UIPickerView at rest (fact 5).
nonisolated struct WheelPicker: View {
    let options: (EnvironmentValues) -> [PickerOption]
    let selection: AnyHashable
    let environment: EnvironmentValues

    var body: some View {
        var env = environment
        env.font = .title3
        env.lineLimit = 1
        let all = options(env)
        let index = all.firstIndex { $0.matches(selection) } ?? 0
        let n = PickerMetrics.wheelVisibleRows
        let rows: [AnyView] = (-n...n).map { d in
            let k = index + d
            let opacity = [1, 0.6, 0.35, 0.2][abs(d)]
            guard all.indices.contains(k) else { return AnyView(Color.clear.frame(height: PickerMetrics.wheelRowHeight)) }
            return AnyView(ResolvedNodeView(node: all[k].node)
                .frame(maxWidth: .infinity)
                .frame(height: PickerMetrics.wheelRowHeight)
                .opacity(opacity))
        }
        return ZStack {
            RoundedRectangle(cornerRadius: PickerMetrics.wheelBandRadius).fill(Color.tertiarySystemFill)
                .frame(height: PickerMetrics.wheelBandHeight)
                .padding(.horizontal, 8)
            VStack(spacing: 0) {
                ForEach(rows.indices, id: \.self) { i in rows[i] }
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}

/// `.pickerStyle(_:)`.
///
/// Trellis draws the built-in styles; other styles draw as `.automatic`.
public protocol PickerStyle {}

enum BuiltInPickerStyle: Sendable, Hashable { case automatic, menu, segmented, inline, wheel, navigationLink, palette }

protocol BuiltInPickerStyleProviding { var kind: BuiltInPickerStyle { get } }

/// The style a picker takes when none is set: `.menu` on iOS.
public struct DefaultPickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInPickerStyle { .automatic }
}
/// A button of the selected option and an up-down chevron that opens a menu of the options.
public struct MenuPickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.menu` names.
    public init() {}
    var kind: BuiltInPickerStyle { .menu }
}
/// A segmented control: the options side by side in equal segments, 32 pt tall, as wide as proposed.
public struct SegmentedPickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.segmented` names.
    public init() {}
    var kind: BuiltInPickerStyle { .segmented }
}
/// The options as rows with a checkmark on the selected one in a List or Form; a wheel elsewhere.
public struct InlinePickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.inline` names.
    public init() {}
    var kind: BuiltInPickerStyle { .inline }
}
/// A wheel of the options, 216 pt tall and as wide as proposed, the selection in a band in the
/// middle. The label is not shown.
public struct WheelPickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.wheel` names.
    public init() {}
    var kind: BuiltInPickerStyle { .wheel }
}
/// A row of the label and the selected option with a chevron, which pushes a list of the options.
public struct NavigationLinkPickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.navigationLink` names.
    public init() {}
    var kind: BuiltInPickerStyle { .navigationLink }
}
/// The options side by side; outside a menu Trellis draws it as the segmented control.
public struct PalettePickerStyle: PickerStyle, BuiltInPickerStyleProviding {
    /// Creates the style that `.palette` names.
    public init() {}
    var kind: BuiltInPickerStyle { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The automatic picker style: `.menu` on iOS.
    public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// The menu picker style: a button that opens a menu of the options.
    public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented picker style: a segmented control.
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// The inline picker style: a row per option in a list, a wheel elsewhere.
    public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// The wheel picker style: a spinning wheel of the options.
    public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The navigation link picker style: a row that pushes a list of the options.
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// The palette picker style: options side by side (drawn as segmented in Trellis).
    public static var palette: PalettePickerStyle { .init() }
}

private struct PickerStyleKey: EnvironmentKey { static let defaultValue = BuiltInPickerStyle.automatic }

extension EnvironmentValues {
    var pickerStyle: BuiltInPickerStyle {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the pickers inside.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? any BuiltInPickerStyleProviding)?.kind ?? .automatic)
    }
}

/// How a palette shows its selected option.
public struct PaletteSelectionEffect: Sendable, Hashable {
    let kind: Int
    /// The platform's choice.
    public static let automatic = PaletteSelectionEffect(kind: 0)
    /// The option's symbol variant.
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { .init(kind: 1) }
    /// No effect: the option's own look.
    public static let custom = PaletteSelectionEffect(kind: 2)
}

nonisolated extension View {
    /// How palettes inside show their selection. Accepted, no effect at rest.
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> some View { self }
}

extension Picker {
    /// A picker of several sources: shows the first source's selection at rest.
    public init<C: RandomAccessCollection>(sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                           @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        if let first = sources.first {
            self.init(selection: first[keyPath: selection], content: content, label: label)
        } else {
            self.init(label: label(), anySelection: AnyHashable(Optional<SelectionValue>.none), content: content())
        }
    }
}

extension Picker where Label == Text {
    /// A picker of several sources titled by a localized key.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
    }
    /// A picker of several sources titled by a verbatim string.
    @_disfavoredOverload
    public init<C: RandomAccessCollection, S: StringProtocol>(_ title: S, sources: C,
                                                              selection: KeyPath<C.Element, Binding<SelectionValue>>,
                                                              @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Text(title) }
    }
}

extension Picker where Label == Trellis.Label<Text, Image> {
    /// A picker titled by a localized key with an asset catalog's image.
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(titleKey, image: image) }
    }
    /// A picker titled by a verbatim string with an asset catalog's image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>,
                                   @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Trellis.Label(title, image: image) }
    }
    /// A picker of several sources titled with a symbol.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Trellis.Label(titleKey, systemImage: systemImage) }
    }
    /// A picker of several sources titled with an asset catalog's image.
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
                                           selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content) {
        self.init(sources: sources, selection: selection, content: content) { Trellis.Label(titleKey, image: image) }
    }
}
