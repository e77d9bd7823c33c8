// A tip event: something the person does, donated each time it happens; rules count the
// donations (`#Rule(Self.didOpen) { $0.donations.count >= 3 }`). Donations are kept in the
// in-memory datastore with their date and the value given.
import Foundation

extension Tips {
    /// A repeatable action of the person's, with its donations.
    public struct Event<DonationInfo: Codable & Sendable>: Sendable, Identifiable {
        /// The event's identifier in the datastore.
        public let id: String

        /// Creates an event whose donations carry a value.
        /// - Parameter id: the identifier.
        public init(id: String) { self.id = id }

        /// One donation: when it was made, and its value's properties by name.
        @dynamicMemberLookup
        public struct Donation: Sendable {
            /// When the donation was made.
            public let date: Date
            /// The value donated.
            public let info: DonationInfo
            /// A property of the value donated.
            /// - Parameter keyPath: the property.
            /// - Returns: its value.
            public subscript<T>(dynamicMember keyPath: KeyPath<DonationInfo, T>) -> T { info[keyPath: keyPath] }
        }

        /// The event's donations, oldest first.
        public var donations: [Donation] {
            TipsDatastore.shared.read { state in
                (state.donations[id] ?? []).compactMap { entry in (entry.info as? DonationInfo).map { Donation(date: entry.date, info: $0) } }
            }
        }

        /// Donates the event with a value.
        /// - Parameter donation: the value.
        public func donate(_ donation: DonationInfo) async {
            record(donation)
        }

        /// Donates the event with a value, then calls `completion`.
        /// - Parameters:
        ///   - donation: the value.
        ///   - completion: called once the donation is recorded.
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            record(donation)
            completion?()
        }

        func record(_ donation: DonationInfo) {
            let id = id
            TipsDatastore.shared.mutate { $0.donations[id, default: []].append((date: Date(), info: donation)) }
        }
    }

    /// A span of time back from now, to count recent donations: `donatedWithin(.week)`.
    public struct DonationTimeRange: Sendable, Hashable {
        /// The span, in seconds.
        public let interval: TimeInterval
        /// The last minute.
        public static let minute = DonationTimeRange(interval: 60)
        /// The last hour.
        public static let hour = DonationTimeRange(interval: 3600)
        /// The last day.
        public static let day = DonationTimeRange(interval: 86_400)
        /// The last week.
        public static let week = DonationTimeRange(interval: 604_800)
        /// The last `count` minutes.
        /// - Parameter count: the number of minutes.
        /// - Returns: the span.
        public static func minutes(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: Double(count) * 60) }
        /// The last `count` hours.
        /// - Parameter count: the number of hours.
        /// - Returns: the span.
        public static func hours(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: Double(count) * 3600) }
        /// The last `count` days.
        /// - Parameter count: the number of days.
        /// - Returns: the span.
        public static func days(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: Double(count) * 86_400) }
        /// The last `count` weeks.
        /// - Parameter count: the number of weeks.
        /// - Returns: the span.
        public static func weeks(_ count: Int) -> DonationTimeRange { DonationTimeRange(interval: Double(count) * 604_800) }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// Creates an event whose donations carry no value.
    /// - Parameter id: the identifier.
    public init(id: String) { self.id = id }

    /// Donates the event.
    public func donate() async {
        record(Tips.EmptyDonation())
    }

    /// Donates the event, then calls `completion`.
    /// - Parameter completion: called once the donation is recorded.
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
        record(Tips.EmptyDonation())
        completion?()
    }
}

extension Array {
    /// The donations made within `range` of now.
    /// - Parameter range: how far back to look.
    /// - Returns: those donations.
    public func donatedWithin<DonationInfo>(_ range: Tips.DonationTimeRange) -> [Element] where Element == Tips.Event<DonationInfo>.Donation {
        let start = Date().addingTimeInterval(-range.interval)
        return filter { $0.date >= start }
    }
}
