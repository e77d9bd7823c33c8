import Foundation
import TrellisProject
import TrellisSession

/// swiftc's errors about a SwiftUI name that Trellis does not declare, said as what they are:
/// "`ContentUnavailableView` is SwiftUI API that Trellis does not have yet (swiftc: cannot find
/// 'ContentUnavailableView' in scope)", at the user's place, once per name and place, with one
/// note at the end that lists every such name of the run, so one run shows all a screen needs.
///
/// The names are SwiftUI's (iOS 17.4, usable on iOS, deprecated or not) that `import SwiftUI`
/// does not declare here, generated from the API list by `scripts/api-coverage.py --emit-swift`
/// (`SwiftUIAPINames`). Only a name in that list is rewritten: a user's own misspelling, or a
/// SwiftUI name Trellis has used on the wrong value, keeps swiftc's message as it is.
///
/// The shapes of swiftc's messages it reads:
/// - `cannot find 'X' in scope`, `cannot find type 'X' in scope`: a type (`X`);
/// - `value of type 'T' has no member 'x'`: a view modifier (`.x`);
/// - `type 'P' has no member 'x'`: a static member of a SwiftUI protocol that Trellis declares,
///   named after a SwiftUI type that conforms (`Shape.rect`, `ScrollTargetBehavior.paging`);
/// - `module 'SwiftUI' has no member named 'X'`, `no type named 'X' in module 'SwiftUI'`.
/// Labels Trellis does not take (`incorrect argument label in call`) are left as swiftc says them.
/// swiftc's `cannot infer contextual base in reference to member 'y'` later on the line of a
/// missing modifier (its argument `.y`, whose type swiftc could not know) is left out.
public enum MissingAPI {
    /// The SwiftUI names a run is checked against: by default those Trellis lacks today
    /// (`SwiftUIAPINames`); tests give names of their own, so they hold whatever Trellis gains.
    public struct LackingAPI: Sendable {
        /// Types (`ContentUnavailableView`).
        public var types: Set<String>
        /// View modifiers with no `View` method of their name (`scrollTargetBehavior`).
        public var modifiers: Set<String>
        /// Static members of protocols, by protocol (`Shape`: `rect`).
        public var members: [String: Set<String>]
        /// Names to recognise.
        public init(types: Set<String>, modifiers: Set<String>, members: [String: Set<String>]) {
            self.types = types
            self.modifiers = modifiers
            self.members = members
        }
        /// The SwiftUI API Trellis lacks today.
        public static let swiftUI = LackingAPI(types: SwiftUIAPINames.types, modifiers: SwiftUIAPINames.modifiers,
                                               members: SwiftUIAPINames.members)
    }

    /// How every rewritten message starts after the name.
    public static let marker = " is SwiftUI API that Trellis does not have yet"
    /// How the closing note starts.
    public static let summaryPrefix = "this preview needs SwiftUI API that Trellis lacks: "

    /// `diagnostics` with swiftc's errors about missing SwiftUI API rewritten, duplicates of one
    /// name at one place dropped, and a note listing the missing names at the end (at the place
    /// of the first). Other diagnostics pass through unchanged and in order. Explaining twice
    /// gives the same result.
    public static func explain(_ diagnostics: [Diagnostic], lacking: LackingAPI = .swiftUI) -> [Diagnostic] {
        var result: [Diagnostic] = []
        var names: [String] = []
        var first: Diagnostic?
        var seen = Set<String>()
        // Where a missing modifier was reported: a contextual-base error after it on its line is its echo.
        var modifierPlaces: [(file: String, line: Int, column: Int)] = []
        for d in diagnostics {
            if d.severity == .note, d.message.hasPrefix(summaryPrefix) { continue }
            var name: String?
            var out = d
            if d.severity == .error, let framework = AppleFrameworks.framework(inCompilerMessage: d.message) {
                // An Apple framework Trellis lacks, imported by a file outside any project.
                out.message = AppleFrameworks.message(framework)
                result.append(out)
                continue
            }
            if let already = rewrittenName(d.message) {
                name = already
            } else if d.severity == .error, let missing = missingName(in: d.message, lacking: lacking) {
                name = missing
                out.message = "`\(missing)`\(marker) (swiftc: \(d.message))"
            }
            guard let name else {
                if d.severity == .error, capture(d.message, contextualBase) != nil,
                   modifierPlaces.contains(where: { $0.file == d.file && $0.line == d.line && $0.column < d.column }) {
                    continue
                }
                result.append(d)
                continue
            }
            guard seen.insert("\(name)\u{0}\(d.file)\u{0}\(d.line)\u{0}\(d.column)").inserted else { continue }
            if name.hasPrefix(".") { modifierPlaces.append((d.file, d.line, d.column)) }
            if !names.contains(name) { names.append(name) }
            if first == nil { first = out }
            result.append(out)
        }
        if let first {
            result.append(Diagnostic(file: first.file, line: first.line, column: first.column,
                                     message: summaryPrefix + names.joined(separator: ", "), severity: .note))
        }
        return result
    }

    /// The missing SwiftUI name swiftc's `message` is about, as it is written in a program
    /// (`ContentUnavailableView`, `.scrollTargetBehavior`, `Shape.rect`); nil when the message is
    /// not of one of the shapes, or the name is not SwiftUI API that Trellis lacks.
    public static func missingName(in message: String, lacking: LackingAPI = .swiftUI) -> String? {
        if let x = capture(message, valueHasNoMember) {
            return lacking.modifiers.contains(x) ? "." + x : nil
        }
        if let (owner, x) = capture2(message, typeHasNoMember) {
            let p = protocolName(owner)
            return lacking.members[p]?.contains(x) == true ? "\(p).\(x)" : nil
        }
        if let x = capture(message, cannotFind) ?? capture(message, noTypeInModule) {
            return lacking.types.contains(x) ? x : nil
        }
        if let x = capture(message, moduleHasNoMember) {
            if lacking.types.contains(x) { return x }
            return lacking.modifiers.contains(x) ? "." + x : nil
        }
        return nil
    }

    // MARK: - Reading swiftc's messages

    private static let valueHasNoMember = pattern(#"value of type '.*' has no member '([^']+)'"#)
    private static let typeHasNoMember = pattern(#"(?<!value of )type '([^']+)' has no member '([^']+)'"#)
    private static let cannotFind = pattern(#"cannot find (?:type )?'([^']+)' in scope"#)
    private static let noTypeInModule = pattern(#"no type named '([^']+)' in module 'SwiftUI'"#)
    private static let moduleHasNoMember = pattern(#"module 'SwiftUI' has no member named '([^']+)'"#)
    private static let contextualBase = pattern(#"cannot infer contextual base in reference to member '([^']+)'"#)
    private static let rewritten = pattern("^`([^`]+)`" + NSRegularExpression.escapedPattern(for: marker))

    private static func pattern(_ text: String) -> NSRegularExpression {
        // The patterns are constants: a failure is a programming error caught by the tests.
        try! NSRegularExpression(pattern: text)
    }

    private static func groups(_ text: String, _ regex: NSRegularExpression) -> [String]? {
        let range = NSRange(text.startIndex..., in: text)
        guard let m = regex.firstMatch(in: text, range: range) else { return nil }
        return (1..<m.numberOfRanges).compactMap { Range(m.range(at: $0), in: text).map { String(text[$0]) } }
    }

    private static func capture(_ text: String, _ regex: NSRegularExpression) -> String? {
        groups(text, regex)?.first
    }

    private static func capture2(_ text: String, _ regex: NSRegularExpression) -> (String, String)? {
        guard let g = groups(text, regex), g.count == 2 else { return nil }
        return (g[0], g[1])
    }

    private static func rewrittenName(_ message: String) -> String? {
        capture(message, rewritten)
    }

    /// `any Shape`, `Shape?`, `(some Shape).Type`, `SwiftUI.Shape` → `Shape`.
    static func protocolName(_ type: String) -> String {
        var t = type.trimmingCharacters(in: .whitespaces)
        for suffix in [".Type", ".Protocol", "?", "!"] where t.hasSuffix(suffix) {
            t = String(t.dropLast(suffix.count))
        }
        if t.hasPrefix("("), t.hasSuffix(")") { t = String(t.dropFirst().dropLast()) }
        for prefix in ["any ", "some "] where t.hasPrefix(prefix) { t = String(t.dropFirst(prefix.count)) }
        if let generic = t.firstIndex(of: "<") { t = String(t[..<generic]) }
        if let dot = t.lastIndex(of: ".") { t = String(t[t.index(after: dot)...]) }
        return t
    }
}
