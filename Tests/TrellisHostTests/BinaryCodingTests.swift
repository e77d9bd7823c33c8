import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisHost
import TrellisInterpreter
import TrellisSession

/// The window and the preview host exchange messages in a binary Codable format: whatever
/// goes in comes out, and bad bytes are an error, never a crash.
struct BinaryCodingTests {
    /// The same value as sorted JSON: what "equal" means for the types that are not Equatable.
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func roundTrip<T: Codable>(_ value: T) throws -> T {
        try BinaryMessageDecoder.decode(T.self, from: try BinaryMessageEncoder.encode(value))
    }

    @Test("every sample's tree and display list come back as they went (with the negotiation recorded)")
    func samplesRoundTrip() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: samplesFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        var checked = 0
        for name in names {
            let file = try InterpretedFile(contentsOf: samplesFolder.appendingPathComponent(name))
            guard !file.hasErrors else { continue }
            let layout = ResolvedTree(file.makeView(preview: nil, placeholders: false),
                                    environment: PreviewSession(size: CGSize(width: 390, height: 844), backend: CairoBackend.backend()).environment)
            layout.recordsNegotiation = true
            layout.layout(in: CGSize(width: 390, height: 844))
            let response = HostResponse(tree: layout.tree, displayList: layout.displayList(), warnings: layout.warnings,
                                        scrollViews: layout.scrollViews, scrolledTo: CGPoint(x: 0, y: 12.5), hostMS: 1.25)
            let back = try roundTrip(response)
            #expect(try json(back) == json(response), "\(name)")
            #expect(back.tree == response.tree, "\(name)")
            checked += 1
        }
        #expect(checked >= 10)
    }

    struct Mixed: Codable, Equatable {
        enum Shape: Codable, Equatable { case circle, rect(CGRect, corner: Double?), label(String) }
        var optional: Int?
        var missing: String?
        var numbers: [Int8: UInt64]
        var names: [String: CGPoint]
        var shapes: [Shape]
        var flags: [Bool?]
        var extremes: [Double]
        var text: String
    }

    @Test("optionals, enums with payloads, keyed dictionaries, extremes and text survive")
    func valuesRoundTrip() throws {
        let value = Mixed(optional: -7, missing: nil, numbers: [-3: .max, 4: 0], names: ["a": CGPoint(x: 1, y: -2), "": .zero],
                          shapes: [.circle, .rect(CGRect(x: 1, y: 2, width: 3, height: 4), corner: nil), .label("é✓\n\"")],
                          flags: [true, nil, false], extremes: [.infinity, -.infinity, .greatestFiniteMagnitude, -0.0, 1e-300],
                          text: String(repeating: "日本語 ", count: 1000))
        #expect(try roundTrip(value) == value)
        let nan = try roundTrip([Double.nan])
        #expect(nan.count == 1 && nan[0].isNaN)
    }

    @Test("a value of another type, truncated or corrupt bytes throw")
    func badBytesThrow() throws {
        let bytes = try BinaryMessageEncoder.encode(["x": 1.5])
        #expect(throws: (any Error).self) { try BinaryMessageDecoder.decode([String: String].self, from: bytes) }
        #expect(throws: (any Error).self) { try BinaryMessageDecoder.decode(Int.self, from: bytes) }
        for cut in 0..<bytes.count {
            #expect(throws: (any Error).self) { try BinaryMessageDecoder.decode([String: Double].self, from: Array(bytes[..<cut])) }
        }
        // Every single-byte corruption either decodes to something or throws; none crashes.
        for i in 0..<bytes.count {
            for v: UInt8 in [0, 7, 8, 0xff] {
                var bad = bytes
                bad[i] = v
                _ = try? BinaryMessageDecoder.decode([String: Double].self, from: bad)
            }
        }
    }

    indirect enum Nest: Codable { case leaf, node(Nest) }

    @Test("nesting past the limit is an error on both sides, not a stack overflow")
    func deepNesting() throws {
        var deep = Nest.leaf
        for _ in 0..<(BinaryCoding.maximumDepth + 10) { deep = .node(deep) }
        #expect(throws: BinaryCodingError.self) { try BinaryMessageEncoder.encode(deep) }
        var shallow = Nest.leaf
        for _ in 0..<500 { shallow = .node(shallow) }
        _ = try roundTrip(shallow)
        // A well-formed message of `.node(.node(…))` 100,000 deep, made by hand: each level is
        // {"node": {"_0": …}}, the innermost {"leaf": {}}.
        func u32(_ v: Int) -> [UInt8] { withUnsafeBytes(of: UInt32(v).littleEndian) { Array($0) } }
        let innermost: [UInt8] = [8] + u32(1) + u32(4 + 4 + 9) + u32(4) + Array("leaf".utf8) + [8] + u32(0) + u32(0)
        let keys = (0..<200_000).map { $0 % 2 == 0 ? "node" : "_0" }
        var sizes = [innermost.count]
        for key in keys.reversed() { sizes.append(9 + 4 + key.utf8.count + sizes.last!) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(sizes.last!)
        for (i, key) in keys.enumerated() {
            bytes += [8] + u32(1) + u32(sizes[keys.count - i] - 9) + u32(key.utf8.count) + Array(key.utf8)
        }
        bytes += innermost
        #expect(bytes.count == sizes.last!)
        #expect(throws: (any Error).self) { try BinaryMessageDecoder.decode(Nest.self, from: bytes) }
    }
}
