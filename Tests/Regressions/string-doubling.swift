func grow() -> String {
    var t = "ab"
    for _ in 0..<64 { t = t + t }
    return t
}

Text(grow())

// expect: 3:29: a string of 2097152 bytes is over the limit of 1048576 bytes
