import Foundation
import Testing
import Trellis
@testable import TrellisSession

// Async state in a live preview (Trellis/Live/LiveTasks.swift): what a task sets arrives outside
// any event, while the preview waits (`wait` in `--interact`).

private struct Delayed: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Later") {
                // On the main actor explicitly: here the plain `Task {` did not run its write on the
                // main actor (not looked into yet); `InteractWaitTests` runs the plain form in a process.
                Task { @MainActor in
                    try? await Task.sleep(for: .milliseconds(50))
                    count += 1
                }
            }
        }
    }
}

private struct Loading: View {
    @State private var loaded = false
    var body: some View {
        Text(loaded ? "Loaded" : "Loading")
            .task {
                try? await Task.sleep(for: .milliseconds(50))
                loaded = true
            }
    }
}

private final class Flags: @unchecked Sendable {
    var cancelled = false
}

private struct Ticker: View {
    let flags: Flags
    var body: some View {
        Text("Ticking").task {
            while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(10)) }
            flags.cancelled = true
        }
    }
}

private struct Shows: View {
    let flags: Flags
    @State private var shown = true
    var body: some View {
        VStack {
            if shown { Ticker(flags: flags) }
            Button("Hide") { shown = false }
        }
    }
}

@MainActor @Suite struct LiveTaskTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 844))

    // In a process the `wait` step runs the main run loop (`InteractCommandTests`); a test runs
    // inside the main actor's own job, so it waits asynchronously instead.
    @Test func aTaskAButtonStartsUpdatesThePreviewWhenItFinishes() async throws {
        let live = try LivePreview(session: Self.session) { AnyView(Delayed()) }
        try live.run(InteractionScript(parsing: "tap 'Later'"))
        #expect(live.tree.shownTexts().contains("Count 0"))
        // Waits until it shows (at most 5 s: other tests share the main actor).
        for _ in 0..<50 where !live.tree.shownTexts().contains("Count 1") { try await live.wait(0.1) }
        #expect(live.tree.shownTexts().contains("Count 1"), "\(live.tree.shownTexts())")
    }

    @Test func aViewsTaskRunsWhenItAppears() async throws {
        let live = try LivePreview(session: Self.session) { AnyView(Loading()) }
        #expect(live.tree.shownTexts() == ["Loading"])
        for _ in 0..<50 where live.tree.shownTexts() != ["Loaded"] { try await live.wait(0.1) }
        #expect(live.tree.shownTexts() == ["Loaded"])
        // A task that ended is no longer work the window polls for.
        for _ in 0..<50 where live.graph.hasPendingWork { try await live.wait(0.1) }
        #expect(live.graph.runningTasks == 0)
        #expect(!live.graph.hasPendingWork)
    }

    @Test func aTaskIsCancelledWhenItsViewDisappears() async throws {
        let flags = Flags()
        let live = try LivePreview(session: Self.session) { AnyView(Shows(flags: flags)) }
        try await live.wait(0.05)
        #expect(live.graph.runningTasks == 1)
        try live.run(InteractionScript(parsing: "tap 'Hide'"))
        for _ in 0..<50 where !flags.cancelled { try await live.wait(0.1) }
        #expect(live.graph.runningTasks == 0)
        #expect(flags.cancelled)
    }

    @Test func waitNeedsSeconds() {
        #expect(throws: InteractionScript.Failure(line: 1, column: 6, message: "expected seconds (at most 60) after 'wait', as in wait 0.5")) {
            _ = try InteractionScript(parsing: "wait soon")
        }
    }
}
