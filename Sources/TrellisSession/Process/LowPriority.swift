import Glibc

/// Work that should wait for the cores while a person watches frames: a warm-up ahead of need,
/// jobs planned for an edit not yet made.
public enum LowPriority {
    /// Lowers the calling thread's priority (Linux keeps one per thread, `0` names the calling
    /// one, and the processes it starts inherit it). For a thread of its own: it cannot be raised
    /// again without privileges.
    public static func enter() {
        _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 10)
    }
}
