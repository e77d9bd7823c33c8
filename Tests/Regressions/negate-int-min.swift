Text("\(-(Int.min))")
