Text("\(Int.min % -1)")
