import Foundation
import Trellis
import TrellisCairo
import TrellisSession

/// A preview laid out for the window: by the engine in this process (interpreted files) or by
/// the process that runs compiled code (`RemotePreview`). The window reads the same things of
/// both: the placed tree, the display list, the lint and the scroll views.
protocol LaidOutPreview: AnyObject {
    var recordsNegotiation: Bool { get set }
    /// Lays out as `session` asks (`PreviewSession.place`) and returns the size it was laid out
    /// at; a remote preview throws `HostFailure` when its process failed.
    func place(in session: PreviewSession) throws -> CGSize
    var tree: LayoutTree { get }
    func displayList() -> DisplayList
    var warnings: [LayoutWarning] { get }
    var scrollViews: [ScrollViewState] { get }
    var scrollOffsets: [String: CGPoint] { get }
    func restoreScrollOffsets(_ offsets: [String: CGPoint])
    @discardableResult func setScrollOffset(_ offset: CGPoint, forScrollViewAt identity: String) -> CGPoint?
    /// The last pass painted at `scale` (the `s` key's PNG).
    func image(scale: CGFloat) throws -> RenderedImage
    /// Laid out right to left (the wheel's horizontal direction follows it).
    var isRightToLeft: Bool { get }
    /// Sends a tap or a key to the live preview (TrellisSession's `LivePreview`, in the process
    /// that runs the user's code); whether a view took it. The new frame is `displayList()`.
    func send(_ event: LiveEvent) throws -> Bool
    /// Whether a text field has the focus: keys then go to it.
    var editsText: Bool { get }
    /// Why the live preview stopped its last update (a body that writes what it reads).
    var liveError: String? { get }
    /// How the change the last event made animates (nil: it does not).
    var eventAnimation: UpdateAnimation? { get }
    /// An animated change no event made (an `onAppear`'s) and the list it starts from, once:
    /// the next call has none until the host makes another.
    func takeUnplayedAnimation() -> (animation: UpdateAnimation, start: DisplayList)?
    /// Asks whether the preview changed on its own (a task finished, a timer fired); the new
    /// frame is `displayList()` when it did.
    func poll() throws -> Bool
    /// Whether the preview has work in flight that may change it on its own.
    var hasPendingWork: Bool { get }
}

/// An interpreted preview is drawn at rest: the interpreter does not run actions, so events
/// reach nothing (compiled previews run live).
extension ResolvedTree: LaidOutPreview {
    func send(_ event: LiveEvent) throws -> Bool { false }
    var editsText: Bool { false }
    var liveError: String? { nil }
    var eventAnimation: UpdateAnimation? { nil }
    func takeUnplayedAnimation() -> (animation: UpdateAnimation, start: DisplayList)? { nil }
    func poll() throws -> Bool { false }
    var hasPendingWork: Bool { false }
    var isRightToLeft: Bool { environment.layoutDirection == .rightToLeft }
    func image(scale: CGFloat) throws -> RenderedImage { try PNGRenderer.image(self, scale: scale) }
    func place(in session: PreviewSession) throws -> CGSize { session.place(self) }
}
