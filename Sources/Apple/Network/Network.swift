// `import Network` on Linux (built as `AppleNetwork`, imported under `-module-alias
// Network=AppleNetwork`): a Simulator on a Mac with a network, seen from a preview's sandbox. The
// path monitor reports a satisfied Wi-Fi path (not expensive, not constrained) soon after it
// starts; connections never touch the real network: they prepare, then wait with "network is
// down" and their sends and receives complete with that error; listeners fail to start.
// Endpoints, addresses, ports and parameters are real values.
import Foundation

/// The status code of Apple's C functions (a TLS error's code in `NWError.tls`).
public typealias OSStatus = Int32

/// The error code of DNS service discovery (a DNS error's code in `NWError.dns`).
public typealias DNSServiceErrorType = Int32
