import Foundation
import Testing
import TrellisTestSupport

/// A screen written the way apps written for iOS 26 write their toolbars (Grocy's stock journal
/// and filter sheets): role-only `Button(role: .close)` / `Button(role: .confirm)`, a fixed
/// `ToolbarSpacer` between items, a flexible one and the search item in the bottom bar, and
/// `tabBarMinimizeBehavior(.onScrollDown)`, compiled and laid out.
@Suite(.serialized) struct iOS26APICompiled {
    static let journal = #"""
        import SwiftUI

        struct JournalView: View {
            @State private var searchString = ""
            @Environment(\.dismiss) private var dismiss

            var body: some View {
                TabView {
                    NavigationStack {
                        List { Text("Purchase").id("row") }
                            .navigationTitle("Journal")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) {
                                    Button(role: .close, action: { dismiss() }).id("close")
                                }
                                ToolbarItem(placement: .confirmationAction) {
                                    Button(role: .confirm) { dismiss() }.id("confirm")
                                }
                                ToolbarSpacer(.fixed)
                                ToolbarItem(placement: .automatic) {
                                    Button(action: {}) { Image(systemName: "line.3.horizontal.decrease") }.id("filter")
                                }
                                ToolbarSpacer(.flexible, placement: .bottomBar)
                                DefaultToolbarItem(kind: .search, placement: .bottomBar)
                            }
                            .searchable(text: $searchString, placement: .toolbar)
                    }
                    .tabItem { Label("Journal", systemImage: "list.bullet") }
                }
                .tabBarMinimizeBehavior(.onScrollDown)
            }
        }

        #Preview { JournalView() }
        """#

    @Test func aniOS26ToolbarCompilesWithRoleSymbolsAndSpacers() throws {
        let url = try Command.temporaryFile(Self.journal, name: "JournalView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let close = try #require(tree.frame(id: "close")), confirm = try #require(tree.frame(id: "confirm"))
        let filter = try #require(tree.frame(id: "filter"))
        // The close button at the leading margin; on the trailing side the confirm button, then a
        // fixed spacer's break (two 16 pt item gaps), then the filter button at the margin.
        #expect(close.minX == 16, "\(close)")
        #expect(abs(filter.maxX - 374) < 0.01, "\(filter)")
        #expect(abs(filter.minX - 32 - confirm.maxX) < 0.01, "\(confirm) \(filter)")
        #expect(tree.root.all.contains { $0.type == "Image" })
    }
}
