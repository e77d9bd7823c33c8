import Foundation
import Testing
import Trellis
@testable import TrellisSession

/// Recording the layout negotiation (`trellis layout --proposals`, the previewer's outlines) shows
/// children the proposals as their parents made them, not the engine's cache keys; it must not
/// move a single view. Every sample, at a phone and a tablet size.
@Suite struct NegotiationRecording {
    @Test(arguments: Samples.files)
    func recordingChangesNoFrame(_ name: String) throws {
        let file = try Samples.file(name)
        for preview in file.previews {
            for size in [CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768)] {
                let environment = PreviewSettings().environment(for: size, base: realEnvironment)
                let plain = ResolvedTree(file.makeView(preview: preview, placeholders: false), environment: environment)
                plain.layout(in: size)
                let recorded = ResolvedTree(file.makeView(preview: preview, placeholders: false), environment: environment)
                recorded.recordsNegotiation = true
                recorded.layout(in: size)
                let a = plain.tree.root.all, b = recorded.tree.root.all
                #expect(a.count == b.count, "\(name) / \(preview)")
                for (x, y) in zip(a, b) where x.frame != y.frame || x.type != y.type {
                    Issue.record("\(name) / \(preview) at \(size): \(x.type) \(x.frame.rect) became \(y.type) \(y.frame.rect)")
                    break
                }
                #expect(b.allSatisfy { $0.proposals != nil && $0.placement != nil }, "\(name) / \(preview): every view placed and recorded")
            }
        }
    }
}

/// What the outlines mode draws under its outlines is what the window draws without them.
@Suite struct NegotiationDrawing {
    @Test(arguments: Samples.files)
    func recordingChangesNothingDrawn(_ name: String) throws {
        let file = try Samples.file(name)
        for preview in file.previews {
            let size = CGSize(width: 700, height: 600)
            let environment = PreviewSettings().environment(for: size, base: realEnvironment)
            let plain = ResolvedTree(file.makeView(preview: preview, placeholders: false), environment: environment)
            plain.layout(in: size)
            let recorded = ResolvedTree(file.makeView(preview: preview, placeholders: false), environment: environment)
            recorded.recordsNegotiation = true
            recorded.layout(in: size)
            let a = plain.displayList().allItems, b = recorded.displayList().allItems
            #expect(a.count == b.count, "\(name) / \(preview): \(a.count) items drawn, \(b.count) with the negotiation recorded")
            for (x, y) in zip(a, b) where x.identity != y.identity || x.frame != y.frame {
                Issue.record("\(name) / \(preview): \(x.identity) \(x.frame) became \(y.identity) \(y.frame)")
                break
            }
        }
    }
}
