// Network interfaces (`NWInterface`) and their kinds: a preview's Mac reaches the network over
// Wi-Fi (`en0`), and has a loopback interface (`lo0`).
import Foundation

/// A network interface the system can use.
public struct NWInterface: Hashable, CustomDebugStringConvertible, Sendable {
    /// The kinds of interface.
    public enum InterfaceType: Hashable, Sendable {
        /// Another kind (a VPN's virtual interface…).
        case other
        /// Wi-Fi.
        case wifi
        /// Cellular data.
        case cellular
        /// Wired Ethernet.
        case wiredEthernet
        /// The loopback interface.
        case loopback
    }

    /// The interface's kind.
    public let type: InterfaceType
    /// Its name (`en0`).
    public let name: String
    /// Its system index.
    public let index: Int

    /// An interface.
    init(type: InterfaceType, name: String, index: Int) {
        self.type = type
        self.name = name
        self.index = index
    }

    /// The interface's name.
    public var debugDescription: String { name }

    /// The Wi-Fi interface a preview's path uses.
    static let wifi = NWInterface(type: .wifi, name: "en0", index: 4)
    /// The loopback interface.
    static let loopback = NWInterface(type: .loopback, name: "lo0", index: 1)
}
