import Foundation
import Testing
@testable import Trellis

/// What shows at rest among the iOS 17 API declared for breadth: `defaultScrollAnchor` (fact 8
/// of Containers/ScrollView.swift), `scrollTransition`'s identity phase, `scenePadding`,
/// `textScale`, labelled progress views (facts 3–5 of Controls/ProgressView.swift), outlines,
/// collapsible sections, `ForEach` of a binding, `@AppStorage`'s default, `TimelineView`, and the
/// accepted modifiers leaving the layout as it was. A 200×200 window unless said; text by the
/// approximate measurer (0.55 em per character, lines 1.2 em, sizes rounded up).
@Suite struct APIBreadthTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> ResolvedTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        let t = ResolvedTree(view, environment: env)
        t.layout(in: CGSize(width: w, height: h))
        return t
    }

    private func rows(_ n: Int) -> some View {
        VStack(spacing: 0) { ForEach(0..<n, id: \.self) { i in Color.red.frame(height: 50).id("r\(i)") } }
    }

    @Test func aDefaultScrollAnchorPutsItsPointOfTheContentAtTheScrollViews() {
        // 500 of content in 200: `.bottom` scrolls by 300, `.center` by 150.
        let bottom = lay(ScrollView { rows(10) }.defaultScrollAnchor(.bottom))
        expectFrame(bottom.tree, "r0", 0, -300, 200, 50)
        expectFrame(bottom.tree, "r9", 0, 150, 200, 50)
        let center = lay(ScrollView { rows(10) }.defaultScrollAnchor(.center))
        expectFrame(center.tree, "r0", 0, -150, 200, 50)
        // Content smaller than the scroll view stays at its top.
        let short = lay(ScrollView { rows(3) }.defaultScrollAnchor(.bottom))
        expectFrame(short.tree, "r0", 0, 0, 200, 50)
        // Once scrolled, the anchor lets go.
        bottom.setScrollOffset(CGPoint(x: 0, y: 100), forScrollViewAt: "0")
        expectFrame(bottom.tree, "r0", 0, -100, 200, 50)
    }

    @Test func aScrollTransitionIsInItsIdentityPhaseAtRest() {
        let t = lay(ScrollView {
            Color.red.frame(width: 50, height: 50).id("c")
                .scrollTransition { content, phase in content.offset(x: phase.isIdentity ? 10 : 0).opacity(phase.isIdentity ? 1 : 0) }
        })
        // The 50 × 50 view centred across the 200-wide scroll view (x 75), moved 10 by the identity phase.
        expectFrame(t.tree, "c", 85, 0, 50, 50)
    }

    @Test func scenePaddingIs16AndTextScaleShrinksText() {
        let padded = lay(Color.red.frame(width: 50, height: 50).scenePadding().id("p"))
        expectFrame(padded.tree, "p", 59, 59, 82, 82)
        // Body 17 × 0.8 = 13.6: "Hi" 2 × 7.48 = 14.96 → 15 wide, 16.32 → 17 tall.
        let small = lay(Text("Hi").textScale(.secondary).id("t"))
        expectFrame(small.tree, "t", 92.5, 91.5, 15, 17)
        let normal = lay(Text("Hi").textScale(.secondary, isEnabled: false).id("t"))
        expectFrame(normal.tree, "t", 90.5, 89.5, 19, 21)
    }

    @Test func progressViewsShowTheirLabels() {
        // The spinner (20) over "Loading" (7 × 9.35 → 66 × 21), 8 apart: 66 × 49, centred.
        let spinner = lay(ProgressView("Loading").id("p"))
        expectFrame(spinner.tree, "p", 67, 75.5, 66, 49)
        // "A" (10 × 21), 4, the 4-pt bar, 4, "B" in footnote (7.15 → 8 × 16): 200 × 49.
        let bar = lay(ProgressView(value: 0.5) { Text("A") } currentValueLabel: { Text("B") }.id("p"))
        expectFrame(bar.tree, "p", 0, 75.5, 200, 49)
        // `.linear` makes an indeterminate progress view a bar; `.circular` a value a spinner.
        expectFrame(lay(ProgressView().progressViewStyle(.linear).id("p")).tree, "p", 0, 98, 200, 4)
        expectFrame(lay(ProgressView(value: 0.3).progressViewStyle(.circular).id("p")).tree, "p", 90, 90, 20, 20)
    }

    struct Ring: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            Circle().stroke(lineWidth: 4).frame(width: 30, height: 30).opacity(configuration.fractionCompleted ?? 0)
        }
    }

    @Test func aCustomProgressViewStyleBuildsItsBody() {
        expectFrame(lay(ProgressView(value: 0.5).progressViewStyle(Ring()).id("p")).tree, "p", 85, 85, 30, 30)
    }

    struct Node: Identifiable {
        let id: Int
        var name: String
        var kids: [Node]?
    }

    @Test func outlinesStartCollapsed() {
        let data = [Node(id: 1, name: "A", kids: [Node(id: 2, name: "B", kids: nil)]), Node(id: 3, name: "C", kids: nil)]
        let t = lay(List(data, children: \.kids) { Text($0.name) }.listStyle(.plain), 390, 400).tree
        var disclosure = 0, rows = 0, texts = 0
        var stack = [t.root]
        while let e = stack.popLast() {
            if e.type == "DisclosureGroup" { disclosure += 1 }
            if e.type == "ListRow" { rows += 1 }
            if e.type == "Text" { texts += 1 }
            stack.append(contentsOf: e.children)
        }
        // Two top-level rows (A and C); the one with children is a collapsed disclosure group, so
        // its child B is not shown.
        #expect(rows == 2 && disclosure == 1 && texts == 2, "\(rows) \(disclosure) \(texts)")
    }

    @Test func aCollapsedSectionShowsItsHeaderAlone() {
        let t = lay(ScrollView {
            VStack(spacing: 0) {
                Section(isExpanded: .constant(false)) { Color.red.frame(height: 40).id("row") } header: { Color.blue.frame(height: 20).id("h") }
                Section("Open", isExpanded: .constant(true)) { Color.green.frame(height: 40).id("open") }
            }
        })
        #expect(t.tree.frame(id: "row") == nil)
        expectFrame(t.tree, "h", 0, 0, 200, 20)
        // "Open" (body: 21 tall) then the row, no spacing.
        expectFrame(t.tree, "open", 0, 20 + 21, 200, 40)
    }

    struct Item: Identifiable {
        let id: Int
        var side: CGFloat
    }

    @Test func aForEachOfABindingLaysOutAsItsValues() {
        var items = [Item(id: 1, side: 20), Item(id: 2, side: 30)]
        let binding = Binding(get: { items }, set: { items = $0 })
        let t = lay(VStack(spacing: 0) {
            ForEach(binding) { $item in Color.red.frame(width: item.side, height: item.side).id("i\(item.id)") }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        })
        expectFrame(t.tree, "i1", 90, 75, 20, 20)
        expectFrame(t.tree, "i2", 85, 95, 30, 30)
        var values = [1, 2, 3, 4]
        values.move(fromOffsets: IndexSet([0, 1]), toOffset: 3)
        #expect(values == [3, 1, 2, 4])
        values.remove(atOffsets: IndexSet([0, 3]))
        #expect(values == [1, 2])
    }

    @Test func storageHoldsItsDefaultAndTheTimelineItsNow() {
        let flag = AppStorage(wrappedValue: true, "Trellis.APIBreadthTests.flag")
        #expect(flag.wrappedValue)
        flag.projectedValue.wrappedValue = false
        #expect(!flag.wrappedValue)
        let before = Date()
        var seen: Date?
        _ = lay(TimelineView(.periodic(from: before, by: 60)) { context in
            Color.red.frame(width: 10, height: 10).onAppear { seen = context.date }
        })
        _ = seen
        let entries = Array(PeriodicTimelineSchedule(from: Date(timeIntervalSince1970: 0), by: 60)
            .entries(from: Date(timeIntervalSince1970: 90), mode: .normal).prefix(2))
        // From the last entry at or before the date asked (Apple's entries(from:mode:) example:
        // 10:09:30 every 60 s asked from 10:34:45 begins at 10:34:30).
        #expect(entries == [Date(timeIntervalSince1970: 60), Date(timeIntervalSince1970: 120)])
    }

    @Test func acceptedModifiersLeaveTheLayoutAsItWas() {
        let t = lay(Color.red.frame(width: 50, height: 30).id("v")
            .hoverEffect(.lift)
            .keyboardShortcut(.defaultAction)
            .onKeyPress(.return) { .handled }
            .focusable()
            .accessibilityHeading(.h2)
            .accessibilityRotor("Rows") { AccessibilityRotorEntry(Text("A"), id: 1, in: Namespace().wrappedValue) }
            .sensoryFeedback(.success, trigger: 1)
            .symbolEffect(.pulse, isActive: true)
            .contentMargins(10)
            .blendMode(.multiply)
            .compositingGroup()
            .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
            .inspector(isPresented: .constant(true)) { Text("Inspector") }
            .presentationBackground(.thinMaterial)
            .textSelection(.enabled)
            .privacySensitive()
            .badgeProminence(.increased)
            .help("Help")
            .transition(.push(from: .leading))
            .listRowSpacing(8))
        expectFrame(t.tree, "v", 75, 85, 50, 30)
    }
}
