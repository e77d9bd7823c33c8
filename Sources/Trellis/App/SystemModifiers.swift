import Foundation

// View modifiers addressed to the system, the scene or the app rather than to the view: the
// status bar and the system overlays, external events, activity tracking, widgets' content that
// may be out of date. A preview draws the device's chrome as it is, so each is accepted with
// SwiftUI's signature and has no effect at rest.

nonisolated extension View {
    /// Hides the system overlays (the home indicator). Accepted: the preview draws them faintly anyway.
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
    /// Hides the status bar. Accepted: the preview's safe area is the device's.
    public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
    /// Hides the status bar (deprecated: `statusBarHidden(_:)`). Accepted: the preview's safe area
    /// is the device's.
    public func statusBar(hidden: Bool) -> some View { self }
    /// Tags the view's interactions for activity tracking. Accepted, no effect at rest.
    public func interactionActivityTrackingTag(_ tag: String) -> some View { self }
    /// Marks content that may be out of date (widgets). Accepted, no effect at rest.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
    /// Which external events the scene prefers. Accepted, no effect at rest.
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }
}
