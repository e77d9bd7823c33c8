import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisHost
import TrellisSession

private struct Field: View {
    @State private var name = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: $name).frame(width: 300)
            TextEditor(text: $name).frame(width: 120, height: 200)
        }
    }
}

/// Editing in a live preview as the host runs it: Pango measures, so the caret stands where
/// Pango put the glyphs (not at a fixed width per character), and the editing keys travel to
/// the host as events.
@MainActor @Suite struct LiveTextEditingPangoTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 600), backend: CairoBackend.backend())

    private func width(_ text: String) -> CGFloat {
        let request = TextLayoutRequest(runs: [TextRun(string: text, font: ResolvedFont(size: 17))])
        return PangoTextMeasurer.shared.measure(request, width: nil, height: nil).size.width
    }

    /// The display list's caret: the 2-pt-wide shape over `field`.
    private func caret(_ live: LivePreview, in field: CGRect) throws -> CGRect {
        let items = live.tree.displayList().allItems
        return try #require(items.last { item in
            if case .shape = item.content { return item.frame.width == 2 && item.frame.intersects(field) }
            return false
        }).frame
    }

    @Test func theCaretIsDrawnAtTheMeasuredWidthOfThePrefix() throws {
        let live = try LivePreview(session: Self.session) { AnyView(Field()) }
        try live.run(InteractionScript(parsing: "type 'WWii' into 'Name'; press left; press left"))
        let field = try #require(live.focused).frame
        // After "WW": Pango's width of "WW", which a fixed advance per character would miss.
        var caret = try caret(live, in: field)
        expectClose(caret.midX - field.minX, width("WW"), 0.05, "after WW")
        #expect(abs(width("WW") - width("WWii") / 2) > 3, "the i's are narrower than the W's")
        // Typing in the middle moves the caret by the typed character's width.
        try live.run(InteractionScript(parsing: "type 'i'"))
        caret = try self.caret(live, in: field)
        expectClose(caret.midX - field.minX, width("WWi"), 0.05, "after WWi")
        // The text item is where the caret is measured from.
        let text = try #require(live.tree.displayList().allItems.first { item in
            if case let .text(t) = item.content { return t.request.string == "WWiii" }
            return false
        })
        expectClose(text.frame.minX, field.minX, 0.01, "the text starts at the field's leading edge")
    }

    @Test func theEditorsCaretFollowsPangosWrappedLines() throws {
        let live = try LivePreview(session: Self.session) { AnyView(Field()) }
        // 110 pt of text width (120 less the insets): "alpha beta gamma" wraps.
        let editor = try #require(live.tree.textFields.first { $0.kind == .textEditor })
        try live.send(.tap(CGPoint(x: editor.frame.midX, y: editor.frame.midY)))
        try live.send(.type("alpha beta gamma"))
        let field = try #require(live.focused).frame
        let caret = try caret(live, in: field)
        let lines = PangoTextMeasurer.shared.visibleLines(
            TextLayoutRequest(runs: [TextRun(string: "alpha beta gamma", font: ResolvedFont(size: 17))]), width: 110, height: nil)
        #expect(lines.count >= 2, "\(lines)")
        // On the last line, after its text; below the first line.
        expectClose(caret.midX - (field.minX + 5), width(lines.last!), 0.05, "after \(lines.last!)")
        #expect(caret.minY > field.minY + 8 + 15)
        // Up goes to the line above, nearest the same x.
        try live.send(.key(.up))
        let up = try #require(live.graph.focusedSelection).caret
        #expect(up < "alpha beta gamma".count - lines.last!.count)
    }

    @Test func theEditingKeysTravelToTheHost() throws {
        for key in LiveKey.allCases {
            let event = LiveEvent.key(key)
            let back = try BinaryMessageDecoder.decode(LiveEvent.self, from: try BinaryMessageEncoder.encode(event))
            #expect(back == event)
        }
    }
}
