import Foundation

/// Whether the view is presented, and how to dismiss it (deprecated: `@Environment(\.isPresented)`
/// and `@Environment(\.dismiss)`, which it reads). Older code writes
/// `@Environment(\.presentationMode) var presentationMode` and
/// `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
    /// Whether the view is in a presentation that is shown (a sheet's, a cover's, a pushed
    /// destination's content).
    public private(set) var isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the presentation the view is in (nothing outside one).
    public mutating func dismiss() { dismissAction() }
}

extension EnvironmentValues {
    /// A binding to the presentation mode of the view (deprecated: `isPresented` and `dismiss`).
    public var presentationMode: Binding<PresentationMode> {
        .constant(PresentationMode(isPresented: isPresented, dismissAction: dismiss))
    }
}
