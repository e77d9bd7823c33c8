// Finding capture devices by type, medium and position. Linux is an iPhone Simulator with no
// camera and no microphone: every discovery session finds no device.
import Foundation

extension AVCaptureDevice {
    /// A search for capture devices of given types, medium and position.
    ///
    /// Linux: `devices` is always empty.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        /// The types searched for.
        public let deviceTypes: [DeviceType]
        /// The medium searched for, or nil for any.
        public let mediaType: AVMediaType?
        /// The position searched for.
        public let position: Position

        /// A search.
        /// - Parameters:
        ///   - deviceTypes: The types, in order of preference.
        ///   - mediaType: The medium, or nil for any.
        ///   - position: Where the cameras face (`.unspecified`: anywhere).
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {
            self.deviceTypes = deviceTypes
            self.mediaType = mediaType
            self.position = position
            super.init()
        }

        /// The devices found: none, on Linux.
        open var devices: [AVCaptureDevice] { [] }
        /// The sets of devices that can run at once in a multi-camera session: none.
        open var supportedMultiCamDeviceSets: [Set<AVCaptureDevice>] { [] }
    }
}
