// The options of the protocols a connection stacks (TCP, UDP, TLS, WebSocket): values kept for
// the connection; nothing on Linux runs the protocols.
import Foundation

/// Options of a protocol in a connection's stack.
open class NWProtocolOptions: @unchecked Sendable {
    /// Options with the protocol's defaults.
    public init() {}
}

/// TCP.
public enum NWProtocolTCP {
    /// TCP's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Whether small writes go out at once (no Nagle delay).
        public var noDelay = false
        /// Seconds to wait for the connection before failing (0: the system's default).
        public var connectionTimeout = 0
        /// Whether keepalive probes are sent.
        public var enableKeepalive = false
        /// Seconds idle before the first keepalive probe.
        public var keepaliveIdle = 0
        /// Seconds between keepalive probes.
        public var keepaliveInterval = 0
        /// How many unanswered probes close the connection.
        public var keepaliveCount = 0
        /// Whether data may be sent during the handshake.
        public var enableFastOpen = false
        /// TCP's default options.
        public override init() { super.init() }
    }
}

/// UDP.
public enum NWProtocolUDP {
    /// UDP's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// Whether checksums are left out.
        public var preferNoChecksum = false
        /// UDP's default options.
        public override init() { super.init() }
    }
}

/// TLS.
public enum NWProtocolTLS {
    /// TLS's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// TLS's default options.
        public override init() { super.init() }
    }
}

/// WebSocket, on top of TCP or TLS.
public enum NWProtocolWebSocket {
    /// WebSocket's options.
    public final class Options: NWProtocolOptions, @unchecked Sendable {
        /// The WebSocket protocol version.
        public enum Version: Sendable, Hashable {
            /// Version 13 (RFC 6455).
            case version13
        }
        /// The version.
        public let version: Version
        /// Whether pings are answered with pongs without the app.
        public var autoReplyPing = false
        /// The largest message accepted, in bytes.
        public var maximumMessageSize = 0
        /// Whether received messages skip UTF-8 validation.
        public var skipHandshake = false
        /// Extra headers of the opening handshake.
        public private(set) var additionalHeaders: [(name: String, value: String)] = []
        /// WebSocket's options.
        /// - Parameter version: The version.
        public init(_ version: Version = .version13) {
            self.version = version
            super.init()
        }
        /// Adds headers to the opening handshake.
        /// - Parameter headers: The headers' names and values.
        public func setAdditionalHeaders(_ headers: [(name: String, value: String)]) { additionalHeaders = headers }
    }

    /// A message's kind.
    public enum Opcode: Int, Sendable, Hashable {
        /// A continuation frame.
        case cont = 0
        /// Text.
        case text = 1
        /// Binary data.
        case binary = 2
        /// A close.
        case close = 8
        /// A ping.
        case ping = 9
        /// A pong.
        case pong = 10
    }

    /// A message's metadata.
    public final class Metadata: NWProtocolMetadata, @unchecked Sendable {
        /// The message's kind.
        public let opcode: Opcode
        /// Metadata for a message of a kind.
        /// - Parameter opcode: The kind.
        public init(opcode: Opcode) {
            self.opcode = opcode
            super.init()
        }
    }
}

/// Metadata a protocol attaches to a message.
open class NWProtocolMetadata: @unchecked Sendable {
    /// Metadata.
    public init() {}
}
