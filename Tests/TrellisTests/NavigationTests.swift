import Foundation
import Testing
@testable import Trellis

/// NavigationStack, NavigationSplitView, TabView, toolbars, search and NavigationLink (facts and
/// sources at the top of Sources/Trellis/Navigation/NavigationMetrics.swift). An iPhone 15
/// window: 390×844 with 59 pt above and 34 pt below in the safe area, display scale 1. Text is
/// measured by the approximate measurer: a line is 1.2 × the size tall and 0.55 × the size per
/// character wide, rounded up (body 17 pt: 21 tall; largeTitle 34 pt: 41 tall).
@Suite struct NavigationTests {
    static let phone = CGSize(width: 390, height: 844)
    static let phoneInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    private func lay<V: View>(_ view: V, _ size: CGSize = phone, insets: EdgeInsets = phoneInsets,
                              sizeClass: UserInterfaceSizeClass = .compact, verticalSizeClass: UserInterfaceSizeClass = .regular,
                              dynamicTypeSize: DynamicTypeSize = .large) -> ResolvedTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        env.horizontalSizeClass = sizeClass
        env.verticalSizeClass = verticalSizeClass
        env.dynamicTypeSize = dynamicTypeSize
        let l = ResolvedTree(view, environment: env)
        l.layout(in: size, safeArea: insets)
        return l
    }

    private func all(_ tree: LayoutTree, _ type: String) -> [LayoutTree.Element] {
        var found: [LayoutTree.Element] = []
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.type == type { found.append(e) }
            stack.append(contentsOf: e.children.reversed())
        }
        return found
    }

    private func first(_ tree: LayoutTree, _ type: String, sourceLocation: SourceLocation = #_sourceLocation) -> CGRect? {
        guard let e = all(tree, type).first else {
            Issue.record("no \(type)", sourceLocation: sourceLocation)
            return nil
        }
        return e.frame.rect
    }

    private func expectRect(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        guard let r else { Issue.record("missing", sourceLocation: sourceLocation); return }
        let ok = abs(r.minX - x) < 0.01 && abs(r.minY - y) < 0.01 && abs(r.width - w) < 0.01 && abs(r.height - h) < 0.01
        #expect(ok, "got \(r), expected (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    // MARK: NavigationStack

    @Test func largeTitleAreaTakes52UnderThe44PointBarWithoutAScrollView() {
        let l = lay(NavigationStack { Color.red.id("content").navigationTitle("Inbox") }.id("stack"))
        let t = l.tree
        // The stack fills the safe area; its content starts under 44 + 52.
        expectFrame(t, "stack", 0, 59, 390, 751)
        expectFrame(t, "content", 0, 155, 390, 655)
        // The large title: 34 pt bold, 16 from the leading edge, its 41 pt line 8 above the area's bottom.
        let texts = all(t, "Text")
        #expect(texts.count == 2)
        expectRect(texts.first { $0.frame.rect.height > 40 }?.frame.rect, 16, 106, 94, 41)
        // The inline title is hidden (its box is 0 tall) while the large title shows.
        expectRect(first(t, "NavigationTitle"), 16, 59, 358, 0)
    }

    @Test func inlineTitleIsCentredInTheBarAndTheContentStartsUnderIt() {
        let l = lay(NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        let t = l.tree
        expectFrame(t, "content", 0, 103, 390, 707)
        #expect(all(t, "LargeTitle").isEmpty)
        // "Inbox" in 17 pt semibold: 5 × 9.35 → 47 wide, 21 tall, centred in 44.
        let text = all(t, "Text").first?.frame.rect
        expectRect(text, 195 - 23.5, 59 + 11.5, 47, 21)
    }

    @Test func automaticIsLargeAtTheRootEvenWithoutATitle() {
        let t = lay(NavigationStack { Color.red.id("content") }).tree
        expectFrame(t, "content", 0, 155, 390, 655)
        let inline = lay(NavigationStack { Color.red.id("content").toolbarTitleDisplayMode(.inline) }).tree
        expectFrame(inline, "content", 0, 103, 390, 707)
    }

    @Test func innermostTitleAndDisplayModeWin() {
        let t = lay(NavigationStack {
            VStack { Color.red.navigationTitle("Inner").navigationBarTitleDisplayMode(.inline) }
                .navigationTitle("Outer").navigationBarTitleDisplayMode(.large)
        }).tree
        #expect(all(t, "LargeTitle").isEmpty)
        // "Inner" in the inline bar: 5 × 9.35 → 47 wide.
        #expect(all(t, "Text").map(\.frame.rect.width) == [47])
    }

    @Test func aListScrollsUnderTheBarWithTheLargeTitleInItsTopMargin() {
        let l = lay(NavigationStack {
            List { ForEach(0..<30) { i in Text("A").id(i == 0 ? "a" : "row\(i)") } }.id("list").navigationTitle("Inbox")
        })
        var t = l.tree
        // The list starts under the 44 pt bar; its rows 52 further down, plus the grouped 35 pt gap.
        expectFrame(t, "list", 0, 103, 390, 707)
        expectFrame(t, "a", 36, 103 + 52 + 35 + 11.5, 10, 21)
        let header = first(t, "LargeTitle")
        expectRect(header, 0, 103, 390, 52)
        // The margin counts in the scrollable length: 52 more than the same list alone.
        let alone = lay(List { ForEach(0..<30) { _ in Text("A") } }, insets: EdgeInsets())
        #expect(l.scrollViews.first.map { $0.contentSize.height - 52 } == alone.scrollViews.first?.contentSize.height)
        // Scrolled 30: the title moves up 30, clipped at the bar; no inline title yet, no bar background.
        let id = l.scrollViews[0].identity
        l.setScrollOffset(CGPoint(x: 0, y: 30), forScrollViewAt: id)
        t = l.tree
        expectRect(first(t, "LargeTitle"), 0, 103, 390, 22)
        expectRect(all(t, "Text").first { $0.frame.rect.height > 40 }?.frame.rect, 16, 76, 94, 41)
        expectFrame(t, "a", 36, 103 + 22 + 35 + 11.5, 10, 21)
        #expect(first(t, "NavigationTitle")?.height == 0)
        #expect(first(t, "NavigationBarBackground")?.height == 0)
        // Scrolled 60: the large title is gone, the inline title shows; 8 pt of content under the bar.
        l.setScrollOffset(CGPoint(x: 0, y: 60), forScrollViewAt: id)
        t = l.tree
        expectRect(first(t, "LargeTitle"), 0, 103, 390, 0)
        expectRect(first(t, "NavigationTitle"), 16, 59, 358, 44)
        expectRect(first(t, "NavigationBarBackground"), 0, 0, 390, 103)
    }

    @Test func aScrollViewBelowOtherContentGetsNoMargin() {
        let t = lay(NavigationStack {
            VStack(spacing: 0) { Color.red.frame(height: 10); List { Text("A").id("a") }.id("list") }.navigationTitle("T")
        }).tree
        expectFrame(t, "list", 0, 165, 390, 645)
        expectFrame(t, "a", 36, 165 + 35 + 11.5, 10, 21)
    }

    @Test func toolbarItemsSitAtTheBarsMarginsCentredInIt() {
        let t = lay(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
                ToolbarItem(placement: .navigationBarTrailing) { Text("Add").id("add") }
                ToolbarItem { Text("More").id("more") }
                ToolbarItem(placement: .principal) { Text("Mid").id("mid") }
            }
        }).tree
        // "Edit" 4 × 9.35 → 38 wide; trailing items 16 apart: "Add" 29, "More" 38.
        expectFrame(t, "edit", 16, 70.5, 38, 21)
        expectFrame(t, "add", 374 - 38 - 16 - 29, 70.5, 29, 21)
        expectFrame(t, "more", 374 - 38, 70.5, 38, 21)
        expectFrame(t, "mid", 195 - 14.5, 70.5, 29, 21)
    }

    @Test func bottomBarTakes44AboveTheHomeIndicator() {
        let t = lay(NavigationStack {
            Color.red.id("content").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .bottomBar) { Text("Status").id("status") }
            }
        }).tree
        expectFrame(t, "content", 0, 103, 390, 663)
        expectRect(first(t, "BottomBar"), 0, 766, 390, 44)
        // Centred: "Status" 6 × 9.35 → 57 wide.
        expectFrame(t, "status", 195 - 28.5, 766 + 11.5, 57, 21)
        // At the scroll edge (no scroll view) the toolbar has no background.
        #expect(first(t, "ToolbarBackground")?.height == 0)
    }

    @Test func searchFieldIs36TallUnderTheLargeTitle() {
        let t = lay(NavigationStack {
            Color.red.id("content").navigationTitle("Mail").searchable(text: .constant(""), prompt: "Find")
        }).tree
        expectFrame(t, "content", 0, 59 + 44 + 52 + 52, 390, 844 - 34 - 207)
        let field = all(t, "RoundedRectangle").first?.frame.rect
        expectRect(field, 16, 59 + 44 + 52 + 8, 358, 36)
    }

    @Test func hiddenNavigationBarGivesTheContentTheWholeSafeArea() {
        let t = lay(NavigationStack { Color.red.id("content").navigationTitle("T").toolbar(.hidden, for: .navigationBar) }).tree
        expectFrame(t, "content", 0, 59, 390, 751)
        #expect(all(t, "LargeTitle").isEmpty && all(t, "NavigationBarBackground").isEmpty)
    }

    @Test func backgroundsThatIgnoreTheSafeAreaReachUnderTheBars() {
        let t = lay(NavigationStack { Color.red.id("bg").ignoresSafeArea().navigationTitle("T") }).tree
        expectFrame(t, "bg", 0, 0, 390, 844)
        let kept = lay(NavigationStack { Color.red.id("c").navigationTitle("T") }).tree
        expectFrame(kept, "c", 0, 155, 390, 655)
    }

    @Test func toolbarBackgroundVisibleShowsTheBarAtRest() {
        let t = lay(NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline).toolbarBackground(.visible, for: .navigationBar)
        }).tree
        expectRect(first(t, "NavigationBarBackground"), 0, 0, 390, 103)
        // With a large title the material covers its area too, drawn under the title.
        let large = lay(NavigationStack { Color.red.navigationTitle("T").toolbarBackground(.visible, for: .navigationBar) }).tree
        expectRect(first(large, "NavigationBarBackground"), 0, 0, 390, 155)
        let order = large.root.children.map(\.type)
        #expect(order.firstIndex(of: "NavigationBarBackground")! < order.firstIndex(of: "LargeTitle")!, "\(order)")
    }

    @Test func navigationViewIsAStackInACompactWidth() {
        let t = lay(NavigationView { Color.red.id("content").navigationBarTitle("Old") }).tree
        #expect(t.root.type == "NavigationView")
        expectFrame(t, "content", 0, 155, 390, 655)
    }

    @Test func stackWithAPathShowsTheRoot() {
        let path = Binding.constant(NavigationPath([1, 2]))
        let t = lay(NavigationStack(path: path) { Color.red.id("root") }).tree
        expectFrame(t, "root", 0, 155, 390, 655)
        let array = Binding.constant([3])
        let u = lay(NavigationStack(path: array) { Color.red.id("root") }).tree
        expectFrame(u, "root", 0, 155, 390, 655)
    }

    // MARK: NavigationLink

    @Test func linkInAListRowHasAChevronAtTheTrailingEdge() {
        let t = lay(NavigationStack { List { NavigationLink("Ada", value: 1).id("link") }.navigationBarTitleDisplayMode(.inline) }).tree
        let chevron = all(t, "Image").first?.frame.rect
        // The row's content runs from 36 to 354 (20 inside the 16 pt card margins).
        #expect(chevron.map { abs($0.maxX - 354) < 0.01 } == true, "\(String(describing: chevron))")
        #expect(all(t, "NavigationLink").count == 1)
        #expect(all(t, "Button").isEmpty)
    }

    @Test func linkOutsideAListIsAButton() {
        let t = lay(NavigationLink("Ada") { Text("Detail") }, CGSize(width: 200, height: 100), insets: EdgeInsets()).tree
        #expect(t.root.type == "NavigationLink")
        #expect(!all(t, "Button").isEmpty)
        #expect(all(t, "Image").isEmpty)
    }

    // MARK: TabView

    @Test func tabBarIs49AboveTheHomeIndicatorWithItemsSharingTheWidth() {
        let t = lay(TabView {
            Color.red.id("first").tabItem { Label("One", systemImage: "house") }
            Color.blue.id("second").tabItem { Label("Two", systemImage: "gearshape") }
        }.id("tabs")).tree
        expectFrame(t, "tabs", 0, 59, 390, 751)
        expectFrame(t, "first", 0, 59, 390, 702)
        #expect(t.frame(id: "second") == nil)
        expectRect(first(t, "TabBar"), 0, 761, 390, 49)
        // Two items, 195 wide each; the symbol's 28 pt line 5 below the bar's top.
        let images = all(t, "Image").map(\.frame.rect)
        #expect(images.count == 2)
        #expect(images.allSatisfy { abs($0.midY - (761 + 5 + 14)) < 0.01 }, "\(images)")
        #expect(abs(images[0].midX - 97.5) < 0.01 && abs(images[1].midX - 292.5) < 0.01, "\(images)")
        // Titles are 10 pt: 12 tall, 2 under the symbol's line.
        let titles = all(t, "Text").map(\.frame.rect)
        #expect(titles.allSatisfy { abs($0.minY - (761 + 5 + 28 + 2)) < 0.01 && abs($0.height - 12) < 0.01 }, "\(titles)")
        // At rest with no scroll view the bar is transparent; its background box reaches nothing.
        #expect(first(t, "TabBarBackground")?.height == 0)
    }

    @Test func selectionPicksTheTaggedTabAndTabValues() {
        let t = lay(TabView(selection: .constant("b")) {
            Color.red.id("a").tabItem { Text("A") }.tag("a")
            Color.blue.id("b").tabItem { Text("B") }.tag("b")
        }).tree
        #expect(t.frame(id: "a") == nil)
        expectFrame(t, "b", 0, 59, 390, 702)
        let u = lay(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "house", value: 1) { Color.red.id("one") }
            Tab("Two", systemImage: "house", value: 2) { Color.red.id("two") }
            Tab(role: .search) { Color.red.id("search") }
        }).tree
        #expect(u.frame(id: "one") == nil)
        expectFrame(u, "two", 0, 59, 390, 702)
        #expect(all(u, "Image").count == 3)
    }

    @Test func navigationStackInATabStopsAboveTheTabBar() {
        let t = lay(TabView {
            Tab("Home", systemImage: "house") {
                NavigationStack { Color.red.id("content").navigationTitle("Home") }
            }
        }).tree
        expectFrame(t, "content", 0, 155, 390, 606)
    }

    @Test func hiddenTabBarAndPageStyle() {
        let t = lay(TabView { Color.red.id("c").tabItem { Text("A") }.toolbar(.hidden, for: .tabBar) }).tree
        expectFrame(t, "c", 0, 59, 390, 751)
        #expect(all(t, "TabBar").isEmpty)
        let u = lay(TabView { Color.red.id("c") }.tabViewStyle(.page)).tree
        expectFrame(u, "c", 0, 59, 390, 751)
    }

    @Test func tabBarBackgroundShowsWhenContentContinuesUnderIt() {
        let l = lay(TabView {
            ScrollView { Color.red.frame(height: 2000) }.tabItem { Text("A") }
        })
        expectRect(first(l.tree, "TabBarBackground"), 0, 761, 390, 83)
        l.setScrollOffset(CGPoint(x: 0, y: 5000), forScrollViewAt: l.scrollViews[0].identity)
        #expect(first(l.tree, "TabBarBackground")?.height == 0)
    }

    // MARK: NavigationSplitView

    static let iPad = CGSize(width: 1180, height: 820)
    static let iPadInsets = EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0)

    @Test func regularWidthShowsTheColumnsSideBySide() {
        let t = lay(NavigationSplitView {
            Color.red.id("sidebar")
        } content: {
            Color.green.id("content")
        } detail: {
            Color.blue.id("detail")
        }, Self.iPad, insets: Self.iPadInsets, sizeClass: .regular).tree
        #expect(t.root.type == "NavigationSplitView")
        // 320 + 1 + 320 + 1 + 538; sidebar and content with large titles, the detail inline.
        expectFrame(t, "sidebar", 0, 24 + 96, 320, 820 - 20 - 120)
        expectFrame(t, "content", 321, 24 + 96, 320, 820 - 20 - 120)
        expectFrame(t, "detail", 642, 24 + 44, 538, 820 - 20 - 68)
        #expect(all(t, "NavigationColumn").count == 3)
    }

    @Test func twoColumnsAndColumnWidth() {
        let t = lay(NavigationSplitView {
            Color.red.id("sidebar").navigationSplitViewColumnWidth(250)
        } detail: {
            Color.blue.id("detail")
        }, Self.iPad, insets: Self.iPadInsets, sizeClass: .regular).tree
        expectFrame(t, "sidebar", 0, 120, 250, 680)
        expectFrame(t, "detail", 251, 68, 929, 732)
        let only = lay(NavigationSplitView(columnVisibility: .constant(.detailOnly)) {
            Color.red.id("sidebar")
        } detail: {
            Color.blue.id("detail")
        }, Self.iPad, insets: Self.iPadInsets, sizeClass: .regular).tree
        #expect(only.frame(id: "sidebar") == nil)
        expectFrame(only, "detail", 0, 68, 1180, 732)
    }

    @Test func compactWidthCollapsesToTheSidebar() {
        let t = lay(NavigationSplitView {
            Color.red.id("sidebar").navigationTitle("Folders")
        } detail: {
            Color.blue.id("detail")
        }).tree
        #expect(t.root.type == "NavigationSplitView")
        #expect(t.frame(id: "detail") == nil)
        expectFrame(t, "sidebar", 0, 155, 390, 655)
        let preferred = lay(NavigationSplitView(columnVisibility: .constant(.automatic), preferredCompactColumn: .constant(.detail)) {
            Color.red.id("sidebar")
        } detail: {
            Color.blue.id("detail")
        }).tree
        #expect(preferred.frame(id: "sidebar") == nil)
        expectFrame(preferred, "detail", 0, 155, 390, 655)
    }

    // MARK: Landscape and Dynamic Type

    static let landscape = CGSize(width: 844, height: 390)
    static let landscapeInsets = EdgeInsets(top: 0, leading: 59, bottom: 21, trailing: 59)

    @Test func compactHeightBarsAre32WithoutALargeTitle() {
        let t = lay(NavigationStack {
            Color.red.id("content").navigationTitle("Inbox").toolbar {
                ToolbarItem(placement: .bottomBar) { Text("S") }
            }
        }, Self.landscape, insets: Self.landscapeInsets, verticalSizeClass: .compact).tree
        expectFrame(t, "content", 59, 32, 726, 390 - 21 - 32 - 32)
        #expect(all(t, "LargeTitle").isEmpty)
        // The inline title shows: "Inbox" 47 × 21, centred in the 32 pt bar.
        expectRect(all(t, "Text").first { $0.frame.rect.width == 47 }?.frame.rect, 422 - 23.5, 5.5, 47, 21)
        expectRect(first(t, "BottomBar"), 59, 337, 726, 32)
    }

    @Test func compactHeightTabBarIs32WithSymbolsBesideTitles() {
        let t = lay(TabView {
            Color.red.id("c").tabItem { Label("One", systemImage: "house") }
        }, Self.landscape, insets: Self.landscapeInsets, verticalSizeClass: .compact).tree
        expectFrame(t, "c", 59, 0, 726, 337)
        expectRect(first(t, "TabBar"), 59, 337, 726, 32)
        let image = all(t, "Image").first?.frame.rect, title = all(t, "Text").first?.frame.rect
        // Side by side, 6 apart, both centred on the bar's middle line; the title 13 pt (16 tall).
        #expect(image.flatMap { i in title.map { abs($0.minX - i.maxX - 6) < 0.01 && abs($0.midY - 353) < 0.01 && abs(i.midY - 353) < 0.01 } } == true,
                "\(String(describing: image)) \(String(describing: title))")
        #expect(title?.height == 16)
    }

    @Test func barBackgroundsReachThroughTheSideInsetsInLandscape() {
        let t = lay(NavigationStack {
            Color.red.toolbarBackground(.visible, for: .navigationBar)
        }, Self.landscape, insets: Self.landscapeInsets, verticalSizeClass: .compact).tree
        expectRect(first(t, "NavigationBarBackground"), 0, 0, 844, 32)
        let u = lay(TabView { Color.red.tabItem { Text("A") }.toolbarBackground(.visible, for: .tabBar) },
                    Self.landscape, insets: Self.landscapeInsets, verticalSizeClass: .compact).tree
        expectRect(first(u, "TabBarBackground"), 0, 337, 844, 53)
    }

    @Test func largeTitleAreaGrowsWithDynamicType() {
        // accessibility3: largeTitle is 60 pt → a 72 pt line; 72 + 3 + 8 = 83.
        let t = lay(NavigationStack { Color.red.id("content").navigationTitle("T") }, dynamicTypeSize: .accessibility3).tree
        let line = all(t, "Text").first?.frame.rect.height ?? 0
        #expect(line > 52 - 11)
        expectFrame(t, "content", 0, 59 + 44 + line + 11, 390, 844 - 34 - (59 + 44 + line + 11))
        let d = lay(NavigationStack { Color.red.id("content").navigationTitle("T") }, dynamicTypeSize: .medium).tree
        expectFrame(d, "content", 0, 155, 390, 655)
    }

    @Test func linksInSideBySideColumnsHaveNoChevron() {
        let split = NavigationSplitView {
            List { NavigationLink("Inbox", value: 1) }
        } detail: {
            Color.blue
        }
        let regular = lay(split, Self.iPad, insets: Self.iPadInsets, sizeClass: .regular).tree
        #expect(all(regular, "Image").isEmpty)
        // The row's label is not a button there either.
        #expect(all(regular, "Button").isEmpty && all(regular, "NavigationLink").count == 1)
        // Collapsed on an iPhone, the same row has its chevron.
        #expect(all(lay(split).tree, "Image").count == 1)
    }

    @Test func editButtonIsAnEditBarButton() {
        let t = lay(NavigationStack { Color.red.toolbar { EditButton() } }).tree
        let text = all(t, "Text").first { $0.frame.rect.width > 0 }?.frame.rect
        // Trailing in the bar: "Edit" 38 wide ends at the 16 pt margin.
        expectRect(text, 374 - 38, 70.5, 38, 21)
    }

    @Test func automaticVisibilityShowsTheDetailAloneInPortrait() {
        let portrait = CGSize(width: 834, height: 1194)
        let view = NavigationSplitView {
            Color.red.id("sidebar")
        } detail: {
            Color.blue.id("detail")
        }
        let t = lay(view, portrait, insets: Self.iPadInsets, sizeClass: .regular).tree
        // The sidebar waits off the leading edge; the detail takes the width.
        expectFrame(t, "sidebar", -321, 24 + 96, 320, 1194 - 20 - 120)
        expectFrame(t, "detail", 0, 24 + 44, 834, 1194 - 20 - 68)
        // `.all` keeps it beside the detail.
        let all = lay(NavigationSplitView(columnVisibility: .constant(.all)) { Color.red.id("sidebar") } detail: { Color.blue.id("detail") },
                      portrait, insets: Self.iPadInsets, sizeClass: .regular).tree
        expectFrame(all, "sidebar", 0, 120, 320, 1054)
        expectFrame(all, "detail", 321, 68, 513, 1106)
    }

    @Test func tabBadgeSitsOnTheSymbol() {
        let t = lay(TabView {
            Color.red.tabItem { Label("Mail", systemImage: "envelope") }.badge(3)
            Color.blue.tabItem { Label("Calls", systemImage: "phone") }.badge(0)
        }).tree
        let badges = all(t, "Capsule").map(\.frame.rect)
        // One badge (0 shows none): 18 × 18, its leading edge 4 right of the item's centre (97.5),
        // its top 2 above the symbol's line (766).
        #expect(badges.count == 1)
        expectRect(badges.first, 101.5, 764, 18, 18)
    }

    @Test func unspecifiedProposalsAndEmptyWindows() {
        // Ideal size: the content's plus the bars.
        let t = lay(NavigationStack { Color.red.frame(width: 100, height: 50) }.fixedSize().id("stack"), insets: EdgeInsets())
        expectFrame(t.tree, "stack", 145, 349, 100, 146)
        let tabs = lay(TabView { Color.red.frame(width: 100, height: 50).tabItem { Text("A") } }.fixedSize().id("tabs"), insets: EdgeInsets())
        expectFrame(tabs.tree, "tabs", 145, 372.5, 100, 99)
        // A zero window lays out without trouble, every frame finite.
        for view in [AnyView(NavigationStack { List { Text("A") }.navigationTitle("T").searchable(text: .constant("")) }),
                     AnyView(TabView { Text("A").tabItem { Text("A") } }),
                     AnyView(NavigationSplitView { Text("A") } content: { Text("B") } detail: { Text("C") })] {
            for sizeClass in [UserInterfaceSizeClass.compact, .regular] {
                let l = lay(view, .zero, insets: EdgeInsets(), sizeClass: sizeClass)
                var stack = [l.tree.root]
                while let e = stack.popLast() {
                    #expect(e.frame.rect.minX.isFinite && e.frame.rect.width.isFinite && e.frame.rect.height >= 0)
                    stack += e.children
                }
            }
        }
    }

    @Test func scrollingFoldsTheSearchFieldAwayBeforeTheTitle() {
        let l = lay(NavigationStack {
            List { ForEach(0..<30) { _ in Text("A") } }.navigationTitle("Inbox").searchable(text: .constant(""))
        })
        expectRect(first(l.tree, "LargeTitle"), 0, 103, 390, 52)
        expectRect(first(l.tree, "SearchField"), 0, 155, 390, 52)
        let id = l.scrollViews[0].identity
        // 30: the search area is 22 tall under the title, which has not moved.
        l.setScrollOffset(CGPoint(x: 0, y: 30), forScrollViewAt: id)
        expectRect(first(l.tree, "LargeTitle"), 0, 103, 390, 52)
        expectRect(first(l.tree, "SearchField"), 0, 155, 390, 22)
        // The field (inside the box) slides up under the title: 8 below the area's top, 30 up.
        var inBox: [LayoutTree.Element] = all(l.tree, "SearchField")
        var field: CGRect?
        while let e = inBox.popLast() {
            if e.type == "RoundedRectangle" { field = e.frame.rect }
            inBox += e.children
        }
        expectRect(field, 16, 155 + 8 - 30, 358, 36)
        // 80: the field is gone and the title has moved up 28.
        l.setScrollOffset(CGPoint(x: 0, y: 80), forScrollViewAt: id)
        expectRect(first(l.tree, "LargeTitle"), 0, 103, 390, 24)
        expectRect(first(l.tree, "SearchField"), 0, 127, 390, 0)
        #expect(first(l.tree, "NavigationTitle")?.height == 0)
        // 104: both gone, the inline title shows.
        l.setScrollOffset(CGPoint(x: 0, y: 104), forScrollViewAt: id)
        expectRect(first(l.tree, "NavigationTitle"), 16, 59, 358, 44)
    }

    @Test func pagesShowIndexDotsAtTheBottom() {
        let t = lay(TabView(selection: .constant(1)) {
            Color.red.tag(0)
            Color.blue.id("page").tag(1)
            Color.green.tag(2)
        }.tabViewStyle(.page)).tree
        expectFrame(t, "page", 0, 59, 390, 751)
        // Three 7 pt dots 9 apart (39 wide), centred in the 26 pt strip at the bottom (810 - 26).
        expectRect(first(t, "PageIndex"), 195 - 19.5, 810 - 26 + 9.5, 39, 7)
        #expect(all(t, "Circle").count == 3)
        let single = lay(TabView { Color.red }.tabViewStyle(.page)).tree
        #expect(all(single, "PageIndex").isEmpty)
        let never = lay(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never))).tree
        #expect(all(never, "PageIndex").isEmpty)
    }

    @Test func aStackInASplitViewColumnIsThatColumnsNavigation() {
        let t = lay(NavigationSplitView {
            NavigationStack { Color.red.id("sidebar").navigationTitle("Folders") }
        } detail: {
            NavigationStack { Color.blue.id("detail").navigationTitle("Note") }
        }, Self.iPad, insets: Self.iPadInsets, sizeClass: .regular).tree
        // One bar per column: the sidebar under its large title, the detail under its inline bar.
        expectFrame(t, "sidebar", 0, 24 + 96, 320, 680)
        expectFrame(t, "detail", 321, 24 + 44, 859, 732)
        #expect(all(t, "NavigationColumn").isEmpty && all(t, "NavigationStack").count == 2)
        #expect(all(t, "LargeTitle").count == 1)
        // Collapsed, and a stack in a stack: one bar.
        let compact = lay(NavigationSplitView { NavigationStack { Color.red.id("sidebar") } } detail: { Color.blue }).tree
        expectFrame(compact, "sidebar", 0, 155, 390, 655)
        let nested = lay(NavigationStack { NavigationStack { Color.red.id("inner") } }).tree
        expectFrame(nested, "inner", 0, 155, 390, 655)
    }
}
