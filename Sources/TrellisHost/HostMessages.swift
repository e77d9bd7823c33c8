import Foundation
import Trellis
import TrellisSession

/// What the window asks the process that runs compiled code: lay a preview out in a session
/// (the same inputs `trellis layout` lays out with; scrolled as the window says) and answer with
/// everything the window draws.
public struct HostRequest: Codable, Sendable {
    public var preview: String
    public var session: PreviewSession
    public var recordsNegotiation: Bool
    /// Offsets for a newly resolved tree of the same preview (carried across reloads).
    public var restoreOffsets: [String: CGPoint]
    /// Scroll one scroll view, then answer.
    public var scroll: Scroll?
    /// Answer with the placed tree too (outlines, clicks, the AnyLayout key need it; a plain
    /// resize does not, and the tree is a third of an answer).
    public var includesTree: Bool
    /// Taps and keys for the live preview, applied in order before the answer
    /// (TrellisSession's `LivePreview`: the host runs the user's actions).
    public var events: [LiveEvent] = []
    /// States kept from the code before an edit (`KeptStates` as JSON): a live preview the host
    /// starts for this request starts from them (Trellis/Live/KeptState.swift).
    public var keptStates: String?
    /// Start the live preview afresh (the window's reset key): its state goes.
    public var resetsState = false
    /// Only asks whether the preview changed on its own (a task finished, a timer fired): the
    /// answer is `unchanged` when it did not.
    public var poll = false

    public struct Scroll: Codable, Sendable {
        public var identity: String
        public var offset: CGPoint
        public init(identity: String, offset: CGPoint) {
            self.identity = identity
            self.offset = offset
        }
    }

    public init(preview: String, session: PreviewSession, recordsNegotiation: Bool, restoreOffsets: [String: CGPoint],
                scroll: Scroll?, includesTree: Bool) {
        self.preview = preview
        self.session = session
        self.recordsNegotiation = recordsNegotiation
        self.restoreOffsets = restoreOffsets
        self.scroll = scroll
        self.includesTree = includesTree
    }
}

/// The answer: the display list, the placed tree when asked for, the lint, the scroll views.
public struct HostResponse: Codable, Sendable {
    public var tree: LayoutTree?
    public var displayList: DisplayList
    public var warnings: [LayoutWarning]
    public var scrollViews: [ScrollViewState]
    /// The offset a scroll request ended at (clamped), when there was one.
    public var scrolledTo: CGPoint?
    /// Milliseconds the host spent (resolve + layout + display list).
    public var hostMS: Double
    /// Whether the events reached a view (a tap hit one, a field took the keys).
    public var eventsTaken = false
    /// Whether a text field has the focus (the window then sends it the keys it owns otherwise).
    public var editsText = false
    /// Why the live preview stopped an update (a body that writes the state it reads).
    public var liveError: String?
    /// How the change the events made animates (nil: it does not).
    public var animation: UpdateAnimation?
    /// Where an animated change that no event of the window made starts from (the views as they
    /// appeared, before `onAppear` animated them); after an event the window starts from what it shows.
    public var animationStart: DisplayList?
    /// The URLs links left to the system during the events: the window says it would open them.
    public var openedURLs: [String] = []
    /// The live preview's states that can outlive an edit (`KeptStates` as JSON), after events.
    public var keptStates: String?
    /// The answer to a poll when nothing changed: it holds nothing else (an empty list).
    public var unchanged = false
    /// Whether the preview has work in flight (a view's `task`): the window keeps asking.
    public var hasPendingWork = false
}

extension KeptStates {
    /// As requests and answers carry them: JSON.
    public var json: String? { (try? JSONEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } }
    public init?(json: String) {
        guard let states = try? JSONDecoder().decode(KeptStates.self, from: Data(json.utf8)) else { return nil }
        self = states
    }
}

/// What a host started ahead (`HostProcess.prepareAhead`) is asked to run: the compiled library's folder
/// and the file whose previews it shows.
public struct HostLoad: Codable, Sendable {
    /// The compile's cache folder.
    public var library: String
    /// The file whose previews are shown.
    public var path: String
    /// Asks for `path`'s previews from the library in `library`.
    public init(library: String, path: String) {
        self.library = library
        self.path = path
    }
}

/// The first message: the previews the library has.
public struct HostHello: Codable, Sendable {
    /// The previews' names, a provider's list expanded (one each).
    public var previews: [String]
    /// Their symbols, which name them in requests (names may repeat).
    public var symbols: [String]
    public var traits: [PreviewLayoutTraits]
}

/// Length-prefixed frames on a file descriptor: 4 bytes of length (little endian), then one
/// message in the binary format (`BinaryCoding.swift`).
public enum FrameChannel {
    /// The bytes that carry `message`.
    public static func frame<T: Encodable>(_ message: T) throws -> [UInt8] {
        let body = try BinaryMessageEncoder.encode(message)
        guard body.count < 1 << 30 else { throw ReadError.malformed }
        var frame: [UInt8] = []
        frame.reserveCapacity(body.count + 4)
        withUnsafeBytes(of: UInt32(body.count).littleEndian) { frame.append(contentsOf: $0) }
        frame.append(contentsOf: body)
        return frame
    }

    public static func write<T: Encodable>(_ message: T, to fd: Int32) -> Bool {
        guard let frame = try? frame(message) else { return false }
        return frame.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n < 0 { if errno == EINTR { continue }; return false }
                offset += n
            }
            return true
        }
    }

    public enum ReadError: Error {
        case closed, timedOut, malformed
        /// The `watch` of a read said to stop waiting.
        case stopped
    }

    /// Whether a message (or the end of input) is waiting on `fd`: a read would not block.
    public static func hasInput(_ fd: Int32) -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&p, 1, 0) != 0
    }

    /// Reads one message; waits at most until `deadline` (monotonic seconds; nil: forever).
    /// While it waits, `watch` is asked every 50 ms whether to give up (`ReadError.stopped`).
    public static func read<T: Decodable>(_ type: T.Type, from fd: Int32, deadline: Double?, watch: (() -> Bool)? = nil) throws -> T {
        let header = try readExactly(4, from: fd, deadline: deadline, watch: watch)
        let length = header.withUnsafeBytes { Int(UInt32(littleEndian: $0.loadUnaligned(as: UInt32.self))) }
        guard length < 1 << 30 else { throw ReadError.malformed }
        let body = try readExactly(length, from: fd, deadline: deadline, watch: watch)
        do { return try BinaryMessageDecoder.decode(T.self, from: body) } catch { throw ReadError.malformed }
    }

    private static func readExactly(_ count: Int, from fd: Int32, deadline: Double?, watch: (() -> Bool)?) throws -> [UInt8] {
        var data = [UInt8](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            if deadline != nil || watch != nil {
                var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                let remaining = deadline.map { max(0, Int32(((($0 - MonotonicClock.now()) * 1000).rounded(.up)))) } ?? Int32.max
                let r = poll(&p, 1, watch == nil ? remaining : min(remaining, 50))
                if r == 0 {
                    if remaining <= 50 || watch == nil { throw ReadError.timedOut }
                    if watch?() == true { throw ReadError.stopped }
                    continue
                }
                if r < 0 { if errno == EINTR { continue }; throw ReadError.closed }
            }
            let n = data.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + offset, count - offset) }
            if n == 0 { throw ReadError.closed }
            if n < 0 { if errno == EINTR { continue }; throw ReadError.closed }
            offset += n
        }
        return data
    }
}
