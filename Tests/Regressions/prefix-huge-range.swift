Text("\(Array((Int.min..<0).prefix(3)))")
