/// Views made from a collection, one per element.
///
/// A `ForEach` has no layout of its own: the views it makes become children of the enclosing
/// container, as if written out one by one. Inside a `TabView` or a picker, each element's id
/// also serves as the tag of its views.
///
/// ```swift
/// VStack(alignment: .leading) {
///     ForEach(fruits, id: \.self) { name in
///         Text(name)
///     }
/// }
/// ```
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The engine lays this view out directly; it has no body.
    public typealias Body = Never
    /// The elements, one per view (or group of views).
    public var data: Data
    /// Builds the views of one element.
    public var content: (Data.Element) -> Content
    let idOf: (Data.Element) -> ID

    /// Creates views for the elements of `data`, identified by the property at `id`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity (`\.self` for hashable elements).
    ///   - content: Builds the views of one element.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        idOf = { $0[keyPath: id] }
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // The content reads the environment where the ForEach is (`@EnvironmentObject`, `@Environment`
        // of the view whose body wrote it), as it does while that body runs.
        EnvironmentValues.$current.withValue(ctx.environment) { resolveElements(ctx, into: &nodes) }
    }

    private func resolveElements(_ ctx: ResolveContext, into nodes: inout [Node]) {
        // Each element's views are identified by its ID, so state follows the element.
        guard ctx.collectsTags else {
            for element in data { ctx.identified("[\(idOf(element))]").resolve(content(element), into: &nodes) }
            return
        }
        for element in data {
            let start = nodes.count
            ctx.identified("[\(idOf(element))]").resolve(content(element), into: &nodes)
            let tags = TagTrait.forms(idOf(element), includeOptional: true)
            for n in nodes[start...] { TagTrait.setImplicit(tags, on: n) }
        }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for each integer of a constant range, identified by the integer.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the views of one integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for the elements of `data`, identified by their `id`.
    /// - Parameters:
    ///   - data: Identifiable elements.
    ///   - content: Builds the views of one element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
