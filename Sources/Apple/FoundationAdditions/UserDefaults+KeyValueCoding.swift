import Foundation

// Key-value coding on user defaults (`UserDefaults.standard.setValue(x, forKey: "k")`), which apps
// call through NSObject on Apple's platforms; Linux's Foundation has no key-value coding.
extension UserDefaults {
    /// Sets the value of a key, as `set(_:forKey:)` does (nil removes it).
    /// - Parameters:
    ///   - value: A property-list value, or nil.
    ///   - key: The key.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }

    /// The value of a key, as `object(forKey:)` gives it.
    /// - Parameter key: The key.
    /// - Returns: The value, or nil.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}
