import AVFoundation
import AVKit
import Foundation
import PhotosUI
// `NSItemProvider`, Foundation's on Apple's platforms, is the SwiftUI module's stand-in on Linux.
import SwiftUI
import Testing
import UIKit

/// The media modules as the course apps and tutorials use them: a sound played with
/// `AVAudioPlayer` after setting the audio session, a video in `AVPlayerViewController`, a photo
/// picked with `PHPickerViewController`. A preview is an iPhone with no audio output and no photo
/// library: players are made and read as on the device, nothing plays and nothing is picked.
@Suite struct MediaPickersTests {
    /// A WAV file: a RIFF header, the format chunk, an odd-sized LIST chunk (padded to even, as
    /// RIFF requires) before the data chunk, and `frames` silent frames.
    func wav(sampleRate: Int, channels: Int, bitsPerSample: Int, frames: Int) -> Data {
        var data = Data()
        func ascii(_ text: String) { data += Data(text.utf8) }
        func u32(_ value: Int) { withUnsafeBytes(of: UInt32(value).littleEndian) { data += $0 } }
        func u16(_ value: Int) { withUnsafeBytes(of: UInt16(value).littleEndian) { data += $0 } }
        let blockAlign = channels * bitsPerSample / 8
        ascii("RIFF"); u32(0); ascii("WAVE")
        ascii("fmt "); u32(16); u16(1); u16(channels); u32(sampleRate); u32(sampleRate * blockAlign); u16(blockAlign); u16(bitsPerSample)
        ascii("LIST"); u32(5); ascii("INFOx"); data.append(0)
        ascii("data"); u32(frames * blockAlign); data += Data(count: frames * blockAlign)
        data.replaceSubrange(4..<8, with: withUnsafeBytes(of: UInt32(data.count - 8).littleEndian) { Data($0) })
        return data
    }

    func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("MediaPickersTests-\(UUID().uuidString)-\(name)")
        try contents.write(to: url)
        return url
    }

    @MainActor @Test func aWAVFilesDurationIsReadFromItsHeader() throws {
        // 8000 Hz, mono, 16-bit: 4000 frames are half a second.
        let url = try temporaryFile("click.wav", wav(sampleRate: 8000, channels: 1, bitsPerSample: 16, frames: 4000))
        defer { try? FileManager.default.removeItem(at: url) }
        let player = try AVAudioPlayer(contentsOf: url)
        #expect(player.duration == 0.5 && player.numberOfChannels == 1 && player.url == url)
        // 44.1 kHz stereo 16-bit, 22050 frames: 0.5 s; 48 kHz stereo 24-bit, 12000 frames: 0.25 s.
        #expect(try AVAudioPlayer(data: wav(sampleRate: 44100, channels: 2, bitsPerSample: 16, frames: 22050)).duration == 0.5)
        let deep = try AVAudioPlayer(data: wav(sampleRate: 48000, channels: 2, bitsPerSample: 24, frames: 12000), fileTypeHint: AVFileType.wav.rawValue)
        #expect(deep.duration == 0.25 && deep.numberOfChannels == 2)

        // No audio output: nothing plays, and the player keeps what it is set to.
        #expect(!player.prepareToPlay())
        #expect(!player.play() && !player.isPlaying)
        player.volume = 0.3
        player.numberOfLoops = -1
        player.enableRate = true
        player.rate = 1.5
        player.currentTime = 0.2
        player.stop()
        #expect(player.volume == 0.3 && player.numberOfLoops == -1 && player.enableRate && player.rate == 1.5)
        // stop() keeps the position; it stays within the sound.
        #expect(player.currentTime == 0.2)
        player.currentTime = 3
        #expect(player.currentTime == 0.5)
        player.currentTime = -1
        #expect(player.currentTime == 0)
        // A placeholder player plays nothing either.
        #expect(AVAudioPlayer().duration == 0 && !AVAudioPlayer().play())
    }

    @MainActor @Test func missingAndUnreadableSoundsThrowTheDevicesErrors() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("surely-missing-\(UUID().uuidString).mp3")
        func status(_ make: () throws -> AVAudioPlayer) -> (String, Int)? {
            do {
                _ = try make()
                return nil
            } catch {
                return ((error as NSError).domain, (error as NSError).code)
            }
        }
        // A missing file: OSStatus 'wht?' (2003334207), as AVAudioPlayer throws on a device.
        let notFound = status { try AVAudioPlayer(contentsOf: missing) }
        #expect(notFound?.0 == NSOSStatusErrorDomain && notFound?.1 == 2003334207)
        // Bytes that are no sound file: 'typ?' (1954115647).
        #expect(status { try AVAudioPlayer(data: Data("not a sound".utf8)) }?.1 == 1954115647)
        // A WAV file whose data chunk is missing: 'dta?' (1685348671).
        let truncated = wav(sampleRate: 8000, channels: 1, bitsPerSample: 16, frames: 10).prefix(36 + 14)
        #expect(status { try AVAudioPlayer(data: Data(truncated)) }?.1 == 1685348671)
        // An MP3 (its ID3 tag) is a sound file; Linux does not decode it, so it has no duration.
        let mp3 = try temporaryFile("song.mp3", Data("ID3".utf8) + Data([3, 0, 0, 0, 0, 0, 0]))
        defer { try? FileManager.default.removeItem(at: mp3) }
        #expect(try AVAudioPlayer(contentsOf: mp3).duration == 0)
    }

    @MainActor @Test func theAudioSessionKeepsItsSettings() async throws {
        let session = AVAudioSession.sharedInstance()
        #expect(session === AVAudioSession.sharedInstance())
        try session.setCategory(.playback, mode: .default)
        try session.setActive(true)
        #expect(session.category == .playback && session.mode == .default && session.categoryOptions.isEmpty)
        #expect(AVAudioSession.Category.playback.rawValue == "AVAudioSessionCategoryPlayback")
        // The speaker option is only for calls' category: elsewhere it is a bad parameter (−50).
        do {
            try session.setCategory(.playback, options: .defaultToSpeaker)
            Issue.record("the speaker option was taken outside .playAndRecord")
        } catch {
            #expect((error as NSError).domain == NSOSStatusErrorDomain && (error as NSError).code == -50)
        }
        #expect(session.category == .playback)
        try session.setCategory(.playAndRecord, mode: .voiceChat, options: [.defaultToSpeaker, .allowBluetooth])
        #expect(session.categoryOptions == [.defaultToSpeaker, .allowBluetooth] && session.mode == .voiceChat)
        let granted = await withCheckedContinuation { done in session.requestRecordPermission { done.resume(returning: $0) } }
        #expect(!granted && session.recordPermission == .undetermined)
        try session.setCategory(.ambient)
        try session.setActive(false, options: .notifyOthersOnDeactivation)
    }

    @MainActor @Test func thePlayerViewControllerKeepsItsPlayer() {
        let controller = AVPlayerViewController()
        #expect(controller.showsPlaybackControls && controller.videoGravity == .resizeAspect)
        #expect(!controller.entersFullScreenWhenPlaybackBegins && !controller.exitsFullScreenWhenPlaybackEnds)
        #expect(controller.allowsPictureInPicturePlayback && controller.player == nil)
        let player = AVPlayer(url: URL(string: "https://example.com/movie.mp4")!)
        controller.player = player
        controller.videoGravity = .resizeAspectFill
        controller.showsPlaybackControls = false
        #expect(controller.player === player && controller.videoGravity.rawValue == "AVLayerVideoGravityResizeAspectFill")
        // Nothing is decoded: no frame is ever ready; the overlay view is one view.
        #expect(!controller.isReadyForDisplay && controller.videoBounds == .zero)
        #expect(controller.contentOverlayView != nil && controller.contentOverlayView === controller.contentOverlayView)
    }

    /// Records what the picker tells it.
    @MainActor final class PickerDelegate: PHPickerViewControllerDelegate {
        var results: [[PHPickerResult]] = []
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
            self.results.append(results)
        }
    }

    @MainActor @Test func nobodyPicksFromThePhotoPicker() async throws {
        var configuration = PHPickerConfiguration()
        #expect(configuration.selectionLimit == 1 && configuration.filter == nil)
        #expect(configuration.preferredAssetRepresentationMode == .automatic && configuration.selection == .default)
        configuration.filter = .any(of: [.images, .livePhotos])
        configuration.selectionLimit = 0
        configuration.selection = .ordered
        let picker = PHPickerViewController(configuration: configuration)
        let delegate = PickerDelegate()
        picker.delegate = delegate
        #expect(picker.configuration == configuration && picker.configuration.filter != .images)
        #expect(picker.delegate === delegate)

        // Presenting shows nothing and picks nothing; dismissing works as any controller's.
        let presenter = UIViewController()
        presenter.present(picker, animated: true)
        #expect(presenter.presentedViewController === picker)
        try await Task.sleep(nanoseconds: 50_000_000)
        #expect(delegate.results.isEmpty)
        var dismissed = 0
        picker.dismiss(animated: true) { dismissed += 1 }
        presenter.dismiss(animated: true) { dismissed += 1 }
        #expect(dismissed == 2 && presenter.presentedViewController == nil)
    }

    /// What an item provider's loads completed with.
    final class Loads: @unchecked Sendable {
        private let lock = NSLock()
        private var codes: [Int] = []
        func add(_ error: (any Error)?, loaded: Bool) { lock.withLock { codes.append(loaded ? 0 : (error as NSError?)?.code ?? 1) } }
        var all: [Int] { lock.withLock { codes } }
    }

    @MainActor @Test func itemProvidersLoadNothing() async throws {
        let provider = NSItemProvider(item: Data([0x89, 0x50]), typeIdentifier: "public.png")
        #expect(!provider.canLoadObject(ofClass: UIImage.self) && !provider.canLoadObject(ofClass: String.self))
        let loads = Loads()
        provider.loadObject(ofClass: UIImage.self) { image, error in loads.add(error, loaded: image != nil) }
        provider.loadObject(ofClass: URL.self) { url, error in loads.add(error, loaded: url != nil) }
        provider.loadFileRepresentation(forTypeIdentifier: "public.movie") { url, error in loads.add(error, loaded: url != nil) }
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "public.png") { data, error in loads.add(error, loaded: data != nil) }
        #expect(progress.isFinished)
        for _ in 0..<400 where loads.all.count < 4 { try await Task.sleep(nanoseconds: 5_000_000) }
        // Each completes, off the call, with "item unavailable".
        #expect(loads.all == [-1000, -1000, -1000, -1000])
        #expect(UIImage.readableTypeIdentifiersForItemProvider.contains("public.png"))
    }
}
