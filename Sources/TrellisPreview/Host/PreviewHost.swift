import Foundation
import Trellis
import TrellisCairo
import TrellisFile

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
        let names = document.previews
        guard FrameChannel.write(HostHello(previews: names, traits: names.map { document.layoutTraits(preview: $0) }), to: answers) else { return 1 }
        var current: (preview: String, settings: PreviewSettings, layout: ViewLayout)?
        while true {
            let request: HostRequest
            do {
                request = try FrameChannel.read(HostRequest.self, from: 0, deadline: nil)
            } catch {
                return 0  // the window closed the connection
            }
            let start = Clock.now()
            let layout: ViewLayout
            if let current, current.preview == request.preview, current.settings == request.settings {
                layout = current.layout
            } else {
                let environment = PNGRenderer.renderingEnvironment(request.settings.environment(for: request.size),
                                                                   scale: request.settings.displayScale)
                layout = ViewLayout(document.makeView(preview: request.preview, placeholders: false), environment: environment)
                layout.restoreScrollOffsets(request.restoreOffsets)
                current = (request.preview, request.settings, layout)
            }
            layout.recordsNegotiation = request.recordsNegotiation
            var scrolledTo: CGPoint?
            if let scroll = request.scroll {
                scrolledTo = layout.setScrollOffset(scroll.offset, forScrollViewAt: scroll.identity)
            }
            if request.fitsIdealSize {
                _ = try? layout.layoutAtIdealSize()
            } else {
                layout.layout(in: request.size, safeArea: request.safeArea.edgeInsets)
            }
            let response = HostResponse(tree: request.includesTree ? layout.tree : nil, displayList: layout.displayList(), warnings: layout.warnings,
                                        scrollViews: layout.scrollViews, scrolledTo: scrolledTo,
                                        hostMS: (Clock.now() - start) * 1000)
            guard FrameChannel.write(response, to: answers) else { return 1 }
        }
    }
}
