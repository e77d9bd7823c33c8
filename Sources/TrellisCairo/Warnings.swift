import Foundation
import Trellis

/// Warnings printed once per process to standard error (a missing font or image should be
/// reported, not repeated on every layout pass): the engine's one log, so a message the engine
/// and the backend both give is printed once.
enum Warnings {
    static func once(_ message: String) { DiagnosticLog.warnOnce(message) }
}
