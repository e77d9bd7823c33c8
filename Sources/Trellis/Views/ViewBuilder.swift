/// Builds views from closures: blocks of any length, `if`/`else`, optionals and `switch`.
@resultBuilder
public enum ViewBuilder {
    /// An empty block builds an `EmptyView`.
    /// - Returns: An empty view.
    public static func buildBlock() -> EmptyView { EmptyView() }
    /// A block of one view builds that view.
    /// - Returns: The view itself.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    /// A block of one view where the builder's result must be that view's own type
    /// (`{ Text(title) }` for a `Label == Text` initializer): the location is dropped.
    /// - Returns: The view itself, without its location.
    @_disfavoredOverload
    public static func buildBlock<Content: View>(_ content: _LocatedView<Content>) -> Content { content.content }
    /// A block of several views builds a `TupleView` of them, in order.
    /// - Returns: The views, in order.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat each content), views: views)
    }
    /// A block of several views where the builder's result must be written with their own types
    /// (`var body: HStack<TupleView<(Text, Spacer)>>`): the tuple holds the views themselves,
    /// and their locations stay with the views laid out.
    /// - Returns: The views, in order.
    @_disfavoredOverload
    public static func buildBlock<each Content: View>(_ content: repeat _LocatedView<each Content>) -> TupleView<(repeat each Content)> {
        var views: [any View] = []
        for view in repeat each content { views.append(view) }
        return TupleView((repeat (each content).content), views: views)
    }
    /// Each view expression, with where it is written (see `_LocatedView`).
    /// - Parameters:
    ///   - content: The view the expression builds.
    ///   - file: The file the expression is written in (filled in by the compiler).
    ///   - line: Its line (filled in by the compiler).
    ///   - column: Its column (filled in by the compiler).
    /// - Returns: The view with its location.
    public static func buildExpression<Content: View>(_ content: Content, file: StaticString = #filePath,
                                                      line: UInt = #line, column: UInt = #column) -> _LocatedView<Content> {
        _LocatedView(content, file: file, line: line, column: column)
    }

    /// An `if` without `else`: the view, or nothing.
    /// - Returns: The view, or nil.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    /// An `if` without `else` (or `if let`): the view, or nothing.
    /// - Returns: The view, or nil.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    /// The `if` branch of an `if`/`else` or the first cases of a `switch`.
    /// - Returns: The branch taken, as a conditional view.
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .trueContent(first))
    }
    /// The `else` branch of an `if`/`else` or the later cases of a `switch`.
    /// - Returns: The branch taken, as a conditional view.
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
        _ConditionalContent(storage: .falseContent(second))
    }
    /// A view inside `if #available`, erased to `AnyView`.
    /// - Returns: The view, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
