import Foundation

// An alert's and a confirmation dialog's card (PresentationMetrics facts 4 and 5): the actions
// are resolved with the alert's look for their labels (a cancel button bold, a destructive one
// red), then arranged as iOS arranges them; a tap on any of them runs its action and dismisses.

enum AlertCard {
    /// The card's node, resolved in `ctx`; `dismiss` ends the presentation.
    static func make(_ content: AlertContent, dialog: Bool, _ ctx: ResolveContext, dismiss: @escaping () -> Void) -> Node {
        var buttons = resolveButtons(content.actions ?? AnyView(EmptyView()), dialog: dialog, ctx.identified("actions"))
        if buttons.isEmpty && !dialog {
            buttons = resolveButtons(AnyView(Button(String("OK"), action: {})), dialog: false, ctx.identified("ok"))
        }
        if dialog && !buttons.contains(where: { $0.role == .cancel }) {
            buttons += resolveButtons(AnyView(Button(String("Cancel"), role: .cancel, action: {})), dialog: true, ctx.identified("cancel"))
        }
        for button in buttons { dismissing(button.node, dismiss) }
        let hairline = 1 / max(ctx.environment.displayScale, 1)
        let view = dialog ? dialogView(content, buttons, hairline) : alertView(content, buttons, hairline)
        let nodes = ctx.identified("card").nodes(of: view)
        return nodes.count == 1 ? nodes[0] : ctx.makeNode("VStack", nodeBehavior(for: VStackLayout()), children: nodes)
    }

    struct ResolvedButton {
        let node: Node
        let role: ButtonRole?
    }

    /// The actions' views, each with the role its button has (nil for views that are no buttons).
    private static func resolveButtons(_ actions: AnyView, dialog: Bool, _ ctx: ResolveContext) -> [ResolvedButton] {
        final class Roles { var list: [ButtonRole?] = [] }
        let roles = Roles()
        var inner = ctx.inside(orientation: nil)
        inner.environment.customButtonStyle = CustomButtonStyle { label, role, _ in
            roles.list.append(role)
            return AnyView(ButtonLabel(label: label, role: role, dialog: dialog))
        }
        let nodes = inner.nodes(of: actions)
        return nodes.enumerated().map { i, n in ResolvedButton(node: n, role: nodes.count == roles.list.count ? roles.list[i] : nil) }
    }

    /// Every tap action inside `node` runs, then dismisses the presentation.
    private static func dismissing(_ node: Node, _ dismiss: @escaping () -> Void) {
        var stack = [node]
        while let n = stack.popLast() {
            n.interactions = n.interactions.map { i in
                guard i.kind == .button || i.kind == .tapGesture, let tap = i.tap else { return i }
                return NodeInteraction(kind: i.kind, label: i.label, identity: i.identity) { p, f in
                    tap(p, f)
                    dismiss()
                }
            }
            stack.append(contentsOf: n.children)
        }
    }

    /// A button's label as an alert or a dialog draws it: the full width, a fixed height.
    nonisolated struct ButtonLabel: View {
        let label: AnyView
        let role: ButtonRole?
        let dialog: Bool
        var body: some View {
            let m = PresentationMetrics.self
            label
                .font(.system(size: dialog ? m.dialogButtonSize : m.alertTitleSize, weight: role == .cancel ? .semibold : .regular))
                .foregroundStyle(role == .destructive ? Color.red : Color.accentColor)
                .lineLimit(1)
                .frame(maxWidth: .infinity)
                .frame(height: dialog ? m.dialogButtonHeight : m.alertButtonHeight)
                .contentShape(Rectangle())
        }
    }

    /// The card's colour: the alert's light grey or dark grey (its material, without the blur).
    static let cardColor = Color(light: Color.Resolved(bytes: 242, 242, 242), dark: Color.Resolved(bytes: 44, 44, 46))
    /// A dialog's Cancel card: white, or a lighter dark grey.
    static let cancelColor = Color(light: Color.Resolved(bytes: 255, 255, 255), dark: Color.Resolved(bytes: 58, 58, 60))

    private static func line(_ thickness: CGFloat, vertical: Bool = false) -> some View {
        Rectangle().fill(Color.separator).frame(width: vertical ? thickness : nil, height: vertical ? nil : thickness)
    }

    private static func alertView(_ content: AlertContent, _ buttons: [ResolvedButton], _ hairline: CGFloat) -> AnyView {
        let m = PresentationMetrics.self
        // Two buttons side by side, Cancel on the left; three or more stacked, Cancel last.
        let cancel = buttons.filter { $0.role == .cancel }, others = buttons.filter { $0.role != .cancel }
        let ordered = buttons.count == 2 ? cancel + others : others + cancel
        let row: AnyView = ordered.count == 2
            ? AnyView(HStack(spacing: 0) {
                ResolvedNodeView(node: ordered[0].node)
                line(hairline, vertical: true)
                ResolvedNodeView(node: ordered[1].node)
            }.fixedSize(horizontal: false, vertical: true))
            : AnyView(VStack(spacing: 0) {
                ForEach(0..<ordered.count, id: \.self) { i in
                    if i > 0 { line(hairline) }
                    ResolvedNodeView(node: ordered[i].node)
                }
            })
        return AnyView(VStack(spacing: 0) {
            VStack(spacing: m.alertTextSpacing) {
                if let title = content.title { title.font(.system(size: m.alertTitleSize, weight: .semibold)) }
                if let message = content.message { message.font(.system(size: m.alertMessageSize)) }
            }
            .multilineTextAlignment(.center)
            .padding(.horizontal, m.alertSideInset)
            .padding(.top, m.alertTopInset)
            .padding(.bottom, m.alertBottomInset)
            .frame(maxWidth: .infinity)
            line(hairline)
            row
        }
        .frame(width: m.alertWidth)
        .background(RoundedRectangle(cornerRadius: m.alertCornerRadius, style: .continuous).fill(cardColor)))
    }

    private static func dialogView(_ content: AlertContent, _ buttons: [ResolvedButton], _ hairline: CGFloat) -> AnyView {
        let m = PresentationMetrics.self
        let cancel = buttons.first { $0.role == .cancel }
        let others = buttons.filter { $0.node !== cancel?.node }
        let header = content.showsTitle && content.title != nil || content.message != nil
        return AnyView(VStack(spacing: m.dialogMargin) {
            VStack(spacing: 0) {
                if header {
                    VStack(spacing: m.alertTextSpacing) {
                        if content.showsTitle, let title = content.title { title.font(.system(size: m.alertMessageSize, weight: .semibold)) }
                        if let message = content.message { message.font(.system(size: m.alertMessageSize)) }
                    }
                    .foregroundStyle(.secondary)
                    .multilineTextAlignment(.center)
                    .padding(.vertical, m.dialogHeaderInset)
                    .padding(.horizontal, m.alertSideInset)
                    .frame(maxWidth: .infinity)
                }
                ForEach(0..<others.count, id: \.self) { i in
                    if i > 0 || header { line(hairline) }
                    ResolvedNodeView(node: others[i].node)
                }
            }
            .background(RoundedRectangle(cornerRadius: m.dialogCornerRadius, style: .continuous).fill(cardColor))
            if let cancel {
                ResolvedNodeView(node: cancel.node)
                    .background(RoundedRectangle(cornerRadius: m.dialogCornerRadius, style: .continuous).fill(cancelColor))
            }
        }
        .padding(.horizontal, m.dialogMargin))
    }
}
