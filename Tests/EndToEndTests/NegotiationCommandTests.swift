import Foundation
import Testing
import Trellis

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
