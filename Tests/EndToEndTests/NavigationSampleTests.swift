import Foundation
import Testing
import Trellis

/// The navigation samples, through the real `trellis` command (they are compiled: the
/// interpreter does not take navigation containers yet): an inbox with a large title, bar
/// buttons, a search field and a bottom toolbar; a tab app; a split view that collapses in a
/// compact width.
@Suite(.serialized) struct NavigationSamples {
    static func all(_ e: LayoutTree.Element, _ type: String) -> [LayoutTree.Element] {
        (e.type == type ? [e] : []) + e.children.flatMap { all($0, type) }
    }

    static func layout(_ sample: String, _ extra: [String]) throws -> LayoutTree {
        let r = try CompiledPath.run(["layout", CompiledPath.sample(sample), "--json"] + extra)
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    @Test func inboxHasItsBarsOnAnIPhone15() throws {
        let tree = try Self.layout("MailInbox.swift", ["--device", "iphone-15", "--preview", "Inbox"])
        #expect(tree.root.type == "NavigationStack")
        // The plain list starts under the 44 pt bar below the 59 pt status bar; the large title
        // and the search field (52 + 52) scroll with it; the bottom toolbar sits above the 34 pt.
        let list = try #require(Self.all(tree.root, "List").first)
        #expect(list.frame.y == 103 && list.frame.height == 852 - 34 - 44 - 103)
        let header = try #require(Self.all(tree.root, "LargeTitle").first)
        #expect(header.frame.y == 103 && header.frame.height == 52)
        let search = try #require(Self.all(tree.root, "SearchField").first)
        #expect(search.frame.y == 155 && search.frame.height == 52)
        let bottom = try #require(Self.all(tree.root, "BottomBar").first)
        #expect(bottom.frame.y == 852 - 34 - 44 && bottom.frame.height == 44)
        #expect(Self.all(tree.root, "NavigationBarLeading").count == 1 && Self.all(tree.root, "NavigationBarTrailing").count == 1)
        // The first row starts under the header.
        let rows = Self.all(tree.root, "ListRow")
        #expect(rows.first.map { $0.frame.y == 103 + 104 } == true, "\(rows.first.map(\.frame) as Any)")
    }

    @Test func tabsShowTheFirstTabAboveA49PointBar() throws {
        let tree = try Self.layout("MusicTabs.swift", ["--device", "iphone-15", "--preview", "Tabs"])
        #expect(tree.root.type == "TabView")
        let bar = try #require(Self.all(tree.root, "TabBar").first)
        #expect(bar.frame.y == 852 - 34 - 49 && bar.frame.height == 49 && bar.frame.width == 393)
        #expect(Self.all(bar, "Image").count == 4)
        // The first tab (a NavigationStack titled Home) is the one shown.
        let stack = try #require(Self.all(tree.root, "NavigationStack").first)
        #expect(stack.frame.y == 59 && stack.frame.height == 852 - 34 - 49 - 59)
        #expect(Self.all(tree.root, "NavigationStack").count == 1)

        let selected = try Self.layout("MusicTabs.swift", ["--device", "iphone-15", "--preview", "tabItem and selection"])
        #expect(Self.all(selected.root, "List").count == 1)
    }

    @Test func splitViewHasThreeColumnsOnAnIPadAndCollapsesOnAnIPhone() throws {
        let iPad = try Self.layout("NotesSplitView.swift", ["--preview", "iPad"])
        let columns = Self.all(iPad.root, "NavigationColumn")
        #expect(columns.map(\.frame.x) == [0, 321, 642])
        #expect(columns.map(\.frame.width) == [320, 320, 538])
        let iPhone = try Self.layout("NotesSplitView.swift", ["--preview", "Adaptive", "--device", "iphone-15"])
        #expect(iPhone.root.type == "NavigationSplitView")
        #expect(Self.all(iPhone.root, "NavigationColumn").isEmpty)
        // The sidebar: folders with the chevrons of their links.
        #expect(Self.all(iPhone.root, "NavigationLink").count == 4)
        let compact = try Self.layout("NotesSplitView.swift", ["--preview", "iPad", "--horizontal-size-class", "compact"])
        #expect(compact.root.type == "NavigationSplitView" && Self.all(compact.root, "NavigationColumn").isEmpty)
    }
}
