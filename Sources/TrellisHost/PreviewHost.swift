import Foundation
import Trellis
import TrellisCairo
import TrellisCompiler
import TrellisSession

/// The process that runs compiled previews for the window (`trellis preview-host`): it loads
/// the library, then answers `HostRequest`s on standard input with `HostResponse`s on standard
/// output until its input closes. Whatever the user's code prints goes to standard error, so
/// it never mixes with the answers; a trap ends only this process.
public enum PreviewHost {
    /// A host started ahead of its compile (`HostProcess.prepareAhead`): warms up, then serves the library
    /// `HostLoad` names; ends quietly when its input closes first.
    public static func serveAhead() -> Int32 {
        // The warm-up yields to the window and the host it is shown from (a thread's own
        // priority, which the one that serves does not inherit); it is done before serving.
        let warm = DispatchSemaphore(value: 0)
        let thread = Thread {
            LowPriority.enter()
            warmUp()
            warm.signal()
        }
        thread.stackSize = 16 << 20
        thread.start()
        let load = try? FrameChannel.read(HostLoad.self, from: 0, deadline: nil)
        warm.wait()
        guard let load else { return 0 }
        return serve(library: URL(fileURLWithPath: load.library), path: load.path)
    }

    /// What the first request would pay otherwise: Cairo and Pango loaded, the fonts found, the
    /// engine's common views laid out and measured once, and ICU's number and date formats
    /// loaded (2–3 ms each the first time; real screens show prices and dates).
    static func warmUp() {
        _ = (12.5).formatted(.currency(code: "USD"))
        _ = Date(timeIntervalSince1970: 0).formatted(date: .abbreviated, time: .shortened)
        let session = PreviewSession(size: CGSize(width: 390, height: 844), backend: CairoBackend.backend())
        _ = try? LivePreview(session: session) {
            AnyView(NavigationStack {
                List {
                    Text("Warm").font(.headline)
                    HStack { Image(systemName: "star"); Text("up").foregroundStyle(.secondary); Spacer() }
                }
                .navigationTitle("Host")
            })
        }
    }

    public static func serve(library folder: URL, path: String) -> Int32 {
        // Answers go to the original standard output; everything else to standard error.
        let answers = dup(1)
        dup2(2, 1)
        let document: CompiledDocument
        do {
            document = try CompiledDocument(folder: folder, path: path)
            AppFonts.register(document.fontFiles)
        } catch {
            printError("\(error)")
            return 1
        }
        let names = document.previews, symbols = document.previewSymbols
        guard FrameChannel.write(HostHello(previews: names, symbols: symbols, traits: symbols.map { document.layoutTraits(preview: $0) }),
                                 to: answers) else { return 1 }
        // The preview runs live: its view graph (state by identity) lasts as long as the
        // preview is shown, across sizes and environments.
        var current: (preview: String, settings: PreviewSettings, live: LivePreview)?
        // What the shown preview's next frames will need, done while no request waits.
        var idleWork: IdleWarmUp?
        while true {
            while idleWork?.isDone == false, !FrameChannel.hasInput(0) { idleWork?.step() }
            let request: HostRequest
            do {
                request = try FrameChannel.read(HostRequest.self, from: 0, deadline: nil)
            } catch {
                return 0  // the window closed the connection
            }
            let start = MonotonicClock.now()
            var session = request.session
            session.backend = CairoBackend.backend()
            // One tree per preview and environment; a new size only lays it out again.
            let settings = session.choice.previewSettings
            var liveError: String?
            let live: LivePreview
            var made = false
            if request.resetsState { current = nil }
            if let shown = current, shown.preview == request.preview, shown.settings.differsOnlyInSizeClasses(from: settings) {
                live = shown.live
                if shown.settings == settings {
                    live.session = session
                } else {
                    // A breakpoint crossed: the views that read no size class keep their nodes.
                    do { try live.update(session: session) } catch { liveError = "\(error)" }
                }
            } else {
                // Another environment of the same preview keeps its graph; a new host (the code
                // was edited) starts from the states the window kept from the old one.
                let graph = current?.preview == request.preview ? current?.live.graph
                    : request.keptStates.flatMap(KeptStates.init(json:)).map(ViewGraph.init(keeping:))
                let preview = request.preview
                settings.applyLanguage()
                live = LivePreview(session: session, graph: graph, scrollOffsets: request.restoreOffsets) {
                    document.makeView(preview: preview, placeholders: false)
                }
                liveError = live.startError.map { "\($0)" }
                made = true
            }
            current = (request.preview, settings, live)
            // What the preview's tasks and timers did since the last request shows now.
            var changedOnItsOwn = false
            do { changedOnItsOwn = try live.runPendingWork() } catch { liveError = "\(error)" }
            if request.poll && !changedOnItsOwn && liveError == nil {
                var answer = HostResponse(tree: nil, displayList: DisplayList(size: .zero, colorScheme: .light, backgroundColor: Color.Resolved(red: 1, green: 1, blue: 1),
                                                                           items: []),
                                          warnings: [], scrollViews: [], scrolledTo: nil, hostMS: (MonotonicClock.now() - start) * 1000)
                answer.unchanged = true
                answer.hasPendingWork = live.graph.hasPendingWork
                guard FrameChannel.write(answer, to: answers) else { return 1 }
                continue
            }
            var taken = false
            for event in request.events {
                do { taken = try live.send(event) || taken } catch { liveError = "\(error)" }
            }
            let opened = live.graph.openedURLs.map(\.absoluteString)
            live.graph.openedURLs = []
            let tree = live.tree
            tree.recordsNegotiation = request.recordsNegotiation
            var scrolledTo: CGPoint?
            if let scroll = request.scroll {
                scrolledTo = tree.setScrollOffset(scroll.offset, forScrollViewAt: scroll.identity)
            }
            session.place(tree)
            let animation = live.takeAnimation()
            let list = tree.displayList()
            live.listShown = list
            var response = HostResponse(tree: request.includesTree ? tree.tree : nil, displayList: list, warnings: tree.warnings,
                                        scrollViews: tree.scrollViews, scrolledTo: scrolledTo,
                                        hostMS: (MonotonicClock.now() - start) * 1000, eventsTaken: taken,
                                        editsText: live.focusedField != nil, liveError: liveError,
                                        animation: animation, openedURLs: opened,
                                        keptStates: request.events.isEmpty ? nil : live.graph.keptStates().json)
            if animation != nil && request.events.isEmpty { response.animationStart = live.listBeforeUpdate }
            response.hasPendingWork = live.graph.hasPendingWork
            guard FrameChannel.write(response, to: answers) else { return 1 }
            if made { idleWork = IdleWarmUp(live) }
        }
    }
}
