Text("\(0
let d ó= Int(1e300)

