import Foundation
import Testing
import Trellis
import TrellisMCP
import TrellisSession

/// The MCP tools' arguments as the command's flags, diagnostics read back, and the explanation
/// of a point: the parts of `trellis mcp` that run nothing.
@Suite struct MCPToolTests {
    @Test func argumentsBecomeTheCommandsFlags() throws {
        let request = ToolRequest(arguments: [
            "path": .string("Samples/ProfileCard.swift"), "preview": .string("Long caption"), "device": .string("iphone-se"),
            "settings": .object(["colorScheme": .string("dark"), "dynamicTypeSize": .string("accessibility2"), "scale": .number(2),
                                 "layoutDirection": .string("rtl")]),
        ])
        #expect(try request.renderArguments(output: "/tmp/x.png") == [
            "render", "Samples/ProfileCard.swift", "-o", "/tmp/x.png", "--preview", "Long caption", "--scale", "2",
            "--device", "iphone-se", "--color-scheme", "dark", "--dynamic-type-size", "accessibility2", "--layout-direction", "rtl",
        ])
        #expect(try request.layoutArguments(proposals: true).prefix(4) == ["layout", "Samples/ProfileCard.swift", "--json", "--proposals"])
        #expect(try request.checkArguments().prefix(3) == ["check", "Samples/ProfileCard.swift", "--layout-warnings"])
        #expect(try request.listArguments().prefix(4) == ["layout", "Samples/ProfileCard.swift", "--list-previews", "--json"])
    }

    @Test func badArgumentsAreSaid() throws {
        #expect(throws: ToolRequest.ArgumentError.self) { try ToolRequest(arguments: [:]).path() }
        #expect(throws: ToolRequest.ArgumentError.self) {
            try ToolRequest(arguments: ["path": .string("a.swift"), "settings": .object(["colour": .string("dark")])]).environmentFlags()
        }
        #expect(throws: ToolRequest.ArgumentError.self) { try ToolRequest(arguments: ["point": .array([.number(1)])]).point() }
        #expect(try ToolRequest(arguments: ["point": .object(["x": .number(10), "y": .number(20.5)])]).point() == CGPoint(x: 10, y: 20.5))
        #expect(try ToolRequest(arguments: ["point": .array([.number(3), .number(4)])]).point() == CGPoint(x: 3, y: 4))
    }

    @Test func diagnosticsAreReadBack() throws {
        let output = """
            /tmp/a b/Broken.swift:3:12: error: cannot find 'Txt' in scope
            Card.swift: warning: text is truncated
            1 of 1 file with errors
            """
        let lines = DiagnosticLine.all(in: output)
        #expect(lines.count == 2)
        #expect(lines[0].file == "/tmp/a b/Broken.swift" && lines[0].line == 3 && lines[0].column == 12 && lines[0].severity == "error")
        #expect(lines[0].message == "cannot find 'Txt' in scope")
        #expect(lines[0].text == "/tmp/a b/Broken.swift:3:12: error: cannot find 'Txt' in scope")
        #expect(lines[1].line == nil && lines[1].severity == "warning")
    }

    @Test func explainFindsTheInnermostViewAndItsChain() throws {
        let view = VStack(spacing: 10) {
            Text("Title").frame(width: 100, height: 20).id("title")
            Color.red.frame(width: 50, height: 50).id("swatch")
        }
        let layout = ResolvedTree(view, environment: EnvironmentValues())
        layout.recordsNegotiation = true
        layout.layout(in: CGSize(width: 200, height: 200))
        let tree = layout.tree
        let swatch = try #require(tree.frame(id: "swatch"))
        let explanation = LayoutExplanation(tree: tree, point: CGPoint(x: swatch.midX, y: swatch.midY))
        #expect(explanation.chain.first?.type == "VStack")
        #expect(explanation.chain.contains { $0.id == "swatch" })
        #expect(explanation.view?.frame.rect == swatch || explanation.view.map { swatch.contains($0.frame.rect) } == true)
        #expect(explanation.chain.allSatisfy { $0.placedWith != nil && $0.asked != nil })
        #expect(explanation.text.contains("negotiation from the root"))
        // Outside every view.
        #expect(LayoutExplanation(tree: tree, point: CGPoint(x: 1, y: 1)).chain.isEmpty)
    }
}
