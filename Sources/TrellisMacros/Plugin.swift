import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the macros of the `SwiftUI`, `SwiftData` and `TipKit` modules.
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, ModelMacro.self, ModelPropertyMacro.self, EntryMacro.self, ModelActorMacro.self, ParameterMacro.self, RuleMacro.self]
}
