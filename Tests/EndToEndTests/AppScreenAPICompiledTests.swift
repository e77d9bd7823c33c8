import Foundation
import Testing
import Trellis

/// API the public projects' screens stopped on once their project compiled (`scripts/reach.sh`):
/// `@Environment(\.dismiss)`, `openURL`, `isPresented`, `isLuminanceReduced`, `@AppStorage` and
/// `@SceneStorage` (a preview reads the defaults the view gives and never the person's), a
/// `TimelineView` (built once, for now), materials, `compositingGroup`, `blendMode`,
/// `symbolRenderingMode`, `backgroundStyle`, `listItemTint`, `onOpenURL`, `ContainerRelativeShape`
/// and a list's `onDelete`/`onMove` — compiled by the real `trellis` command in Swift 6.
@Suite(.serialized) struct AppScreenAPICompiled {
    static let screen = """
        import SwiftUI

        enum Units: String { case metric, imperial }

        struct SettingsSheet: View {
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.openURL) private var openURL
            @Environment(\\.isPresented) private var isPresented
            @Environment(\\.isLuminanceReduced) private var isLuminanceReduced
            @AppStorage("units") private var units = Units.metric
            @AppStorage("dailyGoal") private var dailyGoal = 8
            @AppStorage("nickname") private var nickname: String?
            @SceneStorage("selectedTab") private var selectedTab = 2
            @State private var items = ["a", "b"]

            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: units == .metric ? 100 : 50, height: 10).id("units")
                    Color.green.frame(width: CGFloat(dailyGoal * 10), height: 10).id("goal")
                    Color.blue.frame(width: nickname == nil ? 30 : 60, height: 10).id("nickname")
                    Color.orange.frame(width: CGFloat(selectedTab * 10), height: isPresented || isLuminanceReduced ? 20 : 10).id("tab")
                    TimelineView(.periodic(from: .distantPast, by: 60)) { context in
                        Color.purple.frame(width: context.date <= Date() ? 40 : 20, height: 10).id("timeline")
                    }
                    ContainerRelativeShape().fill(.thinMaterial).frame(width: 70, height: 10).id("shape")
                        .compositingGroup()
                        .blendMode(.multiply)
                    Image(systemName: "heart.fill").symbolRenderingMode(.hierarchical).frame(width: 20, height: 20).id("symbol")
                        .backgroundStyle(.blue.gradient)
                        .listItemTint(.red)
                    ForEach(items, id: \\.self) { Color.gray.frame(width: 10, height: 10).id($0) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                    Button("Done") { dismiss(); openURL(URL(string: "https://example.com")!) }
                        .frame(width: 80, height: 30).id("done")
                }
                .onOpenURL { _ in dismiss() }
            }
        }

        #Preview {
            SettingsSheet()
        }
        """

    /// The defaults the view gives: metric (100), 8 (80), no nickname (30), tab 2 (20); nothing
    /// presented; the timeline's entry is in the past (40). The column is 100 wide and 10 × 5 + 10
    /// + 20 + 2 × 10 + 30 = 130 tall, centred in 390 × 844: y 357, each child centred on x 195.
    @Test func theScreenCompilesAndShowsTheDefaults() throws {
        let r = try CompiledPath.layoutInSwift6Package(Self.screen, name: "SettingsSheet.swift", target: "SettingsUI")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        expectFrame(tree, "units", 145, 357, 100, 10)
        expectFrame(tree, "goal", 155, 367, 80, 10)
        expectFrame(tree, "nickname", 180, 377, 30, 10)
        expectFrame(tree, "tab", 185, 387, 20, 10)
        expectFrame(tree, "timeline", 175, 397, 40, 10)
        expectFrame(tree, "shape", 160, 407, 70, 10)
        expectFrame(tree, "symbol", 185, 417, 20, 20)
        expectFrame(tree, "a", 190, 437, 10, 10)
        expectFrame(tree, "b", 190, 447, 10, 10)
        expectFrame(tree, "done", 155, 457, 80, 30)
    }
}
