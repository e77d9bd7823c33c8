import Foundation
import Trellis
import TrellisCairo
import TrellisHost
import TrellisSession

/// A preview laid out by the host process: each pass is a request; the answer holds what the
/// window draws. One object per (preview, environment), like a `ResolvedTree`.
final class RemotePreview: LaidOutPreview {
    private let client: PreviewHostClient
    private let preview: String
    /// The session of the last pass.
    private var session: PreviewSession
    private var pendingOffsets: [String: CGPoint] = [:]
    private var last: HostResponse?
    private var size = CGSize.zero
    private var needsPass = true
    var recordsNegotiation = false {
        didSet { if recordsNegotiation != oldValue { needsPass = true } }
    }
    /// Milliseconds the host process spent on the last pass.
    private(set) var hostMS = 0.0

    init(client: PreviewHostClient, preview: String, session: PreviewSession) {
        self.client = client
        self.preview = preview
        self.session = session
    }

    /// The tree comes with every answer while the negotiation is recorded (the outlines show
    /// it each frame); else only when it is read.
    private func request(scroll: HostRequest.Scroll? = nil, includesTree: Bool = false, events: [LiveEvent] = []) -> HostRequest {
        var request = HostRequest(preview: preview, session: session, recordsNegotiation: recordsNegotiation,
                                  restoreOffsets: pendingOffsets, scroll: scroll, includesTree: includesTree || recordsNegotiation)
        request.events = events
        // A new host's first request: the states kept from the host before the edit.
        if last == nil { request.keptStates = KeptStateStore.states(of: preview) }
        request.resetsState = resetsState
        return request
    }

    /// The host lets the preview's tasks and timers run; an answer that changed is accepted.
    func poll() throws -> Bool {
        guard last != nil else { return false }
        var ask = request()
        ask.poll = true
        let response = try client.send(ask)
        pendingWork = response.hasPendingWork
        if response.unchanged { return false }
        accept(response)
        return true
    }

    /// Whether the last answer said a view's task is still running.
    private(set) var pendingWork = false
    var hasPendingWork: Bool { pendingWork }

    /// The host applies the event to its live preview and answers with the new frame.
    func send(_ event: LiveEvent) throws -> Bool {
        guard last != nil else { return false }
        let response = try client.send(request(events: [event]))
        accept(response)
        return response.eventsTaken
    }

    var editsText: Bool { last?.editsText ?? false }
    var liveError: String? { last?.liveError }
    var eventAnimation: UpdateAnimation? { last?.animation }
    /// The host's animated change that no event made, until the window plays it.
    private var unplayed: (animation: UpdateAnimation, start: DisplayList)?
    func takeUnplayedAnimation() -> (animation: UpdateAnimation, start: DisplayList)? {
        defer { unplayed = nil }
        return unplayed
    }
    /// The URLs the last event's links would open.
    var openedURLs: [String] { last?.openedURLs ?? [] }

    func place(in session: PreviewSession) throws -> CGSize {
        if !needsPass, last != nil, session == self.session { return size }
        self.session = session
        let response = try client.send(request())
        accept(response)
        size = response.displayList.size
        return size
    }

    /// The next request starts the live preview afresh (the reset key).
    private var resetsState = false

    /// Starts the live preview afresh: its states go, here and in the host.
    func resetState() throws {
        KeptStateStore.forget(preview)
        resetsState = true
        defer { resetsState = false }
        accept(try client.send(request()))
    }

    private func accept(_ response: HostResponse) {
        if let states = response.keptStates { KeptStateStore.keep(states, of: preview) }
        last = response
        pendingWork = response.hasPendingWork
        if let animation = response.animation, let start = response.animationStart { unplayed = (animation, start) }
        hostMS = response.hostMS
        needsPass = false
        pendingOffsets = [:]
    }

    var tree: LayoutTree {
        if let tree = last?.tree { return tree }
        // The same pass again, with its tree (the host relays out nothing for an unchanged request).
        if last != nil, let response = try? client.send(request(includesTree: true)) { accept(response) }
        return last?.tree ?? LayoutTree(of: EmptyView(), in: size)
    }

    func displayList() -> DisplayList {
        last?.displayList ?? DisplayList(size: size, colorScheme: session.settings.colorScheme, backgroundColor: .init(red: 1, green: 1, blue: 1, opacity: 1), items: [])
    }

    var warnings: [LayoutWarning] { last?.warnings ?? [] }
    var scrollViews: [ScrollViewState] { last?.scrollViews ?? [] }

    var scrollOffsets: [String: CGPoint] {
        var offsets: [String: CGPoint] = [:]
        for s in scrollViews where s.contentOffset != .zero { offsets[s.identity] = s.contentOffset }
        return offsets
    }

    func restoreScrollOffsets(_ offsets: [String: CGPoint]) {
        pendingOffsets = offsets
        needsPass = true
    }

    func setScrollOffset(_ offset: CGPoint, forScrollViewAt identity: String) -> CGPoint? {
        guard last != nil, let response = try? client.send(request(scroll: .init(identity: identity, offset: offset))) else { return nil }
        accept(response)
        return response.scrolledTo
    }

    func image(scale: CGFloat) throws -> RenderedImage { try PNGRenderer.image(displayList(), scale: scale) }

    var isRightToLeft: Bool { session.settings.layoutDirection == .rightToLeft }
}
