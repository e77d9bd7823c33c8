// The camera a person prefers and the one the system suggests (`AVCaptureDevice
// .userPreferredCamera`, `.systemPreferredCamera`, iOS 17). Linux is a Simulator with no camera:
// both are nil until code sets a preference, which is kept as given.
import Foundation

/// The user's preferred camera, as code last set it (nil: none set).
private final class PreferredCamera: @unchecked Sendable {
    static let shared = PreferredCamera()
    private let lock = NSLock()
    private var device: AVCaptureDevice?
    var value: AVCaptureDevice? {
        get { lock.withLock { device } }
        set { lock.withLock { device = newValue } }
    }
}

extension AVCaptureDevice {
    /// The camera the person last chose; nil on Linux until code sets one (there is no camera).
    public class var userPreferredCamera: AVCaptureDevice? {
        get { PreferredCamera.shared.value }
        set { PreferredCamera.shared.value = newValue }
    }

    /// The camera the system suggests: the person's preferred camera when one was set, else nil
    /// (Linux has no camera to suggest).
    public class var systemPreferredCamera: AVCaptureDevice? { userPreferredCamera }
}
