import Foundation
import Testing
@testable import Trellis

/// The recorded layout negotiation (`ResolvedTree.recordsNegotiation`, `trellis layout --proposals`,
/// the previewer's hover label): the proposal each view was placed with and the questions its
/// parent asked. The placements asserted are SwiftUI's (semantics §5.2: the least flexible child
/// is offered its equal share of what is left first).
@Suite struct NegotiationTests {
    /// Lays `view` out with the negotiation recorded.
    func recorded<V: View>(_ view: V, _ w: CGFloat, _ h: CGFloat) -> LayoutTree {
        let layout = ResolvedTree(view)
        layout.recordsNegotiation = true
        layout.layout(in: CGSize(width: w, height: h))
        return layout.tree
    }

    @Test func anHStackOffersTheLeastFlexibleChildItsShareFirst() throws {
        let tree = recorded(HStack(spacing: 8) {
            Color.red.frame(width: 50, height: 20).id("fixed")
            Color.blue.id("flexible")
        }.id("row"), 300, 100)
        let fixed = try #require(tree.root.first(id: "fixed")), flexible = try #require(tree.root.first(id: "flexible"))
        // 300 - 8 spacing = 292: the fixed frame is offered half, takes 50; the colour gets the other 242.
        #expect(fixed.placement == LayoutTree.Proposal(ProposedViewSize(width: 146, height: 100)))
        #expect(flexible.placement == LayoutTree.Proposal(ProposedViewSize(width: 242, height: 100)))
        #expect(tree.root.first(id: "row")?.placement == LayoutTree.Proposal(ProposedViewSize(width: 300, height: 100)))
        // Every question once, the placement among them, answered with the placed size.
        for element in tree.root.all {
            let proposals = try #require(element.proposals, "\(element.type)")
            #expect(Set(proposals.map(\.proposal)).count == proposals.count, "\(element.type): each proposal once")
            let placed = try #require(proposals.first { $0.proposal == element.placement }, "\(element.type)")
            #expect(placed.size == LayoutTree.Size(width: element.frame.width, height: element.frame.height), "\(element.type)")
        }
    }

    @Test func fixedSizeProposesNilInBothDimensions() throws {
        let tree = recorded(Color.red.frame(idealWidth: 40, idealHeight: 30).id("ideal").fixedSize(), 300, 300)
        let ideal = try #require(tree.root.first(id: "ideal"))
        #expect(ideal.placement == LayoutTree.Proposal(.unspecified))
        #expect(ideal.proposals?.map(\.proposal) == [LayoutTree.Proposal(.unspecified)])
        #expect(ideal.frame.width == 40 && ideal.frame.height == 30)
    }

    @Test func aSpacerIsShownTheProposalItsParentMadeEvenInTheDimensionItIgnores() throws {
        let tree = recorded(HStack(spacing: 0) { Spacer().id("spacer"); Color.red.frame(width: 100, height: 10) }, 300, 80)
        // The stack proposes the height it was given; the spacer ignores it, but the record shows it.
        #expect(tree.root.first(id: "spacer")?.placement == LayoutTree.Proposal(ProposedViewSize(width: 200, height: 80)))
    }

    @Test func onlyTheLastPassIsKeptAndNothingWithoutRecording() throws {
        let view = HStack { Color.red.id("c") }
        let plain = ResolvedTree(view)
        plain.layout(in: CGSize(width: 100, height: 50))
        #expect(plain.tree.root.all.allSatisfy { $0.proposals == nil })
        #expect(plain.tree.root.first(id: "c")?.placement == LayoutTree.Proposal(ProposedViewSize(width: 100, height: 50)))

        // Turning recording on lays out again at the same size.
        plain.recordsNegotiation = true
        plain.layout(in: CGSize(width: 100, height: 50))
        #expect(plain.tree.root.first(id: "c")?.proposals?.map(\.proposal) == [LayoutTree.Proposal(ProposedViewSize(width: 100, height: 50))])
        plain.layout(in: CGSize(width: 70, height: 50))
        #expect(plain.tree.root.first(id: "c")?.proposals?.map(\.proposal) == [LayoutTree.Proposal(ProposedViewSize(width: 70, height: 50))])
    }

    /// Proposes infinity and then nil to its one subview, and places it with infinity.
    struct Prober: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            _ = subviews.first?.sizeThatFits(.unspecified)
            return subviews.first?.sizeThatFits(.infinity) ?? .zero
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews.first?.place(at: bounds.origin, proposal: .infinity)
        }
    }

    @Test func theJSONWritesNilAsNullAndInfinityAsText() throws {
        let tree = recorded(Prober { Color.red.frame(maxWidth: 60).id("probed") }, 200, 100)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(tree), as: UTF8.self)
        #expect(json.contains(#""placement":{"height":"infinity","width":"infinity"}"#), "\(json)")
        #expect(json.contains(#"{"proposal":{"height":null,"width":null},"size":{"height":10,"width":10}}"#), "\(json)")
        let probed = try #require(tree.root.first(id: "probed"))
        #expect(probed.proposals?.map(\.proposal) == [LayoutTree.Proposal(.unspecified), LayoutTree.Proposal(.infinity)])

        // Without recording, the JSON is the plain tree.
        let plain = String(decoding: try encoder.encode(LayoutTree(of: Prober { Color.red }, in: CGSize(width: 200, height: 100))), as: UTF8.self)
        #expect(!plain.contains("placement") && !plain.contains("proposals"))
    }
}
