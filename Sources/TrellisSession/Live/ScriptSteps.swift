import Foundation
import Trellis

/// How `--interact`'s steps act on a live preview: each names its target by what it shows, and
/// a target of the wrong kind or none at all is the step's located error.
extension LivePreview {
    /// Runs the script's steps in order; the first that cannot run (no such target, a target
    /// that does not take the action, an update that loops) is the error, with its place.
    /// `openURL` hears the URLs links leave to the system (a preview opens nothing: `--interact`
    /// says so on standard error).
    public func run(_ script: InteractionScript, openURL: (URL) -> Void = { _ in }) throws(InteractionScript.Failure) {
        for step in script.steps {
            defer {
                for url in graph.openedURLs { openURL(url) }
                graph.openedURLs = []
            }
            do {
                try run(step)
            } catch let error as InteractionScript.Failure {
                throw error
            } catch {
                throw InteractionScript.Failure(line: step.line, column: step.column, message: "\(error)")
            }
        }
    }

    private func run(_ step: InteractionScript.Step) throws {
        func fail(_ message: String) -> InteractionScript.Failure {
            InteractionScript.Failure(line: step.targetLine, column: step.targetColumn, message: message)
        }
        /// The view a step names, of a kind the step acts on.
        func target(_ name: String, _ verb: String, accepts: (InteractionKind) -> Bool) throws -> InteractiveView {
            let found = tree.interactiveViews(named: name)
            if let view = found.views.first(where: { accepts($0.kind) }) { return view }
            if let other = found.views.first { throw fail("'\(name)' is a \(other.kind.rawValue), which does not \(verb)") }
            throw fail(found.shown ? "'\(name)' does not \(verb): nothing there takes taps" : "no view shows '\(name)'")
        }
        switch step.action {
        case let .tap(.point(p)):
            guard try send(.tap(p)) else { throw fail("nothing at \(Self.format(p)) takes taps") }
        case let .tap(.named(name)):
            activate(try target(name, "take taps") { _ in true })
            try update()
        case let .doubleTap(place):
            let point: CGPoint
            switch place {
            case let .point(p): point = p
            case let .named(name):
                let frame = try target(name, "take taps") { _ in true }.frame
                point = CGPoint(x: frame.midX, y: frame.midY)
            }
            // Two presses and releases 0.15 s apart, as a person double-taps.
            for start in [0, 0.15] {
                guard try send(.press(point, time: start)) else { throw fail("nothing at \(Self.format(point)) takes taps") }
                _ = try send(.release(point, time: start + 0.05))
            }
        case let .toggle(name):
            activate(try target(name, "toggle") { $0.toggles })
            try update()
        case let .type(text, into: name?):
            try type(text, into: try target(name, "take typing") { $0.takesText })
        case let .type(text, into: nil):
            guard focused != nil else { throw fail("no text field has the focus; say which: type '\(text)' into 'Name'") }
            try send(.type(text))
        case let .press(key):
            guard try send(.key(key)) else {
                throw fail(key == .tab ? "there is no text field to move the focus to" : "no text field has the focus for '\(key.rawValue)'")
            }
        case .drag, .dragPoints, .longPress, .slide, .scroll, .pick:
            try runPointerStep(step)
        case let .wait(seconds):
            try wait(seconds)
        case let .increment(name), let .decrement(name):
            let stepper = try target(name, "step") { $0 == .stepper }
            let f = stepper.frame
            var up = true
            if case .decrement = step.action { up = false }
            let rightToLeft = session.environment.layoutDirection == .rightToLeft
            stepper.tap(at: CGPoint(x: (up != rightToLeft) ? f.maxX - f.width / 4 : f.minX + f.width / 4, y: f.midY))
            try update()
        }
    }

    static func format(_ p: CGPoint) -> String {
        func n(_ v: CGFloat) -> String { v == v.rounded() ? String(Int(v)) : String(format: "%g", Double(v)) }
        return "\(n(p.x)),\(n(p.y))"
    }
}
