// `import SwiftUI` on Linux: Trellis under SwiftUI's name, with what Apple's SwiftUI makes
// available along with it (Foundation, Observation) and Xcode's `#Preview` macro. Apple's SwiftUI
// re-exports CoreGraphics and CoreTransferable (its interface: `@_exported import CoreGraphics`,
// `@_exported import CoreTransferable`), so `Transferable` and `CGAffineTransform` need no
// import of their own; it imports UniformTypeIdentifiers without re-exporting it, so `UTType`
// by name still needs `import UniformTypeIdentifiers`, as on iOS.
// Combine is imported, not re-exported: with `import SwiftUI` alone a file has Combine's
// `ObservableObject`, `@Published` and `ObservableObjectPublisher` (Trellis's, re-exported
// below) and the members Combine adds to other types (`Timer.publish`, `onReceive`, `sink`),
// but not Combine's other names (`AnyCancellable`, `PassthroughSubject`, `Subscription`), which
// need `import Combine` as on iOS: Apple's Food Truck sample declares a `Subscription` of its own
// in a package and uses it beside `import SwiftUI` unqualified, which would be ambiguous if
// SwiftUI re-exported Combine. Combine is built as AppleCombine (see Package.swift). UIKit is
// re-exported, as on iOS (`UIColor`, `UIApplication.shared` and the representables with
// `import SwiftUI` alone).
import AppleCombine
@_exported import CoreGraphics
@_exported import CoreTransferable
@_exported import Foundation
@_exported import FoundationAdditions
// On Apple's platforms Foundation holds `URLRequest` and `URLSession`; on Linux they are in
// FoundationNetworking, which screens' network code (written with `import Foundation` alone)
// finds through SwiftUI, as every compiled file imports it.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
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

/// A value of the environment (or of a transaction, or of the focused values) declared in one
/// line: `extension EnvironmentValues { @Entry var accent: Color = .blue }` makes the property and
/// the key behind it, whose default is the initial value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "TrellisMacros", type: "EntryMacro")
