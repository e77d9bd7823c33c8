import Foundation

/// The text of the field being edited with its caret and selection, and what the editing keys
/// do to them. Offsets count characters (grapheme clusters, Swift's `Character`s): an emoji with
/// modifiers, a flag or a letter with combining marks is one step of the caret, as on iOS.
public struct EditableText: Equatable, Sendable {
    /// The caret and the selection: `anchor` stays where a selection began, `caret` moves;
    /// equal, nothing is selected.
    public struct Selection: Hashable, Sendable, Codable {
        /// Where the selection began (the caret, when nothing is selected).
        public var anchor: Int
        /// Where the caret is.
        public var caret: Int

        /// A caret at `caret` with nothing selected.
        public init(caret: Int) {
            anchor = caret
            self.caret = caret
        }

        /// A selection from `anchor` to `caret` (either way round).
        public init(anchor: Int, caret: Int) {
            self.anchor = anchor
            self.caret = caret
        }

        /// The selected characters' offsets, in order.
        public var range: Range<Int> { min(anchor, caret)..<max(anchor, caret) }
        /// Whether nothing is selected (a bare caret).
        public var isEmpty: Bool { anchor == caret }

        /// The same, kept inside a text of `count` characters (code may have shortened it).
        public func clamped(to count: Int) -> Selection {
            Selection(anchor: min(max(anchor, 0), count), caret: min(max(caret, 0), count))
        }
    }

    /// The text.
    public private(set) var text: String
    /// The caret and the selection, always inside the text.
    public var selection: Selection {
        didSet { selection = selection.clamped(to: characters.count) }
    }
    private var characters: [Character]

    /// `text` with `selection` (clamped to it); nil puts the caret after the last character.
    public init(_ text: String, selection: Selection? = nil) {
        self.text = text
        characters = Array(text)
        self.selection = (selection ?? Selection(caret: characters.count)).clamped(to: characters.count)
    }

    /// The number of characters.
    public var count: Int { characters.count }

    /// The selected text (empty with a bare caret).
    public var selectedText: String { String(characters[selection.range]) }

    // MARK: Typing and deleting

    /// Types `string`: it replaces the selection, or goes in at the caret; the caret follows it.
    public mutating func insert(_ string: String) {
        let range = selection.range
        // Counted again from the joined text: a combining mark typed after a letter joins it.
        let before = String(characters[..<range.lowerBound]) + string
        replace(range, with: string, caret: before.count)
    }

    /// BackSpace: deletes the selection, else the character before the caret.
    public mutating func deleteBackward() {
        let range = selection.range
        if !range.isEmpty {
            replace(range, with: "", caret: range.lowerBound)
        } else if range.lowerBound > 0 {
            replace(range.lowerBound - 1..<range.lowerBound, with: "", caret: range.lowerBound - 1)
        }
    }

    /// Delete (forward): deletes the selection, else the character after the caret.
    public mutating func deleteForward() {
        let range = selection.range
        if !range.isEmpty {
            replace(range, with: "", caret: range.lowerBound)
        } else if range.upperBound < characters.count {
            replace(range.lowerBound..<range.lowerBound + 1, with: "", caret: range.lowerBound)
        }
    }

    private mutating func replace(_ range: Range<Int>, with string: String, caret: Int) {
        characters.replaceSubrange(range, with: Array(string))
        text = String(characters)
        // The text's own characters: a replacement may join the ones beside it.
        characters = Array(text)
        selection = Selection(caret: caret)
    }

    // MARK: Moving the caret

    /// Left: one character back, or to the start of the selection; with Shift, the selection's
    /// moving end goes back one character.
    public mutating func moveLeft(extending: Bool = false) {
        if !extending && !selection.isEmpty { selection = Selection(caret: selection.range.lowerBound); return }
        move(to: selection.caret - 1, extending: extending)
    }

    /// Right: one character on, or to the end of the selection; with Shift, the selection's
    /// moving end goes on one character.
    public mutating func moveRight(extending: Bool = false) {
        if !extending && !selection.isEmpty { selection = Selection(caret: selection.range.upperBound); return }
        move(to: selection.caret + 1, extending: extending)
    }

    /// Moves the caret to `offset` (clamped); extending keeps the anchor where it is.
    public mutating func move(to offset: Int, extending: Bool = false) {
        let offset = min(max(offset, 0), characters.count)
        selection = Selection(anchor: extending ? selection.anchor : offset, caret: offset)
    }

    /// Where the caret's line begins: after the "\n" before it (0 in one line).
    public var lineStart: Int {
        var i = selection.caret
        while i > 0, characters[i - 1] != "\n" { i -= 1 }
        return i
    }

    /// Where the caret's line ends: at the "\n" after it (the end in one line).
    public var lineEnd: Int {
        var i = selection.caret
        while i < characters.count, characters[i] != "\n" { i += 1 }
        return i
    }

    /// The offset `lines` hard lines above (negative) or below the caret, as near as it goes to
    /// the caret's column; the start or the end of the text past the first or last line.
    public func offset(movingLines lines: Int) -> Int {
        let column = selection.caret - lineStart
        var start = lineStart
        if lines < 0 {
            for _ in 0..<(-lines) {
                guard start > 0 else { return 0 }
                start -= 1
                while start > 0, characters[start - 1] != "\n" { start -= 1 }
            }
        } else {
            for _ in 0..<lines {
                var end = start
                while end < characters.count, characters[end] != "\n" { end += 1 }
                guard end < characters.count else { return characters.count }
                start = end + 1
            }
        }
        var end = start
        while end < characters.count, characters[end] != "\n" { end += 1 }
        return min(start + column, end)
    }

    /// Selects the whole text (Ctrl+A), the caret at the end.
    public mutating func selectAll() {
        selection = Selection(anchor: 0, caret: characters.count)
    }

    /// Selects the word around `offset` (a double tap): the run of letters and digits it is in
    /// or touches, else the one character there (a space, a mark).
    public mutating func selectWord(at offset: Int) {
        let offset = min(max(offset, 0), characters.count)
        let characters = characters
        func inWord(_ i: Int) -> Bool { characters.indices.contains(i) && (characters[i].isLetter || characters[i].isNumber || characters[i] == "_") }
        // A boundary touches the word before it when nothing word-like follows.
        let seed = inWord(offset) ? offset : (inWord(offset - 1) ? offset - 1 : nil)
        guard let seed else {
            if offset < characters.count { selection = Selection(anchor: offset, caret: offset + 1) } else { selection = Selection(caret: offset) }
            return
        }
        var start = seed, end = seed + 1
        while inWord(start - 1) { start -= 1 }
        while inWord(end) { end += 1 }
        selection = Selection(anchor: start, caret: end)
    }
}
