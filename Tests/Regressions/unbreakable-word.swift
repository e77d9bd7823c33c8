Text(String(repeating: "W", count: 100000)).frame(width: 120)

// expect: nothing
