import Foundation

// Navigation bars, toolbars, tab bars and split views on iOS at rest — facts, sources, and where
// Trellis had to choose. Trellis follows iOS 17/18 (the bars SwiftUI draws on iPhone and iPad
// before iOS 26); see fact 15 for iOS 26.
//
// 1. A navigation bar is 44 pt tall in portrait ("44 pixels is the height … of the screen-topping
//    navigation bar", Josh Clark, Tapworthy ch. 3; UINavigationBar's default height since iOS 7),
//    just below the status bar (the top safe area). Its buttons and title sit in those 44 pt.
// 2. A large title adds a 52 pt area below the 44 pt bar (UINavigationBar with prefersLargeTitles
//    reports a frame 96 pt tall: 44 + 52). The title is the largeTitle text style in bold: 34 pt
//    on the default Dynamic Type size (UIFont.TextStyle.largeTitle, Apple's typography table),
//    one line, leading-aligned at the bar's 16 pt layout margin, its line (41 pt) 8 pt above the
//    area's bottom edge (Trellis's reading of the UIKit view debugger: the title label of
//    _UINavigationBarLargeTitleView at y 3 in 52). On 414 pt and wider phones UIKit's margin is
//    20 pt; Trellis uses 16 everywhere, as its lists do.
// 3. The inline title is the headline style (17 pt semibold), centred in the 44 pt bar. A
//    NavigationStack's root shows a large title by default: `.automatic` is large there, and the
//    52 pt area is kept even with no title (the well-known empty gap above a List in a
//    NavigationView, removed with `.navigationBarTitleDisplayMode(.inline)`).
// 4. The large title scrolls with the content: UIKit insets the scroll view's content by the
//    large-title area and shrinks the bar as the content moves up, so the title leaves under the
//    44 pt bar at the content's pace; once it is gone the inline title shows in the bar. Trellis
//    gives the NavigationStack's first vertical scroll view (when it starts right below the bar)
//    a top content margin of the large-title and search areas: its frame starts below the 44 pt
//    bar, its content 52 pt further down at rest, and the area is drawn moved up by the scroll
//    offset, clipped at the bar. Without such a scroll view the area simply takes its 52 pt.
// 5. Bar backgrounds (iOS 15+): at the scroll edge (content at rest at its top for a navigation
//    bar, at its bottom for a toolbar or tab bar, or no scroll view at all) the bar uses its
//    scrollEdgeAppearance, which is transparent (Apple, "UINavigationBar.scrollEdgeAppearance …
//    when the edge of the scroll view aligns with the edge of the navigation bar"; the iOS 15
//    release notes: tab bars and toolbars too). Otherwise the bar shows the chrome material with
//    a hairline shadow: Trellis paints the material as a 94 % opaque fill (no blur: the painter
//    has none) of (249,249,249) light / (29,29,30) dark — Trellis's approximation — and the
//    hairline in the separator colour (UIColor.separator), one device pixel. Bar backgrounds
//    reach through the safe area to the window's edge (under the status bar, under the home
//    indicator). `.toolbarBackground(.visible, for:)` shows the background at the edge too.
// 6. Bar items: the bars' layout margins are 16 pt; items are the body style (17 pt), tinted
//    with the accent colour (UIBarButtonItem), symbols at the large image scale; items of one
//    side are 16 pt apart (Trellis's reading: UIKit spaces bar button items 8 pt apart plus
//    their own insets). Placements on iOS: `.automatic`, `.primaryAction`,
//    `.confirmationAction`, `.destructiveAction`, `.secondaryAction`, `.topBarTrailing`
//    (`.navigationBarTrailing`) → trailing; `.navigation`, `.cancellationAction`,
//    `.topBarLeading` (`.navigationBarLeading`) → leading; `.principal` → the centre of the bar
//    in place of the inline title; `.bottomBar` and `.status` → the toolbar at the bottom;
//    `.keyboard` → nothing at rest (no keyboard). Apple, ToolbarItemPlacement docs.
// 7. The bottom toolbar (UIToolbar) is 44 pt tall (Apple HIG, toolbars; the same 44 pt as the
//    navigation bar in portrait), above the home indicator; its items are laid out in a row
//    centred in the bar unless a Spacer spreads them.
// 8. `searchable` puts a search field under the title (UISearchController in the navigation
//    item, `hidesSearchBarWhenScrolling`): a 52 pt area whose field is 36 pt tall, inset by the
//    16 pt margins, centred in the area, corner radius 10, filled with tertiarySystemFill
//    (118,118,128) at 12 % / 24 %; a magnifying glass and the prompt ("Search" by default) in
//    the secondary label colour, 17 pt. Scrolling first folds the field's area away under the
//    title (`hidesSearchBarWhenScrolling`; iOS also shrinks and fades the field, Trellis slides
//    it under the title), then scrolls the large title under the bar.
// 9. The tab bar (UITabBar) is 49 pt tall above the bottom safe area (83 pt with the 34 pt of
//    the home indicator of a Face ID iPhone in portrait: Apple HIG, "Tab bars", and the
//    iOS Human Interface Guidelines' bar metrics). Items share the width equally; each is a
//    symbol (the `.fill` variant: SwiftUI applies `symbolVariant(.fill)` in tab bars) above a
//    10 pt medium title (UITabBarItem's default title font). The selected item is tinted with
//    the accent colour, the others are systemGray (142,142,147). The symbol's line is 28 pt,
//    5 pt from the bar's top, the title 2 pt under it (Trellis's reading of iOS 17 screenshots:
//    symbol centre ≈ 19 pt, title baseline ≈ 44 pt). A `.badge` is a systemRed capsule at
//    least 18 pt across with white 13 pt text (UITabBarItem's default badge), its leading edge
//    4 pt right of the item's centre and its top 2 pt above the symbol's line (Trellis's reading
//    of screenshots).
// 10. The content of a bar-holding container is proposed its size less the bars and placed below
//    the top bar and above the bottom bar; the bars add to its safe area (UIKit's
//    additionalSafeAreaInsets / safeAreaInsets of a child view controller: "The safe area of a
//    view reflects the area covered by navigation bars, tab bars, toolbars"), so backgrounds
//    that ignore the safe area (a List's, `.background(Color.red)`) reach under the bars.
// 11. NavigationSplitView (UISplitViewController since iOS 14): in a compact horizontal size
//    class it collapses to one stack showing its root column — the sidebar, or the column of
//    `preferredCompactColumn` (iOS 17) — (Apple's NavigationSplitView docs: "in compact …
//    the split view collapses all of its columns into a stack, and shows the last column that
//    displays useful information"; at rest nothing is selected, so the sidebar). In a regular
//    one the columns stand side by side, each with its own navigation bar, a hairline between
//    them: the sidebar and the content column 320 pt wide (UISplitViewController's default
//    primary and supplementary widths on iPad; older HIG text says the primary pane takes a
//    third of the screen — iOS 14+ uses fixed widths, so Trellis does), the detail the rest.
//    `.navigationSplitViewColumnWidth` sets a column's width (its ideal). The sidebar's lists
//    take the `.sidebar` style. `.detailOnly` shows the detail alone, `.doubleColumn` the
//    content and detail of three columns, `.all` every column.
//    The detail column's title is inline unless asked otherwise (iPadOS's detail panes). A
//    NavigationStack that is a column's content is that column's navigation (one bar: "each
//    column has its own navigation bar", SAP Fiori iOS multi-column guidance on
//    NavigationSplitView; the usual `detail: { NavigationStack { … } }`), as is a stack in a
//    stack.
//    With the automatic visibility a portrait split view (taller than wide) shows the detail
//    alone: "the primary pane can overlay the secondary pane and can be hidden off screen when
//    not in use … particularly useful when the device is in portrait orientation" (Apple's HIG
//    on split views, as taught in learndesk's iOS design course); "on iPad in landscape … you
//    get the familiar sidebar/content/detail trio" (swiftcrafted.dev's NavigationSplitView
//    guide). Trellis places the hidden columns off the leading edge, where UIKit keeps a hidden
//    sidebar, and draws no sidebar button.
// 12. In a compact height (an iPhone in landscape) navigation bars and toolbars are 32 pt tall
//    ("the height changing from 44 points to 32 points in Mail, Twitter for iPhone and Dropbox",
//    on the HIG's "take into account the automatic change in toolbar height that occurs on
//    device rotation"), large titles are not shown, and the tab bar is 32 pt with each item's
//    symbol beside its title (UITabBar's compact appearance, `compactInlineLayoutAppearance`),
//    the symbol 18 pt and the title 13 pt medium (Trellis's reading of landscape screenshots).
// 13. The large-title area grows with Dynamic Type: above the default size it is 52 pt or the
//    title's line plus its 3 pt and 8 pt margins, whichever is taller (UIKit sizes the
//    large-title view to its label); at the default size it is 52 pt whatever the font's line
//    (Pango's Inter line at 34 pt is a fraction taller than SF's 41 pt).
// 14. `.tabViewStyle(.page)` shows the selected page over the whole TabView, without a tab bar,
//    and (with more than one page, or `indexDisplayMode: .always`) UIPageControl's dots over
//    its bottom: 7 pt dots 9 pt apart, the current one white, the others white at 30 %, centred
//    in a 26 pt strip (UIPageControl's classic metrics and height; Trellis's reading, iOS 14's
//    redesign changed their look only slightly). White dots vanish on a white page, as in iOS.
// 15. iOS 26 draws bars as floating Liquid Glass: "tab bars are capsule-shaped and inset from
//    the screen edges", a search tab a separate circle (vuink.com, "My Beef with the iOS 26 Tab
//    Bar", 2026), the bar collapsing while scrolling, glass platters behind bar buttons; and
//    deprecates `tabItem` for `Tab` (website-dok.pages.dev, "Liquid Glass Tab Bar in SwiftUI").
//    These sources disagree with the bars above, and the most recent iOS is 26 — but none
//    publishes the new metrics (capsule height, insets, platter sizes), and an app can keep the
//    earlier bars with `UIDesignRequiresCompatibility` (Info.plist). Trellis therefore draws
//    the iOS 17/18 bars, whose metrics are known; the layout (what the content is proposed and
//    where it starts) differs from iOS 26 only by the bars' own heights.
// 16. A pushed view (NavigationDestination.swift) has a back button at the leading side of its
//    bar (UINavigationItem's backBarButtonItem): the back indicator, a chevron.backward in the
//    bar's tint, then the previous view's title, or "Back" when that view has none (UIKit's
//    backButtonTitle default: "the title of the previous view controller … or Back"). The
//    indicator starts 8 pt from the bar's leading edge and the title follows 3 pt after it,
//    in the body style (Trellis's reading of iOS 17 screenshots: the back chevron sits closer to
//    the edge than the 16-pt margin of other items). Leading toolbar items follow the back
//    button (SwiftUI supplements the back button: UINavigationItem.leftItemsSupplementBackButton),
//    `navigationBarBackButtonHidden(true)` removes it. UIKit shortens a title that does not fit
//    to "Back"; Trellis truncates it.
// 17. A pushed view's `.automatic` title display mode inherits the mode of the view below it
//    (UINavigationItem.LargeTitleDisplayMode.automatic: "Inherit the large title setting from the
//    previous navigation item"): under a root with a large title, a pushed view's title is large.

enum NavigationMetrics {
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let largeTitleBottomMargin: CGFloat = 8
    static let largeTitleTopMargin: CGFloat = 3
    static let compactBarHeight: CGFloat = 32
    static let margin: CGFloat = 16
    static let itemSpacing: CGFloat = 16
    static let toolbarHeight: CGFloat = 44
    static let searchAreaHeight: CGFloat = 52
    static let searchFieldHeight: CGFloat = 36
    static let searchFieldCornerRadius: CGFloat = 10
    static let tabBarHeight: CGFloat = 49
    static let tabSymbolLine: CGFloat = 28
    static let tabSymbolTop: CGFloat = 5
    static let tabTitleGap: CGFloat = 2
    static let tabTitleSize: CGFloat = 10
    static let tabSymbolSize: CGFloat = 23
    static let compactTabSymbolSize: CGFloat = 18
    static let compactTabTitleSize: CGFloat = 13
    static let compactTabSpacing: CGFloat = 6
    static let badgeHeight: CGFloat = 18
    static let badgeFontSize: CGFloat = 13
    static let badgePadding: CGFloat = 5
    static let badgeOffset: CGFloat = 4
    static let badgeRise: CGFloat = 2
    static let pageIndexHeight: CGFloat = 26
    static let pageDotSize: CGFloat = 7
    static let pageDotSpacing: CGFloat = 9
    static let backButtonMargin: CGFloat = 8
    static let backChevronSpacing: CGFloat = 3
    static let sidebarWidth: CGFloat = 320
    static let supplementaryWidth: CGFloat = 320
}

extension Color {
    /// The chrome material of a bar that has content under it (fact 5), without the blur.
    static let barBackground = Color(light: Resolved(bytes: 249, 249, 249, 0.94), dark: Resolved(bytes: 29, 29, 30, 0.94), name: "barBackground")
    /// UIColor.tertiarySystemFill: a search field's fill.
    static let searchFieldFill = Color(light: Resolved(bytes: 118, 118, 128, 0.12), dark: Resolved(bytes: 118, 118, 128, 0.24), name: "tertiarySystemFill")
    /// UIColor.systemGray: unselected tab items.
    static let tabUnselected = Color(light: Resolved(bytes: 142, 142, 147), dark: Resolved(bytes: 142, 142, 147), name: "systemGray")
}
