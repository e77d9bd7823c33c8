import Foundation
import Testing
import Trellis

/// Where views were written, as `trellis layout` (text and JSON) and `check --layout-warnings` print it.
@Suite(.serialized) struct SourceLocationCommand {
    @Test func layoutJSONAndTextShowTheSource() throws {
        let url = try Command.temporaryFile("""
            VStack {
                Text("Hi").padding(4)
            }
            """)
        let text = try Command.run(["layout", url.path])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("    padding  (") && $0.hasSuffix("  Layout.swift:2:16") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("      Text  (") && $0.hasSuffix("  Layout.swift:2:5") }, "\(lines)")
        let json = try Command.run(["layout", url.path, "--json"])
        let tree = try JSONDecoder().decode(LayoutTree.Element.self, from: try JSONSerialization.data(
            withJSONObject: (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["root"] ?? [:]))
        #expect(tree.source?.description == "\(url.path):1:1")
        #expect(tree.children.first?.children.first?.source?.description == "\(url.path):2:5")
        #expect(json.stdout.contains("\"source\" : \"\(url.path):2:16\""))
    }

    @Test func checkPrintsWarningsAtTheViewsLine() throws {
        let url = try Command.temporaryFile("""
            VStack {
                Text("Caption").frame(width: 100)
                HStack {
                    Text("A caption much too long to fit in it").lineLimit(1)
                }
                .frame(width: 60)
            }
            """)
        let r = try Command.run(["check", url.path, "--layout-warnings"])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("\(url.path):4:9: warning: Text \"A caption much too long to fit in it\" is truncated") == true, "\(lines)")
    }
}
