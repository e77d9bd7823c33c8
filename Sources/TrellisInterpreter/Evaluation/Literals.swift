import Foundation
import SwiftSyntax
@_spi(Hosts) import Trellis

extension Evaluator {
    func integerLiteral(_ e: IntegerLiteralExprSyntax) throws -> Value {
        var text = e.literal.text
        if let v = Int(text) { return .int(v) }
        text.removeAll { $0 == "_" }
        var radix = 10
        for (prefix, r) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
            text.removeFirst(2)
            radix = r
        }
        guard let v = Int(text, radix: radix) else {
            throw EvaluationError(e, "integer literal '\(e.literal.text)' overflows Int")
        }
        return .int(v)
    }

    func floatLiteral(_ e: FloatLiteralExprSyntax) throws -> Value {
        var text = e.literal.text
        text.removeAll { $0 == "_" }
        guard let v = Double(text) else {
            throw EvaluationError(e, "cannot read the number '\(e.literal.text)'")
        }
        return .double(v)
    }

    func stringLiteral(_ e: StringLiteralExprSyntax, _ f: Frame) throws -> String {
        let raw = e.openingPounds != nil
        // The common case: one plain segment.
        if e.segments.count == 1, case let .stringSegment(s)? = e.segments.first, e.openingQuote.tokenKind != .multilineStringQuote {
            return raw ? s.content.text : unescape(s.content.text)
        }
        var result = ""
        for segment in e.segments {
            switch segment {
            case let .stringSegment(s):
                result += raw ? s.content.text : unescape(s.content.text)
            case let .expressionSegment(s):
                result += try interpolation(s, f)
                try checkStringLength(result.utf8.count, s)
            }
        }
        if e.openingQuote.tokenKind == .multilineStringQuote, result.hasSuffix("\n") {
            result.removeLast()
        }
        return result
    }

    /// `\(value)` or `\(value, specifier: "%.1f")`.
    private func interpolation(_ s: ExpressionSegmentSyntax, _ f: Frame) throws -> String {
        let args = Array(s.expressions)
        guard let first = args.first, first.label == nil else {
            throw EvaluationError(s, "string interpolation needs a value: \\(value)")
        }
        let v = try evaluate(first.expression, f)
        if args.count == 2, args[1].label?.text == "specifier" {
            guard case let .string(format) = try evaluate(args[1].expression, f) else {
                throw EvaluationError(args[1], "specifier: needs a format string like \"%.1f\"")
            }
            let formatted: String?
            switch v {
            case let .int(i): formatted = NumberFormat.format(format, i)
            case let .double(d): formatted = NumberFormat.format(format, d)
            default: throw EvaluationError(first, "specifier: formats numbers only")
            }
            guard let formatted else {
                throw EvaluationError(args[1], "specifier: needs one number format like \"%.1f\" or \"%d\" (flags, width and precision of at most 3 digits)")
            }
            return formatted
        }
        if args.count > 1 {
            throw EvaluationError(args[1], "string interpolation supports a value and an optional 'specifier:'")
        }
        return try text(of: v, first)
    }

    /// How `\(value)` prints a value, as Swift would.
    func text(of v: Value, _ node: some SyntaxProtocol) throws -> String {
        switch v {
        case let .string(s): return s
        case let .int(i): return String(i)
        case let .double(d): return String(d)
        case let .bool(b): return String(b)
        case .none: return "nil"
        case let .enumCase(_, name): return name
        case let .range(r): return "\(r.lowerBound)..<\(r.upperBound)"
        case let .array(items): return "[" + (try items.map { try quoted($0, node) }).joined(separator: ", ") + "]"
        case let .native(n):
            if let c = n as? CGFloat { return String(Double(c)) }
            return String(describing: n)
        case let .instance(i): return "\(i.decl.name)(…)"
        // As Swift describes it in a plain String; `Text("\(image)")` reads the literal again as a
        // LocalizedStringKey, where the image goes into the line.
        case let .view(.image(image, _)): return String(describing: image)
        default:
            throw EvaluationError(node, "cannot put a \(v.typeDescription) into a string")
        }
    }

    private func quoted(_ v: Value, _ node: some SyntaxProtocol) throws -> String {
        if case let .string(s) = v { return "\"\(s)\"" }
        return try text(of: v, node)
    }

    /// Resolves the escapes of a Swift string literal segment.
    func unescape(_ s: String) -> String {
        guard s.utf8.contains(UInt8(ascii: "\\")) else { return s }
        var out = ""
        var it = s.makeIterator()
        while let c = it.next() {
            guard c == "\\" else {
                out.append(c)
                continue
            }
            guard let e = it.next() else { break }
            switch e {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "0": out.append("\0")
            case "\"": out.append("\"")
            case "'": out.append("'")
            case "\\": out.append("\\")
            case "u":
                var hex = ""
                _ = it.next()  // {
                while let h = it.next(), h != "}" { hex.append(h) }
                if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { out.append(Character(scalar)) }
            case "\n":
                // A backslash at the end of a line in a multi-line string joins the lines.
                continue
            default:
                out.append(e)
            }
        }
        return out
    }
}

extension Evaluator {
    /// A string literal given to `Text` as SwiftUI reads it: a `LocalizedStringKey` whose literal
    /// parts are Markdown and whose interpolations use SwiftUI's formats (`%lld`, `%lf`, a
    /// `specifier:`, or a Text's own styling).
    func localizedText(_ e: StringLiteralExprSyntax, _ f: Frame) throws -> Text {
        // A plain literal (no interpolation, no Markdown characters) reads the same either way;
        // skip the Markdown pass for it, unless a pseudolanguage changes every localizable text.
        if e.segments.count == 1, case let .stringSegment(s)? = e.segments.first, e.openingPounds == nil, AppStrings.pseudolanguage == nil {
            let text = s.content.text
            if !text.utf8.contains(where: Evaluator.isMarkdownByte) { return Text(verbatim: text) }
        }
        return Text(try localizedStringKey(e, f))
    }

    /// The characters Markdown gives a meaning to in a `LocalizedStringKey`.
    /// (A switch: hashing every byte of every literal into a set cost more than the rest.)
    static func isMarkdownByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "`"),
             UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "\\"):
            return true
        default:
            return false
        }
    }

    func localizedStringKey(_ e: StringLiteralExprSyntax, _ f: Frame) throws -> LocalizedStringKey {
        let raw = e.openingPounds != nil
        var interpolation = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 0)
        for segment in e.segments {
            switch segment {
            case let .stringSegment(s):
                interpolation.appendLiteral(raw ? s.content.text : unescape(s.content.text))
            case let .expressionSegment(s):
                let args = Array(s.expressions)
                guard let first = args.first, first.label == nil else {
                    throw EvaluationError(s, "string interpolation needs a value: \\(value)")
                }
                let v = try evaluate(first.expression, f)
                if args.count == 2, args[1].label?.text == "specifier" {
                    guard case let .string(format) = try evaluate(args[1].expression, f) else {
                        throw EvaluationError(args[1], "specifier: needs a format string like \"%.1f\"")
                    }
                    guard NumberFormat.normalized(format) != nil else {
                        throw EvaluationError(args[1], "specifier: needs one number format like \"%.1f\" or \"%d\" (flags, width and precision of at most 3 digits)")
                    }
                    if case let .int(i) = v {
                        interpolation.appendInterpolation(i, specifier: format)
                    } else {
                        interpolation.appendInterpolation(try Double.convert(v, self, first, what: "a value with specifier:"), specifier: format)
                    }
                    continue
                }
                if args.count > 1 {
                    throw EvaluationError(args[1], "string interpolation supports a value and an optional 'specifier:'")
                }
                switch v {
                case let .int(i): interpolation.appendInterpolation(i)
                case let .double(d): interpolation.appendInterpolation(d)
                case let .string(str): interpolation.appendInterpolation(str)
                case let .view(.text(t, _)): interpolation.appendInterpolation(t)
                case let .view(.image(image, _)): interpolation.appendInterpolation(image)
                default: interpolation.appendInterpolation(try text(of: v, first))
                }
            }
        }
        return LocalizedStringKey(stringInterpolation: interpolation)
    }
}
