// `import SwiftUI` on Linux: Trellis under SwiftUI's name, with what Apple's SwiftUI makes
// available along with it (Foundation, Observation) and Xcode's `#Preview` macro.
@_exported import Foundation
@_exported import Observation
@_exported import Trellis

/// A preview of a view: `#Preview { MyView() }`, `#Preview("Name") { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A preview with traits: `#Preview("Card", traits: .sizeThatFitsLayout) { … }`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a declaration in a `#Preview` body as the preview's own state:
/// `@Previewable @State var isOn = true`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
