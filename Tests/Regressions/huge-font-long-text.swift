Text(String(repeating: "word ", count: 2000)).font(.system(size: 1e5))

// expect: nothing
