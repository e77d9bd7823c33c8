// A player of items in order, and the looper that repeats one. Linux plays nothing, so no item
// ever ends: the queue moves on only when told (`advanceToNextItem()`), and a looper never loops.
import CoreMedia
import Foundation

/// Plays items one after another.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private let queueLock = NSLock()
    private var queue: [AVPlayerItem]

    /// A player of items in order.
    /// - Parameter items: The items.
    public init(items: [AVPlayerItem]) {
        queue = items
        super.init(playerItem: items.first)
    }

    /// A player with no items.
    public override init() {
        queue = []
        super.init(playerItem: nil)
    }

    /// A player of one item.
    /// - Parameter item: The item.
    public override init(playerItem item: AVPlayerItem?) {
        queue = item.map { [$0] } ?? []
        super.init(playerItem: item)
    }

    /// The items still to play, the current one first.
    /// - Returns: The items.
    open func items() -> [AVPlayerItem] { queueLock.withLock { queue } }

    /// Moves on to the next item.
    open func advanceToNextItem() {
        let next = queueLock.withLock { () -> AVPlayerItem? in
            if !queue.isEmpty { queue.removeFirst() }
            return queue.first
        }
        super.replaceCurrentItem(with: next)
    }

    /// Replaces the current item, keeping the rest of the queue.
    /// - Parameter item: The new item, or nil.
    override open func replaceCurrentItem(with item: AVPlayerItem?) {
        queueLock.withLock {
            if !queue.isEmpty { queue.removeFirst() }
            if let item { queue.insert(item, at: 0) }
        }
        super.replaceCurrentItem(with: item)
    }

    /// Whether an item can be inserted: not one already queued.
    /// - Parameters:
    ///   - item: The item.
    ///   - afterItem: The item to insert after, or nil for the end.
    /// - Returns: Whether it can.
    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        queueLock.withLock { !queue.contains { $0 === item } && (afterItem.map { after in queue.contains { $0 === after } } ?? true) }
    }

    /// Inserts an item after another, or at the end; it becomes current if the queue was empty.
    /// - Parameters:
    ///   - item: The item.
    ///   - afterItem: The item to insert after, or nil for the end.
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        let becameCurrent = queueLock.withLock { () -> Bool in
            if let afterItem, let index = queue.firstIndex(where: { $0 === afterItem }) {
                queue.insert(item, at: index + 1)
            } else {
                queue.append(item)
            }
            return queue.count == 1
        }
        if becameCurrent { super.replaceCurrentItem(with: item) }
    }

    /// Removes an item; removing the current one moves on to the next.
    /// - Parameter item: The item.
    open func remove(_ item: AVPlayerItem) {
        if currentItem === item {
            advanceToNextItem()
        } else {
            queueLock.withLock { queue.removeAll { $0 === item } }
        }
    }

    /// Removes every item.
    open func removeAllItems() {
        queueLock.withLock { queue.removeAll() }
        super.replaceCurrentItem(with: nil)
    }
}

/// Plays an item over and over in a queue player.
///
/// Linux: nothing plays, so the item never ends and `loopCount` stays 0; the looper queues the
/// item and is ready when the item is.
open class AVPlayerLooper: NSObject, @unchecked Sendable {
    /// Whether the looper works.
    public enum Status: Int, Sendable {
        /// Not known yet.
        case unknown = 0
        /// Looping.
        case ready = 1
        /// It cannot loop; see `error`.
        case failed = 2
        /// Looping was turned off.
        case cancelled = 3
    }

    private let item: AVPlayerItem
    private var disabled = false

    /// The items the looper queued.
    open private(set) var loopingPlayerItems: [AVPlayerItem]
    /// How many times the item has looped: 0, nothing plays.
    open var loopCount: Int { 0 }
    /// Whether the looper works: ready when the item is, failed when it failed, cancelled after
    /// `disableLooping()`.
    open var status: Status {
        if disabled { return .cancelled }
        return item.status == .readyToPlay ? .ready : .failed
    }
    /// Why the looper failed: the item's error.
    open var error: (any Error)? { item.error }

    /// A looper of an item's range in a queue player.
    /// - Parameters:
    ///   - player: The player.
    ///   - itemToLoop: The item.
    ///   - loopRange: The part to loop (invalid: all of it).
    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {
        item = itemToLoop
        loopingPlayerItems = [itemToLoop]
        super.init()
        player.insert(itemToLoop, after: nil)
    }

    /// A looper of a whole item in a queue player.
    /// - Parameters:
    ///   - player: The player.
    ///   - itemToLoop: The item.
    public convenience init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem) {
        self.init(player: player, templateItem: itemToLoop, timeRange: .invalid)
    }

    /// Stops looping after the current pass.
    open func disableLooping() { disabled = true }
}
