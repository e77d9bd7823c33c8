Text(String(repeating: "\n", count: 100000))

// expect: nothing
