import Foundation
import Trellis

/// One press of a live preview, from `.press` to `.release`: the views it reached and who owns
/// it. SwiftUI's rules, as far as Trellis follows them:
/// - The views under the press are ranked: `highPriorityGesture`s first (outermost first),
///   then the controls, gestures and scroll views innermost first; `simultaneousGesture`s run
///   beside them and never block nor are blocked.
/// - The first recognizer that becomes active as the pointer moves (a drag past its minimum
///   distance, a slider's thumb at the press, a scroll view) owns the press: the others are
///   cancelled (their `@GestureState`s reset) and no tap follows. A long press that is
///   recognized ends the press for the others alike.
/// - A release that nothing owns is a tap for the first view ranked that takes taps: a tap
///   gesture (within 10 points of the press) or a control, when the release is inside it.
/// - A `Button` shows its pressed look from the press until the press ends or is taken.
final class PointerSession {
    let start: PointerSample
    /// The ranked views (those that may own the press) and those that run beside them.
    let ranked: [PointerTarget]
    let simultaneous: [PointerTarget]
    var owner: PointerRecognizer?
    /// A discrete gesture (a long press) was recognized: the release taps nothing.
    var consumed = false

    init(start: PointerSample, targets: [PointerTarget]) {
        self.start = start
        let high = targets.filter { $0.priority == .high }
        ranked = high.reversed() + targets.filter { $0.priority == .normal }
        simultaneous = targets.filter { $0.priority == .simultaneous }
    }

    /// Cancels every ranked recognizer but `keeper` (which now owns the press).
    func claim(for keeper: PointerRecognizer) {
        for target in ranked where target.recognizer !== keeper { target.recognizer?.cancel() }
    }
}

extension LivePreview {
    /// `.press`: finds what the press reaches and starts its recognizers; false when nothing
    /// under the point takes the pointer.
    func pointerDown(at point: CGPoint, time: Double) throws(LiveError) -> Bool {
        if let stale = pointer { cancel(stale) }
        let targets = tree.pointerTargets(at: point) { [unowned self] in self.tree }
        guard !targets.isEmpty else { return false }
        let sample = PointerSample(point, time: time)
        let session = PointerSession(start: sample, targets: targets)
        pointer = session
        for target in session.simultaneous { target.recognizer?.press(sample) }
        for target in session.ranked {
            guard let recognizer = target.recognizer else { continue }
            recognizer.press(sample)
            if take(recognizer, in: session) { break }
        }
        if session.owner == nil && !session.consumed, let tapped = session.ranked.first(where: \.takesTaps),
           let view = tapped.view, tapped.recognizer == nil, view.kind == .button {
            graph.pressedControl = view.identity
        }
        try update()
        return true
    }

    /// `.move`: the owner follows the pointer; while nobody owns the press, each ranked
    /// recognizer in turn may take it. False when no press is in progress (the pointer hovers).
    func pointerMoved(to point: CGPoint, time: Double) throws(LiveError) -> Bool {
        guard let session = pointer else { return false }
        let pressed = graph.pressedControl
        let sample = PointerSample(point, time: time)
        for target in session.simultaneous { target.recognizer?.move(sample) }
        if let owner = session.owner {
            owner.move(sample)
        } else if !session.consumed {
            for target in session.ranked {
                guard let recognizer = target.recognizer else { continue }
                recognizer.move(sample)
                if take(recognizer, in: session) { break }
            }
        }
        // Most moves change no state (a scroll view moved itself): the bodies stay as they are.
        if graph.hasChanges || graph.pressedControl != pressed { try update() }
        return true
    }

    /// `.release`: the owner ends; without one, the first view ranked that takes taps gets the
    /// tap. False when no press is in progress.
    func pointerUp(at point: CGPoint, time: Double) throws(LiveError) -> Bool {
        guard let session = pointer else { return false }
        pointer = nil
        graph.pressedControl = nil
        let sample = PointerSample(point, time: time)
        for target in session.simultaneous { target.recognizer?.release(sample) }
        if let owner = session.owner {
            owner.release(sample)
        } else if !session.consumed {
            let tapper = session.ranked.firstIndex(where: \.takesTaps)
            // The others end first: a long press held long enough takes the release.
            for (index, target) in session.ranked.enumerated() where index != tapper {
                guard let recognizer = target.recognizer else { continue }
                recognizer.release(sample)
                if recognizer.phase == .recognized { session.consumed = true }
            }
            if let tapper, !session.consumed {
                let target = session.ranked[tapper]
                if let recognizer = target.recognizer {
                    recognizer.release(sample)
                } else if let view = target.view, view.frame.contains(point) {
                    activate(view, at: point, time: time)
                }
            }
        }
        try update()
        return true
    }

    /// Whether `recognizer` took the press (it became active or recognized its gesture).
    private func take(_ recognizer: PointerRecognizer, in session: PointerSession) -> Bool {
        switch recognizer.phase {
        case .active: session.owner = recognizer
        case .recognized: session.consumed = true
        case .possible, .failed: return false
        }
        session.claim(for: recognizer)
        graph.pressedControl = nil
        return true
    }

    /// Ends a press whose release never came (a new press began): everything is cancelled.
    private func cancel(_ session: PointerSession) {
        for target in session.ranked + session.simultaneous { target.recognizer?.cancel() }
        graph.pressedControl = nil
        pointer = nil
    }
}
