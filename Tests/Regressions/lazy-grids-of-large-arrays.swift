struct Slow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var x = 0
      return CGSize(width: 10, height: 10)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

#Preview {
    VStack {
        ForEach(0..<2000) { _ in
            Slow { Color.red }

            LazyVGrid(columns: Array(repeating: GridItem(), count: 10000)) { Color.red }
        }
    }
}

// 2,000 grids of 10,000 columns each: 20 million GridItems made in a few hundred steps. The
// memory budget is read before each large array, so this stops near 800 MB (or at the time
// budget first on a slow machine) instead of growing past 1 GB.
// expect: 10:1: stopped at 800 MB: the memory budget for loading, laying out and painting a preview || 10:1: stopped after 3 seconds: the time budget for loading, laying out and painting a preview
