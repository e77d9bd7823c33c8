func grow() -> Int {
    var a = [1]
    for _ in 0..<64 { a = a + a }
    return a.count
}

Text("\(grow())")

// expect: 3:29: an array of 1048576 items is over the limit of 1000000 items
