Text("one\ntwo\nthree").environment(\.lineSpacing, .pi * 1e300)

// expect: nothing
