import Foundation

// A menu in a live preview — facts, sources, and Trellis's choices:
// 1. A `Menu`, and a `Picker` of the menu style, open their menu on a tap (UIButton's
//    `showsMenuAsPrimaryAction`, which SwiftUI's menus use on iOS 14+).
// 2. The open menu is iOS's context menu: a rounded list of the items just under the control,
//    250 pt wide, on the secondary grouped background with 13-pt corners and a soft shadow
//    (Trellis's choice of metrics: UIKit does not publish them; they match iOS 17's look).
//    Items are drawn in the label colour with 16-pt side and 11-pt vertical padding, a picker's
//    selected option with a checkmark before it.
// 3. Choosing an item runs its action (a picker option sets the selection) and closes the menu.

enum ContextMenuMetrics {
    static let width: CGFloat = 250
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 6
    static let horizontalPadding: CGFloat = 16
    static let verticalPadding: CGFloat = 11
}

/// The open menu's list (fact 2): `rows` one under another.
nonisolated struct ContextMenuList<Rows: View>: View {
    let rows: Rows

    var body: some View {
        VStack(alignment: .leading, spacing: 0) { rows }
            .buttonStyle(.plain)
            .foregroundStyle(Color.primary)
            .frame(width: ContextMenuMetrics.width, alignment: .leading)
            .background(RoundedRectangle(cornerRadius: ContextMenuMetrics.cornerRadius).fill(Color.secondarySystemBackground)
                .shadow(color: Color(white: 0, opacity: 0.2), radius: 16, y: 4))
    }
}

/// One row of the list: padded to the list's width.
nonisolated struct ContextMenuRow<Content: View>: View {
    let content: Content

    var body: some View {
        content
            .padding(.horizontal, ContextMenuMetrics.horizontalPadding)
            .padding(.vertical, ContextMenuMetrics.verticalPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
    }
}

private struct MenuDismissKey: EnvironmentKey { nonisolated(unsafe) static let defaultValue: (() -> Void)? = nil }

extension EnvironmentValues {
    /// Closes the open menu the view is in: a button inside runs it after its action (fact 3).
    var menuDismiss: (() -> Void)? {
        get { self[MenuDismissKey.self] }
        set { self[MenuDismissKey.self] = newValue }
    }
}

nonisolated extension View {
    /// The control with its menu drawn under it while `open` (fact 2), above what follows it.
    func contextMenu<Rows: View>(open: Bool, rows: () -> Rows) -> AnyView {
        guard open else { return AnyView(self) }
        let list = ContextMenuList(rows: rows())
        return AnyView(overlay(alignment: .topLeading) {
            GeometryReader { proxy in
                list
                    .fixedSize(horizontal: false, vertical: true)
                    .offset(y: proxy.size.height + ContextMenuMetrics.gap)
            }
        }
        .zIndex(1))
    }
}
