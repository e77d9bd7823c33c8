import Foundation
import SwiftSyntax
import Trellis
import TrellisBundledLayouts

extension Evaluator {
    /// `a.b` without a call: an implicit member, a static member of a type, or a property.
    func memberAccess(_ e: MemberAccessExprSyntax, _ f: Frame) throws -> Value {
        let name = e.declName.baseName.text
        guard let base = e.base else {
            return .implicitMember(ImplicitMember(name: name, arguments: nil, node: Syntax(e)))
        }
        if let typeName = typeReference(base, f) {
            if name == "self" { return .type(TypeName(name: typeName)) }
            return try staticMember(ofType: typeName, name, arguments: nil, node: e.declName)
        }
        let v = try evaluate(base, f)
        return try property(of: v, name, node: e.declName)
    }

    /// A static member or function of a type: a case of a file enum, a static constant declared
    /// in an extension (`VerticalAlignment.mid`), a nested type, or an engine static
    /// (`Color.red`, `Font.system(size:)`, `GridItem.Size.fixed(70)`).
    func staticMember(ofType typeName: String, _ name: String, arguments: Arguments?, node: some SyntaxProtocol) throws -> Value {
        if arguments == nil, let member = engineStatics[EngineStaticKey(type: typeName, name: name)] { return member() }
        if let e = program.enums[typeName] {
            if e.cases.contains(name), arguments == nil { return .enumCase(type: e.name, name: name) }
            if let fn = e.functions[name]?.first, let arguments {
                return try callFunction(fn, instance: nil, args: arguments)
            }
            if let p = e.staticProperties[name], let initializer = p.initializer {
                return try evaluate(initializer, Frame(scope: Scope(parent: nil), instance: nil))
            }
        }
        if program.hasNestedStructs, let nested = program.structs["\(typeName).\(name)"] {
            if let arguments { return try construct(nested, args: arguments, within: nil) }
            return .type(TypeName(name: "\(typeName).\(name)"))
        }
        if let s = program.structs[typeName], let p = s.property(name), p.isStatic {
            let v: Value
            if case let .computed(body, isViewBuilder) = p.kind {
                v = try runBody(body, Frame(scope: Scope(parent: nil), instance: nil), viewBuilder: isViewBuilder, node: node)
            } else if let initializer = p.initializer {
                v = try evaluate(initializer, Frame(scope: Scope(parent: nil), instance: nil))
            } else {
                throw EvaluationError(node, "'\(typeName).\(name)' has no value")
            }
            return try arguments.map { try callValue(v, $0, node: node) } ?? v
        }
        if let v = try extensionStatic(typeName, name, node) {
            return try arguments.map { try callValue(v, $0, node: node) } ?? v
        }
        if registry.typesWithNestedTypes.contains(typeName) || program.enumQualifiers.contains(typeName) {
            let nested = "\(typeName).\(name)"
            if registry.types[nested] != nil || program.enums[nested] != nil {
                if let arguments { return try construct(typeName: nested, args: arguments, node: node, within: nil) }
                return .type(TypeName(name: nested))
            }
        }
        // Static members of the engine type.
        let canonical = Registry.canonicalTypeName(typeName)
        if let info = registry.types[canonical] {
            if let arguments {
                if let fn = info.staticFunctions[name] {
                    arguments.signature = info.functionSignatures[name]
                    return try fn(arguments, self)
                }
                if let member = info.staticMembers[name] {
                    return try callValue(member(), arguments, node: node)
                }
            } else {
                if let member = info.staticMembers[name] {
                    // Nothing of the file comes before it next time either.
                    engineStatics[EngineStaticKey(type: typeName, name: name)] = member
                    return member()
                }
                if info.staticFunctions[name] != nil {
                    throw EvaluationError(node, "'\(canonical).\(name)' needs arguments: .\(info.functionSignatures[name] ?? name + "(…)")")
                }
            }
            var known = info.staticMembers.keys.map { ".\($0)" } + info.staticFunctions.keys.map { ".\($0)(…)" }
            known += (program.extensionStatics[canonical] ?? [:]).keys.map { ".\($0)" }
            var message = "type '\(canonical)' has no member '\(name)'"
            if let s = registry.suggestion(for: name, among: Array(info.staticMembers.keys) + Array(info.staticFunctions.keys)) {
                message += "; did you mean '.\(s)'?"
            } else if !known.isEmpty {
                message += "; supported: \(known.sorted().prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : "")"
            }
            throw EvaluationError(node, message)
        }
        if let e = program.enums[typeName] {
            throw EvaluationError(node, "enum '\(e.name)' has no case '\(name)'; its cases: \(e.cases.map { ".\($0)" }.joined(separator: ", "))")
        }
        throw EvaluationError(node, "type '\(typeName)' has no member '\(name)'")
    }

    /// An implicit member (`.compact`) read as the type of `native` (for `==` and `switch`).
    func resolveImplicit(_ m: ImplicitMember, asTypeOf native: Any) throws -> Any {
        let v = try staticMember(ofType: Value.nativeTypeName(native), m.name, arguments: m.arguments, node: m.node)
        if case let .native(n) = v { return n }
        return v
    }

    /// A property of a value.
    func property(of v: Value, _ name: String, node: some SyntaxProtocol) throws -> Value {
        switch v {
        case let .instance(i):
            if let m = try instanceMember(i, name, node) { return m }
            throw EvaluationError(node, "'\(i.decl.name)' has no member '\(name)'")
        case let .tuple(elements):
            if let index = Int(name), elements.indices.contains(index) { return elements[index].value }
            if let e = elements.first(where: { $0.label == name }) { return e.value }
        case .none:
            throw EvaluationError(node, "value of optional type is nil here; unwrap it with 'if let' before reading '\(name)'")
        case let .implicitMember(m) where m.arguments == nil:
            // `reduce(.zero) { CGSize(width: max($0.width, …)) }`: the first type whose member it is.
            for typeName in ["CGSize", "CGPoint", "CGRect", "ProposedViewSize"] {
                if let info = registry.types[typeName], let member = info.staticMembers[m.name],
                   let p = try registry.property(of: member(), name, self, node) { return p }
            }
        default:
            if let p = try registry.property(of: v, name, self, node) { return p }
        }
        var message = "value of type \(v.typeDescription) has no member '\(name)'"
        if case .view = v { message += "; modifiers are called with parentheses: .\(name)(…)" }
        throw EvaluationError(node, message)
    }

    /// `d[.leading]`, `d[explicit: .top]`, `items[0]`.
    func subscriptCall(_ e: SubscriptCallExprSyntax, _ f: Frame) throws -> Value {
        let base = try evaluate(e.calledExpression, f)
        let args = Array(e.arguments)
        guard args.count == 1, let arg = args.first else {
            throw EvaluationError(e, "subscripts take one argument")
        }
        let index = try evaluate(arg.expression, f)
        switch base {
        case let .array(items):
            if let r = try rangeIndex(index, lower: 0, upper: items.count, arg) { return .array(Array(items[r])) }
            guard case let .int(i) = index else { throw EvaluationError(arg, "array index must be an Int") }
            guard items.indices.contains(i) else { throw EvaluationError(arg, "index \(i) is out of range (count \(items.count))") }
            return items[i]
        case let .native(subviews as LayoutSubviews):
            if let r = try rangeIndex(index, lower: subviews.startIndex, upper: subviews.endIndex, arg) { return .native(subviews[r]) }
            guard case let .int(i) = index else { throw EvaluationError(arg, "subviews index must be an Int, found \(index.typeDescription)") }
            guard i >= subviews.startIndex, i < subviews.endIndex else {
                throw EvaluationError(arg, "index \(i) is out of range for subviews (indices \(subviews.startIndex)..<\(subviews.endIndex))")
            }
            return .native(subviews[i])
        case let .native(subview as LayoutSubview):
            return try layoutValue(of: subview, index, arg)
        case let .native(d as ViewDimensions):
            let explicit = arg.label?.text == "explicit"
            if let label = arg.label?.text, !explicit {
                throw EvaluationError(arg, "ViewDimensions subscripts are d[guide] and d[explicit: guide], not '\(label):'")
            }
            if let h = try? HorizontalAlignment.convert(index, self, arg, what: ""), !isVerticalOnly(index) {
                return explicit ? (d[explicit: h].map { .double(Double($0)) } ?? .none) : .double(Double(d[h]))
            }
            let g = try VerticalAlignment.convert(index, self, arg, what: "the guide of a ViewDimensions subscript")
            return explicit ? (d[explicit: g].map { .double(Double($0)) } ?? .none) : .double(Double(d[g]))
        default:
            throw EvaluationError(e, "cannot subscript a value of type \(base.typeDescription)")
        }
    }

    /// `a[1...]`, `subviews[2..<4]`: the range an index stands for, checked against the bounds.
    private func rangeIndex(_ index: Value, lower: Int, upper: Int, _ node: some SyntaxProtocol) throws -> Range<Int>? {
        let r: Range<Int>
        switch index {
        case let .range(x): r = x
        case let .native(x as PartialRangeFrom<Int>): r = x.lowerBound..<max(x.lowerBound, upper)
        case let .native(x as PartialRangeThrough<Int>):
            guard x.upperBound < Int.max else { throw EvaluationError(node, "range ...\(x.upperBound) is out of bounds (\(lower)..<\(upper))") }
            r = lower..<(x.upperBound + 1)
        case let .native(x as PartialRangeUpTo<Int>):
            guard x.upperBound >= lower else { throw EvaluationError(node, "range ..<\(x.upperBound) is out of bounds (\(lower)..<\(upper))") }
            r = lower..<x.upperBound
        default: return nil
        }
        guard r.lowerBound >= lower, r.upperBound <= upper, r.lowerBound <= r.upperBound else {
            throw EvaluationError(node, "range \(r.lowerBound)..<\(r.upperBound) is out of bounds (\(lower)..<\(upper))")
        }
        return r
    }

    /// `subview[Rank.self]`: the value a subview set for a layout value key, or the key's default.
    func layoutValue(of subview: LayoutSubview, _ key: Value, _ node: some SyntaxProtocol) throws -> Value {
        guard case let .type(t) = key else {
            throw EvaluationError(node, "a subview is subscripted with a layout value key: subview[MyKey.self]")
        }
        if let decl = program.structs[t.name], decl.isLayoutValueKey {
            if let v = FileLayoutValueKeys.value(decl, of: subview) { return v }
            return try layoutValueDefault(decl, node)
        }
        if t.name == "Rank" { return .int(subview[Rank.self]) }
        throw EvaluationError(node, "'\(t.name)' is not a LayoutValueKey; declare 'struct \(t.name): LayoutValueKey { static let defaultValue: Int = 0 }'")
    }

    /// The `static let defaultValue` of a file's layout value key.
    func layoutValueDefault(_ decl: StructDecl, _ node: some SyntaxProtocol) throws -> Value {
        guard let p = decl.property("defaultValue"), p.isStatic else {
            throw EvaluationError(decl.node, "layout value key '\(decl.name)' needs 'static let defaultValue'")
        }
        return try staticMember(ofType: decl.name, "defaultValue", arguments: nil, node: node)
    }

    /// `.center` names both a horizontal and a vertical guide; in `d[.center]` SwiftUI reads it
    /// as ambiguous, we read it as the horizontal one only when nothing says otherwise.
    private func isVerticalOnly(_ v: Value) -> Bool {
        if case .native(let n) = v { return n is VerticalAlignment }
        return false
    }
}

/// A static member by the type it was looked up on.
struct EngineStaticKey: Hashable {
    let type: String
    let name: String
}
