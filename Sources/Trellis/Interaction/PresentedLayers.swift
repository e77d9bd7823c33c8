import Foundation

// The presentations over the screen. After the root view is resolved, the first presentation
// it asked for is drawn over it (the scrim, then the card), then the first one that presentation's
// content asked for, and so on: one node holds the presenting view and each layer, and places
// each card by PresentationMetrics from the window and its safe area (a sheet's content gets a
// safe area of its own: the bottom inset only). Taps reach only the topmost layer: its scrim
// takes every tap the card does not.

/// One presented layer: what kind it is, how to dismiss it, and (for sheets) their traits.
struct PresentedLayer {
    /// A floating `card` is a compact date picker's calendar by its button (DatePickerPopover.swift).
    enum Kind { case sheet, cover, alert, dialog, card }
    let kind: Kind
    let traits: SheetTraits
    let dismiss: () -> Void
    /// For a card: the view it floats by.
    var anchor: Node? = nil
}

enum PresentedLayers {
    /// Presentations nested deeper are not drawn (a sheet that presents itself would recurse).
    static let maximumDepth = 8

    /// `base` with the presentations its resolution asked for over it (`base` itself when none).
    static func wrap(_ base: Node, _ ctx: ResolveContext) -> Node {
        var request = ctx.context.presentations.first
        ctx.context.presentations = []
        // What a live preview animates is what changed since its last update (PresentationTransitions.swift).
        let records = ctx.context.graph.presentations
        guard request != nil else {
            records.note([])
            return base
        }
        records.exist = true
        var layers: [PresentedLayer] = []
        var keys: [String] = []
        var nodes: [Node] = []
        while let r = request, layers.count < maximumDepth {
            let (layer, scrim, card) = build(r, index: layers.count, ctx)
            layers.append(layer)
            keys.append("\(layer.kind) \(r.context.identity.path)")
            nodes += [scrim, card]
            request = ctx.context.presentations.first
            ctx.context.presentations = []
        }
        records.note(keys)
        let presenting = ctx.makeNode("PresentingView", nodeBehavior(for: ZStackLayout()), children: [base])
        // Behind a sheet at its large detent the presenting screen (its background and the
        // view) scales back, on black (fact 3).
        let scales = layers[0].kind == .sheet && layers[0].traits.restsLarge
        let backdrop = scales ? ctx.nodes(of: Color.black) + ctx.identified("screen").nodes(of: Color.systemBackground) : []
        return ctx.makeNode("Presentation", PresentationHostBehavior(layers: layers, hasBackdrop: scales),
                            children: backdrop + [presenting] + nodes)
    }

    private static func build(_ r: PresentationRequest, index: Int, _ ctx: ResolveContext) -> (PresentedLayer, Node, Node) {
        var inner = r.context
        inner.environment.dismiss = DismissAction(action: PresentationDismissBox(r.dismiss))
        inner.environment.isInPresentation = true
        // The content closure reads the presenting view's environment (`@EnvironmentObject`).
        let presented = { EnvironmentValues.$current.withValue(r.context.environment) { r.content?() ?? AnyView(EmptyView()) } }
        let layer: PresentedLayer
        let card: Node
        switch r.style {
        case .sheet, .fullScreenCover:
            let cover: Bool
            if case .fullScreenCover = r.style { cover = true } else { cover = false }
            let contentNode = ResolvedTree.resolveContent(presented(), inner.identified("content"))
            let traits = SheetTraits.find(in: [contentNode])
            layer = PresentedLayer(kind: cover ? .cover : .sheet, traits: traits, dismiss: r.dismiss)
            card = inner.identified("card").nodes(of: cover ? AnyView(coverView(contentNode)) : AnyView(sheetView(contentNode, traits)))[0]
        case let .alert(content):
            layer = PresentedLayer(kind: .alert, traits: SheetTraits(), dismiss: r.dismiss)
            card = AlertCard.make(content, dialog: false, inner, dismiss: r.dismiss)
        case let .confirmationDialog(content):
            layer = PresentedLayer(kind: .dialog, traits: SheetTraits(), dismiss: r.dismiss)
            card = AlertCard.make(content, dialog: true, inner, dismiss: r.dismiss)
        case let .anchoredCard(anchor):
            let contentNode = ResolvedTree.resolveContent(presented(), inner.identified("content"))
            layer = PresentedLayer(kind: .card, traits: SheetTraits(), dismiss: r.dismiss, anchor: anchor)
            card = inner.identified("card").nodes(of: FloatingCard(content: contentNode))[0]
        }
        let dimming = layer.kind == .sheet ? PresentationMetrics.sheetDimming
            : layer.kind == .cover ? 0 : layer.kind == .card ? DatePopoverMetrics.dimming : PresentationMetrics.alertDimming
        let scrim = ctx.identified("scrim\(index)").nodes(of: Color.black.opacity(dimming))[0]
        // The scrim takes the taps the card leaves: nothing under a presentation takes taps,
        // and a tap on the dimmed area does nothing (iOS does not dismiss a sheet on it) but
        // closes a floating card (DatePickerPopover.swift, fact 4).
        let closes: ((CGPoint, CGRect) -> Void)? = layer.kind == .card ? { _, _ in r.dismiss() } : nil
        scrim.interactions.append(NodeInteraction(kind: .tapGesture, label: nil, identity: "presentation.scrim\(index)", tap: closes))
        scrim.hasContentShape = true
        return (layer, scrim, card)
    }

    private static func sheetView(_ content: Node, _ traits: SheetTraits) -> some View {
        let m = PresentationMetrics.self
        let radius = traits.cornerRadius ?? m.sheetCornerRadius
        return ZStack(alignment: .top) {
            ResolvedNodeView(node: content).frame(maxWidth: .infinity, maxHeight: .infinity)
            if traits.showsDragIndicator {
                Capsule().fill(Color.tertiaryLabel)
                    .frame(width: m.dragIndicatorSize.width, height: m.dragIndicatorSize.height)
                    .padding(.top, m.dragIndicatorTop)
            }
        }
        .background {
            UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
                .fill(Color.systemBackground)
                .ignoresSafeArea(.container, edges: .bottom)
        }
    }

    private static func coverView(_ content: Node) -> some View {
        ResolvedNodeView(node: content).frame(maxWidth: .infinity, maxHeight: .infinity).background(Color.systemBackground)
    }
}

extension SheetTraits {
    /// Whether the sheet rests at its large detent (no detents, or large among them only).
    var restsLarge: Bool { detents == nil || detents == [.large] || detents?.isEmpty == true }
}

/// Lays out the presentation node: the presenting view as the root would be, then each layer's
/// scrim over the whole window and its card where iOS puts it (PresentationMetrics).
struct PresentationHostBehavior: NodeBehavior {
    let layers: [PresentedLayer]
    let hasBackdrop: Bool

    /// The presenting view's place among the children: after the black and the screen's background.
    var presentingIndex: Int { hasBackdrop ? 2 : 0 }
    private func presenting(_ node: Node) -> Node { node.children[presentingIndex] }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node) -> CGSize {
        let base = presenting(node).sizeThatFits(proposal)
        return CGSize(width: proposal.width ?? base.width, height: proposal.height ?? base.height)
    }

    func placeChildren(node: Node, bounds: CGRect, proposal: ProposedViewSize) {
        let m = PresentationMetrics.self
        let context = node.context
        let outer = context.safeAreaSpaces
        defer { context.safeAreaSpaces = outer }
        let window = outer.first?.bounds ?? bounds
        let insets = outer.first?.insets ?? EdgeInsets()
        let children = node.children
        let full = ProposedViewSize(window.size)
        let s = m.presentingScale
        // Scaled about the point that keeps the window's top edge at the safe area's top.
        let anchorY = window.minY + insets.top / (1 - s)
        func scaleBack(_ n: Node) {
            var drawing = n.drawing
            drawing.effects = []
            if hasBackdrop && n.frame.width > 0 && n.frame.height > 0 {
                let anchor = UnitPoint(x: (window.midX - n.frame.minX) / n.frame.width, y: (anchorY - n.frame.minY) / n.frame.height)
                drawing.effects = [.transform(rotation: .zero, scaleX: s, scaleY: s, anchor: anchor)]
            }
            n.drawing = drawing
        }
        if hasBackdrop {
            context.safeAreaSpaces = []
            children[0].place(at: window.origin, proposal: full)
            children[1].place(at: window.origin, proposal: full)
            scaleBack(children[1])
            var screen = children[1].drawing
            let radius = m.sheetCornerRadius
            screen.effects.append(.clip({ .roundedRectangle($0, cornerSize: CGSize(width: radius, height: radius), style: .continuous) }, FillStyle()))
            children[1].drawing = screen
            context.safeAreaSpaces = outer
        }
        // The presenting view where the root would be: centred in the safe area.
        let base = presenting(node)
        let fitting = base.sizeThatFits(proposal)
        base.place(at: CGPoint(x: bounds.minX + (bounds.width - fitting.width) / 2, y: bounds.minY + (bounds.height - fitting.height) / 2),
                   proposal: proposal)
        scaleBack(base)
        let available = CGSize(width: max(0, window.width - insets.horizontal), height: max(0, window.height - insets.vertical))
        for (i, layer) in layers.enumerated() {
            let base = presentingIndex + 1 + 2 * i
            let scrim = children[base], card = children[base + 1]
            context.safeAreaSpaces = []
            scrim.place(at: window.origin, proposal: full)
            switch layer.kind {
            case .sheet:
                var rect = Self.sheetFrame(window: window, insets: insets, traits: layer.traits)
                // The topmost sheet follows a drag down (SheetDragRecognizer.swift).
                if i == layers.count - 1 { rect.origin.y += max(0, context.graph.presentations.sheetDrag) }
                context.safeAreaSpaces = [SafeAreaSpace(bounds: rect, insets: EdgeInsets(top: 0, leading: insets.leading, bottom: insets.bottom,
                                                                                         trailing: insets.trailing), regions: .container)]
                card.place(at: CGPoint(x: rect.minX + insets.leading, y: rect.minY),
                           proposal: ProposedViewSize(width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.bottom)))
                // The content draws inside the card's rounded top corners (a grouped form's
                // background reaches into them otherwise), down into the bottom safe area.
                let radius = layer.traits.cornerRadius ?? m.sheetCornerRadius
                let shape = UnevenRoundedRectangle(topLeadingRadius: radius, topTrailingRadius: radius, style: .continuous)
                var drawing = card.drawing
                drawing.effects = [.clip({ r in
                    .path(shape.path(in: CGRect(x: r.minX - insets.leading, y: r.minY, width: r.width + insets.horizontal,
                                                height: r.height + insets.bottom)))
                }, FillStyle())]
                card.drawing = drawing
            case .cover:
                context.safeAreaSpaces = outer
                card.place(at: CGPoint(x: window.minX + insets.leading, y: window.minY + insets.top), proposal: ProposedViewSize(available))
            case .alert:
                let size = card.sizeThatFits(ProposedViewSize(width: m.alertWidth, height: nil))
                card.place(at: CGPoint(x: window.midX - size.width / 2, y: window.minY + insets.top + (available.height - size.height) / 2),
                           proposal: ProposedViewSize(width: m.alertWidth, height: nil))
            case .dialog:
                let proposal = ProposedViewSize(width: available.width, height: nil)
                let size = card.sizeThatFits(proposal)
                card.place(at: CGPoint(x: window.minX + insets.leading + (available.width - size.width) / 2,
                                       y: window.maxY - max(insets.bottom, m.dialogMargin) - size.height),
                           proposal: proposal)
            case .card:
                let size = card.sizeThatFits(.unspecified)
                let origin = DatePopoverMetrics.cardOrigin(size: size, anchor: layer.anchor?.frame, window: window, insets: insets)
                card.place(at: origin, proposal: .unspecified)
            }
        }
        recordPlacement(node: node, window: window, scaleAnchorY: anchorY)
    }

    /// A sheet's card: from its resting detent to the bottom of the window, the window's width.
    static func sheetFrame(window: CGRect, insets: EdgeInsets, traits: SheetTraits) -> CGRect {
        let large = window.height - insets.top - PresentationMetrics.sheetTopGap
        let height = traits.restingHeight(large: large, bottomInset: insets.bottom)
        return CGRect(x: window.minX, y: window.maxY - height, width: window.width, height: height)
    }
}
