// The options of `Tips.configure`: where the datastore lives and how often tips may display.
// Linux: every location is accepted and the datastore stays in memory; the display frequency is
// kept (see Tip.swift for what it does).
import Foundation

extension Tips {
    /// An option of the tips datastore's configuration.
    public struct ConfigurationOption: Sendable {
        enum Kind: Sendable {
            case displayFrequency(DisplayFrequency)
            case datastoreLocation(DatastoreLocation)
        }
        let kind: Kind

        /// The minimum time between one tip displaying and the next becoming eligible.
        /// - Parameter displayFrequency: the interval.
        /// - Returns: the option.
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(kind: .displayFrequency(displayFrequency))
        }

        /// Where the datastore persists tips (Linux: in memory whatever the location).
        /// - Parameter location: the location.
        /// - Returns: the option.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(kind: .datastoreLocation(location))
        }

        /// The minimum time between one tip displaying and the next becoming eligible.
        public struct DisplayFrequency: Sendable, Hashable {
            /// The interval, in seconds.
            let interval: TimeInterval
            /// Every eligible tip displays at once.
            public static let immediate = DisplayFrequency(interval: 0)
            /// One tip an hour.
            public static let hourly = DisplayFrequency(interval: 3600)
            /// One tip a day.
            public static let daily = DisplayFrequency(interval: 86_400)
            /// One tip a week.
            public static let weekly = DisplayFrequency(interval: 604_800)
            /// One tip a month.
            public static let monthly = DisplayFrequency(interval: 2_592_000)
        }

        /// Where the datastore persists tips.
        public struct DatastoreLocation: Sendable, Equatable {
            let place: String
            /// The app's default location.
            public static let applicationDefault = DatastoreLocation(place: "applicationDefault")
            /// A shared app group's container.
            /// - Parameter identifier: the app group's identifier.
            /// - Returns: the location.
            public static func groupContainer(identifier: String) -> DatastoreLocation { DatastoreLocation(place: "group:" + identifier) }
            /// A directory on disk.
            /// - Parameter url: the directory.
            /// - Returns: the location.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(place: url.absoluteString) }
        }
    }
}
