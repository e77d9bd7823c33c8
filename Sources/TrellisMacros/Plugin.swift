import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin of the `SwiftUI` module's macros.
@main
struct TrellisMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
