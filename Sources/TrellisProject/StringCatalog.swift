import Foundation
import TrellisSession

/// A string catalog (`Localizable.xcstrings`, Xcode 15's localisation file) and what Xcode makes of
/// it when it builds: a strings table for each language (`en.lproj/Localizable.strings`), which
/// `Bundle.localizedString` reads, and, as Xcode 26 generates them, a symbol for each string added
/// to the catalog by hand (`Text(.pickACity)`, `String(localized: .helpCountryNotFound)`).
public struct StringCatalog: Sendable, Equatable {
    /// One string: its key, whether it was added by hand (not extracted from code), and its
    /// value in each language that has one.
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var isManual: Bool
        public var values: [String: String]
    }

    /// The table's name: the file's, without its extension.
    public var table: String
    /// The language the keys are written in.
    public var sourceLanguage: String
    public var entries: [Entry]

    /// Reads the catalog at `url`; a file that is not a catalog's JSON is an error at its first line.
    public static func read(_ url: URL) throws -> StringCatalog {
        let data = try Data(contentsOf: url)
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = root["strings"] as? [String: Any] else {
            throw ProjectError(Diagnostic(file: url.path, line: 1, column: 1, message: "this string catalog is not valid JSON with a \"strings\" object; its strings are left out"))
        }
        var entries: [Entry] = []
        for key in strings.keys.sorted() {
            let string = strings[key] as? [String: Any] ?? [:]
            var values: [String: String] = [:]
            for (language, localization) in string["localizations"] as? [String: Any] ?? [:] {
                if let value = Self.value(of: localization) { values[language] = value }
            }
            entries.append(Entry(key: key, isManual: string["extractionState"] as? String == "manual", values: values))
        }
        return StringCatalog(table: url.deletingPathExtension().lastPathComponent,
                             sourceLanguage: root["sourceLanguage"] as? String ?? "en", entries: entries)
    }

    /// A localisation's text: its string unit's value, else its plural or device variation's
    /// "other" (a strings table has one value a key).
    private static func value(of localization: Any) -> String? {
        guard let localization = localization as? [String: Any] else { return nil }
        if let unit = localization["stringUnit"] as? [String: Any], let value = unit["value"] as? String { return value }
        for kind in ["plural", "device"] {
            if let variations = (localization["variations"] as? [String: Any])?[kind] as? [String: Any],
               let other = variations["other"] ?? variations.values.first, let value = Self.value(of: other) {
                return value
            }
        }
        return nil
    }

    /// Each language's strings table, as `.strings` text.
    public var stringsTables: [String: String] {
        var tables: [String: [String]] = [:]
        for entry in entries {
            for (language, value) in entry.values.sorted(by: { $0.key < $1.key }) {
                tables[language, default: []].append("\(Self.quoted(entry.key)) = \(Self.quoted(value));")
            }
        }
        return tables.mapValues { $0.joined(separator: "\n") + "\n" }
    }

    /// `text` as a Swift (and `.strings`) string literal.
    private static func quoted(_ text: String) -> String { "\"" + escaped(text) + "\"" }

    /// `text` escaped for the inside of a string literal.
    private static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }

    /// The symbols Xcode 26 generates for the strings added by hand: a static
    /// `LocalizedStringResource` named after its key (`"Pick a city"` → `pickACity`,
    /// `"Help.CountryNotFound"` → `helpCountryNotFound`), found in `bundle` (a
    /// `LocalizedStringResource.BundleDescription` expression). Keys with format specifiers (which
    /// Xcode makes functions of their arguments) and keys that make no identifier get none.
    public func symbols(bundle: String) -> String {
        var seen: Set<String> = []
        return symbols(bundle: bundle, declared: &seen)
    }

    /// The symbols, less those `declared` holds already (another catalog of the module has
    /// them: a module declares each once); adds its own to it.
    public func symbols(bundle: String, declared seen: inout Set<String>) -> String {
        var resources: [String] = [], keys: [String] = []
        for entry in entries where entry.isManual {
            // Named by the key's words; its arguments are the source language's value's (a key
            // without specifiers may have a value with them), else the key's.
            let keySpecifiers = Self.specifiers(in: entry.key)
            let words = keySpecifiers.reversed().reduce(entry.key) { key, s in
                var key = key
                key.replaceSubrange(s.range, with: " ")
                return key
            }
            guard let name = Self.symbolName(words) else { continue }
            let value = entry.values[sourceLanguage] ?? entry.key
            let specifiers = Self.specifiers(in: value)
            var parameters: [String] = [], arguments: [String] = []
            var defaultValue = "\""
            var written = value.startIndex
            for (i, s) in specifiers.enumerated() {
                let argument = "arg\(i + 1)"
                defaultValue += Self.escaped(String(value[written..<s.range.lowerBound]))
                defaultValue += s.precision.map { "\\(\(argument), specifier: \(Self.quoted("%." + $0 + "f")))" } ?? "\\(\(argument))"
                written = s.range.upperBound
                parameters.append("\(s.name ?? "_") \(argument): \(s.type)")
                arguments.append(s.name.map { "\($0): \(argument)" } ?? argument)
            }
            defaultValue += Self.escaped(String(value[written...])) + "\""
            let declaration = specifiers.isEmpty ? "static var \(name)" : "static func \(name)(\(parameters.joined(separator: ", ")))"
            guard seen.insert(declaration.replacingOccurrences(of: "arg", with: "")).inserted else { continue }
            let resource = "LocalizedStringResource(\(Self.quoted(entry.key)), defaultValue: \(defaultValue), table: \(Self.quoted(table)), bundle: \(bundle))"
            let use = specifiers.isEmpty ? "LocalizedStringResource.\(name)" : "LocalizedStringResource.\(name)(\(arguments.joined(separator: ", ")))"
            resources.append(specifiers.isEmpty ? "    \(declaration): LocalizedStringResource { \(resource) }"
                                                : "    \(declaration) -> LocalizedStringResource { \(resource) }")
            // The same symbol as a `LocalizedStringKey`, for the views that take one (`Section(.title)`,
            // `.alert(.error, isPresented:)`): the resource's text, resolved where it is read.
            keys.append(specifiers.isEmpty ? "    \(declaration): LocalizedStringKey { LocalizedStringKey(String(localized: \(use))) }"
                                           : "    \(declaration) -> LocalizedStringKey { LocalizedStringKey(String(localized: \(use))) }")
        }
        guard !resources.isEmpty else { return "" }
        return "extension LocalizedStringResource {\n" + resources.joined(separator: "\n") + "\n}\n"
            + "extension LocalizedStringKey {\n" + keys.joined(separator: "\n") + "\n}\n"
    }

    /// A format specifier: where it is, the Swift type of its argument, its precision (`%.1f`),
    /// and the name the text gives its argument (`%1$(number)lld`).
    struct Specifier { var range: Range<String.Index>; var type: String; var precision: String?; var name: String? }

    /// The format specifiers of a text (`%lld`, `%.1f`, `%@`, `%1$d`, `%1$(count)lld`), `%%` aside.
    static func specifiers(in text: String) -> [Specifier] {
        var found: [Specifier] = []
        var i = text.startIndex
        while i < text.endIndex {
            guard text[i] == "%" else { i = text.index(after: i); continue }
            var j = text.index(after: i)
            if j < text.endIndex, text[j] == "%" { i = text.index(after: j); continue }
            var modifiers = ""
            var name: String?
            while j < text.endIndex {
                if text[j] == "(", let close = text[j...].firstIndex(of: ")") {
                    let written = String(text[text.index(after: j)..<close])
                    if let first = written.first, first.isLetter || first == "_", written.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                        name = written
                    }
                    j = text.index(after: close)
                    continue
                }
                guard "0123456789$.lhqLzjt+- #'".contains(text[j]) else { break }
                modifiers.append(text[j])
                j = text.index(after: j)
            }
            guard j < text.endIndex else { break }
            // As Foundation's interpolations write them: `%lld` an Int, `%d` an Int32, `%llu` a
            // UInt, `%u` a UInt32, `%lf` a Double, `%f` a Float, `%@` a String.
            let conversion = text[j], long = modifiers.contains("l") || modifiers.contains("q") || modifiers.contains("z")
            let type: String? = "dic".contains(conversion) ? (long ? "Int" : "Int32")
                : "uxXo".contains(conversion) ? (long ? "UInt" : "UInt32")
                : "feEgGaA".contains(conversion) ? (long ? "Double" : "Float")
                : "@s".contains(conversion) ? "String" : nil
            j = text.index(after: j)
            if let type {
                let dot = modifiers.firstIndex(of: ".")
                let precision = type == "Double" || type == "Float" ? dot.map { String(modifiers[modifiers.index(after: $0)...].prefix { $0.isNumber }) } : nil
                found.append(Specifier(range: i..<j, type: type, precision: precision, name: name))
            }
            i = j
        }
        return found
    }

    /// A key as a lower-camel-case identifier: its words (runs of letters and digits) joined, the
    /// first lowercased (all of it when it is all capitals), the others capitalised.
    static func symbolName(_ key: String) -> String? {
        let words = key.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard let first = words.first else { return nil }
        var name = first == first.uppercased() ? first.lowercased() : first.prefix(1).lowercased() + first.dropFirst()
        for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
        if name.first?.isNumber == true { name = "_" + name }
        return Self.keywords.contains(name) ? "`\(name)`" : name
    }

    private static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false", "for",
        "func", "if", "import", "in", "init", "is", "let", "nil", "operator", "private", "protocol", "public", "repeat", "return",
        "self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "var", "where", "while",
    ]
}
