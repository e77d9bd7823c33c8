Text("\(-(Int.min))")

// expect: 1:9: arithmetic overflow: -(-9223372036854775808) is not an Int
