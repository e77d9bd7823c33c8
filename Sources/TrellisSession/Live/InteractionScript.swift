import Foundation
import Trellis

/// The steps of `--interact`: what a person would do to the preview, one step after another,
/// separated by `;` or new lines. Targets are named by what the view shows (a text inside it)
/// or its label (an accessibility label, a text field's title), in single or double quotes;
/// `tap` also takes a point, `tap 120,300`.
///
///     tap 'Add'; tap 120,300; toggle 'Notifications'; type 'Ann' into 'Name'; type ' Lee'
///     press enter; press tab; press backspace; press escape; increment 'Quantity'; decrement 'Quantity'
///     press left; press shift+right; press home; press end; press delete; press ctrl+a; double-tap 'Name'
///     drag 'Card' by 120,0; drag 40,300 to 200,300; long-press 'Photo'; long-press 'Photo' for 2
///     slide 'Volume' to 0.75; scroll 'Row 3' by 0,200; pick 'Large' in 'Size'
///
/// A drag presses at the target's centre (or the first point), moves there in 10 even steps over
/// 0.5 s and releases where it stopped; a long press holds 1 s unless told; `slide` drags a
/// slider's thumb to a fraction of its track; `scroll` drags the scroll view around the target
/// so that its content moves by DX,DY; `pick` opens a menu (or a menu picker) and chooses an item.
/// `press` takes the editing keys too (`left`, `right`, `up`, `down`, `home`, `end`, `delete`,
/// `ctrl+a`, and `shift+` an arrow, Home or End to extend the selection); `double-tap` taps twice
/// in quick succession (in a focused text field: selects the word there).
///
/// Errors name the step's place in the script as `--interact:LINE:COL`.
public struct InteractionScript: Sendable, Equatable {
    public var steps: [Step]

    public struct Step: Sendable, Equatable {
        public var action: Action
        /// Where the step starts in the script (1-based).
        public var line: Int, column: Int
        /// Where its target is written (a quoted name, a point): errors about the target point there.
        public var targetLine: Int, targetColumn: Int
    }

    public enum Action: Sendable, Equatable {
        case tap(Target)
        /// Two taps in quick succession at one place (a word selected in a focused field).
        case doubleTap(Target)
        case toggle(String)
        case type(String, into: String?)
        case press(LiveKey)
        case increment(String), decrement(String)
        case drag(Target, by: CGSize)
        case dragPoints(from: CGPoint, to: CGPoint)
        case longPress(Target, seconds: Double)
        case slide(String, to: Double)
        case scroll(String, by: CGSize)
        case pick(String, in: String)
        /// Runs the main actor's work for that many seconds (tasks, timers), updating as state changes.
        case wait(Double)
    }

    public enum Target: Sendable, Equatable {
        case named(String)
        case point(CGPoint)
    }

    /// A step that cannot run, or a script that does not parse: the message with its place.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        public var line: Int, column: Int
        public var message: String
        public var description: String { "--interact:\(line):\(column): error: \(message)" }
    }

    /// Parses `text`; the first malformed step is the error.
    public init(parsing text: String) throws(Failure) {
        var parser = StepParser(Array(text))
        steps = try parser.steps()
    }
}

/// Reads steps word by word, keeping line and column for errors.
private struct StepParser {
    let chars: [Character]
    var index = 0, line = 1, column = 1
    /// Where the step's target was read (the last quoted name or point).
    var targetPlace: (Int, Int)?

    init(_ chars: [Character]) { self.chars = chars }

    mutating func steps() throws(InteractionScript.Failure) -> [InteractionScript.Step] {
        var steps: [InteractionScript.Step] = []
        while true {
            skipSpace(newlines: true)
            while peek == ";" { advance(); skipSpace(newlines: true) }
            guard peek != nil else { return steps }
            let (l, c) = (line, column)
            let verb = word()
            let action: InteractionScript.Action
            switch verb {
            case "tap", "click":
                skipSpace()
                if let q = peek, q == "'" || q == "\"" {
                    action = .tap(.named(try quoted(after: verb)))
                } else {
                    action = .tap(.point(try point()))
                }
            case "double-tap":
                skipSpace()
                if let q = peek, q == "'" || q == "\"" {
                    action = .doubleTap(.named(try quoted(after: verb)))
                } else {
                    action = .doubleTap(.point(try point(after: verb)))
                }
            case "toggle": action = .toggle(try quoted(after: verb))
            case "increment": action = .increment(try quoted(after: verb))
            case "decrement": action = .decrement(try quoted(after: verb))
            case "type":
                let text = try quoted(after: verb)
                skipSpace()
                if peek == "i" {
                    let (wl, wc) = (line, column)
                    guard word() == "into" else { throw fail(wl, wc, "expected 'into' after the text to type") }
                    action = .type(text, into: try quoted(after: "into"))
                } else {
                    action = .type(text, into: nil)
                }
            case "press", "key":
                skipSpace()
                let (kl, kc) = (line, column)
                // A key name may hold a modifier (shift+left, ctrl+a) and may be quoted.
                var name = ""
                if let q = peek, q == "'" || q == "\"" {
                    name = try quoted(after: verb)
                    targetPlace = nil
                } else {
                    while let c = peek, c.isLetter || c == "+" || (c == "-" && !name.isEmpty) { name.append(c); advance() }
                }
                guard let key = LiveKey(name: name) else {
                    throw fail(kl, kc, "unknown key '\(name)'; keys: \(LiveKey.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                action = .press(key)
            case "drag", "long-press", "slide", "scroll", "pick":
                action = try pointerStep(verb)
            case "wait":
                skipSpace()
                let (wl, wc) = (line, column)
                targetPlace = (wl, wc)
                var text = ""
                while let ch = peek, ch.isNumber || ch == "." { text.append(ch); advance() }
                guard let seconds = Double(text), seconds.isFinite, seconds <= 60 else {
                    throw fail(wl, wc, "expected seconds (at most 60) after 'wait', as in wait 0.5")
                }
                action = .wait(seconds)
            case "":
                throw fail(l, c, "expected a step, found '\(peek.map(String.init) ?? "")'")
            default:
                throw fail(l, c, "unknown step '\(verb)'; steps: tap, double-tap, toggle, type … into, press, increment, decrement, drag, long-press, slide, scroll, pick, wait")
            }
            let target = targetPlace ?? (l, c)
            targetPlace = nil
            steps.append(InteractionScript.Step(action: action, line: l, column: c, targetLine: target.0, targetColumn: target.1))
            skipSpace()
            if let next = peek, next != ";" && next != "\n" {
                throw fail(line, column, "expected ';' or a new line after the step, found '\(next)'")
            }
        }
    }

    var peek: Character? { index < chars.count ? chars[index] : nil }

    mutating func advance() {
        if chars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    mutating func skipSpace(newlines: Bool = false) {
        while let c = peek, c == " " || c == "\t" || (newlines && (c == "\n" || c == "\r")) { advance() }
    }

    mutating func word() -> String {
        var w = ""
        while let c = peek, c.isLetter || (c == "-" && !w.isEmpty) { w.append(c); advance() }
        return w
    }

    /// The steps that press and move: `drag`, `long-press`, `slide`, `scroll`.
    mutating func pointerStep(_ verb: String) throws(InteractionScript.Failure) -> InteractionScript.Action {
        skipSpace()
        switch verb {
        case "drag":
            if let q = peek, q == "'" || q == "\"" {
                let name = try quoted(after: verb)
                try keyword("by")
                return .drag(.named(name), by: try size(after: "by"))
            }
            let from = try point(after: verb)
            try keyword("to")
            skipSpace()
            let target = targetPlace
            let to = try point(after: "to")
            targetPlace = target
            return .dragPoints(from: from, to: to)
        case "long-press":
            let target: InteractionScript.Target
            if let q = peek, q == "'" || q == "\"" { target = .named(try quoted(after: verb)) } else { target = .point(try point(after: verb)) }
            skipSpace()
            guard peek == "f" else { return .longPress(target, seconds: 1) }
            try keyword("for")
            let seconds = try number(after: "for")
            guard seconds >= 0 else { throw fail(line, column, "a long press lasts 0 seconds or more") }
            return .longPress(target, seconds: seconds)
        case "slide":
            let name = try quoted(after: verb)
            try keyword("to")
            let (l, c) = (line, column)
            let fraction = try number(after: "to")
            guard (0...1).contains(fraction) else { throw fail(l, c, "expected a fraction of the track from 0 to 1, found \(fraction)") }
            return .slide(name, to: fraction)
        case "pick":
            let item = try quoted(after: verb)
            try keyword("in")
            return .pick(item, in: try quoted(after: "in"))
        default:
            let name = try quoted(after: verb)
            try keyword("by")
            return .scroll(name, by: try size(after: "by"))
        }
    }

    mutating func keyword(_ expected: String) throws(InteractionScript.Failure) {
        skipSpace()
        let (l, c) = (line, column)
        guard word() == expected else { throw fail(l, c, "expected '\(expected)' here") }
    }

    mutating func number(after verb: String) throws(InteractionScript.Failure) -> Double {
        skipSpace()
        let (l, c) = (line, column)
        var text = ""
        while let ch = peek, ch.isNumber || ch == "." || ch == "-" { text.append(ch); advance() }
        guard let value = Double(text), value.isFinite else { throw fail(l, c, "expected a number after '\(verb)'") }
        return value
    }

    mutating func size(after verb: String) throws(InteractionScript.Failure) -> CGSize {
        skipSpace()
        // The step's target stays the name or point before the offset.
        let target = targetPlace
        let p = try point(after: verb, what: "an offset DX,DY")
        targetPlace = target
        return CGSize(width: p.x, height: p.y)
    }

    mutating func quoted(after verb: String) throws(InteractionScript.Failure) -> String {
        skipSpace()
        guard let q = peek, q == "'" || q == "\"" else {
            throw fail(line, column, "expected a quoted name after '\(verb)', as in \(verb) 'Add'")
        }
        let (l, c) = (line, column)
        targetPlace = (l, c)
        advance()
        var text = ""
        while let ch = peek, ch != q {
            if ch == "\n" { break }
            text.append(ch)
            advance()
        }
        guard peek == q else { throw fail(l, c, "unterminated quote") }
        advance()
        return text
    }

    mutating func point(after verb: String = "tap", what: String = "a quoted name or a point X,Y") throws(InteractionScript.Failure) -> CGPoint {
        let (l, c) = (line, column)
        targetPlace = (l, c)
        var text = ""
        // A point is "X,Y" with spaces allowed around the comma only.
        while let ch = peek, ch.isNumber || ch == "." || ch == "," || ch == "-" || (ch == " " && (text.last == "," || nextIsComma)) {
            text.append(ch); advance()
        }
        let parts = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite else {
            throw fail(l, c, "expected \(what) after '\(verb)'")
        }
        return CGPoint(x: x, y: y)
    }

    /// Whether the next character that is not a space is a comma.
    var nextIsComma: Bool {
        var i = index
        while i < chars.count, chars[i] == " " { i += 1 }
        return i < chars.count && chars[i] == ","
    }

    func fail(_ line: Int, _ column: Int, _ message: String) -> InteractionScript.Failure {
        InteractionScript.Failure(line: line, column: column, message: message)
    }
}
