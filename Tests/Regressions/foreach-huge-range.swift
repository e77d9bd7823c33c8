VStack { ForEach(Int.min..<0) { i in Text("\(i)") } }

// expect: 1:25: range -9223372036854775808..<0 has more than Int.max elements
