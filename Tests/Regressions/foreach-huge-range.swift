VStack { ForEach(Int.min..<0) { i in Text("\(i)") } }
