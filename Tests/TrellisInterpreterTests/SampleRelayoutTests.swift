import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisSession

/// The samples, resized as a window is dragged: every frame of a relayout equals the frame of a
/// fresh layout at that size, although a relayout leaves in place the subtrees whose proposal
/// did not change (Engine/NodePlacement.swift).
@Suite struct SampleRelayout {
    static let sizes = [CGSize(width: 390, height: 844), CGSize(width: 389, height: 844), CGSize(width: 360, height: 800),
                        CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768), CGSize(width: 1023, height: 768)]

    @Test func relayoutsEqualFreshLayouts() throws {
        var reused = 0
        for name in Samples.files where !Samples.compiledOnly.contains(name) {
            let file = try Samples.file(name)
            for preview in file.previews {
                let view = file.makeView(preview: preview, placeholders: false)
                let environment = PreviewSettings().environment(for: Self.sizes[0])
                let kept = ResolvedTree(view, environment: environment)
                for size in Self.sizes {
                    kept.layout(in: size)
                    let fresh = LayoutTree(of: view, in: size, environment: environment).root.all
                    let relaid = kept.tree.root.all
                    #expect(fresh.count == relaid.count, "\(name) / \(preview) at \(size)")
                    let firstDifference = zip(fresh, relaid).first { a, b in
                        let fa = a.frame.rect, fb = b.frame.rect
                        return a.type != b.type || abs(fa.minX - fb.minX) > 1e-9 || abs(fa.minY - fb.minY) > 1e-9
                            || abs(fa.width - fb.width) > 1e-9 || abs(fa.height - fb.height) > 1e-9
                    }
                    #expect(firstDifference == nil, "\(name) / \(preview) at \(size): \(String(describing: firstDifference))")
                }
                reused += kept.reusedPlacements
            }
        }
        // The resizes did leave subtrees in place (else this compares nothing new).
        #expect(reused > 0)
    }
}
