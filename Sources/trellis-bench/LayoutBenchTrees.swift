import Foundation
import Trellis
import TrellisInterpreter

/// A benchmark tree (`swiftui-layout-bench/v1`, see ../shared/bench/FORMAT.md), flattened: node 0
/// is the root, children are indices. Parsed without recursion, since `deep` files nest about
/// 100,000 JSON levels.
struct BenchTree: Sendable {
    enum Kind: Sendable { case hstack, vstack, zstack, leaf }

    struct Node: Sendable {
        var kind: Kind = .leaf
        var children: [Int] = []
        var spacing: CGFloat = 0
        var alignment: String?
        var width: CGFloat?
        var height: CGFloat?
        var flexible = false
        var padding: EdgeInsets?
    }

    var workload = ""
    var nodeCount = 0
    var maxDepth = 0
    var rootSizes: [CGSize] = []
    var nodes: [Node] = []

    enum ParseError: Error, CustomStringConvertible {
        case syntax(String, Int)
        case format(String)
        var description: String {
            switch self {
            case let .syntax(m, at): return "JSON syntax error at byte \(at): \(m)"
            case let .format(m): return "not a swiftui-layout-bench/v1 tree: \(m)"
            }
        }
    }

    init(contentsOf url: URL) throws {
        let json = try FlatJSON(Array(try Data(contentsOf: url)))
        let doc = json.root
        guard json.string(json.member(doc, "format")) == "swiftui-layout-bench/v1" else {
            throw ParseError.format("format is not swiftui-layout-bench/v1")
        }
        workload = json.string(json.member(doc, "workload")) ?? "?"
        nodeCount = Int(json.number(json.member(doc, "node_count")) ?? 0)
        maxDepth = Int(json.number(json.member(doc, "max_depth")) ?? 0)
        for s in json.elements(json.member(doc, "root_sizes")) {
            let wh = json.elements(s)
            if wh.count == 2, let w = json.number(wh[0]), let h = json.number(wh[1]) { rootSizes.append(CGSize(width: w, height: h)) }
        }
        guard let root = json.member(doc, "root") else { throw ParseError.format("no root") }
        // Pre-order, iteratively: (JSON value, index of the node it becomes).
        nodes.append(Node())
        var todo = [(root, 0)]
        while let (value, index) = todo.popLast() {
            var n = Node()
            switch json.string(json.member(value, "kind")) {
            case "hstack": n.kind = .hstack
            case "vstack": n.kind = .vstack
            case "zstack": n.kind = .zstack
            case "leaf": n.kind = .leaf
            case let k: throw ParseError.format("unknown kind \(k ?? "nil")")
            }
            n.spacing = CGFloat(json.number(json.member(value, "spacing")) ?? 0)
            n.alignment = json.string(json.member(value, "alignment"))
            n.width = json.number(json.member(value, "width")).map { CGFloat($0) }
            n.height = json.number(json.member(value, "height")).map { CGFloat($0) }
            n.flexible = json.bool(json.member(value, "flexible")) ?? false
            if let p = json.member(value, "padding") {
                if let all = json.number(p).map({ CGFloat($0) }) {
                    n.padding = EdgeInsets(top: all, leading: all, bottom: all, trailing: all)
                } else {
                    func edge(_ k: String) -> CGFloat { CGFloat(json.number(json.member(p, k)) ?? 0) }
                    n.padding = EdgeInsets(top: edge("top"), leading: edge("leading"), bottom: edge("bottom"), trailing: edge("trailing"))
                }
            }
            for child in json.elements(json.member(value, "children")) {
                n.children.append(nodes.count)
                nodes.append(Node())
                todo.append((child, nodes.count - 1))
            }
            nodes[index] = n
        }
    }
}

/// A JSON document parsed into flat arrays (values refer to each other by index), so that
/// neither parsing nor freeing recurses however deep the document nests.
struct FlatJSON {
    enum Value {
        case object([(key: String, value: Int)])
        case array([Int])
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    private(set) var values: [Value] = []
    var root: Int { values.isEmpty ? -1 : rootIndex }
    private var rootIndex = 0

    init(_ bytes: [UInt8]) throws {
        var i = 0
        func skip() { while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x0A || bytes[i] == 0x0D || bytes[i] == 0x09 { i += 1 } }
        func fail(_ m: String) -> BenchTree.ParseError { .syntax(m, i) }

        // Open containers: the value index and, for objects, the pending key.
        var open: [(index: Int, key: String?)] = []
        var finishedRoot: Int?

        func add(_ v: Value) -> Int {
            values.append(v)
            return values.count - 1
        }
        /// Attaches a finished value to the innermost open container (or makes it the root).
        func attach(_ index: Int) throws {
            guard let top = open.last else {
                finishedRoot = index
                return
            }
            switch values[top.index] {
            case var .array(items):
                values[top.index] = .null
                items.append(index)
                values[top.index] = .array(items)
            case var .object(members):
                guard let key = top.key else { throw fail("value without a key") }
                values[top.index] = .null
                members.append((key, index))
                values[top.index] = .object(members)
                open[open.count - 1].key = nil
            default: throw fail("bad container")
            }
        }
        func parseString() throws -> String {
            guard bytes[i] == 0x22 else { throw fail("expected a string") }
            i += 1
            var out = [UInt8]()
            while i < bytes.count, bytes[i] != 0x22 {
                if bytes[i] == 0x5C {
                    i += 1
                    guard i < bytes.count else { break }
                    switch bytes[i] {
                    case 0x6E: out.append(0x0A)
                    case 0x74: out.append(0x09)
                    case 0x72: out.append(0x0D)
                    case 0x62: out.append(0x08)
                    case 0x66: out.append(0x0C)
                    case 0x75:
                        // \uXXXX: keep it simple, these files are ASCII.
                        let hex = String(decoding: bytes[(i + 1)..<min(i + 5, bytes.count)], as: UTF8.self)
                        if let u = UInt32(hex, radix: 16), let s = Unicode.Scalar(u) { out += Array(String(s).utf8) }
                        i += 4
                    default: out.append(bytes[i])
                    }
                } else {
                    out.append(bytes[i])
                }
                i += 1
            }
            guard i < bytes.count else { throw fail("unterminated string") }
            i += 1
            return String(decoding: out, as: UTF8.self)
        }

        while true {
            skip()
            guard i < bytes.count else { break }
            let c = bytes[i]
            // Inside an object awaiting a key?
            if let top = open.last, case .object = values[top.index], top.key == nil, c != 0x7D {
                if c == 0x2C { i += 1; continue }
                let key = try parseString()
                skip()
                guard i < bytes.count, bytes[i] == 0x3A else { throw fail("expected ':'") }
                i += 1
                open[open.count - 1].key = key
                continue
            }
            switch c {
            case 0x2C: i += 1  // ',' between array items
            case 0x7B:
                i += 1
                open.append((add(.object([])), nil))
            case 0x5B:
                i += 1
                open.append((add(.array([])), nil))
            case 0x7D, 0x5D:
                i += 1
                guard let top = open.popLast() else { throw fail("unbalanced bracket") }
                try attach(top.index)
            case 0x22: try attach(add(.string(try parseString())))
            case 0x74, 0x66, 0x6E:
                let word = c == 0x74 ? "true" : c == 0x66 ? "false" : "null"
                i += word.utf8.count
                try attach(add(c == 0x6E ? .null : .bool(c == 0x74)))
            default:
                let start = i
                while i < bytes.count, let ch = Optional(bytes[i]),
                      (ch >= 0x30 && ch <= 0x39) || ch == 0x2D || ch == 0x2B || ch == 0x2E || ch == 0x65 || ch == 0x45 { i += 1 }
                guard i > start, let d = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else { throw fail("unexpected byte") }
                try attach(add(.number(d)))
            }
        }
        guard open.isEmpty, let r = finishedRoot else { throw BenchTree.ParseError.syntax("truncated document", i) }
        rootIndex = r
    }

    func member(_ object: Int?, _ key: String) -> Int? {
        guard let object, object >= 0, case let .object(members) = values[object] else { return nil }
        return members.first { $0.key == key }?.value
    }
    func elements(_ array: Int?) -> [Int] {
        guard let array, case let .array(items) = values[array] else { return [] }
        return items
    }
    func string(_ v: Int?) -> String? {
        guard let v, case let .string(s) = values[v] else { return nil }
        return s
    }
    func number(_ v: Int?) -> Double? {
        guard let v, case let .number(d) = values[v] else { return nil }
        return d
    }
    func bool(_ v: Int?) -> Bool? {
        guard let v, case let .bool(b) = values[v] else { return nil }
        return b
    }
}

/// The Trellis view of one benchmark node, in SwiftUI's reading of the format: stacks with their
/// spacing and alignment, `Color` for leaves (flexible ones fill what they are offered),
/// `.frame(width:height:)` for explicit sizes and `.padding` outside the frame.
nonisolated struct BenchNodeView: View {
    let tree: BenchTree
    let index: Int

    var body: some View {
        let n = tree.nodes[index]
        return AnyView(decorated(n))
    }

    private func decorated(_ n: BenchTree.Node) -> AnyView {
        var view = content(n)
        if n.width != nil || n.height != nil { view = AnyView(view.frame(width: n.width, height: n.height)) }
        if let p = n.padding { view = AnyView(view.padding(p)) }
        return view
    }

    private func content(_ n: BenchTree.Node) -> AnyView {
        let children = ForEach(n.children, id: \.self) { BenchNodeView(tree: tree, index: $0) }
        switch n.kind {
        case .hstack:
            let a: VerticalAlignment = n.alignment == "top" ? .top : n.alignment == "bottom" ? .bottom : .center
            return AnyView(HStack(alignment: a, spacing: n.spacing) { children })
        case .vstack:
            let a: HorizontalAlignment = n.alignment == "leading" ? .leading : n.alignment == "trailing" ? .trailing : .center
            return AnyView(VStack(alignment: a, spacing: n.spacing) { children })
        case .zstack:
            return AnyView(ZStack { children })
        case .leaf:
            return AnyView(Color.gray)
        }
    }
}
