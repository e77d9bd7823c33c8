// `EKAlarm`: when an item alerts — at a date, at an offset from the start, or on arriving at or
// leaving a place. Values; Linux never fires them.
import Foundation

/// An alarm of an event or reminder.
open class EKAlarm: EKObject, NSCopying, @unchecked Sendable {
    private var offset: TimeInterval = 0
    private var date: Date?

    /// The offset from the item's start, in seconds (negative: before); setting it clears
    /// `absoluteDate`.
    open var relativeOffset: TimeInterval {
        get { offset }
        set {
            offset = newValue
            date = nil
            changed = true
        }
    }
    /// The date it fires at; setting one makes `relativeOffset` 0.
    open var absoluteDate: Date? {
        get { date }
        set {
            date = newValue
            if newValue != nil { offset = 0 }
            changed = true
        }
    }
    /// The place it fires at, with `proximity`.
    open var structuredLocation: EKStructuredLocation?
    /// Whether it fires on arriving at or leaving `structuredLocation`.
    open var proximity: EKAlarmProximity = .none
    /// An email address to send it to (makes it an email alarm).
    open var emailAddress: String?
    /// A sound to play (makes it an audio alarm).
    open var soundName: String?
    /// A URL to open (makes it a procedure alarm).
    open var url: URL?

    /// What it does: email, audio or procedure when those are set, else display.
    open var type: EKAlarmType {
        if emailAddress != nil { return .email }
        if soundName != nil { return .audio }
        if url != nil { return .procedure }
        return .display
    }

    /// An alarm with no date and no offset.
    public override init() { super.init() }

    /// An alarm at a date.
    /// - Parameter date: When it fires.
    public convenience init(absoluteDate date: Date) {
        self.init()
        absoluteDate = date
    }

    /// An alarm at an offset from the item's start.
    /// - Parameter offset: Seconds from the start (negative: before).
    public convenience init(relativeOffset offset: TimeInterval) {
        self.init()
        relativeOffset = offset
    }

    /// A copy of the alarm.
    /// - Parameter zone: Ignored.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = EKAlarm()
        copy.offset = offset
        copy.date = date
        copy.structuredLocation = structuredLocation
        copy.proximity = proximity
        copy.emailAddress = emailAddress
        copy.soundName = soundName
        copy.url = url
        return copy
    }
}
