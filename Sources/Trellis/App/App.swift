import Foundation

/// An app's entry point (`@main struct MyApp: App { var body: some Scene { WindowGroup { … } } }`).
///
/// Trellis previews views, not apps: an app's type compiles with the rest of its module so its
/// screens can be previewed, and `main()` does nothing (a preview never launches the app).
@MainActor @preconcurrency public protocol App {
    /// The type of the app's scenes.
    associatedtype Body: Scene
    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    /// Creates the app (SwiftUI calls it once at launch).
    @MainActor @preconcurrency init()
}

nonisolated extension App {
    /// The `@main` entry: in a preview, the app is never launched.
    @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's interface: a window group, a document group, settings.
@MainActor @preconcurrency public protocol Scene {
    /// The type of the scene's content scenes.
    associatedtype Body: Scene
    /// The scenes this scene is made of.
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: Scene {}

/// A scene Trellis keeps as declared: it has no body of its own.
public protocol _PrimitiveScene: Scene where Body == Never {}

nonisolated extension _PrimitiveScene {
    /// Primitive scenes have no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) is a primitive scene") }
}

/// The windows of an app that show `content` (one on an iPhone).
public nonisolated struct WindowGroup<Content: View>: _PrimitiveScene {
    let content: Content
    /// A window group of `content`.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title.
    public init(_ title: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with a title and an identifier for opening windows.
    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    /// A window group with an identifier for opening windows.
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// Several scenes of a `@SceneBuilder` block.
public nonisolated struct _TupleScene<each Content: Scene>: _PrimitiveScene {
    let value: (repeat each Content)
    init(_ value: (repeat each Content)) { self.value = value }
}

/// A scene that may be absent (`if` without `else` in a scene builder).
public nonisolated struct _OptionalScene<Content: Scene>: _PrimitiveScene {
    let content: Content?
}

/// Builds an app's scenes from a block.
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    /// A block of one scene is that scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    /// A block of several scenes.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene((repeat each content))
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
}

/// A scene with a modifier that changes nothing a preview shows (window size, commands, style).
public nonisolated struct _ModifiedScene<Content: Scene>: _PrimitiveScene {
    let content: Content
}

nonisolated extension Scene {
    /// A window's default size: previews are laid out in the canvas.
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene { _ModifiedScene(content: self) }
    /// A window's default size: previews are laid out in the canvas.
    public func defaultSize(_ size: CGSize) -> some Scene { _ModifiedScene(content: self) }
    /// How a window can be resized: previews are laid out in the canvas.
    public func windowResizability(_ resizability: WindowResizability) -> some Scene { _ModifiedScene(content: self) }
    /// Runs an action when a value changes: scenes never change in a preview.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some Scene { _ModifiedScene(content: self) }
    /// Runs an action when a value changes: scenes never change in a preview.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some Scene {
        _ModifiedScene(content: self)
    }
}

/// How a window follows its content's size.
public struct WindowResizability: Sendable, Hashable {
    let kind: Int
    /// The platform's default.
    public static let automatic = WindowResizability(kind: 0)
    /// As big as the content allows.
    public static let contentSize = WindowResizability(kind: 1)
    /// At least the content's minimum size.
    public static let contentMinSize = WindowResizability(kind: 2)
}

/// Whether a scene is in front and taking input.
public enum ScenePhase: Sendable, Hashable, Comparable {
    /// Not visible.
    case background
    /// Visible, not taking input.
    case inactive
    /// In front and taking input: a preview always is.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The scene's phase: `.active` in a preview.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}

/// The content of a window presented for a value (scenes; drawn as its content).
public nonisolated struct PresentedWindowContent<Data, Content: View>: View {
    let content: Content
    /// The content.
    public var body: some View { content }
}
