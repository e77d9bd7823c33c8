import Synchronization

/// Code asking the keyboard away, as UIKit code in a SwiftUI app does:
/// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from:
/// nil, for: nil)` or `window.endEditing(true)`. UIKit (a module of its own, which knows no live
/// preview) asks here; the live preview takes the request after the actions of an event ran and
/// moves the focus off the focused field, its `@FocusState` in step (`LivePreview.settle`).
public enum KeyboardDismissal {
    private static let requested = Mutex(false)

    /// Asks the focused text field to give up the focus.
    public static func request() { requested.withLock { $0 = true } }

    /// Whether the focus was asked away since the last call (and forgets the request).
    public static func take() -> Bool {
        requested.withLock { value in
            defer { value = false }
            return value
        }
    }
}
