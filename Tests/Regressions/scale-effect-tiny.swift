VStack { Text("tiny").scaleEffect(1e-300); Text("shown") }

// expect: nothing
