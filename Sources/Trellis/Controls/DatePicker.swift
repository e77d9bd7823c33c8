import Foundation

// iOS date and colour pickers at rest — facts, sources, and where Trellis had to choose:
// 1. DatePicker's automatic style on iOS is `.compact` (UIDatePickerStyle.compact, the default
//    since iOS 14): the label leading and, trailing, one button per displayed component — the
//    date ("Nov 25, 2026": the abbreviated date style) and the time ("9:41 AM": the short time
//    style) — each its text in the body font and label colour on a tertiarySystemFill rounded
//    rectangle, 8 pt apart. The buttons' padding (11 × 6) and 6-pt corners are Trellis's reading of
//    iOS 17/18 screenshots (UIKit does not publish them); they make a body-font button 34 pt tall.
// 2. Dates are formatted in the preview locale (en_US, as `Text(_:format:)` does) and in the
//    environment's time zone (`\.timeZone`, UTC unless set, so renders are the same on every
//    machine; SwiftUI uses the device's).
// 3. `.wheel` is UIDatePicker's wheels style: a UIPickerView (Picker.swift, fact 5: 216 pt
//    tall, a 34-pt band, 32-pt rows fading over three rows each way, title3 text), one column
//    per field — month, day and year for a date ("November 25 2025"); hour, minute and AM/PM
//    for a time; the day ("Tue Nov 25") then hour, minute and AM/PM for both — 16 pt apart,
//    centred. No label (Trellis's choice, as for the wheel picker).
// 5. `.graphical` is UIDatePicker's inline style (UIDatePickerStyle.inline: "a calendar month
//    view and, optionally, a time picker"): no label; a header row with the month and year
//    ("November 2026", headline, label colour) and a chevron.right in the tint colour at the
//    leading side, and the previous/next month chevrons (chevron.left, chevron.right, tint) at
//    the trailing side; a row of weekday abbreviations ("SUN" … "SAT", footnote semibold,
//    tertiary label colour, the calendar's first weekday first: Sunday in en_US); then the
//    month's days in six rows of seven columns (title3 numbers in the label colour, days of
//    other months left blank), the selected day on a circle of the tint colour at 12 % with its
//    number in the tint colour, semibold. With a time component a row below shows "Time" and
//    the time as the compact style's button. Sizes (Trellis's reading of iOS 17 screenshots of
//    the inline picker on a 390-pt iPhone): header 44 pt, weekday row 20 pt, day rows 44 pt,
//    the circle 40 pt across, the time row 44 pt; the columns share the width (320 pt when
//    proposed none). `MultiDatePicker` draws the same month with every selected day circled.
// 4. ColorPicker is UIColorWell beside its label: label leading, the well trailing. The well is
//    28 pt across (UIColorWell's intrinsic size, Trellis's reading of iOS 17): a ring of the hue
//    wheel (an angular gradient) 3 pt wide around the selected colour, inset 2.5 pt inside it.

/// The components a date picker shows.
public struct DatePickerComponents: OptionSet, Sendable, Hashable {
    /// The components' bits.
    public let rawValue: UInt
    /// Creates a set of components from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The hour and minute, shown in the short time style ("9:41 AM").
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year, shown in the abbreviated date style ("Nov 25, 2026").
    public static let date = DatePickerComponents(rawValue: 1 << 1)
    /// The hour, minute and second, shown in the standard time style ("9:41:07 AM").
    public static let hourMinuteAndSecond = DatePickerComponents(rawValue: 1 << 2)
}

/// A control for selecting an absolute date. Trellis draws the compact style at rest.
///
/// In the compact style the label sits at the leading edge and one rounded button per shown
/// component at the trailing edge, with a spacer between, so the picker takes the full proposed
/// width and the height of its tallest part (34 pt for body-font buttons). `.wheel` draws wheels
/// 216 pt tall and no label. Dates are formatted in en_US in the environment's `timeZone`, UTC
/// unless set (SwiftUI uses the device's).
public nonisolated struct DatePicker<Label: View>: View, PrimitiveView {
    /// A date picker is drawn from its label and buttons, not from a body.
    public typealias Body = Never
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents
    let label: Label
    let date: Date
    let components: DatePickerComponents
    /// Set by a live preview's popover and calendar (DatePickerPopover.swift).
    let selection: Binding<Date>

    /// Creates a date picker of the date in `selection`.
    /// - Parameters:
    ///   - selection: the date shown (its value at rest).
    ///   - displayedComponents: which of date and time to show; both by default.
    ///   - label: what the picker is for.
    public init(selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.label = label()
        self.date = selection.wrappedValue
        self.components = displayedComponents
        self.selection = selection
    }

    /// Creates a date picker limited to a closed range of dates (the range is not drawn at rest).
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker limited to dates from a start on (the range is not drawn at rest).
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// Creates a date picker limited to dates up to an end (the range is not drawn at rest).
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: Components = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The strings of the buttons (facts 1 and 2).
    static func buttonTitles(_ date: Date, _ components: DatePickerComponents, timeZone: TimeZone) -> [String] {
        var titles: [String] = []
        if components.contains(.date) {
            titles.append(date.formatted(Date.FormatStyle(date: .abbreviated, time: .omitted, locale: Text.previewLocale, timeZone: timeZone)))
        }
        if components.contains(.hourMinuteAndSecond) {
            titles.append(date.formatted(Date.FormatStyle(date: .omitted, time: .standard, locale: Text.previewLocale, timeZone: timeZone)))
        } else if components.contains(.hourAndMinute) {
            titles.append(date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: Text.previewLocale, timeZone: timeZone)))
        }
        return titles
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        if ctx.environment.datePickerStyle == .graphical {
            let time = components.isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond]) ? nil
                : Self.buttonTitles(date, components.subtracting(.date), timeZone: ctx.environment.timeZone).first
            // Live, its days pick and its chevrons change the month (DatePickerPopover.swift, fact 2).
            let shown = ctx.controlState("month", initial: 0)
            var calendar = Self.calendar(selection, month: shown, timeZone: ctx.environment.timeZone)
            if !(components.contains(.date) || time == nil) { calendar.month = nil }
            calendar.time = time
            ctx.resolve(ControlNode(name: "DatePicker", content: calendar), into: &nodes)
            return
        }
        if ctx.environment.datePickerStyle == .wheel {
            let wheel = DateWheel(columns: DateWheel.columns(date, components, timeZone: ctx.environment.timeZone))
            ctx.resolve(ControlNode(name: "DatePicker", content: wheel), into: &nodes)
            return
        }
        let titles = Self.buttonTitles(date, components, timeZone: ctx.environment.timeZone)
        // Live, each button opens its part's card (DatePickerPopover.swift): `open` is the part's
        // raw value, 0 when closed; `month` the calendar's month from the selection's.
        let open = ctx.controlState("popover", initial: 0)
        ctx.context.graph.presentations.exist = true
        let month = ctx.controlState("month", initial: 0)
        let parts = compactParts
        let buttons = HStack(spacing: DatePickerMetrics.buttonSpacing) {
            ForEach(titles.indices, id: \.self) { i in
                Text(verbatim: titles[i])
                    .lineLimit(1)
                    .padding(.horizontal, DatePickerMetrics.buttonPadding.width)
                    .padding(.vertical, DatePickerMetrics.buttonPadding.height)
                    .background(RoundedRectangle(cornerRadius: DatePickerMetrics.buttonRadius).fill(Color.tertiarySystemFill))
                    .modifier(PickerPartTap(action: Self.opening(parts.indices.contains(i) ? parts[i] : nil, open: open, month: month)))
            }
        }
        .foregroundStyle(Color.primary)
        let view = ctx.environment.labelsHidden ? AnyView(buttons) : AnyView(ControlValueRow(label: label, value: buttons))
        let opensFirst = Self.opening(parts.first, open: open, month: month)
        let opensCalendar = ctx.interaction(.button, label: (label as? any LabelText)?.labelString) { _, _ in opensFirst?() }
        let start = nodes.count
        ctx.resolve(ControlNode(name: "DatePicker", content: view, interaction: opensCalendar), into: &nodes)
        if let anchor = nodes[start...].first { presentPopover(open, month: month, anchor: anchor, ctx) }
    }
}

extension DatePicker where Label == Text {
    /// Creates a date picker labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker labelled by a text from a localized key, limited to a closed range.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker labelled by a verbatim string, limited to a closed range.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker labelled by a text from a localized key, limited to dates from a start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker labelled by a text from a localized key, limited to dates up to an end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// Creates a date picker labelled by a verbatim string, limited to dates from a start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// Creates a date picker labelled by a verbatim string, limited to dates up to an end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: Components = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// The metrics of the facts above.
enum DatePickerMetrics {
    static let buttonPadding = CGSize(width: 11, height: 6)
    static let buttonRadius: CGFloat = 6
    static let buttonSpacing: CGFloat = 8
    static let wellDiameter: CGFloat = 28
    static let wellRing: CGFloat = 3
    static let wellGap: CGFloat = 2.5
    static let calendarHeaderHeight: CGFloat = 44
    static let calendarWeekdayHeight: CGFloat = 20
    static let calendarRowHeight: CGFloat = 44
    static let calendarDayCircle: CGFloat = 40
    static let calendarIdealWidth: CGFloat = 320
    static let calendarTimeRowHeight: CGFloat = 44
}

/// `.datePickerStyle(_:)` (facts 1, 3 and 5).
///
/// A style of date picker. Trellis draws `.compact` (the automatic style on iOS), `.wheel` and
/// `.graphical`.
@MainActor @preconcurrency public protocol DatePickerStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// Makes the view from its configuration (a custom style is accepted: pickers draw in the automatic style).
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    /// What a style of this kind is given.
    typealias Configuration = DatePickerStyleConfiguration
}
enum BuiltInDatePickerStyle: Sendable, Hashable { case compact, wheel, graphical }
protocol BuiltInDatePickerStyleProviding { var kind: BuiltInDatePickerStyle { get } }

extension BuiltInDatePickerStyleProviding {
    /// A built-in style's body: the date picker of the configuration, drawn in this style.
    func builtInBody(_ configuration: DatePickerStyleConfiguration) -> some View {
        let range = (configuration.minimumDate ?? .distantPast)...(configuration.maximumDate ?? .distantFuture)
        return DatePicker(selection: configuration.$selection, in: range, displayedComponents: configuration.displayedComponents) {
            configuration.label
        }
        .environment(\.datePickerStyle, kind)
    }
}
/// The style a date picker takes when none is set: compact on iOS.
public nonisolated struct DefaultDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyleProviding {
    /// Creates the style that `.automatic` names.
    public init() {}
    var kind: BuiltInDatePickerStyle { .compact }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// Shows the date and time as buttons beside the label.
public nonisolated struct CompactDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyleProviding {
    /// Creates the style that `.compact` names.
    public init() {}
    var kind: BuiltInDatePickerStyle { .compact }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// A calendar month (and a time row when the time is shown), without the label (fact 5).
public nonisolated struct GraphicalDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyleProviding {
    /// Creates the style that `.graphical` names.
    public init() {}
    var kind: BuiltInDatePickerStyle { .graphical }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
/// Wheels for each field (month, day, year; hour, minute, AM/PM), 216 pt tall, without the label.
public nonisolated struct WheelDatePickerStyle: DatePickerStyle, BuiltInDatePickerStyleProviding {
    /// Creates the style that `.wheel` names.
    public init() {}
    var kind: BuiltInDatePickerStyle { .wheel }
    /// The built-in drawing of `configuration`.
    public func makeBody(configuration: Configuration) -> some View { builtInBody(configuration) }
}
nonisolated extension DatePickerStyle where Self == DefaultDatePickerStyle {
    /// The automatic date picker style: compact on iOS.
    public static var automatic: DefaultDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == CompactDatePickerStyle {
    /// The compact date picker style: buttons beside the label.
    public static var compact: CompactDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    /// The graphical date picker style: a calendar month.
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
nonisolated extension DatePickerStyle where Self == WheelDatePickerStyle {
    /// The wheel date picker style: spinning columns, without the label.
    public static var wheel: WheelDatePickerStyle { .init() }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = BuiltInDatePickerStyle.compact }

extension EnvironmentValues {
    var datePickerStyle: BuiltInDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the style of the date pickers inside.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, (style as? any BuiltInDatePickerStyleProviding)?.kind ?? .compact)
    }
}

/// The wheels of a date picker (fact 3).
nonisolated struct DateWheel: View {
    /// Per column, the 7 strings from three above the selection to three below ("" for none).
    let columns: [[String]]

    static func columns(_ date: Date, _ components: DatePickerComponents, timeZone: TimeZone) -> [[String]] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Text.previewLocale
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let offsets = -3...3
        func wrap(_ v: Int, _ lower: Int, _ count: Int) -> Int { ((v - lower) % count + count) % count + lower }
        var columns: [[String]] = []
        let hasTime = !components.isDisjoint(with: [.hourAndMinute, .hourMinuteAndSecond])
        if components.contains(.date) && hasTime {
            let style = Date.FormatStyle(locale: Text.previewLocale, timeZone: timeZone).weekday(.abbreviated).month(.abbreviated).day()
            columns.append(offsets.map { d in
                calendar.date(byAdding: .day, value: d, to: date).map { $0.formatted(style).replacingOccurrences(of: ",", with: "") } ?? ""
            })
        } else if components.contains(.date) {
            let months = calendar.monthSymbols
            let month = c.month ?? 1, day = c.day ?? 1, year = c.year ?? 2000
            let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 31
            columns.append(offsets.map { months[wrap(month - 1 + $0, 0, 12)] })
            columns.append(offsets.map { "\(wrap(day + $0, 1, days))" })
            columns.append(offsets.map { "\(year + $0)" })
        }
        if hasTime {
            let hour = c.hour ?? 0, minute = c.minute ?? 0
            let hour12 = (hour + 11) % 12 + 1
            columns.append(offsets.map { "\(wrap(hour12 + $0, 1, 12))" })
            columns.append(offsets.map { let m = wrap(minute + $0, 0, 60); return m < 10 ? "0\(m)" : "\(m)" })
            let isPM = hour >= 12
            columns.append(offsets.map { $0 == 0 ? (isPM ? "PM" : "AM") : ($0 == 1 && !isPM ? "PM" : ($0 == -1 && isPM ? "AM" : "")) })
        }
        return columns
    }

    var body: some View {
        let opacities = [0.2, 0.35, 0.6, 1, 0.6, 0.35, 0.2]
        return ZStack {
            RoundedRectangle(cornerRadius: PickerMetrics.wheelBandRadius).fill(Color.tertiarySystemFill)
                .frame(height: PickerMetrics.wheelBandHeight)
                .padding(.horizontal, 8)
            HStack(spacing: 16) {
                ForEach(columns.indices, id: \.self) { k in
                    VStack(spacing: 0) {
                        ForEach(columns[k].indices, id: \.self) { i in
                            Text(verbatim: columns[k][i]).lineLimit(1)
                                .frame(height: PickerMetrics.wheelRowHeight)
                                .opacity(opacities[i])
                        }
                    }
                }
            }
            .font(.title3)
        }
        .frame(maxWidth: .infinity)
        .frame(height: PickerMetrics.wheelHeight)
        .clipped()
    }
}

private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone.current }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Text.previewLocale }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar(identifier: .gregorian) }

extension EnvironmentValues {
    /// The time zone dates are shown in (fact 2: UTC in previews unless set).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The locale of the views inside (previews are in en_US).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    /// The calendar of the views inside; Gregorian unless set.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

/// A control used to select a color. Trellis draws the well at rest.
///
/// The label sits at the leading edge and the 28-pt well (a hue ring around the chosen colour) at
/// the trailing edge, with a spacer between, so the picker takes the full proposed width.
public nonisolated struct ColorPicker<Label: View>: View, PrimitiveView {
    /// A colour picker is drawn from its label and well, not from a body.
    public typealias Body = Never
    let label: Label
    let color: Color

    /// Creates a colour picker of the colour in `selection`.
    /// - Parameters:
    ///   - selection: the colour shown in the well (its value at rest).
    ///   - supportsOpacity: whether the user may choose a translucent colour (no effect at rest).
    ///   - label: what the picker is for.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.color = selection.wrappedValue
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let well = ColorWell(color: color)
        let view = ctx.environment.labelsHidden ? AnyView(well) : AnyView(ControlValueRow(label: label, value: well))
        ctx.resolve(ControlNode(name: "ColorPicker", content: view), into: &nodes)
    }
}

extension ColorPicker where Label == Text {
    /// Creates a colour picker labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// Creates a colour picker labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// UIColorWell (fact 4).
nonisolated struct ColorWell: View {
    let color: Color
    var body: some View {
        let d = DatePickerMetrics.wellDiameter
        let hues: [Color] = [.red, .yellow, .green, .cyan, .blue, .purple, .pink, .red]
        return ZStack {
            Circle().strokeBorder(AngularGradient(colors: hues, center: .center), lineWidth: DatePickerMetrics.wellRing)
            Circle().fill(color).padding(DatePickerMetrics.wellRing + DatePickerMetrics.wellGap)
        }
        .frame(width: d, height: d)
    }
}

/// A month as a calendar shows it (fact 5): its title, the weekday row, and six weeks of days.
struct CalendarMonth {
    let title: String
    let weekdays: [String]
    /// 42 cells, a week per row: the day of the month, or nil for days of other months.
    let days: [Int?]
    /// The days of this month that are selected.
    let selected: Set<Int>

    init(containing date: Date, selected: [Date], timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Text.previewLocale
        let c = calendar.dateComponents([.year, .month], from: date)
        let start = calendar.date(from: c) ?? date
        let count = calendar.range(of: .day, in: .month, for: start)?.count ?? 30
        let lead = ((calendar.component(.weekday, from: start) - calendar.firstWeekday) % 7 + 7) % 7
        days = (0..<42).map { i in i >= lead && i < lead + count ? i - lead + 1 : nil }
        let symbols = calendar.shortWeekdaySymbols
        weekdays = (0..<7).map { symbols[(calendar.firstWeekday - 1 + $0) % 7].uppercased() }
        title = start.formatted(Date.FormatStyle(locale: Text.previewLocale, timeZone: timeZone).month(.wide).year())
        self.selected = Set(selected.compactMap { d in
            let k = calendar.dateComponents([.year, .month, .day], from: d)
            return k.year == c.year && k.month == c.month ? k.day : nil
        })
    }
}

/// The inline date picker (fact 5): the month's calendar and, with a time, the time row.
nonisolated struct GraphicalCalendar: View {
    var month: CalendarMonth?
    var time: String?
    /// Live: picks a day of the month shown, and shows the month so many months on (nil at rest).
    var pick: ((Int) -> Void)? = nil
    var step: ((Int) -> Void)? = nil

    var body: some View {
        let m = DatePickerMetrics.self
        VStack(spacing: 0) {
            if let month {
                HStack(spacing: 6) {
                    Text(verbatim: month.title).font(.headline).foregroundStyle(Color.primary).lineLimit(1)
                    Image(systemName: "chevron.right").font(.headline).foregroundStyle(Color.accentColor)
                    Spacer(minLength: 0)
                    HStack(spacing: 28) {
                        Image(systemName: "chevron.left").modifier(PickerPartTap(label: "Previous Month", action: stepping(-1)))
                        Image(systemName: "chevron.right").modifier(PickerPartTap(label: "Next Month", action: stepping(1)))
                    }
                    .font(.title3.weight(.medium))
                    .foregroundStyle(Color.accentColor)
                }
                .frame(height: m.calendarHeaderHeight)
                HStack(spacing: 0) {
                    ForEach(0..<7, id: \.self) { i in
                        Text(verbatim: month.weekdays[i]).font(.footnote.weight(.semibold)).foregroundStyle(Color.tertiaryLabel)
                            .lineLimit(1)
                            .frame(maxWidth: .infinity)
                    }
                }
                .frame(height: m.calendarWeekdayHeight)
                ForEach(0..<6, id: \.self) { week in
                    HStack(spacing: 0) {
                        ForEach(0..<7, id: \.self) { d in
                            CalendarDay(day: month.days[week * 7 + d], selected: month.days[week * 7 + d].map { month.selected.contains($0) } ?? false)
                                .modifier(PickerPartTap(action: picking(month.days[week * 7 + d])))
                        }
                    }
                    .frame(height: m.calendarRowHeight)
                }
            }
            if let time {
                HStack {
                    Text("Time").foregroundStyle(Color.primary).lineLimit(1)
                    Spacer(minLength: 0)
                    Text(verbatim: time)
                        .lineLimit(1)
                        .padding(.horizontal, m.buttonPadding.width)
                        .padding(.vertical, m.buttonPadding.height)
                        .background(RoundedRectangle(cornerRadius: m.buttonRadius).fill(Color.tertiarySystemFill))
                        .foregroundStyle(Color.primary)
                }
                .frame(height: m.calendarTimeRowHeight)
            }
        }
        .frame(minWidth: 0, idealWidth: m.calendarIdealWidth, maxWidth: .infinity)
    }

    /// What a tap on the cell of `day` does (nil: nothing, at rest or on a blank cell).
    private func picking(_ day: Int?) -> (() -> Void)? {
        guard let day, let pick else { return nil }
        return { pick(day) }
    }

    /// What a tap on a chevron does: shows the month `delta` months on (nil at rest).
    private func stepping(_ delta: Int) -> (() -> Void)? {
        guard let step else { return nil }
        return { step(delta) }
    }
}

/// A day cell of the calendar (fact 5).
nonisolated struct CalendarDay: View {
    let day: Int?
    let selected: Bool

    var body: some View {
        ZStack {
            Color.clear
            if selected {
                Circle().fill(Color.accentColor.opacity(0.12))
                    .frame(width: DatePickerMetrics.calendarDayCircle, height: DatePickerMetrics.calendarDayCircle)
            }
            if let day {
                Text(verbatim: "\(day)")
                    .font(selected ? .title3.weight(.semibold) : .title3)
                    .foregroundStyle(selected ? Color.accentColor : Color.primary)
                    .lineLimit(1)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A control for selecting several dates: a calendar month with every selected day circled
/// (fact 5). At rest it shows the month of the range's start, else of the earliest selected day,
/// else of the moment it is made.
public nonisolated struct MultiDatePicker<Label: View>: View, PrimitiveView {
    /// Drawn as a calendar, not from a body.
    public typealias Body = Never
    let label: Label
    let dates: [Date]
    let start: Date?

    /// Creates a picker of the days in `selection`.
    /// - Parameters:
    ///   - selection: the selected days (their values at rest).
    ///   - label: what the picker is for (not shown, as on iOS).
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.label = label()
        dates = Self.dates(selection.wrappedValue)
        start = nil
    }

    /// Creates a picker of the days in `selection`, limited to `bounds`.
    public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
        dates = Self.dates(selection.wrappedValue)
        start = bounds.lowerBound
    }

    /// Creates a picker of the days in `selection`, from `bounds`' start on.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
        dates = Self.dates(selection.wrappedValue)
        start = bounds.lowerBound
    }

    /// Creates a picker of the days in `selection`, up to `bounds`' end.
    public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>, @ViewBuilder label: () -> Label) {
        self.label = label()
        dates = Self.dates(selection.wrappedValue)
        start = nil
    }

    static func dates(_ components: Set<DateComponents>) -> [Date] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return components.compactMap { c in
            var k = DateComponents(year: c.year, month: c.month, day: c.day, hour: 12)
            k.calendar = nil
            return calendar.date(from: k)
        }.sorted()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let shown = start ?? dates.first ?? Date()
        let month = CalendarMonth(containing: shown, selected: dates, timeZone: ctx.environment.timeZone)
        ctx.resolve(ControlNode(name: "MultiDatePicker", content: GraphicalCalendar(month: month, time: nil)), into: &nodes)
    }
}

extension MultiDatePicker where Label == Text {
    /// Creates a picker labelled by a text from a localized key.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }
    /// Creates a picker labelled by a verbatim string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(title) }
    }
    /// Creates a picker labelled by a text from a localized key, limited to `bounds`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Creates a picker labelled by a verbatim string, limited to `bounds`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// Creates a picker labelled by a text from a localized key, from `bounds`' start on.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Creates a picker labelled by a text from a localized key, up to `bounds`' end.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }
    /// Creates a picker labelled by a verbatim string, from `bounds`' start on.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
    /// Creates a picker labelled by a verbatim string, up to `bounds`' end.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}
