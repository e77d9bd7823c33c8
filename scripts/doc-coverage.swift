// A quick count of undocumented public declarations, from the text alone (no build):
//
//     swift scripts/doc-coverage.swift [PATH ...]      (default: Sources/Trellis Sources/Apple/SwiftUI Sources/Apple/Combine)
//
// It prints `FILE:LINE: undocumented public symbol NAME` for each and "documented X of Y". The
// authority is the test `PublicAPIDocumentationTests` (SwiftSyntax); this script follows the same
// rules on well-formatted source (one declaration a line, braces balanced outside strings) and
// exists so a folder can be checked in a second while the sources change. Differences from the
// test: an extension of a type declared without `public` elsewhere in the module is counted, the
// names of a `case` continued on the next line are not, lines are those of the declaration's
// keyword rather than its first attribute, and names carry no argument labels.
import Foundation

enum Scope {
    case topLevel
    case type(name: String, isPublic: Bool)
    case publicProtocol(name: String)
    case publicEnum(name: String)
    case publicExtension(name: String)
    case `extension`(name: String)
    /// A function body, closure or accessor: nothing in it is API.
    case code

    var prefix: String {
        switch self {
        case .topLevel, .code: ""
        case .type(let n, _), .publicProtocol(let n), .publicEnum(let n), .publicExtension(let n), .extension(let n): n + "."
        }
    }
}

let declKeywords: Set<String> = ["struct", "class", "enum", "actor", "protocol", "extension", "typealias",
                                  "associatedtype", "func", "init", "subscript", "var", "let", "case", "macro"]
let modifierWords: Set<String> = ["public", "open", "private", "fileprivate", "internal", "package", "static",
                                  "final", "mutating", "nonmutating", "override", "convenience", "required",
                                  "nonisolated", "indirect", "lazy", "weak", "unowned", "dynamic", "optional",
                                  "consuming", "borrowing", "isolated", "distributed", "prefix", "postfix", "infix"]

/// Removes string literals' contents and `//` comments from a line (multi-line strings and block
/// comments are handled by the caller).
func code(of line: String) -> String {
    var out = ""
    var inString = false
    var previous: Character = " "
    var chars = Array(line)[...]
    while let c = chars.first {
        chars = chars.dropFirst()
        if inString {
            if c == "\"" && previous != "\\" { inString = false; out.append(c) }
            previous = (previous == "\\" && c == "\\") ? " " : c
            continue
        }
        if c == "/" && chars.first == "/" { break }
        if c == "\"" { inString = true }
        out.append(c)
        previous = c
    }
    return out
}

/// The declaration on a line of code: its keyword, its name, its modifiers and whether it is SPI.
func declaration(_ line: String) -> (keyword: String, names: [String], modifiers: Set<String>, spi: Bool)? {
    var rest = Substring(line.trimmingCharacters(in: .whitespaces))
    var spi = false
    // Attributes, with balanced parentheses.
    while rest.hasPrefix("@") {
        if rest.hasPrefix("@_spi") { spi = true }
        var depth = 0
        var end = rest.startIndex
        for i in rest.indices {
            let c = rest[i]
            if c == "(" { depth += 1 } else if c == ")" { depth -= 1 }
            if depth == 0 && (c == " " || c == ")") && i > rest.startIndex { end = c == ")" ? rest.index(after: i) : i; break }
            end = rest.index(after: i)
        }
        rest = rest[end...].drop { $0 == " " }
    }
    var modifiers: Set<String> = []
    while true {
        let word = rest.prefix { $0.isLetter || $0 == "_" }
        guard !word.isEmpty else { return nil }
        var after = rest.dropFirst(word.count)
        if after.hasPrefix("(set)") { after = after.dropFirst(5); modifiers.insert(String(word) + "(set)") }
        else if modifierWords.contains(String(word)) { modifiers.insert(String(word)) }
        else if declKeywords.contains(String(word)) {
            let body = after.drop { $0 == " " }
            let keyword = String(word)
            if keyword == "init" || keyword == "subscript" {
                let suffix = body.first == "?" || body.first == "!" ? String(body.first!) : ""
                return (keyword, [keyword + suffix], modifiers, spi)
            }
            if keyword == "case" || keyword == "var" || keyword == "let" {
                // Top-level commas only: `case a(Int, Int), b`, `var x = 1, y = 2`.
                var names: [String] = [], depth = 0, current = "", taking = true
                for c in body {
                    if "([<{".contains(c) { depth += 1 } else if ")]>}".contains(c) { depth -= 1 }
                    if depth == 0 && c == "," { names.append(current); current = ""; taking = true; continue }
                    if taking && (c.isLetter || c.isNumber || c == "_" || c == "`") { current.append(c) }
                    else if !current.isEmpty || c != " " { taking = false }
                }
                names.append(current)
                return (keyword, names.filter { !$0.isEmpty }, modifiers, spi)
            }
            let isOperator = !(body.first.map { $0.isLetter || $0 == "_" || $0 == "`" } ?? true)
            let name = isOperator ? body.prefix { $0 != " " && $0 != "(" } : body.prefix { !" <:({=".contains($0) }
            return (keyword, [String(name)], modifiers, spi)
        } else { return nil }
        rest = after.drop { $0 == " " }
    }
}

func isPublic(_ modifiers: Set<String>, keyword: String, in scope: Scope) -> Bool {
    let says = modifiers.contains("public") || modifiers.contains("open")
    switch scope {
    case .topLevel: return says
    case .code: return false
    case .type(_, let p): return p && says
    case .extension: return says
    case .publicProtocol: return true
    case .publicEnum: return keyword == "case" || says
    case .publicExtension: return modifiers.isDisjoint(with: ["private", "fileprivate", "internal", "package"])
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
let roots = arguments.isEmpty ? ["Sources/Trellis", "Sources/Apple/SwiftUI", "Sources/Apple/Combine"] : arguments
var files: [String] = []
for root in roots {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder) else {
        FileHandle.standardError.write("no such path: \(root)\n".data(using: .utf8)!)
        exit(2)
    }
    if !isFolder.boolValue { files.append(root); continue }
    for case let f as String in FileManager.default.enumerator(atPath: root)! where f.hasSuffix(".swift") {
        files.append(root + "/" + f)
    }
}

var total = 0, documentedCount = 0
for file in files.sorted() {
    let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
    var stack: [Scope] = [.topLevel]
    var pending: Scope? = nil
    var docAbove = false
    var inBlockComment = false, blockIsDoc = false, inMultilineString = false
    for (index, raw) in lines.enumerated() {
        let trimmed = raw.trimmingCharacters(in: .whitespaces)
        if inMultilineString {
            if trimmed.contains("\"\"\"") { inMultilineString = false }
            continue
        }
        if inBlockComment {
            if trimmed.contains("*/") { inBlockComment = false; docAbove = blockIsDoc }
            continue
        }
        if trimmed.hasPrefix("///") { docAbove = true; continue }
        if trimmed.hasPrefix("/*") {
            blockIsDoc = trimmed.hasPrefix("/**")
            if trimmed.contains("*/") { docAbove = blockIsDoc } else { inBlockComment = true }
            continue
        }
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("#") { continue }
        let line = code(of: raw)
        // A line may hold several declarations: `extension A { public var b: Int { 0 } }`. Each
        // piece between braces and semicolons is read; only the first has the doc comment above.
        var piece = "", isFirstPiece = true
        func read() {
            defer { piece = ""; isFirstPiece = false }
            let scope = stack.last!
            if case .code = scope { return }
            guard let d = declaration(piece) else { return }
            let documented = isFirstPiece && docAbove
            let publicHere = !d.spi && isPublic(d.modifiers, keyword: d.keyword, in: scope)
            let says = d.modifiers.contains("public") || d.modifiers.contains("open")
            if d.keyword == "extension" {
                pending = says && !d.spi ? .publicExtension(name: d.names[0]) : .extension(name: d.names[0])
                return
            }
            if publicHere {
                for name in d.names {
                    total += 1
                    if documented { documentedCount += 1 } else {
                        print("\(file):\(index + 1): undocumented public symbol \(scope.prefix)\(name)")
                    }
                }
            }
            let qualified = scope.prefix + d.names[0]
            switch d.keyword {
            case "protocol": pending = publicHere ? .publicProtocol(name: qualified) : .type(name: qualified, isPublic: false)
            case "enum": pending = publicHere ? .publicEnum(name: qualified) : .type(name: qualified, isPublic: false)
            case "struct", "class", "actor": pending = .type(name: qualified, isPublic: publicHere)
            default: break
            }
        }
        for c in line {
            if c == "{" || c == "}" || c == ";" {
                read()
                if c == "{" { stack.append(pending ?? .code); pending = nil }
                else if c == "}" && stack.count > 1 { stack.removeLast() }
            } else {
                piece.append(c)
            }
        }
        read()
        // An attribute alone on its line keeps the doc comment above it for the next line.
        if !(trimmed.hasPrefix("@") && declaration(line) == nil) { docAbove = false }
        // A multi-line string opens at the end of its line.
        if trimmed.hasSuffix("\"\"\"") && trimmed.components(separatedBy: "\"\"\"").count == 2 { inMultilineString = true }
    }
}
print("documented \(documentedCount) of \(total) public symbols in \(roots.joined(separator: ", "))")
exit(documentedCount == total ? 0 : 1)
