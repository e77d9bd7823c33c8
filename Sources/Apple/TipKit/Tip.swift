// The Tip protocol: a tip's content (title, message, image, actions) and when it displays (its
// rules and options), with its status from the datastore. A tip displays when `Tips.configure`
// was called, it was not invalidated, and every rule holds (or a testing override says so); with
// a display frequency other than `.immediate`, only the first tip to display in the process does
// (a preview is shorter than any period), unless it ignores the display frequency.
import SwiftUI

/// A tip's content and the conditions for when it displays.
public protocol Tip: Identifiable, Sendable {
    /// The tip's identifier in the datastore (by default its type's name).
    var id: String { get }
    /// The tip's title.
    var title: Text { get }
    /// The tip's message, under the title.
    var message: Text? { get }
    /// The tip's image, beside the text.
    var image: Image? { get }
    /// The tip's buttons.
    @Tips.ActionBuilder var actions: [Self.Action] { get }
    /// The conditions that must all hold for the tip to display.
    @Tips.RuleBuilder var rules: [Self.Rule] { get }
    /// The tip's options.
    @Tips.OptionsBuilder var options: [any TipOption] { get }
}

extension Tip {
    /// A button of a tip.
    public typealias Action = Tips.Action
    /// A condition of a tip.
    public typealias Rule = Tips.Rule
    /// An option of a tip.
    public typealias Option = TipOption
    /// A tip's status.
    public typealias Status = Tips.Status
    /// Why a tip was invalidated.
    public typealias InvalidationReason = Tips.InvalidationReason
    /// An event of the person's, with its donations.
    public typealias Event<DonationInfo: Codable & Sendable> = Tips.Event<DonationInfo>
    /// Whether a tip ignores the display frequency.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// How many times a tip displays.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// How long a tip displays.
    public typealias MaxDisplayDuration = Tips.MaxDisplayDuration

    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No actions.
    public var actions: [Self.Action] { [] }
    /// No rules: the tip displays once the datastore is configured.
    public var rules: [Self.Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }

    /// Whether the tip can display now (reading the datastore: a view asking follows its changes).
    public var status: Tips.Status {
        if let wrapped = self as? AnyTip { return wrapped.base.status }
        let store = TipsDatastore.shared
        let id = id
        let type = ObjectIdentifier(Self.self)
        let (configured, invalidation, hidden, shown, frequency, displayed) = store.read { state in
            (state.configured, state.invalidations[id], state.hidesAll || state.hidden.contains(type),
             state.showsAll || state.shown.contains(type), state.displayFrequency, state.displayedTipID)
        }
        guard configured else { return .pending }
        if let invalidation { return .invalidated(invalidation) }
        if hidden { return .pending }
        if shown { return .available }
        guard rules.allSatisfy(\.holds) else { return .pending }
        let ignoresFrequency = options.contains { ($0 as? Tips.IgnoresDisplayFrequency)?.ignoresDisplayFrequency == true }
        if frequency != .immediate && !ignoresFrequency {
            if let displayed, displayed != id { return .pending }
            if displayed == nil { store.record { $0.displayedTipID = id } }
        }
        return .available
    }

    /// Whether the tip displays now.
    public var shouldDisplay: Bool { status == .available }

    /// The tip's status now, then each time it changes (the stream never finishes).
    public var statusUpdates: AsyncStream<Tips.Status> {
        let tip = self
        return AsyncStream { continuation in
            let last = LastStatus()
            let update: @Sendable () -> Void = {
                let status = tip.status
                if last.replace(with: status) { continuation.yield(status) }
            }
            update()
            let store = TipsDatastore.shared
            let token = store.subscribe(update)
            continuation.onTermination = { _ in store.unsubscribe(token) }
        }
    }

    /// Whether the tip displays now, then each time its status changes.
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Tips.Status>, Bool> {
        statusUpdates.map { $0 == .available }
    }

    /// Invalidates the tip: it never displays again (until `Tips.resetDatastore()`).
    /// - Parameter reason: why.
    public func invalidate(reason: Tips.InvalidationReason) {
        let id = id
        TipsDatastore.shared.mutate { state in
            if state.invalidations[id] == nil { state.invalidations[id] = reason }
        }
    }
}

/// The last status a stream yielded.
private final class LastStatus: @unchecked Sendable {
    private let lock = NSLock()
    private var status: Tips.Status?

    /// Records `new`; whether it differs from the last one.
    func replace(with new: Tips.Status) -> Bool {
        lock.withLock {
            defer { status = new }
            return status != new
        }
    }
}
