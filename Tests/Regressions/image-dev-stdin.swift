Image("/dev/stdin")

// expect: nothing
