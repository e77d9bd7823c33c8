// The music players: the system's Music app's (`systemMusicPlayer`) and the app's own
// (`applicationMusicPlayer`, `applicationQueuePlayer`). Linux plays no sound: a player keeps its
// queue, the item and position it is at and its state, which change as Apple's do when the app
// plays, pauses, stops or skips, and posts the player's notifications once asked to. Used on
// the main thread, as Apple's players are.
import Foundation

/// Where a music player is in playing.
public enum MPMusicPlaybackState: Int, Sendable {
    /// Stopped.
    case stopped = 0
    /// Playing.
    case playing = 1
    /// Paused.
    case paused = 2
    /// Interrupted (by a call).
    case interrupted = 3
    /// Seeking forward.
    case seekingForward = 4
    /// Seeking backward.
    case seekingBackward = 5
}

/// How a music player repeats.
public enum MPMusicRepeatMode: Int, Sendable {
    /// The person's setting.
    case `default` = 0
    /// No repeat.
    case none = 1
    /// The item repeats.
    case one = 2
    /// The queue repeats.
    case all = 3
}

/// How a music player shuffles.
public enum MPMusicShuffleMode: Int, Sendable {
    /// The person's setting.
    case `default` = 0
    /// No shuffle.
    case off = 1
    /// Songs are shuffled.
    case songs = 2
    /// Albums are shuffled.
    case albums = 3
}

/// What a player's queue is made from.
open class MPMusicPlayerQueueDescriptor: NSObject, @unchecked Sendable {}

/// A queue of the library's items: a query's or a collection's.
open class MPMusicPlayerMediaItemQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// The query whose items are the queue.
    public let query: MPMediaQuery
    /// The item to start with.
    open var startItem: MPMediaItem?
    private let collection: MPMediaItemCollection?

    /// A queue of a query's items.
    /// - Parameter query: The query.
    public init(query: MPMediaQuery) {
        self.query = query
        collection = nil
        super.init()
    }

    /// A queue of a collection's items.
    /// - Parameter itemCollection: The collection.
    public init(itemCollection: MPMediaItemCollection) {
        query = MPMediaQuery()
        collection = itemCollection
        super.init()
    }

    /// The items queued.
    var items: [MPMediaItem] { collection?.items ?? query.items ?? [] }
}

/// A queue of Apple Music items by their store identifiers.
open class MPMusicPlayerStoreQueueDescriptor: MPMusicPlayerQueueDescriptor, @unchecked Sendable {
    /// The store identifiers.
    open var storeIDs: [String]?
    /// The identifier to start with.
    open var startItemID: String?

    /// A queue of store identifiers.
    /// - Parameter storeIDs: The identifiers.
    public init(storeIDs: [String]) {
        self.storeIDs = storeIDs
        super.init()
    }
}

/// A music player: its queue, the item it is at, and its state.
open class MPMusicPlayerController: NSObject, MPMediaPlayback, @unchecked Sendable {
    private static let system = MPMusicPlayerController()
    private static let application = MPMusicPlayerController()
    private static let applicationQueue = MPMusicPlayerApplicationController()

    /// The Music app's player (what it plays goes on after the app quits).
    open class var systemMusicPlayer: MPMusicPlayerController { system }
    /// The app's own player.
    open class var applicationMusicPlayer: MPMusicPlayerController { application }
    /// The app's own player, whose queue the app can edit.
    open class var applicationQueuePlayer: MPMusicPlayerApplicationController { applicationQueue }

    private var queue: [MPMediaItem] = []
    private var index = NSNotFound
    private var notifying = 0

    /// Where the player is in playing (`.stopped` at first).
    open private(set) var playbackState = MPMusicPlaybackState.stopped {
        didSet { if playbackState != oldValue { post(.MPMusicPlayerControllerPlaybackStateDidChange) } }
    }
    /// How it repeats.
    open var repeatMode = MPMusicRepeatMode.default
    /// How it shuffles.
    open var shuffleMode = MPMusicShuffleMode.default
    /// Whether it is ready to play.
    open private(set) var isPreparedToPlay = false
    /// The position in the item, in seconds.
    open var currentPlaybackTime: TimeInterval = 0
    /// The rate (1 while playing, 0 otherwise, unless set).
    open var currentPlaybackRate: Float = 0

    /// A player (the class's players are the ones apps use).
    public override init() { super.init() }

    /// The item the player is at; setting one plays it next (queued alone when it is not in the queue).
    open var nowPlayingItem: MPMediaItem? {
        get { queue.indices.contains(index) ? queue[index] : nil }
        set {
            guard let newValue else { return move(to: NSNotFound) }
            if let position = queue.firstIndex(where: { $0 === newValue }) {
                move(to: position)
            } else {
                queue = [newValue]
                move(to: 0)
            }
        }
    }

    /// The index of `nowPlayingItem` in the queue (`NSNotFound` when there is none).
    open var indexOfNowPlayingItem: Int { index }

    /// Queues a query's items (none on Linux: the library is empty).
    /// - Parameter query: The query.
    open func setQueue(with query: MPMediaQuery) { replaceQueue(query.items ?? []) }
    /// Queues a collection's items.
    /// - Parameter itemCollection: The collection.
    open func setQueue(with itemCollection: MPMediaItemCollection) { replaceQueue(itemCollection.items) }
    /// Queues Apple Music items by store identifier (none are found on Linux: no Apple Music).
    /// - Parameter storeIDs: The identifiers.
    open func setQueue(with storeIDs: [String]) { replaceQueue([]) }
    /// Queues what a descriptor describes.
    /// - Parameter descriptor: The descriptor.
    open func setQueue(with descriptor: MPMusicPlayerQueueDescriptor) {
        guard let items = (descriptor as? MPMusicPlayerMediaItemQueueDescriptor)?.items else { return replaceQueue([]) }
        replaceQueue(items)
        if let start = (descriptor as? MPMusicPlayerMediaItemQueueDescriptor)?.startItem,
           let position = items.firstIndex(where: { $0 === start }) { move(to: position) }
    }

    /// Gets ready to play: ready when the queue has an item.
    open func prepareToPlay() { isPreparedToPlay = !queue.isEmpty }

    /// Plays the current item, or the first; nothing happens with an empty queue.
    open func play() {
        guard !queue.isEmpty else { return }
        if index == NSNotFound { move(to: 0) }
        isPreparedToPlay = true
        currentPlaybackRate = 1
        playbackState = .playing
    }

    /// Pauses at the current position.
    open func pause() {
        guard playbackState != .stopped else { return }
        currentPlaybackRate = 0
        playbackState = .paused
    }

    /// Stops and goes back to the item's beginning.
    open func stop() {
        currentPlaybackRate = 0
        currentPlaybackTime = 0
        playbackState = .stopped
    }

    /// Seeks forward until `endSeeking()` (when there is an item).
    open func beginSeekingForward() { if nowPlayingItem != nil { playbackState = .seekingForward } }
    /// Seeks backward until `endSeeking()` (when there is an item).
    open func beginSeekingBackward() { if nowPlayingItem != nil { playbackState = .seekingBackward } }
    /// Stops seeking and plays on.
    open func endSeeking() {
        if playbackState == .seekingForward || playbackState == .seekingBackward { playbackState = .playing }
    }

    /// Goes to the next item; past the last, the player stops.
    open func skipToNextItem() {
        guard index != NSNotFound else { return }
        if index + 1 < queue.count {
            move(to: index + 1)
        } else {
            move(to: NSNotFound)
            stop()
        }
    }

    /// Goes back to the current item's beginning.
    open func skipToBeginning() { currentPlaybackTime = 0 }

    /// Goes to the item before (the first stays the first).
    open func skipToPreviousItem() {
        guard index != NSNotFound else { return }
        move(to: max(index - 1, 0))
    }

    /// Starts posting the player's notifications (state, item, volume changes).
    open func beginGeneratingPlaybackNotifications() { notifying += 1 }
    /// Stops posting them (after as many calls as `beginGeneratingPlaybackNotifications`).
    open func endGeneratingPlaybackNotifications() { notifying = max(notifying - 1, 0) }

    /// Replaces the queue: the player is at its first item, or at none and stopped.
    private func replaceQueue(_ items: [MPMediaItem]) {
        queue = items
        post(.MPMusicPlayerControllerQueueDidChange)
        move(to: items.isEmpty ? NSNotFound : 0)
        if items.isEmpty { stop() }
    }

    /// Moves to an item of the queue, at its beginning.
    private func move(to position: Int) {
        let changed = position != index
        index = position
        currentPlaybackTime = 0
        if changed { post(.MPMusicPlayerControllerNowPlayingItemDidChange) }
    }

    /// Posts a notification of the player, once notifications were asked for.
    private func post(_ name: Notification.Name) {
        if notifying > 0 { NotificationCenter.default.post(name: name, object: self) }
    }
}

/// The app's player whose queue the app can edit.
open class MPMusicPlayerApplicationController: MPMusicPlayerController, @unchecked Sendable {}

extension Notification.Name {
    /// Posted when a player's state changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerPlaybackStateDidChange = Notification.Name("MPMusicPlayerControllerPlaybackStateDidChangeNotification")
    /// Posted when a player moves to another item, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerNowPlayingItemDidChange = Notification.Name("MPMusicPlayerControllerNowPlayingItemDidChangeNotification")
    /// Posted when a player's queue changes, after `beginGeneratingPlaybackNotifications()`.
    public static let MPMusicPlayerControllerQueueDidChange = Notification.Name("MPMusicPlayerControllerQueueDidChangeNotification")
    /// Posted when the volume changes (Linux: never).
    public static let MPMusicPlayerControllerVolumeDidChange = Notification.Name("MPMusicPlayerControllerVolumeDidChangeNotification")
}
