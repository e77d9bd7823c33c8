// Protocol Buffers' wire format, read without generated code: a `.mlmodel` file is one `Model`
// message (coremltools' mlmodel/format/Model.proto), and ModelSpecification.swift says which field
// number is which. The reader trusts nothing in the bytes: every length is checked against what is
// left, so a truncated or foreign file ends in a `ProtobufError`, never a trap.
import Foundation

/// Bytes that are not the message they should be.
struct ProtobufError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// One field of a message: its number and its payload, by wire type.
struct ProtobufField {
    enum Payload {
        case varint(UInt64)
        case fixed64(UInt64)
        case bytes(ArraySlice<UInt8>)
        case fixed32(UInt32)
    }

    let number: Int
    let payload: Payload
    /// Where the field starts in the file, for messages.
    let offset: Int

    private func wrongWireType(_ expected: String) -> ProtobufError {
        ProtobufError("field \(number) at byte \(offset) is not \(expected)")
    }

    /// A varint field (integers, enums, booleans).
    func varint() throws -> UInt64 {
        guard case .varint(let v) = payload else { throw wrongWireType("an integer") }
        return v
    }

    /// An `int64`, `uint64` or `int32` (negative `int32`s are written as ten-byte varints).
    func int64() throws -> Int64 { Int64(bitPattern: try varint()) }

    /// An enum's value (an `int32`).
    func enumValue() throws -> Int { Int(truncatingIfNeeded: Int32(truncatingIfNeeded: try int64())) }

    /// A `uint64` that counts or indexes something: nil past `Int32.max`, which no model needs and
    /// which would overflow arithmetic.
    func count() throws -> Int? {
        let v = try varint()
        return v <= UInt64(Int32.max) ? Int(v) : nil
    }

    func bool() throws -> Bool { try varint() != 0 }

    func double() throws -> Double {
        guard case .fixed64(let v) = payload else { throw wrongWireType("a double") }
        return Double(bitPattern: v)
    }

    /// A nested message or a `bytes` field.
    func bytes() throws -> ArraySlice<UInt8> {
        guard case .bytes(let b) = payload else { throw wrongWireType("a message or string") }
        return b
    }

    /// A `string`; bytes that are not UTF-8 are replaced rather than refused.
    func string() throws -> String { String(decoding: try bytes(), as: UTF8.self) }

    /// One element or a packed run of a `repeated double`.
    func doubles() throws -> [Double] {
        switch payload {
        case .fixed64(let v): return [Double(bitPattern: v)]
        case .bytes(let b):
            guard b.count % 8 == 0 else { throw ProtobufError("packed doubles at byte \(offset) are \(b.count) bytes long") }
            var values: [Double] = []
            values.reserveCapacity(b.count / 8)
            var i = b.startIndex
            while i < b.endIndex {
                var bits: UInt64 = 0
                for k in 0..<8 { bits |= UInt64(b[i + k]) << (8 * UInt64(k)) }
                values.append(Double(bitPattern: bits))
                i += 8
            }
            return values
        default: throw wrongWireType("doubles")
        }
    }

    /// One element or a packed run of a `repeated int64`.
    func int64s() throws -> [Int64] {
        switch payload {
        case .varint(let v): return [Int64(bitPattern: v)]
        case .bytes(let b):
            var reader = ProtobufReader(b)
            var values: [Int64] = []
            while !reader.isAtEnd { values.append(Int64(bitPattern: try reader.readVarint())) }
            return values
        default: throw wrongWireType("integers")
        }
    }
}

/// Reads the fields of one message in order; unknown fields are the caller's to skip.
struct ProtobufReader {
    private let bytes: ArraySlice<UInt8>
    private var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var isAtEnd: Bool { position >= bytes.endIndex }

    /// Calls `body` with each field of the message in `bytes`.
    static func forEachField(in bytes: ArraySlice<UInt8>, _ body: (ProtobufField) throws -> Void) throws {
        var reader = ProtobufReader(bytes)
        while let field = try reader.next() { try body(field) }
    }

    /// The next field, or nil at the end of the message.
    mutating func next() throws -> ProtobufField? {
        guard !isAtEnd else { return nil }
        let start = position
        let key = try readVarint()
        let number = key >> 3
        guard number >= 1, number <= 0x1FFF_FFFF else { throw ProtobufError("field number \(number) at byte \(start)") }
        let payload: ProtobufField.Payload
        switch key & 7 {
        case 0: payload = .varint(try readVarint())
        case 1: payload = .fixed64(try readFixed(8))
        case 2:
            let length = try readVarint()
            guard length <= UInt64(bytes.endIndex - position) else {
                throw ProtobufError("field \(number) at byte \(start) is \(length) bytes long but only \(bytes.endIndex - position) remain")
            }
            payload = .bytes(bytes[position..<position + Int(length)])
            position += Int(length)
        case 5: payload = .fixed32(UInt32(try readFixed(4)))
        default:
            // Wire types 3 and 4 (groups) are in no Core ML message; 6 and 7 do not exist.
            throw ProtobufError("field \(number) at byte \(start) has wire type \(key & 7)")
        }
        return ProtobufField(number: Int(number), payload: payload, offset: start)
    }

    mutating func readVarint() throws -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard position < bytes.endIndex else { throw ProtobufError("the data ends inside a number at byte \(position)") }
            let byte = bytes[position]
            position += 1
            // The tenth byte holds the 64th bit alone.
            guard shift < 63 || byte <= 1 else { throw ProtobufError("a number at byte \(position - 1) is longer than 64 bits") }
            result |= UInt64(byte & 0x7F) << shift
            if byte & 0x80 == 0 { return result }
            shift += 7
        }
    }

    private mutating func readFixed(_ size: Int) throws -> UInt64 {
        guard bytes.endIndex - position >= size else { throw ProtobufError("the data ends inside a number at byte \(position)") }
        var value: UInt64 = 0
        for k in 0..<size { value |= UInt64(bytes[position + k]) << (8 * UInt64(k)) }
        position += size
        return value
    }
}
