import Foundation
import SwiftParser
import SwiftSyntax
import TrellisProject
import TrellisSession

/// A left-out file (`LeftOutFile`) compiled all the same, as a stand-in: without the imports
/// Trellis cannot give, and without each statement, member, conformance or declaration that
/// swiftc then refuses, taken out round by round (`ProjectBuild.compileStandingIn`) until the
/// module compiles. A view of the missing module (`WebImage(url: …)`) becomes its labelled
/// placeholder first. One call into an image or analytics SDK in a data store then no longer
/// costs every screen that reads the store, and each part taken out is a warning at its place.
struct StandInFile {
    let leftOut: LeftOutFile
    /// The file that was opened: its top-level declarations (its views, its previews) are never
    /// taken out; a stand-in that would need that is not made.
    let isOpened: Bool
    /// The file's text on disk.
    let original: String
    /// The text compiled: the file's, less what was taken out (every line stays where it is).
    private(set) var text: String
    /// What was taken out or drawn as a placeholder, by place (a later round's word on a place
    /// replaces the earlier one).
    private var taken: [Place: Diagnostic] = [:]
    /// Whether a top-level declaration was taken out (which the opened file never allows).
    private(set) var cutsTopLevel = false

    private struct Place: Hashable, Comparable {
        var line: Int
        var column: Int
        static func < (a: Place, b: Place) -> Bool { (a.line, a.column) < (b.line, b.column) }
    }

    var path: String { leftOut.file }
    /// The module a placeholder names.
    private var module: String { leftOut.missingModule.isEmpty ? "its module" : leftOut.missingModule }

    /// What was taken out of the file, as warnings in the order of the file.
    var warnings: [Diagnostic] { taken.keys.sorted().compactMap { taken[$0] } }

    /// One warning for the whole file, at its first place, with the lines of the rest: what a
    /// stand-in of a module the screen imports lost, said once.
    var summary: Diagnostic? {
        let all = warnings
        guard var first = all.first else { return nil }
        if all.count > 1 {
            let lines = all.dropFirst().map { String($0.line) }
            first.message += "; and \(lines.count) more part\(lines.count == 1 ? "" : "s") of the file (line\(lines.count == 1 ? "" : "s") "
                + lines.prefix(6).joined(separator: ", ") + (lines.count > 6 ? ", …)" : ")")
        }
        return first
    }

    /// What a stand-in became, kept between compiles (`StandInMemo`).
    struct Memo: Codable {
        var text: String
        var warnings: [Warning]
        var cutsTopLevel: Bool
        struct Warning: Codable {
            var line: Int
            var column: Int
            var message: String
        }
    }

    var memo: Memo {
        Memo(text: text, warnings: warnings.map { Memo.Warning(line: $0.line, column: $0.column, message: $0.message) }, cutsTopLevel: cutsTopLevel)
    }

    /// Takes up where `memo` left the file, unless it took out a top-level declaration of the
    /// file that is now the opened one.
    mutating func resume(_ memo: Memo) {
        guard !(isOpened && memo.cutsTopLevel) else { return }
        text = memo.text
        cutsTopLevel = memo.cutsTopLevel
        taken = Dictionary(memo.warnings.map {
            (Place(line: $0.line, column: $0.column), Diagnostic(file: path, line: $0.line, column: $0.column, message: $0.message, severity: .warning))
        }, uniquingKeysWith: { a, _ in a })
    }

    /// The file without its unavailable imports; nil when it cannot be read.
    init?(_ leftOut: LeftOutFile, opened: String?) {
        guard let text = try? String(contentsOfFile: leftOut.file, encoding: .utf8) else { return nil }
        self.leftOut = leftOut
        original = text
        isOpened = opened.map(ModuleCompiler.absolute) == ModuleCompiler.absolute(leftOut.file)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for place in leftOut.unavailableImports where place.line >= 1 && place.line <= lines.count {
            let line = lines[place.line - 1].trimmingCharacters(in: .whitespaces)
            taken[Place(line: place.line, column: place.column)] =
                Diagnostic(file: leftOut.file, line: place.line, column: place.column,
                           message: "`\(line)` is left out of the preview: \(place.message)", severity: .warning)
            lines[place.line - 1] = ""
        }
        self.text = lines.joined(separator: "\n")
    }

    /// Takes out the part of the file around each of swiftc's `errors` in it: the innermost
    /// statement, member, conformance or top-level declaration. False when an error is in none
    /// (or in a top-level declaration of the opened file).
    mutating func takeOut(_ errors: [Diagnostic]) -> Bool {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        var cuts: [Cut] = []
        for error in errors {
            let position = converter.position(ofLine: error.line, column: error.column)
            guard let token = tree.token(at: position), var cut = cut(around: token, for: error) else {
                EditReplacements.log("no part of a stand-in to take out for \(error)")
                return false
            }
            cut.errorOffset = position.utf8Offset
            cuts.append(cut)
        }
        // An error inside what becomes a placeholder (`RemoteImage(url: nil)`'s `nil`) goes with it.
        let placeholders = cuts.filter { !$0.replacement.isEmpty }
        cuts.removeAll { cut in placeholders.contains { $0.range != cut.range && $0.range.contains(cut.errorOffset) } }
        // Parts of a syntax tree are nested or apart: of nested ones, the outermost is cut.
        cuts.sort { ($0.range.lowerBound, -$0.range.upperBound) < ($1.range.lowerBound, -$1.range.upperBound) }
        var apart: [Cut] = []
        for cut in cuts where apart.last.map({ cut.range.lowerBound >= $0.range.upperBound }) ?? true {
            apart.append(cut)
        }
        var bytes = Array(text.utf8)
        for cut in apart.reversed() {
            let start = converter.location(for: AbsolutePosition(utf8Offset: cut.range.lowerBound))
            let removed = bytes[cut.range]
            let firstLine = String(decoding: removed.prefix { $0 != 10 }, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            var shown = firstLine.count > 60 ? firstLine.prefix(59) + "…" : firstLine + (removed.contains(10) ? " …" : "")
            let place = Place(line: start.line, column: start.column)
            if firstLine.contains("Trellis.FrameworkPlaceholder("), let earlier = taken[place]?.message.split(separator: "`", maxSplits: 1).first {
                // Our placeholder, refused in its turn: still named by what the user wrote.
                shown = String(earlier)
            }
            let outcome = cut.replacement.isEmpty ? "is left out of the preview" : "is drawn as a placeholder"
            taken[place] =
                Diagnostic(file: path, line: start.line, column: start.column,
                           message: "`\(shown)` \(outcome): \(cut.because)", severity: .warning)
            if cut.isTopLevel { cutsTopLevel = true }
            // Its lines stay: the code below keeps its place, so the next round's errors are where they are.
            let newlines = removed.filter { $0 == 10 }.count
            bytes.replaceSubrange(cut.range, with: Array(cut.replacement.utf8) + Array(repeating: 10, count: newlines))
        }
        text = String(decoding: bytes, as: UTF8.self)
        return true
    }

    /// A part of the text to replace (with nothing, or a placeholder), and why.
    private struct Cut {
        var range: Range<Int>
        var replacement = ""
        var because: String
        /// Where swiftc's error is.
        var errorOffset = 0
        /// A declaration at the file's top level.
        var isTopLevel = false

        /// Swiftc's error; a name it cannot find is, most likely, the missing module's.
        init(range: Range<Int>, replacement: String = "", error: Diagnostic, file: LeftOutFile) {
            self.range = range
            self.replacement = replacement
            because = error.message + (ProjectBuild.unfoundName(in: error.message) != nil ? "; \(file.rootReason)" : "")
        }
    }

    /// What to cut for `error` at `token`.
    private func cut(around token: TokenSyntax, for error: Diagnostic) -> Cut? {
        var node: Syntax? = Syntax(token)
        while let current = node {
            if let inherited = current.as(InheritedTypeSyntax.self) { return conformanceCut(inherited, error) }
            if error.message.contains("opaque return type"), let body = Self.opaqueBody(of: current) {
                // A view whose every statement was taken out: its body is its placeholder, and it stays a view.
                return Cut(range: body, replacement: Self.placeholder(Self.typeName(around: current) ?? "View", module), error: error, file: leftOut)
            }
            if current.is(MemberBlockItemSyntax.self) { return Cut(range: Self.range(of: current), error: error, file: leftOut) }
            if let item = current.as(CodeBlockItemSyntax.self) { return statementCut(item, error, at: token) }
            node = current.parent
        }
        return nil
    }

    /// A conformance the missing module declares (`class Loader: NSObject, SDWebImageManagerDelegate`):
    /// the type, its comma, or the whole clause when it is the only one.
    private func conformanceCut(_ inherited: InheritedTypeSyntax, _ error: Diagnostic) -> Cut? {
        guard let list = inherited.parent?.as(InheritedTypeListSyntax.self) else { return nil }
        if list.count == 1, let clause = list.parent {
            return Cut(range: Self.range(of: Syntax(clause)), error: error, file: leftOut)
        }
        var range = Self.range(of: Syntax(inherited))
        if inherited.trailingComma == nil, let index = list.firstIndex(where: { $0.id == inherited.id }), index != list.startIndex,
           let comma = list[list.index(before: index)].trailingComma {
            // The last of several: the comma before it goes with it.
            range = comma.positionAfterSkippingLeadingTrivia.utf8Offset..<range.upperBound
        } else if let comma = inherited.trailingComma {
            range = range.lowerBound..<comma.endPosition.utf8Offset
        }
        return Cut(range: range, error: error, file: leftOut)
    }

    /// A statement (or a declaration at the top level). A view of the missing module, refused at
    /// its name (`WebImage(url: url).resizable()`), becomes its placeholder with the modifiers after it,
    /// then, if swiftc refuses that too, the placeholder alone; then nothing.
    private func statementCut(_ item: CodeBlockItemSyntax, _ error: Diagnostic, at token: TokenSyntax) -> Cut? {
        let whole = Self.range(of: Syntax(item))
        // In a body (a function's, a closure's, an accessor's), not at the top level, `#if` or not.
        let isNested = sequence(first: Syntax(item), next: \.parent).dropFirst()
            .contains { $0.is(CodeBlockSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorBlockSyntax.self) }
        if !isNested && isOpened { return nil }
        guard isNested, case let .expr(expression) = item.item else {
            var cut = Cut(range: whole, error: error, file: leftOut)
            cut.isTopLevel = !isNested
            return cut
        }
        if let placeholder = Self.placeholderName(in: expression) {
            // Ours, refused at a modifier the real view has (`.resizable()`, `.renderingMode(.original)`):
            // without that modifier.
            if let segment = Self.modifier(containing: token.positionAfterSkippingLeadingTrivia.utf8Offset, in: expression) {
                return Cut(range: segment, error: error, file: leftOut)
            }
            // Else the placeholder alone, then nothing.
            let alone = Self.placeholder(placeholder.name, placeholder.module)
            return expression.trimmedDescription == alone ? Cut(range: whole, error: error, file: leftOut)
                : Cut(range: whole, replacement: alone, error: error, file: leftOut)
        }
        // The call the statement starts from, when swiftc refuses it by its type's name: a type
        // it cannot find, or one whose initialiser a stand-in took out (`WebImage(url:)`).
        guard let call = Self.rootCall(of: expression), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              callee.baseName.id == token.id, callee.baseName.text.first?.isUppercase == true else {
            return Cut(range: whole, error: error, file: leftOut)
        }
        return Cut(range: Self.range(of: Syntax(call)), replacement: Self.placeholder(callee.baseName.text, module), error: error, file: leftOut)
    }

    /// The text between the braces of `node`'s body, when it is a function or a computed
    /// property (one binding, its getter).
    private static func opaqueBody(of node: Syntax) -> Range<Int>? {
        var block: (left: TokenSyntax, right: TokenSyntax)?
        if let function = node.as(FunctionDeclSyntax.self), let body = function.body {
            block = (body.leftBrace, body.rightBrace)
        } else if let variable = node.as(VariableDeclSyntax.self), variable.bindings.count == 1,
                  let accessors = variable.bindings.first?.accessorBlock {
            if case .getter = accessors.accessors {
                block = (accessors.leftBrace, accessors.rightBrace)
            } else if case let .accessors(list) = accessors.accessors, let get = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                      let body = get.body {
                block = (body.leftBrace, body.rightBrace)
            }
        }
        guard let block else { return nil }
        return block.left.endPositionBeforeTrailingTrivia.utf8Offset..<block.right.positionAfterSkippingLeadingTrivia.utf8Offset
    }

    /// The name of the type `node` is declared in (an extension's extended type).
    private static func typeName(around node: Syntax) -> String? {
        var current = node.parent
        while let node = current {
            if let s = node.as(StructDeclSyntax.self) { return s.name.text }
            if let c = node.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = node.as(EnumDeclSyntax.self) { return e.name.text }
            if let e = node.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription }
            current = node.parent
        }
        return nil
    }

    /// The modifier of a chain (`.name` and its arguments) that holds `offset` in its own text,
    /// not in what it modifies; none in the chain's first call.
    private static func modifier(containing offset: Int, in expression: ExprSyntax) -> Range<Int>? {
        var current = expression
        while true {
            let call = current.as(FunctionCallExprSyntax.self)
            guard let member = (call?.calledExpression ?? current).as(MemberAccessExprSyntax.self), let base = member.base,
                  member.declName.baseName.text != "FrameworkPlaceholder" else { return nil }
            let range = member.period.positionAfterSkippingLeadingTrivia.utf8Offset
                ..< (call.map { Syntax($0) } ?? Syntax(member)).endPositionBeforeTrailingTrivia.utf8Offset
            if range.contains(offset) { return range }
            current = base
        }
    }

    /// The call `Name(…)` (or `Name { … }`) that a chain of modifiers starts from, if it does.
    private static func rootCall(of expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.is(DeclReferenceExprSyntax.self) { return call }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                return nil
            }
        }
    }

    /// The text of the placeholder of the view `name` of `module`.
    static func placeholder(_ name: String, _ module: String) -> String {
        "Trellis.FrameworkPlaceholder(\(ModuleSources.literal(name)), framework: \(ModuleSources.literal(module)))"
    }

    /// The view and module of a placeholder this type wrote into `expression`, if it holds one.
    private static func placeholderName(in expression: ExprSyntax) -> (name: String, module: String)? {
        expression.trimmedDescription.firstMatch(of: /Trellis\.FrameworkPlaceholder\("([^"]*)", framework: "([^"]*)"\)/)
            .map { (String($0.1), String($0.2)) }
    }

    /// A node's text, without the trivia around it.
    private static func range(of node: Syntax) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }
}

/// What each stand-in became in the last compile of its module that succeeded, by the file's
/// own text and the Trellis build: opening another screen of the module, or editing one, starts
/// from there, so the compile takes one round, not one per cascade of what swiftc refused.
enum StandInMemo {
    static func file(_ path: String, text: String, build: String, cache: URL) -> URL {
        var hasher = ContentHash()
        hasher.add("stand-in-1")
        hasher.add(build)
        hasher.add(path)
        hasher.add(text)
        return cache.appendingPathComponent("stand-ins").appendingPathComponent(hasher.hex + ".json")
    }

    static func read(_ path: String, text: String, build: String, cache: URL) -> StandInFile.Memo? {
        guard let data = try? Data(contentsOf: file(path, text: text, build: build, cache: cache)) else { return nil }
        return try? JSONDecoder().decode(StandInFile.Memo.self, from: data)
    }

    static func write(_ standIn: StandInFile, build: String, cache: URL) {
        let url = file(standIn.path, text: standIn.original, build: build, cache: cache)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(standIn.memo).write(to: url, options: .atomic)
    }
}
