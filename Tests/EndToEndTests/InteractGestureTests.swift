import Foundation
import Testing
import Trellis

/// `--interact`'s pointer steps on the compiled path: a drag gesture moves a card by its
/// translation, a slider's thumb goes to a fraction of its track, a long press fires, a scroll
/// view follows a drag; frames read back from `trellis layout --json`.
@Suite(.serialized) struct InteractGestureTests {
    static let board = """
        import SwiftUI

        struct Board: View {
            @State private var offset = CGSize.zero
            @State private var volume = 0.0
            @State private var held = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 80, height: 80)
                        .offset(offset)
                        .gesture(DragGesture().onEnded { value in
                            offset.width += value.translation.width
                            offset.height += value.translation.height
                        })
                        .accessibilityLabel("Card")
                        .id("card")
                    Slider(value: $volume) { Text("Volume") }.frame(width: 228)
                    Color.red.frame(width: 200 * volume, height: 10).id("level")
                    Text(held ? "Held" : "Hold me").onLongPressGesture { held = true }.id(held ? "held" : "idle")
                    ScrollView {
                        VStack(spacing: 0) {
                            ForEach(0..<20) { i in Text("Row \\(i)").frame(height: 40).id("row\\(i)") }
                        }
                    }
                    .frame(height: 200)
                }
            }
        }

        #Preview { Board() }
        """

    static func layout(_ steps: String) throws -> LayoutTree {
        let url = try Command.temporaryFile(board, name: "Board.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", steps])
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    /// Where the card is drawn: its colour, which the offset moves.
    static func card(_ tree: LayoutTree) throws -> CGRect {
        let colour = try #require(tree.root.first(id: "card")?.all.first { $0.type == "Color" })
        return CGRect(x: colour.frame.x, y: colour.frame.y, width: colour.frame.width, height: colour.frame.height)
    }

    @Test func dragSlideLongPressAndScrollChangeTheLayout() throws {
        let atRest = try Self.layout("")
        let tree = try Self.layout("drag 'Card' by 60,40; slide 'Volume' to 0.5; long-press 'Hold me'; scroll 'Row 2' by 0,120")
        let before = try Self.card(atRest), after = try Self.card(tree)
        #expect(abs(after.minX - before.minX - 60) < 0.01 && abs(after.minY - before.minY - 40) < 0.01, "\(before) \(after)")
        // Half the range: the level bar is 100 of its 200 points.
        let level = try #require(tree.root.first(id: "level")).frame
        #expect(abs(level.width - 100) < 0.01, "\(level)")
        #expect(tree.root.first(id: "held") != nil && tree.root.first(id: "idle") == nil)
        // The rows moved up by the scroll, exactly.
        let row0 = try #require(atRest.root.first(id: "row2")).frame, row1 = try #require(tree.root.first(id: "row2")).frame
        #expect(abs(row0.y - row1.y - 120) < 0.01, "\(row0) \(row1)")
    }

    @Test func aTappedLinkSaysWhatItWouldOpen() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI
            struct Help: View {
                var body: some View { Link("Help", destination: URL(string: "https://example.com/help")!) }
            }
            #Preview { Help() }
            """, name: "Help.swift")
        let r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Help'"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("open https://example.com/help"), "\(r.stderr)")
    }

    @Test func pickingFromAMenuPickerSetsTheSelection() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI
            struct Sizes: View {
                @State private var size = "Small"
                var body: some View {
                    VStack {
                        Picker("Size", selection: $size) {
                            Text("Small").tag("Small")
                            Text("Large").tag("Large")
                        }
                        Color.red.frame(width: size == "Large" ? 200 : 100, height: 10).id("bar")
                    }
                }
            }
            #Preview { Sizes() }
            """, name: "Sizes.swift")
        var r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", "pick 'Large' in 'Size'"])
        #expect(r.status == 0, "\(r.stderr)")
        let bar = try #require(try CompiledPath.tree(r.stdout).root.first(id: "bar")).frame
        #expect(abs(bar.width - 200) < 0.01, "\(bar)")
        r = try CompiledPath.run(["layout", url.path, "--interact", "pick 'Huge' in 'Size'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:16: error: 'Size' has no item 'Huge'"), "\(r.stderr)")
    }

    @Test func pointerStepsOnTheWrongViewAreLocatedErrors() throws {
        let url = try Command.temporaryFile(Self.board, name: "BoardErrors.swift")
        var r = try CompiledPath.run(["layout", url.path, "--interact", "slide 'Hold me' to 0.5"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:7: error: 'Hold me' is a gesture, which does not slide"), "\(r.stderr)")
        r = try CompiledPath.run(["layout", url.path, "--interact", "drag 'Card' by 10,0\nlong-press 'Card'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:2:12: error: 'Card' does not take a long press"), "\(r.stderr)")
        r = try CompiledPath.run(["layout", url.path, "--interact", "scroll 'Card' by 0,10"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:8: error: 'Card' is not in a scroll view"), "\(r.stderr)")
    }
}
