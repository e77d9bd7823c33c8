import Foundation
import Testing
@testable import Trellis

/// iOS 18's tab sections and tab modifiers on an iPhone (Sources/Trellis/Navigation/TabSection.swift,
/// TabContentModifiers.swift, TabViewCustomization.swift): a section's tabs take their places in
/// the tab bar, hidden tabs and sections are left out, and a customization keeps what is set.
@Suite struct TabSectionTests {
    private func lay<V: View>(_ view: V) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        env.horizontalSizeClass = .compact
        let l = ResolvedTree(view, environment: env)
        l.layout(in: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return l.tree
    }

    private func count(_ tree: LayoutTree, _ type: String) -> Int {
        var n = 0
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.type == type { n += 1 }
            stack.append(contentsOf: e.children)
        }
        return n
    }

    @Test func aSectionsTabsJoinTheBarAndHiddenOnesLeaveIt() {
        let t = lay(TabView(selection: .constant(3)) {
            Tab("One", systemImage: "house", value: 1) { Color.red.id("one") }
            Tab("Two", systemImage: "tray", value: 2) { Color.red.id("two") }
                .hidden(true)
            TabSection("Library") {
                Tab("Three", systemImage: "book", value: 3) { Color.red.id("three") }
                Tab("Four", systemImage: "film", value: 4) { Color.red.id("four") }
            }
            .sectionActions { Button("Add") {} }
            TabSection("Hidden") {
                Tab("Five", systemImage: "star", value: 5) { Color.red.id("five") }
            }
            .hidden(true)
        }
        .tabViewStyle(.sidebarAdaptable))
        // One, Three and Four are in the bar (three items, three symbols); Three is shown.
        #expect(count(t, "Image") == 3)
        #expect(t.frame(id: "three") == CGRect(x: 0, y: 59, width: 390, height: 702))
        #expect(t.frame(id: "one") == nil)
        #expect(count(t, "TabBar") == 1)
    }

    @Test func aHiddenSelectedTabFallsBackToTheFirst() {
        let t = lay(TabView(selection: .constant(2)) {
            Tab("One", systemImage: "house", value: 1) { Color.red.id("one") }
            Tab("Two", systemImage: "tray", value: 2) { Color.red.id("two") }.hidden()
        })
        #expect(t.frame(id: "two") == nil)
        #expect(t.frame(id: "one") == CGRect(x: 0, y: 59, width: 390, height: 702))
        #expect(count(t, "Image") == 1)
    }

    @Test func defaultVisibilityHiddenInTheTabBarLeavesTheBar() {
        let t = lay(TabView {
            Tab("One", systemImage: "house") { Color.red.id("one") }
            Tab("Two", systemImage: "tray") { Color.red.id("two") }
                .customizationID("two")
                .defaultVisibility(.hidden, for: .tabBar)
            Tab("Three", systemImage: "book") { Color.red.id("three") }
                .defaultVisibility(.hidden, for: .sidebar)
        })
        #expect(count(t, "Image") == 2)
    }

    @Test func customizationKeepsVisibilitiesAndOrdersAndEncodes() throws {
        var c = TabViewCustomization()
        #expect(c[visibility: "alerts"] == .automatic)
        c[visibility: "alerts"] = .hidden
        c[tab: "news"].sidebarVisibility = .visible
        #expect(c[visibility: "alerts"] == .hidden)
        #expect(c[tab: "news"].sidebarVisibility == .visible)
        #expect(c[tab: "news"].tabBarVisibility == .automatic)
        #expect(c[sectionID: "library"] == nil)
        #expect(c[section: "library"].tabOrder == nil)
        let data = try JSONEncoder().encode(c)
        let back = try JSONDecoder().decode(TabViewCustomization.self, from: data)
        #expect(back == c)
        c.resetVisibility()
        #expect(c[visibility: "alerts"] == .automatic)
        #expect(c == TabViewCustomization())
    }
}
