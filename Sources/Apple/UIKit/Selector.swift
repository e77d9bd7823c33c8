// Selectors, and calling the methods they name. Linux has no Objective-C runtime to call a
// method by its name, so a compiled preview brings its own: `#selector(name)` reads as
// `_sel("name")`, and each file that declares `@objc` methods gets a dispatcher (TrellisCompiler's
// SelectorTargets: per class, a switch from the method's name to a call of it), registered here
// when the preview's library loads. UIKit's target-action (controls, gesture recognizers),
// timers, display links and notification observers call through `Selector.perform`.
import Foundation
import Synchronization

/// The name of a method, as `#selector(name)` gives it.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The method's name, as written in `#selector(…)`.
    public let name: String
    /// The selector of a method name.
    /// - Parameter name: The name.
    public init(_ name: String) { self.name = name }
    /// The selector of a literal method name.
    /// - Parameter value: The name.
    public init(stringLiteral value: String) { self.init(value) }

    /// The name a dispatcher matches: the method's own name, with its argument labels when
    /// written (`Coordinator.handleTap(_:)` → `handleTap(_:)`, `self.refresh` → `refresh`).
    public var methodName: String {
        let labels = name.firstIndex(of: "(").map { name[$0...] } ?? ""
        let path = name[..<(name.firstIndex(of: "(") ?? name.endIndex)]
        let base = path.split(separator: ".").last.map(String.init) ?? String(path)
        return base.trimmingCharacters(in: .whitespaces) + labels.filter { !$0.isWhitespace }
    }

    /// Calls the method this selector names on `target`, as the Objective-C runtime does: at
    /// once, on the calling thread (UIKit calls targets on the main thread, a notification
    /// center its observers on the posting one; a preview's views are made on the thread the
    /// engine runs on, its main actor). The method takes as many of `arguments` as it has
    /// parameters (a sender, an event).
    /// - Parameters:
    ///   - target: The object whose method is called.
    ///   - arguments: The arguments UIKit passes (the sender first).
    /// - Returns: Whether a method of the target was called (false: no compiled preview
    ///   declares one of that name for the target's class).
    @discardableResult
    public func perform(on target: Any?, with arguments: [Any] = []) -> Bool {
        guard let target else { return false }
        let name = methodName
        return _SelectorTargets.dispatchers.contains { dispatcher in
            // The dispatchers are the main actor's; so is the thread that calls (see above).
            withoutActuallyEscaping(dispatcher) { dispatcher in
                unsafeBitCast(dispatcher, to: ((Any, String, [Any]) -> Bool).self)(target, name, arguments)
            }
        }
    }
}

/// What a compiled preview reads `#selector(name)` as (ModuleSources: the expression is
/// rewritten in place, since swiftc on Linux refuses it).
/// - Parameter name: The method's name as written.
/// - Returns: Its selector.
public func _sel(_ name: String) -> Selector { Selector(name) }

/// The dispatchers of the compiled previews' `@objc` methods (generated; see the file's
/// comment), registered as their libraries load.
public enum _SelectorTargets {
    /// Calls `target`'s method named `name` (with or without its labels) with the arguments it
    /// takes; whether the target's class has that method.
    public typealias Dispatcher = @MainActor @Sendable (_ target: Any, _ name: String, _ arguments: [Any]) -> Bool

    private static let registered = Mutex<[Dispatcher]>([])

    /// Adds a file's dispatcher (called from the library's initializers, on load).
    /// - Parameter dispatcher: The dispatcher.
    public static func register(_ dispatcher: @escaping Dispatcher) {
        registered.withLock { $0.append(dispatcher) }
    }

    /// The dispatchers, the last loaded first (an edit's replacement before what it replaces).
    static var dispatchers: [Dispatcher] { registered.withLock { $0.reversed() } }
}

/// An argument for a dispatched method's parameter (generated code): the `index`th of
/// `arguments` as the parameter's type, or nil.
/// - Parameters:
///   - arguments: What the caller passed.
///   - index: The parameter's place.
/// - Returns: The argument, when there is one of that type.
public func _selectorArgument<T>(_ arguments: [Any], _ index: Int) -> T? {
    index < arguments.count ? arguments[index] as? T : nil
}
