import Foundation
import Testing
import Trellis
@testable import TrellisSession

// Editing in a live preview: the model (EditableText) on exact strings and offsets, then the
// session's keys, taps and steps on real screens. The session measures with the engine's
// approximate measurer here (0.55 em a character: 9.35 pt in the 17-pt body font);
// TrellisHostTests measures the same with Pango.

private struct Fields: View {
    @State private var name = ""
    @State private var password = ""
    @State private var submitted = ""
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: $name).frame(width: 300).onSubmit { submitted = name }
            SecureField("Password", text: $password).frame(width: 300)
            Text("[\(name)]").id("name")
            Text("[\(password)]").id("password")
            Text("[\(submitted)]").id("submitted")
        }
    }
}

private struct Notes: View {
    @State private var notes = ""
    @State private var submitted = false
    var body: some View {
        VStack(spacing: 0) {
            TextField("Title", text: .constant("")).frame(width: 300)
            TextEditor(text: $notes).frame(width: 300, height: 200).onSubmit { submitted = true }
            Text("[\(notes.replacingOccurrences(of: "\n", with: "|"))]").id("notes")
            Text(submitted ? "submitted" : "not submitted").id("submitted")
        }
    }
}

@Suite struct EditableTextTests {
    @Test func typingInsertsAtTheCaretAndReplacesTheSelection() {
        var text = EditableText("abc")
        #expect(text.selection == .init(caret: 3))
        text.moveLeft()
        text.insert("X")
        #expect(text.text == "abXc" && text.selection == .init(caret: 3))
        text.moveLeft(extending: true)
        text.moveLeft(extending: true)
        #expect(text.selection == .init(anchor: 3, caret: 1) && text.selectedText == "bX")
        text.insert("yz")
        #expect(text.text == "ayzc" && text.selection == .init(caret: 3))
        text.selectAll()
        #expect(text.selection == .init(anchor: 0, caret: 4))
        text.insert("new")
        #expect(text.text == "new" && text.selection == .init(caret: 3))
    }

    @Test func backspaceAndDeleteTakeTheSelectionOrOneCharacter() {
        var text = EditableText("hello", selection: .init(caret: 2))
        text.deleteBackward()
        #expect(text.text == "hllo" && text.selection.caret == 1)
        text.deleteForward()
        #expect(text.text == "hlo" && text.selection.caret == 1)
        text.move(to: 0)
        text.deleteBackward()
        #expect(text.text == "hlo" && text.selection.caret == 0)
        text.move(to: 3)
        text.deleteForward()
        #expect(text.text == "hlo" && text.selection.caret == 3)
        text.move(to: 0)
        text.move(to: 2, extending: true)
        text.deleteForward()
        #expect(text.text == "o" && text.selection == .init(caret: 0))
    }

    @Test func arrowsCollapseASelectionAndStopAtTheEnds() {
        var text = EditableText("abcd", selection: .init(anchor: 1, caret: 3))
        text.moveLeft()
        #expect(text.selection == .init(caret: 1))
        text.selection = .init(anchor: 3, caret: 1)
        text.moveRight()
        #expect(text.selection == .init(caret: 3))
        text.moveRight(); text.moveRight(); text.moveRight()
        #expect(text.selection == .init(caret: 4))
        text.move(to: 0)
        text.moveLeft()
        #expect(text.selection == .init(caret: 0))
        // Shift extends from the anchor, back past it too.
        text.move(to: 2)
        text.moveRight(extending: true)
        text.moveLeft(extending: true)
        text.moveLeft(extending: true)
        #expect(text.selection == .init(anchor: 2, caret: 1) && text.selectedText == "b")
    }

    @Test func graphemeClustersAreOneStep() {
        // A thumbs-up with a skin tone, a flag, an e with a combining acute accent: one character each.
        var text = EditableText("a👍🏽🇫🇷e\u{301}b")
        #expect(text.count == 5)
        text.moveLeft()
        text.moveLeft()
        #expect(text.selection.caret == 3)
        text.deleteBackward()
        #expect(text.text == "a👍🏽e\u{301}b" && text.selection.caret == 2)
        text.insert("🧑‍💻")
        #expect(text.text == "a👍🏽🧑‍💻e\u{301}b" && text.selection.caret == 3)
        text.moveRight(extending: true)
        #expect(text.selectedText == "e\u{301}")
        text.deleteForward()
        #expect(text.text == "a👍🏽🧑‍💻b" && text.count == 4)
        // A combining mark typed after a letter joins it: the caret stays after the one character.
        var accent = EditableText("cafe")
        accent.insert("\u{301}")
        #expect(accent.text == "cafe\u{301}" && accent.count == 4 && accent.selection.caret == 4)
    }

    @Test func linesHomeEndAndVerticalMovesInHardLines() {
        var text = EditableText("one\ntwo three\nx", selection: .init(caret: 6))
        #expect(text.lineStart == 4 && text.lineEnd == 13)
        #expect(text.offset(movingLines: -1) == 2)
        #expect(text.offset(movingLines: 1) == 15, "the last line is shorter: its end")
        #expect(text.offset(movingLines: -2) == 0 && text.offset(movingLines: 2) == 15)
        text.move(to: text.lineEnd, extending: true)
        #expect(text.selectedText == "o three")
    }

    @Test func aDoubleTapSelectsTheWordItTouches() {
        var text = EditableText("hello big world")
        text.selectWord(at: 7)
        #expect(text.selectedText == "big")
        text.selectWord(at: 9)
        #expect(text.selectedText == "big", "the boundary after a word touches it")
        text.selectWord(at: 0)
        #expect(text.selectedText == "hello")
        text.selectWord(at: 15)
        #expect(text.selectedText == "world")
    }
}

@MainActor @Suite struct LiveTextEditingTests {
    static let session = PreviewSession(size: CGSize(width: 390, height: 600))
    /// The approximate measurer's advance at 17 pt.
    static let advance: CGFloat = 17 * 0.55

    private func live<V: View>(_ view: V) throws -> LivePreview {
        try LivePreview(session: Self.session) { AnyView(view) }
    }

    /// The caret: the 2-pt-wide view drawn over the focused field.
    private func caret(_ live: LivePreview) throws -> CGRect {
        let field = try #require(live.focused).frame
        let caret = try #require(live.tree.tree.root.all.last { $0.frame.width == 2 && $0.frame.rect.intersects(field) })
        return caret.frame.rect
    }

    @Test func keysEditAtTheCaretAndTheCaretIsDrawnThere() throws {
        let live = try live(Fields())
        try live.run(InteractionScript(parsing: "type 'abc' into 'Name'; press left; type 'X'"))
        #expect(live.tree.shownText(id: "name") == "[abXc]")
        #expect(live.graph.focusedSelection == .init(caret: 3))
        let field = try #require(live.focused).frame
        // Centred on the boundary after three characters; as tall as the field's line.
        var caret = try caret(live)
        #expect(abs(caret.midX - (field.minX + 3 * Self.advance)) < 0.01, "\(caret) \(field)")
        #expect(abs(caret.height - field.height) < 0.01)
        try live.run(InteractionScript(parsing: "press home; type '>'; press end; press backspace; press left; press delete"))
        #expect(live.tree.shownText(id: "name") == "[>ab]")
        caret = try self.caret(live)
        #expect(abs(caret.midX - (field.minX + 3 * Self.advance)) < 0.01)
        // Up and Down in one line go to the start and the end.
        try live.run(InteractionScript(parsing: "press up; type '1'; press down; type '2'"))
        #expect(live.tree.shownText(id: "name") == "[1>ab2]")
        // The frame of the field never moves.
        #expect(try #require(live.focused).frame == field)
    }

    @Test func shiftExtendsASelectionThatIsDrawnAndReplaced() throws {
        let live = try live(Fields())
        try live.run(InteractionScript(parsing: "type 'hello' into 'Name'; press shift+left; press shift+left"))
        #expect(live.graph.focusedSelection == .init(anchor: 5, caret: 3))
        let field = try #require(live.focused).frame
        // The highlight covers "lo", behind the text; no caret is drawn over a selection.
        let highlight = try #require(live.tree.tree.root.all.last { $0.frame.rect.intersects(field) && abs($0.frame.width - 2 * Self.advance) < 0.01 })
        #expect(abs(highlight.frame.x - (field.minX + 3 * Self.advance)) < 0.01, "\(highlight.frame)")
        #expect(!live.tree.tree.root.all.contains { $0.frame.width == 2 && $0.frame.rect.intersects(field) })
        try live.run(InteractionScript(parsing: "type 'p!'"))
        #expect(live.tree.shownText(id: "name") == "[help!]")
        try live.run(InteractionScript(parsing: "press shift+home; press backspace; type 'ok'; press ctrl+a; press shift+left"))
        #expect(live.tree.shownText(id: "name") == "[ok]")
        #expect(live.graph.focusedSelection == .init(anchor: 0, caret: 1))
        try live.run(InteractionScript(parsing: "press select-all; press backspace"))
        #expect(live.tree.shownText(id: "name") == "[]")
    }

    @Test func aTapInTheFocusedFieldPlacesTheCaretAndADoubleTapSelectsAWord() throws {
        let live = try live(Fields())
        try live.run(InteractionScript(parsing: "type 'one two' into 'Name'"))
        let field = try #require(live.focused).frame
        // 2.4 advances in: the boundary after two characters is nearest.
        try live.send(.tap(CGPoint(x: field.minX + 2.4 * Self.advance, y: field.midY)))
        #expect(live.graph.focusedSelection == .init(caret: 2))
        try live.send(.type("-"))
        #expect(live.tree.shownText(id: "name") == "[on-e two]")
        // A tap past the text: the end.
        try live.send(.tap(CGPoint(x: field.maxX - 5, y: field.midY)))
        #expect(live.graph.focusedSelection == .init(caret: 8))
        let two = CGPoint(x: field.minX + 6.5 * Self.advance, y: field.midY)
        try live.run(InteractionScript(parsing: "double-tap \(Int(two.x)),\(Int(two.y))"))
        #expect(live.graph.focusedSelection == .init(anchor: 5, caret: 8))
        try live.send(.type("2"))
        #expect(live.tree.shownText(id: "name") == "[on-e 2]")
        // A press and a release 2 s after the last tap is a single tap again.
        _ = try live.send(.press(two, time: 10))
        _ = try live.send(.release(two, time: 10.05))
        _ = try live.send(.press(CGPoint(x: field.minX + 1, y: field.midY), time: 12))
        _ = try live.send(.release(CGPoint(x: field.minX + 1, y: field.midY), time: 12.05))
        #expect(live.graph.focusedSelection == .init(caret: 0))
    }

    @Test func aSecureFieldsCaretStandsOverItsBullets() throws {
        let live = try live(Fields())
        try live.run(InteractionScript(parsing: "type 'pass' into 'Password'; press left; press left; type 'X'"))
        #expect(live.tree.shownText(id: "password") == "[paXss]")
        #expect(live.tree.shownTexts().contains("\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}"))
        let field = try #require(live.focused).frame
        #expect(abs(try caret(live).midX - (field.minX + 3 * Self.advance)) < 0.01)
        // Enter submits the focused field only (its onSubmit is the name field's).
        try live.run(InteractionScript(parsing: "tap 'Name'; type 'Ann'; press enter"))
        #expect(live.tree.shownText(id: "submitted") == "[Ann]")
        #expect(live.focusedField == nil)
    }

    @Test func theEditorTakesTheFocusByTabAndEditsManyLines() throws {
        let live = try live(Notes())
        try live.send(.key(.tab))
        try live.send(.key(.tab))
        #expect(live.focused?.kind == .textEditor)
        try live.run(InteractionScript(parsing: "type 'one'; press enter; type 'two'; press up; type 'X'"))
        // Return started a line and submitted nothing; Up went to the line above at the same column.
        #expect(live.tree.shownText(id: "notes") == "[oneX|two]")
        #expect(live.tree.shownText(id: "submitted") == "not submitted")
        #expect(live.focused?.kind == .textEditor)
        try live.run(InteractionScript(parsing: "press down; press home; type '2'"))
        #expect(live.tree.shownText(id: "notes") == "[oneX|2two]")
        // The caret stands on the second line, after one character, inside the editor's insets.
        let editor = try #require(live.focused).frame
        let caret = try caret(live)
        let lineHeight: CGFloat = 17 * 1.2
        #expect(abs(caret.minY - (editor.minY + 8 + lineHeight)) < 0.01, "\(caret) \(editor)")
        #expect(abs(caret.midX - (editor.minX + 5 + Self.advance)) < 0.01, "\(caret) \(editor)")
        #expect(abs(caret.height - lineHeight) < 0.01)
        // Tab moves on (to the first field), Escape leaves.
        try live.send(.key(.tab))
        #expect(live.focused?.kind == .textField)
        try live.send(.key(.escape))
        #expect(live.focusedField == nil)
    }

    @Test func aLongTextScrollsToKeepTheCaretInView() throws {
        let live = try live(Fields())
        // 40 characters: 374 pt of text in a 300-pt field.
        try live.run(InteractionScript(parsing: "type '\(String(repeating: "abcdefghij", count: 4))' into 'Name'"))
        let field = try #require(live.focused).frame
        let scroll = 40 * Self.advance + 1 - 300
        // The caret stays inside, at the right edge; the text is drawn scrolled left under it.
        #expect(abs(try caret(live).midX - (field.minX + 299)) < 0.01)
        let scrolled = live.tree.tree.root.all.filter { $0.type == "Text" && abs($0.frame.x - (field.minX - scroll)) < 0.01 }
        #expect(!scrolled.isEmpty, "\(live.tree.tree.root.all.filter { $0.type == "Text" }.map(\.frame))")
        // A tap counts from the scrolled text: 150 pt in is 225 pt into the text, after 24 characters.
        try live.send(.tap(CGPoint(x: field.minX + 150, y: field.midY)))
        #expect(live.graph.focusedSelection == .init(caret: 24))
        // Home scrolls back to the start.
        try live.run(InteractionScript(parsing: "press home"))
        #expect(abs(try caret(live).midX - field.minX) < 0.01)
        #expect(live.tree.tree.root.all.contains { $0.type == "Text" && abs($0.frame.x - field.minX) < 0.01 })
    }

    @Test func rightToLeftTheCaretAndTapsFollowTheGlyphs() throws {
        // The layout mirrors (the text sits at the field's right), the glyphs still run left to right.
        let live = try live(Fields().environment(\.layoutDirection, .rightToLeft))
        try live.run(InteractionScript(parsing: "type 'abc' into 'Name'; press left"))
        let field = try #require(live.focused).frame
        let text = try #require(live.tree.tree.root.all.first { $0.type == "Text" && $0.frame.rect.intersects(field) }).frame
        #expect(text.x > field.minX + 100, "\(text) \(field)")
        let caret = try caret(live)
        #expect(abs(caret.midX - (text.x + 2 * Self.advance)) < 0.01, "\(caret) \(text)")
        try live.send(.tap(CGPoint(x: text.x + 0.9 * Self.advance, y: field.midY)))
        #expect(live.graph.focusedSelection == .init(caret: 1))
        try live.run(InteractionScript(parsing: "press shift+right"))
        let highlight = try #require(live.tree.tree.root.all.last { $0.frame.rect.intersects(field) && abs($0.frame.width - Self.advance) < 0.01 })
        #expect(abs(highlight.frame.x - (text.x + Self.advance)) < 0.01, "\(highlight.frame) \(text)")
    }

    @Test func editingStepsNeedAFocusedFieldAndKnownKeys() throws {
        let keys = try InteractionScript(parsing: "key 'shift+left'; press ctrl+a; press select-all; press return; press delete; double-tap 'Name'")
        #expect(keys.steps.map(\.action) == [.press(.shiftLeft), .press(.selectAll), .press(.selectAll), .press(.enter), .press(.delete),
                                              .doubleTap(.named("Name"))])
        let live = try live(Fields())
        #expect(throws: InteractionScript.Failure(line: 1, column: 1, message: "no text field has the focus for 'left'")) {
            try live.run(InteractionScript(parsing: "press left"))
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 7, message: "unknown key 'shift+lft'; keys: \(LiveKey.allCases.map(\.rawValue).joined(separator: ", "))")) {
            try InteractionScript(parsing: "press shift+lft")
        }
        #expect(throws: InteractionScript.Failure(line: 1, column: 12, message: "expected a quoted name or a point X,Y after 'double-tap'")) {
            try InteractionScript(parsing: "double-tap now")
        }
    }
}
