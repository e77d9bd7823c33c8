import Foundation
import Testing
import Trellis
import TrellisBundledLayouts

/// Apple's custom-layout examples (TrellisBundledLayouts) and the `Layout` protocol surface.
@Suite struct ExampleLayouts {
    @Test func basicVStackCentredAndLeading() {
        let centred = layout(BasicVStack {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        }.id("stack"))
        expectFrame(centred, "stack", 70, 85, 60, 30)
        expectFrame(centred, "a", 80, 85, 40, 20)
        expectFrame(centred, "b", 70, 105, 60, 10)
        let leading = layout(BasicVStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        })
        expectFrame(leading, "a", 70, 85, 40, 20)
        expectFrame(leading, "b", 70, 105, 60, 10)
        // Both spellings of a layout call compile: `BasicVStack { … }` above and `BasicVStack() { … }`.
        let empty = layout(BasicVStack() { EmptyView() }.id("stack"))
        expectFrame(empty, "stack", 100, 100, 0, 0)
    }

    @Test func equalWidthHStack() {
        let t = layout(MyEqualWidthHStack {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        }.id("stack"))
        expectFrame(t, "stack", 36, 90, 128, 20)
        expectFrame(t, "a", 46, 90, 40, 20)
        expectFrame(t, "b", 104, 95, 60, 10)
    }

    @Test func equalWidthHStackGivesFlexibleViewsTheSameWidth() {
        // Text-like buttons of different ideal widths: flexible frames with ideal widths.
        let t = layout(MyEqualWidthHStack {
            Color.red.frame(idealWidth: 30, maxWidth: .infinity, idealHeight: 20).id("a")
            Color.blue.frame(idealWidth: 70, maxWidth: .infinity, idealHeight: 20).id("b")
            Color.green.frame(idealWidth: 50, maxWidth: .infinity, idealHeight: 20).id("c")
        })
        for id in ["a", "b", "c"] { #expect(abs(t.frame(id: id)!.width - 70) < 0.01) }
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "a")!.maxX - 8) < 0.01)
    }

    @Test func equalWidthHStackUsesPreferredSpacing() {
        // Two views with a zero-spacing view between them: that one asks for no gap.
        let t = layout(MyEqualWidthHStack {
            Color.red.frame(width: 20, height: 20).id("a")
            ZeroSpacing { Color.blue.frame(width: 20, height: 20) }.id("b")
        })
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "a")!.maxX) < 0.01)
    }

    @Test func equalWidthVStack() {
        let t = layout(MyEqualWidthVStack {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 60, height: 10).id("b")
        }.id("stack"))
        expectFrame(t, "stack", 70, 76, 60, 48)
        expectFrame(t, "a", 80, 76, 40, 20)
        expectFrame(t, "b", 70, 109, 60, 10)
    }

    @Test func radialLayoutByRank() {
        func frames(_ ranks: [Int]) -> [CGRect] {
            let t = layout(MyRadialLayout {
                Color.red.frame(width: 20, height: 20).id("a").rank(ranks[0])
                Color.green.frame(width: 20, height: 20).id("b").rank(ranks[1])
                Color.blue.frame(width: 20, height: 20).id("c").rank(ranks[2])
            }.id("radial"))
            expectFrame(t, "radial", 0, 0, 200, 200)
            return ["a", "b", "c"].map { t.frame(id: $0)! }
        }
        let r = 200.0 / 3
        let top = CGRect(x: 90, y: 100 - r - 10, width: 20, height: 20)
        let right = CGRect(x: 100 + r * sin(2 * .pi / 3) - 10, y: 100 - r * cos(2 * .pi / 3) - 10, width: 20, height: 20)
        let left = CGRect(x: 100 + r * sin(4 * .pi / 3) - 10, y: 100 - r * cos(4 * .pi / 3) - 10, width: 20, height: 20)
        func near(_ a: CGRect, _ b: CGRect) -> Bool { abs(a.minX - b.minX) < 0.01 && abs(a.minY - b.minY) < 0.01 }
        let byDefault = frames([1, 1, 1])
        #expect(near(byDefault[0], top) && near(byDefault[1], right) && near(byDefault[2], left))
        let ranked = frames([3, 1, 2])
        #expect(near(ranked[1], top) && near(ranked[2], right) && near(ranked[0], left))
    }

    @Test func radialLayoutUnspecifiedProposalIsTenByTen() {
        let t = layout(MyRadialLayout { Color.red }.id("radial").fixedSize())
        expectFrame(t, "radial", 95, 95, 10, 10)
    }

    @Test func flowLayoutWrapsRows() {
        let t = layout(FlowLayout {
            ForEach(0..<5) { i in Color.red.frame(width: 50, height: 20).id("item\(i)") }
        }.id("flow"))
        expectFrame(t, "flow", 17, 76, 166, 48)
        expectFrame(t, "item0", 17, 76, 50, 20)
        expectFrame(t, "item2", 133, 76, 50, 20)
        expectFrame(t, "item3", 17, 104, 50, 20)
        expectFrame(t, "item4", 75, 104, 50, 20)
    }

    @Test func flowLayoutInANarrowFrame() {
        let t = layout(FlowLayout(spacing: 4, lineSpacing: 2) {
            ForEach(0..<5) { i in Color.red.frame(width: 50, height: 20).id("item\(i)") }
        }.id("flow").frame(width: 120))
        expectFrame(t, "flow", 48, 68, 104, 64)
        expectFrame(t, "item1", 102, 68, 50, 20)
        expectFrame(t, "item4", 48, 112, 50, 20)
        let centred = layout(FlowLayout(alignment: .center, spacing: 4, lineSpacing: 2) {
            ForEach(0..<3) { i in Color.red.frame(width: 50, height: 20).id("item\(i)") }
        }.frame(width: 120))
        expectFrame(centred, "item2", 75, 101, 50, 20)
    }

    @Test func flowLayoutCentresItemsInTheirRow() {
        let t = layout(FlowLayout {
            Color.red.frame(width: 20, height: 40).id("tall"); Color.blue.frame(width: 20, height: 10).id("short")
        })
        expectFrame(t, "short", 104, 95, 20, 10)
    }
}

/// A layout whose container asks for no spacing around it.
struct ZeroSpacing: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for v in subviews { v.place(at: bounds.origin, proposal: proposal) }
    }
    func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { .zero }
}

struct Weight: LayoutValueKey {
    static let defaultValue: Double = 1
}

/// Splits the proposed width among the subviews in proportion to their `Weight`.
struct WeightedHStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let total = subviews.reduce(0) { $0 + $1[Weight.self] }
        var x = bounds.minX
        for v in subviews {
            let w = bounds.width * v[Weight.self] / total
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: w, height: bounds.height))
            x += w
        }
    }
}

/// Counts cache creations and updates.
final class CacheLog: @unchecked Sendable {
    var made = 0
    var updated = 0
}

struct CachingLayout: Layout {
    let log: CacheLog
    struct Cache { var sizes: [CGSize] }
    func makeCache(subviews: Subviews) -> Cache {
        log.made += 1
        return Cache(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        log.updated += 1
        cache = makeCache(subviews: subviews)
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        CGSize(width: cache.sizes.map(\.width).reduce(0, +), height: cache.sizes.map(\.height).max() ?? 0)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var x = bounds.minX
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += cache.sizes[i].width
        }
    }
}

/// Places only the subviews of a range and of an index set, to exercise the subscripts.
struct PartialLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 100, height: 100)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let tail = subviews[1...]
        for (k, v) in tail.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + CGFloat(k) * 10, y: bounds.minY), proposal: .unspecified)
        }
        let picked = subviews[[0, 2]]
        picked.last?.place(at: CGPoint(x: bounds.minX, y: bounds.minY + 50), proposal: .unspecified)
        // subviews[0] is never placed: SwiftUI centres it in the container.
    }
}

/// Reports a custom vertical guide at a fixed height, whatever its subviews say.
struct GuideReporting: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 20, height: 40) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> CGFloat? {
        guide == .midRow ? 30 : nil
    }
}

/// A horizontal "stack" layout: Spacers inside it expand horizontally.
struct RowLayout: Layout {
    static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var w: CGFloat = 0, h: CGFloat = 0
        for v in subviews {
            let s = v.sizeThatFits(ProposedViewSize(width: proposal.width.map { $0 / CGFloat(subviews.count) }, height: proposal.height))
            w += s.width
            h = max(h, s.height)
        }
        return CGSize(width: w, height: h)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for v in subviews {
            let p = ProposedViewSize(width: bounds.width / CGFloat(subviews.count), height: bounds.height)
            v.place(at: CGPoint(x: x, y: bounds.minY), proposal: p)
            x += v.sizeThatFits(p).width
        }
    }
}

/// A layout with animatable data (a spread factor), as SwiftUI layouts may have.
struct SpreadLayout: Layout {
    var spread: Double
    var animatableData: Double {
        get { spread }
        set { spread = newValue }
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 10) }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, v) in subviews.enumerated() {
            v.place(at: CGPoint(x: bounds.minX + CGFloat(Double(i) * spread), y: bounds.minY), proposal: .unspecified)
        }
    }
}

@Suite struct LayoutProtocol {
    @Test func layoutValueKeys() {
        let t = layout(WeightedHStack {
            Color.red.id("a")
            Color.blue.layoutValue(key: Weight.self, value: 3).id("b")
        })
        expectFrame(t, "a", 0, 0, 50, 200)
        expectFrame(t, "b", 50, 0, 150, 200)
    }

    @Test func layoutValueSurvivesModifiers() {
        let t = layout(WeightedHStack {
            Color.red.id("a")
            Color.blue.id("b").layoutValue(key: Weight.self, value: 3).padding(0).frame(maxWidth: .infinity)
        })
        expectFrame(t, "b", 50, 0, 150, 200)
    }

    @Test func cacheIsMadeOnceAndKeptAcrossPasses() {
        let log = CacheLog()
        let l = ResolvedTree(CachingLayout(log: log) {
            Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 20, height: 10).id("b")
        })
        l.layout(in: CGSize(width: 200, height: 200))
        l.layout(in: CGSize(width: 300, height: 200))
        #expect(log.made == 1)
        #expect(l.tree.frame(id: "b") == CGRect(x: 145, y: 95, width: 20, height: 10))
    }

    @Test func subviewRangeAndIndexSubscriptsAndUnplacedSubviews() {
        let t = layout(PartialLayout {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 10, height: 10).id("b")
            Color.blue.frame(width: 10, height: 10).id("c")
        })
        expectFrame(t, "b", 50, 50, 10, 10)
        expectFrame(t, "c", 50, 100, 10, 10)
        // Never placed: centred in the container, sized with the container's proposal.
        expectFrame(t, "a", 95, 95, 10, 10)
    }

    @Test func layoutSubviewsCollection() {
        final class Seen: @unchecked Sendable { var checks: [Bool] = [] }
        let seen = Seen()
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                let tail = subviews[1..<3]
                seen.checks = [
                    subviews.count == 3, tail.count == 2, tail.startIndex == 1, tail.first == subviews[1],
                    subviews[[2, 0]].first == subviews[2], subviews[[2, 0]].count == 2,
                    subviews.reversed().first == subviews[2], subviews[0] != subviews[1],
                    subviews[0].priority == 2, subviews[1].priority == 0,
                    subviews[2].sizeThatFits(.unspecified) == CGSize(width: 10, height: 10),
                    subviews[2].dimensions(in: .unspecified)[HorizontalAlignment.trailing] == 10,
                ]
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        _ = layout(Probe(seen: seen) { Color.red.layoutPriority(2); Color.green; Color.blue })
        #expect(seen.checks.count == 12 && seen.checks.allSatisfy { $0 }, "\(seen.checks)")
    }

    @Test func customExplicitAlignmentIsSeenByParents() {
        let t = layout(HStack(alignment: .midRow) {
            GuideReporting { EmptyView() }.id("custom")
            Color.blue.frame(width: 20, height: 20).id("blue")
        })
        // The custom layout's guide (30) meets blue's centre (10).
        #expect(abs((t.frame(id: "custom")!.minY + 30) - (t.frame(id: "blue")!.minY + 10)) < 0.01)
    }

    @Test func customSpacingIsUsedByStacks() {
        let t = layout(HStack {
            Color.red.frame(width: 20, height: 20).id("a")
            ZeroSpacing { Color.blue.frame(width: 20, height: 20) }.id("b")
            Color.green.frame(width: 20, height: 20).id("c")
        })
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "a")!.maxX) < 0.01)
        #expect(abs(t.frame(id: "c")!.minX - t.frame(id: "b")!.maxX) < 0.01)
    }

    @Test func stackOrientationOrientsSpacers() {
        let t = layout(RowLayout { Spacer().id("sp"); Color.red.frame(width: 10, height: 10) }.frame(width: 100, height: 50))
        // A horizontal Spacer is 0 tall.
        #expect(t.frame(id: "sp")!.height == 0)
        #expect(RowLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(SpreadLayout.layoutProperties.stackOrientation == nil)
    }

    @Test func animatableData() {
        var l = SpreadLayout(spread: 10)
        l.animatableData = 25
        #expect(l.spread == 25)
        let t = layout(l { Color.red.frame(width: 5, height: 5).id("a"); Color.red.frame(width: 5, height: 5).id("b") })
        #expect(abs(t.frame(id: "b")!.minX - t.frame(id: "a")!.minX - 25) < 0.01)
        var h = HStackLayout()
        h.animatableData = EmptyAnimatableData()
        var pair = AnimatablePair(1.0, CGFloat(2))
        pair.scale(by: 2)
        #expect(pair.first == 2 && pair.second == 4)
    }

    @Test func builtInStackLayoutsMatchTheirViews() {
        let views = layout(HStack(alignment: .top, spacing: 3) {
            Color.red.frame(width: 10, height: 20).id("a"); Color.blue.frame(width: 10, height: 10).id("b")
        })
        let layouts = layout(HStackLayout(alignment: .top, spacing: 3) {
            Color.red.frame(width: 10, height: 20).id("a"); Color.blue.frame(width: 10, height: 10).id("b")
        })
        #expect(views.frame(id: "b") == layouts.frame(id: "b"))
        let z = layout(ZStackLayout(alignment: .bottomTrailing)() {
            Color.red.frame(width: 40, height: 40); Color.blue.frame(width: 10, height: 10).id("b")
        })
        expectFrame(z, "b", 110, 110, 10, 10)
        let v = layout(VStackLayout(spacing: 0) { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10).id("b") })
        expectFrame(v, "b", 95, 100, 10, 10)
    }
}

/// AnyLayout: the same frames as the wrapped layout, and the same nodes whichever layout it wraps,
/// so a previewer can animate each view from its old frame to its new one.
@Suite struct AnyLayoutIdentity {
    static func content(_ l: AnyLayout) -> some View {
        l {
            Color.red.frame(width: 40, height: 40).id("a")
            Color.blue.frame(width: 40, height: 40).id("b")
        }.id("any")
    }

    @Test func sameFramesAsTheWrappedLayout() {
        let any = layout(Self.content(AnyLayout(HStackLayout(spacing: 4))))
        expectFrame(any, "a", 58, 80, 40, 40)
        expectFrame(any, "b", 102, 80, 40, 40)
        let v = layout(Self.content(AnyLayout(VStackLayout())))
        expectFrame(v, "b", 80, 104, 40, 40)
    }

    @Test func switchingKeepsTheNodes() {
        let h = layout(Self.content(AnyLayout(HStackLayout())))
        let v = layout(Self.content(AnyLayout(VStackLayout())))
        func shape(_ e: LayoutTree.Element) -> String {
            "\(e.type)#\(e.id ?? "")(\(e.children.map(shape).joined(separator: ",")))"
        }
        #expect(shape(h.root) == shape(v.root))
        #expect(h.root.type == "AnyLayout")
        #expect(h.frame(id: "b") != v.frame(id: "b"))
    }

    @Test func overrideForcesStackForms() {
        var env = EnvironmentValues()
        env.anyLayoutOverride = .vertical
        let forced = layout(Self.content(AnyLayout(HStackLayout(spacing: 4))), environment: env)
        expectFrame(forced, "a", 80, 58, 40, 40)
        expectFrame(forced, "b", 80, 102, 40, 40)
        env.anyLayoutOverride = .horizontal
        let back = layout(Self.content(AnyLayout(VStackLayout(alignment: .leading, spacing: 4))), environment: env)
        expectFrame(back, "b", 102, 80, 40, 40)
    }

    @Test func wrapsCustomLayoutsAndAnyLayouts() {
        let t = layout(AnyLayout(AnyLayout(MyEqualWidthHStack())) {
            Color.red.frame(width: 40, height: 20).id("a"); Color.blue.frame(width: 60, height: 10).id("b")
        })
        expectFrame(t, "a", 46, 90, 40, 20)
        #expect(AnyLayout(HStackLayout()).layout is HStackLayout)
    }
}
