// Dispatch's C function for a queue's label, as logging code calls it to say where it runs
// (`String(cString: __dispatch_queue_get_label(nil))`): Apple's Dispatch module exposes it, Linux's
// does not, though libdispatch has it. Nil asks for the current queue's, from libdispatch itself
// ("com.apple.main-thread" on the main queue, as on iOS).
import Dispatch
import Foundation

@_silgen_name("dispatch_queue_get_label")
private func dispatchQueueGetLabel(_ queue: OpaquePointer?) -> UnsafePointer<CChar>

/// Labels handed out as C strings, kept for the life of the process as libdispatch keeps its own.
private nonisolated(unsafe) var labels: [String: UnsafeMutablePointer<CChar>] = [:]
private let labelsLock = NSLock()

/// The label of a queue, or of the current queue (nil), as a C string.
/// - Parameter queue: The queue (nil: the one running the caller).
/// - Returns: Its label (empty when it has none).
public func __dispatch_queue_get_label(_ queue: DispatchQueue?) -> UnsafePointer<CChar> {
    guard let queue else { return dispatchQueueGetLabel(nil) }
    return labelsLock.withLock {
        if let kept = labels[queue.label] { return UnsafePointer(kept) }
        let copy = strdup(queue.label)!
        labels[queue.label] = copy
        return UnsafePointer(copy)
    }
}
