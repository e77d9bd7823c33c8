Text("\(abs(-9223372036854775807 - 1))")

// expect: 1:13: arithmetic overflow: abs(-9223372036854775808) is not an Int
