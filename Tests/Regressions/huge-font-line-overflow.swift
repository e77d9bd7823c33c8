Text(String(repeating: "word ", count: 256)).font(.system(size: 1e5))

// expect: nothing
