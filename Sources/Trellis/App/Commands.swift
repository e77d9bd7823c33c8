import Foundation

// Menu commands (`.commands { CommandMenu("Tools") { … } }`): an app's scenes declare them for
// the menu bar of macOS and iPadOS; a preview has no menu bar, so they are accepted with SwiftUI's
// names and their content is never built.

/// Commands an app adds to the menu bar: a scene's `commands(content:)` takes them.
@MainActor @preconcurrency public protocol Commands {
    /// The type of the commands this one is made of.
    associatedtype Body: Commands
    /// The commands this one is made of.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

nonisolated extension Never: Commands {}

/// Commands Trellis keeps as declared: they have no body of their own.
public protocol _PrimitiveCommands: Commands where Body == Never {}

nonisolated extension _PrimitiveCommands {
    /// Primitive commands have no body; reading it stops the program.
    public var body: Never { fatalError("\(Self.self) are primitive commands") }
}

/// No menu commands.
public nonisolated struct EmptyCommands: _PrimitiveCommands {
    /// No commands.
    public init() {}
}

/// A menu of its own in the menu bar (never shown in a preview).
public nonisolated struct CommandMenu<Content: View>: _PrimitiveCommands {
    /// A menu titled by a localized key, of the items `content` builds.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    /// A menu titled by a text, of the items `content` builds.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {}
    /// A menu titled by a string, of the items `content` builds.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {}
}

/// Items added to, or put in place of, a group of the system's menu items (never shown in a
/// preview).
public nonisolated struct CommandGroup<Content: View>: _PrimitiveCommands {
    /// Items put before a group of the system's.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items put after a group of the system's.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    /// Items put in place of a group of the system's.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
}

/// A group of the system's menu items, where `CommandGroup` puts its items.
public struct CommandGroupPlacement: Sendable, Hashable {
    let name: String
    /// About the app.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's settings.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The system's services.
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    /// Hiding and showing the app.
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    /// Quitting the app.
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    /// Making new windows and documents.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// Saving documents.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Importing and exporting.
    public static let importExport = CommandGroupPlacement(name: "importExport")
    /// Printing.
    public static let printItem = CommandGroupPlacement(name: "printItem")
    /// Undo and redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, copy and paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// Finding, spelling and other text editing.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// Fonts and text formatting.
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    /// The toolbar.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// Window sizes.
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    /// The list of windows.
    public static let windowList = CommandGroupPlacement(name: "windowList")
    /// The list of single windows.
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    /// Arranging windows.
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    /// Help.
    public static let help = CommandGroupPlacement(name: "help")
}

/// The sidebar's commands (showing and hiding it).
public nonisolated struct SidebarCommands: _PrimitiveCommands {
    /// The sidebar's commands.
    public init() {}
}

/// The toolbar's commands (showing, hiding and customising it).
public nonisolated struct ToolbarCommands: _PrimitiveCommands {
    /// The toolbar's commands.
    public init() {}
}

/// The text editing commands (find, spelling, substitutions, speech).
public nonisolated struct TextEditingCommands: _PrimitiveCommands {
    /// The text editing commands.
    public init() {}
}

/// The text formatting commands (fonts, alignment).
public nonisolated struct TextFormattingCommands: _PrimitiveCommands {
    /// The text formatting commands.
    public init() {}
}

/// The inspector's commands (showing and hiding it).
public nonisolated struct InspectorCommands: _PrimitiveCommands {
    /// The inspector's commands.
    public init() {}
}

/// Several commands of a `@CommandsBuilder` block.
public nonisolated struct _TupleCommands<each Content: Commands>: _PrimitiveCommands {
    let value: (repeat each Content)
}

/// Commands that may be absent (`if` without `else` in a commands builder).
public nonisolated struct _OptionalCommands<Content: Commands>: _PrimitiveCommands {
    let content: Content?
}

/// One of two kinds of commands (`if`/`else` in a commands builder).
public nonisolated struct _ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: _PrimitiveCommands {
    let first: TrueContent?
    let second: FalseContent?
}

/// Builds an app's menu commands from a block.
@resultBuilder
public enum CommandsBuilder {
    /// One command.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }
    /// An empty block.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }
    /// A block of one command is that command.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }
    /// A block of several commands.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands<repeat each Content> {
        _TupleCommands(value: (repeat each content))
    }
    /// An `if` without `else`.
    public static func buildOptional<Content: Commands>(_ content: Content?) -> _OptionalCommands<Content> {
        _OptionalCommands(content: content)
    }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: first, second: nil)
    }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> _ConditionalCommands<T, F> {
        _ConditionalCommands(first: nil, second: second)
    }
    /// An `if #available` block: every API is available in a preview.
    public static func buildLimitedAvailability<Content: Commands>(_ content: Content) -> Content { content }
}

nonisolated extension Scene {
    /// Adds menu commands: a preview has no menus.
    public func commands<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene { _ModifiedScene(content: self) }
    /// Replaces the system's menu commands with `content`: a preview has no menus.
    public func commandsReplaced<Content: Commands>(@CommandsBuilder content: () -> Content) -> some Scene {
        _ModifiedScene(content: self)
    }
    /// Removes the system's menu commands: a preview has none.
    public func commandsRemoved() -> some Scene { _ModifiedScene(content: self) }
}
