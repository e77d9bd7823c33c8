// The base of every intent: what the person asks Siri or Shortcuts to do. An app's intents are
// its subclasses (Xcode generates them from its intent definitions).
import Foundation

/// A request the app handles through Siri or Shortcuts.
open class INIntent: NSObject {
    /// The intent's unique identifier.
    public let identifier: String?
    /// The phrase the app suggests the person record to run it with Siri.
    open var suggestedInvocationPhrase: String?

    /// An intent.
    public override init() {
        identifier = UUID().uuidString
        super.init()
    }

    /// What the intent does, in words, from its definition (none here: no definitions are read).
    open var intentDescription: String? { nil }
}

/// The base of every intent's response: how handling it went.
open class INIntentResponse: NSObject {
    /// The activity that continues the request in the app, when it opens.
    open var userActivity: NSUserActivity?

    /// A response.
    public override init() { super.init() }
}
