// The scripts a web view adds to its pages and the handlers of what the pages post back. Kept as
// the app sets them; with no JavaScript engine, scripts never run and handlers are never called.
import Foundation

/// A web view's user scripts and script message handlers.
///
/// As in WebKit, the controller keeps its handlers strongly (a handler that holds the web view
/// makes a cycle until it is removed). Adding a handler under a name already used in a world is
/// an error WebKit raises an exception for; here the second handler is ignored.
open class WKUserContentController: NSObject, @unchecked Sendable {
    private struct HandlerKey: Hashable {
        let name: String
        let world: ObjectIdentifier
    }

    private var scripts: [WKUserScript] = []
    private var handlers: [HandlerKey: any WKScriptMessageHandler] = [:]

    /// A controller with no scripts or handlers.
    public override init() { super.init() }

    /// The scripts added, in order.
    open var userScripts: [WKUserScript] { scripts }

    /// Adds a script to the pages loaded from now on.
    /// - Parameter userScript: The script.
    open func addUserScript(_ userScript: WKUserScript) { scripts.append(userScript) }

    /// Removes every script.
    open func removeAllUserScripts() { scripts.removeAll() }

    /// Adds a handler of the messages posted to `window.webkit.messageHandlers.<name>` in the
    /// page's world.
    /// - Parameters:
    ///   - scriptMessageHandler: The handler (kept strongly).
    ///   - name: The name scripts post to.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) {
        add(scriptMessageHandler, contentWorld: .page, name: name)
    }

    /// Adds a handler of the messages posted to a name in a world.
    /// - Parameters:
    ///   - scriptMessageHandler: The handler (kept strongly).
    ///   - world: The world whose scripts post to it.
    ///   - name: The name scripts post to.
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, contentWorld world: WKContentWorld, name: String) {
        let key = HandlerKey(name: name, world: ObjectIdentifier(world))
        if handlers[key] == nil { handlers[key] = scriptMessageHandler }
    }

    /// Removes the handler of a name in the page's world.
    /// - Parameter name: The name.
    open func removeScriptMessageHandler(forName name: String) {
        removeScriptMessageHandler(forName: name, contentWorld: .page)
    }

    /// Removes the handler of a name in a world.
    /// - Parameters:
    ///   - name: The name.
    ///   - contentWorld: The world.
    open func removeScriptMessageHandler(forName name: String, contentWorld: WKContentWorld) {
        handlers[HandlerKey(name: name, world: ObjectIdentifier(contentWorld))] = nil
    }

    /// Removes the handlers of a world.
    /// - Parameter contentWorld: The world.
    open func removeAllScriptMessageHandlers(from contentWorld: WKContentWorld) {
        handlers = handlers.filter { $0.key.world != ObjectIdentifier(contentWorld) }
    }

    /// Removes every handler.
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
}
