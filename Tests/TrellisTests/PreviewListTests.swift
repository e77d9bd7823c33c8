import Foundation
import Testing
@testable import Trellis

/// A `PreviewProvider`'s `previews` is a list: each view of it is a preview, with what its
/// preview modifiers say (the modifier nearest the view wins; one on a group applies to each).
@Suite struct PreviewLists {
    struct Row: View {
        let n: Int
        var body: some View { Text("Row \(n)") }
    }

    @Test func groupsBlocksAndForEachAreLookedThrough() {
        let items = PreviewList.items(Group {
            Row(n: 1).previewDisplayName("First")
            Row(n: 2)
        }
        .previewLayout(.sizeThatFits)
        .previewDisplayName("Group"))
        #expect(items.map(\.attributes.name) == ["First", "Group"])
        #expect(items.allSatisfy { $0.attributes.layout == .sizeThatFits })
        #expect(items.map { $0.attributes.layoutTraits.canvas } == [.sizeThatFits, .sizeThatFits])
    }

    @Test func eachElementOfAForEachIsAPreviewOfItsDevice() {
        @ViewBuilder var previews: some View {
            ForEach(["iPhone SE (3rd generation)", "iPad mini (6th generation)"], id: \.self) { name in
                Row(n: 0).previewDevice(PreviewDevice(rawValue: name)).previewInterfaceOrientation(.landscapeRight)
            }
            Row(n: 9).previewLayout(.fixed(width: 300, height: 80))
        }
        let items = PreviewList.items(previews)
        #expect(items.count == 3)
        #expect(items.map(\.attributes.device) == ["iPhone SE (3rd generation)", "iPad mini (6th generation)", nil])
        #expect(items[0].attributes.layoutTraits.orientation == .landscape)
        #expect(items[2].attributes.layoutTraits.canvas == .fixed(width: 300, height: 80))
    }

    @Test func oneViewIsOnePreviewAndLaysOutAsItself() {
        let items = PreviewList.items(Row(n: 3).padding(4))
        #expect(items.count == 1 && items[0].attributes == PreviewAttributes())
        // The modifiers lay out as their content.
        let plain = LayoutTree(of: Row(n: 3), in: CGSize(width: 200, height: 100))
        let named = LayoutTree(of: Row(n: 3).previewDisplayName("x").previewLayout(.sizeThatFits), in: CGSize(width: 200, height: 100))
        #expect(plain == named)
    }
}
