import Foundation
import SwiftSyntax
import Trellis

/// The evaluated arguments of one call, consumed by label the way Swift matches them. Each
/// registry entry takes what it understands and calls `finish()`, which reports the rest.
final class Arguments {
    struct Item {
        var label: String?
        var value: Value
        var node: Syntax
        /// Where the argument starts (its label, if it has one), for "extra argument" errors.
        var start: Syntax
        /// A trailing closure (`VStack { … }`), which may stand for any closure parameter.
        var isTrailing: Bool
        var used = false
    }

    let node: Syntax
    /// "VStack", "padding"; with `prefix` ("." for modifiers) it names the callee in messages.
    let name: String
    let prefix: String
    var items: [Item]
    /// What the callee accepts, for messages ("VStack(alignment:spacing:content:)").
    var signatures: [String] = []
    /// Where the call was evaluated (to re-read literal arguments, like Text's string key).
    var frame: Frame?

    init(node: some SyntaxProtocol, callee name: String, prefix: String = "", items: [Item]) {
        self.node = Syntax(node)
        self.name = name
        self.prefix = prefix
        self.items = items
    }

    var callee: String { prefix + name }

    var signature: String? {
        get { signatures.isEmpty ? nil : signatures.joined(separator: " or ") }
        set { signatures = newValue.map { [$0] } ?? [] }
    }

    var isEmpty: Bool { items.isEmpty }
    var labels: [String?] { items.filter { !$0.isTrailing }.map(\.label) }
    func has(_ label: String) -> Bool { items.contains { $0.label == label && !$0.used } }
    var hasUnlabeled: Bool { items.contains { $0.label == nil && !$0.isTrailing && !$0.used } }
    var hasClosure: Bool { items.contains { !$0.used && { if case .closure = $0.value { return true } else { return false } }($0) } }

    /// The next unused argument with `label` (nil: the next unlabeled, non-trailing one).
    func takeRaw(_ label: String?) -> (Value, Syntax)? {
        guard let i = items.firstIndex(where: { !$0.used && $0.label == label && !$0.isTrailing }) else { return nil }
        items[i].used = true
        return (items[i].value, items[i].node)
    }

    /// Like `takeRaw`, converted to `T`; `nil` literals count as absent.
    func take<T: FileConvertible>(_ label: String?, _ type: T.Type, _ ev: Evaluator) throws -> T? {
        guard let (v, node) = takeRaw(label) else { return nil }
        if case .none = v { return nil }
        return try T.convert(v, ev, node, what: describe(label))
    }

    /// A required argument.
    func require<T: FileConvertible>(_ label: String?, _ type: T.Type, _ ev: Evaluator) throws -> T {
        guard let v = try take(label, type, ev) else {
            throw EvaluationError(node, "missing argument \(label.map { "'\($0):'" } ?? "") of type \(T.fileTypeName) in call to \(signature ?? callee)")
        }
        return v
    }

    /// A required argument that is a value of an engine protocol (`any ToggleStyle`): a value of a
    /// conforming engine type, or an implicit member (`.switch`) of `protocolName`'s static members.
    func requireConforming<P>(_ label: String?, _ type: P.Type, protocolName: String, _ ev: Evaluator) throws -> P {
        func missing() -> EvaluationError {
            EvaluationError(node, "missing argument \(label.map { "'\($0):'" } ?? "") of type \(protocolName) in call to \(signature ?? callee)")
        }
        guard let (v, node) = takeRaw(label) else { throw missing() }
        if case .none = v { throw missing() }
        switch v {
        case let .native(n as P):
            return n
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: protocolName, m.name, arguments: m.arguments, node: m.node)
            if case let .native(n as P) = r { return n }
            throw mismatch(r, protocolName, m.node, what: describe(label))
        default:
            throw mismatch(v, protocolName, node, what: describe(label))
        }
    }

    /// A closure argument: labeled `label`, or a trailing closure, or an unlabeled closure.
    func takeClosure(_ label: String?) -> Closure? {
        let candidates = items.indices.filter { i in
            guard !items[i].used, case .closure = items[i].value else { return false }
            return items[i].label == label || (items[i].isTrailing && items[i].label == nil) || (label != nil && items[i].label == nil)
        }
        // An exact label match wins over a trailing closure.
        guard let i = candidates.first(where: { items[$0].label == label }) ?? candidates.first,
              case let .closure(c) = items[i].value else { return nil }
        items[i].used = true
        return c
    }

    private func describe(_ label: String?) -> String {
        "\(label.map { "'\($0):'" } ?? "the argument") of \(callee)"
    }

    /// Reports the first argument nobody took.
    func finish() throws {
        guard let extra = items.first(where: { !$0.used }) else { return }
        let what = extra.isTrailing ? "trailing closure" : extra.label.map { "argument '\($0):'" } ?? "argument"
        throw EvaluationError(extra.start, "extra \(what) in call to \(callee)" + (signature.map { "; it takes \($0)" } ?? ""))
    }
}
