Text("\((Int.min..<0).count)")

// Found by trellis-fuzz --compiled: the trap's address differed from run to run, and its column
// was the wrapped expression's.
// timeout: 20
// expect: 1:23: a check of Swift's failed (an arithmetic overflow or a conversion out of range?); crashed: Illegal instruction
