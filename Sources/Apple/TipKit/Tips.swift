// The TipKit namespace: configuring the datastore, resetting it, and the testing overrides.
// Linux: the datastore is in memory for the process; no tip displays before `configure`.
import Foundation

/// The TipKit namespace: the datastore's configuration and testing controls, and the types tips
/// are made of (rules, actions, parameters, events).
@frozen public enum Tips {
    /// Loads and configures the datastore of every tip; tips display only after it.
    /// - Parameter configuration: the datastore's location and the display frequency (by default
    ///   `.immediate`).
    /// - Throws: `TipKitError.tipsDatastoreAlreadyConfigured` when the datastore was already configured.
    public static func configure(_ configuration: [Tips.ConfigurationOption] = []) throws {
        let store = TipsDatastore.shared
        if store.read(\.configured) { throw TipKitError.tipsDatastoreAlreadyConfigured }
        store.mutate { state in
            state.configured = true
            for option in configuration {
                if case .displayFrequency(let frequency) = option.kind { state.displayFrequency = frequency }
            }
        }
    }

    /// Empties the datastore: parameters back to their initial values, no donations, no tip
    /// invalidated. Linux: the configuration is kept.
    /// - Throws: nothing on Linux.
    public static func resetDatastore() throws {
        TipsDatastore.shared.mutate { state in
            state.parameters = [:]
            state.donations = [:]
            state.invalidations = [:]
            state.displayedTipID = nil
        }
    }

    /// Shows every tip whatever its rules and the display frequency (invalidated tips stay hidden).
    public static func showAllTipsForTesting() {
        TipsDatastore.shared.mutate { $0.showsAll = true; $0.hidesAll = false }
    }

    /// Shows the tips of these types whatever their rules and the display frequency.
    /// - Parameter tips: the tips' types.
    public static func showTipsForTesting(_ tips: [any Tip.Type]) {
        TipsDatastore.shared.mutate { state in
            for tip in tips {
                state.shown.insert(ObjectIdentifier(tip))
                state.hidden.remove(ObjectIdentifier(tip))
            }
        }
    }

    /// Hides every tip whatever its rules.
    public static func hideAllTipsForTesting() {
        TipsDatastore.shared.mutate { $0.hidesAll = true; $0.showsAll = false }
    }

    /// Hides the tips of these types whatever their rules.
    /// - Parameter tips: the tips' types.
    public static func hideTipsForTesting(_ tips: [any Tip.Type]) {
        TipsDatastore.shared.mutate { state in
            for tip in tips {
                state.hidden.insert(ObjectIdentifier(tip))
                state.shown.remove(ObjectIdentifier(tip))
            }
        }
    }
}

extension Tips {
    /// Whether a tip can display.
    public enum Status: Sendable, Hashable {
        /// The tip's rules do not hold yet (or the datastore is not configured).
        case pending
        /// The tip can display.
        case available
        /// The tip was invalidated and never displays again.
        case invalidated(Tips.InvalidationReason)
    }

    /// Why a tip was invalidated.
    public enum InvalidationReason: Sendable, Hashable {
        /// The person did what the tip described.
        case actionPerformed
        /// The tip displayed more times than its `MaxDisplayCount` option allows.
        case displayCountExceeded
        /// The tip displayed for longer than its `MaxDisplayDuration` option allows.
        case displayDurationExceeded
        /// The person closed the tip.
        case tipClosed
    }

    /// A value with nothing in it: the donation of an event that records only when it happened.
    public struct EmptyDonation: Codable, Sendable, Hashable {
        /// Creates an empty donation.
        public init() {}
    }
}
