Text("\(0
let d ó= Int(1e300)


// expect: 1:10: expected ')'
// expect: 1:10: expected '"'
// expect: 2:7: invalid token 'd'
