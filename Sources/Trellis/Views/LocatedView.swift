import Foundation

/// A view as a view builder received it, with where it was written.
///
/// `ViewBuilder.buildExpression` wraps every view expression of a builder in one, taking the
/// expression's `#filePath`, `#line` and `#column`, so compiled code knows where its views are
/// written as layout files do (hover labels, clicks, `trellis layout`). It lays out exactly as its
/// content. The location is kept only when the environment has a `viewSourceLocator` (compiled
/// previews set one); the nodes of the content that have no location of their own get it, so the
/// innermost expression that wrote a view names it.
public nonisolated struct _LocatedView<Content: View>: View, PrimitiveView {
    /// The engine resolves the content in its place; there is no body.
    public typealias Body = Never
    let content: Content
    let file: StaticString
    let line: UInt
    let column: UInt

    /// `content`, written at `file:line:column`.
    public init(_ content: Content, file: StaticString, line: UInt, column: UInt) {
        self.content = content
        self.file = file
        self.line = line
        self.column = column
    }

    /// The view as written, without its location (what `Chart` reads of its marks).
    package var locatedContent: Content { content }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        guard let box = sourceBox(ctx.environment) else { return ctx.resolve(content, into: &nodes) }
        let start = nodes.count
        var inner = ctx
        inner.enclosingSource = box
        inner.resolve(content, into: &nodes)
        for i in start..<nodes.count { nodes[i].locateUnlocated(box) }
    }

    /// The location as the environment's locator maps it (nil: not recorded).
    func sourceBox(_ environment: EnvironmentValues) -> ViewSourceBox? {
        guard let locator = environment.viewSourceLocator else { return nil }
        let path = file.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return locator.locate(path, Int(line), Int(column)).map(ViewSourceBox.init)
    }
}

extension _LocatedView: LazyRowContent {
    func appendRows(_ ctx: ResolveContext, to rows: inout LazyRows) {
        guard let box = sourceBox(ctx.environment) else { return ctx.appendRows(content, to: &rows) }
        var inner = LazyRows()
        var located = ctx
        located.enclosingSource = box
        located.appendRows(content, to: &inner)
        rows.append(located: inner) { $0.locateUnlocated(box) }
    }
}

extension Node {
    /// Gives this node and its descendants that have no location `box`. A located node's own
    /// unlocated descendants were filled when it was located, so the walk stops there.
    func locateUnlocated(_ box: ViewSourceBox) {
        guard sourceBox == nil else { return }
        sourceBox = box
        for child in children { child.locateUnlocated(box) }
    }
}

/// Maps where compiled code wrote a view (`#filePath`, line, column) to the location shown to the
/// user, or nil to record none (code that is not the user's).
///
/// An object, made once per preview: the environment holding it compares equal from one
/// resolution to the next by its identity (a function stored in the environment is wrapped
/// anew at each write, and would differ), so the views under it keep their nodes across
/// updates (Live/BodyReuse.swift).
public final class ViewSourceLocator: Sendable {
    /// The user's location of a view written at `file:line:column`, or nil.
    public let locate: @Sendable (_ file: String, _ line: Int, _ column: Int) -> ViewSourceLocation?

    /// A locator that maps with `locate`.
    public init(_ locate: @escaping @Sendable (_ file: String, _ line: Int, _ column: Int) -> ViewSourceLocation?) {
        self.locate = locate
    }
}

private struct ViewSourceLocatorKey: EnvironmentKey {
    static let defaultValue: ViewSourceLocator? = nil
}

extension EnvironmentValues {
    /// How views written in compiled code find their source locations; nil (the default) records
    /// none, so layout outside previews pays nothing for them. Not SwiftUI API.
    public var viewSourceLocator: ViewSourceLocator? {
        get { self[ViewSourceLocatorKey.self] }
        set { self[ViewSourceLocatorKey.self] = newValue }
    }
}

/// A view written in a `#Preview` body, with where it is written. Code a macro expands has the
/// macro's place as its `#line`, so the preview macro passes each view expression of the body
/// through this with the expression's own place; the view builder's location around it then
/// names only what this one does not.
/// - Returns: The view with its location.
public func _trellisLocated<V: View>(_ view: V, file: StaticString, line: UInt, column: UInt) -> _LocatedView<V> {
    _LocatedView(view, file: file, line: line, column: column)
}

/// An expression of a `#Preview` body that is not a view (a value in a closure the body
/// passes), unchanged.
/// - Returns: `value`.
@discardableResult
public func _trellisLocated<T>(_ value: T, file: StaticString, line: UInt, column: UInt) -> T { value }
