struct Slow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var x = 0
        while x < 1_000 { x += 1 }
        return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    VStack {
        ForEach(0..<2000) { _ in
            Slow { Color.red }
        }
    }
}

// expect: 2:5: stopped after 3 seconds: the time budget for loading, laying out and painting a preview
