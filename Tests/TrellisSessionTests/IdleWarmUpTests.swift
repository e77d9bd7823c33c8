import Foundation
import Synchronization
import Testing
import Trellis
@testable import TrellisSession

// The idle warm-up (TrellisSession/Live/IdleWarmUp.swift) resolves the preview in the other
// size classes ahead of a breakpoint, in trees of their own: the preview shown must not notice.

/// What the warm-up's trees did, seen from the views' code.
private let seen = Mutex<(pairs: Set<String>, appears: Int)>(([], 0))

private struct WarmedScreen: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @State private var taps = 0
    var body: some View {
        let pair = "\(horizontal == .regular ? "R" : "C")\(vertical == .regular ? "R" : "C")"
        _ = seen.withLock { $0.pairs.insert(pair) }
        return VStack {
            Text("Taps \(taps)")
            Button("Tap") { taps += 1 }
        }
        .onAppear { seen.withLock { $0.appears += 1 } }
    }
}

@MainActor
@Suite(.serialized) struct IdleWarmUpTests {
    @Test func theWarmUpResolvesEveryOtherSizeClassPairAndRunsNoLifecycleAction() throws {
        seen.withLock { $0 = ([], 0) }
        let session = PreviewSession(size: CGSize(width: 390, height: 844))
        let live = try LivePreview(session: session) { AnyView(WarmedScreen()) }
        _ = try live.runPendingWork()
        let tree = live.tree
        let appearsBefore = seen.withLock { $0.appears }
        #expect(seen.withLock { $0.pairs } == ["CR"])
        var warmUp = IdleWarmUp(live)
        var steps = 0
        while !warmUp.isDone { warmUp.step(); steps += 1 }
        _ = try live.runPendingWork()
        // Its next update's comparisons (one batch: the screen has few views), then the three
        // other pairs, each made, moved to the shown classes and moved back (a drag's crossings).
        #expect(steps == 10)
        #expect(seen.withLock { $0.pairs } == ["CC", "CR", "RC", "RR"])
        #expect(seen.withLock { $0.appears } == appearsBefore)
        #expect(appearsBefore == 1)
        #expect(live.tree === tree)
    }
}
