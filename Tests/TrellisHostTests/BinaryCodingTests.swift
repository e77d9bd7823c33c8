import Foundation
import Testing
@testable import Trellis
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

/// Display lists cross in a format of their own (DisplayListCoding.swift): every kind of item,
/// effect, paint and text field comes back, and bad bytes throw.
struct DisplayListCodingTests {
    private func json<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// One of everything a display list can hold.
    static var everything: DisplayList {
        let frame = CGRect(x: 1.5, y: -2, width: 30.25, height: 40)
        let red = Color.Resolved(red: 1, green: 0.25, blue: 0, opacity: 0.5)
        var path = Path()
        path.move(to: CGPoint(x: 1, y: 2))
        path.addQuadCurve(to: CGPoint(x: 5, y: 6), control: CGPoint(x: 3, y: 9))
        path.addLine(to: CGPoint(x: -1, y: 0.5))
        path.addCurve(to: CGPoint(x: 7, y: 8), control1: CGPoint(x: 1, y: 1), control2: CGPoint(x: 2, y: 3))
        path.closeSubpath()
        let gradient = ResolvedPaint.linearGradient(stops: [.init(color: red, location: 0), .init(color: Color.Resolved(red: 0, green: 0, blue: 1), location: 1)],
                                                    startPoint: .top, endPoint: .bottomTrailing)
        let glyph = SymbolCatalog.glyph(named: "star.fill")
        func leaf(_ id: String, _ content: DisplayItem.Content) -> DisplayItem { DisplayItem(identity: id, frame: frame, content: content) }
        let font = ResolvedFont(family: "DejaVu Serif", size: 13.5, weight: 700, italic: true, design: .serif, monospacedDigits: true, smallCaps: true)
        var run = TextRun(string: "Héllo ✓", font: font, tracking: 0.5, baselineOffset: -1)
        run.attachment = TextAttachment(size: CGSize(width: 10, height: 12), ascent: 9)
        var request = TextLayoutRequest(runs: [run, TextRun(string: "second", font: ResolvedFont(size: 17))], lineLimit: 3)
        request.minimumLines = 2
        request.truncationMode = .middle
        request.alignment = .trailing
        request.lineSpacing = 4
        request.minimumScaleFactor = 0.5
        request.allowsTightening = true
        var result = TextLayoutResult(size: CGSize(width: 80, height: 33), firstBaseline: 12, lastBaseline: 30, lineCount: 2,
                                      fontScale: 0.75, tightening: 0.1, isTruncated: true)
        result.lineBreaking = .init(width: 80, height: nil)
        let text = DisplayText(request: request, proposal: ProposedViewSize(width: 80, height: nil),
                               runs: [.init(paint: .color(red), underline: red, strikethrough: nil,
                                            image: DisplayImage(source: .symbol(glyph), tint: .color(red))),
                                      .init(paint: gradient)],
                               alignment: 0.5, result: result)
        let items: [DisplayItem] = [
            leaf("0/0", .shape(DisplayShapeDrawing(outline: .rectangle(frame), fill: .color(red)))),
            leaf("0/1", .shape(DisplayShapeDrawing(outline: .roundedRectangle(frame, cornerSize: CGSize(width: 4, height: 5), style: .continuous),
                                                   fill: gradient, fillStyle: FillStyle(eoFill: true, antialiased: false), stroke: .color(red),
                                                   strokeStyle: StrokeStyle(lineWidth: 3, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dash: [2, 1.5], dashPhase: 0.25)))),
            leaf("0/2", .shape(DisplayShapeDrawing(outline: .ellipse(frame), fill: nil, stroke: .color(red)))),
            leaf("0/3", .shape(DisplayShapeDrawing(outline: .capsule(frame), fill: .color(red)))),
            leaf("0/4", .shape(DisplayShapeDrawing(outline: .path(path), fill: .color(red)))),
            leaf("0/5#id", .text(text)),
            leaf("0/6", .image(DisplayImage(source: .file(URL(fileURLWithPath: "/tmp/a b.png"), scale: 2), interpolation: .none, isAntialiased: false))),
            leaf("0/7", .image(DisplayImage(source: .placeholder(label: "Map")))),
            // A symbol with every way of painting a path, tinted, as images cross field by field.
            leaf("0/7/s", .image(DisplayImage(source: .symbol(SymbolGlyph(name: "made.up", size: CGSize(width: 120, height: 90), elements: [
                .init(path: path, mode: .fill), .init(path: path, mode: .evenOddFill), .init(path: path, mode: .stroke(width: 2.5)),
                .init(path: Path(), mode: .eraseFill), .init(path: path, mode: .eraseStroke(width: 1)),
            ], isPlaceholder: true)), tint: gradient, interpolation: .medium))),
            leaf("0/7/l", .image(DisplayImage(source: .symbol(glyph), interpolation: .low))),
            leaf("0/8@group", .group(DisplayGroup(opacity: 0.25, effects: [
                .clip(.roundedRectangle(frame, cornerSize: CGSize(width: 2, height: 2), style: .circular), eoFill: true),
                .shadow(color: red, radius: 4, offset: CGSize(width: 1, height: -2)),
                .blur(radius: 3, opaque: true),
                .transform(rotation: 0.5, scaleX: 2, scaleY: -1, anchor: CGPoint(x: 3, y: 4)),
                .colorAdjustment(.grayscale(0.5)),
                .mask([leaf("0/8/m", .shape(DisplayShapeDrawing(outline: .ellipse(frame), fill: .color(red))))]),
            ], children: [leaf("0/8/0", .group(DisplayGroup(children: [leaf("0/8/0/0", .text(text))])))]))),
        ]
        return DisplayList(size: CGSize(width: 390, height: 844.5), colorScheme: .dark, backgroundColor: Color.Resolved(red: 0, green: 0, blue: 0), items: items)
    }

    @Test("one of every item, shape, paint, effect and text field comes back as it went")
    func everythingRoundTrips() throws {
        let list = Self.everything
        var response = HostResponse(tree: nil, displayList: list, warnings: [], scrollViews: [], scrolledTo: nil, hostMS: 0)
        response.animationStart = list
        let back = try BinaryMessageDecoder.decode(HostResponse.self, from: try BinaryMessageEncoder.encode(response))
        #expect(try json(back.displayList) == json(list))
        #expect(try json(back.animationStart) == json(list))
    }

    @Test("a display list cut short or with a byte changed throws or decodes; nothing crashes")
    func badDisplayListBytes() throws {
        let bytes = try BinaryMessageEncoder.encode(Self.everything)
        for cut in stride(from: 0, to: bytes.count, by: 7) {
            #expect(throws: (any Error).self) { try BinaryMessageDecoder.decode(DisplayList.self, from: Array(bytes[..<cut])) }
        }
        for i in stride(from: 0, to: bytes.count, by: 3) {
            for v: UInt8 in [0, 9, 0xff] {
                var bad = bytes
                bad[i] = v
                _ = try? BinaryMessageDecoder.decode(DisplayList.self, from: bad)
            }
        }
    }

    @Test("groups nested past the limit are an error, not a stack overflow")
    func deepGroups() throws {
        var item = DisplayItem(identity: "x", frame: .zero, content: .shape(DisplayShapeDrawing(outline: .rectangle(.zero), fill: nil)))
        for _ in 0..<(DisplayListWriter.maximumNesting + 5) { item = DisplayItem(identity: "g", frame: .zero, content: .group(DisplayGroup(opacity: 0.5, children: [item]))) }
        let list = DisplayList(size: .zero, colorScheme: .light, backgroundColor: Color.Resolved(red: 1, green: 1, blue: 1), items: [item])
        #expect(throws: BinaryCodingError.self) { try BinaryMessageEncoder.encode(list) }
    }
}
