import Foundation
import SwiftSyntax

/// What a plain name of the file (`x`, `Text`, `helper`, not a member after a dot) refers to,
/// bound once after parsing with Swift's precedence: a local of the enclosing function, closure
/// or block; a member of the enclosing struct (implicit `self`); a declaration of the file
/// (constant, function, struct, enum); a type or function of the engine.
struct NameBinding {
    enum Target {
        /// A property or method of the enclosing struct.
        case member
        /// A top-level constant or computed property.
        case global
        /// A top-level function.
        case globalFunction(FunctionDecl)
        /// A struct or enum of the file, an engine type or a built-in function (`max`).
        case type
        /// Nothing declared: `self`, `$name`, an operator, a modifier of `self` in an
        /// `extension View`, or a name that does not exist (reported when evaluated).
        case unbound
    }

    /// The declaration holding the name also declares a local of that name somewhere (a
    /// parameter, a `let`, a loop or closure variable), so the evaluation's scope is asked first.
    /// Which block is open where is the evaluation's business: a local that is not in scope
    /// there falls through to `target`.
    let mayBeLocal: Bool
    let target: Target

    /// For names the resolver never saw (syntax made after parsing): every place is asked.
    static var unknown: NameBinding { NameBinding(mayBeLocal: true, target: .unbound) }
}

/// The resolver pass: one walk over the folded tree that binds every plain name (see
/// `NameBinding`). A declaration (a member of a struct, a top-level function, constant or
/// preview) is the unit of locals: the interpreter's scopes never reach across declarations
/// (a function's body starts a new scope; a closure keeps the names of where it was written).
final class NameResolver: SyntaxVisitor {
    private let program: Program
    private(set) var bindings: [SyntaxIdentifier: NameBinding] = [:]
    /// The statement lists that hold a `return` of their own (see `Program.hasReturn`).
    private(set) var listsWithReturn: Set<SyntaxIdentifier> = []

    /// One declaration being walked: the names it declares as locals, and its references.
    private struct Unit {
        var locals: Set<String> = []
        var references: [(id: SyntaxIdentifier, name: String, owner: StructDecl?)] = []
    }
    private var units: [Unit] = [Unit()]
    /// The structs around the walk, innermost last (nil: a struct the program rejected).
    private var owners: [StructDecl?] = []

    init(program: Program) {
        self.program = program
        super.init(viewMode: .sourceAccurate)
    }

    /// Binds every plain name of `tree`.
    func resolve(_ tree: SourceFileSyntax) -> [SyntaxIdentifier: NameBinding] {
        walk(tree)
        bind(units.removeLast())
        return bindings
    }

    // MARK: - Declarations: the units of locals

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        units.append(Unit())
        return .visitChildren
    }

    override func visitPost(_ node: MemberBlockItemSyntax) {
        bind(units.removeLast())
    }

    override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.is(SourceFileSyntax.self) == true { units.append(Unit()) }
        return .visitChildren
    }

    override func visitPost(_ node: CodeBlockItemSyntax) {
        if node.parent?.parent?.is(SourceFileSyntax.self) == true { bind(units.removeLast()) }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(structDecl(node))
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) {
        owners.removeLast()
    }

    /// Members of an enum or an extension have no struct to take implicit members from.
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) {
        owners.removeLast()
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        owners.append(nil)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        owners.removeLast()
    }

    /// The program's declaration of `node` (a nested struct is known as `Outer.Inner`).
    private func structDecl(_ node: StructDeclSyntax) -> StructDecl? {
        var name = node.name.text
        var up = node.parent
        while let p = up {
            if let outer = p.as(StructDeclSyntax.self) {
                name = "\(outer.name.text).\(name)"
                break
            }
            up = p.parent
        }
        guard let decl = program.structs[name], decl.node.id == node.id else { return nil }
        return decl
    }

    // MARK: - Locals

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        units[units.count - 1].locals.insert(node.identifier.text)
        return .skipChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName, node.secondName)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.firstName, node.secondName)
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declare(node.name, nil)
        return .skipChildren
    }

    private func declare(_ first: TokenSyntax, _ second: TokenSyntax?) {
        units[units.count - 1].locals.insert((second ?? first).text)
    }

    // MARK: - Returns

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let item = node.parent, item.is(CodeBlockItemSyntax.self), let list = item.parent, list.is(CodeBlockItemListSyntax.self) {
            listsWithReturn.insert(list.id)
        }
        return .visitChildren
    }

    // MARK: - Names

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // The name after a dot, and key path components, are members: looked up on their base.
        if let parent = node.parent {
            if let m = parent.as(MemberAccessExprSyntax.self), m.declName.id == node.id { return .skipChildren }
            if parent.is(KeyPathPropertyComponentSyntax.self) { return .skipChildren }
        }
        units[units.count - 1].references.append((node.id, node.baseName.text, owners.last ?? nil))
        return .skipChildren
    }

    private func bind(_ unit: Unit) {
        for r in unit.references {
            bindings[r.id] = binding(r.name, owner: r.owner, locals: unit.locals)
        }
    }

    /// Swift's order: locals, members of the enclosing type, the file's declarations, the engine.
    private func binding(_ name: String, owner: StructDecl?, locals: Set<String>) -> NameBinding {
        // `self` and `$0` are defined by the evaluation (a modifier's view, a closure's arguments).
        guard let first = name.utf8.first, first != UInt8(ascii: "$"), name != "self" else { return .unknown }
        let mayBeLocal = !locals.isEmpty && locals.contains(name)
        return NameBinding(mayBeLocal: mayBeLocal, target: target(name, owner: owner))
    }

    /// What `name` names outside any local, looked up once per enclosing struct and name (a
    /// file names the same few views and helpers over and over).
    private func target(_ name: String, owner: StructDecl?) -> NameBinding.Target {
        let key = TargetKey(owner: owner.map(ObjectIdentifier.init), name: name)
        if let known = targets[key] { return known }
        let target: NameBinding.Target
        if let owner, owner.property(name) != nil || owner.functions[name] != nil {
            target = .member
        } else if program.globals[name] != nil {
            target = .global
        } else if let fn = program.globalFunctions[name]?.first {
            target = .globalFunction(fn)
        } else if program.isTypeName(name) {
            target = .type
        } else {
            target = .unbound
        }
        targets[key] = target
        return target
    }

    private struct TargetKey: Hashable {
        let owner: ObjectIdentifier?
        let name: String
    }
    private var targets: [TargetKey: NameBinding.Target] = [:]
}
