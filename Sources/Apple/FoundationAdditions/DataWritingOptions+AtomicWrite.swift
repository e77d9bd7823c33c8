// `Data.WritingOptions.atomicWrite`, the older name of `.atomic` that Apple's Foundation still
// has and Linux's lacks: the same option.
import Foundation

extension Data.WritingOptions {
    /// Writes through a temporary file, replacing the old one at once (the older name of `.atomic`).
    public static var atomicWrite: Data.WritingOptions { .atomic }
}
