// Core ML's multidimensional array: row-major, elements kept as `Double`s and rounded to the
// array's data type when they are stored (a float32 array holds what a `Float` can).
import Foundation

/// The type of a multi-array's elements (Core ML's numbers: a kind bit and the width in bits).
public enum MLMultiArrayDataType: Int, Sendable {
    /// 64-bit floating point.
    case double = 65600
    /// 32-bit floating point.
    case float32 = 65568
    /// 16-bit floating point.
    case float16 = 65552
    /// 32-bit signed integer.
    case int32 = 131104

    /// 64-bit floating point: `double`'s other name.
    public static var float64: MLMultiArrayDataType { .double }
    /// 32-bit floating point: `float32`'s other name.
    public static var float: MLMultiArrayDataType { .float32 }
}

/// A multidimensional array of numbers, row-major.
open class MLMultiArray: NSObject, @unchecked Sendable {
    /// The size of each dimension.
    public let shape: [NSNumber]
    /// How many elements apart consecutive indices of each dimension are.
    public let strides: [NSNumber]
    /// The type of the elements.
    public let dataType: MLMultiArrayDataType

    /// The elements, in row-major order, already rounded to `dataType`.
    var storage: [Double]
    private let dimensions: [Int]
    private let stepSizes: [Int]

    /// An array of a shape, all zeros.
    /// - Parameters:
    ///   - shape: The size of each dimension (at least one dimension, none negative).
    ///   - dataType: The elements' type.
    /// - Throws: `MLModelError` (`.generic`) for an empty or negative shape, or one too large.
    public init(shape: [NSNumber], dataType: MLMultiArrayDataType) throws {
        let dimensions = shape.map(\.intValue)
        guard !dimensions.isEmpty else { throw MLModelError(.generic, "A multi-array needs at least one dimension.") }
        guard dimensions.allSatisfy({ $0 >= 0 }) else {
            throw MLModelError(.generic, "A multi-array's shape \(dimensions) has a negative dimension.")
        }
        var count = 1
        for d in dimensions {
            let (product, overflow) = count.multipliedReportingOverflow(by: d)
            guard !overflow, product <= 1 << 32 else { throw MLModelError(.generic, "A multi-array of shape \(dimensions) is too large.") }
            count = product
        }
        var steps = Array(repeating: 1, count: dimensions.count)
        for i in stride(from: dimensions.count - 2, through: 0, by: -1) { steps[i] = steps[i + 1] * dimensions[i + 1] }
        self.shape = dimensions.map { NSNumber(value: $0) }
        strides = steps.map { NSNumber(value: $0) }
        self.dimensions = dimensions
        stepSizes = steps
        self.dataType = dataType
        storage = Array(repeating: 0, count: count)
        super.init()
    }

    /// A one-dimensional array of doubles holding `values` (a Trellis convenience).
    /// - Parameter values: The elements.
    public convenience init(_ values: [Double]) {
        // One dimension of an array's count cannot be too large or negative.
        try! self.init(shape: [NSNumber(value: values.count)], dataType: .double)
        storage = values
    }

    /// A one-dimensional array of `values` rounded to `dataType`.
    convenience init(values: [Double], dataType: MLMultiArrayDataType) {
        try! self.init(shape: [NSNumber(value: values.count)], dataType: dataType)
        storage = values.map { Self.rounded($0, to: dataType) }
    }

    /// An array of `shape` holding `values` (their count is the shape's).
    convenience init(shape: [NSNumber], values: [Double], dataType: MLMultiArrayDataType) throws {
        try self.init(shape: shape, dataType: dataType)
        precondition(values.count == storage.count)
        storage = values.map { Self.rounded($0, to: dataType) }
    }

    /// How many elements the array has.
    public var count: Int { storage.count }

    /// The element at a linear position (row-major).
    /// - Parameter index: The position, from 0 to `count - 1`.
    public subscript(index: Int) -> NSNumber {
        get {
            precondition(storage.indices.contains(index), "MLMultiArray index \(index) is out of range (count \(storage.count))")
            return number(storage[index])
        }
        set {
            precondition(storage.indices.contains(index), "MLMultiArray index \(index) is out of range (count \(storage.count))")
            storage[index] = Self.rounded(newValue.doubleValue, to: dataType)
        }
    }

    /// The element at an index of each dimension.
    /// - Parameter key: One index per dimension.
    public subscript(key: [NSNumber]) -> NSNumber {
        get { self[offset(of: key)] }
        set { self[offset(of: key)] = newValue }
    }

    private func offset(of key: [NSNumber]) -> Int {
        precondition(key.count == dimensions.count, "MLMultiArray of \(dimensions.count) dimensions indexed with \(key.count) indices")
        var offset = 0
        for (i, index) in key.enumerated() {
            let k = index.intValue
            precondition(k >= 0 && k < dimensions[i], "MLMultiArray index \(k) of dimension \(i) is out of range (size \(dimensions[i]))")
            offset += k * stepSizes[i]
        }
        return offset
    }

    private func number(_ value: Double) -> NSNumber {
        switch dataType {
        case .double: return NSNumber(value: value)
        case .float32, .float16: return NSNumber(value: Float(value))
        case .int32: return NSNumber(value: Int32(value))
        }
    }

    /// `value` as an element of `dataType` holds it.
    static func rounded(_ value: Double, to dataType: MLMultiArrayDataType) -> Double {
        switch dataType {
        case .double: return value
        case .float32: return Double(Float(value))
        case .float16: return Double(Float(Float16(Float(value))))
        case .int32:
            guard !value.isNaN else { return 0 }
            return Double(Int32(max(Double(Int32.min), min(Double(Int32.max), value.rounded(.towardZero)))))
        }
    }

    /// The shape, type and elements.
    open override var description: String {
        let elements = storage.prefix(32).map { dataType == .int32 ? String(Int64($0)) : String($0) }.joined(separator: ", ")
        let more = storage.count > 32 ? ", …" : ""
        return "\(dimensions.map(String.init).joined(separator: " × ")) \(Self.name(of: dataType)) array [\(elements)\(more)]"
    }

    static func name(of dataType: MLMultiArrayDataType) -> String {
        switch dataType {
        case .double: return "Double"
        case .float32: return "Float32"
        case .float16: return "Float16"
        case .int32: return "Int32"
        }
    }
}
