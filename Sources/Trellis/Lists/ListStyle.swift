import Foundation

// List styles on iOS at rest — facts, sources, and where Trellis had to choose:
// 1. `.automatic` is `.insetGrouped` for List and Form on iOS ("insetGrouped … default on iOS 13
//    plus", theswiftk.it.com List guide; UITableView.Style docs: since iOS 15 system apps use
//    inset grouped). `.sidebar` on an iPhone (compact width) looks like `.insetGrouped`.
// 2. Colours (UIKit's semantic colours, light / dark): a grouped list's background is
//    systemGroupedBackground (242,242,247) / (0,0,0), its rows secondarySystemGroupedBackground
//    (255,255,255) / (28,28,30); a plain list's background is systemBackground (white / black) and
//    its rows draw none. Separators are UIColor.separator, one device pixel thick.
// 3. Rows are at least 44 pt tall (`EnvironmentValues.defaultMinListRowHeight`, 44 on iOS, the
//    HIG's minimum hit target). Their content is inset 11 pt top and bottom (UIKit list cells'
//    directional layout margins: 11 + 22 + 11 = 44 for a line of body text).
// 4. Horizontal insets: the inset styles inset each section 16 pt from the list's edges (the
//    layout margins of a 375/390 pt wide iPhone; 20 pt on 414 pt and wider phones — Trellis
//    uses 16) and round it with a 10 pt corner radius; rows inset their content 20 pt inside
//    the card. Plain and grouped rows inset their content 16 pt from the list's edges.
// 5. Sections of the grouped styles are 35 pt apart, and the first is 35 pt below the top
//    (UITableView's grouped section header and footer heights, 17.5 each); `.listSectionSpacing
//    (.compact)` makes it 20 pt (Trellis's reading of iOS 17's compact spacing). Plain lists
//    put sections right after each other.
// 6. Section headers of the grouped styles are footnote text, uppercased, in the secondary label
//    colour, leading-aligned with the rows' content, 7 pt above the card; footers are footnote
//    text in the secondary colour, 7 pt below it. `headerProminence(.increased)` shows the
//    header as it is written, in the label colour, title3 bold. Plain headers are headline text
//    in the label colour, 6 pt above and below.
// 7. iOS 26 makes rows taller, section corners rounder and headers title case ("X26 ships taller
//    rows and more padding for List, Table, and Form, plus a larger corner radius on sections
//    … Section headers … now render in title-style capitalization", Xcode 26 notes). Their
//    exact metrics are not published; Trellis keeps iOS 17/18's above.

/// The appearance of a list (`.listStyle(_:)`).
public protocol ListStyle {}

enum ListStyleKind: Sendable, Hashable { case plain, insetGrouped, grouped, inset, sidebar }

protocol BuiltInListStyle { var kind: ListStyleKind? { get } }

/// The style a list takes when none is set: inset grouped on iOS.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: ListStyleKind? { nil }
}
/// Rows edge to edge on the system background, without cards; sections follow each other without a
/// gap, under headline headers.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.plain` names.
    public init() {}
    var kind: ListStyleKind? { .plain }
}
/// Sections as rounded cards inset 16 pt from the list's edges on the grouped background, 35 pt
/// apart (the Settings look).
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.insetGrouped` names.
    public init() {}
    var kind: ListStyleKind? { .insetGrouped }
}
/// Sections edge to edge on the grouped background, 35 pt apart, without rounded corners.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.grouped` names.
    public init() {}
    var kind: ListStyleKind? { .grouped }
}
/// Rows inset 16 pt from the list's edges on the system background, without section gaps.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.inset` names.
    public init() {}
    var kind: ListStyleKind? { .inset }
}
/// A sidebar's list; on iPhone it looks like `.insetGrouped`.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
    /// Creates the style that `.sidebar` names.
    public init() {}
    var kind: ListStyleKind? { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The automatic list style: inset grouped on iOS.
    public static var automatic: DefaultListStyle { .init() }
}
extension ListStyle where Self == PlainListStyle {
    /// The plain list style: rows edge to edge, no cards.
    public static var plain: PlainListStyle { .init() }
}
extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped list style: sections as rounded, inset cards.
    public static var insetGrouped: InsetGroupedListStyle { .init() }
}
extension ListStyle where Self == GroupedListStyle {
    /// The grouped list style: sections edge to edge on the grouped background.
    public static var grouped: GroupedListStyle { .init() }
}
extension ListStyle where Self == InsetListStyle {
    /// The inset list style: rows inset from the edges, no section gaps.
    public static var inset: InsetListStyle { .init() }
}
extension ListStyle where Self == SidebarListStyle {
    /// The sidebar list style (inset grouped on iPhone).
    public static var sidebar: SidebarListStyle { .init() }
}

/// The spacing between the sections of a list (`.listSectionSpacing(_:)`).
public struct ListSectionSpacing: Sendable, Hashable {
    let length: CGFloat?
    /// The style's spacing: 35 pt between the sections of grouped styles, none in plain lists.
    public static let `default` = ListSectionSpacing(length: nil)
    /// 20 pt between sections.
    public static let compact = ListSectionSpacing(length: 20)
    /// A spacing of `spacing` points between sections.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(length: spacing) }
}

/// How prominent a section header is (`.headerProminence(_:)`).
public enum Prominence: Hashable, Sendable {
    /// The style's header: uppercased footnote text in the secondary colour in grouped lists.
    case standard
    /// A header as written, in the label colour, title3 bold.
    case increased
}

/// The visibility of a piece of chrome (separators, backgrounds, indicators).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides from the context.
    case automatic
    /// Shown.
    case visible
    /// Not shown.
    case hidden
}

/// The metrics of a list style (facts at the top of this file).
struct ListMetrics {
    let style: ListStyleKind
    var isGrouped: Bool { style != .plain && style != .inset }
    var isInset: Bool { style == .insetGrouped || style == .sidebar || style == .inset }

    static let minRowHeight: CGFloat = 44
    static let rowVerticalInset: CGFloat = 11
    static let cardMargin: CGFloat = 16
    static let cornerRadius: CGFloat = 10
    static let groupedSectionSpacing: CGFloat = 35
    static let headerGap: CGFloat = 7

    /// The list's background.
    var background: Color { isGrouped ? .systemGroupedBackground : .systemBackground }
    /// A row's background (nil: none, the list's shows through).
    var rowBackground: Color? { isGrouped ? .secondarySystemGroupedBackground : nil }
    /// How far each section is inset from the list's edges.
    var cardMargin: CGFloat { isInset ? Self.cardMargin : 0 }
    var cornerRadius: CGFloat { style == .insetGrouped || style == .sidebar ? Self.cornerRadius : 0 }
    /// The default insets of a row's content within its row.
    var rowInsets: EdgeInsets {
        let h: CGFloat = style == .insetGrouped || style == .sidebar ? 20 : 16
        return EdgeInsets(top: Self.rowVerticalInset, leading: h, bottom: Self.rowVerticalInset, trailing: h)
    }
    func sectionSpacing(_ env: EnvironmentValues) -> CGFloat {
        guard isGrouped else { return 0 }
        return env.listSectionSpacing.length ?? Self.groupedSectionSpacing
    }
    /// Above the first section.
    var topMargin: CGFloat { isGrouped ? Self.groupedSectionSpacing : 0 }
}

extension Color {
    /// UIColor.systemGroupedBackground: a grouped list's background.
    static let systemGroupedBackground = Color(light: Resolved(bytes: 242, 242, 247), dark: Resolved(bytes: 0, 0, 0), name: "systemGroupedBackground")
    /// UIColor.secondarySystemGroupedBackground: a grouped list's rows.
    static let secondarySystemGroupedBackground = Color(light: Resolved(bytes: 255, 255, 255), dark: Resolved(bytes: 28, 28, 30), name: "secondarySystemGroupedBackground")
}

private struct ListStyleKey: EnvironmentKey { static let defaultValue: ListStyleKind? = nil }
private struct ListSectionSpacingKey: EnvironmentKey { static let defaultValue = ListSectionSpacing.default }
private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
private struct ScrollContentBackgroundKey: EnvironmentKey { static let defaultValue = Visibility.automatic }

extension EnvironmentValues {
    /// The list style set by `.listStyle(_:)` (nil: automatic).
    var listStyle: ListStyleKind? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
    var listSectionSpacing: ListSectionSpacing {
        get { self[ListSectionSpacingKey.self] }
        set { self[ListSectionSpacingKey.self] = newValue }
    }
    /// How prominent the section headers in this environment are; `.standard` unless set.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
    var scrollContentBackground: Visibility {
        get { self[ScrollContentBackgroundKey.self] }
        set { self[ScrollContentBackgroundKey.self] = newValue }
    }
    /// The minimum height of a list row (44 on iOS).
    public var defaultMinListRowHeight: CGFloat {
        get { self[MinRowHeightKey.self] }
        set { self[MinRowHeightKey.self] = newValue }
    }
    /// The minimum height of a list section header.
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[MinHeaderHeightKey.self] }
        set { self[MinHeaderHeightKey.self] = newValue }
    }
}

private struct MinRowHeightKey: EnvironmentKey { static let defaultValue = ListMetrics.minRowHeight }
private struct MinHeaderHeightKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

nonisolated extension View {
    /// Sets the style of the lists inside.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyle, (style as? any BuiltInListStyle)?.kind ?? nil)
    }

    /// Sets the spacing between the sections of the lists inside.
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        environment(\.listSectionSpacing, spacing)
    }

    /// Sets the spacing between the sections of the lists inside, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        environment(\.listSectionSpacing, .custom(spacing))
    }

    /// Sets the prominence of the section headers inside.
    public func headerProminence(_ prominence: Prominence) -> some View {
        environment(\.headerProminence, prominence)
    }

    /// Shows or hides the background of scrollable views inside (a list's background).
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        environment(\.scrollContentBackground, visibility)
    }
}
