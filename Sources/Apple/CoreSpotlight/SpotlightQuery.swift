// A subset of Spotlight's query language, read and evaluated on items' attributes:
// `attribute op value` comparisons joined by `&&` and `||`, negated by `!`, grouped by
// parentheses. A value is a quoted string, with `*` and `?` wildcards and the modifiers `c`
// (ignore case), `d` (ignore accents) and `w` (match words), or a number. The attribute `*` is
// every text attribute. Dates (`$time…`) and functions (`InRange`) are not read: such a query is
// invalid here.
import Foundation

indirect enum SpotlightQuery {
    case comparison(attribute: String, op: Operator, value: Literal)
    case and(SpotlightQuery, SpotlightQuery)
    case or(SpotlightQuery, SpotlightQuery)
    case not(SpotlightQuery)

    enum Operator: String { case equal = "==", notEqual = "!=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">=" }

    enum Literal {
        case text(String, ignoresCase: Bool, ignoresDiacritics: Bool, matchesWords: Bool)
        case number(Double)
    }

    struct SyntaxError: Error {}

    /// The query of a string, or a syntax error.
    init(_ source: String) throws {
        var reader = Reader(Array(source))
        self = try reader.expression()
        reader.skipSpaces()
        guard reader.atEnd else { throw SyntaxError() }
    }

    /// Whether an item's attributes match.
    func matches(_ attributes: [String: Any]) -> Bool {
        switch self {
        case .and(let a, let b): a.matches(attributes) && b.matches(attributes)
        case .or(let a, let b): a.matches(attributes) || b.matches(attributes)
        case .not(let a): !a.matches(attributes)
        case .comparison(let name, let op, let literal):
            Self.compare(Self.values(of: name, in: attributes), op, literal)
        }
    }

    /// An attribute's values: each string of a list, a URL's text, a number, a date's seconds
    /// since 2001 (Spotlight's dates).
    private static func values(of name: String, in attributes: [String: Any]) -> [Any] {
        let raw: [Any] = name == "*" || name == "**" ? Array(attributes.values) : attributes[name].map { [$0] } ?? []
        return raw.flatMap { value -> [Any] in
            switch value {
            case let list as [String]: list
            case let url as URL: [url.absoluteString]
            case let date as Date: [date.timeIntervalSinceReferenceDate]
            case let number as NSNumber: [number.doubleValue]
            case let text as String: [text]
            default: name == "*" || name == "**" ? [] : [value]
            }
        }
    }

    private static func compare(_ values: [Any], _ op: Operator, _ literal: Literal) -> Bool {
        let results = values.map { compare($0, op, literal) }
        return op == .notEqual ? results.allSatisfy { $0 } : results.contains(true)
    }

    private static func compare(_ value: Any, _ op: Operator, _ literal: Literal) -> Bool {
        switch literal {
        case .number(let number):
            let found = (value as? Double) ?? (value as? String).flatMap(Double.init)
            guard let found else { return op == .notEqual }
            return order(found < number ? .orderedAscending : found > number ? .orderedDescending : .orderedSame, op)
        case .text(let pattern, let ignoresCase, let ignoresDiacritics, let words):
            let text = (value as? String) ?? (value as? Double).map { String($0) } ?? ""
            var options: String.CompareOptions = []
            if ignoresCase { options.insert(.caseInsensitive) }
            if ignoresDiacritics { options.insert(.diacriticInsensitive) }
            let (folded, foldedPattern) = (text.folding(options: options, locale: nil), pattern.folding(options: options, locale: nil))
            switch op {
            case .equal, .notEqual:
                let candidates = words ? [folded] + folded.split { !$0.isLetter && !$0.isNumber }.map(String.init) : [folded]
                let found = candidates.contains { Wildcard(foldedPattern).matches($0) }
                return op == .equal ? found : !found
            default:
                return order(folded.compare(foldedPattern), op)
            }
        }
    }

    private static func order(_ result: ComparisonResult, _ op: Operator) -> Bool {
        switch op {
        case .equal: result == .orderedSame
        case .notEqual: result != .orderedSame
        case .less: result == .orderedAscending
        case .greater: result == .orderedDescending
        case .lessOrEqual: result != .orderedDescending
        case .greaterOrEqual: result != .orderedAscending
        }
    }

    /// Reads a query, one character at a time.
    private struct Reader {
        let characters: [Character]
        var position = 0

        init(_ characters: [Character]) { self.characters = characters }

        var atEnd: Bool { position >= characters.count }

        mutating func skipSpaces() { while !atEnd && characters[position].isWhitespace { position += 1 } }

        mutating func take(_ token: String) -> Bool {
            skipSpaces()
            let end = position + token.count
            guard end <= characters.count, String(characters[position..<end]) == token else { return false }
            position = end
            return true
        }

        mutating func expression() throws -> SpotlightQuery {
            var result = try conjunction()
            while take("||") { result = .or(result, try conjunction()) }
            return result
        }

        mutating func conjunction() throws -> SpotlightQuery {
            var result = try negation()
            while take("&&") { result = .and(result, try negation()) }
            return result
        }

        mutating func negation() throws -> SpotlightQuery {
            if take("!") && !take("=") { return .not(try negation()) }
            if take("(") {
                let inner = try expression()
                guard take(")") else { throw SyntaxError() }
                return inner
            }
            return try comparison()
        }

        mutating func comparison() throws -> SpotlightQuery {
            let attribute = try name()
            let operators: [Operator] = [.equal, .notEqual, .lessOrEqual, .greaterOrEqual, .less, .greater]
            guard let op = operators.first(where: { take($0.rawValue) }) ?? (take("=") ? .equal : nil) else { throw SyntaxError() }
            return .comparison(attribute: attribute, op: op, value: try literal())
        }

        mutating func name() throws -> String {
            skipSpaces()
            if take("**") { return "**" }
            if take("*") { return "*" }
            let start = position
            while !atEnd, characters[position].isLetter || characters[position].isNumber || "_.:".contains(characters[position]) {
                position += 1
            }
            guard position > start else { throw SyntaxError() }
            return String(characters[start..<position])
        }

        mutating func literal() throws -> Literal {
            skipSpaces()
            guard !atEnd else { throw SyntaxError() }
            let quote = characters[position]
            guard quote == "\"" || quote == "'" else { return .number(try number()) }
            position += 1
            var text = ""
            while !atEnd, characters[position] != quote {
                if characters[position] == "\\", position + 1 < characters.count { position += 1 }
                text.append(characters[position])
                position += 1
            }
            guard !atEnd else { throw SyntaxError() }
            position += 1
            var (ignoresCase, ignoresDiacritics, words) = (false, false, false)
            while !atEnd, "cdwt".contains(characters[position]) {
                switch characters[position] {
                case "c": ignoresCase = true
                case "d": ignoresDiacritics = true
                case "w": words = true
                default: break
                }
                position += 1
            }
            return .text(text, ignoresCase: ignoresCase, ignoresDiacritics: ignoresDiacritics, matchesWords: words)
        }

        mutating func number() throws -> Double {
            let start = position
            while !atEnd, characters[position].isNumber || "+-.eE".contains(characters[position]) { position += 1 }
            guard let number = Double(String(characters[start..<position])) else { throw SyntaxError() }
            return number
        }
    }
}

/// A pattern whose `*` stands for any run of characters and `?` for one.
private struct Wildcard {
    let pattern: [Character]

    init(_ pattern: String) { self.pattern = Array(pattern) }

    func matches(_ text: String) -> Bool {
        let text = Array(text)
        // The pattern positions reachable after each character of the text.
        var reachable = closure([0])
        for character in text {
            var next = Set<Int>()
            for index in reachable where index < pattern.count {
                switch pattern[index] {
                case "*": next.insert(index)
                case "?": next.insert(index + 1)
                case character: next.insert(index + 1)
                default: break
                }
            }
            reachable = closure(next)
            if reachable.isEmpty { return false }
        }
        return reachable.contains(pattern.count)
    }

    /// The positions with the stars after them skipped too (a star may stand for nothing).
    private func closure(_ positions: Set<Int>) -> Set<Int> {
        var result = positions
        var pending = Array(positions)
        while let index = pending.popLast() {
            if index < pattern.count, pattern[index] == "*", result.insert(index + 1).inserted { pending.append(index + 1) }
        }
        return result
    }
}
