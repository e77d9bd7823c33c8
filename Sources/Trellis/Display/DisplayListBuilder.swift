import Foundation

extension ResolvedTree {
    /// What the laid-out tree draws, back to front (call after `layout(in:)`). Backgrounds draw
    /// before and overlays after the view they decorate; siblings draw in `zIndex` order (source
    /// order among equals); hidden views draw nothing.
    public func displayList() -> DisplayList {
        var items: [DisplayItem] = []
        DisplayListBuilder.append(root, path: "0", into: &items)
        return DisplayList(size: windowSize, colorScheme: environment.colorScheme,
                           backgroundColor: Color.systemBackground.resolve(in: environment), items: items)
    }
}

enum DisplayListBuilder {
    static func append(_ node: Node, path: String, into out: inout [DisplayItem]) {
        if node.drawing.hidden { return }
        let identity = node.id.map { "\(path)#\($0)" } ?? path
        let frame = node.frame
        // Most nodes draw straight into the list; one with effects or opacity, into its group.
        let grouped = !node.drawing.effects.isEmpty || node.drawing.opacity < 1
        var items: [DisplayItem] = []
        if !grouped { swap(&items, &out) }
        defer { if !grouped { swap(&items, &out) } }
        if let content = ownContent(node) {
            items.append(DisplayItem(identity: identity, frame: frame, content: content))
        }
        let painting = node.behavior.childPainting
        if painting == .masked, let content = node.children.first {
            // The view, drawn through its mask.
            var drawn: [DisplayItem] = [], mask: [DisplayItem] = []
            append(content, path: "\(path)/0", into: &drawn)
            for (index, child) in node.children.enumerated().dropFirst() { append(child, path: "\(path)/\(index)", into: &mask) }
            items.append(DisplayItem(identity: identity + "@mask", frame: frame,
                                     content: .group(DisplayGroup(effects: [.mask(mask)], children: drawn))))
        } else {
            let childPath = childPaths(of: node, at: path)
            if drawsInSourceOrder(node, painting) {
                // The common case, without the array `paintOrder` makes.
                for (index, child) in node.children.enumerated() { append(child, path: childPath(index), into: &items) }
            } else {
                for (index, child) in paintOrder(node, painting) { append(child, path: childPath(index), into: &items) }
            }
        }
        guard grouped else { return }
        let effects = node.drawing.effects.reversed().map { resolve($0, frame: frame, in: node.environment) }
        out.append(DisplayItem(identity: identity + "@group", frame: frame,
                               content: .group(DisplayGroup(opacity: node.drawing.opacity, effects: effects, children: items))))
    }

    /// The display path of `node`'s child at an index, `node` being at `path`: its index under the
    /// node's path, except around a presentation, whose presenting view draws at the host's own
    /// path (the screen's items keep their identities when it presents, so a presentation
    /// animates over it) and whose other children are named (PresentationTransitions.swift).
    /// Made once per node: the checks are the node's, not each child's.
    static func childPaths(of node: Node, at path: String) -> (Int) -> String {
        if let host = node.behavior as? PresentationHostBehavior { return { host.displayPath(ofChild: $0, under: path) } }
        if path.hasSuffix(PresentationHostBehavior.presentingSuffix), node.withParent({ $0?.behavior is PresentationHostBehavior }) {
            let hostPath = String(path.dropLast(PresentationHostBehavior.presentingSuffix.count))
            return { _ in hostPath }
        }
        return { "\(path)/\($0)" }
    }

    /// Whether `node`'s children draw in their own order (`paintOrder` would only number them).
    static func drawsInSourceOrder(_ node: Node, _ painting: ChildPainting) -> Bool {
        switch painting {
        case .primaryFirst: return true
        case .primaryLast: return false
        case .byZIndex, .masked: return !node.children.contains { $0.traits.zIndex != 0 }
        }
    }

    /// Children with their index, in drawing order.
    static func paintOrder(_ node: Node, _ painting: ChildPainting) -> [(Int, Node)] {
        var children = Array(node.children.enumerated())
        switch painting {
        case .primaryLast:
            // The primary view (child 0) draws over its background.
            if !children.isEmpty { children.append(children.removeFirst()) }
            return children
        case .primaryFirst:
            return children
        case .byZIndex, .masked:
            if !drawsInSourceOrder(node, painting) {
                // A stable sort: equal zIndex keeps source order.
                children = children.enumerated().sorted {
                    ($0.element.element.traits.zIndex, $0.offset) < ($1.element.element.traits.zIndex, $1.offset)
                }.map(\.element)
            }
            return children
        }
    }

    static func ownContent(_ node: Node) -> DisplayItem.Content? {
        let env = node.environment
        let frame = node.frame
        if let content = node.behavior.ownContent(node: node) { return content }
        switch node.drawing.content {
        case let .shape(s)?:
            return .shape(DisplayShapeDrawing(outline: s.outline(frame), fill: s.fill?.paint(in: env), fillStyle: s.fillStyle,
                                              stroke: s.stroke?.style.paint(in: env),
                                              strokeStyle: s.stroke?.stroke ?? StrokeStyle()))
        case let .image(i)?:
            return .image(DisplayImage(source: i.source, tint: i.tint?.paint(in: env), interpolation: i.interpolation,
                                       isAntialiased: i.isAntialiased))
        case nil:
            return nil
        }
    }

    static func displayText(_ text: TextBehavior, node: Node) -> DisplayText {
        let env = node.environment
        var alignment: CGFloat
        switch text.request.alignment {
        case .leading: alignment = 0
        case .center: alignment = 0.5
        case .trailing: alignment = 1
        }
        if env.layoutDirection == .rightToLeft { alignment = 1 - alignment }
        let runs = text.paints.map { DisplayText.Run(paint: $0.paint, underline: $0.underline, strikethrough: $0.strikethrough, image: $0.image) }
        return DisplayText(request: text.request, proposal: node.placedProposal, runs: runs, alignment: alignment,
                           result: text.layout(node.placedProposal, scale: env.displayScale))
    }

    /// An effect as drawn: geometry in window coordinates, colours in the node's environment.
    static func resolve(_ effect: DrawingEffect, frame: CGRect, in environment: EnvironmentValues) -> DisplayEffect {
        switch effect {
        case let .clip(outline, style):
            return .clip(outline(frame), eoFill: style.isEOFilled)
        case let .shadow(color, radius, x, y):
            return .shadow(color: color.resolve(in: environment), radius: radius, offset: CGSize(width: x, height: y))
        case let .blur(radius, opaque):
            return .blur(radius: radius, opaque: opaque)
        case let .transform(rotation, sx, sy, anchor):
            return .transform(rotation: rotation.radians, scaleX: sx, scaleY: sy,
                              anchor: CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height))
        case let .colorAdjustment(a):
            return .colorAdjustment(a)
        }
    }
}
