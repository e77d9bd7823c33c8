Text("\(1, specifier: "%@")")
