import Foundation
import Testing
import Trellis
@testable import TrellisSession

// A live preview moved across a size-class breakpoint (a window dragged from compact to
// regular) re-resolves only the views that read a size class, or build content later (a
// geometry reader, a list's rows); the others keep their nodes (Trellis/Live/SizeClassReads.swift).
// After every crossing the tree must equal a tree resolved afresh in the new environment.

private struct AdaptiveScreen: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @State private var taps = 0
    var body: some View {
        NavigationStack {
            VStack(spacing: 4) {
                Text(horizontal == .regular ? "Wide" : "Narrow")
                Button("Tap") { taps += 1 }
                Text("Taps \(taps)")
                ForEach(0..<6, id: \.self) { FixedRow(index: $0) }
                FixedCard { ClassReader() }
                GeometryReader { proxy in FixedRow(index: Int(proxy.size.width)) }.frame(height: 30)
                List(0..<30, id: \.self) { FixedRow(index: 100 + $0) }.frame(height: 200)
            }
            .navigationTitle("Adaptive")
            .searchable(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
                ToolbarItemGroup(placement: .bottomBar) { Spacer(); Text("Updated").font(.caption); Spacer() }
            }
        }
    }
}

/// Reads no size class.
private struct FixedRow: View {
    let index: Int
    var body: some View {
        HStack {
            Text("Row \(index)")
            Spacer()
            Image(systemName: "chevron.right")
        }
    }
}

/// Reads none itself; what it holds may.
private struct FixedCard<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View {
        VStack { Text("Card"); content }.padding(8)
    }
}

private struct ClassReader: View {
    @Environment(\.verticalSizeClass) private var vertical
    var body: some View { Text(vertical == .compact ? "Short" : "Tall").font(vertical == .compact ? .body : .title) }
}

@MainActor @Suite struct SizeClassCrossingTests {
    static func session(_ width: CGFloat, _ height: CGFloat) -> PreviewSession {
        PreviewSession(size: CGSize(width: width, height: height))
    }

    @Test func crossingBreakpointsKeepsTheViewsThatReadNoSizeClassAndEqualsAFreshTree() throws {
        let view = AdaptiveScreen()
        let live = try LivePreview(session: Self.session(390, 844)) { AnyView(view) }
        try live.run(InteractionScript(parsing: "tap 'Tap'"))
        let sizes: [(CGFloat, CGFloat)] = [(800, 844), (800, 400), (390, 400), (390, 844), (820, 700), (390, 844)]
        for (width, height) in sizes {
            let session = Self.session(width, height)
            let keptBefore = live.tree.keptBodies, evaluationsBefore = live.graph.bodyEvaluations
            try live.update(session: session)
            let kept = live.tree.keptBodies - keptBefore, evaluated = live.graph.bodyEvaluations - evaluationsBefore
            // Nothing watches the size classes: the new layout shows at once.
            let animation = live.takeAnimation()
            #expect(animation == nil, "at \(width)x\(height): \(String(describing: animation))")
            try expectEqualToFresh(live, view, in: session, "at \(width)x\(height)")
            let texts = live.tree.shownTexts()
            #expect(texts.contains(width >= 700 ? "Wide" : "Narrow"), "at \(width)x\(height)")
            #expect(texts.contains(height >= 500 ? "Tall" : "Short"), "at \(width)x\(height)")
            #expect(texts.contains("Taps 1"), "the state stays at \(width)x\(height)")
            // The six rows outside the list and the list's rows in view keep their nodes; the
            // screen, its button, the card around the reader, the reader, the geometry reader's
            // row (built twice as it is laid out) and the bars' buttons (their actions are new
            // closures) do not.
            #expect(kept >= 6, "at \(width)x\(height)")
            #expect(evaluated <= 12, "at \(width)x\(height): \(evaluated) bodies")
        }
    }

}
