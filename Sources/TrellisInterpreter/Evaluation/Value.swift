import Foundation
import SwiftSyntax
import Trellis

/// A value while a layout file is evaluated: Swift literals, engine values (alignments, fonts,
/// layouts, ...), views, closures and the instances of the structs the file declares.
enum Value {
    case void
    /// `nil`
    case none
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case tuple([TupleElement])
    /// `a..<b` and `a...b` (closed ranges are stored half-open).
    case range(Range<Int>)
    case view(FileView)
    case closure(Closure)
    /// `.leading`, `.fixed(70)`: a member whose type is only known where it is used.
    case implicitMember(ImplicitMember)
    /// An engine value (HorizontalAlignment, Font, GridItem, a Layout, a GeometryProxy, ...).
    case native(Any)
    /// `\.self`, `\.horizontalSizeClass`
    case keyPath([String])
    /// A type used as a value: `Mid.self`, `Color`, `HStackLayout`.
    case type(TypeName)
    /// An instance of a struct declared in the file that is not a view.
    case instance(StructInstance)
    /// A case of an enum declared in the file.
    case enumCase(type: String, name: String)
    /// A function or method not called yet (`row` in `row("a")`).
    case function(BoundFunction)

    struct TupleElement {
        var label: String?
        var value: Value
    }

    /// A short description of the value's type for messages.
    var typeDescription: String {
        switch self {
        case .void: return "Void"
        case .none: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "Double"
        case .string: return "String"
        case .array: return "Array"
        case .tuple: return "tuple"
        case .range: return "Range<Int>"
        case let .view(v): return v.typeName
        case .closure: return "closure"
        case let .implicitMember(m): return "'.\(m.name)'"
        case let .native(n): return Value.nativeTypeName(n)
        case .keyPath: return "key path"
        case let .type(t): return "\(t.name).Type"
        case let .instance(i): return i.decl.name
        case let .enumCase(type, _): return type
        case .function: return "function"
        }
    }

    static func nativeTypeName(_ n: Any) -> String {
        let full = String(reflecting: Swift.type(of: n))
        // "Trellis.HorizontalAlignment" -> "HorizontalAlignment"
        if let dot = full.firstIndex(of: "."), full.hasPrefix("Trellis") || full.hasPrefix("Foundation") {
            return String(full[full.index(after: dot)...])
        }
        return String(describing: Swift.type(of: n))
    }

    var isView: Bool {
        if case .view = self { return true }
        return false
    }
}

/// An implicit member expression, evaluated once its contextual type is known.
struct ImplicitMember {
    var name: String
    /// nil for `.leading`; the arguments for `.fixed(70)`.
    var arguments: Arguments?
    var node: Syntax
}

/// The name of a type as written, with the nested path (`Font.Weight`, `GridItem.Size`).
struct TypeName: Hashable {
    var name: String
}

/// A closure written in the file, with the scope it captured.
struct Closure {
    let syntax: ClosureExprSyntax
    let parameters: [String]
    let scope: Scope
    /// `self` of the closure's surroundings.
    let instance: StructInstance?
    /// Passed for a `@ViewBuilder` parameter: calling it builds views.
    var isViewBuilder = false

    /// This closure holding a snapshot of its scope (see `Scope.snapshot`).
    func detached() -> Closure {
        Closure(syntax: syntax, parameters: parameters, scope: scope.snapshot(), instance: instance, isViewBuilder: isViewBuilder)
    }
}

/// A method or function of the file bound to its receiver.
struct BoundFunction {
    let function: FunctionDecl
    let instance: StructInstance?
}
