// IP addresses (`IPv4Address`, `IPv6Address`): parsed from and printed as text with the C
// library's `inet_pton`/`inet_ntop`, kept as their network-order bytes.
import Foundation

/// An IP address, version 4 or 6.
public protocol IPAddress {
    /// The address's bytes, in network order.
    var rawValue: Data { get }
    /// The interface a link-local address is scoped to.
    var interface: NWInterface? { get }
    /// Whether it is the loopback address.
    var isLoopback: Bool { get }
    /// Whether it is a link-local address.
    var isLinkLocal: Bool { get }
    /// Whether it is a multicast address.
    var isMulticast: Bool { get }
    /// Whether it is the wildcard address.
    var isAny: Bool { get }
}

/// Text for `count` bytes of an address of `family`, or nil.
private func addressText(_ bytes: Data, family: Int32) -> String {
    var text = [CChar](repeating: 0, count: 64)
    let ok = bytes.withUnsafeBytes { raw in inet_ntop(family, raw.baseAddress, &text, socklen_t(text.count)) } != nil
    guard ok, let end = text.firstIndex(of: 0) else { return "" }
    return String(decoding: text[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The bytes of an address of `family` written as `string`, or nil when it is not one.
private func addressBytes(_ string: String, family: Int32, count: Int) -> Data? {
    var bytes = [UInt8](repeating: 0, count: count)
    let host = string.split(separator: "%", maxSplits: 1).first.map(String.init) ?? string
    guard inet_pton(family, host, &bytes) == 1 else { return nil }
    return Data(bytes)
}

/// An IPv4 address.
public struct IPv4Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    /// The address's four bytes, in network order.
    public let rawValue: Data
    /// The interface it is scoped to.
    public let interface: NWInterface?

    /// An address from its four bytes.
    /// - Parameters:
    ///   - rawValue: The bytes, in network order.
    ///   - interface: The interface it is scoped to.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 4 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// An address from dotted text (`192.168.1.1`).
    /// - Parameter string: The text.
    public init?(_ string: String) {
        guard let bytes = addressBytes(string, family: AF_INET, count: 4) else { return nil }
        self.init(bytes)
    }

    /// 0.0.0.0.
    public static let any = IPv4Address(Data([0, 0, 0, 0]))!
    /// 255.255.255.255.
    public static let broadcast = IPv4Address(Data([255, 255, 255, 255]))!
    /// 127.0.0.1.
    public static let loopback = IPv4Address(Data([127, 0, 0, 1]))!
    /// 224.0.0.1.
    public static let allHostsGroup = IPv4Address(Data([224, 0, 0, 1]))!
    /// 224.0.0.2.
    public static let allRoutersGroup = IPv4Address(Data([224, 0, 0, 2]))!

    /// Whether it is in 127.0.0.0/8.
    public var isLoopback: Bool { rawValue.first == 127 }
    /// Whether it is in 169.254.0.0/16.
    public var isLinkLocal: Bool { rawValue.prefix(2) == Data([169, 254]) }
    /// Whether it is in 224.0.0.0/4.
    public var isMulticast: Bool { (rawValue.first ?? 0) & 0xF0 == 0xE0 }
    /// Whether it is 0.0.0.0.
    public var isAny: Bool { rawValue.allSatisfy { $0 == 0 } }

    /// The dotted text.
    public var debugDescription: String { addressText(rawValue, family: AF_INET) }
}

/// An IPv6 address.
public struct IPv6Address: IPAddress, Hashable, CustomDebugStringConvertible, Sendable {
    /// The address's sixteen bytes, in network order.
    public let rawValue: Data
    /// The interface it is scoped to.
    public let interface: NWInterface?

    /// An address from its sixteen bytes.
    /// - Parameters:
    ///   - rawValue: The bytes, in network order.
    ///   - interface: The interface it is scoped to.
    public init?(_ rawValue: Data, _ interface: NWInterface? = nil) {
        guard rawValue.count == 16 else { return nil }
        self.rawValue = rawValue
        self.interface = interface
    }

    /// An address from its text (`::1`, `fe80::1%en0`).
    /// - Parameter string: The text.
    public init?(_ string: String) {
        guard let bytes = addressBytes(string, family: AF_INET6, count: 16) else { return nil }
        self.init(bytes)
    }

    /// ::.
    public static let any = IPv6Address(Data(count: 16))!
    /// ::1.
    public static let loopback = IPv6Address(Data(count: 15) + Data([1]))!

    /// Whether it is ::1.
    public var isLoopback: Bool { self.rawValue == IPv6Address.loopback.rawValue }
    /// Whether it is in fe80::/10.
    public var isLinkLocal: Bool { rawValue[rawValue.startIndex] == 0xFE && rawValue[rawValue.startIndex + 1] & 0xC0 == 0x80 }
    /// Whether it is in ff00::/8.
    public var isMulticast: Bool { rawValue.first == 0xFF }
    /// Whether it is ::.
    public var isAny: Bool { rawValue.allSatisfy { $0 == 0 } }
    /// Whether it is an IPv4 address mapped into IPv6 (::ffff:a.b.c.d).
    public var isIPv4Mapped: Bool { rawValue.prefix(12) == Data(count: 10) + Data([0xFF, 0xFF]) }
    /// The IPv4 address it maps, if it maps one.
    public var asIPv4: IPv4Address? { isIPv4Mapped ? IPv4Address(Data(rawValue.suffix(4))) : nil }

    /// The address's text.
    public var debugDescription: String { addressText(rawValue, family: AF_INET6) }
}
