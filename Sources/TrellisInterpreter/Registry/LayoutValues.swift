import Foundation
import SwiftSyntax
import Trellis

/// What the methods of a custom layout compute with: proposals, rectangles, subviews and their
/// spacing, layout properties, and the Swift number methods they use.
extension Registry {
    func registerLayoutValues() {
        registerProposals()
        registerRects()
        registerSubviews()
        registerSpacing()
        registerNumberMethods()
        registerSequenceMethods()
    }

    private func registerProposals() {
        addType("ProposedViewSize", signatures: ["ProposedViewSize(width:height:)", "ProposedViewSize(_ size: CGSize)"]) { a, ev in
            if let (v, node) = a.takeRaw(nil) {
                try a.finish()
                return .native(ProposedViewSize(try CGSize.convert(v, ev, node, what: "ProposedViewSize(_:)")))
            }
            guard a.has("width"), a.has("height") else {
                throw EvaluationError(a.node, "missing argument in call to ProposedViewSize(width:height:) (nil for an unspecified dimension)")
            }
            let w = try a.take("width", CGFloat.self, ev)
            let h = try a.take("height", CGFloat.self, ev)
            try a.finish()
            return .native(ProposedViewSize(width: w, height: h))
        }
        addStaticNative("ProposedViewSize", ["zero": ProposedViewSize.zero, "unspecified": ProposedViewSize.unspecified,
                                             "infinity": ProposedViewSize.infinity])
        addMethod("replacingUnspecifiedDimensions", on: .native("ProposedViewSize", { $0 is ProposedViewSize }),
                  "replacingUnspecifiedDimensions(by:)") { r, a, ev in
            guard case let .native(p as ProposedViewSize) = r else { return r }
            let by = try a.take("by", CGSize.self, ev) ?? CGSize(width: 10, height: 10)
            try a.finish()
            return .native(p.replacingUnspecifiedDimensions(by: by))
        }
        addType("LayoutProperties", signatures: ["LayoutProperties()"]) { a, _ in
            try a.finish()
            return .native(LayoutProperties())
        }
    }

    private func registerRects() {
        addType("CGRect", signatures: ["CGRect(x:y:width:height:)", "CGRect(origin:size:)"]) { a, ev in
            if a.has("origin") || a.has("size") {
                let origin = try a.take("origin", CGPoint.self, ev) ?? .zero
                let size = try a.take("size", CGSize.self, ev) ?? .zero
                try a.finish()
                return .native(CGRect(origin: origin, size: size))
            }
            let x = try a.take("x", CGFloat.self, ev) ?? 0, y = try a.take("y", CGFloat.self, ev) ?? 0
            let w = try a.take("width", CGFloat.self, ev) ?? 0, h = try a.take("height", CGFloat.self, ev) ?? 0
            try a.finish()
            return .native(CGRect(x: x, y: y, width: w, height: h))
        }
        addStaticNative("CGRect", ["zero": CGRect.zero])
        let rect = Receiver.native("CGRect") { $0 is CGRect }
        addMethod("insetBy", on: rect, "insetBy(dx:dy:)") { r, a, ev in
            guard case let .native(rc as CGRect) = r else { return r }
            let dx = try a.require("dx", CGFloat.self, ev), dy = try a.require("dy", CGFloat.self, ev)
            try a.finish()
            return .native(rc.insetBy(dx: dx, dy: dy))
        }
        addMethod("offsetBy", on: rect, "offsetBy(dx:dy:)") { r, a, ev in
            guard case let .native(rc as CGRect) = r else { return r }
            let dx = try a.require("dx", CGFloat.self, ev), dy = try a.require("dy", CGFloat.self, ev)
            try a.finish()
            return .native(rc.offsetBy(dx: dx, dy: dy))
        }
        addMethod("contains", on: rect, "contains(_ point: CGPoint)") { r, a, ev in
            guard case let .native(rc as CGRect) = r else { return r }
            let p = try a.require(nil, CGPoint.self, ev)
            try a.finish()
            return .bool(rc.contains(p))
        }
    }

    private func registerSubviews() {
        let subview = Receiver.native("LayoutSubview") { $0 is LayoutSubview }
        addMethod("sizeThatFits", on: subview, "sizeThatFits(_ proposal: ProposedViewSize)") { r, a, ev in
            guard case let .native(s as LayoutSubview) = r else { return r }
            let p = try a.require(nil, ProposedViewSize.self, ev)
            try a.finish()
            return .native(s.sizeThatFits(p))
        }
        addMethod("dimensions", on: subview, "dimensions(in proposal: ProposedViewSize)") { r, a, ev in
            guard case let .native(s as LayoutSubview) = r else { return r }
            let p = try a.require("in", ProposedViewSize.self, ev)
            try a.finish()
            return .native(s.dimensions(in: p))
        }
        addMethod("place", on: subview, "place(at:anchor:proposal:)") { r, a, ev in
            guard case let .native(s as LayoutSubview) = r else { return r }
            let at = try a.require("at", CGPoint.self, ev)
            let anchor = try a.take("anchor", UnitPoint.self, ev) ?? .topLeading
            let proposal = try a.require("proposal", ProposedViewSize.self, ev)
            try a.finish()
            s.place(at: at, anchor: anchor, proposal: proposal)
            return .void
        }
    }

    private func registerSpacing() {
        addType("ViewSpacing", signatures: ["ViewSpacing()"]) { a, _ in
            try a.finish()
            return .native(ViewSpacing())
        }
        addStaticNative("ViewSpacing", ["zero": ViewSpacing.zero])
        let spacing = Receiver.native("ViewSpacing") { $0 is ViewSpacing }
        addMethod("distance", on: spacing, "distance(to:along:)") { r, a, ev in
            guard case let .native(s as ViewSpacing) = r else { return r }
            let to = try a.require("to", ViewSpacing.self, ev)
            let along = try a.require("along", Axis.self, ev)
            try a.finish()
            return .double(Double(s.distance(to: to, along: along)))
        }
        addMethod("union", on: spacing, "union(_ other:edges:)") { r, a, ev in
            guard case let .native(s as ViewSpacing) = r else { return r }
            let other = try a.require(nil, ViewSpacing.self, ev)
            let edges = try a.take("edges", Edge.Set.self, ev) ?? .all
            try a.finish()
            return .native(s.union(other, edges: edges))
        }
    }

    private func registerNumberMethods() {
        addStaticNative("FloatingPointRoundingRule", [
            "toNearestOrAwayFromZero": FloatingPointRoundingRule.toNearestOrAwayFromZero,
            "toNearestOrEven": FloatingPointRoundingRule.toNearestOrEven, "up": FloatingPointRoundingRule.up,
            "down": FloatingPointRoundingRule.down, "towardZero": FloatingPointRoundingRule.towardZero,
            "awayFromZero": FloatingPointRoundingRule.awayFromZero,
        ])
        addMethod("rounded", on: .number, "rounded(_ rule: FloatingPointRoundingRule)") { r, a, ev in
            let rule = try a.take(nil, FloatingPointRoundingRule.self, ev) ?? .toNearestOrAwayFromZero
            try a.finish()
            if case .int = r { return r }
            return .double(try Double.convert(r, ev, a.node, what: "").rounded(rule))
        }
        addMethod("squareRoot", on: .number, "squareRoot()") { r, a, ev in
            try a.finish()
            return .double(try Double.convert(r, ev, a.node, what: "").squareRoot())
        }
    }

    // MARK: - Sequences (arrays, ranges, subviews)

    private func registerSequenceMethods() {
        func sequence(_ name: String, _ signature: String, _ body: @escaping ([Value], Arguments, Evaluator) throws -> Value) {
            addMethod(name, on: .array, signature) { r, a, ev in
                let items = try ev.elements(of: r, a.node)
                let result = try body(items, a, ev)
                try a.finish()
                return result
            }
        }
        func predicate(_ a: Arguments, _ label: String?, _ ev: Evaluator) throws -> (Value) throws -> Bool {
            guard let c = a.takeClosure(label) ?? a.takeClosure(nil) else {
                throw EvaluationError(a.node, "\(a.callee) needs a closure")
            }
            return { v in try Bool.convert(ev.invoke(.closure(c), [v], c.syntax), ev, c.syntax, what: "the closure of \(a.callee)") }
        }
        /// The callable argument: a closure, `+`, `max`, `\.width`.
        func callable(_ a: Arguments, _ label: String?) throws -> Value {
            if let c = a.takeClosure(label) { return .closure(c) }
            if let (v, _) = a.takeRaw(label) { return v }
            throw EvaluationError(a.node, "\(a.callee) needs a closure")
        }
        sequence("map", "map(_ transform:)") { items, a, ev in
            let f = try callable(a, nil)
            return .array(try items.map { try ev.invoke(f, [$0], a.node) })
        }
        sequence("compactMap", "compactMap(_ transform:)") { items, a, ev in
            let f = try callable(a, nil)
            return .array(try items.compactMap { v -> Value? in
                let r = try ev.invoke(f, [v], a.node)
                if case .none = r { return nil }
                return r
            })
        }
        sequence("filter", "filter(_ isIncluded:)") { items, a, ev in
            let keep = try predicate(a, nil, ev)
            return .array(try items.filter(keep))
        }
        sequence("reduce", "reduce(_ initialResult:_ nextPartialResult:)") { items, a, ev in
            guard let (initial, _) = a.takeRaw(nil) else { throw EvaluationError(a.node, "reduce needs an initial value: reduce(0, +)") }
            let f = try callable(a, nil)
            var result = initial
            for item in items {
                try ev.checkLimits(a.node)
                result = try ev.invoke(f, [result, item], a.node)
            }
            return result
        }
        for name in ["max", "min"] {
            sequence(name, "\(name)() or \(name)(by:)") { items, a, ev in
                let by = Registry.comparator(a)
                guard var best = items.first else { return .none }
                for item in items.dropFirst() {
                    // max keeps the last of equal maxima, min the first, as Swift's do.
                    let less = try Bool.convert(
                        name == "max" ? (by.map { try ev.invoke($0, [best, item], a.node) } ?? ev.binary("<", best, item, a.node))
                                      : (by.map { try ev.invoke($0, [item, best], a.node) } ?? ev.binary("<", item, best, a.node)),
                        ev, a.node, what: "the comparison of \(name)")
                    if less { best = item }
                }
                return best
            }
        }
        sequence("sorted", "sorted() or sorted(by:)") { items, a, ev in
            .array(try ev.sorted(items, by: Registry.comparator(a), a.node))
        }
        sequence("first", "first(where:)") { items, a, ev in
            let test = try predicate(a, "where", ev)
            return try items.first(where: test) ?? .none
        }
        sequence("last", "last(where:)") { items, a, ev in
            let test = try predicate(a, "where", ev)
            return try items.last(where: test) ?? .none
        }
        sequence("firstIndex", "firstIndex(of:) or firstIndex(where:)") { items, a, ev in
            if let (x, node) = a.takeRaw("of") {
                return try items.firstIndex { try ev.valuesEqual($0, x, node) }.map { .int($0) } ?? .none
            }
            let test = try predicate(a, "where", ev)
            return try items.firstIndex(where: test).map { .int($0) } ?? .none
        }
        sequence("contains", "contains(_ element:) or contains(where:)") { items, a, ev in
            if let (x, node) = a.takeRaw(nil) {
                return .bool(try items.contains { try ev.valuesEqual($0, x, node) })
            }
            let test = try predicate(a, "where", ev)
            return .bool(try items.contains(where: test))
        }
        sequence("allSatisfy", "allSatisfy(_ predicate:)") { items, a, ev in
            let test = try predicate(a, nil, ev)
            return .bool(try items.allSatisfy(test))
        }
        for name in ["prefix", "suffix", "dropFirst", "dropLast"] {
            sequence(name, "\(name)(_ k: Int)") { items, a, ev in
                let k = try a.take(nil, Int.self, ev) ?? (name.hasPrefix("drop") ? 1 : 0)
                guard k >= 0 else { throw EvaluationError(a.node, "\(name) needs a count of 0 or more") }
                switch name {
                case "prefix": return .array(Array(items.prefix(k)))
                case "suffix": return .array(Array(items.suffix(k)))
                case "dropFirst": return .array(Array(items.dropFirst(k)))
                default: return .array(Array(items.dropLast(k)))
                }
            }
        }
    }

    /// The `by:` of sorted/max/min/sort: a closure or an operator (`sorted(by: >)`).
    static func comparator(_ a: Arguments) -> Value? {
        if let c = a.takeClosure("by") { return .closure(c) }
        return a.takeRaw("by")?.0
    }

    // MARK: - Properties

    /// Properties of the layout value types (nil: not one of them).
    func layoutProperty(_ n: Any, _ name: String) -> Value? {
        func d(_ x: CGFloat) -> Value { .double(Double(x)) }
        switch n {
        case let p as ProposedViewSize:
            switch name {
            case "width": return p.width.map(d) ?? Value.none
            case "height": return p.height.map(d) ?? Value.none
            default: return nil
            }
        case let r as CGRect:
            switch name {
            case "minX": return d(r.minX)
            case "midX": return d(r.midX)
            case "maxX": return d(r.maxX)
            case "minY": return d(r.minY)
            case "midY": return d(r.midY)
            case "maxY": return d(r.maxY)
            case "width": return d(r.width)
            case "height": return d(r.height)
            case "origin": return .native(r.origin)
            case "size": return .native(r.size)
            case "isEmpty": return .bool(r.isEmpty)
            default: return nil
            }
        case let s as LayoutSubviews:
            switch name {
            case "count": return .int(s.count)
            case "isEmpty": return .bool(s.isEmpty)
            case "indices": return .range(s.startIndex..<s.endIndex)
            case "startIndex": return .int(s.startIndex)
            case "endIndex": return .int(s.endIndex)
            case "first": return s.first.map { .native($0) } ?? Value.none
            case "last": return s.last.map { .native($0) } ?? Value.none
            case "layoutDirection": return .native(s.layoutDirection)
            default: return nil
            }
        case let s as LayoutSubview:
            switch name {
            case "priority": return .double(s.priority)
            case "spacing": return .native(s.spacing)
            default: return nil
            }
        case let a as Angle:
            switch name {
            case "radians": return .double(a.radians)
            case "degrees": return .double(a.degrees)
            default: return nil
            }
        case let p as LayoutProperties:
            return name == "stackOrientation" ? (p.stackOrientation.map { .native($0) } ?? Value.none) : nil
        default:
            return nil
        }
    }

    /// Number properties (`x.magnitude`, `x.isFinite`).
    func numberProperty(_ v: Value, _ name: String) -> Value? {
        switch (v, name) {
        case let (.int(i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case let (.double(x), "magnitude"): return .double(x.magnitude)
        case let (.double(x), "isFinite"): return .bool(x.isFinite)
        case let (.double(x), "isInfinite"): return .bool(x.isInfinite)
        case let (.double(x), "isNaN"): return .bool(x.isNaN)
        case let (.int(i), "isZero"): return .bool(i == 0)
        case let (.double(x), "isZero"): return .bool(x == 0)
        default: return nil
        }
    }

    /// `size.width = 3`, `p.stackOrientation = .horizontal`: the value with the property set;
    /// nil when the type has no such settable property.
    func settingNativeProperty(_ n: Any, _ name: String, _ v: Value, _ ev: Evaluator, _ node: Syntax) throws -> Any? {
        let what = "'\(name)'"
        switch n {
        case var s as CGSize:
            switch name {
            case "width": s.width = try CGFloat.convert(v, ev, node, what: what)
            case "height": s.height = try CGFloat.convert(v, ev, node, what: what)
            default: return nil
            }
            return s
        case var p as CGPoint:
            switch name {
            case "x": p.x = try CGFloat.convert(v, ev, node, what: what)
            case "y": p.y = try CGFloat.convert(v, ev, node, what: what)
            default: return nil
            }
            return p
        case var r as CGRect:
            switch name {
            case "origin": r.origin = try CGPoint.convert(v, ev, node, what: what)
            case "size": r.size = try CGSize.convert(v, ev, node, what: what)
            default: return nil
            }
            return r
        case var p as ProposedViewSize:
            let value: CGFloat? = if case .none = v { nil } else { try CGFloat.convert(v, ev, node, what: what) }
            switch name {
            case "width": p.width = value
            case "height": p.height = value
            default: return nil
            }
            return p
        case var p as LayoutProperties:
            guard name == "stackOrientation" else { return nil }
            if case .none = v { p.stackOrientation = nil } else { p.stackOrientation = try Axis.convert(v, ev, node, what: what) }
            return p
        case var u as UnitPoint:
            switch name {
            case "x": u.x = try CGFloat.convert(v, ev, node, what: what)
            case "y": u.y = try CGFloat.convert(v, ev, node, what: what)
            default: return nil
            }
            return u
        default:
            return nil
        }
    }
}

extension ProposedViewSize: NativeConvertible { static var fileTypeName: String { "ProposedViewSize" } }
extension CGRect: NativeConvertible { static var fileTypeName: String { "CGRect" } }
extension ViewSpacing: NativeConvertible { static var fileTypeName: String { "ViewSpacing" } }
extension LayoutProperties: NativeConvertible { static var fileTypeName: String { "LayoutProperties" } }
extension FloatingPointRoundingRule: NativeConvertible { static var fileTypeName: String { "FloatingPointRoundingRule" } }
