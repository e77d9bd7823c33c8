// The shortcuts the person added to Siri with a phrase, and the ones the app suggests adding.
// Linux has no Siri: no voice shortcut exists, and the suggestions are kept by the process.
import Foundation

/// A shortcut the person added to Siri, with the phrase that runs it.
open class INVoiceShortcut: NSObject, @unchecked Sendable {
    /// Its identifier.
    public let identifier: UUID
    /// The phrase the person recorded.
    public let invocationPhrase: String
    /// The shortcut it runs.
    public let shortcut: INShortcut

    /// A voice shortcut (the system makes them when the person adds one).
    init(identifier: UUID = UUID(), invocationPhrase: String, shortcut: INShortcut) {
        self.identifier = identifier
        self.invocationPhrase = invocationPhrase
        self.shortcut = shortcut
        super.init()
    }
}

/// The person's voice shortcuts for the app, and the app's suggestions.
open class INVoiceShortcutCenter: NSObject, @unchecked Sendable {
    private static let center = INVoiceShortcutCenter()
    private let lock = NSLock()
    private var suggestions: [INShortcut] = []

    /// The app's center.
    open class var shared: INVoiceShortcutCenter { center }

    /// The voice shortcuts the person added for the app: none on Linux.
    /// - Parameter completion: Called on a background queue with no shortcuts and no error.
    @preconcurrency
    open func getAllVoiceShortcuts(completion: @escaping @Sendable ([INVoiceShortcut]?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion([], nil) }
    }

    /// The voice shortcuts the person added for the app: none on Linux.
    /// - Returns: No shortcuts.
    open func allVoiceShortcuts() async throws -> [INVoiceShortcut] { [] }

    /// A voice shortcut by identifier: none on Linux.
    /// - Parameters:
    ///   - identifier: Its identifier.
    ///   - completion: Called on a background queue with nil and no error.
    @preconcurrency
    open func getVoiceShortcut(with identifier: UUID, completion: @escaping @Sendable (INVoiceShortcut?, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(nil, nil) }
    }

    /// A voice shortcut by identifier: none on Linux.
    /// - Parameter identifier: Its identifier.
    /// - Returns: nil.
    open func voiceShortcut(with identifier: UUID) async throws -> INVoiceShortcut? { nil }

    /// Suggests shortcuts for the person to add to Siri (replacing earlier suggestions).
    /// - Parameter suggestions: The shortcuts.
    open func setShortcutSuggestions(_ suggestions: [INShortcut]) {
        lock.withLock { self.suggestions = suggestions }
    }

    /// The shortcuts suggested last.
    var shortcutSuggestions: [INShortcut] { lock.withLock { suggestions } }
}
