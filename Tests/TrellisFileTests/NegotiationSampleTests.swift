import Foundation
import Testing
import Trellis
@testable import TrellisFile

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
                let plain = ViewLayout(file.makeView(preview: preview, placeholders: false), environment: environment)
                plain.layout(in: size)
                let recorded = ViewLayout(file.makeView(preview: preview, placeholders: false), environment: environment)
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

/// `trellis layout --proposals`, as text and JSON.
@Suite struct NegotiationCommand {
    static let source = """
        HStack(spacing: 8) {
            Color.red.frame(width: 50, height: 20).id("fixed")
            Color.blue.id("flexible")
        }
        .frame(width: 300, height: 100)
        """

    @Test func textShowsPlacementAndQuestions() throws {
        let url = try Command.temporaryFile(Self.source)
        let r = try Command.run(["layout", url.path, "--proposals"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // 300 - 8 = 292: the fixed frame is offered its half first, the colour what is left.
        let fixed = try #require(lines.first { $0.contains("frame #fixed") })
        #expect(fixed.contains("[placed with 146 × 100; asked "), "\(fixed)")
        #expect(fixed.contains("146 × 100 → 50 × 20"), "\(fixed)")
        let flexible = try #require(lines.first { $0.contains("Color #flexible") })
        #expect(flexible.contains("[placed with 242 × 100; asked "), "\(flexible)")
        // Without the flag, no negotiation.
        #expect(!(try Command.run(["layout", url.path]).stdout.contains("placed with")))
    }

    @Test func jsonHasPlacementAndProposals() throws {
        let url = try Command.temporaryFile(Self.source)
        let r = try Command.run(["layout", url.path, "--proposals", "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8))
        let json = try #require(object as? [String: Any])
        func find(_ node: [String: Any], _ id: String) -> [String: Any]? {
            if node["id"] as? String == id { return node }
            for c in node["children"] as? [[String: Any]] ?? [] { if let f = find(c, id) { return f } }
            return nil
        }
        let root = try #require(json["root"] as? [String: Any])
        let fixed = try #require(find(root, "fixed"))
        let placement = try #require(fixed["placement"] as? [String: Any])
        #expect(placement["width"] as? Double == 146 && placement["height"] as? Double == 100)
        let proposals = try #require(fixed["proposals"] as? [[String: Any]])
        #expect(!proposals.isEmpty)
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
            let plain = ViewLayout(file.makeView(preview: preview, placeholders: false), environment: environment)
            plain.layout(in: size)
            let recorded = ViewLayout(file.makeView(preview: preview, placeholders: false), environment: environment)
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
