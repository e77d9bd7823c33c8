import Foundation
import Testing
import TrellisSession

/// `--interact`'s `wait` step runs the main run loop: a task a button starts and a view's
/// `task` update the preview when they finish.
@Suite struct InteractWaitTests {
    static let source = """
        import SwiftUI

        struct Later: View {
            @State private var count = 0
            @State private var loaded = false
            var body: some View {
                VStack {
                    Text("Count \\(count)").id("count-\\(count)")
                    Text(loaded ? "Loaded" : "Loading").id(loaded ? "loaded" : "loading").task {
                        try? await Task.sleep(for: .milliseconds(50))
                        loaded = true
                    }
                    Button("Later") {
                        Task {
                            try? await Task.sleep(for: .milliseconds(50))
                            count += 1
                        }
                    }
                }
            }
        }

        #Preview { Later() }
        """

    @Test func waitLetsTasksFinishAndTheirStateShow() throws {
        let before = try InteractCommandTests.layout(Self.source, name: "Later.swift", "tap 'Later'")
        #expect(before.root.first(id: "count-0") != nil && before.root.first(id: "loading") != nil)
        let after = try InteractCommandTests.layout(Self.source, name: "Later.swift", "tap 'Later'; wait 0.5")
        #expect(after.root.first(id: "count-1") != nil, "\(after.root.all.compactMap(\.id))")
        #expect(after.root.first(id: "loaded") != nil)
    }
}
