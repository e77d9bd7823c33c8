// The date picker (`UIDatePicker`). Linux: nobody turns its wheels or taps its calendar; setting
// `date` in code sends no action, as in UIKit (only the person's choice sends `.valueChanged`;
// `_choose(_:)` does what a choice would). Auto Layout gives it the size Trellis draws SwiftUI's
// `DatePicker` at in the same style (DatePicker.swift), so UIKit and SwiftUI pickers match.
import CoreGraphics
import Foundation
import Trellis

/// How a date picker is drawn.
public enum UIDatePickerStyle: Int, Sendable, Hashable {
    /// As the system chooses: compact, or wheels for a countdown.
    case automatic = 0
    /// Spinning wheels.
    case wheels = 1
    /// A button of the date (and time) that opens a calendar.
    case compact = 2
    /// A month calendar (and a time), in place.
    case inline = 3
}

/// A control that picks a date, a time, both, or a countdown duration.
///
/// Linux: kept as set, not drawn; only `_choose(_:)` sends `.valueChanged`. Its intrinsic size
/// is Trellis's `DatePicker` in the same style with its label hidden (compact: the date and time
/// buttons; inline: the month, 320 points wide), and 320 × 216 points for wheels, UIKit's size.
open class UIDatePicker: UIControl {
    /// What the picker picks.
    public enum Mode: Int, Sendable, Hashable {
        /// A time of day.
        case time = 0
        /// A date.
        case date = 1
        /// A date and a time.
        case dateAndTime = 2
        /// A duration in hours and minutes.
        case countDownTimer = 3
        /// A month and year.
        case yearAndMonth = 4
    }

    /// What the picker picks (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The style asked for (`.automatic`).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The date picked (now, when made).
    open var date = Date()
    /// The earliest date that can be picked (nil: none).
    open var minimumDate: Date?
    /// The latest date that can be picked (nil: none).
    open var maximumDate: Date?
    /// The locale the picker is drawn in (nil: the current one).
    open var locale: Locale?
    /// The calendar of the dates (the current one).
    open var calendar: Calendar! = Calendar.current
    /// The time zone of the dates (nil: the current one).
    open var timeZone: TimeZone?
    /// The countdown's duration in seconds, 0 to 23:59 (86 399 seconds), with `.countDownTimer`.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set { storedDuration = max(0, min(newValue, 86_399)) }
    }
    private var storedDuration: TimeInterval = 0
    /// The minutes between the choices of the minute wheel (1): a divisor of 60 from 1 to 30;
    /// any other value is 1, as in UIKit.
    open var minuteInterval: Int {
        get { storedInterval }
        set { storedInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
    }
    private var storedInterval = 1
    /// Whether the date is rounded to the minute interval (true).
    open var roundsToMinuteInterval = true

    /// The style drawn: the one asked for, except that `.automatic` is compact, and a countdown
    /// or a month and year is always wheels.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer || datePickerMode == .yearAndMonth { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }

    /// Sets the date (no action is sent).
    /// - Parameters:
    ///   - date: The date.
    ///   - animated: Whether to animate (nothing is drawn on Linux).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The size Trellis draws SwiftUI's `DatePicker` at in the picker's style (wheels: 320 × 216).
    open override var intrinsicContentSize: CGSize {
        let components: DatePickerComponents = switch datePickerMode {
        case .time: [.hourAndMinute]
        case .date, .yearAndMonth: [.date]
        case .dateAndTime, .countDownTimer: [.date, .hourAndMinute]
        }
        var environment = EnvironmentValues()
        environment.timeZone = timeZone ?? .current
        let picker = DatePicker("", selection: .constant(date), displayedComponents: components).labelsHidden()
        switch datePickerStyle {
        case .wheels:
            return CGSize(width: 320, height: 216)
        case .inline where datePickerMode != .time:
            return ResolvedTree(picker.datePickerStyle(.graphical), environment: environment).sizeThatFits(.unspecified)
        default:
            return ResolvedTree(picker.datePickerStyle(.compact), environment: environment).sizeThatFits(.unspecified)
        }
    }

    /// What the person's choice does (nobody chooses on Linux): the date becomes it and
    /// `.valueChanged` is sent.
    /// - Parameter date: The date chosen.
    public func _choose(_ date: Date) {
        self.date = date
        sendActions(for: .valueChanged)
    }
}
