import Foundation
import Testing
@testable import Trellis

/// The visual lint (`ResolvedTree.warnings`): each kind found where it happens, and nothing on a
/// layout that fits.
@Suite struct LayoutWarningTests {
    func warnings<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> [LayoutWarning] {
        let layout = ResolvedTree(view)
        layout.layout(in: CGSize(width: w, height: h))
        return layout.warnings
    }

    @Test func aLayoutThatFitsHasNone() {
        #expect(warnings(VStack { Text("Hello"); Color.red.frame(width: 50, height: 50) }.padding(), 300, 300).isEmpty)
    }

    @Test func truncatedTextSaysWhatItWasOfferedAndWhatItNeeds() throws {
        let found = warnings(VStack { Text("A sentence far too long for its frame").lineLimit(1).id("t").frame(width: 60) }, 300, 300)
        let w = try #require(found.first)
        #expect(found.count == 1 && w.kind == .truncatedText)
        #expect(w.id == "t" && w.path == ["VStack", "frame", "Text"])
        #expect(w.message.hasPrefix("Text \"A sentence far too long for its frame\" is truncated: it was offered 60 × 300 and needs "), "\(w.message)")
        #expect(w.message.hasSuffix("on one line"), "one line only: \(w.message)")
        #expect(w.description.hasSuffix("(in VStack › frame › Text #t)"))
        // Allowed to wrap, but not tall enough: it needs more height at that width.
        let short = warnings(Text("A sentence far too long for its frame").frame(width: 60, height: 20), 300, 300)
        #expect(short.first?.message.contains("of height at that width, or ") == true, "\(short)")
    }

    @Test func textGivenNoWidthIsSqueezed() {
        // Two fixed 150-point views leave nothing of 300 for the text between them.
        let found = warnings(HStack(spacing: 0) {
            Color.red.frame(width: 150)
            Text("Squeezed").id("s")
            Color.blue.frame(width: 150)
        }, 300, 100)
        #expect(found.map(\.kind) == [.squeezedText])
        #expect(found.first?.id == "s")
    }

    @Test func contradictoryFrameBoundsAreReportedPerAxis() {
        let found = warnings(Color.red.frame(minWidth: 100, maxWidth: 50, minHeight: 10, idealHeight: 5), 300, 300)
        #expect(found.map(\.kind) == [.contradictoryFrame, .contradictoryFrame])
        #expect(found.map { $0.message.contains("width") } == [true, false])
        #expect(warnings(Color.red.frame(minWidth: 10, idealWidth: 10, maxWidth: 10), 300, 300).isEmpty, "equal bounds are in order")
    }

    @Test func aRootLargerThanTheWindowOverflows() throws {
        let found = warnings(Color.red.frame(width: 500, height: 100), 390, 844)
        let w = try #require(found.first)
        #expect(found.count == 1 && w.kind == .overflowsWindow && w.index == 0)
        #expect(w.message == "the layout is 500 × 100, larger than the 390 × 844 window: its edges are cut off")
    }

    @Test func indicesPointIntoTheTreesDepthFirstList() throws {
        let layout = ResolvedTree(VStack {
            Color.green.frame(width: 10, height: 10)
            HStack { Text("x"); Color.red.frame(minWidth: 9, maxWidth: 3).id("bad") }
        })
        layout.layout(in: CGSize(width: 200, height: 200))
        let w = try #require(layout.warnings.first)
        #expect(layout.tree.root.all[w.index].id == "bad")
    }
}
