// The capture session: inputs, outputs, and running. Linux is an iPhone Simulator with no
// camera and no microphone, so no input can be added (there is no device to make one from);
// outputs can be added as on a device (each to one session), a session with no inputs starts
// and stops running as on the Simulator — posting `didStartRunningNotification` and
// `didStopRunningNotification` synchronously from `startRunning()` and `stopRunning()` — and
// delivers nothing. Adding what cannot be added is ignored (AVFoundation raises an exception).
import Foundation

/// Coordinates capture from inputs to outputs.
///
/// Linux: runs with no inputs and delivers nothing; see the file's notes.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    /// A quality level of a session's output.
    public struct Preset: RawRepresentable, Hashable, Sendable {
        /// The preset's name.
        public let rawValue: String
        /// A preset of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Full-resolution photos.
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
        /// High quality video and audio.
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        /// Medium quality, for sharing over Wi-Fi.
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        /// Low quality, for sharing over cellular.
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        /// 352 × 288 video.
        public static let cif352x288 = Preset(rawValue: "AVCaptureSessionPreset352x288")
        /// 640 × 480 video.
        public static let vga640x480 = Preset(rawValue: "AVCaptureSessionPreset640x480")
        /// 1280 × 720 video.
        public static let hd1280x720 = Preset(rawValue: "AVCaptureSessionPreset1280x720")
        /// 1920 × 1080 video.
        public static let hd1920x1080 = Preset(rawValue: "AVCaptureSessionPreset1920x1080")
        /// 3840 × 2160 video.
        public static let hd4K3840x2160 = Preset(rawValue: "AVCaptureSessionPreset3840x2160")
        /// 960 × 540 iFrame video.
        public static let iFrame960x540 = Preset(rawValue: "AVCaptureSessionPresetiFrame960x540")
        /// 1280 × 720 iFrame video.
        public static let iFrame1280x720 = Preset(rawValue: "AVCaptureSessionPresetiFrame1280x720")
        /// The device's active format decides.
        public static let inputPriority = Preset(rawValue: "AVCaptureSessionPresetInputPriority")
    }

    /// Why a session was interrupted.
    public enum InterruptionReason: Int, Sendable {
        /// The app went to the background.
        case videoDeviceNotAvailableInBackground = 1
        /// Another client uses the audio device.
        case audioDeviceInUseByAnotherClient = 2
        /// Another client uses the video device.
        case videoDeviceInUseByAnotherClient = 3
        /// Several apps are in the foreground.
        case videoDeviceNotAvailableWithMultipleForegroundApps = 4
        /// The system is under too much pressure.
        case videoDeviceNotAvailableDueToSystemPressure = 5
    }

    /// Posted when a runtime error occurs (never, on Linux).
    public static let runtimeErrorNotification = Notification.Name("AVCaptureSessionRuntimeErrorNotification")
    /// Posted when the session starts running.
    public static let didStartRunningNotification = Notification.Name("AVCaptureSessionDidStartRunningNotification")
    /// Posted when the session stops running.
    public static let didStopRunningNotification = Notification.Name("AVCaptureSessionDidStopRunningNotification")
    /// Posted when the session is interrupted (never, on Linux).
    public static let wasInterruptedNotification = Notification.Name("AVCaptureSessionWasInterruptedNotification")
    /// Posted when an interruption ends (never, on Linux).
    public static let interruptionEndedNotification = Notification.Name("AVCaptureSessionInterruptionEndedNotification")

    private let lock = NSRecursiveLock()
    private var running = false
    private var configurationDepth = 0
    private var addedInputs: [AVCaptureInput] = []
    private var addedOutputs: [AVCaptureOutput] = []
    private var preset = Preset.high

    /// A session with no inputs or outputs.
    public override init() { super.init() }

    /// The quality level of the outputs (`.high` at first).
    open var sessionPreset: Preset {
        get { lock.withLock { preset } }
        set { lock.withLock { preset = newValue } }
    }
    /// The inputs.
    open var inputs: [AVCaptureInput] { lock.withLock { addedInputs } }
    /// The outputs.
    open var outputs: [AVCaptureOutput] { lock.withLock { addedOutputs } }
    /// The connections: none, on Linux (there is no input).
    open var connections: [AVCaptureConnection] { [] }
    /// Whether the session is running.
    open var isRunning: Bool { lock.withLock { running } }
    /// Whether the session is interrupted: never, on Linux.
    open var isInterrupted: Bool { false }
    /// Whether the session sets the app's audio session for capture.
    open var automaticallyConfiguresApplicationAudioSession = true
    /// Whether the session uses the app's audio session.
    open var usesApplicationAudioSession = true
    /// Whether the session sets devices for wide colour.
    open var automaticallyConfiguresCaptureDeviceForWideColor = true
    /// Whether the camera may be used with several apps in the foreground: no.
    open var isMultitaskingCameraAccessSupported: Bool { false }
    /// Whether camera access with several apps in the foreground is enabled.
    open var isMultitaskingCameraAccessEnabled = false

    /// Whether a preset can be used: every preset can, with no input to limit it.
    /// - Parameter preset: The preset.
    /// - Returns: True.
    open func canSetSessionPreset(_ preset: Preset) -> Bool { true }

    /// Whether an input can be added: not when it is already in a session.
    /// - Parameter input: The input.
    /// - Returns: Whether it can.
    open func canAddInput(_ input: AVCaptureInput) -> Bool { lock.withLock { input.session == nil } }

    /// Adds an input (ignored when it cannot be added).
    /// - Parameter input: The input.
    open func addInput(_ input: AVCaptureInput) {
        lock.withLock {
            guard input.session == nil else { return }
            input.session = self
            addedInputs.append(input)
        }
    }

    /// Adds an input without connecting it.
    /// - Parameter input: The input.
    open func addInputWithNoConnections(_ input: AVCaptureInput) { addInput(input) }

    /// Removes an input.
    /// - Parameter input: The input.
    open func removeInput(_ input: AVCaptureInput) {
        lock.withLock {
            guard input.session === self else { return }
            input.session = nil
            addedInputs.removeAll { $0 === input }
        }
    }

    /// Whether an output can be added: not when it is already in a session.
    /// - Parameter output: The output.
    /// - Returns: Whether it can.
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { lock.withLock { output.session == nil } }

    /// Adds an output (ignored when it cannot be added).
    /// - Parameter output: The output.
    open func addOutput(_ output: AVCaptureOutput) {
        lock.withLock {
            guard output.session == nil else { return }
            output.session = self
            addedOutputs.append(output)
        }
    }

    /// Adds an output without connecting it.
    /// - Parameter output: The output.
    open func addOutputWithNoConnections(_ output: AVCaptureOutput) { addOutput(output) }

    /// Removes an output.
    /// - Parameter output: The output.
    open func removeOutput(_ output: AVCaptureOutput) {
        lock.withLock {
            guard output.session === self else { return }
            output.session = nil
            addedOutputs.removeAll { $0 === output }
        }
    }

    /// Whether a connection can be added: it needs an input of this session (none on Linux).
    /// - Parameter connection: The connection.
    /// - Returns: Whether its ports' inputs are in this session.
    open func canAddConnection(_ connection: AVCaptureConnection) -> Bool {
        lock.withLock { !connection.inputPorts.isEmpty && connection.inputPorts.allSatisfy { $0.input?.session === self } }
    }

    /// Adds a connection (ignored when it cannot be added).
    /// - Parameter connection: The connection.
    open func addConnection(_ connection: AVCaptureConnection) {}

    /// Removes a connection.
    /// - Parameter connection: The connection.
    open func removeConnection(_ connection: AVCaptureConnection) {}

    /// Starts a batch of changes, applied together at `commitConfiguration()` (the calls nest).
    open func beginConfiguration() { lock.withLock { configurationDepth += 1 } }

    /// Applies a batch of changes.
    open func commitConfiguration() { lock.withLock { configurationDepth = max(0, configurationDepth - 1) } }

    /// Starts the session (it runs with whatever it has; Linux delivers nothing) and posts
    /// `didStartRunningNotification`. Apps call it off the main thread, as AVFoundation asks.
    open func startRunning() {
        let started = lock.withLock { () -> Bool in
            defer { running = true }
            return !running
        }
        if started { NotificationCenter.default.post(name: AVCaptureSession.didStartRunningNotification, object: self) }
    }

    /// Stops the session and posts `didStopRunningNotification`.
    open func stopRunning() {
        let stopped = lock.withLock { () -> Bool in
            defer { running = false }
            return running
        }
        if stopped { NotificationCenter.default.post(name: AVCaptureSession.didStopRunningNotification, object: self) }
    }
}

/// A session that captures from several cameras at once; no device supports it on Linux.
open class AVCaptureMultiCamSession: AVCaptureSession, @unchecked Sendable {
    /// Whether the device can capture from several cameras at once: no.
    open class var isMultiCamSupported: Bool { false }
    /// The hardware cost of the session, 0...1: nothing is running on cameras.
    open var hardwareCost: Float { 0 }
}

/// The user-info key of a runtime error's error.
public let AVCaptureSessionErrorKey = "AVCaptureSessionErrorKey"
/// The user-info key of an interruption's reason.
public let AVCaptureSessionInterruptionReasonKey = "AVCaptureSessionInterruptionReasonKey"

extension NSNotification.Name {
    /// Posted when a session has a runtime error (never, on Linux).
    public static let AVCaptureSessionRuntimeError = AVCaptureSession.runtimeErrorNotification
    /// Posted when a session starts running.
    public static let AVCaptureSessionDidStartRunning = AVCaptureSession.didStartRunningNotification
    /// Posted when a session stops running.
    public static let AVCaptureSessionDidStopRunning = AVCaptureSession.didStopRunningNotification
    /// Posted when a session is interrupted (never, on Linux).
    public static let AVCaptureSessionWasInterrupted = AVCaptureSession.wasInterruptedNotification
    /// Posted when a session's interruption ends (never, on Linux).
    public static let AVCaptureSessionInterruptionEnded = AVCaptureSession.interruptionEndedNotification
}
