import Foundation
import Testing
@testable import Trellis

/// Preferences, anchors and geometry observers in SwiftUI's order (Engine/Preferences.swift):
/// values flow up after layout, readers of the same pass (overlayPreferenceValue) see them at
/// once, actions run after the pass and a state they change applies on the next pass.
@MainActor @Suite struct PreferenceTests {
    struct SumKey: PreferenceKey {
        static let defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value += nextValue() }
    }

    struct LastKey: PreferenceKey {
        static let defaultValue = "none"
    }

    struct BoundsKey: PreferenceKey {
        static let defaultValue: Anchor<CGRect>? = nil
        static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
    }

    /// Records what actions receive.
    final class Log: @unchecked Sendable {
        var values: [String] = []
    }

    @Test func valuesAreReducedInTreeOrderAndAnOuterPreferenceReplacesTheInnerOnes() {
        let log = Log()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 3)
            HStack {
                Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 4)
                Color.red.frame(width: 10, height: 10).preference(key: SumKey.self, value: 5)
            }
            .preference(key: SumKey.self, value: 100)
            Color.blue.frame(width: 10, height: 10)
                .transformPreference(SumKey.self) { $0 += 0.5 }
        }
        .onPreferenceChange(SumKey.self) { log.values.append("\($0)") }
        let layout = ResolvedTree(view)
        layout.layout(in: CGSize(width: 100, height: 100))
        #expect(log.values == ["103.5"])
    }

    @Test func aSubtreeThatSetsNothingReadsTheDefaultAndTheDefaultReduceKeepsTheLast() {
        let log = Log()
        let layout = ResolvedTree(VStack {
            Text("a").preference(key: LastKey.self, value: "first")
            Text("b").preference(key: LastKey.self, value: "second")
            Color.clear.onPreferenceChange(LastKey.self) { log.values.append("inner \($0)") }
        }.onPreferenceChange(LastKey.self) { log.values.append($0) })
        layout.layout(in: CGSize(width: 100, height: 100))
        #expect(log.values.sorted() == ["inner none", "second"])
    }

    @Test func actionsRunOnceAfterThePassAndAgainOnlyWhenTheValueChanges() {
        let log = Log()
        let layout = ResolvedTree(Color.red.onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.values.append("\($0)") })
        layout.layout(in: CGSize(width: 100, height: 50))
        layout.layout(in: CGSize(width: 100, height: 80))
        #expect(log.values == ["100.0"])
        layout.layout(in: CGSize(width: 120, height: 80))
        #expect(log.values == ["100.0", "120.0"])
    }

    struct Measured: View {
        @State var height: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(height: 30).preference(key: SumKey.self, value: 30)
                Color.blue.frame(width: height * 2, height: 5).id("bar")
            }
            .onPreferenceChange(SumKey.self) { height = $0 }
        }
    }

    @Test func aStateChangedByAnActionAppliesOnTheNextPass() {
        let layout = ResolvedTree(VStack { Measured() })
        layout.layout(in: CGSize(width: 200, height: 200))
        #expect(layout.tree.frame(id: "bar")?.width == 60)
        // One pass to deliver 30, one to draw it; the second delivers nothing new.
        #expect(layout.preferenceResolutions == 1)
    }

    struct Runaway: View {
        @State var count = 0
        var body: some View {
            Color.red.frame(width: CGFloat(count), height: 5).id("bar")
                .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { _ in count += 1 }
        }
    }

    @Test func anActionThatKeepsChangingWhatItObservesStopsAfterABoundedNumberOfPasses() {
        let layout = ResolvedTree(VStack { Runaway() })
        layout.layout(in: CGSize(width: 200, height: 200))
        #expect(layout.preferenceResolutions == ResolvedTree.maximumPreferencePasses)
        #expect(layout.tree.frame(id: "bar")?.width == CGFloat(ResolvedTree.maximumPreferencePasses))
    }

    @Test func overlayPreferenceValueReadsAnAnchorOfTheSamePassInItsOwnCoordinates() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20)
            Color.blue.frame(width: 60, height: 30).anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
        }
        .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Color.yellow.frame(width: r.width, height: r.height).id("mark").offset(x: r.minX, y: r.minY)
                }
            }
        }
        let t = layout(view, 200, 200)
        // The stack is 60×50, centred: (70, 75); the blue view is 60×30 at (70, 95).
        expectFrame(t, "mark", 70, 95, 60, 30)
    }

    @Test func anchorsOfPointsAndTheProxySubscript() {
        let a = Anchor<CGPoint>.Source.bottomTrailing.make(CGRect(x: 10, y: 20, width: 30, height: 40))
        let proxy = GeometryProxy(size: CGSize(width: 100, height: 100), globalFrame: CGRect(x: 5, y: 5, width: 100, height: 100))
        #expect(proxy[a] == CGPoint(x: 35, y: 55))
        let r = Anchor<CGRect>.Source.rect(CGRect(x: 1, y: 2, width: 3, height: 4)).make(CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(proxy[r] == CGRect(x: 6, y: 17, width: 3, height: 4))
    }
}

/// A view resolved again after a geometry action keeps its scroll offsets.
@MainActor @Suite struct PreferenceScrollTests {
    struct Header: View {
        @State var minY: CGFloat = 0
        var body: some View {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(height: 50)
                        .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minY } action: { minY = $0 }
                    Color.blue.frame(width: 10, height: 1000)
                }
            }
            .id("scroller")
            .overlay(alignment: .topLeading) { Color.green.frame(width: 5 + max(0, -minY), height: 5).id("mark") }
        }
    }

    @Test func scrollingAViewWhoseGeometryIsObservedKeepsTheOffsetAndUpdatesTheState() throws {
        let layout = ResolvedTree(VStack { Header() })
        layout.layout(in: CGSize(width: 100, height: 200))
        let scroller = try #require(layout.scrollViews.first)
        layout.setScrollOffset(CGPoint(x: 0, y: 30), forScrollViewAt: scroller.identity)
        #expect(layout.scrollViews.first?.contentOffset == CGPoint(x: 0, y: 30))
        // The action stored minY = −30; the next pass drew it.
        #expect(layout.tree.frame(id: "mark")?.width == 35)
    }
}
