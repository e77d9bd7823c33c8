import Foundation
import SwiftSyntax
import Trellis

/// Safe-area modifiers and values with SwiftUI's labels: `ignoresSafeArea`, the deprecated
/// `edgesIgnoringSafeArea`, `safeAreaInset(edge:alignment:spacing:content:)`, `safeAreaPadding`
/// and `SafeAreaRegions`.
extension Registry {
    func registerSafeArea() {
        addStaticNative("SafeAreaRegions", ["container": SafeAreaRegions.container, "keyboard": SafeAreaRegions.keyboard,
                                            "all": SafeAreaRegions.all])
        addStaticNative("VerticalEdge", ["top": VerticalEdge.top, "bottom": VerticalEdge.bottom])
        addStaticNative("HorizontalEdge", ["leading": HorizontalEdge.leading, "trailing": HorizontalEdge.trailing])

        addModifier("ignoresSafeArea", "ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)") { v, a, ev in
            let regions = try a.take(nil, SafeAreaRegions.self, ev) ?? .all
            let edges = try a.take("edges", Edge.Set.self, ev) ?? .all
            return v.ignoresSafeArea(regions, edges: edges)
        }
        addModifier("edgesIgnoringSafeArea", "edgesIgnoringSafeArea(_ edges: Edge.Set)") { v, a, ev in
            v.edgesIgnoringSafeArea(try a.require(nil, Edge.Set.self, ev))
        }
        addModifier("safeAreaPadding", "safeAreaPadding(_ edges:_ length:), safeAreaPadding(_ length:) or safeAreaPadding(_ insets:)") { v, a, ev in
            guard let (first, node) = a.takeRaw(nil) else { return v.safeAreaPadding() }
            switch first {
            case .int, .double:
                return v.safeAreaPadding(try CGFloat.convert(first, ev, node, what: "safeAreaPadding(_:)"))
            case let .native(insets as EdgeInsets):
                return v.safeAreaPadding(insets)
            default:
                let edges = try Edge.Set.convert(first, ev, node, what: "the edges of safeAreaPadding(_:_:)")
                return v.safeAreaPadding(edges, try a.take(nil, CGFloat.self, ev))
            }
        }
        addModifier("safeAreaInset", "safeAreaInset(edge:alignment:spacing:content:)") { v, a, ev in
            guard let (edgeValue, edgeNode) = a.takeRaw("edge") else {
                throw EvaluationError(a.node, "safeAreaInset needs 'edge:' (.top, .bottom, .leading or .trailing)")
            }
            let spacing = try a.take("spacing", CGFloat.self, ev)
            guard let closure = a.takeClosure("content") else {
                throw EvaluationError(a.node, "safeAreaInset needs its content: .safeAreaInset(edge: .bottom) { … }")
            }
            let content = try ev.viewBuilderResult(closure, arguments: []).anyView
            if let vertical = try? VerticalEdge.convert(edgeValue, ev, edgeNode, what: "") {
                let alignment = try a.take("alignment", HorizontalAlignment.self, ev) ?? .center
                return v.safeAreaInset(edge: vertical, alignment: alignment, spacing: spacing) { content }
            }
            let horizontal = try HorizontalEdge.convert(edgeValue, ev, edgeNode, what: "'edge:' of safeAreaInset")
            let alignment = try a.take("alignment", VerticalAlignment.self, ev) ?? .center
            return v.safeAreaInset(edge: horizontal, alignment: alignment, spacing: spacing) { content }
        }
    }
}

extension VerticalEdge: NativeConvertible { static var fileTypeName: String { "VerticalEdge" } }
extension HorizontalEdge: NativeConvertible { static var fileTypeName: String { "HorizontalEdge" } }

/// A single region or an array literal of them: `.container`, `[.container, .keyboard]`.
extension SafeAreaRegions: FileConvertible {
    static var fileTypeName: String { "SafeAreaRegions" }
    static func convert(_ v: Value, _ ev: Evaluator, _ node: some SyntaxProtocol, what: @autoclosure () -> String) throws -> SafeAreaRegions {
        switch v {
        case let .native(r as SafeAreaRegions): return r
        case let .array(items):
            var set: SafeAreaRegions = []
            for item in items { set.formUnion(try convert(item, ev, node, what: what())) }
            return set
        case let .implicitMember(m):
            let r = try ev.staticMember(ofType: fileTypeName, m.name, arguments: m.arguments, node: m.node)
            if case let .native(s as SafeAreaRegions) = r { return s }
            throw mismatch(r, fileTypeName, m.node, what: what())
        default: throw mismatch(v, fileTypeName, node, what: what())
        }
    }
}
