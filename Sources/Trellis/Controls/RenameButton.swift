import Foundation

// `RenameButton` and the rename action of its environment (`renameAction(_:)`): the button is
// drawn as a button titled "Rename" with a pencil; renaming starts only on interaction, so the
// action does nothing at rest.

/// A button that starts renaming with the `renameAction` of its environment: "Rename" with a
/// pencil, drawn as a button.
public nonisolated struct RenameButton<Label: View>: View {
    /// Creates the rename button.
    public init() where Label == Trellis.Label<Text, Image> {}
    /// The button.
    public var body: some View { Button(action: {}) { Trellis.Label("Rename", systemImage: "pencil") } }
}

/// Starts renaming (`@Environment(\.rename)`): nothing at rest.
public struct RenameAction: Sendable {
    /// Starts renaming (does nothing at rest).
    public func callAsFunction() {}
}

nonisolated extension View {
    /// What renaming does inside (for `RenameButton`). Accepted, no effect at rest.
    public func renameAction(_ action: @escaping () -> Void) -> some View { self }
    /// What renaming focuses inside (for `RenameButton`). Accepted, no effect at rest.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View { self }
}
