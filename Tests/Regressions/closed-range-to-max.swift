Text("\(0...Int.max)")

// expect: 1:10: range 0...9223372036854775807 has more than Int.max elements
