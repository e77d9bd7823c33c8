import Foundation
import Synchronization

/// The app's resources in a compiled preview of an app (what its `Bundle.main` is), and its
/// strings tables: `Text("homeTitle")` and `String(localized: "homeTitle")` show the entry of
/// `Localizable.strings` there, as on iOS: the preview's language's (`--locale de`: its
/// `de.lproj`), else the development language's. Anywhere else (the interpreter, a lone file)
/// there is no app bundle, and a key is its own text. A pseudolanguage (Xcode's scheme option)
/// changes every localizable string, translated or not, so a layout can be tried with longer or
/// accented texts before any translation exists.
@_spi(Hosts) public enum AppStrings {
    private struct State {
        var bundle: Bundle?
        var language: String?
        var pseudolanguage: Pseudolanguage?
    }
    private static let state = Mutex(State())

    /// The app's bundle, set by the host before a compiled app's views are made (nil: none).
    public static var bundle: Bundle? {
        get { state.withLock { $0.bundle } }
        set { state.withLock { $0.bundle = newValue } }
    }

    /// The language texts are shown in (a locale identifier: `de`, `pt-BR`, `zh-Hans`), set by
    /// the host before views are made; nil: the development language.
    public static var language: String? {
        get { state.withLock { $0.language } }
        set { state.withLock { $0.language = newValue } }
    }

    /// The pseudolanguage every localizable string is shown in (nil: none).
    public static var pseudolanguage: Pseudolanguage? {
        get { state.withLock { $0.pseudolanguage } }
        set { state.withLock { $0.pseudolanguage = newValue } }
    }

    /// The entry of `key` in `table` (`Localizable` when nil) of `bundle`, else of the app's
    /// bundle, in the preview's language; nil when no table has it.
    public static func entry(_ key: String, table: String? = nil, bundle: Bundle? = nil) -> String? {
        guard let bundle = bundle ?? self.bundle else { return nil }
        let missing = "\u{FFFF}missing"
        for localized in languageBundles(of: bundle) + [bundle] {
            let value = localized.localizedString(forKey: key, value: missing, table: table)
            if value != missing { return value }
        }
        return nil
    }

    /// The string `key` stands for in `table` of `bundle`, in the preview's language and
    /// pseudolanguage; `value` when no table has it. What `String(localized:)` and
    /// `NSLocalizedString` show.
    public static func localized(_ key: String, value: String, table: String?, bundle: Bundle?) -> String {
        let text = entry(key, table: table, bundle: bundle ?? self.bundle ?? .main) ?? value
        return pseudolanguage?.apply(to: text) ?? text
    }

    /// The folders of `bundle` that hold the preview language's tables, most specific first
    /// (`pt-BR`: `pt-BR.lproj`, `pt_BR.lproj`, `pt.lproj`), as bundles.
    static func languageBundles(of bundle: Bundle) -> [Bundle] {
        guard let language, !language.isEmpty else { return [] }
        var names = [language, language.replacingOccurrences(of: "-", with: "_"), language.replacingOccurrences(of: "_", with: "-")]
        if let base = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first { names.append(String(base)) }
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }.compactMap { name in
            bundle.path(forResource: name, ofType: "lproj").flatMap(Bundle.init(path:))
        }
    }
}

/// Xcode's pseudolanguages (a scheme's App Language): every localizable string made longer,
/// accented or bracketed, or the layout turned right to left, to try a layout before any
/// translation exists. Format specifiers (`%@`, `%1$lld`) are left as they are.
@_spi(Hosts) public enum Pseudolanguage: String, CaseIterable, Sendable {
    /// "Double-Length Pseudolanguage": each word twice.
    case doubleLength = "double-length"
    /// "Accented Pseudolanguage": letters with marks, as many languages write them.
    case accented
    /// "Bounded String Pseudolanguage": `[# … #]` around each string, to find clipped ones.
    case bounded
    /// "Right-to-Left Pseudolanguage": the strings as they are, laid out right to left.
    case rightToLeft = "right-to-left"

    /// `text` in the pseudolanguage.
    public func apply(to text: String) -> String {
        switch self {
        case .rightToLeft: return text
        case .bounded: return "[# " + text + " #]"
        case .doubleLength, .accented:
            var result = ""
            var rest = Substring(text)
            while !rest.isEmpty {
                if let specifier = rest.range(of: Self.specifier, options: [.regularExpression, .anchored]) {
                    result += rest[specifier]
                    rest = rest[specifier.upperBound...]
                    continue
                }
                // A run up to the next specifier.
                let end = rest.dropFirst().range(of: Self.specifier, options: .regularExpression)?.lowerBound ?? rest.endIndex
                result += self == .accented ? Self.accent(rest[..<end]) : Self.doubled(rest[..<end])
                rest = rest[end...]
            }
            return result
        }
    }

    /// A format specifier of Foundation's (`%@`, `%2$lld`, `%.1f`, `%%`).
    static let specifier = #"%(\d+\$)?[-+ #0]*\d*(\.\d+)?(hh|h|ll|l|q|L|z|t|j)?[@dDiuUxXoOfFeEgGcCsSpaA%]"#

    /// Each word of `run` twice ("Add item" → "Add Add item item").
    static func doubled(_ run: Substring) -> String {
        var result = ""
        var word = ""
        for character in run {
            if character.isWhitespace || character.isPunctuation {
                if !word.isEmpty { result += word + " " + word; word = "" }
                result.append(character)
            } else {
                word.append(character)
            }
        }
        if !word.isEmpty { result += word + " " + word }
        return result
    }

    /// `run` with its ASCII letters accented ("Settings" → "Šéţţîñĝš").
    static func accent(_ run: Substring) -> String {
        String(run.map { accents[$0] ?? $0 })
    }

    private static let accents: [Character: Character] = {
        let plain = Array("aAbBcCdDeEgGhHiIjJkKlLnNoOrRsStTuUwWyYzZ")
        let marked = Array("áÅƀɃçÇďĎéÉĝĜĥĤîÎĵĴķĶļĻñÑöÖŕŔšŠţŢûÛŵŴýÝžŽ")
        return Dictionary(uniqueKeysWithValues: zip(plain, marked))
    }()
}

extension LocalizedStringKey {
    /// The key as its table entry writes it: each interpolation as `%@` (SwiftUI writes numbers
    /// as `%lld` and `%lf`; those keys are not found and show as written).
    var tableKey: String { format.replacingOccurrences(of: String(Self.placeholder), with: "%@") }

    /// The key with its text from the strings table of `bundle` (else the app's), when the table
    /// has it, in the pseudolanguage; the interpolations keep their places.
    func translated(table: String?, bundle: Bundle?, pseudolanguage: Pseudolanguage? = AppStrings.pseudolanguage) -> LocalizedStringKey {
        var entry = AppStrings.entry(tableKey, table: table, bundle: bundle) ?? tableKey
        if let pseudolanguage { entry = pseudolanguage.apply(to: entry) }
        guard entry != tableKey else { return self }
        var format = ""
        var rest = Substring(entry)
        // Each `%@` (`%1$@` too, in order) of the entry takes the next argument's place.
        while let range = rest.range(of: #"%(\d+\$)?@"#, options: .regularExpression) {
            format += rest[..<range.lowerBound] + String(Self.placeholder)
            rest = rest[range.upperBound...]
        }
        format += rest
        guard format.filter({ $0 == Self.placeholder }).count == arguments.count else { return self }
        return LocalizedStringKey(format: format, arguments: arguments)
    }
}
