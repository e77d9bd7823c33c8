import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import TrellisInterpreter

/// Every public declaration of the modules an app imports (`Trellis`, `SwiftUI`, `Combine`) has a
/// doc comment (`///` or `/** */`). The test lists each one that has none as
/// `FILE:LINE: undocumented public symbol NAME` and prints "documented X of Y".
///
/// `DOC_COVERAGE_PATHS` (paths from the package root, separated by `:`) counts only the files
/// under those paths, e.g. `DOC_COVERAGE_PATHS=Sources/Trellis/Layout:Sources/Trellis/Engine`.
/// Types are still looked up in all three modules, so an extension of an internal type is not
/// counted wherever it is.
@Suite struct PublicAPIDocumentationTests {
    @Test func everyPublicSymbolIsDocumented() throws {
        let modules = ["Sources/Trellis", "Sources/Apple/SwiftUI", "Sources/Apple/Combine"]
        let counted = ProcessInfo.processInfo.environment["DOC_COVERAGE_PATHS"]
            .map { $0.split(separator: ":").map(String.init) } ?? modules
        let coverage = try PublicAPICoverage(moduleFolders: modules, root: packageRoot)
        let symbols = coverage.symbols.filter { symbol in counted.contains { symbol.file.hasPrefix($0) } }
        let undocumented = symbols.filter { !$0.isDocumented }
        for symbol in undocumented {
            print("\(symbol.file):\(symbol.line): undocumented public symbol \(symbol.name)")
        }
        for folder in Set(symbols.map(\.folder)).sorted() {
            let inFolder = symbols.filter { $0.folder == folder }
            print("  \(folder): documented \(inFolder.filter(\.isDocumented).count) of \(inFolder.count)")
        }
        let summary = "documented \(symbols.count - undocumented.count) of \(symbols.count) public symbols"
            + " in \(counted.joined(separator: ", "))"
        print(summary)
        #expect(!symbols.isEmpty, "no public symbols found under \(counted)")
        if !undocumented.isEmpty {
            Issue.record("""
                \(summary); undocumented:
                \(undocumented.map { "\($0.file):\($0.line): \($0.name)" }.joined(separator: "\n"))
                """)
        }
    }

    /// The walk finds what it should on a small source, so the count above can be trusted.
    @Test func walkFindsPublicDeclarationsAndTheirDocComments() {
        let source = """
            /// Documented.
            public struct A {
                public init() {}
                /// Documented.
                public var x = 1, y = 2
                var hidden = 0
                public enum E { case one, two; var notPublic: Int { 0 } }
                @_spi(Inside) public func spi() {}
            }
            public extension A { func f(_ a: Int, b: Int) {} ; private func g() {} }
            extension A { public subscript(i: Int) -> Int { i } }
            struct Internal { public func notPublic() {} }
            extension Internal { public func stillNotPublic() {} }
            extension Double { public static var unit: Double { 1 } }
            /** Documented. */
            public protocol P { associatedtype T; func req() }
            #if os(Linux)
            public typealias Alias = Int
            #endif
            func free() { struct Local { public var z = 0 } }
            """
        let symbols = PublicAPICoverage.symbols(in: Parser.parse(source: source), file: "Sources/M/F.swift",
                                               internalTypes: ["Internal"])
        #expect(symbols.map(\.name) == [
            "A", "A.init()", "A.x", "A.y", "A.E", "A.E.one", "A.E.two", "A.f(_:b:)", "A.subscript(i:)",
            "Double.unit", "P", "P.T", "P.req()", "Alias",
        ])
        #expect(symbols.filter(\.isDocumented).map(\.name) == ["A", "A.x", "A.y", "P"])
        #expect(symbols.first { $0.name == "A.f(_:b:)" }?.line == 10)
    }
}

/// The public declarations of a set of module folders, found with SwiftSyntax.
struct PublicAPICoverage {
    /// One public declaration (a multi-name `var` or `case` gives one per name, all documented or not).
    struct Symbol {
        /// The path from the package root.
        var file: String
        var line: Int
        /// Qualified by the enclosing types: `Layout.sizeThatFits(proposal:subviews:cache:)`.
        var name: String
        var isDocumented: Bool

        /// The file's folder, e.g. `Sources/Trellis/Layout`.
        var folder: String { (file as NSString).deletingLastPathComponent }
    }

    var symbols: [Symbol] = []

    init(moduleFolders: [String], root: URL) throws {
        var paths: [String] = []
        for folder in moduleFolders {
            guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { continue }
            for case let relative as String in walk where relative.hasSuffix(".swift") { paths.append("\(folder)/\(relative)") }
        }
        paths.sort()
        let sources = try paths.map { try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }
        // Parsing dominates (swift-syntax is unoptimised in debug builds): one file per core.
        let files = Self.concurrentMap(sources) { Parser.parse(source: $0) }
        // Types declared without `public`: a `public` member of an extension of one is not API.
        let declared = files.map { TypeNames(viewMode: .sourceAccurate).collect($0) }
        let publicTypes = declared.reduce(into: Set<String>()) { $0.formUnion($1.public) }
        let internalTypes = declared.reduce(into: Set<String>()) { $0.formUnion($1.internal) }.subtracting(publicTypes)
        for (path, tree) in zip(paths, files) {
            symbols += Self.symbols(in: tree, file: path, internalTypes: internalTypes)
        }
    }

    /// Results written by concurrent workers, each to its own index, under a lock.
    private final class Slots<R>: @unchecked Sendable {
        var values: [R?]
        let lock = NSLock()
        init(_ count: Int) { values = Array(repeating: nil, count: count) }
    }

    static func concurrentMap<T: Sendable, R: Sendable>(_ items: [T], _ transform: @Sendable (T) -> R) -> [R] {
        let slots = Slots<R>(items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { i in
            let value = transform(items[i])
            slots.lock.withLock { slots.values[i] = value }
        }
        return slots.values.map { $0! }
    }

    /// The public declarations of one parsed file.
    static func symbols(in tree: SourceFileSyntax, file: String, internalTypes: Set<String>) -> [Symbol] {
        var walker = Walker(file: file, converter: SourceLocationConverter(fileName: file, tree: tree),
                            internalTypes: internalTypes)
        for item in tree.statements {
            if let decl = item.item.as(DeclSyntax.self) { walker.visit(decl, in: .topLevel) }
        }
        return walker.symbols
    }

    /// Where a declaration sits, which decides whether it is public without its own `public`.
    enum Scope {
        case topLevel
        /// A type's members are public when they say so and the type is public.
        case type(name: String, isPublic: Bool)
        /// A public protocol's requirements are public as declared.
        case publicProtocol(name: String)
        /// A public enum's cases are public as declared; its other members when they say so.
        case publicEnum(name: String)
        /// A `public extension`'s members are public unless they say otherwise.
        case publicExtension(name: String)
        /// An extension without `public`: members that say `public` are, unless the type is internal.
        case `extension`(name: String, isPublic: Bool)

        var prefix: String {
            switch self {
            case .topLevel: ""
            case .type(let name, _), .publicProtocol(let name), .publicEnum(let name), .publicExtension(let name),
                 .extension(let name, _):
                name + "."
            }
        }
    }

    struct Walker {
        let file: String
        let converter: SourceLocationConverter
        let internalTypes: Set<String>
        var symbols: [Symbol] = []

        mutating func visit(_ decl: DeclSyntax, in scope: Scope) {
            if let block = decl.as(IfConfigDeclSyntax.self) {
                for clause in block.clauses {
                    switch clause.elements {
                    case .statements(let items):
                        for item in items { if let d = item.item.as(DeclSyntax.self) { visit(d, in: scope) } }
                    case .decls(let members):
                        for member in members { visit(member.decl, in: scope) }
                    default: break
                    }
                }
                return
            }
            let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers ?? []
            let attributes = decl.asProtocol(WithAttributesSyntax.self)?.attributes ?? []
            let isSPI = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "_spi" }
            let isPublic = !isSPI && Self.isPublic(modifiers, in: scope, isCase: decl.is(EnumCaseDeclSyntax.self))

            if let ext = decl.as(ExtensionDeclSyntax.self) {
                let name = ext.extendedType.trimmedDescription
                let last = String(name.split(separator: ".").last ?? "")
                let known = !internalTypes.contains(last)
                let inner: Scope = Self.has(modifiers, "public") && !isSPI ? .publicExtension(name: name)
                    : .extension(name: name, isPublic: known && !isSPI)
                for member in ext.memberBlock.members { visit(member.decl, in: inner) }
                return
            }
            guard let (names, members) = Self.describe(decl) else { return }
            if isPublic {
                let line = decl.startLocation(converter: converter, afterLeadingTrivia: true).line
                let documented = decl.leadingTrivia.contains {
                    switch $0 { case .docLineComment, .docBlockComment: true; default: false }
                }
                for name in names {
                    symbols.append(Symbol(file: file, line: line, name: scope.prefix + name, isDocumented: documented))
                }
            }
            guard let members, let name = names.first else { return }
            let qualified = scope.prefix + name
            let inner: Scope = !isPublic ? .type(name: qualified, isPublic: false)
                : decl.is(ProtocolDeclSyntax.self) ? .publicProtocol(name: qualified)
                : decl.is(EnumDeclSyntax.self) ? .publicEnum(name: qualified)
                : .type(name: qualified, isPublic: true)
            for member in members { visit(member.decl, in: inner) }
        }

        static func has(_ modifiers: DeclModifierListSyntax, _ keyword: String) -> Bool {
            modifiers.contains { $0.name.text == keyword && $0.detail == nil }
        }

        static func isPublic(_ modifiers: DeclModifierListSyntax, in scope: Scope, isCase: Bool) -> Bool {
            let says = has(modifiers, "public") || has(modifiers, "open")
            switch scope {
            case .topLevel: return says
            case .type(_, let isPublic), .extension(_, let isPublic): return isPublic && says
            case .publicProtocol: return true
            case .publicEnum: return isCase || says
            case .publicExtension:
                return !["private", "fileprivate", "internal", "package"].contains { has(modifiers, $0) }
            }
        }

        /// The names a declaration adds, and the members of a type (nil for other declarations).
        static func describe(_ decl: DeclSyntax) -> (names: [String], members: MemberBlockItemListSyntax?)? {
            if let d = decl.as(StructDeclSyntax.self) { return ([d.name.text], d.memberBlock.members) }
            if let d = decl.as(ClassDeclSyntax.self) { return ([d.name.text], d.memberBlock.members) }
            if let d = decl.as(EnumDeclSyntax.self) { return ([d.name.text], d.memberBlock.members) }
            if let d = decl.as(ActorDeclSyntax.self) { return ([d.name.text], d.memberBlock.members) }
            if let d = decl.as(ProtocolDeclSyntax.self) { return ([d.name.text], d.memberBlock.members) }
            if let d = decl.as(TypeAliasDeclSyntax.self) { return ([d.name.text], nil) }
            if let d = decl.as(AssociatedTypeDeclSyntax.self) { return ([d.name.text], nil) }
            if let d = decl.as(MacroDeclSyntax.self) { return ([d.name.text + labels(d.signature.parameterClause.parameters)], nil) }
            if let d = decl.as(FunctionDeclSyntax.self) {
                return ([d.name.text + labels(d.signature.parameterClause.parameters)], nil)
            }
            if let d = decl.as(InitializerDeclSyntax.self) {
                let optional = d.optionalMark.map { $0.text } ?? ""
                return (["init" + optional + labels(d.signature.parameterClause.parameters)], nil)
            }
            if let d = decl.as(SubscriptDeclSyntax.self) { return (["subscript" + labels(d.parameterClause.parameters)], nil) }
            if let d = decl.as(VariableDeclSyntax.self) {
                return (d.bindings.map { $0.pattern.trimmedDescription }, nil)
            }
            if let d = decl.as(EnumCaseDeclSyntax.self) { return (d.elements.map { $0.name.text }, nil) }
            return nil
        }

        static func labels(_ parameters: FunctionParameterListSyntax) -> String {
            "(" + parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
    }

    /// The names of the types a file declares, public or not (nested ones too).
    final class TypeNames: SyntaxVisitor {
        var `public`: Set<String> = []
        var `internal`: Set<String> = []

        func collect(_ tree: SourceFileSyntax) -> (public: Set<String>, internal: Set<String>) {
            walk(tree)
            return (`public`, `internal`)
        }

        private func note(_ name: TokenSyntax, _ modifiers: DeclModifierListSyntax) {
            let isPublic = modifiers.contains { $0.name.text == "public" || $0.name.text == "open" }
            if isPublic { `public`.insert(name.text) } else { `internal`.insert(name.text) }
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { note(node.name, node.modifiers); return .visitChildren }
        // Types declared inside function bodies and accessors are no one's API.
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: InitializerClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
