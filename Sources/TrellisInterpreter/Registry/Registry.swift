import Foundation
import SwiftSyntax
import Trellis

/// Everything of the engine a layout file can name: types (views, layouts, value types) with
/// their initializers and static members, modifiers and methods by name, environment keys and
/// named colours. Adding a view or modifier is one entry in one of the `register…` files.
/// Built once; read-only afterwards.
final class Registry: @unchecked Sendable {
    static let shared = Registry()

    /// A class: evaluation reads one on every construction, and a struct of closures and
    /// dictionaries would be copied (retained field by field) each time.
    final class TypeInfo {
        let name: String
        /// `Name(args…)`; nil for types that only have static members.
        var construct: ((Arguments, Evaluator) throws -> Value)?
        /// What the initializers look like, for messages.
        var signatures: [String] = []
        var staticMembers: [String: () -> Value] = [:]
        var staticFunctions: [String: (Arguments, Evaluator) throws -> Value] = [:]
        var functionSignatures: [String: String] = [:]
        /// A `Layout`: `Name(args…) { content }` lays the content out with it.
        var isLayout = false

        init(name: String) { self.name = name }
    }

    /// What a method applies to.
    enum Receiver: CustomStringConvertible {
        case view, text, color, image, shape, font, string, array, number
        case native(String, (Any) -> Bool)

        func matches(_ v: Value) -> Bool {
            switch (self, v) {
            case (.view, .view), (.text, .view(.text)), (.color, .view(.color)), (.image, .view(.image)),
                 (.shape, .view(.shape)), (.string, .string), (.array, .array), (.array, .range),
                 (.number, .int), (.number, .double):
                return true
            case let (.array, .native(n)): return n is LayoutSubviews
            case let (.font, .native(n)): return n is Font
            case let (.native(_, test), .native(n)): return test(n)
            default: return false
            }
        }

        /// The type whose static members an implicit member receiver may name.
        var typeName: String? {
            switch self {
            case .color: return "Color"
            case .font: return "Font"
            case let .native(name, _): return name
            default: return nil
            }
        }

        var description: String {
            switch self {
            case .view: return "views"
            case .text: return "Text"
            case .color: return "Color"
            case .image: return "Image"
            case .shape: return "shapes"
            case .font: return "Font"
            case .string: return "String"
            case .array: return "arrays"
            case .number: return "numbers"
            case let .native(name, _): return name
            }
        }
    }

    struct Method {
        let receiver: Receiver
        let signature: String
        let call: (Value, Arguments, Evaluator) throws -> Value
    }

    /// An environment key usable in `@Environment(\.key)` and `.environment(\.key, value)`.
    struct EnvironmentKey {
        let typeName: String
        let get: (EnvironmentValues) -> Value
        /// nil for read-only keys (`pixelLength`).
        let set: ((inout EnvironmentValues, Value, Evaluator, Syntax) throws -> Void)?
    }

    private(set) var types: [String: TypeInfo] = [:]
    var methods: [String: [Method]] = [:]
    private(set) var environmentKeys: [String: EnvironmentKey] = [:]
    private(set) var colors: [String: Color] = [:]

    /// "Font" for "Font.Weight": the types whose nested types files may name.
    private(set) var typesWithNestedTypes: Set<String> = []

    private init() {
        registerValueTypes()
        registerColors()
        registerShapeStyles()
        registerViews()
        registerLayouts()
        registerModifiers()
        registerTypedMethods()
        registerEnvironmentKeys()
        for name in types.keys {
            if let dot = name.lastIndex(of: ".") { typesWithNestedTypes.insert(String(name[..<dot])) }
        }
    }

    // MARK: - Registration helpers

    func addType(_ name: String, signatures: [String] = [], isLayout: Bool = false,
                 construct: ((Arguments, Evaluator) throws -> Value)? = nil) {
        let info = types[name] ?? TypeInfo(name: name)
        info.construct = construct ?? info.construct
        info.signatures += signatures
        info.isLayout = info.isLayout || isLayout
        types[name] = info
    }

    func addStatic(_ type: String, _ name: String, _ value: @escaping () -> Value) {
        if types[type] == nil { types[type] = TypeInfo(name: type) }
        types[type]!.staticMembers[name] = value
    }

    func addStaticNative(_ type: String, _ members: [String: Any]) {
        for (name, v) in members { addStatic(type, name) { .native(v) } }
    }

    func addStaticFunction(_ type: String, _ name: String, _ signature: String,
                           _ body: @escaping (Arguments, Evaluator) throws -> Value) {
        // Lookups of a ShapeStyle member go to Color's table (the canonical name): `.fill(.linearGradient(…))`.
        for type in Set([type, Self.canonicalTypeName(type)]) {
            if types[type] == nil { types[type] = TypeInfo(name: type) }
            types[type]!.staticFunctions[name] = body
            types[type]!.functionSignatures[name] = signature
        }
    }

    func addMethod(_ name: String, on receiver: Receiver, _ signature: String,
                   _ body: @escaping (Value, Arguments, Evaluator) throws -> Value) {
        methods[name, default: []].append(Method(receiver: receiver, signature: signature, call: body))
    }

    /// A view modifier: `body` gets the receiver as an AnyView and returns the modified view.
    func addModifier(_ name: String, _ signature: String, _ body: @escaping (AnyView, Arguments, Evaluator) throws -> any View) {
        addMethod(name, on: .view, signature) { receiver, args, ev in
            guard case let .view(v) = receiver else { return receiver }
            let result = try body(v.anyView, args, ev)
            try args.finish()
            return .view(.wrap(result))
        }
    }

    func addEnvironmentKey(_ name: String, typeName: String, get: @escaping (EnvironmentValues) -> Value,
                           set: ((inout EnvironmentValues, Value, Evaluator, Syntax) throws -> Void)?) {
        environmentKeys[name] = EnvironmentKey(typeName: typeName, get: get, set: set)
    }

    func addColor(_ name: String, _ color: Color) {
        colors[name] = color
        addStatic("Color", name) { .view(.color(color)) }
    }

    // MARK: - Lookups

    func environmentValue(_ key: String, in environment: EnvironmentValues) -> Value? {
        environmentKeys[key]?.get(environment)
    }

    /// Type aliases the files may use.
    static func canonicalTypeName(_ name: String) -> String {
        switch name {
        case "SwiftUI.Color": return "Color"
        case "ShapeStyle": return "Color"
        case "ResolvedFont.Design": return "Font.Design"
        default: return name
        }
    }

    /// The message for a name that is neither a type of the engine nor declared in the file.
    func unknownTypeMessage(_ name: String, program: Program) -> String {
        var message = "unknown view or type '\(name)'"
        if let suggestion = suggestion(for: name, among: Array(types.keys) + Array(program.structs.keys)) {
            message += "; did you mean '\(suggestion)'?"
        } else {
            message += "; declare it in this file (struct \(name): View) or use a view Trellis supports (see 'trellis check --help')"
        }
        return message
    }

    /// The closest known name within a small edit distance, for "did you mean" hints.
    func suggestion(for name: String, among candidates: [String]) -> String? {
        let lower = name.lowercased()
        var best: (String, Int)?
        for c in candidates where !c.contains(".") {
            let d = Registry.editDistance(lower, c.lowercased())
            if d <= max(1, name.count / 4), d < (best?.1 ?? Int.max) { best = (c, d) }
        }
        return best?.0
    }

    /// Edits (insert, delete, replace, swap two neighbours) from `a` to `b`: "Txet" is 1 from "Text".
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }

    /// `layout { content }` for a layout of any type.
    static func layoutView(_ layout: any Layout, content: AnyView) -> any View {
        func apply<L: Layout>(_ l: L) -> any View { l.callAsFunction { content } }
        return apply(layout)
    }
}
