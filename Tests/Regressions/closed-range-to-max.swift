Text("\(0...Int.max)")
