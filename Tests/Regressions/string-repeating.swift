Text(String(repeating: "ab", count: 3)).id(String(repeating: "x", count: 2))

// expect: nothing
