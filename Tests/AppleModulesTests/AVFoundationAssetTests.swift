import AVFoundation
import Foundation
import Testing

/// Files written byte by byte — an MP4 of a portrait H.264 video and an AAC track with iTunes
/// tags, a QuickTime movie whose `moov` follows its media, MP3s with and without a Xing/Info
/// frame count and with an ID3 tag, AIFF and FLAC — read as AVFoundation reads them: durations,
/// track sizes, transforms, frame rates and metadata are the headers'. Nothing decodes, so image
/// generation fails with AVFoundation's no-decoder error, and players never advance on their own.
@Suite struct AVFoundationAssetTests {
    // MARK: Writing files

    static func be(_ value: UInt64, _ size: Int) -> [UInt8] { (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) } }
    /// A box: its size, its type (Latin-1, so "©nam" is four bytes), its body.
    static func box(_ type: String, _ body: [UInt8]) -> [UInt8] { be(UInt64(8 + body.count), 4) + type.unicodeScalars.map { UInt8($0.value) } + body }
    /// A full box: version 0 and flags before the body.
    static func fullBox(_ type: String, flags: UInt64 = 0, _ body: [UInt8]) -> [UInt8] { box(type, [0] + be(flags, 3) + body) }
    static func fixed(_ value: Double) -> [UInt8] { be(UInt64(bitPattern: Int64(value * 65536)), 4) }
    static let identity: [UInt8] = fixed(1) + fixed(0) + be(0, 4) + fixed(0) + fixed(1) + be(0, 4) + fixed(0) + fixed(0) + be(0x4000_0000, 4)
    /// A phone's portrait matrix: turned 90° and moved right by the height.
    static let portrait: [UInt8] = fixed(0) + fixed(1) + be(0, 4) + fixed(-1) + fixed(0) + be(0, 4) + fixed(1080) + fixed(0) + be(0x4000_0000, 4)

    static func movieHeader(timescale: UInt64, duration: UInt64) -> [UInt8] {
        fullBox("mvhd", be(0, 8) + be(timescale, 4) + be(duration, 4) + fixed(1) + [1, 0] + Array(repeating: 0, count: 10) + identity
                + Array(repeating: 0, count: 24) + be(3, 4))
    }

    static func track(id: UInt64, duration: UInt64, matrix: [UInt8], width: Double, height: Double, mediaTimescale: UInt64, mediaDuration: UInt64,
                      handler: String, sampleEntry: [UInt8], samples: (count: UInt64, delta: UInt64), sizes: [UInt64]) -> [UInt8] {
        let tkhd = fullBox("tkhd", flags: 3, be(0, 8) + be(id, 4) + be(0, 4) + be(duration, 4) + be(0, 8) + be(0, 8) + matrix + fixed(width) + fixed(height))
        // Language "und": three 5-bit letters, each less 0x60.
        let mdhd = fullBox("mdhd", be(0, 8) + be(mediaTimescale, 4) + be(mediaDuration, 4) + be(0x55C4, 2) + be(0, 2))
        let hdlr = fullBox("hdlr", be(0, 4) + handler.utf8.map { $0 } + be(0, 12) + [0])
        let stsd = fullBox("stsd", be(1, 4) + sampleEntry)
        let stts = fullBox("stts", be(1, 4) + be(samples.count, 4) + be(samples.delta, 4))
        let stsz = sizes.count == 1 ? fullBox("stsz", be(sizes[0], 4) + be(samples.count, 4))
            : fullBox("stsz", be(0, 4) + be(UInt64(sizes.count), 4) + sizes.flatMap { be($0, 4) })
        return box("trak", tkhd + box("mdia", mdhd + hdlr + box("minf", box("stbl", stsd + stts + stsz))))
    }

    /// 30000/1001 fps 1920 × 1080 H.264 video shot upright, 150 frames (5.005 s), and 5 s of
    /// AAC, tagged "Clip" with PNG cover art.
    static func mp4() -> Data {
        let avc1 = box("avc1", Array(repeating: 0, count: 6) + be(1, 2) + Array(repeating: 0, count: 16) + be(1920, 2) + be(1080, 2) + Array(repeating: 0, count: 50))
        let mp4a = box("mp4a", Array(repeating: 0, count: 6) + be(1, 2) + be(0, 8) + be(2, 2) + be(16, 2) + be(0, 4) + be(44100 << 16, 4))
        let video = track(id: 1, duration: 3003, matrix: portrait, width: 1920, height: 1080, mediaTimescale: 30000, mediaDuration: 150_150,
                          handler: "vide", sampleEntry: avc1, samples: (150, 1001), sizes: [1000])
        let sound = track(id: 2, duration: 3000, matrix: identity, width: 0, height: 0, mediaTimescale: 44100, mediaDuration: 220_500,
                          handler: "soun", sampleEntry: mp4a, samples: (4, 55125), sizes: [100, 200, 300, 400])
        let cover: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 1, 2, 3]
        let ilst = box("ilst", box("©nam", box("data", be(1, 4) + be(0, 4) + Array("Clip".utf8)))
                       + box("covr", box("data", be(14, 4) + be(0, 4) + cover)))
        let udta = box("udta", fullBox("meta", fullBox("hdlr", be(0, 4) + Array("mdir".utf8) + be(0, 12) + [0]) + ilst))
        let bytes = box("ftyp", Array("isom".utf8) + be(512, 4) + Array("isomavc1".utf8))
            + box("moov", movieHeader(timescale: 600, duration: 3003) + video + sound + udta) + box("mdat", Array(repeating: 0, count: 64))
        return Data(bytes)
    }

    /// A QuickTime movie as cameras write it: `wide`, the media, and the header last.
    static func mov() -> Data {
        let avc1 = box("avc1", Array(repeating: 0, count: 6) + be(1, 2) + Array(repeating: 0, count: 16) + be(640, 2) + be(480, 2) + Array(repeating: 0, count: 50))
        let video = track(id: 1, duration: 1200, matrix: identity, width: 640, height: 480, mediaTimescale: 600, mediaDuration: 1200,
                          handler: "vide", sampleEntry: avc1, samples: (48, 25), sizes: [500])
        return Data(box("wide", []) + box("mdat", Array(repeating: 7, count: 100)) + box("moov", movieHeader(timescale: 600, duration: 1200) + video))
    }

    /// An MPEG-1 layer III frame header: 128 kbit/s, 44.1 kHz, stereo (417 bytes a frame).
    static let frameHeader: [UInt8] = [0xFF, 0xFB, 0x90, 0x00]

    /// An MP3: an ID3v2.3 tag (UTF-16 title, Latin-1 artist and genre, a PNG picture), then
    /// `frames` frames, the first carrying an Info frame count when `counted`.
    static func mp3(frames: Int, counted: UInt64?) -> Data {
        func frame(_ id: String, _ body: [UInt8]) -> [UInt8] { Array(id.utf8) + be(UInt64(body.count), 4) + [0, 0] + body }
        let title: [UInt8] = [1, 0xFF, 0xFE] + "Café".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0, 0]
        let picture: [UInt8] = [0] + Array("image/png".utf8) + [0, 3, 0] + [0x89, 0x50, 0x4E, 0x47, 9, 9]
        let tags = frame("TIT2", title) + frame("TPE1", [0] + Array("Ed".utf8)) + frame("TCON", [0] + Array("Pop".utf8)) + frame("APIC", picture)
        let size = tags.count
        let syncsafe = [UInt8(size >> 21 & 0x7F), UInt8(size >> 14 & 0x7F), UInt8(size >> 7 & 0x7F), UInt8(size & 0x7F)]
        var bytes = Array("ID3".utf8) + [3, 0, 0] + syncsafe + tags
        for index in 0..<frames {
            var body = frameHeader + Array(repeating: 0, count: 32)
            if index == 0, let counted { body += Array("Info".utf8) + be(1, 4) + be(counted, 4) }
            bytes += body + Array(repeating: 0, count: 417 - body.count)
        }
        return Data(bytes)
    }

    static func temporaryFile(_ name: String, _ contents: Data) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("AVFoundationAssetTests-\(UUID().uuidString)-\(name)")
        try contents.write(to: url)
        return url
    }

    // MARK: Assets

    @Test func anMP4sDurationTracksAndTagsAreItsBoxes() async throws {
        let url = try Self.temporaryFile("clip.mp4", Self.mp4())
        defer { try? FileManager.default.removeItem(at: url) }
        let asset = AVURLAsset(url: url)
        #expect(asset.statusOfValue(forKey: "duration", error: nil) == .unknown)
        let (duration, tracks) = try await asset.load(.duration, .tracks)
        // mvhd: 3003 in a timescale of 600.
        #expect(duration.value == 3003 && duration.timescale == 600 && duration.seconds == 5.005)
        #expect(tracks.count == 2 && asset.statusOfValue(forKey: "duration", error: nil) == .loaded)
        let video = try #require(try await asset.loadTracks(withMediaType: .video).first)
        #expect(video.trackID == 1 && video.mediaType == .video && video.asset === asset)
        let (size, transform, frameRate) = try await video.load(.naturalSize, .preferredTransform, .nominalFrameRate)
        #expect(size == CGSize(width: 1920, height: 1080))
        #expect(transform == CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 1080, ty: 0))
        // 150 frames over 150150/30000 s.
        #expect(abs(frameRate - 29.97003) < 0.0001)
        #expect(video.minFrameDuration == CMTime(value: 1001, timescale: 30000) && video.naturalTimeScale == 30000)
        #expect(video.timeRange == CMTimeRange(start: .zero, duration: CMTime(value: 3003, timescale: 600)))
        #expect(video.languageCode == "und" && video.totalSampleDataLength == 150_000 && !video.isDecodable)
        let format = try #require(try await video.load(.formatDescriptions).first)
        #expect(CMVideoFormatDescriptionGetDimensions(format) == CMVideoDimensions(width: 1920, height: 1080))
        #expect(CMFormatDescriptionGetMediaSubType(format) == 0x6176_6331 && format.mediaType == kCMMediaType_Video)
        // The sound track: 4 samples of 1000 bytes in all over 5 s.
        let sound = try #require(asset.tracks(withMediaType: .audio).first)
        #expect(sound.naturalSize == .zero && sound.totalSampleDataLength == 1000 && sound.estimatedDataRate == 1600)
        #expect(sound.timeRange.duration.seconds == 5 && sound.hasMediaCharacteristic(.audible) && !sound.hasMediaCharacteristic(.visual))
        // The iTunes tags, with their common keys.
        let metadata = try await asset.load(.commonMetadata)
        let title = try #require(AVMetadataItem.metadataItems(from: metadata, filteredByIdentifier: .commonIdentifierTitle).first)
        #expect(title.stringValue == "Clip" && title.keySpace == .iTunes && title.identifier?.rawValue == "itsk/%A9nam")
        #expect((title.value as? NSString)?.description == "Clip")
        let cover = try #require(metadata.first { $0.commonKey == .commonKeyArtwork })
        #expect(cover.dataValue == Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
        #expect(try await cover.load(.dataValue)?.count == 7)
        // The deprecated synchronous properties read the same.
        #expect(asset.duration == duration && asset.naturalSize == CGSize(width: 1920, height: 1080) && asset.isPlayable)
    }

    @Test func aQuickTimeMoviesHeaderIsFoundAfterItsMedia() throws {
        let url = try Self.temporaryFile("camera.mov", Self.mov())
        defer { try? FileManager.default.removeItem(at: url) }
        let asset = AVAsset(url: url)
        #expect(asset.duration == CMTime(value: 2, timescale: 1) && asset.duration.timescale == 600)
        let video = try #require(asset.tracks.first)
        #expect(video.naturalSize == CGSize(width: 640, height: 480) && video.preferredTransform == .identity && video.nominalFrameRate == 24)
        #expect(asset.tracks(withMediaType: .audio).isEmpty && asset.metadata.isEmpty)
    }

    @Test func anMP3sLengthIsItsFrameCountAndItsTagsAreID3() throws {
        // 100 frames of 1152 samples at 44.1 kHz, from the Info header.
        let counted = try Self.temporaryFile("song.mp3", Self.mp3(frames: 3, counted: 100))
        defer { try? FileManager.default.removeItem(at: counted) }
        let asset = AVURLAsset(url: counted)
        #expect(asset.duration == CMTime(value: 115_200, timescale: 44100) && asset.duration.timescale == 44100)
        #expect(try AVAudioPlayer(contentsOf: counted).duration == 115_200.0 / 44100)
        #expect(try AVAudioPlayer(contentsOf: counted).numberOfChannels == 2)
        let track = try #require(asset.tracks.first)
        #expect(track.mediaType == .audio && asset.tracks.count == 1)
        // The ID3 frames, in order, with AVFoundation's common keys.
        let items = asset.metadata
        #expect(items.map { $0.identifier?.rawValue } == ["id3/TIT2", "id3/TPE1", "id3/TCON", "id3/APIC"])
        #expect(items.map { $0.commonKey } == [.commonKeyTitle, .commonKeyArtist, .commonKeyType, .commonKeyArtwork])
        #expect(items[0].stringValue == "Café" && items[1].stringValue == "Ed" && items[2].stringValue == "Pop")
        #expect(items[3].dataValue == Data([0x89, 0x50, 0x4E, 0x47, 9, 9]))
        #expect(AVMetadataItem.metadataItems(from: items, withKey: AVMetadataKey.commonKeyArtist, keySpace: .common).first?.stringValue == "Ed")
        #expect(AVMetadataItem.metadataItems(from: items, withKey: "TIT2", keySpace: .id3).count == 1)

        // Without a frame count: the audio's bytes over the bitrate (10 frames of 417 bytes).
        let constant = try Self.temporaryFile("cbr.mp3", Self.mp3(frames: 10, counted: nil))
        defer { try? FileManager.default.removeItem(at: constant) }
        #expect(try AVAudioPlayer(contentsOf: constant).duration == 4170.0 * 8 / 128_000)
        #expect(abs(AVAsset(url: constant).duration.seconds - 0.260625) < 1.0 / 44100)
    }

    @Test func aiffAndFLACLengthsAreTheirHeaders() throws {
        // AIFF: COMM with one channel, 8000 frames, 16 bits, 8000 Hz as an 80-bit float.
        let comm = Self.be(1, 2) + Self.be(8000, 4) + Self.be(16, 2) + Self.be(0x400B, 2) + Self.be(0xFA00_0000_0000_0000, 8)
        let aiffBody = Array("AIFF".utf8) + Array("COMM".utf8) + Self.be(18, 4) + comm + Array("SSND".utf8) + Self.be(8, 4) + Self.be(0, 8)
        let aiff = Data(Array("FORM".utf8) + Self.be(UInt64(aiffBody.count), 4) + aiffBody)
        let aiffPlayer = try AVAudioPlayer(data: aiff)
        #expect(aiffPlayer.duration == 1 && aiffPlayer.numberOfChannels == 1)
        // FLAC: STREAMINFO of 48 kHz stereo 16-bit, 96000 samples.
        let packed: UInt64 = 48000 << 44 | 1 << 41 | 15 << 36 | 96000
        let flac = Data(Array("fLaC".utf8) + [0x80] + Self.be(34, 3) + Self.be(4096, 2) + Self.be(4096, 2) + Self.be(0, 6) + Self.be(packed, 8) + Self.be(0, 16))
        let url = try Self.temporaryFile("tone.flac", flac)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(AVAsset(url: url).duration == CMTime(value: 96000, timescale: 48000))
        #expect(try AVAudioPlayer(contentsOf: url).numberOfChannels == 2)
    }

    @Test func assetsThatCannotBeReadFailAsOnAnOfflineDevice() async throws {
        func failure(_ asset: AVAsset) async -> NSError? {
            do {
                _ = try await asset.load(.duration)
                return nil
            } catch {
                return error as NSError
            }
        }
        // A missing file: NSURLErrorFileDoesNotExist; the synchronous properties read empty.
        let missing = AVURLAsset(url: FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).mp4"))
        let notFound = await failure(missing)
        #expect(notFound?.domain == NSURLErrorDomain && notFound?.code == NSURLErrorFileDoesNotExist)
        #expect(missing.duration == .zero && missing.tracks.isEmpty && !missing.isPlayable)
        var status: NSError?
        #expect(missing.statusOfValue(forKey: "duration", error: &status) == .failed && status?.code == NSURLErrorFileDoesNotExist)
        if case .failed = missing.status(of: .duration) {} else { Issue.record("the missing file's duration did not fail") }
        // A remote file: no network.
        let remote = await failure(AVURLAsset(url: URL(string: "https://example.com/movie.mp4")!))
        #expect(remote?.domain == NSURLErrorDomain && remote?.code == NSURLErrorNotConnectedToInternet)
        // Bytes of no media format.
        let text = try Self.temporaryFile("notes.mp4", Data("not a movie at all".utf8))
        defer { try? FileManager.default.removeItem(at: text) }
        let unknown = await failure(AVAsset(url: text))
        #expect(unknown?.domain == AVFoundationErrorDomain && unknown?.code == AVError.Code.fileFormatNotRecognized.rawValue && unknown?.code == -11828)
    }

    // MARK: Images

    @Test func framesCannotBeDecodedSoImagesFailWithNoDecoder() async throws {
        let url = try Self.temporaryFile("clip.mp4", Self.mp4())
        defer { try? FileManager.default.removeItem(at: url) }
        let generator = AVAssetImageGenerator(asset: AVURLAsset(url: url))
        generator.appliesPreferredTrackTransform = true
        generator.maximumSize = CGSize(width: 200, height: 200)
        var actual = CMTime.invalid
        do {
            _ = try generator.copyCGImage(at: CMTime(seconds: 1, preferredTimescale: 600), actualTime: &actual)
            Issue.record("a frame was made without a decoder")
        } catch AVError.decoderNotFound {
            #expect(!actual.isValid)
        }
        do {
            _ = try await generator.image(at: .zero)
            Issue.record("a frame was made without a decoder")
        } catch {
            let error = error as NSError
            #expect(error.domain == AVFoundationErrorDomain && error.code == -11833)
            #expect((error.userInfo[AVErrorMediaSubTypeKey] as? [NSNumber])?.map(\.uint32Value) == [0x6176_6331])
        }
        // Every requested time is answered, in order, with `.failed`.
        let answers = Answers<(Double, AVAssetImageGenerator.Result, Int?)>()
        let times = [0.0, 1, 2].map { NSValue(time: CMTime(seconds: $0, preferredTimescale: 600)) }
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            generator.generateCGImagesAsynchronously(forTimes: times) { requested, image, _, result, error in
                answers.append((requested.seconds, result, image == nil ? error.map { ($0 as NSError).code } : 0))
                if answers.count == 3 { done.resume() }
            }
        }
        #expect(answers.values.map(\.0) == [0, 1, 2] && answers.values.allSatisfy { $0.1 == .failed && $0.2 == -11833 })
        // A sound has no picture at all.
        let song = try Self.temporaryFile("song.mp3", Self.mp3(frames: 3, counted: 100))
        defer { try? FileManager.default.removeItem(at: song) }
        #expect(throws: AVError(.noImageAtTime)) { try AVAssetImageGenerator(asset: AVAsset(url: song)).copyCGImage(at: .zero, actualTime: nil) }
    }

    @Test func timesAndRangesBoxInValuesExactly() {
        let time = CMTimeMakeWithEpoch(value: -123_456_789_012, timescale: 30000, epoch: 7)
        let boxed = NSValue(time: time).timeValue
        #expect(boxed.value == time.value && boxed.timescale == 30000 && boxed.epoch == 7 && boxed.flags == .valid)
        let infinite = NSValue(time: .positiveInfinity).timeValue
        #expect(infinite.isPositiveInfinity)
        let range = CMTimeRange(start: CMTime(value: 1, timescale: 3), duration: CMTime(value: 5, timescale: 2))
        #expect(NSValue(timeRange: range).timeRangeValue == range)
        #expect(NSValue(time: time) == NSValue(time: time))
    }

    // MARK: Players

    @MainActor @Test func aPlayersClockMovesOnlyWhenSought() async throws {
        let url = try Self.temporaryFile("clip.mp4", Self.mp4())
        defer { try? FileManager.default.removeItem(at: url) }
        let item = AVPlayerItem(url: url)
        #expect(item.status == .readyToPlay && item.duration == CMTime(value: 3003, timescale: 600))
        #expect(item.presentationSize == CGSize(width: 1080, height: 1920))
        let player = AVPlayer(playerItem: item)
        let seen = Answers<Double>()
        let observer = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 10), queue: .main) { seen.append($0.seconds) }
        let jumps = Answers<Bool>()
        let token = NotificationCenter.default.addObserver(forName: AVPlayerItem.timeJumpedNotification, object: item, queue: nil) { _ in jumps.append(true) }
        defer { NotificationCenter.default.removeObserver(token) }
        try await Task.sleep(for: .milliseconds(50))
        // Called once when added, at the start.
        #expect(seen.values == [0])
        player.play()
        #expect(player.rate == 1 && player.timeControlStatus == .playing)
        try await Task.sleep(for: .milliseconds(100))
        // Playing started (an observer call), but nothing decodes: the clock stays at zero.
        #expect(player.currentTime() == .zero && seen.values == [0, 0])
        let finished = await player.seek(to: CMTime(seconds: 2, preferredTimescale: 600))
        #expect(finished && player.currentTime() == CMTime(value: 2, timescale: 1) && jumps.count == 1)
        // A seek past the end lands on it.
        await player.seek(to: CMTime(value: 60, timescale: 1))
        player.pause()
        try await Task.sleep(for: .milliseconds(50))
        #expect(player.currentTime() == item.duration && player.timeControlStatus == .paused)
        #expect(seen.values == [0, 0, 2, 5.005, 5.005])
        player.removeTimeObserver(observer)
        await player.seek(to: .zero)
        try await Task.sleep(for: .milliseconds(50))
        #expect(seen.count == 5)
    }

    @MainActor @Test func anItemThatCannotBeReadNeverBecomesReady() async {
        let player = AVPlayer(url: URL(string: "https://example.com/live.m3u8")!)
        guard let item = player.currentItem else {
            Issue.record("no item")
            return
        }
        #expect(item.status == .failed && item.error.map { ($0 as NSError).code } == NSURLErrorNotConnectedToInternet)
        #expect(item.duration.isIndefinite && item.loadedTimeRanges.isEmpty)
        player.play()
        #expect(player.timeControlStatus == .waitingToPlayAtSpecifiedRate && player.reasonForWaitingToPlay == .noItemToPlay)
        let finished = await player.seek(to: CMTime(value: 1, timescale: 1))
        #expect(!finished && player.currentTime() == .zero)
        let empty = AVPlayer()
        #expect(empty.currentItem == nil && empty.currentTime() == .zero && empty.status == .readyToPlay)
    }

    @MainActor @Test func queuePlayersLayersAndLoopersKeepWhatTheyAreGiven() throws {
        let url = try Self.temporaryFile("clip.mp4", Self.mp4())
        defer { try? FileManager.default.removeItem(at: url) }
        let first = AVPlayerItem(url: url), second = AVPlayerItem(url: url), third = AVPlayerItem(asset: AVURLAsset(url: url))
        let queue = AVQueuePlayer(items: [first, second])
        #expect(queue.currentItem === first && queue.items().count == 2)
        queue.insert(third, after: first)
        #expect(queue.items().map { ObjectIdentifier($0) } == [first, third, second].map { ObjectIdentifier($0) })
        #expect(!queue.canInsert(third, after: nil))
        queue.advanceToNextItem()
        #expect(queue.currentItem === third && queue.items().count == 2)
        queue.remove(second)
        queue.removeAllItems()
        #expect(queue.currentItem == nil && queue.items().isEmpty)
        let looper = AVPlayerLooper(player: queue, templateItem: first)
        #expect(looper.status == .ready && looper.loopCount == 0 && queue.currentItem === first)
        looper.disableLooping()
        #expect(looper.status == .cancelled)
        let layer = AVPlayerLayer(player: queue)
        layer.videoGravity = .resizeAspectFill
        layer.frame = CGRect(x: 0, y: 0, width: 320, height: 180)
        #expect(layer.player === queue && layer.videoGravity == .resizeAspectFill && !layer.isReadyForDisplay && layer.videoRect == .zero)
        #expect(layer.frame.width == 320)
    }
}

/// Values a callback appends from any queue.
final class Answers<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Value] = []
    func append(_ value: Value) { lock.withLock { stored.append(value) } }
    var values: [Value] { lock.withLock { stored } }
    var count: Int { values.count }
}
