// `import Charts` on Linux: `Chart` reads its marks (through the content's `_collectMarks`),
// computes its scales (ChartScales.swift) and draws marks, axes and legend as views a layout of
// its own places (ChartLayout.swift).
import Foundation
import Trellis

/// Something a chart shows: a mark, or a group of marks.
///
/// Linux: every kind of chart content is also a `View` that draws nothing, so `ForEach` (a view)
/// can build marks from data as it does on iOS; `Chart` reads the marks through
/// `_collectMarks(into:)` and draws them.
public protocol ChartContent: View {
    /// Appends the marks this content stands for, in order (Trellis: how `Chart` reads its
    /// content; content of an app's own reads its `body`).
    /// - Parameter marks: The marks read so far.
    func _collectMarks(into marks: inout _ChartMarks)
}

extension ChartContent {
    /// The marks of the content's body, when the body is chart content (an app's own content).
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) {
        if let content = body as? any ChartContent { content._collectMarks(into: &marks) }
    }
}

/// The marks a chart's content stands for, as `Chart` reads them (Trellis only).
public struct _ChartMarks {
    var marks: [MarkRecord] = []
    init() {}
}

/// Combines the statements of a `Chart { … }` block.
@resultBuilder
public enum ChartContentBuilder {
    /// No content.
    /// - Returns: Empty content.
    public static func buildBlock() -> BuilderEmpty { BuilderEmpty() }
    /// One piece of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }
    /// Several pieces of content.
    /// - Parameter content: The pieces, in order.
    /// - Returns: Them, as one piece.
    public static func buildBlock<each C: ChartContent>(_ content: repeat each C) -> TupleChartContent<(repeat each C)> {
        TupleChartContent(value: (repeat each content))
    }
    /// A statement of content.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }
    /// Content of an `if` without `else`.
    /// - Parameter content: The content, or nil.
    /// - Returns: The optional content.
    public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }
    /// The first branch of an `if`/`else`.
    /// - Parameter first: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: ChartContent, F: ChartContent>(first: T) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .first(first))
    }
    /// The second branch of an `if`/`else`.
    /// - Parameter second: The branch's content.
    /// - Returns: The content.
    public static func buildEither<T: ChartContent, F: ChartContent>(second: F) -> BuilderConditional<T, F> {
        BuilderConditional(storage: .second(second))
    }
    /// Content of an `if #available` block.
    /// - Parameter content: The content.
    /// - Returns: The same content.
    public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> C { content }
}

/// No chart content.
public nonisolated struct BuilderEmpty: ChartContent {
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
    /// No marks.
    /// - Parameter marks: The marks read so far.
    public func _collectMarks(into marks: inout _ChartMarks) {}
}

/// One of two branches of chart content.
public nonisolated struct BuilderConditional<T: ChartContent, F: ChartContent>: ChartContent {
    enum Storage {
        case first(T)
        case second(F)
    }
    let storage: Storage
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
    /// The marks of the branch taken.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) {
        switch storage {
        case let .first(content): content._collectMarks(into: &marks)
        case let .second(content): content._collectMarks(into: &marks)
        }
    }
}

/// Several pieces of chart content in a row.
public nonisolated struct TupleChartContent<Value>: ChartContent {
    let value: Value
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
    /// The marks of each piece, in order.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) {
        for child in Mirror(reflecting: value).children {
            (child.value as? any ChartContent)?._collectMarks(into: &marks)
        }
    }
}

/// Chart content with a mark modifier applied.
public nonisolated struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let modify: (inout MarkRecord) -> Void
    /// Nothing is drawn.
    public var body: some View { EmptyView() }
    /// The content's marks, modified.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) {
        let start = marks.marks.count
        content._collectMarks(into: &marks)
        for i in start..<marks.marks.count { modify(&marks.marks[i]) }
    }
}

nonisolated extension Optional: ChartContent where Wrapped: ChartContent {}
nonisolated extension ForEach: ChartContent where Content: ChartContent {}

extension Optional where Wrapped: ChartContent {
    /// The marks of the content, if any.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) { self?._collectMarks(into: &marks) }
}

extension ForEach where Content: ChartContent {
    /// The marks of each element, in the data's order.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) {
        for element in data { content(element)._collectMarks(into: &marks) }
    }
}

extension _LocatedView where Content: ChartContent {
    /// The marks of the content as written.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) { locatedContent._collectMarks(into: &marks) }
}

extension _ConditionalContent where TrueContent: ChartContent, FalseContent: ChartContent {
    /// The marks of the branch taken.
    /// - Parameter marks: The marks read so far.
    @MainActor public func _collectMarks(into marks: inout _ChartMarks) {
        trueBranch?._collectMarks(into: &marks)
        falseBranch?._collectMarks(into: &marks)
    }
}

// Marks from data, several per element (`ForEach(ranges, id: \.lowerBound) { range in
// RectangleMark(…); if … { RuleMark(…) } }`): Charts' own initializers, whose closures build
// chart content. Disfavoured, so that a view's `ForEach` stays the view builder's.
extension ForEach where Content: ChartContent {
    /// Chart content for each element of `data`, identified by the property at `id`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Chart content for each element of identifiable `data`.
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: Builds the content of one element.
    @_disfavoredOverload
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// Chart content for each integer of a constant range.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the content of one integer.
    @_disfavoredOverload
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
nonisolated extension _LocatedView: ChartContent where Content: ChartContent {}
nonisolated extension _ConditionalContent: ChartContent where TrueContent: ChartContent, FalseContent: ChartContent {}

/// A chart: marks over scales, with axes and a legend, as Swift Charts draws it.
///
/// Linux: flexible on both axes like Swift Charts' chart: it takes the size it is offered, and
/// 10 points on an axis proposed nil (give it a frame in a scroll view). Its marks are read from
/// its content, its scales, axes and legend computed from them and the chart modifiers
/// (ChartScales.swift, ChartPlan.swift), and drawn as shapes and texts that `ChartLayout`
/// places around a plot area shrunk by the labels' measured sizes. What is not drawn is named
/// once per process on standard error ("… is not drawn on Linux").
public nonisolated struct Chart<Content: ChartContent>: View {
    let content: Content
    @Environment(\.chartConfiguration) private var configuration

    /// The marks, axes and legend, placed by the chart's layout.
    @MainActor public var body: some View {
        var marks = _ChartMarks()
        content._collectMarks(into: &marks)
        return ChartPlan(marks: marks.marks, configuration: configuration).view
    }

    /// A chart of marks: `Chart { BarMark(…) ; RuleMark(…) }`.
    /// - Parameter content: The marks.
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }

    /// A chart with the marks of each element of identifiable data.
    /// - Parameters:
    ///   - data: The elements.
    ///   - content: The marks of an element.
    public init<Data: RandomAccessCollection, C: ChartContent>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, id: \.id, content: content)
    }

    /// A chart with the marks of each element of data, identified by a key path.
    /// - Parameters:
    ///   - data: The elements.
    ///   - id: The key path of an element's identity.
    ///   - content: The marks of an element.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                           @ChartContentBuilder content: @escaping (Data.Element) -> C)
    where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }
}
