// Endpoints (`NWEndpoint`): a host and port, a Bonjour service, a Unix socket path or a URL, with
// hosts and ports written as literals (`"example.com"`, `443`).
import Foundation

/// Where a connection goes or a listener listens.
public enum NWEndpoint: Hashable, CustomDebugStringConvertible, Sendable {
    /// A host and a port.
    case hostPort(host: NWEndpoint.Host, port: NWEndpoint.Port)
    /// A Bonjour service.
    case service(name: String, type: String, domain: String, interface: NWInterface?)
    /// A Unix domain socket.
    case unix(path: String)
    /// A URL (its host and port, or its scheme's port).
    case url(URL)

    /// A host: a name or an address.
    public enum Host: Hashable, CustomDebugStringConvertible, ExpressibleByStringLiteral, Sendable {
        /// A host name, optionally scoped to an interface.
        case name(String, NWInterface?)
        /// An IPv4 address.
        case ipv4(IPv4Address)
        /// An IPv6 address.
        case ipv6(IPv6Address)

        /// A host from text: an address when the text is one, otherwise a name.
        /// - Parameter string: The text.
        public init(_ string: String) {
            if let address = IPv4Address(string) {
                self = .ipv4(address)
            } else if let address = IPv6Address(string) {
                self = .ipv6(address)
            } else {
                self = .name(string, nil)
            }
        }

        /// A host from a literal (`"example.com"`, `"127.0.0.1"`).
        /// - Parameter value: The text.
        public init(stringLiteral value: String) { self.init(value) }

        /// The interface the host is scoped to.
        public var interface: NWInterface? {
            switch self {
            case .name(_, let interface): return interface
            case .ipv4(let address): return address.interface
            case .ipv6(let address): return address.interface
            }
        }

        /// The host's name or address.
        public var debugDescription: String {
            switch self {
            case .name(let name, _): return name
            case .ipv4(let address): return address.debugDescription
            case .ipv6(let address): return address.debugDescription
            }
        }
    }

    /// A port.
    public struct Port: Hashable, CustomDebugStringConvertible, ExpressibleByIntegerLiteral, RawRepresentable, Sendable {
        /// The port number.
        public let rawValue: UInt16

        /// A port from its number.
        /// - Parameter rawValue: The number.
        public init?(rawValue: UInt16) { self.rawValue = rawValue }

        /// A port from its number as text (`"443"`) or a service name (`"https"`).
        /// - Parameter string: The text.
        public init?(_ string: String) {
            if let number = UInt16(string) {
                rawValue = number
            } else if let known = Port.named[string.lowercased()] {
                rawValue = known
            } else {
                return nil
            }
        }

        /// A port from a literal (`443`).
        /// - Parameter value: The number.
        public init(integerLiteral value: UInt16) { rawValue = value }

        /// The ports of well-known services by name.
        private static let named: [String: UInt16] = ["ftp": 21, "ssh": 22, "telnet": 23, "smtp": 25, "http": 80, "pop3": 110,
                                                      "imap": 143, "https": 443, "imaps": 993, "socks": 1080]

        /// Any port (0: the system chooses).
        public static let any: Port = 0
        /// SSH's port, 22.
        public static let ssh: Port = 22
        /// SMTP's port, 25.
        public static let smtp: Port = 25
        /// HTTP's port, 80.
        public static let http: Port = 80
        /// POP's port, 110.
        public static let pop: Port = 110
        /// IMAP's port, 143.
        public static let imap: Port = 143
        /// HTTPS's port, 443.
        public static let https: Port = 443
        /// IMAP over TLS's port, 993.
        public static let imaps: Port = 993
        /// SOCKS's port, 1080.
        public static let socks: Port = 1080

        /// The number.
        public var debugDescription: String { String(rawValue) }
    }

    /// The interface the endpoint is scoped to.
    public var interface: NWInterface? {
        switch self {
        case .hostPort(let host, _): return host.interface
        case .service(_, _, _, let interface): return interface
        case .unix, .url: return nil
        }
    }

    /// The endpoint as text (`example.com:443`).
    public var debugDescription: String {
        switch self {
        case .hostPort(let host, let port):
            if case .ipv6 = host { return "[\(host.debugDescription)]:\(port.rawValue)" }
            return "\(host.debugDescription):\(port.rawValue)"
        case .service(let name, let type, let domain, _): return "\(name).\(type).\(domain)"
        case .unix(let path): return path
        case .url(let url): return url.absoluteString
        }
    }
}
