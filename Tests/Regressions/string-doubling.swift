func grow() -> String {
    var t = "ab"
    for _ in 0..<64 { t = t + t }
    return t
}

Text(grow())
