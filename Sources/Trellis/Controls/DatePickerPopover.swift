import Foundation

// A compact date picker's popover in a live preview — facts, sources, and Trellis's choices:
// 1. Tapping the date button of a compact `DatePicker` shows the inline calendar (the graphical
//    style's drawing, DatePicker.swift fact 5) in a card floating over the dimmed screen; tapping
//    the time button shows the time's wheels (fact 3) alike (UIDatePickerStyle.compact: "a
//    compact, label-like button that presents a date or time picker in a modal view"). The
//    picker's label opens the calendar too in Trellis (iOS does nothing on it), so that
//    `--interact` can name the picker by its label: `tap 'Date'`.
// 2. Tapping a day sets the bound date to that day, the time of day kept; the card stays open,
//    as iOS 17's does (the user may pick again, or change the month). The chevrons show the
//    previous and next month without changing the date; a day then picked is in the month shown.
// 3. The card: the calendar 320 pt wide (its ideal width) inside 12 pt of padding, on the system
//    background with 13-pt continuous corners and a soft shadow, over black at 0.2. It is centred
//    across the window and sits 8 pt below the picker, or above it when there is no room below,
//    at least 16 pt inside the safe area; centred when neither fits. Every number here is an
//    estimate from iOS 17 screenshots (UIKit does not publish them), as is the choice of edge.
// 4. A tap outside the card (on the dim) closes it; a tap on the card off its days does nothing.

/// The metrics of the facts above (estimates, fact 3).
enum DatePopoverMetrics {
    static let contentWidth: CGFloat = DatePickerMetrics.calendarIdealWidth
    static let padding: CGFloat = 12
    static let cornerRadius: CGFloat = 13
    static let gap: CGFloat = 8
    static let margin: CGFloat = 16
    static let dimming = 0.2

    /// Where a card of `size` goes by the view at `anchor` (window coordinates), fact 3.
    static func cardOrigin(size: CGSize, anchor: CGRect?, window: CGRect, insets: EdgeInsets) -> CGPoint {
        let top = window.minY + insets.top + margin, bottom = window.maxY - insets.bottom - margin
        let x = max(window.minX + insets.leading, window.midX - size.width / 2)
        let centred = max(top, (top + bottom - size.height) / 2)
        guard let anchor else { return CGPoint(x: x, y: centred) }
        if anchor.maxY + gap + size.height <= bottom { return CGPoint(x: x, y: anchor.maxY + gap) }
        if anchor.minY - gap - size.height >= top { return CGPoint(x: x, y: anchor.minY - gap - size.height) }
        return CGPoint(x: x, y: centred)
    }
}

/// The floating card (fact 3) around a presented content already resolved.
nonisolated struct FloatingCard: View {
    let content: Node

    var body: some View {
        let m = DatePopoverMetrics.self
        ResolvedNodeView(node: content)
            .frame(width: m.contentWidth)
            .padding(m.padding)
            .background(RoundedRectangle(cornerRadius: m.cornerRadius, style: .continuous).fill(Color.systemBackground)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 20, y: 4))
    }
}

/// A part of a compact date picker: what its button shows and opens.
enum DatePickerPart: Int { case date = 1, time = 2 }

extension DatePicker {
    /// The parts the compact style shows, in the order of its buttons (fact 1 of DatePicker.swift).
    var compactParts: [DatePickerPart] {
        var parts: [DatePickerPart] = []
        if components.contains(.date) { parts.append(.date) }
        if !components.isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond]) { parts.append(.time) }
        return parts
    }

    /// What a tap on the button of `part` does: opens its card on the selection's month (nil: no part).
    static func opening(_ part: DatePickerPart?, open: Binding<Int>, month: Binding<Int>) -> (() -> Void)? {
        guard let part else { return nil }
        return {
            month.wrappedValue = 0
            open.wrappedValue = part.rawValue
        }
    }

    /// While `open` names a part, asks for its card by `anchor` (facts 1 and 4).
    func presentPopover(_ open: Binding<Int>, month: Binding<Int>, anchor: Node, _ ctx: ResolveContext) {
        guard let part = DatePickerPart(rawValue: open.wrappedValue) else { return }
        let selection = self.selection, components = self.components, timeZone = ctx.environment.timeZone
        let content: () -> AnyView = {
            switch part {
            case .date:
                return AnyView(Self.calendar(selection, month: month, timeZone: timeZone))
            case .time:
                return AnyView(DateWheel(columns: DateWheel.columns(selection.wrappedValue, components.subtracting(.date), timeZone: timeZone)))
            }
        }
        ctx.context.presentations.append(PresentationRequest(style: .anchoredCard(anchor: anchor), content: content,
                                                             dismiss: { open.wrappedValue = 0 }, context: ctx.presentingContext))
    }

    /// The calendar of the month `month` months from the selection's, whose days pick (fact 2).
    static func calendar(_ selection: Binding<Date>, month: Binding<Int>, timeZone: TimeZone) -> GraphicalCalendar {
        let date = selection.wrappedValue, shift = month.wrappedValue
        let shown = Self.firstOfMonth(date, shiftedBy: shift, timeZone: timeZone) ?? date
        return GraphicalCalendar(month: CalendarMonth(containing: shown, selected: [date], timeZone: timeZone), time: nil,
                                 pick: { day in
                                     guard let picked = Self.date(selection.wrappedValue, toDay: day, monthsLater: shift, timeZone: timeZone) else { return }
                                     selection.wrappedValue = picked
                                     month.wrappedValue = 0
                                 },
                                 step: { month.wrappedValue = shift + $0 })
    }

    /// The first moment of the month `months` after `date`'s.
    static func firstOfMonth(_ date: Date, shiftedBy months: Int, timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) else { return nil }
        return calendar.date(byAdding: .month, value: months, to: first)
    }

    /// `date` moved to `day` of the month `months` after its own, its time of day kept.
    static func date(_ date: Date, toDay day: Int, monthsLater months: Int, timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard let month = firstOfMonth(date, shiftedBy: months, timeZone: timeZone) else { return nil }
        var c = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let m = calendar.dateComponents([.year, .month], from: month)
        c.year = m.year
        c.month = m.month
        c.day = day
        return calendar.date(from: c)
    }
}

/// A date picker's part that acts in a live preview (a compact button, a day, a month chevron):
/// the interaction goes on its nodes when there is an action, named `label` for `--interact`.
nonisolated struct PickerPartTap: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var label: String? = nil
    let action: (() -> Void)?

    func makeNodes(content: (ResolveContext, inout [Node]) -> Void, _ ctx: ResolveContext, into nodes: inout [Node]) {
        let start = nodes.count
        content(ctx, &nodes)
        guard let action, let interaction = ctx.interaction(.button, label: label, tap: { _, _ in action() }) else { return }
        for n in nodes[start...] { n.interactions.append(interaction) }
    }
}
