Text("\(Array((Int.min..<0).prefix(3)))")

// expect: 1:23: range -9223372036854775808..<0 has more than Int.max elements
