import Foundation
import Testing
import TrellisTestSupport

/// A screen with a tip, written as apps write it (a `Tip` with a parameter rule, `@Parameter`
/// and `#Rule` expanded by Trellis's macro plugin, `Tips.configure` in the preview, a `TipView`
/// above a list), compiled: the tip's card is there while its rule holds, and nothing (no
/// height) when it does not; tapping its close button in a live preview removes it.
@Suite(.serialized) struct TipKitCompiled {
    static func screen(loggedIn: Bool) -> String {
        #"""
        import SwiftUI
        import TipKit

        struct FavoriteTip: Tip {
            @Parameter
            static var isLoggedIn: Bool = false

            var title: Text {
                Text("Save as a Favorite")
            }

            var message: Text? {
                Text("Your favorite landmarks always appear at the top of the list.")
            }

            var image: Image? {
                Image(systemName: "star")
            }

            var rules: [Rule] {
                #Rule(Self.$isLoggedIn) { $0 == true }
            }
        }

        struct LandmarksView: View {
            private let favoriteTip = FavoriteTip()

            var body: some View {
                VStack(spacing: 0) {
                    TipView(favoriteTip)
                        .padding()
                        .id("tip")
                    List {
                        Text("Golden Gate").id("first")
                        Text("Yosemite")
                    }
                }
            }
        }

        #Preview {
            let _ = try? Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
            let _ = FavoriteTip.isLoggedIn = \#(loggedIn)
            LandmarksView()
        }
        """#
    }

    func layout(loggedIn: Bool, interact: String? = nil) throws -> (tip: CGRect?, first: CGRect?) {
        let url = try Command.temporaryFile(Self.screen(loggedIn: loggedIn), name: "LandmarksView.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        var arguments = ["layout", url.path, "--json", "--engine", "compiled"]
        if let interact { arguments += ["--interact", interact] }
        let r = try CompiledPath.run(arguments)
        #expect(r.status == 0, "\(r.stderr)")
        let root = try CompiledPath.tree(r.stdout).root
        return (root.first(id: "tip")?.frame.rect, root.first(id: "first")?.frame.rect)
    }

    @Test func theTipsCardShowsWhileItsRuleHolds() throws {
        let shown = try layout(loggedIn: true)
        let tip = try #require(shown.tip)
        // The card with 16 points of padding around it, above the list: two lines of message
        // make it taller than one line of text and its image.
        #expect(tip.minY >= 0 && tip.height > 16 + 36 + 16 && tip.width > 300, "\(tip)")
        let first = try #require(shown.first)
        #expect(first.minY > tip.maxY, "\(first)")

        // The rule fails: the tip view is nothing, and the list starts higher by the card's height.
        let hidden = try layout(loggedIn: false)
        #expect((hidden.tip?.height ?? 0) == 0, "\(String(describing: hidden.tip))")
        let hiddenFirst = try #require(hidden.first)
        #expect(hiddenFirst.minY == first.minY - tip.height, "\(hiddenFirst) \(first)")

        // Closing the tip invalidates it: it disappears as when its rule fails.
        let closed = try layout(loggedIn: true, interact: "tap 'Close'")
        #expect((closed.tip?.height ?? 0) == 0 && closed.first == hidden.first, "\(String(describing: closed.tip))")
    }
}
