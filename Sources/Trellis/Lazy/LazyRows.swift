import Foundation

/// The content of a lazy container as rows that are built on demand: a `ForEach` is one run of
/// rows (one per element) that resolves an element only when its row is asked for; every other
/// view is resolved at once, one row per node. Custom views, `Group`, `TupleView`, `AnyView`,
/// conditionals and optionals are looked through, as SwiftUI flattens a view list through them,
/// so `LazyVStack { header; ForEach(0..<100_000) { … } }` costs the header and nothing per element
/// until the element's row is seen.
struct LazyRows {
    enum Segment {
        /// A node resolved at once: one row.
        case built(Node)
        /// `count` rows made on demand: `make(i)` resolves the `i`-th (0-based within the segment).
        case generated(count: Int, make: (Int) -> [Node])
    }

    private(set) var segments: [Segment] = []
    /// The first row of each segment.
    private var starts: [Int] = []
    private(set) var count = 0

    /// A `Section` among the rows: its header's rows, its footer's rows and where it ends
    /// (after its footer).
    struct SectionRows {
        var header: Range<Int>
        var footer: Range<Int>
        var end: Int

        func offset(by k: Int) -> SectionRows {
            SectionRows(header: header.lowerBound + k..<header.upperBound + k, footer: footer.lowerBound + k..<footer.upperBound + k,
                        end: end + k)
        }
    }
    var sections: [SectionRows] = []

    mutating func append(_ node: Node) {
        starts.append(count)
        segments.append(.built(node))
        count += 1
    }

    /// Appends `inner`'s rows and sections, built now or later, with `locate` applied to each
    /// row's nodes (how a located view gives its location to the nodes that have none).
    mutating func append(located inner: LazyRows, _ locate: @escaping (Node) -> Void) {
        let offset = count
        for segment in inner.segments {
            switch segment {
            case let .built(node):
                locate(node)
                append(node)
            case let .generated(n, make):
                append(count: n) { i in
                    let nodes = make(i)
                    nodes.forEach(locate)
                    return nodes
                }
            }
        }
        sections += inner.sections.map { $0.offset(by: offset) }
    }

    mutating func append(count n: Int, make: @escaping (Int) -> [Node]) {
        guard n > 0 else { return }
        starts.append(count)
        // Containers build a run's first row ahead to learn its shape (a section? one view?):
        // that build is the row, since building it again would claim its identity a second
        // time and its state would not be found.
        let first = FirstRow()
        segments.append(.generated(count: n, make: { i in i == 0 ? first.nodes(make) : make(i) }))
        count += n
    }

    var segmentCount: Int { segments.count }

    /// The segment holding row `row`: the last one that starts at or before it (binary search:
    /// a few segments, or many single-node ones).
    func segment(ofRow row: Int) -> Int {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= row { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first row of segment `s` and how many rows it has.
    func range(ofSegment s: Int) -> Range<Int> {
        let start = starts[s]
        switch segments[s] {
        case .built: return start..<(start + 1)
        case let .generated(count, _): return start..<(start + count)
        }
    }

    /// Resolves row `row` (0..<count): the nodes it stands for (none, one, or several when an
    /// element's content is several views).
    func nodes(ofRow row: Int) -> [Node] {
        let s = segment(ofRow: row)
        switch segments[s] {
        case let .built(node): return [node]
        case let .generated(_, make): return make(row - starts[s])
        }
    }
}

/// The first row of a run, built once.
private final class FirstRow {
    private var built: [Node]?
    func nodes(_ make: (Int) -> [Node]) -> [Node] {
        if let built { return built }
        let nodes = make(0)
        built = nodes
        return nodes
    }
}

/// A view that a lazy container can enumerate without resolving all of it.
protocol LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows)
}

extension ResolveContext {
    /// Appends the rows `view` stands for in a lazy container.
    func appendRows<V: View>(_ view: V, to rows: inout LazyRows) {
        if let lazy = view as? any LazyRowContent {
            lazy.appendRows(self, to: &rows)
            return
        }
        if view is any PrimitiveView {
            for node in nodes(of: view) { rows.append(node) }
            return
        }
        // Identified and linked as `resolve` does, so a row's state is the same built lazily or not.
        let inner = identified(_typeName(V.self, qualified: false))
        let body = inner.evaluatingBody(of: view) { v in
            guard context.reusesBodies else { return EnvironmentValues.$current.withValue(environment) { onMainActor(v) { $0.body } } }
            // In a live tree, as `resolveKeeping` does: the views around evaluate again when an
            // observable object the body holds may have changed, and a change to what it read
            // (`@Query`'s models) marks it (Live/BodyReuse.swift).
            if holdsObservableObjects(v) { context.bodies.mustEvaluateCount += 1 }
            return inner.trackedBody(of: v)
        }
        inner.appendRows(body, to: &rows)
    }

    func rows<V: View>(of view: V) -> LazyRows {
        var rows = LazyRows()
        appendRows(view, to: &rows)
        return rows
    }
}

/// A `Section`, seen through its type (a `ForEach` of sections is read section by section).
protocol SectionView {}
extension Section: SectionView {}
extension _LocatedView: SectionView where Content: SectionView {}

extension ForEach: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        let data = self.data, content = self.content
        if Content.self is any SectionView.Type, ctx.listMetrics == nil {
            // Sections made by a ForEach (fact 8 of LazyStack.swift): each element's section
            // records its header and footer; the rows inside each stay lazy.
            for element in data { ctx.identified("[\(idOf(element))]").appendRows(content(element), to: &rows) }
            return
        }
        // Each row is identified by its element's ID, as `makeNodes` does: state follows the element.
        let start = data.startIndex, idOf = self.idOf
        ctx.noteDeferredContent()
        rows.append(count: data.count) { i in
            let element = data[data.index(start, offsetBy: i)]
            let row = EnvironmentValues.$current.withValue(ctx.environment) { content(element) }
            return ctx.identified("[\(idOf(element))]").nodes(of: row)
        }
    }
}

extension Section: LazyRowContent {
    /// Outside a list, a section is its header, content and footer, in that order, as rows of the
    /// enclosing container; the rows of its header are recorded (a lazy stack pins them). In a
    /// list it is one row (styled by the list).
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        if ctx.listMetrics != nil {
            for node in ctx.nodes(of: self) { rows.append(node) }
            return
        }
        let start = rows.count
        ctx.appendRows(header, to: &rows)
        let headerEnd = rows.count
        if !collapsed { ctx.appendRows(content, to: &rows) }
        let footerStart = rows.count
        if !collapsed { ctx.appendRows(footer, to: &rows) }
        rows.sections.append(LazyRows.SectionRows(header: start..<headerEnd, footer: footerStart..<rows.count, end: rows.count))
    }
}

extension TupleView: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        for (index, view) in views.enumerated() { ctx.identified(String(index)).appendRows(view, to: &rows) }
    }
}

extension Group: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) { ctx.appendRows(content, to: &rows) }
}

extension EmptyView: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {}
}

extension Optional: LazyRowContent where Wrapped: View {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        if let v = self { ctx.identified("some").appendRows(v, to: &rows) }
    }
}

extension _ConditionalContent: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        switch storage {
        case let .trueContent(v): ctx.identified("if").appendRows(v, to: &rows)
        case let .falseContent(v): ctx.identified("else").appendRows(v, to: &rows)
        }
    }
}

extension AnyView: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        guard let source else { return ctx.appendRows(view, to: &rows) }
        var inner = LazyRows()
        ctx.appendRows(view, to: &inner)
        rows.append(located: inner) { if $0.sourceBox == nil { $0.sourceBox = source } }
    }
}

extension ModifiedContent: LazyRowContent where Content: View, Modifier: ViewModifier {
    /// A modifier that wraps each view (`ForEach { … }.padding()`) wraps each row as it is built;
    /// any other modifier resolves its content at once.
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        guard let wrapping = modifier as? any WrappingModifier else {
            for node in ctx.nodes(of: self) { rows.append(node) }
            return
        }
        var inner = LazyRows()
        ctx.appendRows(content, to: &inner)
        for segment in inner.segments {
            switch segment {
            case let .built(node): rows.append(wrapping.wrap(node, ctx))
            case let .generated(count, make): rows.append(count: count) { i in make(i).map { wrapping.wrap($0, ctx) } }
            }
        }
    }
}
