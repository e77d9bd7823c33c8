Text("\((Int.min..<0).count)")

// expect: 1:17: range -9223372036854775808..<0 has more than Int.max elements
