VStack { Text("\(4611686018427387904 * 2)") }

// expect: 1:38: arithmetic overflow: 4611686018427387904 * 2 is not an Int
