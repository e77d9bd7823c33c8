Text("\(1, specifier: "%@")")

// expect: 1:12: specifier: needs one number format like "%.1f" or "%d" (flags, width and precision of at most 3 digits)
