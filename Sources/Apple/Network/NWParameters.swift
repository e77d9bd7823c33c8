// A connection's or listener's parameters (`NWParameters`): its protocol stack and the
// interfaces it may use, kept as values.
import Foundation

/// How a connection or listener connects: its protocols and the paths it may use.
public final class NWParameters: CustomDebugStringConvertible, @unchecked Sendable {
    /// The protocols a connection stacks, the application's on top.
    public final class ProtocolStack: @unchecked Sendable {
        /// The application protocols (WebSocket…), the outermost first.
        public var applicationProtocols: [NWProtocolOptions]
        /// The transport protocol (TCP or UDP).
        public var transportProtocol: NWProtocolOptions?
        /// A stack.
        init(application: [NWProtocolOptions], transport: NWProtocolOptions?) {
            applicationProtocols = application
            transportProtocol = transport
        }
    }

    /// The protocol stack.
    public var defaultProtocolStack: ProtocolStack
    /// The kind of interface the connection must use.
    public var requiredInterfaceType: NWInterface.InterfaceType = .other
    /// A particular interface the connection must use.
    public var requiredInterface: NWInterface?
    /// Kinds of interface it may not use.
    public var prohibitedInterfaceTypes: [NWInterface.InterfaceType]?
    /// Whether expensive paths (cellular) are off limits.
    public var prohibitExpensivePaths = false
    /// Whether constrained paths (Low Data Mode) are off limits.
    public var prohibitConstrainedPaths = false
    /// Whether a listener's local port may be reused.
    public var allowLocalEndpointReuse = false
    /// Whether peer-to-peer interfaces (AWDL) may be used.
    public var includePeerToPeer = false
    /// Whether the connection may fall back to other addresses quickly.
    public var preferNoProxies = false
    /// The local endpoint to bind to.
    public var requiredLocalEndpoint: NWEndpoint?
    /// Whether TLS is in the stack.
    let usesTLS: Bool

    /// Parameters with no protocols (add them to the stack).
    public init() {
        defaultProtocolStack = ProtocolStack(application: [], transport: nil)
        usesTLS = false
    }

    /// TCP parameters, with TLS on it when `tls` is given.
    /// - Parameters:
    ///   - tls: TLS's options, or nil for plain TCP.
    ///   - tcp: TCP's options.
    public init(tls: NWProtocolTLS.Options?, tcp: NWProtocolTCP.Options = NWProtocolTCP.Options()) {
        defaultProtocolStack = ProtocolStack(application: tls.map { [$0] } ?? [], transport: tcp)
        usesTLS = tls != nil
    }

    /// DTLS-over-UDP parameters, or plain UDP when `dtls` is nil.
    /// - Parameters:
    ///   - dtls: DTLS's options, or nil.
    ///   - udp: UDP's options.
    public init(dtls: NWProtocolTLS.Options?, udp: NWProtocolUDP.Options = NWProtocolUDP.Options()) {
        defaultProtocolStack = ProtocolStack(application: dtls.map { [$0] } ?? [], transport: udp)
        usesTLS = dtls != nil
    }

    /// Plain TCP.
    public static var tcp: NWParameters { NWParameters(tls: nil) }
    /// TLS over TCP.
    public static var tls: NWParameters { NWParameters(tls: NWProtocolTLS.Options()) }
    /// Plain UDP.
    public static var udp: NWParameters { NWParameters(dtls: nil) }
    /// DTLS over UDP.
    public static var dtls: NWParameters { NWParameters(dtls: NWProtocolTLS.Options()) }

    /// The stack's protocols.
    public var debugDescription: String {
        let transport = defaultProtocolStack.transportProtocol is NWProtocolUDP.Options ? "udp" : "tcp"
        return usesTLS ? "tls, \(transport)" : transport
    }
}
