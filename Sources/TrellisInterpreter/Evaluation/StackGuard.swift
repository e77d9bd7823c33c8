import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// How much stack the current thread has left, so the evaluator can stop before overflowing
/// whatever thread a layout pass runs on.
enum StackGuard {
    /// Bytes kept free for the engine and the C libraries below the evaluator.
    static let reserve = 256 << 10

    #if os(Linux)
    /// glibc's `pthread_getattr_np` (a GNU extension the Glibc module does not export).
    private typealias GetAttributes = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getAttributes: GetAttributes? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "pthread_getattr_np") else { return nil }
        return unsafeBitCast(symbol, to: GetAttributes.self)
    }()
    #endif

    /// The lowest usable address of this thread's stack (stacks grow down on every platform we
    /// run on), plus the reserve; 0 when unknown. Cached per thread: finding it reads /proc.
    static func currentLimit() -> UInt {
        if let cached = Thread.current.threadDictionary["trellis.stackLimit"] as? UInt { return cached }
        var limit: UInt = 0
        #if os(Linux)
        var attr = pthread_attr_t()
        if let getattr = getAttributes, getattr(pthread_self(), &attr) == 0 {
            var addr: UnsafeMutableRawPointer?
            var size = 0
            if pthread_attr_getstack(&attr, &addr, &size) == 0, let addr {
                limit = UInt(bitPattern: addr)
            }
            pthread_attr_destroy(&attr)
        }
        #else
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        limit = top - UInt(pthread_get_stacksize_np(pthread_self()))
        #endif
        if limit != 0 { limit += UInt(reserve) }
        Thread.current.threadDictionary["trellis.stackLimit"] = limit
        return limit
    }

    /// True while the stack pointer is above `limit` (from `currentLimit()` on this thread).
    @inline(__always)
    static func hasRoom(limit: UInt) -> Bool {
        guard limit != 0 else { return true }
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        return here > limit
    }
}
