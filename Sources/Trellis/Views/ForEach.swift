/// Views made from a collection, one per element.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard ctx.collectsTags else {
            for element in data { ctx.resolve(content(element), into: &nodes) }
            return
        }
        for element in data {
            let start = nodes.count
            ctx.resolve(content(element), into: &nodes)
            let tags = TagTrait.forms(idOf(element), includeOptional: true)
            for n in nodes[start...] { TagTrait.setImplicit(tags, on: n) }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
