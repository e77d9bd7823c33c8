import Foundation

/// A view of the placed tree that takes taps or typing, as a live preview finds it: under a
/// point (`ResolvedTree.interactiveView(at:)`) or by what it shows (`interactiveViews(named:)`).
/// Its actions are the closures the view was resolved with; they run in this process.
public struct InteractiveView {
    let interaction: NodeInteraction
    /// What the view is: a button, a toggle, a text field, …
    public var kind: InteractionKind { interaction.kind }
    /// The view's frame in window coordinates.
    public let frame: CGRect
    /// The view's identity in the view graph (a text field keeps its focus by it).
    public var identity: String { interaction.identity }
    /// A text field's title (its placeholder), an accessibility label.
    public var label: String? { interaction.label }

    /// Performs a tap at `point` (window coordinates; the frame's centre when nil).
    public func tap(at point: CGPoint? = nil) {
        interaction.tap?(point ?? CGPoint(x: frame.midX, y: frame.midY), frame)
    }

    /// A text field's text now (nil for other views).
    public var text: String? { interaction.text?.wrappedValue }

    /// Sets a text field's text (typing, backspace); ignored by other views.
    public func setText(_ text: String) { interaction.text?.wrappedValue = text }

    /// Sets the `@FocusState` a text field is bound to (the session moved the focus to or from it).
    public func setFocused(_ focused: Bool) { interaction.focusLink?.setFocused(focused) }

    /// Runs the `onSubmit` actions around a text field (Enter), innermost first.
    public func submit() { for action in interaction.submit { action() } }

    /// For a focused text field: the character boundary nearest to `point` (window coordinates),
    /// measured where its text was drawn; nil when the field has not been laid out focused.
    public func caretOffset(nearest point: CGPoint) -> Int? { interaction.caretMap?.offset(nearest: point) }

    /// For a focused text field: the boundary `lines` drawn lines above (negative) or below
    /// `offset`, nearest to its x (the start or the end past the first or last line); nil when
    /// the field has not been laid out focused.
    public func caretOffset(from offset: Int, movingLines lines: Int) -> Int? {
        interaction.caretMap?.offset(from: offset, movingLines: lines)
    }
}

extension ResolvedTree {
    /// The interactive view a tap at `point` (window coordinates) reaches: the topmost one, as
    /// drawn (later siblings and higher `zIndex` over earlier ones), the deepest first. Views
    /// under `allowsHitTesting(false)` and hidden views take no taps, disabled controls carry no
    /// action; a tap gesture takes taps where its content draws, or anywhere in its frame with a
    /// `contentShape`; a control takes them anywhere in its frame.
    public func interactiveView(at point: CGPoint) -> InteractiveView? {
        Self.hit(root, point).map { InteractiveView(interaction: $0.1, frame: $0.0.frame) }
    }

    private static func hit(_ node: Node, _ point: CGPoint) -> (Node, NodeInteraction)? {
        if node.refusesHitTesting || node.drawing.hidden { return nil }
        for (_, child) in DisplayListBuilder.paintOrder(node, node.behavior.childPainting).reversed() {
            if let found = hit(child, point) { return found }
        }
        guard let interaction = node.interactions.last, node.frame.contains(point) else { return nil }
        if interaction.kind.needsContent, !node.hasContentShape, !draws(node, at: point) { return nil }
        return (node, interaction)
    }

    /// Whether the node or a view inside it draws something at `point`.
    static func drawsContent(_ node: Node, at point: CGPoint) -> Bool { draws(node, at: point) }

    private static func draws(_ node: Node, at point: CGPoint) -> Bool {
        if node.drawing.hidden || !node.frame.contains(point) && node.children.isEmpty { return false }
        if node.frame.contains(point), DisplayListBuilder.ownContent(node) != nil { return true }
        return node.children.contains { draws($0, at: point) }
    }

    /// The interactive views that show `name` (a text inside them), are labelled `name` (an
    /// accessibility label, a text field's title) or are the nearest interactive view around
    /// such a text; in tree order. `shown` tells whether anything shows `name` at all.
    public func interactiveViews(named name: String) -> (views: [InteractiveView], shown: Bool) {
        var found: [InteractiveView] = []
        var seen = Set<ObjectIdentifier>()
        var shown = false
        // Under a presentation only its topmost layer takes taps (PresentedLayers.swift).
        var stack = [topmostLayer]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            guard node.isPlaced, !node.drawing.hidden, Self.names(node, name) else { continue }
            shown = true
            guard let (n, interaction) = Self.acting(for: node), !Self.refuses(n) else { continue }
            if seen.insert(ObjectIdentifier(interaction)).inserted {
                found.append(InteractiveView(interaction: interaction, frame: n.frame))
            }
        }
        return (found, shown)
    }

    /// The node that acts for a view showing a name: the view itself or the nearest one around
    /// it that takes taps; for a stepper's label, the stepper's buttons beside it (a slider's track alike).
    private static func acting(for node: Node) -> (Node, NodeInteraction)? {
        var around: Node? = node
        while let n = around {
            if let interaction = n.interactions.last { return (n, interaction) }
            if n.type == "Stepper" || n.type == "Slider" {
                var stack = [n]
                while let inner = stack.popLast() {
                    if let interaction = inner.interactions.last { return (inner, interaction) }
                    stack.append(contentsOf: inner.children.reversed())
                }
            }
            around = n.parent
        }
        return nil
    }

    static func names(_ node: Node, _ name: String) -> Bool {
        if node.accessibilityLabel == name { return true }
        if node.interactions.contains(where: { $0.label == name }) { return true }
        if let text = node.behavior as? TextBehavior {
            let shown = text.request.runs.map(\.string).joined()
            return shown == name || spaced(shown) == spaced(name)
        }
        return false
    }

    /// `text` with its no-break spaces as spaces: Foundation writes "9:41 AM" with a narrow
    /// no-break space, which a script names with a space.
    private static func spaced(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 }))
    }

    /// Whether a view or one around it refuses hit testing.
    private static func refuses(_ node: Node) -> Bool {
        var n: Node? = node
        while let current = n {
            if current.refusesHitTesting { return true }
            n = current.parent
        }
        return false
    }

    /// The text fields (and secure fields), in tree order: Tab moves the focus along them.
    public var textFields: [InteractiveView] {
        var fields: [InteractiveView] = []
        var stack = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children.reversed())
            if node.isPlaced, let i = node.interactions.last, i.kind.takesText {
                fields.append(InteractiveView(interaction: i, frame: node.frame))
            }
        }
        return fields
    }
}

extension ResolvedTree {
    /// The texts the placed tree shows, in tree order (what a test of a live preview reads).
    public func shownTexts() -> [String] {
        var texts: [String] = []
        collectTexts(root, into: &texts)
        return texts
    }

    /// The text shown by the view with `.id(id)`, its texts joined by spaces (nil: no such view).
    public func shownText(id: String) -> String? {
        var stack = [root]
        while let node = stack.popLast() {
            if node.id == id {
                var texts: [String] = []
                collectTexts(node, into: &texts)
                return texts.joined(separator: " ")
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return nil
    }

    private func collectTexts(_ top: Node, into texts: inout [String]) {
        var stack = [top]
        while let node = stack.popLast() {
            if node.drawing.hidden { continue }
            if let text = node.behavior as? TextBehavior { texts.append(text.request.runs.map(\.string).joined()) }
            stack.append(contentsOf: node.children.reversed())
        }
    }
}
