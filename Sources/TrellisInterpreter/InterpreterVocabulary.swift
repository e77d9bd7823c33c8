import Foundation

/// What layout files can name, for help texts and documentation.
public enum InterpreterVocabulary {
    /// Views, layouts and value types usable by name (`VStack`, `GridItem`, `FlowLayout`, …).
    public static var typeNames: [String] {
        Registry.shared.types.filter { $0.value.construct != nil }.keys.filter { !$0.contains(".") || $0 == "Gradient.Stop" }.sorted()
    }

    /// Modifiers and methods (`padding`, `frame`, `bold`, …).
    public static var methodNames: [String] { Registry.shared.methods.keys.sorted() }

    /// Environment keys for `@Environment(\.key)` and `.environment(\.key, value)`.
    public static var environmentKeys: [String] { Registry.shared.environmentKeys.keys.sorted() }
}
