Text("\(Int.min % -1)")

// expect: 1:17: arithmetic overflow: -9223372036854775808 % -1 is not an Int
