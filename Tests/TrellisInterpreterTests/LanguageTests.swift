import Foundation
import Testing
import Trellis

/// The Swift subset a layout file may use, each feature checked against the same views built in
/// Swift (same tree, same frames).
@Suite struct Language {
    private func same(_ source: String, _ swift: some View, _ w: CGFloat = 300, _ h: CGFloat = 300,
                      environment: EnvironmentValues = realEnvironment, sourceLocation: SourceLocation = #_sourceLocation) {
        let file = load(source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        let a = layoutFile(file, w, h, environment: environment)
        let b = LayoutTree(of: swift, in: CGSize(width: w, height: h), environment: environment)
        expectSameTree(a.root, b.root, sourceLocation: sourceLocation)
    }

    @Test func literalsAndArithmetic() {
        same("""
            VStack(spacing: 0x4) {
                Color.red.frame(width: 1_00 + 2.5 * 2, height: 10)
                Color.red.frame(width: CGFloat(7 / 2), height: Double(3) * 4)
                Color.red.frame(width: 16 / 9 * 10, height: -(-5))
                Color.red.frame(width: min(40, 30, 50), height: max(1.5, 2))
                Color.red.frame(width: 10 % 4 == 2 && !false ? 20 : 1, height: .nan)
                Color.red.frame(width: abs(-12), height: floor(2.7) + ceil(0.2) + round(1.5))
            }
            """, VStack(spacing: 4) {
                Color.red.frame(width: 105, height: 10)
                Color.red.frame(width: 3, height: 12)
                Color.red.frame(width: 16.0 / 9 * 10, height: 5)
                Color.red.frame(width: 30, height: 2)
                Color.red.frame(width: 20, height: .nan)
                Color.red.frame(width: 12, height: 5)
            })
    }

    /// A body or closure with a `return` of its own returns its value; one without builds its
    /// views, even when a closure inside it returns (`Program.hasReturn` tells them apart).
    @Test func returnsInBodiesAndClosures() {
        same("""
            struct Card: View {
                var body: some View {
                    let label = Text("card")
                    return VStack { label; Text("b") }
                }
            }
            #Preview {
                VStack(spacing: 2) {
                    Card()
                    ForEach(0..<2) { i in return Text("item \\(i)") }
                    GeometryReader { proxy in return Color.red.frame(width: proxy.size.width / 2) }
                }
            }
            """, VStack(spacing: 2) {
                VStack { Text("card"); Text("b") }
                ForEach(0..<2) { i in Text("item \(i)") }
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
            })
    }

    @Test func stringsAndTextConcatenation() {
        same("""
            let name = "Ada"
            let count = 3
            VStack {
                Text("Hello, \\(name)! You have \\(count) notes\\n(\\(count * 2) pages)")
                Text("**Bold** and *italic* \\(2.5) \\(1.23456, specifier: "%.2f")")
                Text(name + " " + String(count))
                Text("One").bold() + Text(" two ").italic() + Text(verbatim: "**three**")
                Text(#"raw \\(name)"#)
            }
            """, VStack {
                let name = "Ada"
                let count = 3
                Text("Hello, \(name)! You have \(count) notes\n(\(count * 2) pages)")
                Text("**Bold** and *italic* \(2.5) \(1.23456, specifier: "%.2f")")
                Text(name + " " + String(count))
                Text("One").bold() + Text(" two ").italic() + Text(verbatim: "**three**")
                Text(#"raw \(name)"#)
            })
    }

    @Test func controlFlowInBuilders() {
        same("""
            enum Mode { case compact, wide }
            struct Flow: View {
                var mode = Mode.wide
                var optional: String? = "set"
                var missing: Int? = nil
                var body: some View {
                    VStack {
                        let side: CGFloat = 30
                        if mode == .compact {
                            Color.red.frame(width: side, height: side)
                        } else if side > 100 {
                            Color.green
                        } else {
                            Color.blue.frame(width: side * 2, height: side)
                        }
                        if let optional { Text(optional) }
                        if let m = missing { Text("\\(m)") } else { Text("none") }
                        switch mode {
                        case .compact: Text("compact")
                        case .wide where side < 10: Text("narrow wide")
                        default: Text("wide")
                        }
                        ForEach(0..<3) { i in Color.gray.frame(width: CGFloat(i + 1) * 10, height: 5) }
                        ForEach(1...2, id: \\.self) { Color.gray.frame(width: 5, height: CGFloat($0)) }
                        ForEach(["a", "b"], id: \\.self) { s in Text(s.uppercased()) }
                    }
                }
            }
            """, VStack {
                let side: CGFloat = 30
                Color.blue.frame(width: side * 2, height: side)
                Text("set")
                Text("none")
                Text("wide")
                ForEach(0..<3) { i in Color.gray.frame(width: CGFloat(i + 1) * 10, height: 5) }
                ForEach(1...2, id: \.self) { Color.gray.frame(width: 5, height: CGFloat($0)) }
                ForEach(["a", "b"], id: \.self) { s in Text(s.uppercased()) }
            })
    }

    @Test func structsHelpersAndInitializers() {
        same("""
            struct Badge: View {
                let title: String
                var color: Color = .orange
                var size: CGFloat = 12
                var body: some View {
                    label
                        .padding(size / 2)
                        .background(color)
                }
                var label: some View { Text(title).font(.system(size: size)) }
            }
            struct Card<Content: View>: View {
                let spacing: CGFloat
                let content: Content
                init(spacing: CGFloat = 4, @ViewBuilder content: () -> Content) {
                    self.spacing = spacing
                    self.content = content()
                }
                var body: some View {
                    VStack(spacing: spacing) { content }.padding()
                }
            }
            struct Screen: View {
                var body: some View {
                    Card(spacing: 10) {
                        Badge(title: "New")
                        Badge(title: "Hot", color: .red, size: 20)
                        row("A", value: 1)
                        row("B")
                    }
                }
                @ViewBuilder
                func row(_ title: String, value: Int = 0) -> some View {
                    Text(title)
                    Text("\\(value)")
                }
            }
            """, VStack(spacing: 10) {
                Text("New").font(.system(size: 12)).padding(6).background(Color.orange)
                Text("Hot").font(.system(size: 20)).padding(10).background(Color.red)
                Text("A")
                Text("1")
                Text("B")
                Text("0")
            }.padding())
    }

    @Test func multipleTrailingClosuresAndClosures() {
        same("""
            struct Split<Top: View, Bottom: View>: View {
                @ViewBuilder let top: Top
                @ViewBuilder let bottom: Bottom
                var body: some View { VStack(spacing: 2) { top; Divider(); bottom } }
            }
            #Preview {
                Split {
                    Color.red.frame(height: 20)
                } bottom: {
                    Color.blue.frame(height: 30)
                }
                .frame(width: 100)
                .alignmentGuide(.leading) { d in d[.leading] + 10 }
                .alignmentGuide(HorizontalAlignment.center) { $0.width / 4 }
            }
            """, VStack(spacing: 2) {
                Color.red.frame(height: 20)
                Divider()
                Color.blue.frame(height: 30)
            }
            .frame(width: 100)
            .alignmentGuide(.leading) { d in d[.leading] + 10 }
            .alignmentGuide(HorizontalAlignment.center) { $0.width / 4 })
    }

    @Test func environmentAndState() {
        var env = realEnvironment
        env.dynamicTypeSize = .accessibility2
        env.layoutDirection = .rightToLeft
        same("""
            struct Reader: View {
                @Environment(\\.dynamicTypeSize) var size
                @Environment(\\.layoutDirection) var direction
                @State private var count = 2
                var body: some View {
                    HStack {
                        if size >= .accessibility1 && size.isAccessibilitySize { Text("big") }
                        if direction == .rightToLeft { Text("rtl") }
                        ForEach(0..<count) { _ in Color.red.frame(width: 5, height: 5) }
                    }
                    .environment(\\.font, .caption)
                }
            }
            """, HStack {
                Text("big")
                Text("rtl")
                ForEach(0..<2) { _ in Color.red.frame(width: 5, height: 5) }
            }.environment(\.font, .caption), environment: env)
    }

    @Test func dataStructsTuplesAndEnumerated() {
        same("""
            struct Item: Identifiable {
                let id: Int
                let name: String
                var width: CGFloat { CGFloat(name.count) * 10 }
            }
            let items = [Item(id: 1, name: "one"), Item(id: 2, name: "three")]
            let pairs: [(label: String, value: Double)] = [("a", 1.5), ("b", 2)]
            #Preview {
                VStack {
                    ForEach(items) { item in Color.red.frame(width: item.width, height: 4) }
                    ForEach(pairs, id: \\.label) { p in Color.blue.frame(width: p.value * 10, height: 4) }
                    ForEach(Array(["x", "y"].enumerated()), id: \\.offset) { pair in Text("\\(pair.offset) \\(pair.element)") }
                    Color.green.frame(width: CGFloat(items.count) * 7, height: items.isEmpty ? 1 : 3)
                }
            }
            """, VStack {
                Color.red.frame(width: 30, height: 4)
                Color.red.frame(width: 50, height: 4)
                Color.blue.frame(width: 15, height: 4)
                Color.blue.frame(width: 20, height: 4)
                Text("0 x")
                Text("1 y")
                Color.green.frame(width: 14, height: 3)
            })
    }

    @Test func previewsAreNamedAndOrdered() {
        let file = load("""
            struct A: View { var body: some View { Text("A") } }
            #Preview { A() }
            #Preview("Second") { Text("two") }
            #Preview { Text("three") }
            """)
        #expect(file.previews == ["Preview 1", "Second", "Preview 3"])
        #expect(layoutFile(file, preview: "Second").root.type == "Text")
        let implicit = load("""
            struct Row: View { let title: String; var body: some View { Text(title) } }
            struct Main: View { var body: some View { Row(title: "x") } }
            """)
        #expect(implicit.previews == ["Main"])
        #expect(load("Color.red").previews == ["Preview 1"])
        let provider = load("""
            struct Card: View { var body: some View { Color.red } }
            struct Card_Previews: PreviewProvider { static var previews: some View { Card() } }
            """)
        #expect(provider.previews == ["Card"])
    }

    @Test func implicitMembersAndStaticMembers() {
        same("""
            VStack(alignment: HorizontalAlignment.leading) {
                Color.red.frame(maxWidth: .infinity, maxHeight: 10, alignment: Alignment.topLeading)
                Text("x").font(Font.system(size: 20, weight: .bold, design: .monospaced)).padding(.horizontal, 8)
                Text("y").font(.title.weight(.light)).padding([.top, .leading], 4)
                Text("z").foregroundStyle(.secondary).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Color.blue.frame(width: 10, height: 10).offset(x: 3).position(x: 40, y: 5)
            }
            """, VStack(alignment: HorizontalAlignment.leading) {
                Color.red.frame(maxWidth: .infinity, maxHeight: 10, alignment: Alignment.topLeading)
                Text("x").font(Font.system(size: 20, weight: .bold, design: .monospaced)).padding(.horizontal, 8)
                Text("y").font(.title.weight(.light)).padding([.top, .leading], 4)
                Text("z").foregroundStyle(.secondary).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
                Color.blue.frame(width: 10, height: 10).offset(x: 3).position(x: 40, y: 5)
            })
    }

    @Test func anyLayoutFollowsTheOverride() {
        let source = """
            struct Switch: View {
                var body: some View {
                    let layout = AnyLayout(HStackLayout(spacing: 6))
                    layout { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 10, height: 10).id("b") }
                }
            }
            """
        var env = realEnvironment
        env.anyLayoutOverride = .vertical
        let tree = layoutFile(load(source), environment: env)
        let a = tree.frame(id: "a")!, b = tree.frame(id: "b")!
        #expect(b.minY == a.maxY + 6)
        #expect(a.minX == b.minX)
    }
}

@Suite struct OptionalEnvironment {
    @Test func switchOverAnOptionalSizeClass() {
        let source = """
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    switch sizeClass {
                    case .compact: Text("compact").id("t")
                    case .regular: Text("regular wide text").id("t")
                    case .none: Text("none").id("t")
                    }
                }
            }
            """
        var env = realEnvironment
        env.horizontalSizeClass = .regular
        let regular = layoutFile(load(source), environment: env)
        let compact = layoutFile(load(source))
        #expect(regular.frame(id: "t")!.width > compact.frame(id: "t")!.width)
        #expect(load(source).diagnostics.isEmpty)
    }
}
