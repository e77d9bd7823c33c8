// Foundation's `NSUbiquitousKeyValueStore` (iCloud key-value storage), absent on Linux. As on a
// device signed out of iCloud, values live in this process alone: `.default` keeps what is set
// in memory and hands it back, `synchronize()` succeeds, and `didChangeExternallyNotification`
// is never posted because nothing arrives from iCloud.
import Foundation

/// Key-value storage that iCloud shares between a person's devices (in memory, on Linux).
open class NSUbiquitousKeyValueStore: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Any] = [:]

    private static let shared = NSUbiquitousKeyValueStore()

    /// The app's store.
    open class var `default`: NSUbiquitousKeyValueStore { shared }

    /// Posted when values arrive from iCloud (never, on Linux).
    public static let didChangeExternallyNotification = NSNotification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    /// An empty store.
    public override init() { super.init() }

    /// The value of a key.
    /// - Parameter aKey: The key.
    /// - Returns: The value, or nil.
    open func object(forKey aKey: String) -> Any? {
        lock.lock(); defer { lock.unlock() }
        return values[aKey]
    }

    /// Sets a key's value (nil removes it).
    /// - Parameters:
    ///   - anObject: A property-list value, or nil.
    ///   - aKey: The key.
    open func set(_ anObject: Any?, forKey aKey: String) {
        lock.lock(); defer { lock.unlock() }
        values[aKey] = anObject
    }

    /// Removes a key's value.
    /// - Parameter aKey: The key.
    open func removeObject(forKey aKey: String) { set(nil as Any?, forKey: aKey) }

    /// A key's string value.
    /// - Parameter aKey: The key.
    /// - Returns: The string, or nil when the value is not a string.
    open func string(forKey aKey: String) -> String? { object(forKey: aKey) as? String }

    /// A key's array value.
    /// - Parameter aKey: The key.
    /// - Returns: The array, or nil.
    open func array(forKey aKey: String) -> [Any]? { object(forKey: aKey) as? [Any] }

    /// A key's dictionary value.
    /// - Parameter aKey: The key.
    /// - Returns: The dictionary, or nil.
    open func dictionary(forKey aKey: String) -> [String: Any]? { object(forKey: aKey) as? [String: Any] }

    /// A key's data value.
    /// - Parameter aKey: The key.
    /// - Returns: The data, or nil.
    open func data(forKey aKey: String) -> Data? { object(forKey: aKey) as? Data }

    /// A key's integer value.
    /// - Parameter aKey: The key.
    /// - Returns: The number, or 0.
    open func longLong(forKey aKey: String) -> Int64 { number(aKey).map { Int64($0) } ?? 0 }

    /// A key's floating-point value.
    /// - Parameter aKey: The key.
    /// - Returns: The number, or 0.
    open func double(forKey aKey: String) -> Double { number(aKey) ?? 0 }

    /// A key's Boolean value.
    /// - Parameter aKey: The key.
    /// - Returns: The value, or false.
    open func bool(forKey aKey: String) -> Bool {
        if let flag = object(forKey: aKey) as? Bool { return flag }
        return (number(aKey) ?? 0) != 0
    }

    /// Sets a key's string value.
    /// - Parameters:
    ///   - aString: The string, or nil to remove the key.
    ///   - aKey: The key.
    open func set(_ aString: String?, forKey aKey: String) { set(aString as Any?, forKey: aKey) }

    /// Sets a key's data value.
    /// - Parameters:
    ///   - aData: The data, or nil to remove the key.
    ///   - aKey: The key.
    open func set(_ aData: Data?, forKey aKey: String) { set(aData as Any?, forKey: aKey) }

    /// Sets a key's array value.
    /// - Parameters:
    ///   - anArray: The array, or nil to remove the key.
    ///   - aKey: The key.
    open func set(_ anArray: [Any]?, forKey aKey: String) { set(anArray as Any?, forKey: aKey) }

    /// Sets a key's dictionary value.
    /// - Parameters:
    ///   - aDictionary: The dictionary, or nil to remove the key.
    ///   - aKey: The key.
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { set(aDictionary as Any?, forKey: aKey) }

    /// Sets a key's integer value.
    /// - Parameters:
    ///   - value: The number.
    ///   - aKey: The key.
    open func set(_ value: Int64, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// Sets a key's floating-point value.
    /// - Parameters:
    ///   - value: The number.
    ///   - aKey: The key.
    open func set(_ value: Double, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// Sets a key's Boolean value.
    /// - Parameters:
    ///   - value: The value.
    ///   - aKey: The key.
    open func set(_ value: Bool, forKey aKey: String) { set(value as Any?, forKey: aKey) }

    /// Every key and its value.
    open var dictionaryRepresentation: [String: Any] {
        lock.lock(); defer { lock.unlock() }
        return values
    }

    /// Writes the values to disk and exchanges them with iCloud (Linux keeps them in memory).
    /// - Returns: true.
    @discardableResult
    open func synchronize() -> Bool { true }

    private func number(_ key: String) -> Double? {
        switch object(forKey: key) {
        case let value as Double: return value
        case let value as Int: return Double(value)
        case let value as Int64: return Double(value)
        case let value as Float: return Double(value)
        case let value as Bool: return value ? 1 : 0
        case let value as NSNumber: return value.doubleValue
        case let value as String: return Double(value)
        default: return nil
        }
    }
}

/// The key of `didChangeExternallyNotification`'s user info whose value says why values changed.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
/// The key of `didChangeExternallyNotification`'s user info whose value lists the changed keys.
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
/// A change reason: another device changed values.
public let NSUbiquitousKeyValueStoreServerChange = 0
/// A change reason: the first download from iCloud.
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
/// A change reason: the app's storage quota was exceeded.
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
/// A change reason: the iCloud account changed.
public let NSUbiquitousKeyValueStoreAccountChange = 3
