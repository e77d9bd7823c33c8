func values() -> Int {
    let s = stride(from: 0, through: Int.max, by: 1)
    return s.count
}

Text("\(values())")

// expect: 2:13: stride of more than 100000 values is over the limit
