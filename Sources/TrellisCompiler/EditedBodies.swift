import Foundation
import SwiftParser
import SwiftSyntax

/// What an edit changed in one file, when it changed only the bodies of functions and read-only
/// computed properties (the common edit of a preview: a view's `body`, a helper that builds a
/// row). Those bodies can be compiled alone, as dynamic replacements of the module compiled
/// before the edit (`EditReplacements`); anything else (a stored property, a type, an
/// initializer, a `#Preview`, an `#if`, an import) needs the whole module compiled again.
///
/// The file is compared as tokens without trivia, each replaceable body taken out: the rest must
/// be the same. A body whose text differs (trivia included, so its views' columns stay right) is
/// replaced; the module's own code, which still runs for everything else, has its lines mapped
/// to where they moved (`lineMap`).
struct EditedBodies {
    /// A function or computed property of the file as the edit left it, to compile as a replacement.
    struct Body: Equatable {
        /// `extension Type` (with the extension's `where` clause), or nil at the top level.
        var extensionHeader: String?
        /// The name `@_dynamicReplacement(for:)` takes: `body`, `row(for:)`.
        var replacedName: String
        /// The declaration's attributes, `private`, its other modifiers and its keyword, on one line.
        var introducer: String
        /// Its name (the replacement's is another: a call in a replaced body to a replaced
        /// function is the original's, which runs the replacement).
        var name: String
        /// The declaration after its name, through its body, as written.
        var rest: String
        /// Where `rest` starts (1-based): the replacement keeps the user's lines and columns.
        var line: Int
        var column: Int
        /// The result builder a protocol requirement gives the original (`body` of a view), which a
        /// replacement in an extension would not get.
        var builder: String?
        /// The declaration is in a type that conforms to a main-actor protocol (a view) or is
        /// marked `@MainActor`.
        var isMainActor: Bool
    }

    /// The bodies the edit changed.
    var changed: [Body]
    /// Lines of the file before the edit whose code moved: old line → new line.
    var lineMap: [Int: Int]
    /// The file's top-level imports, which its replacements need too.
    var imports: [String]

    /// What changed from `old` to `new`; nil when the edit changed more than bodies.
    init?(old: String, new: String) {
        let before = Scan(old), after = Scan(new)
        guard before.skeleton == after.skeleton, before.bodies.count == after.bodies.count else { return nil }
        var changed: [Body] = [], changedIndices: Set<Int> = []
        for (i, (a, b)) in zip(before.bodies, after.bodies).enumerated() where a.whole != b.whole || a.body.column != b.body.column {
            guard b.body.line > 1 else { return nil }  // the replacement's name takes the line above
            changed.append(b.body)
            changedIndices.insert(i)
        }
        // The code that still runs from the old module: every token outside the changed bodies,
        // which pair up one for one.
        let oldLines = before.tokenLines(excluding: changedIndices), newLines = after.tokenLines(excluding: changedIndices)
        guard oldLines.count == newLines.count else { return nil }
        var map: [Int: Int] = [:]
        for (o, n) in zip(oldLines, newLines) where o != n && map[o] == nil { map[o] = n }
        self.changed = changed
        lineMap = map
        imports = after.tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.trimmedDescription }
    }

    /// A file's replaceable bodies and the rest of its tokens.
    private struct Scan {
        struct Found {
            var body: Body
            /// The bytes of the body (`{ … }`), which the skeleton leaves out.
            var range: Range<Int>
            /// The declaration's bytes, first token through body.
            var whole: [UInt8]
        }
        let tree: SourceFileSyntax
        let converter: SourceLocationConverter
        var bodies: [Found] = []
        var mainActorTypes: Set<String> = []
        /// The tokens' texts, each body as one marker.
        var skeleton: [String] = []
        /// Stands for a body in the skeleton (no token's text).
        static let bodyMarker = "\u{0}body"


        init(_ source: String) {
            tree = Parser.parse(source: source)
            converter = SourceLocationConverter(fileName: "", tree: tree)
            let utf8 = Array(source.utf8)
            // A type whose declaration conforms to a view's protocols runs on the main actor in
            // its extensions too.
            for item in tree.statements {
                guard let decl = item.item.as(DeclSyntax.self), let group = decl.asProtocol(DeclGroupSyntax.self),
                      let name = Self.typeName(decl), Self.isMainActor(group) else { continue }
                mainActorTypes.insert(name)
            }
            for item in tree.statements {
                if let decl = item.item.as(DeclSyntax.self) { collect(decl, in: nil, mainActor: false, utf8: utf8) }
            }
            var k = 0
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                while k < bodies.count && bodies[k].range.upperBound <= at { k += 1 }
                if k < bodies.count && bodies[k].range.contains(at) {
                    if bodies[k].range.lowerBound == at { skeleton.append(Self.bodyMarker) }
                    continue
                }
                skeleton.append(token.text)
            }
        }

        /// The line of each token outside the bodies at `excluded` indices.
        func tokenLines(excluding excluded: Set<Int>) -> [Int] {
            let ranges = excluded.sorted().map { bodies[$0].range }
            var k = 0, lines: [Int] = []
            for token in tree.tokens(viewMode: .sourceAccurate) {
                let at = token.positionAfterSkippingLeadingTrivia.utf8Offset
                while k < ranges.count && ranges[k].upperBound <= at { k += 1 }
                if k < ranges.count && ranges[k].contains(at) { continue }
                lines.append(converter.location(for: token.positionAfterSkippingLeadingTrivia).line)
            }
            return lines
        }

        /// A type's or an extension's members, and top-level declarations.
        mutating func collect(_ decl: DeclSyntax, in context: (header: String, path: String)?, mainActor: Bool, utf8: [UInt8]) {
            if let f = decl.as(FunctionDeclSyntax.self) {
                guard let body = f.body, Self.replaceable(f.attributes, f.modifiers), !Self.isOperator(f.name) else { return }
                let labels = f.signature.parameterClause.parameters.map { ($0.firstName.text == "_" ? "_" : $0.firstName.text) + ":" }
                add(decl, attributes: f.attributes, modifiers: f.modifiers, keyword: f.funcKeyword, name: f.name, replacedName: f.name.text + "(" + labels.joined() + ")",
                    builder: nil, body: Syntax(body), context: context, mainActor: mainActor, utf8: utf8)
            } else if let v = decl.as(VariableDeclSyntax.self) {
                guard v.bindings.count == 1, let binding = v.bindings.first, binding.initializer == nil,
                      let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                      let type = binding.typeAnnotation?.type, let accessors = binding.accessorBlock,
                      Self.isGetterOnly(accessors), Self.replaceable(v.attributes, v.modifiers) else { return }
                add(decl, attributes: v.attributes, modifiers: v.modifiers, keyword: v.bindingSpecifier, name: identifier, replacedName: identifier.text,
                    builder: Self.requirementBuilder(name: identifier.text, type: type, attributes: v.attributes),
                    body: Syntax(accessors), context: context, mainActor: mainActor, utf8: utf8)
            } else if let group = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ProtocolDeclSyntax.self) {
                // A type's isolation is its own (a type nested in a view's is not the view's).
                let isMainActor = Self.isMainActor(group)
                if let e = decl.as(ExtensionDeclSyntax.self) {
                    guard context == nil else { return }
                    let type = e.extendedType.trimmedDescription
                    // A view's extension, or an extension of a view's protocol (`extension View`).
                    let isMainActor = isMainActor || mainActorTypes.contains(type) || Self.mainActorProtocols.contains(type)
                    let header = "extension \(type)" + (e.genericWhereClause.map { " " + $0.trimmedDescription } ?? "")
                    for member in e.memberBlock.members { collect(member.decl, in: (header, type), mainActor: isMainActor, utf8: utf8) }
                } else if let name = Self.typeName(decl) {
                    // Members of a generic type see its parameters in a plain extension too.
                    let path = context.map { $0.path + "." + name } ?? name
                    for member in group.memberBlock.members { collect(member.decl, in: ("extension \(path)", path), mainActor: isMainActor, utf8: utf8) }
                }
            }
        }

        mutating func add(_ decl: DeclSyntax, attributes: AttributeListSyntax, modifiers: DeclModifierListSyntax, keyword: TokenSyntax,
                          name: TokenSyntax, replacedName: String, builder: String?, body: Syntax,
                          context: (header: String, path: String)?, mainActor: Bool, utf8: [UInt8]) {
            let start = decl.positionAfterSkippingLeadingTrivia.utf8Offset, end = body.endPositionBeforeTrailingTrivia.utf8Offset
            let afterName = name.endPositionBeforeTrailingTrivia
            // What comes before the name on one line: the attributes, `private` (in place of the
            // access modifiers), the other modifiers, the keyword.
            func oneLine(_ node: some SyntaxProtocol) -> String { node.trimmedDescription.replacingOccurrences(of: "\n", with: " ") }
            let introducer = attributes.map(oneLine) + ["private"]
                + modifiers.filter { !Self.accessModifiers.contains($0.name.text) }.map(oneLine) + [keyword.text]
            let location = converter.location(for: afterName)
            let found = Body(extensionHeader: context?.header, replacedName: replacedName, introducer: introducer.joined(separator: " "),
                             name: name.text, rest: String(decoding: utf8[afterName.utf8Offset..<end], as: UTF8.self),
                             line: location.line, column: location.column, builder: builder, isMainActor: mainActor)
            bodies.append(Found(body: found, range: body.positionAfterSkippingLeadingTrivia.utf8Offset..<end, whole: Array(utf8[start..<end])))
        }

        static let accessModifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "package"]

        /// Declarations a replacement can stand for: not inlined into callers, not an override
        /// (which an extension cannot declare), not exported under a C name.
        static func replaceable(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax) -> Bool {
            let refused: Set<String> = ["inlinable", "_transparent", "inline", "_alwaysEmitIntoClient", "_cdecl", "_silgen_name", "objc",
                                        "_specialize", "_dynamicReplacement", "backDeployed", "usableFromInline"]
            for attribute in attributes {
                guard let a = attribute.as(AttributeSyntax.self) else { return false }  // an `#if` among attributes
                if refused.contains(a.attributeName.trimmedDescription) { return false }
            }
            return !modifiers.contains { ["override", "convenience", "required", "lazy", "dynamic"].contains($0.name.text) }
        }

        static func isOperator(_ name: TokenSyntax) -> Bool {
            if case .identifier = name.tokenKind { return false }
            return true
        }

        /// `{ … }` or `{ get { … } }` (with effects): a read-only computed property.
        static func isGetterOnly(_ block: AccessorBlockSyntax) -> Bool {
            switch block.accessors {
            case .getter: return true
            case let .accessors(list): return list.count == 1 && list.first?.accessorSpecifier.tokenKind == .keyword(.get) && list.first?.body != nil
            }
        }

        /// The result builder SwiftUI's protocol requirements give a property of that name and
        /// opaque type (`body` of a view or scene, a preview provider's `previews`), unless the
        /// declaration names one itself.
        static func requirementBuilder(name: String, type: TypeSyntax, attributes: AttributeListSyntax) -> String? {
            guard name == "body" || name == "previews", let some = type.as(SomeOrAnyTypeSyntax.self) else { return nil }
            let written = attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasSuffix("Builder") == true }
            guard !written else { return nil }
            let builders = ["View": "ViewBuilder", "Scene": "SceneBuilder", "ToolbarContent": "ToolbarContentBuilder",
                            "Commands": "CommandsBuilder", "TableRowContent": "TableRowBuilder"]
            return builders[unqualified(some.constraint)].map { "SwiftUI." + $0 }
        }

        /// SwiftUI protocols whose conformers' members run on the main actor.
        static let mainActorProtocols: Set<String> = ["View", "App", "Scene", "ViewModifier", "PreviewProvider", "ButtonStyle",
                                                      "PrimitiveButtonStyle", "ToggleStyle", "LabelStyle", "ToolbarContent", "Commands",
                                                      "ProgressViewStyle", "GaugeStyle", "MenuStyle", "GroupBoxStyle", "DisclosureGroupStyle",
                                                      "LabeledContentStyle", "ControlGroupStyle", "TableRowContent"]

        static func isMainActor(_ group: some DeclGroupSyntax) -> Bool {
            let marked = group.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "MainActor" }
            let conforms = group.inheritanceClause?.inheritedTypes.contains {
                mainActorProtocols.contains(unqualified($0.type))
            } ?? false
            return marked || conforms
        }

        /// A type's last name (`SwiftUI.View` is `View`).
        static func unqualified(_ type: TypeSyntax) -> String {
            type.trimmedDescription.split(separator: ".").last.map(String.init) ?? ""
        }

        static func typeName(_ decl: DeclSyntax) -> String? {
            if let s = decl.as(StructDeclSyntax.self) { return s.name.text }
            if let c = decl.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = decl.as(EnumDeclSyntax.self) { return e.name.text }
            if let a = decl.as(ActorDeclSyntax.self) { return a.name.text }
            return nil
        }
    }
}
