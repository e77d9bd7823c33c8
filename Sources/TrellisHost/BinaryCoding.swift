import Foundation
import Trellis

// The format the window and the preview host talk in: Codable values as tagged binary. JSON
// took 4 ms to encode and 4 ms to decode the display list and tree of one list screen, more
// than the layout itself; this writes numbers as their 8 bytes and reads a container's entries
// where they lie. Every container starts with its entry count and byte length, so a reader
// skips what it does not ask for in one step.
//
//   value     = tag payload
//   nil 0 · false 1 · true 2 · int 3 (Int64) · uint 4 (UInt64) · double 5 (Float64 bits) ·
//   string 6 (UInt32 length, UTF-8) · array 7 (UInt32 count, UInt32 bytes, values) ·
//   object 8 (UInt32 count, UInt32 bytes, entries: UInt32 key length, key UTF-8, value) ·
//   display list 9 (UInt32 bytes, its fields in order: DisplayListCoding.swift)
//
// Integers are little endian. Keys are the coding keys' string values (an Int-keyed
// dictionary's keys read back through `init?(stringValue:)`, as from JSON).

private enum Tag: UInt8 {
    case null = 0, no, yes, int, uint, double, string, array, object, displayList
}

/// Encodes a value to the binary message format.
public enum BinaryMessageEncoder {
    /// The message's bytes.
    /// - Throws: `BinaryCodingError` for containers written out of order or nested too deep.
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let writer = BinaryWriter()
        try writer.encodeValue(value)
        try writer.close(to: 0)
        if let failure = writer.failure { throw failure }
        return writer.bytes
    }
}

/// Decodes a value of the binary message format.
public enum BinaryMessageDecoder {
    /// The value the bytes encode.
    /// - Throws: `DecodingError` when the bytes are malformed or hold another type.
    public static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let reader = BinaryReader(bytes)
        reader.offset = 0
        return try reader.decodeValue(T.self)
    }
}

/// Why a value could not be encoded.
public enum BinaryCodingError: Error {
    /// A container written to after a container opened after it was written to (Codable allows
    /// it; a stream cannot go back). No type the window and host exchange does this.
    case outOfOrder
    /// Containers nested deeper than `BinaryCoding.maximumDepth`.
    case tooDeep
}

/// `value` as `type`, which the caller has checked it is.
@inline(__always) private func reinterpret<T, U>(_ value: T, as type: U.Type) -> U {
    withUnsafePointer(to: value) { $0.withMemoryRebound(to: U.self, capacity: 1) { $0.pointee } }
}

enum BinaryCoding {
    /// The bytes of an array of two doubles: tag, count and length, then two tagged doubles.
    static let pairLength: UInt32 = 9 + 2 * 9

    /// Containers a message may nest: the encoder and decoder recurse once a level, and a tree
    /// of views nested a thousand deep is two thousand levels.
    static let maximumDepth = 2400
}

// MARK: - Writing

/// The one encoder of a message. Containers are written as they are filled: a container opened
/// inside another is closed (its count and length filled in) when its parent is written to
/// again or the value that opened it is done.
private final class BinaryWriter: Encoder {
    // One thread writes a message: the run-time exclusivity checks on these were a twentieth of the time.
    @exclusivity(unchecked) var bytes: [UInt8] = []
    /// The open containers, outermost first: where each header is, how many entries it has.
    @exclusivity(unchecked) private var open: [(id: Int, header: Int, count: UInt32)] = []
    private var nextID = 0
    /// The first error met where Codable gives no way to throw (opening a nested container).
    var failure: BinaryCodingError?
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init() { bytes.reserveCapacity(64 * 1024) }

    // Scalars.
    @inline(__always) func tag(_ t: Tag) { bytes.append(t.rawValue) }
    @inline(__always) func raw32(_ v: UInt32) {
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }
    @inline(__always) func raw64(_ v: UInt64) {
        withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) }
    }
    func writeNil() { tag(.null) }
    func write(_ v: Bool) { tag(v ? .yes : .no) }
    func write(_ v: Int64) { tag(.int); raw64(UInt64(bitPattern: v)) }
    func write(_ v: UInt64) { tag(.uint); raw64(v) }
    func write(_ v: Double) { tag(.double); raw64(v.bitPattern) }
    func write(_ v: String) {
        tag(.string)
        utf8(v)
    }
    func writeKey(_ key: CodingKey) { utf8(key.stringValue) }
    /// A string's length and UTF-8 (a string's payload, and an object's key).
    func utf8(_ v: String) {
        var s = v
        s.withUTF8 { utf8 in
            raw32(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Writes any value: its own `encode(to:)` with this writer as the encoder; a value that
    /// encodes nothing is an empty object (as JSONEncoder writes `{}`).
    func encodeValue<T: Encodable>(_ value: T) throws {
        if writeGeometry(value) { return }
        if T.self == DisplayList.self {
            var list = DisplayListWriter()
            try list.write(reinterpret(value, as: DisplayList.self))
            tag(.displayList)
            raw32(UInt32(list.bytes.count))
            bytes.append(contentsOf: list.bytes)
            return
        }
        let depth = open.count, start = bytes.count
        guard depth < BinaryCoding.maximumDepth else { throw BinaryCodingError.tooDeep }
        try value.encode(to: self)
        try close(to: depth)
        if bytes.count == start {
            _ = openContainer(.object)
            try close(to: depth)
        }
    }

    /// Geometry written without Codable's containers, exactly as Codable writes it (a length as
    /// a double; a point or size as an array of two; a rectangle as an array of its origin and
    /// size): display lists are mostly frames. False for other types.
    @inline(__always) func writeGeometry<T>(_ value: T) -> Bool {
        if T.self == CGFloat.self {
            write(Double(reinterpret(value, as: CGFloat.self)))
        } else if T.self == CGPoint.self {
            let p = reinterpret(value, as: CGPoint.self)
            writePair(p.x, p.y)
        } else if T.self == CGSize.self {
            let size = reinterpret(value, as: CGSize.self)
            writePair(size.width, size.height)
        } else if T.self == CGRect.self {
            let r = reinterpret(value, as: CGRect.self)
            tag(.array)
            raw32(2)
            raw32(2 * BinaryCoding.pairLength)
            writePair(r.origin.x, r.origin.y)
            writePair(r.size.width, r.size.height)
        } else {
            return false
        }
        return true
    }

    private func writePair(_ a: CGFloat, _ b: CGFloat) {
        tag(.array)
        raw32(2)
        raw32(BinaryCoding.pairLength - 9)
        write(Double(a))
        write(Double(b))
    }

    /// Opens an array or object; returns its id.
    func openContainer(_ t: Tag) -> Int {
        tag(t)
        let header = bytes.count
        raw32(0)
        raw32(0)
        nextID += 1
        open.append((nextID, header, 0))
        return nextID
    }

    /// Closes the containers deeper than `depth`.
    func close(to depth: Int) throws {
        while open.count > depth {
            let c = open.removeLast()
            let length = UInt32(bytes.count - c.header - 8)
            withUnsafeBytes(of: c.count.littleEndian) { count in
                withUnsafeBytes(of: length.littleEndian) { length in
                    for i in 0..<4 {
                        bytes[c.header + i] = count[i]
                        bytes[c.header + 4 + i] = length[i]
                    }
                }
            }
        }
    }

    /// Before an entry of container `id` (at `depth`, 1 for the outermost): closes the ones
    /// opened inside it, counts the entry.
    func beginEntry(_ id: Int, depth: Int) throws {
        try close(to: depth)
        guard open.count == depth, open[depth - 1].id == id else { throw BinaryCodingError.outOfOrder }
        open[depth - 1].count += 1
    }

    /// `beginEntry` where Codable cannot throw: the error is kept for the end of the message.
    func beginEntryOrFail(_ id: Int, depth: Int) {
        do { try beginEntry(id, depth: depth) } catch { failure = failure ?? (error as? BinaryCodingError) ?? .outOfOrder }
    }

    // Encoder
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let id = openContainer(.object)
        return KeyedEncodingContainer(KeyedWriter<Key>(writer: self, id: id, depth: open.count))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let id = openContainer(.array)
        return UnkeyedWriter(writer: self, id: id, depth: open.count)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { SingleWriter(writer: self) }
}

private struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: BinaryWriter
    let id: Int
    let depth: Int
    var codingPath: [CodingKey] { [] }

    private func entry(_ key: Key) throws {
        try writer.beginEntry(id, depth: depth)
        writer.writeKey(key)
    }

    private func entryOrFail(_ key: Key) {
        writer.beginEntryOrFail(id, depth: depth)
        writer.writeKey(key)
    }

    mutating func encodeNil(forKey key: Key) throws { try entry(key); writer.writeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try entry(key); writer.write(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { try entry(key); writer.write(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try entry(key); writer.write(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try entry(key); writer.write(Double(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try entry(key); writer.write(Int64(value)) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try entry(key); writer.write(Int64(value)) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try entry(key); writer.write(Int64(value)) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try entry(key); writer.write(Int64(value)) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try entry(key); writer.write(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try entry(key); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try entry(key); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try entry(key); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try entry(key); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try entry(key); writer.write(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try entry(key); try writer.encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        entryOrFail(key)
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        entryOrFail(key)
        return writer.unkeyedContainer()
    }

    // The value a super encoder writes fills the entry (nothing written leaves the message
    // malformed, which the reader reports).
    mutating func superEncoder() -> Encoder {
        writer.beginEntryOrFail(id, depth: depth)
        writer.utf8("super")
        return writer
    }

    mutating func superEncoder(forKey key: Key) -> Encoder {
        entryOrFail(key)
        return writer
    }
}

private struct UnkeyedWriter: UnkeyedEncodingContainer {
    let writer: BinaryWriter
    let id: Int
    let depth: Int
    private(set) var count = 0
    var codingPath: [CodingKey] { [] }

    init(writer: BinaryWriter, id: Int, depth: Int) {
        self.writer = writer
        self.id = id
        self.depth = depth
    }

    private mutating func entry() throws {
        try writer.beginEntry(id, depth: depth)
        count += 1
    }

    private mutating func entryOrFail() {
        writer.beginEntryOrFail(id, depth: depth)
        count += 1
    }

    mutating func encodeNil() throws { try entry(); writer.writeNil() }
    mutating func encode(_ value: Bool) throws { try entry(); writer.write(value) }
    mutating func encode(_ value: String) throws { try entry(); writer.write(value) }
    mutating func encode(_ value: Double) throws { try entry(); writer.write(value) }
    mutating func encode(_ value: Float) throws { try entry(); writer.write(Double(value)) }
    mutating func encode(_ value: Int) throws { try entry(); writer.write(Int64(value)) }
    mutating func encode(_ value: Int8) throws { try entry(); writer.write(Int64(value)) }
    mutating func encode(_ value: Int16) throws { try entry(); writer.write(Int64(value)) }
    mutating func encode(_ value: Int32) throws { try entry(); writer.write(Int64(value)) }
    mutating func encode(_ value: Int64) throws { try entry(); writer.write(value) }
    mutating func encode(_ value: UInt) throws { try entry(); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { try entry(); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { try entry(); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { try entry(); writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { try entry(); writer.write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try entry(); try writer.encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        entryOrFail()
        return writer.container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        entryOrFail()
        return writer.unkeyedContainer()
    }

    mutating func superEncoder() -> Encoder {
        entryOrFail()
        return writer
    }
}

/// A single value is written where the value that asked for it goes.
private struct SingleWriter: SingleValueEncodingContainer {
    let writer: BinaryWriter
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() throws { writer.writeNil() }
    mutating func encode(_ value: Bool) throws { writer.write(value) }
    mutating func encode(_ value: String) throws { writer.write(value) }
    mutating func encode(_ value: Double) throws { writer.write(value) }
    mutating func encode(_ value: Float) throws { writer.write(Double(value)) }
    mutating func encode(_ value: Int) throws { writer.write(Int64(value)) }
    mutating func encode(_ value: Int8) throws { writer.write(Int64(value)) }
    mutating func encode(_ value: Int16) throws { writer.write(Int64(value)) }
    mutating func encode(_ value: Int32) throws { writer.write(Int64(value)) }
    mutating func encode(_ value: Int64) throws { writer.write(value) }
    mutating func encode(_ value: UInt) throws { writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt8) throws { writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt16) throws { writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt32) throws { writer.write(UInt64(value)) }
    mutating func encode(_ value: UInt64) throws { writer.write(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.encodeValue(value) }
}

// MARK: - Reading

/// The one decoder of a message: `offset` is where the value being decoded starts.
private final class BinaryReader: Decoder {
    let bytes: [UInt8]
    @exclusivity(unchecked) var offset = 0
    @exclusivity(unchecked) private var depth = 0
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func corrupt(_ what: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: what))
    }
    func mismatch<T>(_ type: T.Type) -> DecodingError {
        DecodingError.typeMismatch(type, .init(codingPath: [], debugDescription: "not a \(type)"))
    }

    @inline(__always) func u32(at i: Int) throws -> UInt32 {
        guard i >= 0, i + 4 <= bytes.count else { throw corrupt("truncated") }
        return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: i, as: UInt32.self)) }
    }
    @inline(__always) func u64(at i: Int) throws -> UInt64 {
        guard i >= 0, i + 8 <= bytes.count else { throw corrupt("truncated") }
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: i, as: UInt64.self)) }
    }
    @inline(__always) func tag(at i: Int) throws -> Tag {
        guard i >= 0, i < bytes.count, let t = Tag(rawValue: bytes[i]) else { throw corrupt("bad tag") }
        return t
    }

    /// Where the value at `i` ends.
    func end(of i: Int) throws -> Int {
        switch try tag(at: i) {
        case .null, .no, .yes: return i + 1
        case .int, .uint, .double: return i + 9
        case .string, .displayList: return i + 5 + Int(try u32(at: i + 1))
        case .array, .object: return i + 9 + Int(try u32(at: i + 5))
        }
    }

    // Scalars at `i`.
    func isNil(at i: Int) throws -> Bool { try tag(at: i) == .null }
    func bool(at i: Int) throws -> Bool {
        switch try tag(at: i) {
        case .yes: return true
        case .no: return false
        default: throw mismatch(Bool.self)
        }
    }
    func double(at i: Int) throws -> Double {
        switch try tag(at: i) {
        case .double: return Double(bitPattern: try u64(at: i + 1))
        case .int: return Double(Int64(bitPattern: try u64(at: i + 1)))
        case .uint: return Double(try u64(at: i + 1))
        default: throw mismatch(Double.self)
        }
    }
    func integer<T: FixedWidthInteger>(at i: Int, _ type: T.Type) throws -> T {
        let v: T?
        switch try tag(at: i) {
        case .int: v = T(exactly: Int64(bitPattern: try u64(at: i + 1)))
        case .uint: v = T(exactly: try u64(at: i + 1))
        default: throw mismatch(type)
        }
        guard let v else { throw corrupt("\(type) out of range") }
        return v
    }
    func string(at i: Int) throws -> String {
        guard try tag(at: i) == .string else { throw mismatch(String.self) }
        let n = Int(try u32(at: i + 1))
        guard i + 5 + n <= bytes.count else { throw corrupt("truncated") }
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[(i + 5)..<(i + 5 + n)]), as: UTF8.self) }
    }

    /// Decodes any value at `i`.
    func decodeValue<T: Decodable>(_ type: T.Type, at i: Int) throws -> T {
        offset = i
        return try decodeValue(type)
    }

    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = try readGeometry(type, at: offset) { return value }
        if T.self == DisplayList.self {
            guard try tag(at: offset) == .displayList else { throw mismatch(DisplayList.self) }
            let start = offset + 5, end = start + Int(try u32(at: offset + 1))
            guard end <= bytes.count else { throw corrupt("truncated") }
            var list = DisplayListReader(bytes, from: start, to: end)
            return reinterpret(try list.read(), as: T.self)
        }
        guard depth < BinaryCoding.maximumDepth else { throw corrupt("nested too deep") }
        depth += 1
        defer { depth -= 1 }
        return try T(from: self)
    }

    /// The geometry `writeGeometry` writes, read without Codable's containers; nil for other types.
    @inline(__always) func readGeometry<T>(_ type: T.Type, at i: Int) throws -> T? {
        if T.self == CGFloat.self {
            return reinterpret(CGFloat(try double(at: i)), as: T.self)
        } else if T.self == CGPoint.self {
            let (x, y) = try pair(at: i)
            return reinterpret(CGPoint(x: x, y: y), as: T.self)
        } else if T.self == CGSize.self {
            let (w, h) = try pair(at: i)
            return reinterpret(CGSize(width: w, height: h), as: T.self)
        } else if T.self == CGRect.self {
            let (_, first, _) = try container(.array, at: i)
            let (x, y) = try pair(at: first)
            let (w, h) = try pair(at: try end(of: first))
            return reinterpret(CGRect(x: x, y: y, width: w, height: h), as: T.self)
        }
        return nil
    }

    /// An array of two numbers at `i`.
    private func pair(at i: Int) throws -> (CGFloat, CGFloat) {
        let (count, first, end) = try container(.array, at: i)
        guard count == 2 else { throw corrupt("expected two numbers") }
        let second = try self.end(of: first)
        guard second < end else { throw corrupt("truncated") }
        return (CGFloat(try double(at: first)), CGFloat(try double(at: second)))
    }

    /// A container's (count, first entry, end) at `i`.
    func container(_ expected: Tag, at i: Int) throws -> (count: Int, first: Int, end: Int) {
        guard try tag(at: i) == expected else {
            throw expected == .array ? mismatch([Any].self) : mismatch([String: Any].self)
        }
        let count = Int(try u32(at: i + 1)), length = Int(try u32(at: i + 5))
        guard i + 9 + length <= bytes.count else { throw corrupt("truncated") }
        return (count, i + 9, i + 9 + length)
    }

    // Decoder
    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedReader<Key>(reader: self, at: offset))
    }

    func unkeyedContainer() throws -> UnkeyedDecodingContainer { try UnkeyedReader(reader: self, at: offset) }

    func singleValueContainer() throws -> SingleValueDecodingContainer { SingleReader(reader: self, at: offset) }
}

/// Where an object's entries lie: each key's UTF-8 and its value.
private final class EntryTable {
    @exclusivity(unchecked) var entries: [(keyStart: Int, keyLength: Int, value: Int)] = []
    /// Where the last lookup found its key: entries are usually read in the order written.
    @exclusivity(unchecked) var last = -1
}

private struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let reader: BinaryReader
    private let table = EntryTable()
    var codingPath: [CodingKey] { [] }

    init(reader: BinaryReader, at i: Int) throws {
        self.reader = reader
        let (count, first, end) = try reader.container(.object, at: i)
        table.entries.reserveCapacity(min(count, 64))
        var p = first
        for _ in 0..<count {
            let n = Int(try reader.u32(at: p))
            let value = p + 4 + n
            guard value < end else { throw reader.corrupt("truncated") }
            table.entries.append((p + 4, n, value))
            p = try reader.end(of: value)
            guard p <= end else { throw reader.corrupt("truncated") }
        }
    }

    var allKeys: [Key] {
        table.entries.compactMap { e in
            Key(stringValue: reader.bytes.withUnsafeBufferPointer {
                String(decoding: UnsafeBufferPointer(rebasing: $0[e.keyStart..<(e.keyStart + e.keyLength)]), as: UTF8.self)
            })
        }
    }

    /// The value of `key`, or nil when the object has none.
    private func find(_ key: Key) -> Int? {
        var name = key.stringValue
        let n = table.entries.count
        guard n > 0 else { return nil }
        return name.withUTF8 { utf8 in
            reader.bytes.withUnsafeBufferPointer { b in
                for step in 1...n {
                    let index = (table.last + step) % n
                    let e = table.entries[index]
                    if e.keyLength == utf8.count && (utf8.count == 0 || memcmp(b.baseAddress! + e.keyStart, utf8.baseAddress!, e.keyLength) == 0) {
                        table.last = index
                        return e.value
                    }
                }
                return nil
            }
        }
    }

    private func value(_ key: Key) throws -> Int {
        guard let v = find(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: [], debugDescription: "no \(key.stringValue)"))
        }
        return v
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { try reader.isNil(at: try value(key)) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try reader.bool(at: try value(key)) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try reader.string(at: try value(key)) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try reader.double(at: try value(key)) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { Float(try reader.double(at: try value(key))) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try reader.integer(at: try value(key), type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try reader.integer(at: try value(key), type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try reader.integer(at: try value(key), type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try reader.integer(at: try value(key), type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try reader.integer(at: try value(key), type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try reader.integer(at: try value(key), type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try reader.integer(at: try value(key), type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try reader.integer(at: try value(key), type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try reader.integer(at: try value(key), type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try reader.integer(at: try value(key), type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try reader.decodeValue(type, at: try value(key))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let v = find(key), try !reader.isNil(at: v) else { return nil }
        return try reader.decodeValue(type, at: v)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try KeyedReader<NestedKey>(reader: reader, at: try value(key)))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> UnkeyedDecodingContainer {
        try UnkeyedReader(reader: reader, at: try value(key))
    }

    func superDecoder() throws -> Decoder {
        guard let key = Key(stringValue: "super") else { throw reader.corrupt("no super") }
        reader.offset = try value(key)
        return reader
    }

    func superDecoder(forKey key: Key) throws -> Decoder {
        reader.offset = try value(key)
        return reader
    }
}

private struct UnkeyedReader: UnkeyedDecodingContainer {
    let reader: BinaryReader
    private var position: Int
    private let end: Int
    let count: Int?
    private(set) var currentIndex = 0
    var codingPath: [CodingKey] { [] }
    var isAtEnd: Bool { currentIndex >= count ?? 0 }

    init(reader: BinaryReader, at i: Int) throws {
        self.reader = reader
        let (count, first, end) = try reader.container(.array, at: i)
        self.count = count
        self.end = end
        position = first
    }

    /// The next element's offset; moves past it.
    private mutating func next() throws -> Int {
        guard !isAtEnd, position < end else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: [], debugDescription: "past the end of an array"))
        }
        let at = position
        position = try reader.end(of: at)
        guard position <= end else { throw reader.corrupt("truncated") }
        currentIndex += 1
        return at
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try reader.isNil(at: position) else { return false }
        _ = try next()
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: try next()) }
    mutating func decode(_ type: String.Type) throws -> String { try reader.string(at: try next()) }
    mutating func decode(_ type: Double.Type) throws -> Double { try reader.double(at: try next()) }
    mutating func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: try next())) }
    mutating func decode(_ type: Int.Type) throws -> Int { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(at: try next(), type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(at: try next(), type) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decodeValue(type, at: try next()) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try KeyedReader<NestedKey>(reader: reader, at: try next()))
    }

    mutating func nestedUnkeyedContainer() throws -> UnkeyedDecodingContainer { try UnkeyedReader(reader: reader, at: try next()) }

    mutating func superDecoder() throws -> Decoder {
        reader.offset = try next()
        return reader
    }
}

private struct SingleReader: SingleValueDecodingContainer {
    let reader: BinaryReader
    let at: Int
    var codingPath: [CodingKey] { [] }

    func decodeNil() -> Bool { (try? reader.isNil(at: at)) ?? false }
    func decode(_ type: Bool.Type) throws -> Bool { try reader.bool(at: at) }
    func decode(_ type: String.Type) throws -> String { try reader.string(at: at) }
    func decode(_ type: Double.Type) throws -> Double { try reader.double(at: at) }
    func decode(_ type: Float.Type) throws -> Float { Float(try reader.double(at: at)) }
    func decode(_ type: Int.Type) throws -> Int { try reader.integer(at: at, type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try reader.integer(at: at, type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try reader.integer(at: at, type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try reader.integer(at: at, type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try reader.integer(at: at, type) }
    func decode(_ type: UInt.Type) throws -> UInt { try reader.integer(at: at, type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try reader.integer(at: at, type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try reader.integer(at: at, type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try reader.integer(at: at, type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try reader.integer(at: at, type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try reader.decodeValue(type, at: at) }
}
