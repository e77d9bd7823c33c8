// An interaction: an intent and its response, which the app donates so Siri can suggest doing
// it again, and deletes when it no longer applies. Linux has no Siri: donating and deleting
// succeed and change nothing, answering on a background queue as Apple's do.
import Foundation

/// How handling an intent went.
public enum INIntentHandlingStatus: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// Ready to be handled.
    case ready = 1
    /// Being handled.
    case inProgress = 2
    /// Handled.
    case success = 3
    /// Failed.
    case failure = 4
    /// Left to the app, which opens.
    case deferredToApplication = 5
    /// Waiting for the person to confirm.
    case userConfirmationRequired = 6
}

/// Whether the person sent or received what the interaction is about (a message, a call).
public enum INInteractionDirection: Int, Sendable {
    /// Not said.
    case unspecified = 0
    /// The person sent it.
    case outgoing = 1
    /// The person received it.
    case incoming = 2
}

/// An intent the person asked for and the app's response, donated to the system.
open class INInteraction: NSObject, @unchecked Sendable {
    /// The intent.
    public let intent: INIntent
    /// The response, when the intent was handled.
    public let intentResponse: INIntentResponse?
    /// How handling it went.
    open var intentHandlingStatus = INIntentHandlingStatus.unspecified
    /// Whether the person sent or received it.
    open var direction = INInteractionDirection.unspecified
    /// When it happened.
    open var dateInterval: DateInterval?
    /// Its identifier, to delete it by (a new UUID's, until set).
    open var identifier = UUID().uuidString
    /// The group it belongs to, to delete together.
    open var groupIdentifier: String?

    /// An interaction of an intent and its response.
    /// - Parameters:
    ///   - intent: The intent.
    ///   - response: The response, or nil.
    public init(intent: INIntent, response: INIntentResponse?) {
        self.intent = intent
        intentResponse = response
        super.init()
    }

    /// Donates the interaction, so Siri can suggest it (Linux: nothing is suggested).
    /// - Parameter completion: Called on a background queue with nil (success).
    @preconcurrency
    open func donate(completion: (@Sendable ((any Error)?) -> Void)? = nil) { Self.succeed(completion) }

    /// Donates the interaction (Linux: succeeds at once).
    open func donate() async throws {}

    /// Deletes every interaction the app donated.
    /// - Parameter completion: Called on a background queue with nil (success).
    @preconcurrency
    open class func deleteAll(completion: (@Sendable ((any Error)?) -> Void)? = nil) { succeed(completion) }

    /// Deletes every interaction the app donated (Linux: succeeds at once).
    open class func deleteAll() async throws {}

    /// Deletes the donated interactions of these identifiers.
    /// - Parameters:
    ///   - identifiers: The identifiers.
    ///   - completion: Called on a background queue with nil (success).
    @preconcurrency
    open class func delete(with identifiers: [String], completion: (@Sendable ((any Error)?) -> Void)? = nil) { succeed(completion) }

    /// Deletes the donated interactions of these identifiers (Linux: succeeds at once).
    /// - Parameter identifiers: The identifiers.
    open class func delete(with identifiers: [String]) async throws {}

    /// Deletes the donated interactions of a group.
    /// - Parameters:
    ///   - groupIdentifier: The group.
    ///   - completion: Called on a background queue with nil (success).
    @preconcurrency
    open class func delete(with groupIdentifier: String, completion: (@Sendable ((any Error)?) -> Void)? = nil) { succeed(completion) }

    /// Deletes the donated interactions of a group (Linux: succeeds at once).
    /// - Parameter groupIdentifier: The group.
    open class func delete(with groupIdentifier: String) async throws {}

    /// Reports success on a background queue, as the system answers.
    private static func succeed(_ completion: (@Sendable ((any Error)?) -> Void)?) {
        guard let completion else { return }
        DispatchQueue.global().async { completion(nil) }
    }
}
