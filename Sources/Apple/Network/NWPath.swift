// Network paths (`NWPath`): what a path monitor or connection sees. A preview's is satisfied over
// Wi-Fi, neither expensive nor constrained, with IPv4, IPv6 and DNS; a path that requires an
// interface the Mac lacks (cellular, wired Ethernet) is unsatisfied.
import Foundation

/// The network a monitor or connection can use: whether it can, over which interfaces, at what cost.
public struct NWPath: Equatable, CustomDebugStringConvertible, Sendable {
    /// Whether a path can be used.
    public enum Status: Equatable, Hashable, Sendable {
        /// The path can send and receive.
        case satisfied
        /// The path cannot be used.
        case unsatisfied
        /// The path is not available, but would be once a connection is made (a VPN on demand).
        case requiresConnection
    }

    /// Why a path is unsatisfied.
    public enum UnsatisfiedReason: Equatable, Hashable, Sendable {
        /// No reason given (the path is satisfied, or no interface is available).
        case notAvailable
        /// The person turned off cellular data for the app.
        case cellularDenied
        /// The person turned off Wi-Fi for the app.
        case wifiDenied
        /// The person denied local network access.
        case localNetworkDenied
        /// A required VPN is not active.
        case vpnInactive
    }

    /// Whether the path can be used.
    public let status: Status
    /// Why it cannot, when it cannot.
    public let unsatisfiedReason: UnsatisfiedReason
    /// The interfaces it can use, the preferred first.
    public let availableInterfaces: [NWInterface]
    /// Whether it uses an expensive interface (cellular, a personal hotspot).
    public let isExpensive: Bool
    /// Whether it uses an interface in Low Data Mode.
    public let isConstrained: Bool
    /// Whether it can reach IPv4 addresses.
    public let supportsIPv4: Bool
    /// Whether it can reach IPv6 addresses.
    public let supportsIPv6: Bool
    /// Whether it can resolve names.
    public let supportsDNS: Bool
    /// The gateways of its interfaces.
    public let gateways: [NWEndpoint]
    /// A connection's local endpoint, when the path is a connection's.
    public let localEndpoint: NWEndpoint?
    /// A connection's remote endpoint, when the path is a connection's.
    public let remoteEndpoint: NWEndpoint?

    /// Whether the path uses an interface of a kind.
    /// - Parameter type: The kind.
    /// - Returns: Whether one of its interfaces is of that kind.
    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool {
        status == .satisfied && availableInterfaces.contains { $0.type == type }
    }

    /// The path's status and interfaces.
    public var debugDescription: String {
        status == .satisfied ? "satisfied (\(availableInterfaces.map(\.name).joined(separator: ", ")))" : "unsatisfied"
    }

    /// The path a preview sees: satisfied over Wi-Fi, unless the interfaces allowed exclude it.
    /// - Parameters:
    ///   - required: The kind of interface the path must use, if any.
    ///   - prohibited: Kinds it may not use.
    ///   - remote: A connection's remote endpoint.
    /// - Returns: The path.
    static func preview(requiring required: NWInterface.InterfaceType? = nil,
                        prohibiting prohibited: [NWInterface.InterfaceType] = [],
                        remote: NWEndpoint? = nil) -> NWPath {
        let interfaces = [NWInterface.wifi, .loopback].filter { interface in
            (required == nil || interface.type == required) && !prohibited.contains(interface.type)
                && (required == .loopback || interface.type != .loopback)
        }
        return NWPath(status: interfaces.isEmpty ? .unsatisfied : .satisfied, interfaces: interfaces, remote: remote)
    }

    /// The path before a monitor starts: nothing seen yet.
    static let unknown = NWPath(status: .unsatisfied, interfaces: [], remote: nil)

    /// A path with a status and interfaces.
    init(status: Status, interfaces: [NWInterface], remote: NWEndpoint?) {
        self.status = status
        unsatisfiedReason = .notAvailable
        availableInterfaces = interfaces
        isExpensive = false
        isConstrained = false
        let usable = status == .satisfied
        supportsIPv4 = usable
        supportsIPv6 = usable
        supportsDNS = usable
        gateways = usable && interfaces.contains(.wifi) ? [.hostPort(host: .ipv4(IPv4Address("192.168.1.1")!), port: 0)] : []
        localEndpoint = nil
        remoteEndpoint = remote
    }
}
