import Foundation
import Testing
@testable import Trellis

/// iOS 26 SwiftUI API that apps written for iOS 26 use (Sources/Trellis/Navigation/ToolbarSpacer.swift,
/// DefaultToolbarItem.swift, TabBarMinimizeBehavior.swift, Controls/DefaultButtonLabel.swift).
/// An iPhone 15 window: 390×844, 59 pt above and 34 below in the safe area; text measured by the
/// approximate measurer (body 17 pt: 21 tall, 9.35 pt per character).
@Suite struct iOS26APITests {
    private func lay<V: View>(_ view: V) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        env.horizontalSizeClass = .compact
        env.verticalSizeClass = .regular
        let l = ResolvedTree(view, environment: env)
        l.layout(in: CGSize(width: 390, height: 844), safeArea: EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0))
        return l.tree
    }

    private func images(_ tree: LayoutTree) -> [LayoutTree.Element] {
        var found: [LayoutTree.Element] = []
        var stack = [tree.root]
        while let e = stack.popLast() {
            if e.type == "Image" { found.append(e) }
            stack.append(contentsOf: e.children.reversed())
        }
        return found
    }

    // MARK: ToolbarSpacer

    @Test func fixedSpacerBetweenTrailingItemsDoublesTheirGap_sizeChosenAsAnEmptyItem() {
        let t = lay(NavigationStack {
            Color.red.toolbar {
                ToolbarItem { Text("Add").id("add") }
                ToolbarSpacer(.fixed)
                ToolbarItem { Text("More").id("more") }
            }
        })
        // "More" 38 wide at the 16 pt margin; "Add" 29 wide two 16 pt gaps before it.
        expectFrame(t, "more", 374 - 38, 70.5, 38, 21)
        expectFrame(t, "add", 374 - 38 - 32 - 29, 70.5, 29, 21)
    }

    @Test func spacerAtTheEndOfASideIsDropped() {
        let t = lay(NavigationStack {
            Color.red.toolbar {
                ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
                ToolbarSpacer(.fixed)
                ToolbarItem { Text("Add").id("add") }
                ToolbarSpacer(.fixed)
            }
        })
        expectFrame(t, "edit", 16, 70.5, 38, 21)
        expectFrame(t, "add", 374 - 29, 70.5, 29, 21)
    }

    @Test func flexibleSpacerInTheBottomBarPushesTheItemsAfterItToTheTrailingMargin() {
        let t = lay(NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .bottomBar) { Text("Status").id("status") }
                ToolbarSpacer(.flexible, placement: .bottomBar)
                ToolbarItem(placement: .bottomBar) { Text("Add").id("add") }
            }
        })
        expectFrame(t, "status", 16, 766 + 11.5, 57, 21)
        expectFrame(t, "add", 374 - 29, 766 + 11.5, 29, 21)
    }

    @Test func spacerSizingDefaultsToFlexibleAndAutomaticPlacement() {
        let spacer = ToolbarSpacer()
        #expect(spacer.sizing == .flexible && spacer.placement == .automatic)
        #expect(SpacerSizing.fixed != SpacerSizing.flexible)
    }

    // MARK: DefaultToolbarItem

    @Test func defaultSearchItemIsAMagnifyingGlassAtTheBottomBarsTrailingMargin() {
        let t = lay(NavigationStack {
            Color.red.navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarSpacer(.flexible, placement: .bottomBar)
                DefaultToolbarItem(kind: .search, placement: .bottomBar)
            }
        })
        let glass = images(t).last?.frame.rect
        #expect(glass != nil)
        if let glass { #expect(abs(glass.maxX - 374) < 0.01 && glass.minY > 766) }
    }

    // MARK: Button(role:action:)

    @Test func roleOnlyButtonsShowTheSystemSymbolForTheirRole() {
        #expect(DefaultButtonLabel(role: .close).symbolName == "xmark")
        #expect(DefaultButtonLabel(role: .cancel).symbolName == "xmark")
        #expect(DefaultButtonLabel(role: .confirm).symbolName == "checkmark")
        #expect(DefaultButtonLabel(role: .destructive).symbolName == "trash")
        #expect(DefaultButtonLabel(role: .confirm).title == "Done")
        #expect(ButtonRole.close != ButtonRole.cancel && ButtonRole.confirm != ButtonRole.close)
    }

    @Test func closeAndConfirmButtonsSitAtTheBarsMarginsAsTheirSymbols() {
        let t = lay(NavigationStack {
            Color.red.navigationTitle("Filter").navigationBarTitleDisplayMode(.inline).toolbar {
                ToolbarItem(placement: .cancellationAction) { Button(role: .close) {}.id("close") }
                ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) {}.id("confirm") }
            }
        })
        let close = t.frame(id: "close"), confirm = t.frame(id: "confirm")
        let symbols = images(t).map(\.frame.rect)
        #expect(symbols.count == 2)
        #expect(close?.minX == 16)
        #expect(confirm?.maxX == 374)
        // Each button is its symbol, centred in the 44 pt bar.
        #expect(close?.size == symbols.first?.size && confirm?.size == symbols.last?.size)
        if let close { #expect(abs(close.midY - (59 + 22)) < 0.01) }
    }

    // MARK: tabBarMinimizeBehavior

    @Test func tabBarMinimizeBehaviorLeavesTheTabViewAsItIsAtRest() {
        let plain = lay(TabView { Color.red.id("c").tabItem { Label("One", systemImage: "house") } })
        let minimizing = lay(TabView { Color.red.id("c").tabItem { Label("One", systemImage: "house") } }.tabBarMinimizeBehavior(.onScrollDown))
        #expect(plain.frame(id: "c") == minimizing.frame(id: "c"))
        #expect(TabBarMinimizeBehavior.onScrollDown != .never)
    }
}
