// `ModelContext.processPendingChanges()`: the context's unsaved inserts and deletes made visible
// to its fetches. Linux: the in-memory context's fetches already see every change, so there is
// nothing left to process; unsaved changes stay unsaved (`hasChanges` is unchanged).
import Foundation

extension ModelContext {
    /// Processes the context's pending inserts and deletes so that fetches reflect them (they
    /// already do in memory: this has no effect, and the changes stay unsaved).
    public func processPendingChanges() {}
}
