// The calendar view (`UICalendarView`, iOS 16): a month of days the person selects dates in,
// with decorations under days, which apps wrap in a representable. Linux: nothing is drawn and
// nobody taps a day; what code sets is kept, the delegate is asked for the decorations of the
// dates `reloadDecorations` names, and a selection's delegate is told only when the person
// selects (`_select(_:)` does what a tap would) — never when code sets the selection, as in UIKit.
import CoreGraphics
import Foundation

/// Asked for the decorations of a calendar view's days and told when its month changes; every
/// method is optional.
public protocol UICalendarViewDelegate: NSObjectProtocol {
    /// The decoration under a day.
    /// - Parameters:
    ///   - calendarView: The calendar view.
    ///   - dateComponents: The day.
    /// - Returns: The decoration, or nil for none.
    func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration?
    /// The month shown changed.
    /// - Parameters:
    ///   - calendarView: The calendar view.
    ///   - previousDateComponents: The month shown before.
    func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents)
}

extension UICalendarViewDelegate {
    /// No decoration.
    /// - Parameters:
    ///   - calendarView: The calendar view.
    ///   - dateComponents: The day.
    /// - Returns: nil.
    public func calendarView(_ calendarView: UICalendarView, decorationFor dateComponents: DateComponents) -> UICalendarView.Decoration? {
        nil
    }
    /// Does nothing.
    /// - Parameters:
    ///   - calendarView: The calendar view.
    ///   - previousDateComponents: The month shown before.
    public func calendarView(_ calendarView: UICalendarView, didChangeVisibleDateComponentsFrom previousDateComponents: DateComponents) {}
}

/// How a calendar view selects dates: the base of the single- and multiple-date selections.
open class UICalendarSelection: NSObject, @unchecked Sendable {
    /// A selection.
    public override init() { super.init() }
    /// Asks the delegate again which dates can be selected (nothing to redraw on Linux).
    open func updateSelectableDates() {}
}

/// Asked whether a date can be selected and told when the person selects one.
public protocol UICalendarSelectionSingleDateDelegate: NSObjectProtocol {
    /// The person selected a date (nil: deselected).
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, didSelectDate dateComponents: DateComponents?)
    /// Whether the person may select a date (optional: by default true).
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: Whether they may.
    func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool
}

extension UICalendarSelectionSingleDateDelegate {
    /// They may.
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: true.
    public func dateSelection(_ selection: UICalendarSelectionSingleDate, canSelectDate dateComponents: DateComponents?) -> Bool { true }
}

/// The selection of one date of a calendar view.
///
/// Linux: nobody taps a day; `setSelected(_:animated:)` selects without telling the delegate, as
/// in UIKit, and `_select(_:)` does what a tap would.
open class UICalendarSelectionSingleDate: UICalendarSelection, @unchecked Sendable {
    /// Asked and told about the selection (held weakly).
    open weak var delegate: (any UICalendarSelectionSingleDateDelegate)?
    /// The selected date (nil: none).
    open var selectedDate: DateComponents?

    /// A selection of one date.
    /// - Parameter delegate: Asked and told about the selection.
    public init(delegate: (any UICalendarSelectionSingleDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects a date (the delegate is not told).
    /// - Parameters:
    ///   - selectedDate: The date (nil: none).
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setSelected(_ selectedDate: DateComponents?, animated: Bool) { self.selectedDate = selectedDate }

    /// What a tap on a day does (nobody taps on Linux): the delegate is asked whether the date
    /// can be selected; if so it is selected and the delegate told.
    /// - Parameter dateComponents: The day.
    /// - Returns: Whether it was selected.
    @discardableResult
    public func _select(_ dateComponents: DateComponents?) -> Bool {
        if let delegate, !delegate.dateSelection(self, canSelectDate: dateComponents) { return false }
        selectedDate = dateComponents
        delegate?.dateSelection(self, didSelectDate: dateComponents)
        return true
    }
}

/// Asked whether dates can be selected and deselected, and told when the person does.
public protocol UICalendarSelectionMultiDateDelegate: NSObjectProtocol {
    /// The person selected a date.
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didSelectDate dateComponents: DateComponents)
    /// The person deselected a date.
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, didDeselectDate dateComponents: DateComponents)
    /// Whether the person may select a date (optional: by default true).
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: Whether they may.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool
    /// Whether the person may deselect a date (optional: by default true).
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: Whether they may.
    func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool
}

extension UICalendarSelectionMultiDateDelegate {
    /// They may.
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: true.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canSelectDate dateComponents: DateComponents) -> Bool { true }
    /// They may.
    /// - Parameters:
    ///   - selection: The selection.
    ///   - dateComponents: The date.
    /// - Returns: true.
    public func multiDateSelection(_ selection: UICalendarSelectionMultiDate, canDeselectDate dateComponents: DateComponents) -> Bool {
        true
    }
}

/// The selection of several dates of a calendar view.
///
/// Linux: nobody taps a day; setting `selectedDates` does not tell the delegate, as in UIKit,
/// and `_toggle(_:)` does what a tap would.
open class UICalendarSelectionMultiDate: UICalendarSelection, @unchecked Sendable {
    /// Asked and told about the selection (held weakly).
    open weak var delegate: (any UICalendarSelectionMultiDateDelegate)?
    /// The selected dates.
    open var selectedDates: [DateComponents] = []

    /// A selection of several dates.
    /// - Parameter delegate: Asked and told about the selection.
    public init(delegate: (any UICalendarSelectionMultiDateDelegate)?) {
        self.delegate = delegate
        super.init()
    }

    /// Selects dates (the delegate is not told).
    /// - Parameters:
    ///   - selectedDates: The dates.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setSelectedDates(_ selectedDates: [DateComponents], animated: Bool) { self.selectedDates = selectedDates }

    /// What a tap on a day does (nobody taps on Linux): a selected day is deselected, another
    /// selected, when the delegate says it may be; the delegate is told.
    /// - Parameter dateComponents: The day.
    /// - Returns: Whether the selection changed.
    @discardableResult
    public func _toggle(_ dateComponents: DateComponents) -> Bool {
        if let index = selectedDates.firstIndex(of: dateComponents) {
            if let delegate, !delegate.multiDateSelection(self, canDeselectDate: dateComponents) { return false }
            selectedDates.remove(at: index)
            delegate?.multiDateSelection(self, didDeselectDate: dateComponents)
        } else {
            if let delegate, !delegate.multiDateSelection(self, canSelectDate: dateComponents) { return false }
            selectedDates.append(dateComponents)
            delegate?.multiDateSelection(self, didSelectDate: dateComponents)
        }
        return true
    }
}

/// A month of days the person selects dates in, with decorations under days.
///
/// Linux: nothing is drawn and nobody taps a day (see the file's notes); `reloadDecorations`
/// asks the delegate for the decorations of the dates it names, and keeps them.
open class UICalendarView: UIView {
    /// The size of a decoration.
    public enum DecorationSize: Int, Sendable, Hashable {
        /// Small.
        case small = 0
        /// Medium.
        case medium = 1
        /// Large.
        case large = 2
    }

    /// What is drawn under a day: a dot, an image, or a view of the app's.
    open class Decoration: NSObject, @unchecked Sendable {
        /// What a decoration is.
        enum Kind {
            case dot(color: UIColor?, size: DecorationSize)
            case image(UIImage?, color: UIColor?, size: DecorationSize)
            case customView(() -> UIView)
        }
        let kind: Kind

        init(kind: Kind) {
            self.kind = kind
            super.init()
        }

        /// The default decoration: a dot.
        public override convenience init() { self.init(kind: .dot(color: nil, size: .medium)) }

        /// A dot.
        /// - Parameters:
        ///   - color: Its colour (nil: the system's grey).
        ///   - size: Its size.
        /// - Returns: The decoration.
        public static func `default`(color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .dot(color: color, size: size))
        }

        /// An image.
        /// - Parameters:
        ///   - image: The image (nil: a dot).
        ///   - color: Its tint (nil: the system's grey).
        ///   - size: Its size.
        /// - Returns: The decoration.
        public static func image(_ image: UIImage?, color: UIColor? = nil, size: DecorationSize = .medium) -> Decoration {
            Decoration(kind: .image(image, color: color, size: size))
        }

        /// A view of the app's, made when the day is drawn (never, on Linux).
        /// - Parameter viewProvider: Makes the view.
        /// - Returns: The decoration.
        public static func customView(_ viewProvider: @escaping () -> UIView) -> Decoration {
            Decoration(kind: .customView(viewProvider))
        }
    }

    /// Asked for decorations (held weakly).
    open weak var delegate: (any UICalendarViewDelegate)?
    /// How dates are selected (nil: they are not).
    open var selectionBehavior: UICalendarSelection?
    /// The calendar the days are of (the current one).
    open var calendar = Calendar.current
    /// The locale the days are named in (the current one).
    open var locale = Locale.current
    /// The time zone (nil: the current one).
    open var timeZone: TimeZone?
    /// The design of the days' numbers (`.default`).
    open var fontDesign: UIFontDescriptor.SystemDesign = .default
    /// The dates the person can go to (all of them).
    open var availableDateRange = DateInterval(start: .distantPast, end: .distantFuture)
    /// The month shown (today's, when made).
    open var visibleDateComponents: DateComponents
    /// Whether the view leaves room for decorations under the days (true).
    open var wantsDateDecorations = true
    /// The decorations the delegate gave, by day.
    private(set) var decorations: [DateComponents: Decoration] = [:]

    /// A calendar view showing today's month.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) {
        visibleDateComponents = Calendar.current.dateComponents([.era, .year, .month, .day], from: Date())
        super.init(frame: frame)
    }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Shows another month.
    /// - Parameters:
    ///   - dateComponents: The month.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setVisibleDateComponents(_ dateComponents: DateComponents, animated: Bool) { visibleDateComponents = dateComponents }

    /// Asks the delegate again for the decorations of some days, and keeps them.
    /// - Parameters:
    ///   - dateComponents: The days.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func reloadDecorations(forDateComponents dateComponents: [DateComponents], animated: Bool) {
        for day in dateComponents {
            decorations[day] = delegate?.calendarView(self, decorationFor: day)
        }
    }
}
