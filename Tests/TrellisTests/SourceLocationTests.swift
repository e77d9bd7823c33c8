import Foundation
import Testing
@_spi(Interpreter) @testable import Trellis

/// The hook layout files use to say where a view was written (`AnyView(_:locatedAt:)`).
@Suite struct SourceLocationHook {
    static func located<V: View>(_ view: V, _ line: Int, _ column: Int) -> AnyView {
        AnyView(AnyView(view), locatedAt: ViewSourceBox(ViewSourceLocation(file: "/tmp/Card.swift", line: line, column: column)))
    }

    @Test func aLocatedViewGivesItsOutermostNodesTheLocation() throws {
        let tree = layout(VStack { Self.located(Color.red.frame(width: 10, height: 10).id("red"), 3, 9) })
        let frame = try #require(tree.root.first(id: "red"))
        #expect(frame.type == "frame")
        #expect(frame.source == ViewSourceLocation(file: "/tmp/Card.swift", line: 3, column: 9))
        // Only the outermost node: the Color inside was not written there.
        #expect(frame.children.first?.source == nil)
        #expect(tree.root.source == nil)
    }

    @Test func theInnermostLocationWins() throws {
        // `Text("a").padding()`: the Text keeps its own line, the padding gets the modifier's.
        let text = Self.located(Text("a").id("a"), 1, 1)
        let tree = layout(Self.located(Self.located(text.padding(), 1, 11), 5, 1))
        #expect(tree.root.type == "padding")
        #expect(tree.root.source?.description == "/tmp/Card.swift:1:11")
        #expect(tree.root.first(id: "a")?.source?.description == "/tmp/Card.swift:1:1")
        #expect(tree.root.first(id: "a")?.source?.shortDescription == "Card.swift:1:1")
    }

    @Test func jsonHasTheSourceOnlyWhenPresent() throws {
        let tree = layout(VStack { Self.located(Color.red.id("red"), 7, 5); Color.blue.id("blue") })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(tree), as: UTF8.self)
        #expect(json.contains(#""id":"red","source":"/tmp/Card.swift:7:5""#), "\(json)")
        #expect(!json.contains(#""id":"blue","source""#))
        #expect(json.components(separatedBy: "\"source\"").count == 2)
        // It reads back.
        let decoded = try JSONDecoder().decode(LayoutTree.Element.self, from: try encoder.encode(tree.root))
        #expect(decoded.first(id: "red")?.source?.line == 7)
        #expect(decoded.first(id: "blue")?.source == nil)
    }

    @Test func warningsCarryTheLocation() throws {
        let view = VStack { Self.located(Text("A caption far too long for its frame").lineLimit(1).frame(width: 40), 4, 13) }
        let layout = ResolvedTree(view)
        layout.layout(in: CGSize(width: 200, height: 200))
        // The warned view is the Text; the location was given to the outermost node (the frame).
        let warning = try #require(layout.warnings.first { $0.kind == .truncatedText })
        #expect(warning.source == nil)
        let located = ResolvedTree(VStack { Self.located(Text("A caption far too long for its frame").lineLimit(1), 4, 13).frame(width: 40) })
        located.layout(in: CGSize(width: 200, height: 200))
        #expect(located.warnings.first { $0.kind == .truncatedText }?.source?.description == "/tmp/Card.swift:4:13")
    }

    @Test func parsesItsDescription() {
        #expect(ViewSourceLocation("C:/a:b.swift:12:5") == ViewSourceLocation(file: "C:/a:b.swift", line: 12, column: 5))
        #expect(ViewSourceLocation("nope") == nil)
    }
}
