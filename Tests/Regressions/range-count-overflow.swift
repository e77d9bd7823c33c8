Text("\((Int.min..<0).count)")
