// Core ML's values: a feature value is a number, a string, a multi-array or a dictionary of
// numbers, and a feature provider answers one by name. Numbers convert between `Double` and
// `Int64` as Core ML's do (an int64 feature's `doubleValue` is its number).
import Foundation

/// The kinds of value a model's features take (Core ML's numbers).
public enum MLFeatureType: Int, Sendable, CustomStringConvertible {
    /// No valid type.
    case invalid = 0
    /// A 64-bit integer.
    case int64 = 1
    /// A double-precision number.
    case double = 2
    /// A string.
    case string = 3
    /// An image (which Trellis does not evaluate).
    case image = 4
    /// A multidimensional array of numbers.
    case multiArray = 5
    /// A dictionary from strings or integers to numbers.
    case dictionary = 6
    /// A sequence of strings or integers.
    case sequence = 7
    /// A model's state.
    case state = 8

    /// The type's name, as messages write it.
    public var description: String {
        switch self {
        case .invalid: return "Invalid"
        case .int64: return "Int64"
        case .double: return "Double"
        case .string: return "String"
        case .image: return "Image"
        case .multiArray: return "MultiArray"
        case .dictionary: return "Dictionary"
        case .sequence: return "Sequence"
        case .state: return "State"
        }
    }
}

/// One value of a feature: a number, a string, a multi-array or a dictionary, or undefined.
open class MLFeatureValue: NSObject, @unchecked Sendable {
    enum Storage {
        case undefined(MLFeatureType)
        case int64(Int64)
        case double(Double)
        case string(String)
        case multiArray(MLMultiArray)
        /// Keys are all `String` or all `Int64`.
        case dictionary([AnyHashable: NSNumber])
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// A double value.
    /// - Parameter value: The number.
    public convenience init(double value: Double) { self.init(storage: .double(value)) }

    /// A 64-bit integer value.
    /// - Parameter value: The number.
    public convenience init(int64 value: Int64) { self.init(storage: .int64(value)) }

    /// A string value.
    /// - Parameter value: The string.
    public convenience init(string value: String) { self.init(storage: .string(value)) }

    /// A multi-array value.
    /// - Parameter value: The array (shared, not copied, as in Core ML).
    public convenience init(multiArray value: MLMultiArray) { self.init(storage: .multiArray(value)) }

    /// A dictionary value: keys all strings or all integers, values numbers.
    /// - Parameter value: The dictionary.
    /// - Throws: `MLModelError` (`.featureType`) when a key is neither a string nor an integer, or
    ///   the keys mix the two.
    public convenience init(dictionary value: [AnyHashable: NSNumber]) throws {
        self.init(storage: .dictionary(try Self.normalizedKeys(value)))
    }

    /// An undefined value of a type: what an optional feature that has no value gives.
    /// - Parameter type: The feature's type.
    public convenience init(undefined type: MLFeatureType) { self.init(storage: .undefined(type)) }

    /// The value's type.
    public var type: MLFeatureType {
        switch storage {
        case .undefined(let t): return t
        case .int64: return .int64
        case .double: return .double
        case .string: return .string
        case .multiArray: return .multiArray
        case .dictionary: return .dictionary
        }
    }

    /// Whether the value is undefined.
    public var isUndefined: Bool {
        if case .undefined = storage { return true }
        return false
    }

    /// The number of an int64 value (a double's, truncated); 0 for other types.
    public var int64Value: Int64 {
        switch storage {
        case .int64(let v): return v
        case .double(let v): return Self.truncated(v) ?? 0
        default: return 0
        }
    }

    /// The number of a double value (an int64's, converted); 0 for other types.
    public var doubleValue: Double {
        switch storage {
        case .double(let v): return v
        case .int64(let v): return Double(v)
        default: return 0
        }
    }

    /// The string of a string value; empty for other types.
    public var stringValue: String {
        if case .string(let s) = storage { return s }
        return ""
    }

    /// The array of a multi-array value; nil for other types.
    public var multiArrayValue: MLMultiArray? {
        if case .multiArray(let a) = storage { return a }
        return nil
    }

    /// The dictionary of a dictionary value (keys `String` or `Int64`); empty for other types.
    public var dictionaryValue: [AnyHashable: NSNumber] {
        if case .dictionary(let d) = storage { return d }
        return [:]
    }

    /// Whether two values are of one type and hold equal contents.
    /// - Parameter value: The other value.
    /// - Returns: Whether they are equal.
    public func isEqual(to value: MLFeatureValue) -> Bool {
        switch (storage, value.storage) {
        case (.undefined(let a), .undefined(let b)): return a == b
        case (.int64(let a), .int64(let b)): return a == b
        case (.double(let a), .double(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.multiArray(let a), .multiArray(let b)): return a === b || (a.shape == b.shape && a.storage == b.storage)
        case (.dictionary(let a), .dictionary(let b)):
            return a.count == b.count && a.allSatisfy { key, number in b[key].map { $0.doubleValue == number.doubleValue } ?? false }
        default: return false
        }
    }

    /// Whether `object` is a feature value equal to this one.
    /// - Parameter object: The other object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? MLFeatureValue else { return false }
        return isEqual(to: other)
    }

    /// A hash that equal values share.
    open override var hash: Int {
        switch storage {
        case .undefined(let t): return t.rawValue
        case .int64(let v): return v.hashValue
        case .double(let v): return v.hashValue
        case .string(let s): return s.hashValue
        case .multiArray(let a): return a.count
        case .dictionary(let d): return d.count
        }
    }

    /// The value and its type, as Core ML prints them.
    open override var description: String {
        switch storage {
        case .undefined(let t): return "Undefined \(t)"
        case .int64(let v): return "Int64 : \(v)"
        case .double(let v): return "Double : \(v)"
        case .string(let s): return "String : \(s)"
        case .multiArray(let a): return "MultiArray : \(a.description)"
        case .dictionary(let d):
            let entries = d.map { "\($0.key.base): \($0.value.doubleValue)" }.sorted().joined(separator: ", ")
            return "Dictionary : {\(entries)}"
        }
    }

    // MARK: Conversions

    /// `v` truncated toward zero, or nil when it is not a number or does not fit.
    static func truncated(_ v: Double) -> Int64? {
        guard v.isFinite, v >= -9.223372036854775808e18, v < 9.223372036854775808e18 else { return nil }
        return Int64(v.rounded(.towardZero))
    }

    /// A dictionary's keys as `String` or `Int64`, all one kind.
    static func normalizedKeys(_ dictionary: [AnyHashable: NSNumber]) throws -> [AnyHashable: NSNumber] {
        var result: [AnyHashable: NSNumber] = [:]
        var sawString = false, sawInteger = false
        for (key, value) in dictionary {
            if let s = key.base as? String {
                sawString = true
                result[AnyHashable(s)] = value
            } else if let i = integer(key.base) {
                sawInteger = true
                result[AnyHashable(i)] = value
            } else {
                throw MLModelError(.featureType,
                                   "A dictionary feature's key \(key.base) is a \(Swift.type(of: key.base)), not a string or an integer.")
            }
        }
        if sawString && sawInteger {
            throw MLModelError(.featureType, "A dictionary feature's keys mix strings and integers.")
        }
        return result
    }

    /// An integer of any Swift integer type, or an integral `NSNumber`.
    private static func integer(_ value: Any) -> Int64? {
        switch value {
        case let v as Int64: return v
        case let v as Int: return Int64(v)
        case let v as Int32: return Int64(v)
        case let v as Int16: return Int64(v)
        case let v as Int8: return Int64(v)
        case let v as UInt32: return Int64(v)
        case let v as UInt16: return Int64(v)
        case let v as UInt8: return Int64(v)
        case let v as UInt: return Int64(exactly: v)
        case let v as UInt64: return Int64(exactly: v)
        case let v as NSNumber where !isFloatingPoint(v): return v.int64Value
        default: return nil
        }
    }

    private static func isFloatingPoint(_ number: NSNumber) -> Bool {
        let code = String(cString: number.objCType)
        return code == "d" || code == "f"
    }

    /// A feature value for a value of a dictionary given to `MLDictionaryFeatureProvider`: a feature
    /// value, a number, a string, a multi-array or a dictionary of numbers.
    static func converting(_ value: Any, feature: String) throws -> MLFeatureValue {
        // Exact Swift types first: on Linux any number also casts to `NSNumber`.
        switch value {
        case let v as MLFeatureValue: return v
        case let v as MLMultiArray: return MLFeatureValue(multiArray: v)
        case let v as String: return MLFeatureValue(string: v)
        case let v as Substring: return MLFeatureValue(string: String(v))
        default: break
        }
        let kind = Swift.type(of: value)
        if kind is NSNumber.Type, let number = value as? NSNumber {
            return isFloatingPoint(number) ? MLFeatureValue(double: number.doubleValue) : MLFeatureValue(int64: number.int64Value)
        }
        if kind == Double.self, let v = value as? Double { return MLFeatureValue(double: v) }
        if kind == Float.self, let v = value as? Float { return MLFeatureValue(double: Double(v)) }
        if kind == CGFloat.self, let v = value as? CGFloat { return MLFeatureValue(double: Double(v)) }
        if kind == Bool.self, let v = value as? Bool { return MLFeatureValue(int64: v ? 1 : 0) }
        if let i = integer(value) { return MLFeatureValue(int64: i) }
        if let dictionary = value as? [AnyHashable: Any] {
            var numbers: [AnyHashable: NSNumber] = [:]
            for (key, element) in dictionary {
                let converted = try converting(element, feature: feature)
                switch converted.storage {
                case .double(let d): numbers[key] = NSNumber(value: d)
                case .int64(let i): numbers[key] = NSNumber(value: i)
                default:
                    throw MLModelError(.featureType, "The dictionary of feature \(feature) holds a \(converted.type) where a number should be.")
                }
            }
            return try MLFeatureValue(dictionary: numbers)
        }
        throw MLModelError(.featureType, "The value of feature \(feature) is a \(kind), which is not a Core ML feature value.")
    }
}

/// Something that gives a model's features by name: a model's inputs, or its outputs.
public protocol MLFeatureProvider: AnyObject {
    /// The names of the features it has.
    var featureNames: Set<String> { get }
    /// The value of a feature, or nil when it has none of that name.
    /// - Parameter featureName: The feature's name.
    /// - Returns: Its value.
    func featureValue(for featureName: String) -> MLFeatureValue?
}

/// Features given by a dictionary of their values.
open class MLDictionaryFeatureProvider: NSObject, MLFeatureProvider, @unchecked Sendable {
    /// The features, by name.
    public let dictionary: [String: MLFeatureValue]

    /// Features from a dictionary whose values are feature values or what they hold: numbers
    /// (`Double`, `Int`, `NSNumber`, …), strings, multi-arrays, or dictionaries of numbers.
    /// - Parameter dictionary: The values, by feature name.
    /// - Throws: `MLModelError` (`.featureType`) for a value that is none of these.
    public init(dictionary: [String: Any]) throws {
        var values: [String: MLFeatureValue] = [:]
        for (name, value) in dictionary { values[name] = try MLFeatureValue.converting(value, feature: name) }
        self.dictionary = values
        super.init()
    }

    init(values: [String: MLFeatureValue]) {
        dictionary = values
        super.init()
    }

    /// The names of the features.
    public var featureNames: Set<String> { Set(dictionary.keys) }

    /// The value of a feature.
    /// - Parameter featureName: The feature's name.
    /// - Returns: Its value, or nil.
    public func featureValue(for featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// The value of a feature.
    /// - Parameter featureName: The feature's name.
    public subscript(featureName: String) -> MLFeatureValue? { dictionary[featureName] }

    /// The features and their values.
    open override var description: String {
        "{" + dictionary.keys.sorted().map { "\($0): \(dictionary[$0]!.description)" }.joined(separator: ", ") + "}"
    }
}

/// A batch of feature providers, for predictions of many inputs at once.
public protocol MLBatchProvider: AnyObject {
    /// How many providers the batch has.
    var count: Int { get }
    /// One provider of the batch.
    /// - Parameter index: Its position, from 0.
    /// - Returns: The provider.
    func features(at index: Int) -> MLFeatureProvider
}

/// A batch of feature providers held in an array.
open class MLArrayBatchProvider: NSObject, MLBatchProvider, @unchecked Sendable {
    /// The providers.
    public let array: [MLFeatureProvider]

    /// A batch of providers.
    /// - Parameter array: The providers, in order.
    public init(array: [MLFeatureProvider]) {
        self.array = array
        super.init()
    }

    /// A batch from columns of values: provider `i` has value `i` of each feature's array.
    /// - Parameter dictionary: The values of each feature, all arrays of one length.
    /// - Throws: `MLModelError` (`.featureType`) when the arrays differ in length or hold a value
    ///   that is not a feature value.
    public convenience init(dictionary: [String: [Any]]) throws {
        let counts = Set(dictionary.values.map(\.count))
        guard counts.count <= 1 else {
            throw MLModelError(.featureType, "The arrays of a batch's features differ in length: \(counts.sorted()).")
        }
        var providers: [MLFeatureProvider] = []
        for i in 0..<(counts.first ?? 0) {
            providers.append(try MLDictionaryFeatureProvider(dictionary: dictionary.mapValues { $0[i] }))
        }
        self.init(array: providers)
    }

    /// How many providers the batch has.
    public var count: Int { array.count }

    /// One provider of the batch.
    /// - Parameter index: Its position, from 0.
    /// - Returns: The provider.
    public func features(at index: Int) -> MLFeatureProvider { array[index] }
}
