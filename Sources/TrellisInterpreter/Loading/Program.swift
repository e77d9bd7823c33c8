import Foundation
import SwiftSyntax

/// The declarations of a layout file, collected once after parsing: the structs (views and
/// data), enums (including custom `AlignmentID`s), static members added by extensions, top-level
/// constants and functions, and the previews.
final class Program {
    let tree: SourceFileSyntax
    private(set) var structs: [String: StructDecl] = [:]
    private(set) var structOrder: [String] = []
    private(set) var enums: [String: EnumDecl] = [:]
    /// Types with enums declared inside them (`VerticalAlignment` for `VerticalAlignment.Mid`).
    private(set) var enumQualifiers: Set<String> = []
    /// `extension VerticalAlignment { static let mid = … }`: type name -> member name -> declaration.
    private(set) var extensionStatics: [String: [String: PropertyDecl]] = [:]
    private(set) var globals: [String: PropertyDecl] = [:]
    private(set) var globalFunctions: [String: [FunctionDecl]] = [:]
    /// Some struct declares a struct inside it (known also as `Outer.Inner`).
    private(set) var hasNestedStructs = false
    /// `extension View { func rank(_ value: Int) -> some View { … } }`: modifiers of the file.
    private(set) var viewExtensions: [String: [FunctionDecl]] = [:]
    private(set) var previews: [PreviewDecl] = []
    /// What each plain name refers to (`NameResolver`), by the name's syntax node.
    private(set) var bindings: [SyntaxIdentifier: NameBinding] = [:]
    /// The statement lists with a `return` among their own statements (bodies and closures
    /// that return rather than build views), found by the resolver's walk.
    private var listsWithReturn: Set<SyntaxIdentifier> = []
    /// Problems found while collecting (unsupported declarations).
    private(set) var problems: [(node: Syntax, message: String)] = []

    init(tree: SourceFileSyntax) {
        self.tree = tree
        collect()
        let resolver = NameResolver(program: self)
        bindings = resolver.resolve(tree)
        listsWithReturn = resolver.listsWithReturn
    }

    /// Whether `items` holds a `return` statement of its own (not one inside a nested closure
    /// or block): known from the walk after parsing, where evaluation would look through every
    /// statement of a view builder each time it runs.
    func hasReturn(_ items: CodeBlockItemListSyntax) -> Bool {
        !listsWithReturn.isEmpty && listsWithReturn.contains(items.id)
    }

    /// What the plain name `ref` refers to, as the resolver bound it.
    func binding(of ref: DeclReferenceExprSyntax) -> NameBinding {
        bindings[ref.id] ?? .unknown
    }

    /// Every name the file declares: its types and their enum cases, constants, functions,
    /// extension members (what an expression that names none of them cannot depend on).
    var declaredNames: Set<String> {
        var names = Set(structs.keys).union(enums.keys).union(globals.keys).union(globalFunctions.keys).union(viewExtensions.keys)
        for e in enums.values { names.formUnion(e.cases) }
        for members in extensionStatics.values { names.formUnion(members.keys) }
        return names
    }

    /// A type of the file or of the engine, or a built-in function (`max`).
    func isTypeName(_ name: String) -> Bool {
        structs[name] != nil || enums[name] != nil || Registry.shared.types[name] != nil
            || Registry.builtinFunctions.contains(name)
    }

    private func problem(_ node: some SyntaxProtocol, _ message: String) {
        problems.append((Syntax(node), message))
    }

    // MARK: - Top level

    private func collect() {
        var looseItems: [CodeBlockItemSyntax] = []
        for item in tree.statements {
            switch item.item {
            case let .decl(decl):
                collectTopLevel(decl, item: item)
            case let .expr(expr):
                if let macro = expr.as(MacroExpansionExprSyntax.self) {
                    addPreview(macro)
                } else {
                    looseItems.append(item)
                }
            case let .stmt(stmt):
                if let exprStmt = stmt.as(ExpressionStmtSyntax.self) {
                    if let macro = exprStmt.expression.as(MacroExpansionExprSyntax.self) {
                        addPreview(macro)
                    } else {
                        looseItems.append(item)
                    }
                } else {
                    problem(stmt, "a \(describe(stmt)) is not supported at the top level of a layout file; "
                        + "a layout file holds one view expression, or declarations (struct, enum, extension, let, func) and #Preview blocks")
                }
            }
        }
        if previews.isEmpty, !looseItems.isEmpty {
            previews.append(PreviewDecl(name: "Preview 1", body: nil, expressions: looseItems, node: Syntax(looseItems[0])))
        } else if let first = looseItems.first {
            problem(first, "a top-level expression cannot be combined with #Preview blocks; put it inside a #Preview { … }")
        }
        if previews.isEmpty {
            // No preview written: show the first view that needs no arguments.
            for name in structOrder {
                guard let s = structs[name], s.isView, !s.conformances.contains("PreviewProvider") else { continue }
                let needsArguments = s.memberwiseParameters.contains { $0.initializer == nil }
                if !needsArguments || s.initializers.contains(where: { $0.parameters.allSatisfy { $0.defaultValue != nil } }) {
                    previews.append(PreviewDecl(name: name, body: nil, expressions: [], node: s.node))
                    break
                }
            }
        }
    }

    private func collectTopLevel(_ decl: DeclSyntax, item: CodeBlockItemSyntax) {
        if decl.is(ImportDeclSyntax.self) { return }
        if let s = decl.as(StructDeclSyntax.self) {
            collectStruct(s)
        } else if let e = decl.as(EnumDeclSyntax.self) {
            collectEnum(e, qualifier: nil)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            collectExtension(ext)
        } else if let f = decl.as(FunctionDeclSyntax.self) {
            if let fn = function(f, owner: nil) { globalFunctions[fn.name, default: []].append(fn) }
        } else if let v = decl.as(VariableDeclSyntax.self) {
            for p in properties(v) {
                if case .computed = p.kind {} else if p.initializer == nil {
                    problem(p.node, "top-level '\(p.name)' needs an initial value")
                    continue
                }
                globals[p.name] = p
            }
        } else if let macro = decl.as(MacroExpansionDeclSyntax.self) {
            addPreview(macro)
        } else {
            problem(decl, "\(describe(decl)) is not supported in a layout file; supported declarations: struct, enum, extension, let/var, func, #Preview")
        }
    }

    private func describe(_ node: some SyntaxProtocol) -> String {
        let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
        var words = ""
        for ch in kind {
            if ch.isUppercase, !words.isEmpty { words.append(" ") }
            words.append(ch.lowercased())
        }
        return words.replacingOccurrences(of: " decl", with: " declaration").replacingOccurrences(of: " stmt", with: " statement")
    }

    // MARK: - Previews

    private func addPreview(_ macro: some FreestandingMacroExpansionSyntax) {
        let name = macro.macroName.text
        guard name == "Preview" else {
            problem(macro, "macro '#\(name)' is not supported; layout files support #Preview")
            return
        }
        var title: String?
        for arg in macro.arguments {
            if arg.label == nil, title == nil, let lit = arg.expression.as(StringLiteralExprSyntax.self), lit.segments.count <= 1 {
                title = lit.segments.first?.as(StringSegmentSyntax.self)?.content.text ?? ""
            } else {
                problem(arg, "#Preview takes an optional name and a closure; argument '\(arg.trimmedDescription)' is not supported")
            }
        }
        guard let closure = macro.trailingClosure else {
            problem(macro, "#Preview needs a trailing closure with the view to show: #Preview { MyView() }")
            return
        }
        let finalName = title ?? "Preview \(previews.count + 1)"
        previews.append(PreviewDecl(name: finalName, body: closure.statements, expressions: [], node: Syntax(macro)))
    }

    // MARK: - Types

    private func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    }

    private func collectStruct(_ s: StructDeclSyntax, outer: String? = nil) {
        let name = s.name.text
        let qualified = outer.map { "\($0).\(name)" } ?? name
        if structs[qualified] != nil || (outer == nil && enums[name] != nil) {
            problem(s.name, "'\(name)' is declared twice")
            return
        }
        let decl = StructDecl(name: name, node: Syntax(s))
        decl.outer = outer
        decl.conformances = inheritedNames(s.inheritanceClause)
        for member in s.memberBlock.members {
            let d = member.decl
            if let v = d.as(VariableDeclSyntax.self) {
                decl.properties += properties(v)
            } else if let f = d.as(FunctionDeclSyntax.self) {
                if let fn = function(f, owner: name) { decl.functions[fn.name, default: []].append(fn) }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                if let fn = initializer(i, owner: name) { decl.initializers.append(fn) }
            } else if let e = d.as(EnumDeclSyntax.self) {
                collectEnum(e, qualifier: name)
            } else if let nested = d.as(StructDeclSyntax.self) {
                // `struct CacheData { … }` inside a layout: known by both names.
                hasNestedStructs = true
                collectStruct(nested, outer: name)
            } else if d.is(TypeAliasDeclSyntax.self) {
                continue
            } else {
                problem(d, "\(describe(d)) is not supported inside a struct; supported: properties, functions, initializers, nested structs and enums")
            }
        }
        if decl.isLayout { checkLayoutConformance(decl, s) }
        if decl.conformances.contains("PreviewProvider") {
            if let p = decl.property("previews"), case let .computed(body, _) = p.kind {
                let title = name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
                previews.append(PreviewDecl(name: title, body: body, expressions: [], node: Syntax(s)))
            } else {
                problem(s.name, "a PreviewProvider needs 'static var previews: some View { … }'")
            }
        } else if decl.conformances.contains("View"), decl.property("body") == nil {
            problem(s.name, "view '\(name)' has no 'var body: some View { … }'")
        }
        structs[qualified] = decl
        if outer == nil {
            structOrder.append(name)
        } else if structs[name] == nil {
            structs[name] = decl
        }
    }

    /// The requirements SwiftUI's `Layout` has no default for, with the labels Swift matches.
    private func checkLayoutConformance(_ decl: StructDecl, _ s: StructDeclSyntax) {
        for (name, labels, result) in [("sizeThatFits", ["proposal", "subviews", "cache"], " -> CGSize"),
                                       ("placeSubviews", ["in", "proposal", "subviews", "cache"], "")] {
            if decl.layoutMethod(name, labels: labels) == nil {
                problem(s.name, "type '\(decl.name)' does not conform to protocol 'Layout': add 'func \(name)(\(labels.map { "\($0):" }.joined()))\(result)'")
            }
        }
    }

    private func collectEnum(_ e: EnumDeclSyntax, qualifier: String?) {
        let name = e.name.text
        if enums[name] != nil || structs[name] != nil {
            problem(e.name, "'\(name)' is declared twice")
            return
        }
        let decl = EnumDecl(name: name, node: Syntax(e))
        decl.conformances = inheritedNames(e.inheritanceClause)
        for member in e.memberBlock.members {
            let d = member.decl
            if let c = d.as(EnumCaseDeclSyntax.self) {
                for element in c.elements {
                    if element.parameterClause != nil {
                        problem(element, "enum cases with associated values are not supported")
                    }
                    decl.cases.append(element.name.text)
                }
            } else if let f = d.as(FunctionDeclSyntax.self) {
                if let fn = function(f, owner: name) { decl.functions[fn.name, default: []].append(fn) }
            } else if let v = d.as(VariableDeclSyntax.self) {
                for p in properties(v) { decl.staticProperties[p.name] = p }
            } else {
                problem(d, "\(describe(d)) is not supported inside an enum")
            }
        }
        if decl.isAlignmentID, decl.functions["defaultValue"] == nil {
            problem(e.name, "alignment ID '\(name)' needs 'static func defaultValue(in d: ViewDimensions) -> CGFloat'")
        }
        enums[name] = decl
        if let qualifier {
            enums["\(qualifier).\(name)"] = decl
            enumQualifiers.insert(qualifier)
        }
    }

    private func collectExtension(_ ext: ExtensionDeclSyntax) {
        let typeName = ext.extendedType.trimmedDescription
        for member in ext.memberBlock.members {
            let d = member.decl
            if let e = d.as(EnumDeclSyntax.self) {
                collectEnum(e, qualifier: typeName)
            } else if let s = d.as(StructDeclSyntax.self) {
                problem(s, "structs inside extensions are not supported; declare '\(s.name.text)' at the top level")
            } else if let f = d.as(FunctionDeclSyntax.self), typeName == "View", !f.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                if let fn = function(f, owner: "View") { viewExtensions[fn.name, default: []].append(fn) }
            } else if let v = d.as(VariableDeclSyntax.self) {
                for p in properties(v) {
                    guard p.isStatic else {
                        problem(p.node, "extensions can add static members only (like 'static let mid = VerticalAlignment(Mid.self)')")
                        continue
                    }
                    extensionStatics[typeName, default: [:]][p.name] = p
                }
            } else {
                problem(d, "\(describe(d)) is not supported in an extension; extensions can declare alignment IDs, static constants and (in 'extension View') modifier functions")
            }
        }
    }

    // MARK: - Members

    private func attributeNames(_ list: AttributeListSyntax) -> [(name: String, attribute: AttributeSyntax)] {
        list.compactMap { element in
            guard let a = element.as(AttributeSyntax.self) else { return nil }
            return (a.attributeName.trimmedDescription, a)
        }
    }

    private func getterBody(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        guard let block = binding.accessorBlock else { return nil }
        switch block.accessors {
        case let .getter(items): return items
        case let .accessors(list):
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
                return accessor.body?.statements
            }
            problem(block, "only getters are supported for computed properties")
            return nil
        }
    }

    func properties(_ v: VariableDeclSyntax) -> [PropertyDecl] {
        let attributes = attributeNames(v.attributes)
        let isStatic = v.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        let isViewBuilder = attributes.contains { $0.name == "ViewBuilder" }
        var result: [PropertyDecl] = []
        for binding in v.bindings {
            guard let id = binding.pattern.as(IdentifierPatternSyntax.self) else {
                problem(binding.pattern, "only simple names are supported in property declarations")
                continue
            }
            let name = id.identifier.text
            let type = binding.typeAnnotation?.type
            var kind = PropertyDecl.Kind.stored
            if let body = getterBody(binding) {
                kind = .computed(body: body, isViewBuilder: isViewBuilder || name == "body" || (isStatic && name == "previews"))
            } else if binding.accessorBlock != nil {
                continue
            } else if let env = attributes.first(where: { $0.name == "Environment" }) {
                guard case let .argumentList(args)? = env.attribute.arguments, let first = args.first,
                      let keyPath = first.expression.as(KeyPathExprSyntax.self),
                      keyPath.components.count == 1,
                      case let .property(component) = keyPath.components.first!.component
                else {
                    problem(env.attribute, "@Environment needs a key path like @Environment(\\.horizontalSizeClass)")
                    continue
                }
                kind = .environment(key: component.declName.baseName.text)
            } else if attributes.contains(where: { $0.name == "State" }) {
                kind = .state
            } else if let other = attributes.first(where: { !["ViewBuilder", "Binding", "ObservedObject", "StateObject"].contains($0.name) }) {
                problem(other.attribute, "attribute '@\(other.name)' is not supported; supported: @Environment, @State, @ViewBuilder")
            }
            result.append(PropertyDecl(name: name, kind: kind, isLet: isLet, isStatic: isStatic,
                                       initializer: binding.initializer?.value, type: type,
                                       isViewBuilder: isViewBuilder, node: Syntax(binding)))
        }
        return result
    }

    private func parameters(_ clause: FunctionParameterClauseSyntax) -> [ParameterDecl] {
        clause.parameters.map { p in
            let first = p.firstName.text
            let label: String? = first == "_" ? nil : first
            let name = p.secondName?.text ?? first
            var type = p.type
            var isInout = false
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
                isInout = attributed.specifiers.contains { $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout) }
            }
            let isClosure = type.is(FunctionTypeSyntax.self)
            let isViewBuilder = attributeNames(p.attributes).contains { $0.name == "ViewBuilder" }
            return ParameterDecl(label: label, name: name, defaultValue: p.defaultValue?.value,
                                 isViewBuilder: isViewBuilder, isClosure: isClosure, type: type, isInout: isInout)
        }
    }

    private func function(_ f: FunctionDeclSyntax, owner: String?) -> FunctionDecl? {
        guard let body = f.body else {
            problem(f, "function '\(f.name.text)' needs a body")
            return nil
        }
        let attributes = attributeNames(f.attributes)
        let isStatic = f.modifiers.contains { $0.name.tokenKind == .keyword(.static) }
        let name = f.name.text
        return FunctionDecl(name: name, parameters: parameters(f.signature.parameterClause), body: body.statements,
                            isViewBuilder: attributes.contains { $0.name == "ViewBuilder" }, isStatic: isStatic,
                            node: Syntax(f), qualifiedName: owner.map { "\($0).\(name)" } ?? name,
                            returnType: f.signature.returnClause?.type)
    }

    private func initializer(_ i: InitializerDeclSyntax, owner: String) -> FunctionDecl? {
        guard let body = i.body else { return nil }
        return FunctionDecl(name: "init", parameters: parameters(i.signature.parameterClause), body: body.statements,
                            isViewBuilder: false, isStatic: false, node: Syntax(i), qualifiedName: "\(owner).init")
    }
}
