// An intents extension's principal class: it gives the object that handles each intent.
// Nothing asks for a handler on Linux; the app's code compiles and answers when called.
import Foundation

/// Gives the object that handles an intent.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    /// The object that handles `intent`.
    /// - Parameter intent: The intent.
    /// - Returns: The handler, or nil.
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an intents extension (subclassed, with `handler(for:)` overridden).
open class INExtension: NSObject, INIntentHandlerProviding {
    /// An extension.
    public override init() { super.init() }

    /// No handler, unless a subclass gives one.
    /// - Parameter intent: The intent.
    /// - Returns: nil.
    open func handler(for intent: INIntent) -> Any? { nil }
}
