import Foundation
import Testing
import Trellis
import TrellisCairo

/// `--interact`'s editing steps on the compiled path: the keys move the caret and typing goes
/// in at it (the state read back through an `.id` made from it), and the rendered caret stands
/// where Pango measures the text before it.
@Suite(.serialized) struct InteractTextEditingTests {
    static let source = """
        import SwiftUI

        struct Editing: View {
            @State private var name = ""
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    TextField("Name", text: $name).frame(width: 300)
                    Text("[\\(name)]").id("text-\\(name)")
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }

        #Preview { Editing() }
        """

    static func width(_ text: String) -> CGFloat {
        let request = TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(size: 17))])
        return PangoTextMeasurer.shared.measure(request, width: nil, height: nil).size.width
    }

    @Test func theKeysMoveTheCaretAndTypingGoesInAtIt() throws {
        let url = try Command.temporaryFile(Self.source, name: "Editing.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact",
                                      "type 'abc' into 'Name'; press left; type 'X'; press home; type '>'; press end; press shift+left; type 'Z'"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        #expect(tree.root.first(id: "text->abXZ") != nil, "\(tree.root.all.compactMap(\.id))")
        // A step that needs a focused field says so, with its place.
        let bad = try CompiledPath.run(["layout", url.path, "--interact", "press left"])
        #expect(bad.status == 1)
        #expect(bad.stderr.contains("--interact:1:1: error: no text field has the focus for 'left'"), "\(bad.stderr)")
    }

    @Test func theRenderedCaretStandsAtTheMeasuredWidthOfThePrefix() throws {
        let url = try Command.temporaryFile(Self.source, name: "EditingPixels.swift")
        let png = url.deletingLastPathComponent().appendingPathComponent("editing-caret.png")
        let steps = "type 'WWii' into 'Name'; press left; press left"
        let r = try CompiledPath.run(["render", url.path, "--size", "390x600", "--interact", steps, "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        let layout = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", steps])
        let tree = try CompiledPath.tree(layout.stdout)
        let field = try #require(tree.root.all.first { $0.type == "TextField" }).frame
        // The caret is the tint (blue) in the field's middle row; the text around it is dark.
        let y = Int(field.y + field.height / 2)
        let x0 = Int(field.x)
        let row = try #require(Screenshot(ppm: ExternalTool.run(["convert", png.path, "-crop", "120x1+\(x0)+\(y)", "ppm:-"]).output))
        let columns = (0..<120).filter { row.pixel($0, 0).b > 150 && row.pixel($0, 0).b - row.pixel($0, 0).r > 80 }.map { $0 + x0 }
        #expect(!columns.isEmpty, "no caret drawn in row \(y)")
        let centre = (CGFloat(columns.min() ?? 0) + CGFloat(columns.max() ?? 0) + 1) / 2
        let expected = field.x + Self.width("WW")
        #expect(abs(centre - expected) <= 1, "caret at \(centre), Pango's width of WW ends at \(expected); columns \(columns)")
        // A fixed advance per character would put it elsewhere: the W's are wider than the i's.
        #expect(abs(Self.width("WWii") / 2 - Self.width("WW")) > 3)
    }
}
