import Foundation
import Testing
import Trellis
@testable import TrellisInterpreter
@testable import TrellisSession

/// Loading, evaluating and dropping a file (the previewer's live reload) frees everything: no
/// reference cycle between the evaluator, views, scopes and closures keeps a file's tree alive.
@Suite struct Memory {
    static let source = """
        import SwiftUI
        extension VerticalAlignment {
            enum Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.bottom] } }
            static let mid = VerticalAlignment(Mid.self)
        }
        let shared = Text("shared").alignmentGuide(.leading) { d in d.width }
        struct Weight: LayoutValueKey { static let defaultValue: CGFloat = 1 }
        extension View { func weight(_ w: CGFloat) -> some View { layoutValue(key: Weight.self, value: w) } }
        struct Tiles: Layout {
            var gap: CGFloat = 4
            struct Sizes { var sizes: [CGSize] }
            func makeCache(subviews: Subviews) -> Sizes { Sizes(sizes: subviews.map { $0.sizeThatFits(.unspecified) }) }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) -> CGSize {
                let widths = cache.sizes.indices.map { cache.sizes[$0].width * subviews[$0][Weight.self] }
                return CGSize(width: widths.reduce(0, +) + gap, height: cache.sizes.map(\\.height).max() ?? 0)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Sizes) {
                var x = bounds.minX
                for (i, s) in subviews.enumerated() {
                    s.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(cache.sizes[i]))
                    x += cache.sizes[i].width + gap
                }
            }
        }
        let tiles = AnyLayout(Tiles(gap: 2))
        struct Adaptive: View {
            @Environment(\\.horizontalSizeClass) var horizontalSizeClass
            let make = { (n: Int) in n * 2 }
            var body: some View {
                let layout = horizontalSizeClass == .regular ? AnyLayout(HStackLayout(spacing: 10)) : AnyLayout(VStackLayout(spacing: 10))
                let twice = { (x: CGFloat) in x * 2 }
                let label = Text("label").alignmentGuide(.leading) { d in twice(d.width) }
                layout {
                    Color.red.frame(minWidth: 50, minHeight: CGFloat(make(25)))
                    Color.blue.frame(minWidth: 50, minHeight: 50).alignmentGuide(.mid) { d in d.height / 2 }
                    GeometryReader { proxy in Text("reader").frame(width: twice(proxy.size.width / 2)) }
                    label
                    shared
                    Tiles { Text("t").weight(2); Text("u") }
                    tiles { Text("v") }
                }
                .padding(20)
            }
        }
        #Preview("Adaptive") { HStack(alignment: .mid) { Adaptive(); Text("x") } }
        #Preview("Broken") { VStack { Frobnicate(); Text("y") } }
        """

    @Test func droppedFilesAreFreed() {
        weak var file: InterpretedFile?
        weak var context: FileContext?
        do {
            let loaded = load(Self.source)
            file = loaded
            context = loaded.context
            _ = loaded.diagnostics
            for preview in loaded.previews {
                let layout = ResolvedTree(loaded.makeView(preview: preview, placeholders: true),
                                        environment: PreviewSettings().environment(for: CGSize(width: 800, height: 600)))
                layout.layout(in: CGSize(width: 800, height: 600))
                layout.layout(in: CGSize(width: 390, height: 844))
            }
            #expect(file != nil)
        }
        #expect(file == nil, "the InterpretedFile is kept alive")
        #expect(context == nil, "the file's declarations and syntax tree are kept alive")
    }
}
