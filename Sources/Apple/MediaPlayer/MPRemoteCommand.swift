// A command the Lock Screen, Control Center, headphones or a car sends (play, pause, skip…) and
// the app's targets for it. Nothing sends one on Linux; `_perform(_:)` sends one as the system
// does when the person taps, so the app's handlers run and answer.
import Foundation
import UIKit

/// What a command's handler answers.
public enum MPRemoteCommandHandlerStatus: Int, Sendable {
    /// The command was carried out.
    case success = 0
    /// The content asked for does not exist.
    case noSuchContent = 100
    /// Nothing is playing that the command could act on.
    case noActionableNowPlayingItem = 110
    /// The device the command is for is not there.
    case deviceNotFound = 120
    /// The command failed.
    case commandFailed = 200
}

/// A command the system sends the app, to which it adds a handler or a target and action.
open class MPRemoteCommand: NSObject, @unchecked Sendable {
    /// What `addTarget(handler:)` returns, to remove the handler by.
    private final class HandlerToken: NSObject {}

    /// A handler, or an object and the method to call on it (held weakly, as UIKit holds a
    /// control's targets).
    private enum Target {
        case handler(HandlerToken, (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus)
        case action(WeakObject, Selector)
    }

    private final class WeakObject {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let lock = NSLock()
    private var targets: [Target] = []
    private var enabled = true

    /// A command (the command center makes them).
    public override init() { super.init() }

    /// Whether the system offers the command (its button is active); true until set.
    open var isEnabled: Bool {
        get { lock.withLock { enabled } }
        set { lock.withLock { enabled = newValue } }
    }

    /// Adds a handler, called with each event of the command.
    /// - Parameter handler: Carries the command out and says how it went.
    /// - Returns: An object to remove the handler with (`removeTarget(_:)`).
    @discardableResult
    open func addTarget(handler: @escaping (MPRemoteCommandEvent) -> MPRemoteCommandHandlerStatus) -> Any {
        let token = HandlerToken()
        lock.withLock { targets.append(.handler(token, handler)) }
        return token
    }

    /// Adds an object's method, called with each event of the command (`#selector(play(_:))`).
    /// - Parameters:
    ///   - target: The object, held weakly.
    ///   - action: Its method, which takes the event.
    open func addTarget(_ target: Any, action: Selector) {
        lock.withLock { targets.append(.action(WeakObject(target as AnyObject), action)) }
    }

    /// Removes a target: a handler by what `addTarget(handler:)` returned, or an object's
    /// methods; nil removes every target.
    /// - Parameter target: The handler's object, the target, or nil.
    open func removeTarget(_ target: Any?) {
        guard let target else { return lock.withLock { targets.removeAll() } }
        let object = target as AnyObject
        lock.withLock { targets.removeAll { Self.target($0, is: object, action: nil) } }
    }

    /// Removes an object's method (nil: all its methods).
    /// - Parameters:
    ///   - target: The object.
    ///   - action: The method, or nil.
    open func removeTarget(_ target: Any, action: Selector?) {
        let object = target as AnyObject
        lock.withLock { targets.removeAll { Self.target($0, is: object, action: action) } }
    }

    /// Sends the command as the system does when the person asks for it: each handler and
    /// target is called in the order added, when the command is enabled. An object's method
    /// answers `.success` when it was called (Linux cannot read what it returned), else
    /// `.commandFailed`.
    /// - Parameter event: The event (nil: a plain event of this command, now).
    /// - Returns: What each target answered (none when disabled or without targets).
    @discardableResult
    public func _perform(_ event: MPRemoteCommandEvent? = nil) -> [MPRemoteCommandHandlerStatus] {
        let (isEnabled, targets) = lock.withLock { (enabled, self.targets) }
        guard isEnabled else { return [] }
        let event = event ?? MPRemoteCommandEvent(command: self)
        return targets.map { target in
            switch target {
            case .handler(_, let handler):
                return handler(event)
            case .action(let object, let action):
                guard let object = object.object else { return .commandFailed }
                return action.perform(on: object, with: [event]) ? .success : .commandFailed
            }
        }
    }

    /// Whether `target` is the handler of `object`, or `object`'s method (`action`, or any).
    private static func target(_ target: Target, is object: AnyObject, action: Selector?) -> Bool {
        switch target {
        case .handler(let token, _): return token === object
        case .action(let weak, let selector): return weak.object === object && (action == nil || action == selector)
        }
    }
}
