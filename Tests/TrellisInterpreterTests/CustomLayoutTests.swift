import Foundation
import Testing
import Trellis
import TrellisBundledLayouts
@testable import TrellisInterpreter

/// Custom `Layout` conformances declared in layout files: they lay out exactly like the same
/// code compiled, use every requirement of SwiftUI's protocol, and fail safely.
@Suite struct CustomLayoutsInFiles {
    // MARK: - Fidelity with compiled Swift

    /// The compiled sample layouts (Sources/TrellisBundledLayouts), their source files as they are,
    /// read as one layout file.
    static let examplesSource: String = {
        let folder = packageRoot.appendingPathComponent("Sources/TrellisBundledLayouts")
        return ["BasicVStack", "MyEqualWidthHStack", "MyRadialLayout", "FlowLayout"].map {
            (try? String(contentsOf: folder.appendingPathComponent("\($0).swift"), encoding: .utf8)) ?? "missing \($0)"
        }.joined(separator: "\n")
    }()

    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let preview: String
        let view: @Sendable () -> AnyView
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "BasicVStack", preview: """
            BasicVStack(alignment: .trailing) { Text("One").id("a"); Text("Two words").id("b"); Color.red.frame(width: 30, height: 20).id("c") }
            """, view: { AnyView(BasicVStack(alignment: .trailing) { Text("One").id("a"); Text("Two words").id("b"); Color.red.frame(width: 30, height: 20).id("c") }) }),
        Case(name: "MyEqualWidthHStack", preview: """
            MyEqualWidthHStack { Text("Go").id("a"); Text("Cancel").id("b"); Color.red.frame(width: 30, height: 40).id("c") }
            """, view: { AnyView(MyEqualWidthHStack { Text("Go").id("a"); Text("Cancel").id("b"); Color.red.frame(width: 30, height: 40).id("c") }) }),
        Case(name: "MyEqualWidthVStack", preview: """
            MyEqualWidthVStack { Text("Go").id("a"); Text("Cancel").id("b"); Color.red.frame(maxWidth: .infinity).frame(height: 12).id("c") }
            """, view: { AnyView(MyEqualWidthVStack { Text("Go").id("a"); Text("Cancel").id("b"); Color.red.frame(maxWidth: .infinity).frame(height: 12).id("c") }) }),
        Case(name: "MyRadialLayout with Rank", preview: """
            MyRadialLayout { ForEach(0..<5) { i in Text("Pet \\(i)").rank(i % 2 == 0 ? 5 - i : 1).id("p\\(i)") } }
            """, view: { AnyView(MyRadialLayout { ForEach(0..<5) { i in Text("Pet \(i)").rank(i % 2 == 0 ? 5 - i : 1).id("p\(i)") } }) }),
        Case(name: "FlowLayout centred", preview: """
            FlowLayout(alignment: .center, spacing: 6) { ForEach(0..<14) { i in Text(i % 3 == 0 ? "Tag \\(i)" : "Longer tag \\(i)").padding(4).id("t\\(i)") } }
            """, view: { AnyView(FlowLayout(alignment: .center, spacing: 6) { ForEach(0..<14) { i in Text(i % 3 == 0 ? "Tag \(i)" : "Longer tag \(i)").padding(4).id("t\(i)") } }) }),
        Case(name: "FlowLayout with preferred spacing", preview: """
            FlowLayout { ForEach(0..<9) { i in Text("Word\\(i)").id("w\\(i)") }; Color.blue.frame(width: 50, height: 30).id("box") }
            """, view: { AnyView(FlowLayout { ForEach(0..<9) { i in Text("Word\(i)").id("w\(i)") }; Color.blue.frame(width: 50, height: 30).id("box") }) }),
        Case(name: "nested in stacks", preview: """
            VStack(alignment: .leading) { Text("Title"); MyEqualWidthHStack { Text("A"); Text("Bbbb") }; FlowLayout(lineSpacing: 2) { Text("x"); Text("yy"); Text("zzz") } }
            """, view: { AnyView(VStack(alignment: .leading) { Text("Title"); MyEqualWidthHStack { Text("A"); Text("Bbbb") }; FlowLayout(lineSpacing: 2) { Text("x"); Text("yy"); Text("zzz") } }) }),
    ]

    static let windows: [CGSize] = [CGSize(width: 390, height: 844), CGSize(width: 160, height: 300), CGSize(width: 90, height: 600),
                                    CGSize(width: 1000, height: 120)]

    @Test(arguments: cases)
    func sampleLayoutsWrittenInAFileGiveTheCompiledFrames(_ c: Case) {
        let file = load(Self.examplesSource + "\n#Preview {\n" + c.preview + "\n}\n", path: "Examples.swift")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        for size in Self.windows {
            let fromFile = layoutFile(file, size.width, size.height)
            let compiled = LayoutTree(of: c.view(), in: size, environment: realEnvironment)
            expectSameTree(fromFile.root, compiled.root, path: "\(Int(size.width))×\(Int(size.height))")
        }
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    // MARK: - The brief's layout: every requirement

    static let equalWidth = """
        import SwiftUI
        struct Rank: LayoutValueKey { static let defaultValue: Int = 1 }
        extension View { func rank(_ value: Int) -> some View { layoutValue(key: Rank.self, value: value) } }

        struct EqualWidthHStack: Layout {
            var spacing: CGFloat = 8
            struct CacheData { var maxSize: CGSize; var spacings: [CGFloat] }

            func makeCache(subviews: Subviews) -> CacheData {
                let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
                let maxSize = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
                var spacings: [CGFloat] = []
                for index in subviews.indices {
                    spacings.append(index == subviews.count - 1 ? 0 : spacing * CGFloat(subviews[index][Rank.self]))
                }
                return CacheData(maxSize: maxSize, spacings: spacings)
            }

            func updateCache(_ cache: inout CacheData, subviews: Subviews) {
                cache = makeCache(subviews: subviews)
            }

            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
                guard !subviews.isEmpty else { return .zero }
                return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + cache.spacings.reduce(0, +),
                              height: cache.maxSize.height)
            }

            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
                let size = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
                var x = bounds.minX + cache.maxSize.width / 2
                for (index, subview) in subviews.enumerated() {
                    subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: size)
                    x += cache.maxSize.width + cache.spacings[index]
                }
            }

            func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
                var result = ViewSpacing.zero
                result.formUnion(subviews[0].spacing, edges: .leading)
                return result
            }

            func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                   subviews: Subviews, cache: inout CacheData) -> CGFloat? {
                guide == .firstTextBaseline ? bounds.minY + 3 : nil
            }

            static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .horizontal; return p }
        }

        """

    /// The same layout, compiled.
    struct EqualWidthHStack: Layout {
        var spacing: CGFloat = 8
        struct CacheData { var maxSize: CGSize; var spacings: [CGFloat] }

        func makeCache(subviews: Subviews) -> CacheData {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            let maxSize = sizes.reduce(.zero) { CGSize(width: max($0.width, $1.width), height: max($0.height, $1.height)) }
            var spacings: [CGFloat] = []
            for index in subviews.indices {
                spacings.append(index == subviews.count - 1 ? 0 : spacing * CGFloat(subviews[index][TestRank.self]))
            }
            return CacheData(maxSize: maxSize, spacings: spacings)
        }

        func updateCache(_ cache: inout CacheData, subviews: Subviews) {
            cache = makeCache(subviews: subviews)
        }

        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
            guard !subviews.isEmpty else { return .zero }
            return CGSize(width: cache.maxSize.width * CGFloat(subviews.count) + cache.spacings.reduce(0, +),
                          height: cache.maxSize.height)
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
            let size = ProposedViewSize(width: cache.maxSize.width, height: cache.maxSize.height)
            var x = bounds.minX + cache.maxSize.width / 2
            for (index, subview) in subviews.enumerated() {
                subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: size)
                x += cache.maxSize.width + cache.spacings[index]
            }
        }

        func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing {
            var result = ViewSpacing.zero
            result.formUnion(subviews[0].spacing, edges: .leading)
            return result
        }

        func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                               subviews: Subviews, cache: inout CacheData) -> CGFloat? {
            guide == .firstTextBaseline ? bounds.minY + 3 : nil
        }

        static var layoutProperties: LayoutProperties {
            var p = LayoutProperties()
            p.stackOrientation = .horizontal
            return p
        }
    }

    struct TestRank: LayoutValueKey { static let defaultValue: Int = 1 }

    @Test func everyRequirementAsCompiledInsideStacksThatAskForSpacingAndGuides() {
        // The parent VStack asks for spacing (Text above: its spacing meets the layout's), the
        // HStack aligns first text baselines (the layout's explicit guide), the Spacer inside
        // reads the stack orientation.
        let preview = """
            #Preview {
                VStack(spacing: nil) {
                    Text("Header").id("h")
                    HStack(alignment: .firstTextBaseline) {
                        EqualWidthHStack(spacing: 4) { Text("a").id("a"); Text("bbb").rank(2).id("b"); Spacer().id("s") }.id("eq")
                        Text("Big").font(.largeTitle).id("big")
                    }
                    EqualWidthHStack { Text("x") }.id("single")
                }
            }
            """
        let file = load(Self.equalWidth + preview)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let compiled = {
            VStack(spacing: nil) {
                Text("Header").id("h")
                HStack(alignment: .firstTextBaseline) {
                    EqualWidthHStack(spacing: 4) { Text("a").id("a"); Text("bbb").layoutValue(key: TestRank.self, value: 2).id("b"); Spacer().id("s") }.id("eq")
                    Text("Big").font(.largeTitle).id("big")
                }
                EqualWidthHStack { Text("x") }.id("single")
            }
        }
        for size in [CGSize(width: 390, height: 844), CGSize(width: 120, height: 200)] {
            let fromFile = layoutFile(file, size.width, size.height)
            let fromSwift = LayoutTree(of: compiled(), in: size, environment: realEnvironment)
            // Node names: the compiled layout is nested in this test's suite.
            expectSameTree(fromFile.root, fromSwift.root, types: false)
            #expect(fromFile.root.all.contains { $0.type == "EqualWidthHStack" })
        }
        // The guide is used: the layout's top + 3 sits on the big text's baseline (not its own text's).
        let tree = layoutFile(file, 390, 844)
        let eq = tree.frame(id: "eq")!, big = tree.frame(id: "big")!
        let withoutGuide = load(Self.equalWidth.replacingOccurrences(of: "bounds.minY + 3", with: "nil") + preview)
        #expect(layoutFile(withoutGuide, 390, 844).frame(id: "eq")!.minY != eq.minY)
        #expect(big.minY < eq.minY)
    }

    @Test func layoutPropertiesOrientTheSpacerInside() {
        // A Spacer in a horizontal layout is flexible in width only; without the property it is
        // flexible both ways and takes the height offered as well.
        let file = load(Self.equalWidth + "#Preview { EqualWidthHStack { Spacer().id(\"s\") }.frame(height: 100) }")
        let noProperties = load(Self.equalWidth.replacingOccurrences(of: "p.stackOrientation = .horizontal; ", with: "")
                                + "#Preview { EqualWidthHStack { Spacer().id(\"s\") }.frame(height: 100) }")
        let oriented = layoutFile(file, 200, 200).frame(id: "s")!
        let plain = layoutFile(noProperties, 200, 200).frame(id: "s")!
        #expect(oriented.height != plain.height)
        let compiled = LayoutTree(of: EqualWidthHStack { Spacer().id("s") }.frame(height: 100), in: CGSize(width: 200, height: 200), environment: realEnvironment)
        expectFrame(layoutFile(file, 200, 200), "s", compiled.frame(id: "s")!.minX, compiled.frame(id: "s")!.minY,
                    compiled.frame(id: "s")!.width, compiled.frame(id: "s")!.height)
    }

    // MARK: - Caches

    static let counting = """
        struct Counting: Layout {
            struct Counts { var made: Int; var updated: Int; var sized: Int }
            func makeCache(subviews: Subviews) -> Counts { Counts(made: 1, updated: 0, sized: 0) }
            func updateCache(_ cache: inout Counts, subviews: Subviews) { cache.updated += 1 }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Counts) -> CGSize {
                cache.sized += 1
                return CGSize(width: CGFloat(cache.made * 100 + cache.updated), height: CGFloat(cache.sized))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Counts) {
                for s in subviews { s.place(at: CGPoint(x: bounds.minX + CGFloat(cache.sized), y: bounds.minY), proposal: .zero) }
            }
        }
        struct Remade: Layout {
            func makeCache(subviews: Subviews) -> Int { 7 }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
                cache += 1
                return CGSize(width: cache, height: cache)
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {}
        }

        """

    /// The compiled twin of `Counting`.
    struct Counting: Layout {
        struct Counts { var made: Int; var updated: Int; var sized: Int }
        func makeCache(subviews: Subviews) -> Counts { Counts(made: 1, updated: 0, sized: 0) }
        func updateCache(_ cache: inout Counts, subviews: Subviews) { cache.updated += 1 }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Counts) -> CGSize {
            cache.sized += 1
            return CGSize(width: CGFloat(cache.made * 100 + cache.updated), height: CGFloat(cache.sized))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Counts) {
            for s in subviews { s.place(at: CGPoint(x: bounds.minX + CGFloat(cache.sized), y: bounds.minY), proposal: .zero) }
        }
    }

    @Test func theCacheIsMadeOncePerNodeAndKeepsWhatEveryCallWrote() {
        let file = load(Self.counting + "#Preview { VStack { Counting { Color.red.id(\"r\") }.id(\"c\"); Text(\"t\") } }")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let view = file.makeView(placeholders: false)
        let fromFile = ResolvedTree(view, environment: realEnvironment)
        let compiled = ResolvedTree(VStack { Counting { Color.red.id("r") }.id("c"); Text("t") }, environment: realEnvironment)
        for size in [CGSize(width: 300, height: 300), CGSize(width: 200, height: 500), CGSize(width: 50, height: 80)] {
            fromFile.layout(in: size)
            compiled.layout(in: size)
            expectSameTree(fromFile.tree.root, compiled.tree.root)
        }
        // Made once (100), never updated by the engine, sized several times across the passes.
        let c = fromFile.tree.frame(id: "c")!
        #expect(c.width == 100)
        #expect(c.height > 2)
    }

    /// Runs `updateCache` through the Layout API with real subviews, as SwiftUI does when the
    /// subviews change: the file's own one, or SwiftUI's default (make a new cache).
    struct UpdateProbe: Layout {
        let inner: any Layout
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            func run<L: Layout>(_ l: L) -> CGSize {
                var c = l.makeCache(subviews: subviews)
                l.updateCache(&c, subviews: subviews)
                l.updateCache(&c, subviews: subviews)
                return l.sizeThatFits(proposal: proposal, subviews: subviews, cache: &c)
            }
            return run(inner)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    @Test func updateCacheRunsTheFilesMethodOrRemakesTheCache() throws {
        let file = load(Self.counting + "#Preview { Text(\"unused\") }")
        let counting = file.context.makeLayout(try #require(file.context.program.structs["Counting"]), storage: [:])
        let remade = file.context.makeLayout(try #require(file.context.program.structs["Remade"]), storage: [:])
        let a = LayoutTree(of: UpdateProbe(inner: counting) { Color.red }.id("p"), in: CGSize(width: 500, height: 500), environment: realEnvironment)
        // made 1, updated twice, sized once.
        expectFrame(a, "p", 199, 249.5, 102, 1)
        let b = LayoutTree(of: UpdateProbe(inner: remade) { Color.red }.id("p"), in: CGSize(width: 500, height: 500), environment: realEnvironment)
        // No updateCache: a new cache (7), then one size call.
        expectFrame(b, "p", 246, 246, 8, 8)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
    }

    // MARK: - AnyLayout

    @Test func anyLayoutSwitchesBetweenAFileLayoutAndAStack() {
        let source = Self.equalWidth + """
            struct Adaptive: View {
                @Environment(\\.horizontalSizeClass) var sizeClass
                var body: some View {
                    let layout = sizeClass == .regular ? AnyLayout(EqualWidthHStack(spacing: 2)) : AnyLayout(VStackLayout())
                    layout { Text("One").id("1"); Text("Three").id("3") }.id("l")
                }
            }
            #Preview { Adaptive() }
            """
        let file = load(source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        for sizeClass in [UserInterfaceSizeClass.regular, .compact] {
            var environment = realEnvironment
            environment.horizontalSizeClass = sizeClass
            let fromFile = layoutFile(file, 400, 300, environment: environment)
            let layout = sizeClass == .regular ? AnyLayout(EqualWidthHStack(spacing: 2)) : AnyLayout(VStackLayout())
            let compiled = LayoutTree(of: layout { Text("One").id("1"); Text("Three").id("3") }.id("l"), in: CGSize(width: 400, height: 300),
                                      environment: environment)
            expectSameTree(fromFile.root, compiled.root)
        }
        let wide = { var e = realEnvironment; e.horizontalSizeClass = .regular; return e }()
        let tree = layoutFile(file, 400, 300, environment: wide)
        #expect(tree.frame(id: "1")!.minY == tree.frame(id: "3")!.minY, "side by side in the file layout")
    }

    // MARK: - Bad input

    static let broken = try! String(contentsOf: brokenLayouts, encoding: .utf8)

    @Test func layoutTimeErrorsAreReportedWhereTheyHappenAndTheLayoutAnswersSafely() {
        let start = Date()
        let file = load(Self.broken, path: "Broken.swift")
        let found = file.diagnostics.map(\.description)
        let elapsed = Date().timeIntervalSince(start)
        #expect(found.contains("Broken.swift:5:18: error: index 3 is out of range for subviews (indices 0..<1)"), "\(found)")
        #expect(found.contains("Broken.swift:15:31: error: 'at:' of .place expects CGPoint, found Double"), "\(found)")
        #expect(found.contains("Broken.swift:22:5: error: missing return in instance method expected to return 'CGSize'"), "\(found)")
        #expect(found.contains { $0.hasPrefix("Broken.swift:30:9: error: Endless.placeSubviews(in:proposal:subviews:cache:) was stopped after ") },
                "\(found)")
        // Not reached by any preview: found by the static check.
        #expect(found.contains("Broken.swift:38:23: error: cannot find 'subviewz' in scope"), "\(found)")
        #expect(found.contains("Broken.swift:43:8: error: type 'Incomplete' does not conform to protocol 'Layout': add 'func placeSubviews(in:proposal:subviews:cache:)'"),
                "\(found)")
        #expect(found.count == 6, "\(found)")
        // The endless loop is stopped within its budget (plus the rest of the check).
        #expect(elapsed < EvaluationLimits.maximumLayoutSeconds + 2.5)

        // Safe answers: zero size where sizeThatFits failed, the rest laid out around them.
        let tree = layoutFile(file, 200, 200)
        #expect(tree.frame(id: "range")!.size == .zero)
        #expect(tree.frame(id: "noreturn")!.size == .zero)
        #expect(tree.frame(id: "type")!.size == CGSize(width: 10, height: 10))
        expectFrame(tree, "after", 85, 90, 30, 30)
        // A stopped layout is skipped from then on: laying out again is immediate.
        let again = Date()
        _ = layoutFile(file, 300, 300)
        #expect(Date().timeIntervalSince(again) < 0.4)
    }

    @Test func anEndlessLoopInPlaceSubviewsStopsWithinItsBudget() {
        let source = """
            struct Spin: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { proposal.replacingUnspecifiedDimensions() }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var i = 0
                    for s in subviews {
                        repeat { i += 1 } while i > 0
                        s.place(at: .zero, proposal: .unspecified)
                    }
                }
            }
            #Preview { Spin { Text("x").id("x"); Text("y") } }
            """
        let file = load(source, path: "Spin.swift")
        let start = Date()
        let tree = layoutFile(file, 200, 100)
        let elapsed = Date().timeIntervalSince(start)
        #expect(elapsed < EvaluationLimits.maximumLayoutSeconds + 1, "took \(elapsed) s")
        #expect(file.diagnostics.map(\.description).contains { $0.hasPrefix("Spin.swift:6:13: error: Spin.placeSubviews(in:proposal:subviews:cache:) was stopped after") },
                "\(file.diagnostics)")
        // Unplaced subviews are centred in the layout, as the engine does.
        #expect(tree.frame(id: "x") != nil)
    }

    @Test func anErrorOnlyAtSomeWindowSizesIsReportedAfterThatPass() {
        // Index 1 is read only when the window is narrow: the default check (390 wide) sees no
        // error; the previewer's narrow pass adds it to the diagnostics its banner shows.
        let source = """
            struct Narrow: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    if let w = proposal.width, w < 100 { return subviews[1].sizeThatFits(.unspecified) }
                    return CGSize(width: 50, height: 50)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            #Preview { Narrow { Text("only one") } }
            """
        let file = load(source, path: "Narrow.swift")
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        _ = layoutFile(file, 80, 300)
        #expect(file.diagnostics.map(\.description) == ["Narrow.swift:3:62: error: index 1 is out of range for subviews (indices 0..<1)"])
    }

    // MARK: - Vocabulary

    @Test func theVocabularyOfCustomLayouts() {
        let source = """
            struct Vocabulary: Layout {
                var gap: CGFloat = 2
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    let p = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 100, height: 40))
                    var total: CGFloat = 0
                    var i = 0
                    while i < subviews.count { total += subviews[i].dimensions(in: .unspecified).width; i += 1 }
                    let widths = subviews.map { $0.sizeThatFits(.unspecified).width }
                    let widest = widths.max() ?? 0
                    let sorted = widths.sorted(by: >)
                    let some = subviews[1...].filter { $0.priority > 0 }.count
                    var xs = Array(repeating: 0.0, count: 2)
                    xs[1] = 3
                    xs[0] += 0.5
                    let angle = Angle.degrees(90) * 2
                    let r = CGRect(x: 0, y: 0, width: p.width, height: p.height).insetBy(dx: 10, dy: 5)
                    let rounded = (total / 3).rounded(.up) + floor(1.7) + ceil(0.2) + sqrt(16) + abs(-1) + sin(angle.radians / 2) + cos(0)
                    return CGSize(width: r.width + rounded + xs[0] + xs[1] + widest - sorted[0] + CGFloat(some), height: r.maxY + CGFloat(Int(3.9)))
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var y = bounds.minY
                    for (index, s) in subviews.enumerated() where index % 2 == 0 {
                        guard y < bounds.maxY else { break }
                        s.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(width: nil, height: 10))
                        y += s.sizeThatFits(ProposedViewSize(width: nil, height: 10)).height + gap
                    }
                    for s in subviews.indices.filter({ $0 % 2 == 1 }).map({ subviews[$0] }) {
                        s.place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: .zero)
                    }
                }
            }
            #Preview { Vocabulary(gap: 4) { Color.red.frame(width: 10, height: 10).id("a"); Color.blue.frame(width: 30).layoutPriority(1).id("b"); Color.green.frame(width: 20, height: 5).id("c") } .id("v") }
            """
        let file = load(source)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let tree = layoutFile(file, 200, 100)
        // r = 180 × 90 at (10, 5); total 60 → 20 (up) + 1 + 1 + 4 + 1 + sin 90° + cos 0 = 29;
        // width 180 + 29 + 0.5 + 3 + 30 - 30 + 1 (one of b, c has priority) = 213.5; height 95 + 3.
        expectFrame(tree, "v", -6.75, 1, 213.5, 98)
        // Even subviews down the middle from the top (a, then c 10 + gap 4 lower); b at the bottom trailing corner.
        expectFrame(tree, "a", 95, 1, 10, 10)
        expectFrame(tree, "c", 90, 15, 20, 5)
        expectFrame(tree, "b", 176.75, 99, 30, 0)
    }
}
