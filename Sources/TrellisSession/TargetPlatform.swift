/// The platform previewed code is compiled for: the devices are iPhones and iPads, so code
/// compiles as iOS's does in Xcode's canvas (`#if os(iOS)` and `targetEnvironment(simulator)`
/// true); the Mac window preset compiles as macOS.
public enum TargetPlatform: String, Sendable, Codable, CaseIterable {
    case iOS, macOS

    /// The value of `os(name)` (Apple's spellings: `OSX` is `macOS`; `Linux`, `tvOS`, … are false).
    public func isOS(_ name: String) -> Bool {
        switch self {
        case .iOS: return name == "iOS"
        case .macOS: return name == "macOS" || name == "OSX"
        }
    }

    /// The value of `targetEnvironment(name)`: a preview on an iOS device runs in the simulator.
    public func isTargetEnvironment(_ name: String) -> Bool {
        self == .iOS && name == "simulator"
    }
}

extension DevicePreset {
    /// What code previewed on this device is compiled as.
    public var platform: TargetPlatform { hardware == .none ? .macOS : .iOS }
}
