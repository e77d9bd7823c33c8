import Foundation
import SwiftSyntax

/// A parameter of a function or initializer declared in the file.
struct ParameterDecl {
    /// The argument label (`nil` for `_`).
    let label: String?
    /// The name inside the body.
    let name: String
    let defaultValue: ExprSyntax?
    /// `@ViewBuilder content: () -> Content`
    let isViewBuilder: Bool
    let isClosure: Bool
    /// The type as written (arguments of simple types are converted to it: `f(1)` for a CGFloat is 1.0).
    var type: TypeSyntax? = nil
    /// `inout`: the argument is written back to the caller's variable (`&x`).
    var isInout = false
}

/// A function (or `@ViewBuilder` helper) declared in a struct or at the top level.
final class FunctionDecl {
    let name: String
    let parameters: [ParameterDecl]
    let body: CodeBlockItemListSyntax
    let isViewBuilder: Bool
    let isStatic: Bool
    let node: Syntax
    /// "Card.row" for messages and the recursion check.
    let qualifiedName: String
    /// `name(label:label:)`
    let signature: String
    /// `-> T` as written (results of simple types are converted to it, tuples get its labels).
    var returnType: TypeSyntax?

    init(name: String, parameters: [ParameterDecl], body: CodeBlockItemListSyntax, isViewBuilder: Bool,
         isStatic: Bool, node: Syntax, qualifiedName: String, returnType: TypeSyntax? = nil) {
        self.returnType = returnType
        self.name = name
        self.parameters = parameters
        self.body = body
        self.isViewBuilder = isViewBuilder
        self.isStatic = isStatic
        self.node = node
        self.qualifiedName = qualifiedName
        signature = "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }
}

/// A property of a struct declared in the file.
struct PropertyDecl {
    enum Kind {
        /// `let x: T` / `var x = 1` (a parameter of the memberwise initializer).
        case stored
        /// `@Environment(\.key) var x`
        case environment(key: String)
        /// `@State var x = …` (its initial value; previews are snapshots)
        case state
        /// `var x: some View { … }`
        case computed(body: CodeBlockItemListSyntax, isViewBuilder: Bool)
    }

    let name: String
    let kind: Kind
    let isLet: Bool
    let isStatic: Bool
    let initializer: ExprSyntax?
    /// The type as written (for closures and `@ViewBuilder` content properties).
    let type: TypeSyntax?
    let isViewBuilder: Bool
    let node: Syntax
    /// The property holds a view built from a closure argument (`let content: Content`).
    let holdsViewContent: Bool
    /// The type as written is a function type (a closure argument is stored as it is).
    let isFunctionType: Bool

    /// What construction reads of the type is worked out here, once: `trimmedDescription` copies
    /// the syntax tree, and an instance is constructed on every call of its initializer (a layout's
    /// row struct, once per row per pass).
    init(name: String, kind: Kind, isLet: Bool, isStatic: Bool, initializer: ExprSyntax?, type: TypeSyntax?,
         isViewBuilder: Bool, node: Syntax) {
        self.name = name
        self.kind = kind
        self.isLet = isLet
        self.isStatic = isStatic
        self.initializer = initializer
        self.type = type
        self.isViewBuilder = isViewBuilder
        self.node = node
        isFunctionType = type?.is(FunctionTypeSyntax.self) == true
        if let type {
            let text = Evaluator.simpleTypeName(type) ?? type.trimmedDescription
            holdsViewContent = isViewBuilder || text == "Content" || text == "AnyView" || text.hasSuffix("View")
        } else {
            holdsViewContent = false
        }
    }

    /// Whether the memberwise initializer takes this property.
    var isMemberwiseParameter: Bool {
        switch kind {
        case .stored: return !(isLet && initializer != nil) && !isStatic
        case .state: return !isStatic
        case .environment, .computed: return false
        }
    }
}

/// A struct declared in the file: a view (it has `body`) or plain data.
final class StructDecl {
    let name: String
    let node: Syntax
    var properties: [PropertyDecl] = [] {
        didSet { memberwise = Self.memberwise(name, properties) }
    }
    var functions: [String: [FunctionDecl]] = [:]
    var initializers: [FunctionDecl] = []
    /// Names of nested types (`enum Mid: AlignmentID` inside an extension).
    var conformances: [String] = []

    init(name: String, node: Syntax) {
        self.name = name
        self.node = node
        memberwise = Self.memberwise(name, [])
    }

    var isView: Bool { conformances.contains("View") || property("body") != nil }

    /// `struct Name: Layout`: an instance is a layout the engine runs through `InterpretedLayout`.
    var isLayout: Bool { conformances.contains("Layout") }

    /// `struct Name: LayoutValueKey { static let defaultValue: T = … }`.
    var isLayoutValueKey: Bool { conformances.contains("LayoutValueKey") }

    /// The type this one is declared inside of (`EqualWidthHStack` for its `CacheData`).
    var outer: String?

    func property(_ name: String) -> PropertyDecl? { properties.first { $0.name == name } }

    /// The function `name` whose argument labels are `labels` (a Layout requirement).
    func layoutMethod(_ name: String, labels: [String]) -> FunctionDecl? {
        functions[name]?.first { $0.parameters.map { $0.label ?? "_" } == labels }
    }

    var memberwiseParameters: [PropertyDecl] { memberwise.parameters }

    /// What the memberwise initializer looks like, for messages.
    var memberwiseSignature: String { memberwise.signature }

    /// The memberwise initializer's parameters and signature, made as the properties are
    /// collected (every construction reads them; a loaded program is only read, from any thread).
    private var memberwise: (parameters: [PropertyDecl], signature: String)

    private static func memberwise(_ name: String, _ properties: [PropertyDecl]) -> (parameters: [PropertyDecl], signature: String) {
        let parameters = properties.filter(\.isMemberwiseParameter)
        return (parameters, "\(name)(" + parameters.map { "\($0.name):" }.joined() + ")")
    }
}

/// An enum declared in the file: plain cases (for `switch`), or an `AlignmentID`.
final class EnumDecl {
    let name: String
    let node: Syntax
    var cases: [String] = []
    var conformances: [String] = []
    var functions: [String: [FunctionDecl]] = [:]
    var staticProperties: [String: PropertyDecl] = [:]

    init(name: String, node: Syntax) {
        self.name = name
        self.node = node
    }

    var isAlignmentID: Bool { conformances.contains("AlignmentID") }
}

/// A `#Preview` block (or a top-level expression standing in for one).
struct PreviewDecl {
    let name: String
    let body: CodeBlockItemListSyntax?
    /// For a file that is a single top-level expression.
    let expressions: [CodeBlockItemSyntax]
    let node: Syntax
}
