import Foundation

/// A small deterministic generator (xorshift*), so a run can be repeated with `--seed`.
struct FuzzRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

/// Mutations of layout files: bytes, numbers, tokens, snippets that reach the limits (numbers
/// at the edges of Int and Double, sizes for C, long and deep runs), and splices between seeds.
struct Mutator {
    var random: FuzzRandom

    static let numbers = [
        "0", "-0", "1", "-1", "2", "255", "256", "65536", "4294967296", "9223372036854775807", "-9223372036854775807 - 1",
        "Int.max", "Int.min", "(Int.max)", "-(Int.min)", "1e308", "-1e308", "1e-300", "5e-324", ".infinity", "-.infinity", ".nan",
        ".greatestFiniteMagnitude", ".leastNonzeroMagnitude", "1e5", "1e7", "100000", "1e15", "0.0000001", ".pi * 1e300",
        "CGFloat.infinity", "Double.nan", "Int.max / 2", "Int.min % -1", "abs(Int.min)", "(0...Int.max).count",
    ]

    static let snippets = [
        ".frame(width: 1e308, height: .nan)", ".frame(width: .leastNonzeroMagnitude, height: 1e308)", ".font(.system(size: 1e5))",
        ".font(.system(size: .nan))", ".font(.system(size: -1))", ".environment(\\.lineSpacing, .pi * 1e300)", ".lineSpacing(1e300)",
        ".scaleEffect(1e-300)", ".scaleEffect(1e300)", ".scaleEffect(x: 0, y: 1e10)", ".rotationEffect(.degrees(1e300))",
        ".shadow(radius: 1e308)", ".shadow(radius: .nan, x: 1e308, y: -1e308)", ".blur(radius: .infinity)", ".blur(radius: 1e6)",
        ".padding(-1e308)", ".padding(1e308)", ".offset(x: 1e308, y: .nan)", ".position(x: .infinity, y: 1)", ".kerning(1e300)",
        ".tracking(-1e300)", ".baselineOffset(1e300)", ".stroke(lineWidth: 1e300)", ".stroke(style: StrokeStyle(lineWidth: .nan, dash: [1e308, 0]))",
        ".cornerRadius(1e308)", ".opacity(.nan)", ".aspectRatio(1e-300, contentMode: .fit)", ".aspectRatio(.nan, contentMode: .fill)",
        ".lineLimit(Int.max)", ".lineLimit(-1)", ".minimumScaleFactor(1e-300)", ".layoutPriority(.infinity)", ".zIndex(.nan)",
        ".border(Color.red, width: 1e300)", ".clipShape(RoundedRectangle(cornerRadius: .infinity))", ".fixedSize()",
        ".frame(minWidth: 1e308, maxWidth: 1)", ".frame(maxWidth: .infinity, maxHeight: .infinity)", ".alignmentGuide(.leading) { d in d.width * 1e308 }",
        "Text(String(repeating: \"ab\", count: 100000))", "Text(String(repeating: \"\\n\", count: 100000))",
        "Text(String(repeating: \"W\", count: 100000))", "Text(\"\\(Int.max + 1)\")", "Text(\"\\(abs(-9223372036854775807 - 1))\")",
        "Text(\"\\(-(Int.min))\")", "Text(\"\\(Int.min % -1)\")", "Text(\"\\(0...Int.max)\")", "Text(\"\\((Int.min..<0).count)\")",
        "ForEach(Int.min..<0) { i in Text(\"\\(i)\") }", "ForEach(0..<100000) { i in Text(\"\\(i)\") }", "Text(\"\\(Array(0..<10).prefix(Int.max))\")",
        "Image(\"/dev/stdin\")", "Image(\"/dev/zero\")", "Image(\"\")", "Image(\"/\")", "Image(\"/proc/self/mem\")", "Image(systemName: \"\")",
        "Text(\"\\(1, specifier: \"%@\")\")", "Text(\"\\(1.5, specifier: \"%s%s%n\")\")", "Text(\"\\(2, specifier: \"%999999999d\")\")",
        "Text(\"\\([[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]])\")", "Text(verbatim: \"\\u{0}\\u{FFFF}\")",
        "Color(hue: .nan, saturation: 1e308, brightness: -1)", "Color(red: .infinity, green: .nan, blue: -1)",
        "GeometryReader { p in Color.red.frame(width: p.size.width * 1e308) }", "ScrollView { Color.red.frame(height: 1e308) }",
        "LazyVStack { ForEach(0..<10000) { i in Text(\"\\(i)\") } }", "Grid { GridRow { Color.red.gridCellColumns(Int.max) } }",
        "LazyVGrid(columns: [GridItem(.adaptive(minimum: 1e-300))]) { Color.red }", "LazyVGrid(columns: Array(repeating: GridItem(), count: 10000)) { Color.red }",
        "Path { p in p.addArc(center: .zero, radius: 1e308, startAngle: .zero, endAngle: .degrees(1e300), clockwise: true) }",
        "RoundedRectangle(cornerRadius: .nan)", "Circle().trim(from: .nan, to: 1e308)", "Spacer(minLength: 1e308)", "Divider().frame(height: -1e308)",
        "HStack(spacing: 1e308) { Color.red; Color.blue }", "VStack(spacing: .nan) { Text(\"a\"); Text(\"b\") }",
        "Text(\"a\").font(.custom(\"\", size: 1e300))", "Toggle(\"x\", isOn: .constant(true)).controlSize(.extraLarge).scaleEffect(1e8)",
        "ProgressView(value: .nan, total: 0)", "ProgressView(value: 1e308, total: -1)", "Label(\"x\", systemImage: \"star\").imageScale(.large).font(.system(size: 1e4))",
        "LinearGradient(colors: [], startPoint: .top, endPoint: .bottom)", "AngularGradient(colors: [.red], center: .center, startAngle: .degrees(.nan), endAngle: .degrees(1e308))",
        "RadialGradient(colors: [.red, .blue], center: .center, startRadius: -1e308, endRadius: .nan)",
        // Code that traps or never ends when compiled (the interpreter refuses most of it).
        "Text(\"\\([Int]()[1])\")", "Text(\"\\(Int(\"x\")!)\")", "Text({ () -> String in fatalError(\"boom\") }())",
        "Text({ () -> String in while true {} }())", "Color.red.frame(width: { func f(_ n: Int) -> CGFloat { f(n + 1) }; return f(0) }())",
        "Text(\"\\(Int.max + Int(\"1\")!)\")", "Text(\"\\([1, 2].randomElement()! / Int(\"0\")!)\")",
        "Text(String(repeating: \"x\", count: -1))", "ForEach(0..<Int(\"-1\")!) { i in Text(\"\\(i)\") }",
    ]

    static let statements = [
        "var t = \"ab\"\nfor _ in 0..<64 { t = t + t }", "var a = [1]\nfor _ in 0..<64 { a = a + a }", "var i = Int.max\ni += 1",
        "var x = 1\nwhile true { x += 1 }", "let s = stride(from: 0, through: Int.max, by: 1)", "let r = (Int.min..<0).count",
        "let s = String(repeating: \"x\", count: Int.max)", "let d = Int(Double.infinity)", "let d = Int(1e300)", "let z = 1 / 0",
    ]

    static let tokens = ["{", "}", "(", ")", "[", "]", "\\(", "\"", "\"\"\"", "#", "$0", ".", ",", ":", "@", "\n", " ", "//", "/*", "*/",
                         "let ", "var ", "if ", "for ", "in ", "struct ", "func ", "return ", "some View", "View", "Layout", "-", "+", "*", "/", "%",
                         "...", "..<", "??", "!", "?", "&&", "||", "==", "=", "\\.", "\u{0}", "\u{FEFF}", "é", "🙂", "\u{202E}"]

    /// Whether the mutants go to the compiled path: then a quarter of them also get one of the
    /// shapes that cost swiftc or the compiled code the most (`shape`).
    var compiled = false

    init(seed: UInt64, compiled: Bool = false) {
        random = FuzzRandom(seed: seed)
        self.compiled = compiled
    }

    /// One mutant of `input` (one to four mutations stacked); `other` is a second seed to splice from.
    mutating func mutate(_ input: [UInt8], other: [UInt8]) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(4) {
            bytes = mutateOnce(bytes, other: other)
            if bytes.count > 4 << 20 { bytes = Array(bytes.prefix(4 << 20)) }
        }
        if compiled && random.chance(25) { bytes = shape(bytes) }
        return bytes
    }

    /// The compiled path's costly shapes: a long chain of modifiers, a view or a layout that calls
    /// itself, an endless loop in a layout method, a file of 100 KB+ of deeply nested views.
    mutating func shape(_ b: [UInt8]) -> [UInt8] {
        let n = random.below(1000)
        switch random.below(6) {
        case 0: // a long chain of modifiers where a view may be
            let length = [50, 500, 2_000][random.below(3)]
            let modifier = [".padding()", ".padding(1)", ".frame(width: 10)", ".opacity(0.5)", ".border(Color.red)"][random.below(5)]
            return insertSnippet(b, ["Text(\"chain\")" + String(repeating: modifier, count: length)])
        case 1: // a view that contains itself
            let container = ["ViewThatFits", "VStack", "HStack", "ZStack", "Group"][random.below(5)]
            let declaration = "\nstruct Rec\(n): View {\n    var body: some View {\n        \(container) {\n            Rec\(n)()\n            Text(\"a\")\n        }\n    }\n}\n"
            return insertSnippet(b, ["Rec\(n)()"]) + Array(declaration.utf8)
        case 2: // a layout whose sizeThatFits calls itself
            let declaration = """

                struct Mirror\(n): Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        let size = sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
                        return CGSize(width: size.width + 1, height: size.height)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
                }

                """
            return insertSnippet(b, ["Mirror\(n) { Text(\"m\") }"]) + Array(declaration.utf8)
        case 3: // an endless loop in a layout method
            let method = random.chance(50) ? "sizeThatFits" : "placeSubviews"
            let loop = "var k = 0\n        while k >= 0 { k += 1 }"
            let declaration = """

                struct Endless\(n): Layout {
                    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                        \(method == "sizeThatFits" ? loop : "")
                        return CGSize(width: 10, height: 10)
                    }
                    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                        \(method == "placeSubviews" ? loop : "")
                    }
                }

                """
            return insertSnippet(b, ["Endless\(n) { Text(\"e\") }"]) + Array(declaration.utf8)
        default: // a file of 100 KB+ of nested stacks, sometimes with a view that contains itself
            return Array(Self.nestedFile(depth: 7 + random.below(2), recursive: random.chance(50), seed: n).utf8)
        }
    }

    /// Stacks nested `depth` deep, three children a level (depth 7: 2,187 leaves, about 150 KB with
    /// the indentation), a preview of them, and `RecA`, which contains itself, among the leaves.
    static func nestedFile(depth: Int, recursive: Bool, seed: Int) -> String {
        var lines = ["import SwiftUI", ""]
        if recursive {
            lines += ["struct RecA: View {", "    var body: some View {", "        ViewThatFits {", "            RecA()", "            Text(\"a\")",
                      "        }", "    }", "}", ""]
        }
        lines += ["struct Nested\(seed): View {", "    var body: some View {"]
        var leaves = 0
        func emit(_ level: Int, _ indent: Int) {
            let pad = String(repeating: "    ", count: indent)
            if level == 0 {
                leaves += 1
                lines.append(pad + (recursive && leaves % 300 == 0 ? "RecA()" : "Text(\"leaf \(leaves)\").padding(\(leaves % 5))"))
                return
            }
            lines.append(pad + (level % 2 == 0 ? "VStack {" : "HStack {"))
            for _ in 0..<3 { emit(level - 1, indent + 1) }
            lines.append(pad + "}")
        }
        emit(depth, 2)
        lines += ["    }", "}", "", "#Preview {", "    Nested\(seed)()", "}", ""]
        return lines.joined(separator: "\n")
    }

    private mutating func position(_ bytes: [UInt8]) -> Int { random.below(bytes.count + 1) }

    private mutating func mutateOnce(_ bytes: [UInt8], other: [UInt8]) -> [UInt8] {
        var b = bytes
        switch random.below(15) {
        case 0: // flip a byte
            if !b.isEmpty { b[random.below(b.count)] ^= UInt8(1 << random.below(8)) }
        case 1: // random bytes
            let at = position(b)
            b.insert(contentsOf: (0..<(1 + random.below(8))).map { _ in UInt8(truncatingIfNeeded: random.next()) }, at: at)
        case 2: // delete a range
            if !b.isEmpty {
                let at = random.below(b.count)
                b.removeSubrange(at..<min(b.count, at + 1 + random.below(64)))
            }
        case 3, 4: // a number replaced by an edge value
            b = replaceNumber(b)
        case 5, 6: // a snippet after a closing parenthesis or at a line start
            b = insertSnippet(b, Self.snippets)
        case 7: // a token
            let at = position(b)
            b.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: at)
        case 8: // a statement where statements may go
            b = insertSnippet(b, Self.statements, afterBrace: true)
        case 9: // duplicate a range (many times, sometimes)
            if !b.isEmpty {
                let at = random.below(b.count)
                let piece = Array(b[at..<min(b.count, at + 1 + random.below(80))])
                let times = random.chance(10) ? 1 + random.below(2000) : 1 + random.below(4)
                var repeated: [UInt8] = []
                for _ in 0..<times { repeated += piece }
                b.insert(contentsOf: repeated, at: at)
            }
        case 10: // splice from another seed
            if !other.isEmpty {
                let from = random.below(other.count)
                let piece = other[from..<min(other.count, from + 1 + random.below(400))]
                b.insert(contentsOf: piece, at: position(b))
            }
        case 11: // long flat runs and deep nests
            let at = position(b)
            let n = [10, 100, 1_000, 10_000, 50_000][random.below(5)]
            switch random.below(5) {
            case 0: b.insert(contentsOf: Array(("1" + String(repeating: "+1", count: n)).utf8), at: at)
            case 1: b.insert(contentsOf: Array((String(repeating: "[", count: min(n, 40)) + String(repeating: "]", count: min(n, 40))).utf8), at: at)
            case 2: b.insert(contentsOf: Array(("Text(\"" + String(repeating: "\\n", count: n) + "\")").utf8), at: at)
            case 3: b.insert(contentsOf: Array((String(repeating: "VStack { ", count: min(n, 300)) + "Text(\"x\")" + String(repeating: " }", count: min(n, 300))).utf8), at: at)
            default: b.insert(contentsOf: Array(("Color.red" + String(repeating: ".padding(1)", count: min(n, 5_000))).utf8), at: at)
            }
        case 12: // invalid UTF-8
            let at = position(b)
            b.insert(contentsOf: [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xC0, 0xAF]][random.below(6)], at: at)
        case 13: // swap two lines
            var lines = b.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if lines.count > 1 {
                lines.swapAt(random.below(lines.count), random.below(lines.count))
                b = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            }
        default: // a line duplicated
            var lines = b.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            if !lines.isEmpty {
                let i = random.below(lines.count)
                lines.insert(lines[i], at: i)
                b = Array(lines.joined(separator: [UInt8(ascii: "\n")]))
            }
        }
        return b
    }

    private mutating func replaceNumber(_ b: [UInt8]) -> [UInt8] {
        // The starts of numbers.
        var starts: [Int] = []
        var i = 0
        while i < b.count {
            let isDigit = b[i] >= 0x30 && b[i] <= 0x39
            let previousIsWord = i > 0 && (b[i - 1] == UInt8(ascii: "_") || b[i - 1] >= 0x41 || (b[i - 1] >= 0x30 && b[i - 1] <= 0x39))
            if isDigit, !previousIsWord { starts.append(i) }
            i += 1
        }
        guard !starts.isEmpty else { return b }
        let start = random.pick(starts)
        var end = start
        while end < b.count, (b[end] >= 0x30 && b[end] <= 0x39) || b[end] == UInt8(ascii: ".") || b[end] == UInt8(ascii: "e") || b[end] == UInt8(ascii: "_") { end += 1 }
        var out = b
        out.replaceSubrange(start..<end, with: Array(random.pick(Self.numbers).utf8))
        return out
    }

    private mutating func insertSnippet(_ b: [UInt8], _ list: [String], afterBrace: Bool = false) -> [UInt8] {
        let target = afterBrace ? UInt8(ascii: "{") : UInt8(ascii: ")")
        let places = b.indices.filter { b[$0] == target || b[$0] == UInt8(ascii: "\n") }
        let snippet = random.pick(list)
        var out = b
        if let at = places.isEmpty ? nil : random.pick(places) {
            let text = (afterBrace || b[at] == UInt8(ascii: "\n")) ? "\n" + snippet + "\n" : snippet
            out.insert(contentsOf: Array(text.utf8), at: at + 1)
        } else {
            out += Array(("\n" + snippet + "\n").utf8)
        }
        return out
    }
}
