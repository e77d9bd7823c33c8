import Foundation
import Trellis

// A display list written field by field, for the window and the host: Codable through the
// binary message format spent most of a resize frame's trip there (generic containers, their
// metadata looked up per value, keys written and found by name) — a list screen's list took
// about a millisecond each way. Both ends are the same build, so fields go in a fixed order with
// no keys: numbers as their bytes, strings with their length, optionals and enums as a byte.
// The rare and intricate values (gradients, colour adjustments) go through the
// message format inside, so nothing is left out.

/// Writes a display list's fields in order.
struct DisplayListWriter {
    private(set) var bytes: [UInt8] = []
    /// Groups and masks nest; so does the writer, at most `maximumNesting` deep.
    private var depth = 0
    /// As deep as groups went through Codable's containers (four a level): real lists nest a
    /// few groups; a file that nests hundreds gets an error, not a stack overflow.
    static let maximumNesting = BinaryCoding.maximumDepth / 4

    init() { bytes.reserveCapacity(16 * 1024) }

    mutating func write(_ list: DisplayList) throws {
        size(list.size)
        byte(list.colorScheme == .dark ? 1 : 0)
        color(list.backgroundColor)
        try items(list.items)
    }

    // MARK: Scalars

    mutating func byte(_ v: UInt8) { bytes.append(v) }
    /// A value of a few cases, as its index in `cases` (`DisplayCases`; the reader's `oneOf`).
    mutating func oneOf<T: Equatable>(_ v: T, _ cases: [T]) { byte(UInt8(cases.firstIndex(of: v) ?? 0)) }
    mutating func bool(_ v: Bool) { bytes.append(v ? 1 : 0) }
    mutating func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func int(_ v: Int) { withUnsafeBytes(of: Int64(v).littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func double(_ v: Double) { withUnsafeBytes(of: v.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func float(_ v: Float) { withUnsafeBytes(of: v.bitPattern.littleEndian) { bytes.append(contentsOf: $0) } }
    mutating func number(_ v: CGFloat) { double(Double(v)) }
    mutating func string(_ v: String) {
        var s = v
        s.withUTF8 { utf8 in
            u32(UInt32(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }
    mutating func optional<T>(_ v: T?, _ write: (inout DisplayListWriter, T) throws -> Void) rethrows {
        guard let v else { return byte(0) }
        byte(1)
        try write(&self, v)
    }
    /// A value through the binary message format (Codable), length first.
    mutating func codable<T: Encodable>(_ v: T) throws {
        let encoded = try BinaryMessageEncoder.encode(v)
        u32(UInt32(encoded.count))
        bytes.append(contentsOf: encoded)
    }

    // MARK: Geometry and colour

    mutating func point(_ p: CGPoint) { number(p.x); number(p.y) }
    mutating func size(_ s: CGSize) { number(s.width); number(s.height) }
    mutating func rect(_ r: CGRect) { point(r.origin); size(r.size) }
    mutating func color(_ c: Color.Resolved) { float(c.red); float(c.green); float(c.blue); float(c.opacity) }

    // MARK: Items

    mutating func items(_ items: [DisplayItem]) throws {
        guard depth < Self.maximumNesting else { throw BinaryCodingError.tooDeep }
        depth += 1
        defer { depth -= 1 }
        u32(UInt32(items.count))
        for item in items { try self.item(item) }
    }

    mutating func item(_ item: DisplayItem) throws {
        string(item.identity)
        rect(item.frame)
        switch item.content {
        case let .shape(s):
            byte(0)
            try shape(s.outline)
            try optional(s.fill) { try $0.paint($1) }
            bool(s.fillStyle.isEOFilled)
            bool(s.fillStyle.isAntialiased)
            try optional(s.stroke) { try $0.paint($1) }
            strokeStyle(s.strokeStyle)
        case let .text(t):
            byte(1)
            try text(t)
        case let .image(i):
            byte(2)
            try image(i)
        case let .group(g):
            byte(3)
            double(g.opacity)
            u32(UInt32(g.effects.count))
            for effect in g.effects { try self.effect(effect) }
            try items(g.children)
        }
    }

    mutating func shape(_ shape: DisplayShape) throws {
        switch shape {
        case let .rectangle(r): byte(0); rect(r)
        case let .roundedRectangle(r, corner, style): byte(1); rect(r); size(corner); bool(style == .continuous)
        case let .ellipse(r): byte(2); rect(r)
        case let .capsule(r): byte(3); rect(r)
        case let .path(p): byte(4); path(p)
        }
    }

    mutating func path(_ p: Path) {
        u32(UInt32(p.elements.count))
        for element in p.elements {
            switch element {
            case let .move(to): byte(0); point(to)
            case let .line(to): byte(1); point(to)
            case let .quadCurve(to, control): byte(2); point(to); point(control)
            case let .curve(to, control1, control2): byte(3); point(to); point(control1); point(control2)
            case .closeSubpath: byte(4)
            }
        }
    }

    // MARK: Images

    /// An image field by field: a list screen's rows hold symbols, whose paths through Codable
    /// were most of the window's decoding on every resize frame.
    mutating func image(_ i: DisplayImage) throws {
        switch i.source {
        case let .file(url, scale): byte(0); string(url.absoluteString); number(scale)
        case let .symbol(glyph):
            byte(1)
            string(glyph.name)
            size(glyph.size)
            u32(UInt32(glyph.elements.count))
            for element in glyph.elements {
                path(element.path)
                switch element.mode {
                case .fill: byte(0)
                case .evenOddFill: byte(1)
                case let .stroke(width): byte(2); number(width)
                case .eraseFill: byte(3)
                case let .eraseStroke(width): byte(4); number(width)
                }
            }
            bool(glyph.isPlaceholder)
        case let .placeholder(label): byte(2); string(label)
        }
        try optional(i.tint) { try $0.paint($1) }
        oneOf(i.interpolation, DisplayCases.interpolations)
        bool(i.isAntialiased)
    }

    mutating func paint(_ paint: ResolvedPaint) throws {
        if case let .color(c) = paint {
            byte(0)
            color(c)
        } else {
            byte(1)
            try codable(paint)
        }
    }

    mutating func strokeStyle(_ s: StrokeStyle) {
        number(s.lineWidth)
        int(Int(s.lineCap.rawValue))
        int(Int(s.lineJoin.rawValue))
        number(s.miterLimit)
        u32(UInt32(s.dash.count))
        for d in s.dash { number(d) }
        number(s.dashPhase)
    }

    mutating func effect(_ effect: DisplayEffect) throws {
        switch effect {
        case let .clip(shape, eoFill): byte(0); try self.shape(shape); bool(eoFill)
        case let .shadow(c, radius, offset): byte(1); color(c); number(radius); size(offset)
        case let .blur(radius, opaque): byte(2); number(radius); bool(opaque)
        case let .transform(rotation, sx, sy, anchor): byte(3); number(rotation); number(sx); number(sy); point(anchor)
        case let .colorAdjustment(adjustment): byte(4); try codable(adjustment)
        case let .mask(items): byte(5); try self.items(items)
        }
    }

    // MARK: Text

    mutating func text(_ t: DisplayText) throws {
        let r = t.request
        u32(UInt32(r.runs.count))
        for run in r.runs {
            string(run.string)
            font(run.font)
            number(run.tracking)
            number(run.baselineOffset)
            optional(run.attachment) { $0.size($1.size); $0.number($1.ascent) }
        }
        optional(r.lineLimit) { $0.int($1) }
        optional(r.minimumLines) { $0.int($1) }
        oneOf(r.truncationMode, DisplayCases.truncationModes)
        oneOf(r.alignment, DisplayCases.textAlignments)
        number(r.lineSpacing)
        number(r.minimumScaleFactor)
        bool(r.allowsTightening)
        optional(t.proposal.width) { $0.number($1) }
        optional(t.proposal.height) { $0.number($1) }
        u32(UInt32(t.runs.count))
        for run in t.runs {
            try paint(run.paint)
            optional(run.underline) { $0.color($1) }
            optional(run.strikethrough) { $0.color($1) }
            try optional(run.image) { try $0.image($1) }
        }
        number(t.alignment)
        let result = t.result
        size(result.size)
        number(result.firstBaseline)
        number(result.lastBaseline)
        int(result.lineCount)
        number(result.fontScale)
        number(result.tightening)
        bool(result.isTruncated)
        optional(result.lineBreaking) { w, breaking in
            w.optional(breaking.width) { $0.number($1) }
            w.optional(breaking.height) { $0.number($1) }
        }
    }

    mutating func font(_ f: ResolvedFont) {
        optional(f.family) { $0.string($1) }
        number(f.size)
        int(f.weight)
        bool(f.italic)
        oneOf(f.design, DisplayCases.fontDesigns)
        bool(f.monospacedDigits)
        bool(f.smallCaps)
    }
}

/// Reads what `DisplayListWriter` wrote; throws on bytes that end early or hold what no writer writes.
struct DisplayListReader {
    private let bytes: [UInt8]
    private var offset: Int
    private let end: Int
    /// Groups and masks nest; so does the reader, as deep as the writer.
    private var depth = 0

    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        offset = start
        self.end = end
    }

    mutating func read() throws -> DisplayList {
        let size = try self.size()
        let scheme: ColorScheme = try byte() == 1 ? .dark : .light
        let background = try color()
        return DisplayList(size: size, colorScheme: scheme, backgroundColor: background, items: try items())
    }

    private func corrupt(_ what: String) -> DecodingError {
        DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "display list: \(what)"))
    }

    // MARK: Scalars

    private mutating func take(_ n: Int) throws -> Int {
        guard n >= 0, offset + n <= end else { throw corrupt("truncated") }
        defer { offset += n }
        return offset
    }
    mutating func byte() throws -> UInt8 { bytes[try take(1)] }
    /// A value the writer's `oneOf` wrote: the case at its index in `cases`; `what` names it when corrupt.
    mutating func oneOf<T>(_ cases: [T], _ what: String) throws -> T {
        let i = Int(try byte())
        guard i < cases.count else { throw corrupt("not \(what)") }
        return cases[i]
    }
    mutating func bool() throws -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw corrupt("not a bool")
        }
    }
    private mutating func load<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let at = try take(MemoryLayout<T>.size)
        return bytes.withUnsafeBytes { T(littleEndian: $0.loadUnaligned(fromByteOffset: at, as: T.self)) }
    }
    mutating func u32() throws -> UInt32 { try load(UInt32.self) }
    mutating func int() throws -> Int {
        guard let v = Int(exactly: try load(Int64.self)) else { throw corrupt("integer out of range") }
        return v
    }
    mutating func double() throws -> Double { Double(bitPattern: try load(UInt64.self)) }
    mutating func float() throws -> Float { Float(bitPattern: try load(UInt32.self)) }
    mutating func number() throws -> CGFloat { CGFloat(try double()) }
    mutating func string() throws -> String {
        let n = Int(try u32())
        let at = try take(n)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[at..<(at + n)]), as: UTF8.self) }
    }
    mutating func optional<T>(_ read: (inout DisplayListReader) throws -> T) throws -> T? {
        switch try byte() {
        case 0: return nil
        case 1: return try read(&self)
        default: throw corrupt("not an optional")
        }
    }
    mutating func codable<T: Decodable>(_ type: T.Type) throws -> T {
        let n = Int(try u32())
        let at = try take(n)
        return try BinaryMessageDecoder.decode(type, from: Array(bytes[at..<(at + n)]))
    }
    /// A count of things each at least `least` bytes long, checked against what is left.
    private mutating func count(least: Int) throws -> Int {
        let n = Int(try u32())
        guard n * max(least, 1) <= end - offset else { throw corrupt("count beyond the message") }
        return n
    }

    // MARK: Geometry and colour

    mutating func point() throws -> CGPoint { CGPoint(x: try number(), y: try number()) }
    mutating func size() throws -> CGSize { CGSize(width: try number(), height: try number()) }
    mutating func rect() throws -> CGRect { CGRect(origin: try point(), size: try size()) }
    mutating func color() throws -> Color.Resolved {
        Color.Resolved(red: try float(), green: try float(), blue: try float(), opacity: try float())
    }

    // MARK: Items

    mutating func items() throws -> [DisplayItem] {
        guard depth < DisplayListWriter.maximumNesting else { throw corrupt("nested too deep") }
        depth += 1
        defer { depth -= 1 }
        let n = try count(least: 37)
        var items: [DisplayItem] = []
        items.reserveCapacity(n)
        for _ in 0..<n { items.append(try item()) }
        return items
    }

    mutating func item() throws -> DisplayItem {
        let identity = try string()
        let frame = try rect()
        let content: DisplayItem.Content
        switch try byte() {
        case 0:
            let outline = try shape()
            let fill = try optional { try $0.paint() }
            let fillStyle = FillStyle(eoFill: try bool(), antialiased: try bool())
            let stroke = try optional { try $0.paint() }
            content = .shape(DisplayShapeDrawing(outline: outline, fill: fill, fillStyle: fillStyle, stroke: stroke, strokeStyle: try strokeStyle()))
        case 1:
            content = .text(try text())
        case 2:
            content = .image(try image())
        case 3:
            let opacity = try double()
            let effectCount = try count(least: 1)
            var effects: [DisplayEffect] = []
            for _ in 0..<effectCount { effects.append(try effect()) }
            content = .group(DisplayGroup(opacity: opacity, effects: effects, children: try items()))
        default:
            throw corrupt("not an item")
        }
        return DisplayItem(identity: identity, frame: frame, content: content)
    }

    mutating func shape() throws -> DisplayShape {
        switch try byte() {
        case 0: return .rectangle(try rect())
        case 1: return .roundedRectangle(try rect(), cornerSize: try size(), style: try bool() ? .continuous : .circular)
        case 2: return .ellipse(try rect())
        case 3: return .capsule(try rect())
        case 4: return .path(try path())
        default: throw corrupt("not a shape")
        }
    }

    mutating func path() throws -> Path {
        let n = try count(least: 1)
        var p = Path()
        for _ in 0..<n {
            switch try byte() {
            case 0: p.move(to: try point())
            case 1: p.addLine(to: try point())
            case 2: p.addQuadCurve(to: try point(), control: try point())
            case 3: p.addCurve(to: try point(), control1: try point(), control2: try point())
            case 4: p.closeSubpath()
            default: throw corrupt("not a path element")
            }
        }
        return p
    }

    // MARK: Images

    mutating func image() throws -> DisplayImage {
        let source: DisplayImage.Source
        switch try byte() {
        case 0:
            guard let url = URL(string: try string()) else { throw corrupt("not an image URL") }
            source = .file(url, scale: try number())
        case 1:
            let name = try string(), size = try self.size()
            let n = try count(least: 5)
            var elements: [SymbolGlyph.Element] = []
            elements.reserveCapacity(n)
            for _ in 0..<n {
                let path = try self.path()
                let mode: SymbolGlyph.Mode
                switch try byte() {
                case 0: mode = .fill
                case 1: mode = .evenOddFill
                case 2: mode = .stroke(width: try number())
                case 3: mode = .eraseFill
                case 4: mode = .eraseStroke(width: try number())
                default: throw corrupt("not a symbol mode")
                }
                elements.append(SymbolGlyph.Element(path: path, mode: mode))
            }
            source = .symbol(SymbolGlyph(name: name, size: size, elements: elements, isPlaceholder: try bool()))
        case 2:
            source = .placeholder(label: try string())
        default:
            throw corrupt("not an image source")
        }
        let tint = try optional { try $0.paint() }
        let interpolation = try oneOf(DisplayCases.interpolations, "an interpolation")
        return DisplayImage(source: source, tint: tint, interpolation: interpolation, isAntialiased: try bool())
    }

    mutating func paint() throws -> ResolvedPaint {
        switch try byte() {
        case 0: return .color(try color())
        case 1: return try codable(ResolvedPaint.self)
        default: throw corrupt("not a paint")
        }
    }

    mutating func strokeStyle() throws -> StrokeStyle {
        let width = try number()
        guard let cap = Int32(exactly: try int()).flatMap(CGLineCap.init(rawValue:)),
              let join = Int32(exactly: try int()).flatMap(CGLineJoin.init(rawValue:)) else { throw corrupt("not a stroke style") }
        let miter = try number()
        let n = try count(least: 8)
        var dash: [CGFloat] = []
        for _ in 0..<n { dash.append(try number()) }
        return StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join, miterLimit: miter, dash: dash, dashPhase: try number())
    }

    mutating func effect() throws -> DisplayEffect {
        switch try byte() {
        case 0: return .clip(try shape(), eoFill: try bool())
        case 1: return .shadow(color: try color(), radius: try number(), offset: try size())
        case 2: return .blur(radius: try number(), opaque: try bool())
        case 3: return .transform(rotation: try number(), scaleX: try number(), scaleY: try number(), anchor: try point())
        case 4: return .colorAdjustment(try codable(ColorAdjustment.self))
        case 5: return .mask(try items())
        default: throw corrupt("not an effect")
        }
    }

    // MARK: Text

    mutating func text() throws -> DisplayText {
        let runCount = try count(least: 40)
        var runs: [TextRun] = []
        for _ in 0..<runCount {
            var run = TextRun(string: try string(), font: try font())
            run.tracking = try number()
            run.baselineOffset = try number()
            run.attachment = try optional { TextAttachment(size: try $0.size(), ascent: try $0.number()) }
            runs.append(run)
        }
        var request = TextLayoutRequest(runs: runs, lineLimit: try optional { try $0.int() })
        request.minimumLines = try optional { try $0.int() }
        request.truncationMode = try oneOf(DisplayCases.truncationModes, "a truncation mode")
        request.alignment = try oneOf(DisplayCases.textAlignments, "a text alignment")
        request.lineSpacing = try number()
        request.minimumScaleFactor = try number()
        request.allowsTightening = try bool()
        let proposal = ProposedViewSize(width: try optional { try $0.number() }, height: try optional { try $0.number() })
        let paintCount = try count(least: 4)
        var paints: [DisplayText.Run] = []
        for _ in 0..<paintCount {
            paints.append(DisplayText.Run(paint: try paint(), underline: try optional { try $0.color() },
                                          strikethrough: try optional { try $0.color() },
                                          image: try optional { try $0.image() }))
        }
        let lineAlignment = try number()
        var result = TextLayoutResult(size: try size(), firstBaseline: try number(), lastBaseline: try number(), lineCount: try int(),
                                      fontScale: try number(), tightening: try number(), isTruncated: try bool())
        result.lineBreaking = try optional { r in
            TextLayoutResult.LineBreaking(width: try r.optional { try $0.number() }, height: try r.optional { try $0.number() })
        }
        return DisplayText(request: request, proposal: proposal, runs: paints, alignment: lineAlignment, result: result)
    }

    mutating func font() throws -> ResolvedFont {
        let family = try optional { try $0.string() }
        let size = try number(), weight = try int(), italic = try bool()
        let design = try oneOf(DisplayCases.fontDesigns, "a font design")
        return ResolvedFont(family: family, size: size, weight: weight, italic: italic, design: design,
                            monospacedDigits: try bool(), smallCaps: try bool())
    }
}

/// The cases of the small enums a display list holds, in the order both sides index them.
enum DisplayCases {
    static let interpolations: [Image.Interpolation] = [.none, .low, .medium, .high]
    static let truncationModes: [Text.TruncationMode] = [.head, .middle, .tail]
    static let textAlignments = Array(TextAlignment.allCases)
    static let fontDesigns: [ResolvedFont.Design] = [.default, .serif, .rounded, .monospaced]
}
