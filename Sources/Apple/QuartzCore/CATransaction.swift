// Core Animation's transactions: groups of layer changes with an animation duration, a pacing
// curve, whether actions are off, and a completion block. Linux, as Apple documents it:
//
// 1. `begin()`/`commit()` nest, per thread. A group's settings are read through its enclosing
//    groups (`animationDuration()` is 0.25 s when no group sets it).
// 2. The completion block runs once every animation added to a layer while it was the block has
//    ended (run to its end or been removed), on the main queue; when none was added it runs at
//    once, inside `commit()` (or inside `setCompletionBlock(_:)` when another block replaces it).
// 3. Without `begin()`, settings go to the thread's implicit transaction, committed when the
//    thread's run loop turns (on the main thread: the main queue's next turn), or by `flush()`.
import Foundation

/// Groups layer changes; its completion block runs when the group's animations have ended.
open class CATransaction: NSObject, @unchecked Sendable {
    /// A transaction group's settings.
    final class Group {
        var values: [String: Any] = [:]
        var waiter: TransactionWaiter?
        let isImplicit: Bool
        init(isImplicit: Bool) { self.isImplicit = isImplicit }
    }

    /// One thread's open groups, outermost first.
    final class Stack {
        var groups: [Group] = []
    }

    private static let threadKey = "QuartzCore.CATransaction.stack"
    private static let transactionLock = NSRecursiveLock()

    /// The calling thread's stack of groups.
    private static var stack: Stack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[threadKey] as? Stack { return stack }
        let stack = Stack()
        dictionary[threadKey] = stack
        return stack
    }

    /// The innermost group, made implicit (and committed at the run loop's next turn) if none is
    /// open.
    private static var current: Group {
        let stack = self.stack
        if let group = stack.groups.last { return group }
        let group = Group(isImplicit: true)
        stack.groups.append(group)
        let commitImplicit: @Sendable () -> Void = { CATransaction.commitImplicit() }
        if Thread.isMainThread {
            DispatchQueue.main.async(execute: commitImplicit)
        } else {
            RunLoop.current.perform(commitImplicit)
        }
        return group
    }

    /// Commits the thread's implicit group, if it is the only one open.
    private static func commitImplicit() {
        let stack = self.stack
        guard stack.groups.count == 1, stack.groups[0].isImplicit else { return }
        let group = stack.groups.removeLast()
        group.waiter?.seal()
    }

    /// Begins a transaction group.
    open class func begin() { stack.groups.append(Group(isImplicit: false)) }

    /// Commits the innermost group: its completion block runs now if none of its animations is
    /// still running, else when the last ends. A commit without a `begin()` commits the implicit
    /// transaction, if there is one.
    open class func commit() {
        let stack = self.stack
        guard let group = stack.groups.popLast() else { return }
        group.waiter?.seal()
    }

    /// Commits the implicit transaction now, rather than at the run loop's next turn.
    open class func flush() { commitImplicit() }

    /// Takes the lock that keeps layer properties consistent across threads.
    open class func lock() { transactionLock.lock() }

    /// Gives the lock back.
    open class func unlock() { transactionLock.unlock() }

    /// The setting of a key in the innermost group that sets it.
    private static func setting(_ key: String) -> Any? {
        for group in stack.groups.reversed() {
            if let value = group.values[key] { return value }
        }
        return nil
    }

    /// The duration of the group's implicit animations (0.25 s unless a group sets it).
    /// - Returns: The seconds.
    open class func animationDuration() -> CFTimeInterval { setting("animationDuration") as? CFTimeInterval ?? 0.25 }

    /// Sets the duration of the group's implicit animations.
    /// - Parameter dur: The seconds.
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.values["animationDuration"] = dur }

    /// The pacing curve of the group's implicit animations (nil unless a group sets it).
    /// - Returns: The curve, or nil.
    open class func animationTimingFunction() -> CAMediaTimingFunction? { setting("animationTimingFunction") as? CAMediaTimingFunction }

    /// Sets the pacing curve of the group's implicit animations.
    /// - Parameter function: The curve (nil: the default).
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.values["animationTimingFunction"] = function
    }

    /// Whether the group's property changes run no actions (false unless a group sets it).
    /// - Returns: Whether actions are off.
    open class func disableActions() -> Bool { setting("disableActions") as? Bool ?? false }

    /// Turns the group's actions off or on.
    /// - Parameter flag: True to turn them off.
    open class func setDisableActions(_ flag: Bool) { current.values["disableActions"] = flag }

    /// The innermost group's completion block, while it has not run.
    /// - Returns: The block, or nil.
    open class func completionBlock() -> (() -> Void)? { stack.groups.last?.waiter?.currentBlock }

    /// Sets the group's completion block: it runs once the animations added from now on in this
    /// group have ended, or at once on commit if none was added. A block it replaces is done
    /// waiting for new animations (and runs at once if none was added).
    /// - Parameter block: The block (nil: none).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        let group = current
        let previous = group.waiter
        group.waiter = block.map(TransactionWaiter.init)
        previous?.seal()
    }

    /// A setting by its key (`"animationDuration"`, `"animationTimingFunction"`,
    /// `"disableActions"`, `"completionBlock"`, or a key of your own).
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case "animationDuration": return animationDuration()
        case "disableActions": return disableActions()
        case "completionBlock": return completionBlock()
        default: return setting(key)
        }
    }

    /// Sets a setting by its key.
    /// - Parameters:
    ///   - anObject: The value.
    ///   - key: The key.
    open class func setValue(_ anObject: Any?, forKey key: String) {
        if key == "completionBlock" {
            setCompletionBlock(anObject as? () -> Void)
        } else {
            current.values[key] = anObject
        }
    }

    /// Makes the open groups' completion blocks wait for an animation just added to a layer.
    static func track(_ animation: RunningAnimation) {
        for group in stack.groups { group.waiter?.track(animation) }
    }
}
