import Foundation

/// Where the pointer is at one moment of a press: window coordinates and seconds (any origin;
/// only differences count).
public struct PointerSample: Sendable, Equatable {
    /// Where the pointer is, in window coordinates.
    public var location: CGPoint
    /// When, in seconds.
    public var time: Double
    /// A sample at `location` and `time`.
    public init(_ location: CGPoint, time: Double) {
        self.location = location
        self.time = time
    }
}

/// One gesture (or a control's tracking, a scroll view's drag) following one press, from the
/// press to the release: the live session feeds it the pointer's samples and reads its phase.
/// A recognizer that becomes `active` owns the pointer (the others in its way are cancelled);
/// one that `recognized` a discrete gesture (a tap, a long press) has run its action.
public class PointerRecognizer {
    /// Where a recognizer is in its press.
    public enum Phase: Equatable, Sendable {
        /// Still deciding (a drag shorter than its minimum distance, a press held too briefly).
        case possible
        /// Following the pointer: it owns the press until the release.
        case active
        /// A discrete gesture that ran its action (a long press held long enough, a tap).
        case recognized
        /// Out of this press (moved too far, released too early, cancelled).
        case failed
    }
    /// Where it is now: possible until it takes the press, recognizes its gesture or fails.
    public internal(set) var phase = Phase.possible
    /// Whether a release without movement is this recognizer's (a tap gesture): the session then
    /// gives it the tap instead of the control under the pointer.
    var takesTaps: Bool { false }
    /// Whether it follows a moving pointer (a drag, a slider's thumb, a scroll view).
    public var followsDrags: Bool { false }
    /// Whether it waits for a press held still (a long press).
    public var followsHolds: Bool { false }

    func began(_ sample: PointerSample) {}
    func moved(_ sample: PointerSample) {}
    func ended(_ sample: PointerSample) {}
    /// Another recognizer took the press, or the view went away: resets what the gesture set.
    func cancelled() {}

    /// The pointer went down.
    public final func press(_ sample: PointerSample) { if phase == .possible { began(sample) } }
    /// The pointer moved (or was held still until a later time).
    public final func move(_ sample: PointerSample) { if phase == .possible || phase == .active { moved(sample) } }
    /// The pointer came up: an active recognizer ends, one still possible fails.
    public final func release(_ sample: PointerSample) {
        if phase == .possible || phase == .active { ended(sample) }
        if phase == .possible || phase == .active { phase = .failed }
    }
    /// Another recognizer took the press: this one fails, resetting what it set.
    public final func cancel() {
        if phase == .possible || phase == .active { cancelled() }
        phase = .failed
    }
}

/// A press that follows the pointer once it has gone `minimumDistance` from where it went down
/// (10 points: Trellis's choice, as UIKit's pan threshold is not published): a scroll view's
/// drag, a sheet's.
class PanRecognizer: PointerRecognizer {
    static let minimumDistance: CGFloat = 10
    /// Where the pointer went down.
    private(set) var start: CGPoint?
    override var followsDrags: Bool { true }

    override func began(_ sample: PointerSample) { start = sample.location }

    /// The pointer's translation from the press once the pan is active (it becomes active
    /// here); nil before.
    func translation(_ sample: PointerSample) -> CGSize? {
        guard let start else { return nil }
        if phase == .possible, distance(sample.location, start) >= Self.minimumDistance { phase = .active }
        guard phase == .active else { return nil }
        return CGSize(width: sample.location.x - start.x, height: sample.location.y - start.y)
    }
}

/// What a gesture reports as it runs: `onChanged` and `updating` bodies while it changes,
/// `onEnded` when it ends, and the `@GestureState` resets when it ends or fails.
struct GestureCallbacks<Value> {
    var changed: [(Value) -> Void] = []
    var ended: [(Value) -> Void] = []
    var resets: [() -> Void] = []

    func change(_ value: Value) { for action in changed { action(value) } }
    func end(_ value: Value) {
        for reset in resets { reset() }
        for action in ended { action(value) }
    }
    func fail() { for reset in resets { reset() } }
}

/// A gesture a live preview can follow: it makes one recognizer per press, reporting to the
/// callbacks its modifiers (`onChanged`, `onEnded`, `updating`, `map`) gathered. `frame` is the
/// view's frame in the window: values are in its local coordinates, as SwiftUI's `.local`.
protocol RecognizableGesture {
    associatedtype Value
    func recognizer(in frame: CGRect, _ callbacks: GestureCallbacks<Value>) -> PointerRecognizer?
}
