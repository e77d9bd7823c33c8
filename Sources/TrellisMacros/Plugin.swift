import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the macros of the `SwiftUI` and `SwiftData` modules.
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, ModelMacro.self, ModelPropertyMacro.self, EntryMacro.self, ModelActorMacro.self]
}
