// Whether the app may use the photo library, and how much of it (Apple's raw values).
import Foundation

/// The app's authorization to use the photo library.
public enum PHAuthorizationStatus: Int, Sendable, Hashable {
    /// The person has not been asked yet.
    case notDetermined = 0
    /// Access is restricted (parental controls) and the person cannot grant it.
    case restricted = 1
    /// The person denied access.
    case denied = 2
    /// The person allowed access to the whole library.
    case authorized = 3
    /// The person allowed access to the assets they picked.
    case limited = 4
}

/// How much access the app asks for.
public enum PHAccessLevel: Int, Sendable, Hashable {
    /// Adding assets only.
    case addOnly = 1
    /// Reading and changing the library.
    case readWrite = 2
}
