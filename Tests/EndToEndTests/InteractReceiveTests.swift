import Foundation
import Testing
import Trellis

/// `onReceive` in a live preview, compiled as apps write it: a timer on the main run loop ticks
/// while `wait` turns it, a model's `$property` arrives when the view appears, and a view that
/// went away receives nothing more.
@Suite struct InteractReceiveTests {
    static let source = """
        import SwiftUI
        import Combine

        final class Clock: ObservableObject {
            @Published var zone = "UTC"
        }

        struct Ticker: View {
            @StateObject private var clock = Clock()
            @State private var ticks = 0
            @State private var zone = "none"
            @State private var running = true
            let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

            var body: some View {
                VStack {
                    Text("Ticks \\(ticks)").id("ticks-\\(ticks)")
                    Text(zone).id("zone-\\(zone)")
                    if running {
                        Color.green.frame(width: 40, height: 40).id("running")
                            .onReceive(timer) { _ in ticks += 1 }
                    }
                    Button("Stop") { running = false }
                }
                .onReceive(clock.$zone) { zone = $0 }
            }
        }

        #Preview { Ticker() }
        """

    static func ticks(_ tree: LayoutTree) -> Int? {
        tree.root.all.compactMap(\.id).first { $0.hasPrefix("ticks-") }.flatMap { Int($0.dropFirst(6)) }
    }

    @Test func aTimerTicksWhileTheRunLoopTurnsAndStopsWithItsView() throws {
        // As the screen opens the view appears: the model's current value arrives when the view
        // subscribes, and the timer has not ticked yet.
        let url = try Command.temporaryFile(Self.source, name: "Ticker.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600"])
        #expect(r.status == 0, "\(r.stderr)")
        let opened = try CompiledPath.tree(r.stdout)
        #expect(Self.ticks(opened) == 0)
        #expect(opened.root.first(id: "zone-UTC") != nil, "\(opened.root.all.compactMap(\.id))")
        // The 0.2-s timer ticks about five times in a second (at least two, whatever the
        // machine's load).
        let waited = try InteractCommandTests.layout(Self.source, name: "Ticker.swift", "wait 1")
        #expect(waited.root.first(id: "zone-UTC") != nil, "\(waited.root.all.compactMap(\.id))")
        let count = try #require(Self.ticks(waited))
        #expect((2...6).contains(count), "\(count) ticks in 1 s")
        // Stopped at once, the timer's view is gone and so is its subscription.
        let stopped = try InteractCommandTests.layout(Self.source, name: "Ticker.swift", "tap 'Stop'; wait 0.6")
        #expect(Self.ticks(stopped) == 0, "\(stopped.root.all.compactMap(\.id))")
        #expect(stopped.root.first(id: "running") == nil)
    }
}
