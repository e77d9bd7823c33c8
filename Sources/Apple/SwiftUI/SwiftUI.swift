// `import SwiftUI` on Linux: Trellis under SwiftUI's name, with what Apple's SwiftUI makes
// available along with it (Foundation, Observation) and Xcode's `#Preview` macro. Apple's SwiftUI
// re-exports CoreGraphics and CoreTransferable (its interface: `@_exported import CoreGraphics`,
// `@_exported import CoreTransferable`), so `Transferable` and `CGAffineTransform` need no
// import of their own; it imports UniformTypeIdentifiers without re-exporting it, so `UTType`
// by name still needs `import UniformTypeIdentifiers`, as on iOS.
// Combine too, as Apple's SwiftUI does (`ObservableObject`, `Timer.publish`, `onReceive` with
// `import SwiftUI` alone); built as AppleCombine (see Package.swift). And UIKit, as on iOS
// (`UIColor`, `UIApplication.shared` and the representables with `import SwiftUI` alone).
@_exported import AppleCombine
@_exported import CoreGraphics
@_exported import CoreTransferable
@_exported import Foundation
@_exported import Observation
@_exported import Trellis
@_exported import UIKit

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
