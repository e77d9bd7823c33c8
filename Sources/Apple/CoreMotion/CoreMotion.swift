// `import CoreMotion` on Linux: Core Motion's errors and authorization status. Linux is an iPhone
// Simulator: it has no accelerometer, gyroscope, magnetometer, barometer or motion coprocessor.
// The motion data types are values with real math (an attitude's Euler angles and rotation
// matrix come from its quaternion); every service says it is unavailable, starting one delivers
// nothing, and the queries Apple answers with an error on such a device (pedometer data, motion
// activity) are answered with `CMErrorMotionActivityNotAvailable` in `CMErrorDomain`.
import Foundation

/// The domain of Core Motion's errors.
public let CMErrorDomain = "CMErrorDomain"

/// A Core Motion error's code, as `NSError.code` carries it in `CMErrorDomain`
/// (`error.code == Int(CMErrorMotionActivityNotAvailable.rawValue)`).
public struct CMError: RawRepresentable, Equatable, Hashable, Sendable {
    /// The code.
    public var rawValue: UInt32
    /// A code.
    /// - Parameter rawValue: The code.
    public init(_ rawValue: UInt32) { self.rawValue = rawValue }
    /// A code.
    /// - Parameter rawValue: The code.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
}

/// No error (100).
public let CMErrorNULL = CMError(100)
/// The device must move for motion data to be sampled (101).
public let CMErrorDeviceRequiresMovement = CMError(101)
/// True north is not available (102).
public let CMErrorTrueNorthNotAvailable = CMError(102)
/// An unknown error (103).
public let CMErrorUnknown = CMError(103)
/// Motion activity is not available on this device (104): what pedometer and activity queries
/// fail with on Linux, as on the Simulator.
public let CMErrorMotionActivityNotAvailable = CMError(104)
/// The app is not authorized to use motion activity (105).
public let CMErrorMotionActivityNotAuthorized = CMError(105)
/// The app lacks the motion activity entitlement (106).
public let CMErrorMotionActivityNotEntitled = CMError(106)
/// A parameter is not valid (107).
public let CMErrorInvalidParameter = CMError(107)
/// The action is not valid (108).
public let CMErrorInvalidAction = CMError(108)
/// The service is not available on this device (109).
public let CMErrorNotAvailable = CMError(109)
/// The app lacks a required entitlement (110).
public let CMErrorNotEntitled = CMError(110)
/// The app is not authorized to use Core Motion (111).
public let CMErrorNotAuthorized = CMError(111)
/// Core Motion returned no data (112).
public let CMErrorNilData = CMError(112)
/// The data is of the wrong size (113).
public let CMErrorSize = CMError(113)

extension CMError {
    /// The error a handler is given for this code, in `CMErrorDomain`.
    var error: NSError { NSError(domain: CMErrorDomain, code: Int(rawValue)) }
}

/// Whether the app may read motion activity, pedometer and altitude data.
public enum CMAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked (Linux: never is, as nothing can be read).
    case notDetermined = 0
    /// Restricted, by parental controls for example.
    case restricted = 1
    /// The person denied it.
    case denied = 2
    /// The person allowed it.
    case authorized = 3
}

/// Runs a handler on an operation queue. Apple's handlers are not `Sendable`; Core Motion calls
/// each on the queue it was given.
/// - Parameters:
///   - queue: The queue.
///   - body: What to run.
func deliver(on queue: OperationQueue, _ body: @escaping () -> Void) {
    let box = UncheckedHandler(body: body)
    queue.addOperation { box.body() }
}

/// Runs a handler on a dispatch queue (Core Motion's own, for the handlers given no queue).
/// - Parameters:
///   - queue: The queue.
///   - body: What to run.
func deliver(on queue: DispatchQueue, _ body: @escaping () -> Void) {
    let box = UncheckedHandler(body: body)
    queue.async { box.body() }
}

/// A handler carried to the queue it runs on.
private struct UncheckedHandler: @unchecked Sendable {
    let body: () -> Void
}
