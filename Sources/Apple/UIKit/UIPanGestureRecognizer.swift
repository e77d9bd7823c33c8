// UIKit's pan recognizer: a continuous gesture that begins once its fingers' centroid is 10
// points from where they went down (Trellis's choice for UIKit's unpublished hysteresis), changes
// as they move and ends when they all lift. As on iOS, the translation counts from where the pan
// began (zero at `.began`: the hysteresis is not in it), and the velocity is the centroid's over
// the last 0.1 s of samples (Trellis's choice), in points per second; a finger held still brings
// it to zero.
import CoreGraphics
import Foundation

/// Recognizes fingers dragged across a view, reporting their translation and velocity.
open class UIPanGestureRecognizer: UIGestureRecognizer, @unchecked Sendable {
    /// The fewest fingers that pan (1).
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan (`Int.max`: any number).
    open var maximumNumberOfTouches = Int.max

    /// How far the fingers move before the pan begins (Trellis's choice).
    static let hysteresis: CGFloat = 10
    /// The span of samples the velocity is measured over (Trellis's choice).
    static let velocityWindow: TimeInterval = 0.1

    /// Where the fingers went down (window coordinates).
    private var start: CGPoint?
    /// The point the translation counts from (window coordinates).
    private var origin = CGPoint.zero
    /// The centroid's recent samples.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The centroid when the fingers last changed.
    private var lastCentroid: CGPoint?

    private var isPanning: Bool { state == .began || state == .changed || state == .ended || state == .cancelled }

    /// How far the fingers moved since the pan began (or since `setTranslation(_:in:)`), in a
    /// view's coordinates (nil: the window's); zero before the pan began.
    /// - Parameter view: The view.
    /// - Returns: The translation.
    open func translation(in view: UIView?) -> CGPoint {
        guard isPanning else { return .zero }
        let here = location(in: nil)
        return convertVector(CGPoint(x: here.x - origin.x, y: here.y - origin.y), to: view)
    }

    /// Sets the translation (apps set it to zero after applying it to their view).
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view whose coordinates it is in (nil: the window's).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let here = location(in: nil), vector = convertVector(translation, from: view)
        origin = CGPoint(x: here.x - vector.x, y: here.y - vector.y)
    }

    /// How fast the fingers move, in points per second in a view's coordinates (nil: the
    /// window's).
    /// - Parameter view: The view.
    /// - Returns: The velocity.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let recent = samples.dropLast()
        guard let first = recent.first(where: { $0.time >= last.time - Self.velocityWindow }) ?? recent.last,
              last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        return convertVector(CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt), to: view)
    }

    /// Notes where the fingers went down (a new finger does not move the translation).
    /// - Parameters:
    ///   - touches: The new touches.
    ///   - event: Their event.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        followCentroid()
        if start == nil { start = location(in: nil) }
        sample(event.timestamp)
    }

    /// Begins past the hysteresis, then reports each move.
    /// - Parameters:
    ///   - touches: The touches that moved.
    ///   - event: Their event.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        lastCentroid = location(in: nil)
        sample(event.timestamp)
        switch state {
        case .possible:
            let count = self.touches.count
            guard let start, count >= minimumNumberOfTouches, count <= maximumNumberOfTouches,
                  gestureDistance(location(in: nil), start) >= Self.hysteresis else { return }
            origin = location(in: nil)
            state = .began
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends when every finger lifted (fails if the pan had not begun).
    /// - Parameters:
    ///   - touches: The touches that lifted.
    ///   - event: Their event.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        guard self.touches.isEmpty else { followCentroid(); return }
        sample(event.timestamp)
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// Cancels the pan (fails it before it began).
    /// - Parameters:
    ///   - touches: The touches.
    ///   - event: Their event.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    override func timePassed(until time: TimeInterval) {
        if !touches.isEmpty { sample(time) }
    }

    /// A finger came or went: the centroid jumps, and the translation's origin with it.
    private func followCentroid() {
        let here = location(in: nil)
        if let lastCentroid {
            origin.x += here.x - lastCentroid.x
            origin.y += here.y - lastCentroid.y
            start = start.map { CGPoint(x: $0.x + here.x - lastCentroid.x, y: $0.y + here.y - lastCentroid.y) }
        }
        lastCentroid = here
    }

    private func sample(_ time: TimeInterval) {
        let point = location(in: nil)
        if let last = samples.last, last.time >= time { samples[samples.count - 1] = (last.time, point) } else { samples.append((time, point)) }
        samples.removeAll { $0.time < time - 1 }
    }

    /// Forgets the pan.
    open override func reset() {
        super.reset()
        start = nil
        origin = .zero
        samples = []
        lastCentroid = nil
    }
}
