import Foundation
import FoundationAdditions
@testable import Intents
import LinkPresentation
@testable import MediaPlayer
import Synchronization
import Testing
import Trellis
import UIKit
import WidgetKit

/// Values a background queue hands back, read once they are there.
private final class Received<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Value] = []
    func add(_ value: Value) { lock.withLock { values.append(value) } }
    var all: [Value] { lock.withLock { values } }
}

/// Polls until a condition holds, up to 2 s.
private func waitUntil(_ condition: () -> Bool) async throws {
    for _ in 0..<400 where !condition() { try await Task.sleep(nanoseconds: 5_000_000) }
}

/// A radio player as music apps write one: the remote commands wired to its state with weak
/// handlers, the now-playing information published with artwork and updated as it plays.
private final class RadioPlayer {
    var isPlaying = false {
        didSet { MPNowPlayingInfoCenter.default().playbackState = isPlaying ? .playing : .paused }
    }
    var position: TimeInterval = 0
    var stationsSkipped = 0
    private(set) var pauseHandler: Any?

    init() {
        let commands = MPRemoteCommandCenter.shared()
        commands.playCommand.addTarget { [weak self] _ in
            guard let self, !self.isPlaying else { return .commandFailed }
            self.isPlaying = true
            return .success
        }
        pauseHandler = commands.pauseCommand.addTarget { [weak self] _ in
            guard let self, self.isPlaying else { return .commandFailed }
            self.isPlaying = false
            return .success
        }
        commands.nextTrackCommand.addTarget { [weak self] _ in
            self?.stationsSkipped += 1
            return .success
        }
        commands.changePlaybackPositionCommand.addTarget { [weak self] event in
            guard let event = event as? MPChangePlaybackPositionCommandEvent else { return .commandFailed }
            self?.position = event.positionTime
            return .success
        }
        commands.skipForwardCommand.preferredIntervals = [30]
    }

    func publish(station: String, cover: UIImage) {
        MPNowPlayingInfoCenter.default().nowPlayingInfo = [
            MPMediaItemPropertyTitle: station,
            MPMediaItemPropertyArtist: "Live",
            MPMediaItemPropertyArtwork: MPMediaItemArtwork(boundsSize: cover.size) { _ in cover },
        ]
    }

    func tick(elapsed: TimeInterval, duration: TimeInterval) {
        var info = MPNowPlayingInfoCenter.default().nowPlayingInfo
        info?[MPNowPlayingInfoPropertyElapsedPlaybackTime] = elapsed
        info?[MPMediaItemPropertyPlaybackDuration] = duration
        MPNowPlayingInfoCenter.default().nowPlayingInfo = info
    }

    static var commands: [MPRemoteCommand] {
        let center = MPRemoteCommandCenter.shared()
        return [center.playCommand, center.pauseCommand, center.nextTrackCommand, center.changePlaybackPositionCommand]
    }
}

/// A target whose method a remote command calls by selector (compiled previews generate the
/// dispatcher; here it is written out).
private final class RemoteListener: NSObject {
    var events: [MPRemoteCommandEvent] = []
    func handleSkip(_ event: MPRemoteCommandEvent) { events.append(event) }
}

/// A share sheet's item that gives its own link metadata, as apps share an image with a title.
private final class ShareCard: NSObject, UIActivityItemSource {
    let name: String
    let image: UIImage
    init(name: String, image: UIImage) {
        self.name = name
        self.image = image
    }
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { image }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? { image }
    func activityViewControllerLinkMetadata(_ activityViewController: UIActivityViewController) -> LPLinkMetadata? {
        let metadata = LPLinkMetadata()
        metadata.title = name
        metadata.imageProvider = NSItemProvider(object: image)
        return metadata
    }
}

/// The link preview of SwiftUI tutorials.
private struct LinkPreview: UIViewRepresentable {
    var url: URL
    func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: url) }
    func updateUIView(_ uiView: LPLinkView, context: Context) {}
}

/// The volume slider of player screens.
private struct VolumeSlider: UIViewRepresentable {
    func makeUIView(context: Context) -> MPVolumeView { MPVolumeView(frame: .zero) }
    func updateUIView(_ uiView: MPVolumeView, context: Context) {}
}

/// An intents extension's principal class, handling every intent itself.
private final class IntentHandler: INExtension {
    override func handler(for intent: INIntent) -> Any { self }
}

private struct FavoriteEntry: TimelineEntry {
    let date: Date
}

/// A widget provider configured with an intent (iOS 14's configurable widgets).
private struct FavoriteProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> FavoriteEntry { FavoriteEntry(date: .distantPast) }
    func getSnapshot(for configuration: INIntent, in context: Context, completion: @escaping (FavoriteEntry) -> Void) {
        completion(FavoriteEntry(date: .distantPast))
    }
    func getTimeline(for configuration: INIntent, in context: Context, completion: @escaping (Timeline<FavoriteEntry>) -> Void) {
        completion(Timeline(entries: [FavoriteEntry(date: .distantPast)], policy: .never))
    }
}

/// MediaPlayer's now-playing information, remote commands, artwork, library and players;
/// LinkPresentation's metadata, provider and view; Intents' authorisation, donations and
/// shortcuts. The shared centers are the process's, so the suite runs one test at a time.
@Suite(.serialized) struct MediaPlayerLinkPresentationIntentsTests {
    // MARK: MediaPlayer

    @Test func remoteCommandsRunTheHandlersAndTheNowPlayingInformationIsKept() throws {
        RadioPlayer.commands.forEach { $0.removeTarget(nil) }
        defer { RadioPlayer.commands.forEach { $0.removeTarget(nil) } }
        let player = RadioPlayer()
        let commands = MPRemoteCommandCenter.shared()
        #expect(commands === MPRemoteCommandCenter.shared() && commands.playCommand.isEnabled)

        // Play answers success, then fails while playing; the handler set the playback state.
        #expect(commands.playCommand._perform() == [.success])
        #expect(player.isPlaying && MPNowPlayingInfoCenter.default().playbackState == .playing)
        #expect(commands.playCommand._perform() == [.commandFailed])
        #expect(commands.pauseCommand._perform() == [.success] && !player.isPlaying)
        #expect(MPNowPlayingInfoCenter.default().playbackState == .paused)
        commands.nextTrackCommand._perform()
        #expect(player.stationsSkipped == 1)
        // A command's value reaches the handler in the event's subclass.
        let seek = MPChangePlaybackPositionCommandEvent(command: commands.changePlaybackPositionCommand, positionTime: 42.5)
        #expect(commands.changePlaybackPositionCommand._perform(seek) == [.success] && player.position == 42.5)
        #expect(seek.command === commands.changePlaybackPositionCommand)
        #expect(commands.changePlaybackPositionCommand._perform() == [.commandFailed])
        #expect(commands.skipForwardCommand.preferredIntervals == [30])

        // A disabled command calls nothing; a removed handler is not called again.
        commands.nextTrackCommand.isEnabled = false
        #expect(commands.nextTrackCommand._perform().isEmpty && player.stationsSkipped == 1)
        commands.nextTrackCommand.isEnabled = true
        commands.pauseCommand.removeTarget(try #require(player.pauseHandler as AnyObject?))
        player.isPlaying = true
        #expect(commands.pauseCommand._perform().isEmpty && player.isPlaying)
        #expect(commands.playCommand._perform() == [.commandFailed])

        // The now-playing information reads back as set, updated as the app updates it.
        let cover = UIGraphicsImageRenderer(size: CGSize(width: 600, height: 600)).image { _ in }
        player.publish(station: "Jazz FM", cover: cover)
        player.tick(elapsed: 30, duration: 180)
        let info = try #require(MPNowPlayingInfoCenter.default().nowPlayingInfo)
        #expect(info["title"] as? String == "Jazz FM" && info[MPMediaItemPropertyArtist] as? String == "Live")
        #expect(info[MPNowPlayingInfoPropertyElapsedPlaybackTime] as? TimeInterval == 30)
        #expect(info["playbackDuration"] as? TimeInterval == 180)
        let artwork = try #require(info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork)
        #expect(artwork.bounds == CGRect(x: 0, y: 0, width: 600, height: 600) && artwork.image(at: CGSize(width: 60, height: 60)) === cover)
        MPNowPlayingInfoCenter.default().nowPlayingInfo = nil
        #expect(MPNowPlayingInfoCenter.default().nowPlayingInfo == nil)

        // Apple's key names.
        #expect(MPMediaItemPropertyAlbumTitle == "albumTitle" && MPMediaItemPropertyAlbumPersistentID == "albumPID")
        #expect(MPMediaItemPropertyPersistentID == "persistentID" && MPMediaItemPropertyArtwork == "artwork")
        #expect(MPNowPlayingInfoPropertyPlaybackRate == "MPNowPlayingInfoPropertyPlaybackRate")
    }

    @MainActor @Test func aTargetAndActionIsCalledWithTheEvent() {
        _SelectorTargets.register { target, name, arguments in
            guard let listener = target as? RemoteListener, name.hasPrefix("handleSkip"),
                  let event = arguments.first as? MPRemoteCommandEvent else { return false }
            listener.handleSkip(event)
            return true
        }
        let command = MPSkipIntervalCommand()
        let listener = RemoteListener()
        command.addTarget(listener, action: Selector("handleSkip(_:)"))
        let skip = MPSkipIntervalCommandEvent(command: command, interval: 15)
        #expect(command._perform(skip) == [.success])
        #expect((listener.events.first as? MPSkipIntervalCommandEvent)?.interval == 15)
        command.removeTarget(listener, action: Selector("handleSkip(_:)"))
        #expect(command._perform().isEmpty && listener.events.count == 1)
        // A target that is gone answers failure.
        command.addTarget(RemoteListener(), action: Selector("handleSkip(_:)"))
        #expect(command._perform() == [.commandFailed])
    }

    @Test func theMusicLibraryIsEmptyAndAccessIsDeclined() async throws {
        MPMediaLibrary.reset()
        #expect(MPMediaLibrary.authorizationStatus() == .notDetermined)
        let answers = Received<MPMediaLibraryAuthorizationStatus>()
        MPMediaLibrary.requestAuthorization { answers.add($0) }
        try await waitUntil { !answers.all.isEmpty }
        #expect(answers.all == [.denied] && MPMediaLibrary.authorizationStatus() == .denied)
        #expect(await MPMediaLibrary.requestAuthorization() == .denied)

        let songs = MPMediaQuery.songs()
        #expect(songs.items?.isEmpty == true && songs.collections?.isEmpty == true && songs.groupingType == .title)
        #expect(MPMediaQuery.albums().groupingType == .album && MPMediaQuery.playlists().groupingType == .playlist)
        let byArtist = MPMediaPropertyPredicate.predicate(withValue: "Miles Davis", forProperty: MPMediaItemPropertyArtist)
        songs.addFilterPredicate(byArtist)
        #expect(songs.filterPredicates?.count == 2 && byArtist.comparisonType == .equalTo)
        songs.removeFilterPredicate(byArtist)
        #expect(songs.filterPredicates?.count == 1)
    }

    @Test func aMusicPlayerKeepsItsQueueAndStateAndTellsObservers() throws {
        let cover = MPMediaItemArtwork(image: UIGraphicsImageRenderer(size: CGSize(width: 80, height: 80)).image { _ in })
        let first = MPMediaItem(properties: [MPMediaItemPropertyTitle: "So What", MPMediaItemPropertyArtist: "Miles Davis",
                                             MPMediaItemPropertyAlbumTitle: "Kind of Blue", MPMediaItemPropertyPlaybackDuration: 545.0,
                                             MPMediaItemPropertyPersistentID: UInt64(7), MPMediaItemPropertyArtwork: cover,
                                             MPMediaItemPropertyMediaType: MPMediaType.music.rawValue])
        let second = MPMediaItem(properties: [MPMediaItemPropertyTitle: "Blue in Green", MPMediaItemPropertyPersistentID: NSNumber(value: 8)])
        #expect(first.title == "So What" && first.artist == "Miles Davis" && first.albumTitle == "Kind of Blue")
        #expect(first.playbackDuration == 545 && first.persistentID == 7 && first.artwork === cover && first.mediaType == .music)
        #expect(second.persistentID == 8 && second.artist == nil && second.playbackDuration == 0 && MPMediaItem().title == nil)
        #expect(first.value(forProperty: "title") as? String == "So What" && cover.bounds.size == CGSize(width: 80, height: 80))

        let player = MPMusicPlayerController()
        let seen = Received<Notification.Name>()
        let names: [Notification.Name] = [.MPMusicPlayerControllerPlaybackStateDidChange, .MPMusicPlayerControllerNowPlayingItemDidChange]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: player, queue: nil) { seen.add($0.name) }
        }
        defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
        player.beginGeneratingPlaybackNotifications()

        // An empty queue plays nothing.
        player.setQueue(with: MPMediaQuery.songs())
        player.play()
        #expect(player.playbackState == .stopped && player.nowPlayingItem == nil && player.indexOfNowPlayingItem == NSNotFound)
        // A collection's items play in order; past the last the player stops.
        player.setQueue(with: MPMediaItemCollection(items: [first, second]))
        player.play()
        #expect(player.playbackState == .playing && player.nowPlayingItem === first && player.currentPlaybackRate == 1)
        player.currentPlaybackTime = 100
        player.pause()
        #expect(player.playbackState == .paused && player.currentPlaybackTime == 100)
        player.skipToNextItem()
        #expect(player.nowPlayingItem === second && player.indexOfNowPlayingItem == 1 && player.currentPlaybackTime == 0)
        player.skipToPreviousItem()
        player.skipToPreviousItem()
        #expect(player.nowPlayingItem === first)
        player.nowPlayingItem = second
        player.skipToNextItem()
        #expect(player.playbackState == .stopped && player.nowPlayingItem == nil)
        #expect(seen.all.filter { $0 == .MPMusicPlayerControllerPlaybackStateDidChange }.count == 3)
        #expect(seen.all.contains(.MPMusicPlayerControllerNowPlayingItemDidChange))
        // After as many ends as begins, nothing more is posted.
        player.endGeneratingPlaybackNotifications()
        let count = seen.all.count
        player.play()
        #expect(player.playbackState == .playing && seen.all.count == count)
        #expect(MPMusicPlayerController.applicationQueuePlayer === MPMusicPlayerController.applicationQueuePlayer)
        #expect(MPMusicPlayerController.systemMusicPlayer !== MPMusicPlayerController.applicationMusicPlayer)
    }

    @Test func aVolumeViewAndALinkViewDrawAsUIKitViewsDo() {
        expectFrame(layout(VolumeSlider().id("volume"), 320, 40), "volume", 0, 0, 320, 40)
        expectFrame(layout(LinkPreview(url: URL(string: "https://www.swift.org")!).id("link"), 200, 300), "link", 0, 0, 200, 300)
        let volume = MPVolumeView(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
        volume.showsRouteButton = false
        #expect(volume.showsVolumeSlider && !volume.showsRouteButton && !volume.areWirelessRoutesAvailable)
        #expect(volume.bounds.size == CGSize(width: 300, height: 34) && volume.volumeThumbImage(for: .normal) == nil)
    }

    // MARK: LinkPresentation

    @Test func linkMetadataIsKeptCopiedAndArchived() throws {
        let card = ShareCard(name: "Peach", image: UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in })
        let sheet = UIActivityViewController(activityItems: [card], applicationActivities: nil)
        let metadata = try #require(card.activityViewControllerLinkMetadata(sheet))
        #expect(metadata.title == "Peach" && metadata.url == nil)
        #expect(metadata.imageProvider?.registeredTypeIdentifiers == ["public.png", "public.jpeg"])
        #expect(metadata.imageProvider?.hasItemConformingToTypeIdentifier("public.png") == true)
        #expect(NSItemProvider(object: NSString(string: "Peach")).registeredTypeIdentifiers == ["public.utf8-plain-text"])

        metadata.originalURL = URL(string: "https://example.com/peach")
        metadata.url = URL(string: "https://example.com/items/peach")
        let copy = try #require(metadata.copy() as? LPLinkMetadata)
        #expect(copy !== metadata && copy.title == "Peach" && copy.url == metadata.url && copy.imageProvider === metadata.imageProvider)

        // Apps cache metadata by archiving it: the URLs and title come back.
        let data = try NSKeyedArchiver.archivedData(withRootObject: metadata, requiringSecureCoding: true)
        let restored = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: LPLinkMetadata.self, from: data))
        #expect(restored.title == "Peach" && restored.originalURL == metadata.originalURL && restored.url == metadata.url)
        #expect(restored.remoteVideoURL == nil && restored.imageProvider == nil)
    }

    @Test func fetchingAWebPageFailsAtOnceWithTheFrameworksError() async throws {
        let url = URL(string: "https://www.apple.com/newsroom/")!
        let started = ContinuousClock.now
        await #expect(throws: LPError(.metadataFetchFailed)) { try await LPMetadataProvider().startFetchingMetadata(for: url) }

        let answers = Received<(LPLinkMetadata?, NSError?, Bool)>()
        let provider = LPMetadataProvider()
        provider.timeout = 5
        provider.startFetchingMetadata(for: url) { metadata, error in answers.add((metadata, error.map { $0 as NSError }, Thread.isMainThread)) }
        try await waitUntil { !answers.all.isEmpty }
        let answer = try #require(answers.all.first)
        #expect(answer.0 == nil && answer.1?.domain == LPErrorDomain && answer.1?.code == 2 && !answer.2)
        #expect(ContinuousClock.now - started < .seconds(2) && provider.timeout == 5 && provider.shouldFetchSubresources)

        // `catch LPError.metadataFetchFailed`, as apps fall back to their own title.
        var fellBack = false
        do { _ = try await LPMetadataProvider().startFetchingMetadata(for: url) } catch LPError.metadataFetchFailed { fellBack = true }
        #expect(fellBack)

        // A cancelled fetch ends as cancelled; a provider fetches once.
        let cancelled = LPMetadataProvider()
        cancelled.cancel()
        await #expect(throws: LPError(.metadataFetchCancelled)) { try await cancelled.startFetchingMetadata(for: url) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("Recipe-\(UUID().uuidString).txt")
        try Data("flour".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let once = LPMetadataProvider()
        let local = try await once.startFetchingMetadata(for: file)
        #expect(local.title == file.lastPathComponent && local.url == file && local.originalURL == file)
        await #expect(throws: LPError(.metadataFetchFailed)) { try await once.startFetchingMetadata(for: file) }
    }

    @Test func aLinkViewKeepsItsMetadata() {
        let url = URL(string: "https://www.swift.org")!
        let view = LPLinkView(url: url)
        #expect(view.metadata.originalURL == url && view.metadata.url == url && view.metadata.title == nil)
        let metadata = LPLinkMetadata()
        metadata.title = "Swift"
        view.metadata = metadata
        #expect(view.metadata === metadata && LPLinkView(metadata: metadata).metadata === metadata)
        #expect(LPLinkView(frame: CGRect(x: 0, y: 0, width: 300, height: 80)).frame.size == CGSize(width: 300, height: 80))
    }

    // MARK: Intents

    @Test func siriIsDeclinedAndDonationsSucceed() async throws {
        INPreferences.reset()
        #expect(INPreferences.siriAuthorizationStatus() == .notDetermined)
        let statuses = Received<INSiriAuthorizationStatus>()
        INPreferences.requestSiriAuthorization { statuses.add($0) }
        try await waitUntil { !statuses.all.isEmpty }
        #expect(statuses.all == [.denied] && INPreferences.siriAuthorizationStatus() == .denied)
        #expect(await INPreferences.requestSiriAuthorization() == .denied)

        let intent = INIntent()
        intent.suggestedInvocationPhrase = "Water my plants"
        let interaction = INInteraction(intent: intent, response: INIntentResponse())
        interaction.groupIdentifier = "garden"
        #expect(interaction.intent === intent && interaction.intentResponse != nil && intent.identifier != nil)
        let results = Received<Bool>()
        interaction.donate { results.add($0 == nil) }
        INInteraction.delete(with: ["one", interaction.identifier]) { results.add($0 == nil) }
        INInteraction.delete(with: "garden") { results.add($0 == nil) }
        try await waitUntil { results.all.count == 3 }
        #expect(results.all == [true, true, true])
        try await interaction.donate()
        try await INInteraction.deleteAll()
    }

    @Test func shortcutsAreSuggestedAndNoVoiceShortcutExists() async throws {
        let activity = NSUserActivity(activityType: "com.example.garden.water")
        activity.isEligibleForPrediction = true
        activity.suggestedInvocationPhrase = "Water the garden"
        let intent = INIntent()
        let byActivity = INShortcut(userActivity: activity)
        let byIntent = try #require(INShortcut(intent: intent))
        #expect(byActivity.userActivity === activity && byActivity.intent == nil && byIntent.intent === intent)
        INVoiceShortcutCenter.shared.setShortcutSuggestions([byActivity, byIntent])
        #expect(INVoiceShortcutCenter.shared.shortcutSuggestions.count == 2)

        let found = Received<Int>()
        INVoiceShortcutCenter.shared.getAllVoiceShortcuts { shortcuts, error in found.add(error == nil ? shortcuts?.count ?? -1 : -1) }
        try await waitUntil { !found.all.isEmpty }
        #expect(found.all == [0])
        #expect(try await INVoiceShortcutCenter.shared.allVoiceShortcuts().isEmpty)
        #expect(try await INVoiceShortcutCenter.shared.voiceShortcut(with: UUID()) == nil)

        let relevant = INRelevantShortcut(shortcut: byActivity)
        relevant.shortcutRole = .information
        relevant.relevanceProviders = [INDateRelevanceProvider(start: Date(timeIntervalSince1970: 0), end: nil)]
        relevant.watchTemplate = INDefaultCardTemplate(title: "Water")
        try await INRelevantShortcutStore.default.setRelevantShortcuts([relevant])
        let stored = INRelevantShortcutStore.default.relevantShortcuts
        #expect(stored.count == 1 && stored.first?.shortcutRole == .information && stored.first?.watchTemplate?.title == "Water")
        #expect((stored.first?.relevanceProviders.first as? INDateRelevanceProvider)?.startDate == Date(timeIntervalSince1970: 0))
    }

    @Test func objectsImagesAndHandlersKeepWhatTheyAreGiven() {
        let rose = INObject(identifier: "rose", display: "Rose", subtitle: "Garden", image: INImage.systemImageNamed("leaf"))
        let tulip = INObject(identifier: "tulip", display: "Tulip")
        #expect(rose.identifier == "rose" && rose.displayString == "Rose" && rose.subtitleString == "Garden")
        #expect(rose.displayImage?.source == .system("leaf") && tulip.pronunciationHint == nil && tulip.displayImage == nil)
        let flowers = INObjectCollection(items: [rose, tulip])
        #expect(flowers.allItems.map(\.displayString) == ["Rose", "Tulip"] && flowers.sections.count == 1)
        let sectioned = INObjectCollection(sections: [INObjectSection(title: "Red", items: [rose]), INObjectSection(title: "Yellow", items: [tulip])])
        #expect(sectioned.sections.map(\.title) == ["Red", "Yellow"] && sectioned.allItems.count == 2)

        #expect(INImage(named: "Flower").source == .named("Flower") && INImage(imageData: Data([1, 2])).source == .data(Data([1, 2])))
        #expect(INImage(url: URL(string: "https://example.com/a.png")!, width: 40, height: 30)?.source
                == .url(URL(string: "https://example.com/a.png")!, width: 40, height: 30))
        #expect(INImage(url: URL(string: "relative/path.png")!) == nil)

        let handler = IntentHandler()
        #expect(handler.handler(for: INIntent()) as AnyObject === handler && INExtension().handler(for: INIntent()) == nil)
        let widget = IntentConfiguration(kind: "favorite", intent: INIntent.self, provider: FavoriteProvider()) { entry in
            Text(entry.date, style: .date)
        }
        #expect(widget.kind == "favorite")
    }
}
