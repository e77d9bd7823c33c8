Image("/dev/stdin")
