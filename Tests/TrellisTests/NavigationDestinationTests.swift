import Foundation
import Testing
@testable import Trellis

/// Pushed views at rest (facts 16–17 of Sources/Trellis/Navigation/NavigationMetrics.swift and
/// the rules at the top of NavigationDestination.swift): a stack whose path holds values shows
/// the destination of the last one, with a back button; a presented destination is pushed over
/// the view that declares it. An iPhone 15 window: 390×844, 59 pt above and 34 pt below in the
/// safe area. Text is measured by the approximate measurer (0.55 em per character, lines 1.2 em,
/// sizes rounded up); a symbol is its design box at the font's size × the image scale (large:
/// 1.29), so chevron.backward (55×100) at the body size (17) is 12.06 × 21.93.
@Suite struct NavigationDestinationTests {
    static let phone = CGSize(width: 390, height: 844)
    static let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)

    private func lay<V: View>(_ view: V) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        env.horizontalSizeClass = .compact
        env.verticalSizeClass = .regular
        let l = ResolvedTree(view, environment: env)
        l.layout(in: Self.phone, safeArea: Self.insets)
        return l.tree
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

    private func has(_ tree: LayoutTree, id: String) -> Bool {
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.id == id { return true }
            stack.append(contentsOf: e.children)
        }
        return false
    }

    // The back button: chevron (12.0615 × 21.9300) + 3 + the title's line (21 tall), centred in
    // the 44-pt bar: 59 + (44 − 21.93) / 2 = 70.035; 8 pt from the leading edge.
    static let chevronWidth: CGFloat = 55.0 / 100 * 17 * 1.29
    static let chevronHeight: CGFloat = 17 * 1.29

    enum Route: Hashable { case settings, profile(Int) }

    @Test func theLastValueOfATypedPathIsShownWithABackButtonTitledByTheRoot() {
        let t = lay(NavigationStack(path: .constant([3])) {
            Color.blue.id("root")
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { n in
                    Color.red.id("detail\(n)").navigationTitle("Detail")
                }
        })
        #expect(!has(t, id: "root"))
        // Under a large root title the pushed view's automatic title is large too (fact 17):
        // its content starts under the 44-pt bar and the 52-pt title area.
        expectFrame(t, "detail3", 0, 155, 390, 655)
        // "Numbers": 7 × 9.35 = 65.45 → 66 wide.
        let back = all(t, "BackButton").first?.frame.rect
        let w = Self.chevronWidth + 3 + 66
        #expect(back.map { abs($0.minX - 8) < 0.01 && abs($0.minY - 70.035) < 0.01 && abs($0.width - w) < 0.01
                && abs($0.height - Self.chevronHeight) < 0.01 } == true, "\(String(describing: back))")
        // The large title is the pushed view's: "Detail", 34 pt bold (6 × 18.7 = 112.2 → 113).
        let large = all(t, "Text").filter { $0.frame.rect.height > 40 }
        #expect(large.count == 1 && abs(large[0].frame.rect.width - 113) < 0.01, "\(large.map(\.frame.rect))")
    }

    @Test func aNavigationPathOfSeveralTypesFollowsRegistrationsOfEveryViewBelow() {
        var path = NavigationPath()
        path.append(Route.profile(7))
        path.append("posts")
        let t = lay(NavigationStack(path: .constant(path)) {
            Color.blue.id("root")
                .navigationDestination(for: Route.self) { route in
                    Color.orange.id("route")
                        .navigationTitle("Profile")
                        .navigationDestination(for: String.self) { s in Color.green.id(s) }
                }
        })
        #expect(path.count == 2 && !path.isEmpty)
        #expect(!has(t, id: "root") && !has(t, id: "route"))
        expectFrame(t, "posts", 0, 155, 390, 655)
        // Back to "Profile": 7 characters, 66 wide.
        let back = all(t, "BackButton").first?.frame.rect
        #expect(back.map { abs($0.width - (Self.chevronWidth + 3 + 66)) < 0.01 } == true)
    }

    @Test func aValueNoRegistrationTakesStopsTheStackBeforeIt() {
        let t = lay(NavigationStack(path: .constant(NavigationPath([1, 2]))) {
            Color.blue.id("root")
                .navigationDestination(for: String.self) { s in Color.green.id(s) }
        })
        expectFrame(t, "root", 0, 155, 390, 655)
        #expect(all(t, "BackButton").isEmpty)
    }

    @Test func anEmptyPathShowsTheRoot() {
        let t = lay(NavigationStack(path: .constant([Int]())) {
            Color.blue.id("root").navigationDestination(for: Int.self) { _ in Color.red.id("detail") }
        })
        expectFrame(t, "root", 0, 155, 390, 655)
        #expect(!has(t, id: "detail"))
    }

    @Test func aPresentedDestinationIsPushedWithABackButtonSayingBack() {
        let t = lay(NavigationStack {
            Color.blue.id("root")
                .navigationBarTitleDisplayMode(.inline)
                .navigationDestination(isPresented: .constant(true)) { Color.green.id("presented") }
                .navigationDestination(isPresented: .constant(false)) { Color.red.id("not") }
        })
        #expect(!has(t, id: "root") && !has(t, id: "not"))
        // An inline root: the pushed view's automatic mode is inline, content right under the bar.
        expectFrame(t, "presented", 0, 103, 390, 707)
        // "Back": 4 × 9.35 = 37.4 → 38 wide.
        let back = all(t, "BackButton").first?.frame.rect
        #expect(back.map { abs($0.width - (Self.chevronWidth + 3 + 38)) < 0.01 } == true, "\(String(describing: back))")
    }

    @Test func anItemDestinationIsPushedForANonNilItem() {
        let some: Int? = 4, none: Int? = nil
        let t = lay(NavigationStack {
            Color.blue.id("root")
                .navigationDestination(item: .constant(some)) { n in Color.green.id("item\(n)") }
        })
        expectFrame(t, "item4", 0, 155, 390, 655)
        let u = lay(NavigationStack {
            Color.blue.id("root").navigationDestination(item: .constant(none)) { n in Color.green.id("item\(n)") }
        })
        expectFrame(u, "root", 0, 155, 390, 655)
    }

    @Test func theBackButtonCanBeHiddenAndLeadingItemsFollowIt() {
        let hidden = lay(NavigationStack(path: .constant([1])) {
            Color.blue.navigationDestination(for: Int.self) { _ in
                Color.red.id("d").navigationBarBackButtonHidden()
            }
        })
        #expect(all(hidden, "BackButton").isEmpty)
        let items = lay(NavigationStack(path: .constant([1])) {
            Color.blue.navigationTitle("A").navigationDestination(for: Int.self) { _ in
                Color.red.id("d").toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.green.frame(width: 20, height: 20).id("lead") }
                }
            }
        })
        // The back button ("A": 9.35 → 10 wide) ends at 8 + 12.06 + 3 + 10; the item is 16 after it.
        let x = 8 + Self.chevronWidth + 3 + 10 + 16
        expectFrame(items, "lead", x, 59 + 12, 20, 20)
    }
}
