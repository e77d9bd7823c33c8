// What ProcessInfo says on Apple platforms about the device an app runs on, absent on Linux:
// a preview runs as an iPhone app on an iPhone (not on a Mac, not Mac Catalyst), plugged in and
// cool: Low Power Mode is off and the thermal state is nominal, and neither ever changes, so
// their notifications are never posted.
import Foundation

extension ProcessInfo {
    /// How hot the device is, from cool to critical.
    public enum ThermalState: Int, Sendable, Hashable {
        /// Within normal limits.
        case nominal = 0
        /// Slightly elevated.
        case fair = 1
        /// High: the system slows down.
        case serious = 2
        /// Critical: the app should do as little as it can.
        case critical = 3
    }

    /// The device's thermal state (always nominal in a preview).
    public var thermalState: ThermalState { .nominal }

    /// Whether Low Power Mode is on (never in a preview).
    public var isLowPowerModeEnabled: Bool { false }

    /// Whether this iPhone or iPad app runs on a Mac with Apple silicon (never in a preview).
    public var isiOSAppOnMac: Bool { false }

    /// Whether this app is a Mac Catalyst app (never in a preview).
    public var isMacCatalystApp: Bool { false }

    /// Posted when the thermal state changes (never, in a preview).
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// Posted when Low Power Mode is switched on or off (never, in a preview).
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
