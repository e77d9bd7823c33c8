import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A store screen in the style of a sample app with its own package (written for this test after
/// reading how such apps are built), compiled in Swift 5 as an app target beside its kit: the API
/// its files stopped on once the project compiled (`scripts/reach.sh`). The kit declares a
/// `Subscription` of its own that the app uses beside `import SwiftUI` (SwiftUI does not
/// re-export Combine's); a thumbnail made by `ImageRenderer`; a price as an `AttributedString`
/// with kerning and colour; a card behind `.shadow(.drop(…))` (the background style, not the
/// foreground); a custom `GaugeStyle` whose `makeBody` is a builder without `return`; a custom
/// `GroupBoxStyle`; `.tint(Gradient)`; a custom symbol from the app's catalog; a table whose rows are a `Section` of a `ForEach` of
/// `TableRow`s; `withAnimation(.spring())` in a `.task` that reads the view's main-actor state.
@Suite(.serialized) struct StoreScreenCompiled {
    static let files: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Store", platforms: [.iOS(.v17)], targets: [
                .target(name: "StoreKitLite"),
                .target(name: "StoreApp", dependencies: ["StoreKitLite"]),
            ])
            """,
        "Sources/StoreKitLite/Subscription.swift": """
            import Foundation

            public struct Subscription: Identifiable, Hashable {
                public var id: String { name }
                public var name: String
                public var price: String
                public init(name: String, price: String) {
                    self.name = name
                    self.price = price
                }
                public static let all = [Subscription(name: "Monthly", price: "$4.99/month"),
                                         Subscription(name: "Yearly", price: "$49.99/year")]
            }
            """,
        "Sources/StoreApp/Assets.xcassets/Contents.json": #"{ "info": { "author": "xcode", "version": 1 } }"#,
        "Sources/StoreApp/Assets.xcassets/flavor.symbolset/Contents.json": #"""
            { "info": { "author": "xcode", "version": 1 }, "symbols": [ { "filename": "flavor.svg", "idiom": "universal" } ] }
            """#,
        "Sources/StoreApp/StoreView.swift": """
            import SwiftUI
            import StoreKitLite

            struct HalfBarStyle: GaugeStyle {
                func makeBody(configuration: Configuration) -> some View {
                    let width = 100 * configuration.value
                    Color.green.frame(width: width, height: 8)
                }
            }

            struct InsetBoxStyle: GroupBoxStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.content.padding(5)
                }
            }

            struct StoreView: View {
                @State private var selected: Subscription? = Subscription.all.first
                @State private var bounced = false
                private let title = "Store"

                private func kerned(_ text: String) -> AttributedString {
                    var string = AttributedString(text)
                    if let range = string.range(of: "/") {
                        string[range].kern = 4
                        string[range].foregroundColor = .secondary
                    }
                    return string
                }

                var body: some View {
                    let renderer = ImageRenderer(content: Color.red.frame(width: 30, height: 20))
                    renderer.scale = 2
                    return VStack(spacing: 0) {
                        Image(renderer.cgImage!, scale: 2, label: Text("Thumbnail")).id("thumb")
                        Image(uiImage: renderer.uiImage!).id("thumbUI")
                        Gauge(value: 0.5) { Text("Fuel") }.gaugeStyle(HalfBarStyle()).id("gauge")
                        GroupBox { Color.blue.frame(width: 40, height: 10) }.groupBoxStyle(InsetBoxStyle()).id("box")
                        Text(kerned(selected?.price ?? "")).id("price")
                        (Text("$4.99") + Text("/").kerning(4).foregroundColor(.secondary) + Text("month")).id("priceRef")
                        Color.clear.frame(width: 60, height: 30)
                            .background(.shadow(.drop(radius: 10)), in: RoundedRectangle(cornerRadius: 4)).id("card")
                        Color.orange.frame(width: 20, height: 10).tint(Gradient(colors: [.red, .orange])).id("tinted")
                        Image("flavor").id("customSymbol")
                        Image(systemName: "no.such.symbol").id("unknownSymbol")
                        Table(of: Subscription.self) {
                            TableColumn("Plan", value: \\.name)
                        } rows: {
                            Section {
                                ForEach(Subscription.all) { plan in
                                    TableRow(plan)
                                }
                            }
                        }
                        .frame(height: 150).id("table")
                        Table(Subscription.all) { TableColumn("Plan", value: \\.name) }.frame(height: 150).id("tableRef")
                    }
                    .task {
                        withAnimation(.spring()) { bounced.toggle() }
                        print(title, selected?.name ?? "")
                    }
                }
            }

            #Preview {
                StoreView()
            }
            """,
    ]

    static func size(_ tree: LayoutTree, _ id: String) -> CGSize? { tree.frame(id: id)?.size }

    @Test func theScreenCompilesBesideItsKitAndLaysOut() throws {
        let root = try Projects.project(Self.files)
        let file = root.appendingPathComponent("Sources/StoreApp/StoreView.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("warning"), "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        // 60 × 40 pixels at 2 pixels a point, either way.
        #expect(Self.size(tree, "thumb") == CGSize(width: 30, height: 20))
        #expect(Self.size(tree, "thumbUI") == CGSize(width: 30, height: 20))
        // The custom styles' bodies are the controls: half of 100 × 8, and 40 × 10 padded by 5.
        #expect(Self.size(tree, "gauge") == CGSize(width: 50, height: 8))
        #expect(Self.size(tree, "box") == CGSize(width: 50, height: 20))
        // The attributed price is the concatenation of its runs.
        let price = try #require(Self.size(tree, "price")), reference = try #require(Self.size(tree, "priceRef"))
        #expect(abs(price.width - reference.width) < 0.01 && abs(price.height - reference.height) < 0.01, "\(price) \(reference)")
        #expect(Self.size(tree, "card") == CGSize(width: 60, height: 30))
        // A catalog's symbol set is a symbol: sized by the font, as an SF Symbol Trellis lacks is.
        #expect(Self.size(tree, "customSymbol") != nil && Self.size(tree, "customSymbol") == Self.size(tree, "unknownSymbol"))
        // A section of a ForEach of rows is the table's rows.
        #expect(Self.size(tree, "table") == Self.size(tree, "tableRef"))
        let table = try #require(tree.root.first(id: "table")), tableRef = try #require(tree.root.first(id: "tableRef"))
        let sizes = CompiledPath.texts(table).map { CGSize(width: $0.frame.width, height: $0.frame.height) }
        #expect(sizes == CompiledPath.texts(tableRef).map { CGSize(width: $0.frame.width, height: $0.frame.height) })
        #expect(sizes.count == 2, "a row per plan (compact width: the first column as a list): \(sizes)")
    }

    /// The thumbnail is the red view's pixels; the card behind `.shadow(.drop(…))` is the
    /// background style (white in light mode), not the foreground (black).
    @Test func theThumbnailAndTheCardDrawTheirPixels() throws {
        let root = try Projects.project(Self.files)
        let file = root.appendingPathComponent("Sources/StoreApp/StoreView.swift")
        let png = root.appendingPathComponent("store.png")
        let layout = try CompiledPath.tree(try CompiledPath.run(["layout", file.path, "--json"]).stdout)
        let r = try CompiledPath.run(["render", file.path, "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        let thumb = try #require(layout.frame(id: "thumb")), card = try #require(layout.frame(id: "card"))
        let red = try Projects.pixel(png, Int(thumb.midX), Int(thumb.midY))
        #expect(red.r > 240 && red.g < 80 && red.b < 80, "\(red)")
        let white = try Projects.pixel(png, Int(card.midX), Int(card.midY))
        #expect(white.r > 250 && white.g > 250 && white.b > 250, "\(white)")
    }

    /// Swift 6 checks at run time that a main-actor closure runs on the main actor; Trellis
    /// evaluates bodies on its large-stack threads, which count as the main actor while the
    /// caller waits (MainActorOnLargeStack.swift). Closures in a body (`map`, `Optional.map`, a
    /// `ForEach`'s content) once trapped there. Two rows, 10 and 20 wide, 10 tall, in a column
    /// 20 × 20 centred in 390 × 844: (185, 412).
    @Test func closuresInASwift6BodyRunOnTheEnginesThreads() throws {
        let r = try CompiledPath.layoutInSwift6Package("""
            import SwiftUI

            @Observable final class Model { var items = ["a", "bb"] }

            struct Names: View {
                @State private var model = Model()
                var body: some View {
                    let names = model.items.map { $0.uppercased() }
                    let first: String? = names.first
                    let width = first.map { CGFloat($0.count * 10) } ?? 0
                    return VStack(spacing: 0) {
                        ForEach(names, id: \\.self) { name in
                            Color.red.frame(width: CGFloat(name.count) * width, height: 10).id(name)
                        }
                    }
                }
            }

            #Preview { Names() }
            """, name: "Names.swift", target: "NamesUI")
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        expectFrame(tree, "A", 190, 412, 10, 10)
        expectFrame(tree, "BB", 185, 422, 20, 10)
    }
}
