import Foundation
import Trellis

/// How `--interact`'s pointer steps (`drag`, `long-press`, `slide`, `scroll`) press and move:
/// each becomes the events the window sends for the same hand movement, at set times, so that
/// a drag's velocity and a long press's duration come out the same on every run.
extension LivePreview {
    /// Moves of a scripted drag, and the time they take (a drag of 0.5 s, sampled every 50 ms).
    static let dragMoves = 10
    static let dragSeconds = 0.5

    func runPointerStep(_ step: InteractionScript.Step) throws {
        func fail(_ message: String) -> InteractionScript.Failure {
            InteractionScript.Failure(line: step.targetLine, column: step.targetColumn, message: message)
        }
        /// Where a step presses: a point, or the centre of the view that shows `name`.
        func place(_ target: InteractionScript.Target) throws -> (CGPoint, String) {
            switch target {
            case let .point(p): return (p, "nothing at \(Self.format(p))")
            case let .named(name):
                // The view itself, interactive or not: what takes the pointer there is checked next.
                guard let frame = tree.shownFrame(named: name) else { throw fail("no view shows '\(name)'") }
                return (CGPoint(x: frame.midX, y: frame.midY), "'\(name)'")
            }
        }
        switch step.action {
        case let .drag(target, by: offset):
            let (start, what) = try place(target)
            guard tree.pointerTargets(at: start).contains(where: { $0.recognizer?.followsDrags == true }) else {
                throw fail("\(what) does not drag: nothing there follows the pointer")
            }
            try drag(from: start, to: CGPoint(x: start.x + offset.width, y: start.y + offset.height))
        case let .dragPoints(from, to):
            // A presented sheet dragged down far enough is dismissed (PresentationInteraction.swift).
            if try send(.drag(from: from, to: to)) { return }
            guard tree.pointerTargets(at: from).contains(where: { $0.recognizer?.followsDrags == true }) else {
                throw fail("nothing at \(Self.format(from)) follows a drag")
            }
            try drag(from: from, to: to)
        case let .longPress(target, seconds):
            let (point, what) = try place(target)
            guard tree.pointerTargets(at: point).contains(where: { $0.recognizer?.followsHolds == true }) else {
                throw fail("\(what) does not take a long press")
            }
            _ = try send(.press(point, time: 0))
            _ = try send(.move(point, time: seconds))
            _ = try send(.release(point, time: seconds))
        case let .slide(name, fraction):
            let found = tree.interactiveViews(named: name)
            guard let slider = found.views.first(where: { $0.kind == .slider }) else {
                if let other = found.views.first { throw fail("'\(name)' is a \(other.kind.rawValue), which does not slide") }
                throw fail(found.shown ? "'\(name)' does not slide: it is not a slider" : "no view shows '\(name)'")
            }
            guard let thumb = slider.sliderThumb(), let end = slider.sliderThumb(at: fraction) else { return }
            try drag(from: thumb, to: end)
        case let .scroll(name, by: offset):
            let (point, what) = try place(.named(name))
            guard tree.pointerTargets(at: point).contains(where: \.scrolls) else {
                throw fail("\(what) is not in a scroll view")
            }
            // The content follows the pointer: moving it up scrolls down.
            try drag(from: point, to: CGPoint(x: point.x - offset.width, y: point.y - offset.height))
        case let .pick(item, menu):
            let found = tree.interactiveViews(named: menu)
            guard let control = found.views.first(where: { $0.kind == .menu }) else {
                if let other = found.views.first { throw fail("'\(menu)' is a \(other.kind.rawValue), which does not open a menu") }
                throw fail(found.shown ? "'\(menu)' does not open a menu" : "no view shows '\(menu)'")
            }
            activate(control)
            try update()
            // The open menu's rows are buttons; the control itself may show the same text.
            guard let row = tree.interactiveViews(named: item).views.first(where: { $0.kind == .button }) else {
                control.tap()
                try update()
                throw fail("'\(menu)' has no item '\(item)'")
            }
            activate(row)
            try update()
        default:
            break
        }
    }

    /// A press at `start`, `dragMoves` even moves to `end` over `dragSeconds`, a release there.
    func drag(from start: CGPoint, to end: CGPoint) throws(LiveError) {
        _ = try send(.press(start, time: 0))
        for i in 1...Self.dragMoves {
            let f = Double(i) / Double(Self.dragMoves)
            let p = CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)
            _ = try send(.move(p, time: Self.dragSeconds * f))
        }
        _ = try send(.release(end, time: Self.dragSeconds))
    }
}
