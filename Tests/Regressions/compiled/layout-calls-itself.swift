import SwiftUI

/// A layout whose sizeThatFits calls itself: the stack overflows in the preview's process.
struct Mirror: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        return CGSize(width: size.width + 1, height: size.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    Mirror {
        Text("again")
    }
}

// timeout: 20
// expect: 6:20: stack overflow (a view or layout that calls itself?); crashed: Bad pointer dereference
