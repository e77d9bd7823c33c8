Image("").frame(width: .leastNonzeroMagnitude, height: 1e308)

// expect: nothing
