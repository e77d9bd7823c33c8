import Foundation
import Testing
import Trellis

/// What stopped or mislaid the screens of Apple's sample apps (Food Truck, Backyard Birds) and of
/// UIKit-minded SwiftUI code, each in a project written for this test in their style.
@Suite(.serialized) struct SampleAppReach {
    /// A package whose library holds an asset catalog (as Backyard Birds' artwork library does)
    /// and uses Xcode's generated symbols for it, `ImageResource.Floors.floor1` and
    /// `Color(.brandBlue)`; a screen of another target shows them.
    static let package: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Garden",
                platforms: [.iOS(.v17)],
                products: [.library(name: "Artwork", targets: ["Artwork"])],
                targets: [
                    .target(name: "Artwork", path: "Artwork"),
                    .target(name: "Screens", dependencies: ["Artwork"], path: "Screens"),
                ]
            )
            """,
        "Artwork/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Artwork/Assets.xcassets/Brand Blue.colorset/Contents.json": """
            {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0xCC", "green": "0x55", "red": "0x11"}}, "idiom": "universal"}]}
            """,
        "Artwork/Assets.xcassets/Floors/Contents.json": #"{"properties": {"provides-namespace": true}}"#,
        "Artwork/Assets.xcassets/Floors/Floor 1.imageset/Contents.json": """
            {"images": [{"filename": "floor.png", "idiom": "universal", "scale": "1x"}]}
            """,
        "Artwork/Art.swift": """
            import SwiftUI

            private let floors = [ImageResource.Floors.floor1]

            public struct Floor: View {
                public init() {}
                public var body: some View {
                    VStack(spacing: 0) {
                        Image(floors[0]).id("floor")
                        Rectangle().fill(Color(.brandBlue)).frame(width: 40, height: 40).id("swatch")
                    }
                }
            }
            """,
        "Screens/GardenScreen.swift": """
            import SwiftUI
            import Artwork

            struct GardenScreen: View {
                var body: some View { Floor() }
            }

            #Preview { GardenScreen() }
            """,
    ]

    @Test func aLibrarysAssetSymbolsAreGeneratedForIt() throws {
        let root = try Projects.project(Self.package)
        defer { try? FileManager.default.removeItem(at: root) }
        try Projects.png(8, 6, (0x20, 0xA0, 0x40)).write(to: root.appendingPathComponent("Artwork/Assets.xcassets/Floors/Floor 1.imageset/floor.png"))
        let file = root.appendingPathComponent("Screens/GardenScreen.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        func frame(_ id: String) -> LayoutTree.Frame? { tree.root.all.first { $0.id == id }?.frame }
        #expect(frame("floor")?.width == 8 && frame("floor")?.height == 6)
        let png = root.appendingPathComponent("garden.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", png.path, "--scale", "1"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        for (id, expected) in [("swatch", (0x11, 0x55, 0xCC)), ("floor", (0x20, 0xA0, 0x40))] {
            let f = try #require(frame(id))
            let p = try Projects.pixel(png, Int(f.x + f.width / 2), Int(f.y + f.height / 2))
            #expect(abs(p.r - expected.0) < 3 && abs(p.g - expected.1) < 3 && abs(p.b - expected.2) < 3, "\(id): \(p)")
        }
    }

    /// A view model that counts with a timer made from a selector, a control's target-action
    /// and `sendAction` to a target: each `@objc` method is called (the generated dispatchers),
    /// the private one too, and a coordinator's inside a generic representable compiles.
    static let ticker = """
        import SwiftUI
        import UIKit

        final class Ticker: ObservableObject {
            @Published var taps = 0
            @Published var ticks = 0
            private var timer: Timer?

            init() {
                let button = UIButton(type: .system)
                button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                button.sendActions(for: .touchUpInside)
                UIApplication.shared.sendAction(#selector(Ticker.tapped(_:)), to: self, from: button, for: nil)
                NotificationCenter.default.addObserver(self, selector: #selector(reset), name: .init("TickerReset"), object: nil)
                timer = Timer(timeInterval: 60, target: self, selector: #selector(tick), userInfo: nil, repeats: false)
                timer?.fire()
            }

            @objc private func tick() { ticks += 1 }
            @objc func tapped(_ sender: UIButton) { taps += 1 }
            @objc func reset() { taps = 0 }
        }

        struct Pager<Page: View>: UIViewRepresentable {
            var pages: [Page]
            func makeUIView(context: Context) -> UIPageControl {
                let control = UIPageControl()
                control.addTarget(context.coordinator, action: #selector(Coordinator.updateCurrentPage(sender:)), for: .valueChanged)
                return control
            }
            func updateUIView(_ control: UIPageControl, context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator() }
            class Coordinator: NSObject {
                @objc func updateCurrentPage(sender: UIPageControl) {}
            }
        }

        struct TickerScreen: View {
            @StateObject private var ticker = Ticker()
            var body: some View {
                Text("Taps").id("taps-\\(ticker.taps)-ticks-\\(ticker.ticks)")
            }
        }

        #Preview { TickerScreen() }
        """

    @Test func selectorsCallTheirMethods() throws {
        let file = try Command.temporaryFile(Self.ticker, name: "Ticker.swift")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", file.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        #expect(ids.contains("taps-2-ticks-1"), "\(ids)")
    }

    /// What stopped Backyard Birds' screens, written anew in its style: an environment key
    /// bridged from UIKit's traits (which decides between tabs and a split view), a symbol
    /// effect as a content transition, a query sorted with `.localizedStandard`, a subscription
    /// store styled with a full-height background and plan icons, a shape style blended,
    /// `clipShape(.containerRelative)`; and MovieSwiftUI's: an image loader of its own beside
    /// SwiftUI's names, a bar button appearance, iCloud's container, a queue's label.
    static let birds = """
        import SwiftUI
        import StoreKit
        import SwiftData

        struct PrefersTabsKey: EnvironmentKey {
            static var defaultValue: Bool = false
        }

        extension EnvironmentValues {
            var prefersTabs: Bool {
                get { self[PrefersTabsKey.self] }
                set { self[PrefersTabsKey.self] = newValue }
            }
        }

        #if os(iOS)
        extension PrefersTabsKey: UITraitBridgedEnvironmentKey {
            static func read(from traitCollection: UITraitCollection) -> Bool {
                traitCollection.userInterfaceIdiom == .phone
            }
            static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {}
        }
        #endif

        @Model final class Seed {
            var name: String
            var priority: Int
            init(name: String, priority: Int) { self.name = name; self.priority = priority }
        }

        final class ImageLoader: ObservableObject {
            @Published var loaded = false
        }

        struct Blended: ShapeStyle {
            func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
                AnyShapeStyle(Color.blue).blendMode(environment.colorScheme == .dark ? .plusLighter : .plusDarker)
            }
        }

        struct BirdsScreen: View {
            @Environment(\\.prefersTabs) private var prefersTabs
            @Query(sort: [.init(\\Seed.priority, order: .reverse), .init(\\Seed.name, comparator: .localizedStandard)])
            private var seeds: [Seed]
            @StateObject private var loader = ImageLoader()
            @State private var favorite = true

            var body: some View {
                VStack {
                    Text(prefersTabs ? "Tabs" : "Split").id(prefersTabs ? "tabs" : "split")
                    Label("Favorite", systemImage: "star")
                        .symbolVariant(favorite ? .fill : .none)
                        .contentTransition(.symbolEffect(favorite ? .replace.upUp : .replace.downUp))
                    Rectangle().fill(Blended()).frame(width: 20, height: 20).clipShape(.containerRelative).id("blended")
                    SubscriptionStoreView(groupID: "pass") {
                        Text("Pass").containerBackground(for: .subscriptionStoreFullHeight) { Color.teal }
                    }
                    .subscriptionStoreControlIcon { _, info in Image(systemName: info.groupLevel == 1 ? "bird" : "wallet.pass") }
                    .backgroundStyle(.clear)
                    .subscriptionStoreButtonLabel(.multiline)
                    .subscriptionStorePickerItemBackground(.thinMaterial)
                    Text("\\(seeds.count) \\(loader.loaded)").id("seeds-\\(seeds.count)")
                }
                .task {
                    for await result in StoreKit.Transaction.updates {
                        if case .verified(let transaction) = result, transaction.revocationDate == nil, transaction.revocationReason == nil {
                            await transaction.finish()
                        }
                    }
                }
                .subscriptionStatusTask(for: "pass") { state in
                    let count = await state.map { @Sendable statuses in statuses.count }
                    _ = count.value ?? 0
                }
                .onAppear {
                    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.orange], for: .normal)
                    _ = FileManager.default.url(forUbiquityContainerIdentifier: nil)
                    _ = String(cString: __dispatch_queue_get_label(nil))
                }
            }
        }

        #Preview { BirdsScreen().modelContainer(for: Seed.self, inMemory: true) }
        """

    @Test func sampleAppsAPIsCompileAndATraitBridgedKeyReadsThePhone() throws {
        let file = try Command.temporaryFile(Self.birds, name: "Birds.swift")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", file.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // On the iPhone canvas the bridged key reads the phone's idiom: tabs.
        #expect(ids.contains("tabs") && ids.contains("seeds-0") && ids.contains("blended"), "\(ids)")
    }

    /// A store manager importing StoreKit and Foundation alone, as Backyard Birds' is: its
    /// `Transaction` is StoreKit's (with SwiftUI's in scope too it would be ambiguous), and it
    /// still has what Apple's Foundation holds and Linux's lacks (`String(localized:)`,
    /// `RelativeDateTimeFormatter`, `URLSession`), and view models importing Foundation alone
    /// are `@Observable` or `ObservableObject`s, as Apple's Foundation lets them be.
    static let store: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "Shop", targets: [.target(name: "Shop", path: "Sources/Shop")])
            """,
        "Sources/Shop/Store.swift": """
            import Foundation
            import StoreKit

            final class Store {
                let session = URLSession.shared
                func describe(_ transaction: Transaction) -> String {
                    String(localized: "Bought \\(transaction.productID)") + " "
                        + RelativeDateTimeFormatter().localizedString(fromTimeInterval: -60)
                }
                var label: String { String(localized: "Restore") }
            }
            """,
        "Sources/Shop/Models.swift": """
            import Foundation

            @Observable final class Cart {
                var count = 2
            }

            final class Session: ObservableObject {
                @Published var user = "ann"
            }

            struct Item { var price: Int; var name: String }

            /// Filters combined as apps combine them: a predicate that evaluates others inside
            /// `#Predicate` (Apple's Foundation since iOS 17.4; Linux's macro refuses it).
            func cheapAndShort(_ items: [Item]) throws -> [Item] {
                let filters = [#Predicate<Item> { $0.price < 10 }, #Predicate<Item> { $0.name.count < 4 }]
                let all = filters.reduce(nil as Predicate<Item>?) { result, predicate in
                    guard let existing = result else { return predicate }
                    return #Predicate<Item> {
                        existing.evaluate($0) && predicate.evaluate($0)
                    }
                }!
                return try items.filter(all)
            }
            """,
        "Sources/Shop/ShopScreen.swift": """
            import SwiftUI

            struct ShopScreen: View {
                let store = Store()
                @State private var cart = Cart()
                @StateObject private var session = Session()
                var body: some View {
                    Text(store.label).id("label-\\(store.label)-\\(cart.count)-\\(session.user)")
                    Text("cheap").id("cheap-" + ((try? cheapAndShort([Item(price: 5, name: "tea"), Item(price: 5, name: "coffee"), Item(price: 50, name: "pie")]))?.map(\\.name).joined(separator: ",") ?? "threw"))
                }
            }

            #Preview { ShopScreen() }
            """,
    ]

    @Test func aFileSeesTheModulesItImportsAndFoundationAsApplesHasIt() throws {
        let root = try Projects.project(Self.store)
        defer { try? FileManager.default.removeItem(at: root) }
        let r = try CompiledPath.run(["layout", root.appendingPathComponent("Sources/Shop/ShopScreen.swift").path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        #expect(ids.contains("label-Restore-2-ann"), "\(ids)")
        #expect(ids.contains("cheap-tea"), "\(ids)")
    }
}

