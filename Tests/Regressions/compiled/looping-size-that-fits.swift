import SwiftUI

/// A layout whose sizeThatFits never returns: the preview's process is stopped at --timeout.
struct Endless: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var k = 0
        while k >= 0 { k += 1 }
        return CGSize(width: k, height: k)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    Endless {
        Text("first")
    }
    Text("second")
}

// timeout: 3
// expect: 1:1: the preview's code did not finish in 3 s and was stopped (an endless loop in a body or a layout?)
