// The motion manager: the accelerometer, gyroscope, magnetometer and device-motion services.
// Linux is the iPhone Simulator, which has none of the sensors: every `is…Available` is false,
// starting a service keeps the queue and handler as Core Motion does but delivers nothing (no
// handler is ever called, with data or an error), no service becomes active, and the latest
// sample of each is nil. Update intervals are kept as set.
import Foundation

/// Starts and stops the device's motion services and holds their latest samples.
///
/// Linux: no sensor is available, so no sample is ever taken (see the file's notes). Apps that
/// check `isDeviceMotionAvailable` take their no-motion path; apps that start updates anyway
/// never hear from the handler, as on the Simulator.
open class CMMotionManager: NSObject, @unchecked Sendable {
    /// The handlers and queues the services were started with (kept, never called).
    private var accelerometerHandler: (queue: OperationQueue, handler: CMAccelerometerHandler)?
    private var gyroHandler: (queue: OperationQueue, handler: CMGyroHandler)?
    private var magnetometerHandler: (queue: OperationQueue, handler: CMMagnetometerHandler)?
    private var deviceMotionHandler: (queue: OperationQueue, handler: CMDeviceMotionHandler)?

    /// A manager of the device's motion services.
    public override init() { super.init() }

    // MARK: Accelerometer

    /// Seconds between accelerometer samples.
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    /// Whether the device has an accelerometer: false on Linux.
    open var isAccelerometerAvailable: Bool { false }
    /// Whether accelerometer samples are being delivered: never on Linux.
    open var isAccelerometerActive: Bool { false }
    /// The latest accelerometer sample: nil, as none is taken.
    open var accelerometerData: CMAccelerometerData? { nil }

    /// Starts the accelerometer without a handler (read `accelerometerData`; it stays nil).
    open func startAccelerometerUpdates() {}
    /// Starts delivering accelerometer samples to a handler (Linux: none is delivered).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        accelerometerHandler = (queue, handler)
    }
    /// Stops the accelerometer and lets go of its handler.
    open func stopAccelerometerUpdates() { accelerometerHandler = nil }

    // MARK: Gyroscope

    /// Seconds between gyroscope samples.
    open var gyroUpdateInterval: TimeInterval = 0.01
    /// Whether the device has a gyroscope: false on Linux.
    open var isGyroAvailable: Bool { false }
    /// Whether gyroscope samples are being delivered: never on Linux.
    open var isGyroActive: Bool { false }
    /// The latest gyroscope sample: nil, as none is taken.
    open var gyroData: CMGyroData? { nil }

    /// Starts the gyroscope without a handler (read `gyroData`; it stays nil).
    open func startGyroUpdates() {}
    /// Starts delivering gyroscope samples to a handler (Linux: none is delivered).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        gyroHandler = (queue, handler)
    }
    /// Stops the gyroscope and lets go of its handler.
    open func stopGyroUpdates() { gyroHandler = nil }

    // MARK: Magnetometer

    /// Seconds between magnetometer samples.
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    /// Whether the device has a magnetometer: false on Linux.
    open var isMagnetometerAvailable: Bool { false }
    /// Whether magnetometer samples are being delivered: never on Linux.
    open var isMagnetometerActive: Bool { false }
    /// The latest magnetometer sample: nil, as none is taken.
    open var magnetometerData: CMMagnetometerData? { nil }

    /// Starts the magnetometer without a handler (read `magnetometerData`; it stays nil).
    open func startMagnetometerUpdates() {}
    /// Starts delivering magnetometer samples to a handler (Linux: none is delivered).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        magnetometerHandler = (queue, handler)
    }
    /// Stops the magnetometer and lets go of its handler.
    open func stopMagnetometerUpdates() { magnetometerHandler = nil }

    // MARK: Device motion

    /// Seconds between device-motion samples.
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    /// Whether the device computes device motion (it needs an accelerometer and a gyroscope):
    /// false on Linux.
    open var isDeviceMotionAvailable: Bool { false }
    /// Whether device-motion samples are being delivered: never on Linux.
    open var isDeviceMotionActive: Bool { false }
    /// The latest device-motion sample: nil, as none is computed.
    open var deviceMotion: CMDeviceMotion? { nil }
    /// The reference frame device motion was started with (`xArbitraryZVertical` until a start
    /// names another).
    open private(set) var attitudeReferenceFrame: CMAttitudeReferenceFrame = .xArbitraryZVertical
    /// Whether the device-motion service shows the calibration interface when the magnetometer
    /// needs it (never shown on Linux).
    open var showsDeviceMovementDisplay = false

    /// The reference frames the device can measure attitudes from: none on Linux.
    /// - Returns: An empty set.
    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [] }

    /// Starts device motion without a handler (read `deviceMotion`; it stays nil).
    open func startDeviceMotionUpdates() {}
    /// Starts device motion in a reference frame without a handler.
    /// - Parameter referenceFrame: The frame attitudes are measured from.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) {
        attitudeReferenceFrame = referenceFrame
    }
    /// Starts delivering device-motion samples to a handler (Linux: none is delivered).
    /// - Parameters:
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        deviceMotionHandler = (queue, handler)
    }
    /// Starts delivering device-motion samples in a reference frame to a handler (Linux: none is
    /// delivered).
    /// - Parameters:
    ///   - referenceFrame: The frame attitudes are measured from.
    ///   - queue: The queue the handler would run on.
    ///   - handler: Called with each sample; never on Linux.
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue,
                                       withHandler handler: @escaping CMDeviceMotionHandler) {
        attitudeReferenceFrame = referenceFrame
        deviceMotionHandler = (queue, handler)
    }
    /// Stops device motion and lets go of its handler.
    open func stopDeviceMotionUpdates() { deviceMotionHandler = nil }
}
