import Foundation
import Trellis

/// What typing, the editing keys and taps do to the focused field: its text and its caret and
/// selection (`EditableText`, kept in the graph beside the focus). Up and Down in an editor and
/// a tap find their character from where the field's text was drawn (its `CaretMap`, measured
/// by the same text measurer that laid the text out).
extension LivePreview {
    /// A second tap within this many seconds and points of the first is a double tap (UIKit's
    /// double-tap interval is about 0.3 s; a person's hand is slower in a window).
    static let doubleTapInterval = 0.5
    static let doubleTapDistance: CGFloat = 10

    /// The focused field's text with its caret and selection.
    func editable(_ field: InteractiveView) -> EditableText {
        EditableText(field.text ?? "", selection: graph.focusedSelection)
    }

    /// Edits `field`'s text and selection; the binding is written only when the text changed.
    func edit(_ field: InteractiveView, _ change: (inout EditableText) -> Void) {
        let before = field.text ?? ""
        var text = EditableText(before, selection: graph.focusedSelection)
        change(&text)
        if text.text != before { field.setText(text.text) }
        // A binding that ignores writes (`.constant`) keeps its text: the caret stays inside it.
        graph.focusedSelection = text.selection.clamped(to: (field.text ?? "").count)
    }

    /// An editing key in the focused `field`.
    func edit(_ field: InteractiveView, _ key: LiveKey) {
        edit(field) { text in
            switch key {
            case .backspace: text.deleteBackward()
            case .delete: text.deleteForward()
            case .left, .shiftLeft: text.moveLeft(extending: key == .shiftLeft)
            case .right, .shiftRight: text.moveRight(extending: key == .shiftRight)
            case .up, .shiftUp: text.move(to: verticalTarget(field, text, lines: -1), extending: key == .shiftUp)
            case .down, .shiftDown: text.move(to: verticalTarget(field, text, lines: 1), extending: key == .shiftDown)
            case .home, .shiftHome: text.move(to: text.lineStart, extending: key == .shiftHome)
            case .end, .shiftEnd: text.move(to: text.lineEnd, extending: key == .shiftEnd)
            case .selectAll: text.selectAll()
            case .enter, .tab, .escape: break
            }
        }
    }

    /// Where Up or Down takes the caret: in an editor the nearest character on the drawn line
    /// above or below (the hard line when the editor was not drawn focused); in one line, the
    /// start or the end.
    private func verticalTarget(_ field: InteractiveView, _ text: EditableText, lines: Int) -> Int {
        guard field.kind.isMultiline else { return lines < 0 ? 0 : text.count }
        return field.caretOffset(from: text.selection.caret, movingLines: lines) ?? text.offset(movingLines: lines)
    }

    /// A tap in a text field: it takes the focus; in a field that had it the caret goes to the
    /// character boundary nearest the tap, and a second tap soon after selects the word there.
    func tapField(_ field: InteractiveView, at point: CGPoint?, time: Double?) {
        let wasFocused = field.identity == focusedField
        moveFocus(to: field)
        guard let point else { lastFieldTap = nil; return }
        let offset = wasFocused ? field.caretOffset(nearest: point) : nil
        if let offset, let time, let last = lastFieldTap, last.field == field.identity, time - last.time <= Self.doubleTapInterval,
           ((point.x - last.point.x) * (point.x - last.point.x) + (point.y - last.point.y) * (point.y - last.point.y)).squareRoot()
               <= Self.doubleTapDistance {
            var text = editable(field)
            text.selectWord(at: offset)
            graph.focusedSelection = text.selection
            lastFieldTap = nil
            return
        }
        if let offset { graph.focusedSelection = EditableText.Selection(caret: offset) }
        lastFieldTap = time.map { (field.identity, point, $0) }
    }
}
