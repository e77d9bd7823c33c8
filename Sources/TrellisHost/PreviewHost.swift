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
    public static func serve(library folder: URL, path: String) -> Int32 {
        // Answers go to the original standard output; everything else to standard error.
        let answers = dup(1)
        dup2(2, 1)
        let document: CompiledDocument
        do {
            document = try CompiledDocument(folder: folder, path: path)
        } catch {
            printError("\(error)")
            return 1
        }
        let names = document.previews, symbols = document.previewSymbols
        guard FrameChannel.write(HostHello(previews: names, symbols: symbols, traits: symbols.map { document.layoutTraits(preview: $0) }),
                                 to: answers) else { return 1 }
        var current: (preview: String, settings: PreviewSettings, tree: ResolvedTree)?
        // The trees of the last few other environments of the preview, oldest first.
        var earlier: [(preview: String, settings: PreviewSettings, tree: ResolvedTree)] = []
        let keptEnvironments = 3
        while true {
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
            let tree: ResolvedTree
            if let current, current.preview == request.preview, current.settings == settings {
                tree = current.tree
            } else if let i = earlier.firstIndex(where: { $0.preview == request.preview && $0.settings == settings
                                                          && $0.tree.scrollOffsets == request.restoreOffsets }) {
                // Back to an environment of a moment ago (a drag across a size-class breakpoint),
                // scrolled as the window asks: that tree is laid out again, incrementally.
                tree = earlier.remove(at: i).tree
                if let current { earlier.append(current) }
                current = (request.preview, settings, tree)
            } else {
                tree = session.resolve(document.makeView(preview: request.preview, placeholders: false),
                                       scrollOffsets: request.restoreOffsets)
                if let current { earlier.append(current) }
                earlier.removeAll { $0.preview != request.preview || $0.settings == settings }
                if earlier.count > keptEnvironments { earlier.removeFirst() }
                current = (request.preview, settings, tree)
            }
            tree.recordsNegotiation = request.recordsNegotiation
            var scrolledTo: CGPoint?
            if let scroll = request.scroll {
                scrolledTo = tree.setScrollOffset(scroll.offset, forScrollViewAt: scroll.identity)
            }
            session.place(tree)
            let response = HostResponse(tree: request.includesTree ? tree.tree : nil, displayList: tree.displayList(), warnings: tree.warnings,
                                        scrollViews: tree.scrollViews, scrolledTo: scrolledTo,
                                        hostMS: (MonotonicClock.now() - start) * 1000)
            guard FrameChannel.write(response, to: answers) else { return 1 }
        }
    }
}
