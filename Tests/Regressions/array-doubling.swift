func grow() -> Int {
    var a = [1]
    for _ in 0..<64 { a = a + a }
    return a.count
}

Text("\(grow())")
