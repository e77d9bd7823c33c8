import Foundation
import Testing
import Trellis

/// Screens in the shapes real projects have, opened as a person would (`trellis layout --json`,
/// `trellis render`): JPEG photos in an asset catalog, an app and its widget extension that share
/// a file as their Xcode project says, a tutorial's loose folder, a package target whose catalog
/// is its `Bundle.module`, a UIKit app delegate, a remote package of an Xcode project.
@Suite(.serialized) struct ProjectReach {
    /// An Xcode project whose targets have these sources (paths relative to the project's folder):
    /// each target a native target of that product type, its files in one sources phase, with
    /// their paths given by file references on the project's folder (`SOURCE_ROOT`).
    /// `settings` are every target's Debug build settings.
    static func pbxproj(_ targets: [(name: String, type: String, files: [String])], remote: (product: String, url: String)? = nil,
                        settings: [String: String] = [:]) -> String {
        var objects: [String] = []
        var targetIDs: [String] = []
        var n = 0
        func id() -> String { n += 1; return String(format: "A%023d", n) }
        for target in targets {
            var buildFiles: [String] = []
            for file in target.files {
                let ref = id(), build = id()
                objects.append("\(ref) = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = \"\(file)\"; sourceTree = SOURCE_ROOT; };")
                objects.append("\(build) = {isa = PBXBuildFile; fileRef = \(ref); };")
                buildFiles.append(build)
            }
            let phase = id(), t = id()
            objects.append("\(phase) = {isa = PBXSourcesBuildPhase; files = (\(buildFiles.joined(separator: ", ")), ); };")
            var products = ""
            if let remote {
                let package = id(), product = id()
                objects.append("\(package) = {isa = XCRemoteSwiftPackageReference; repositoryURL = \"\(remote.url)\"; };")
                objects.append("\(product) = {isa = XCSwiftPackageProductDependency; package = \(package); productName = \(remote.product); };")
                products = "packageProductDependencies = (\(product), );"
            }
            var configurations = ""
            if !settings.isEmpty {
                let debug = id(), list = id()
                let values = settings.map { "\($0.key) = \($0.value);" }.sorted().joined(separator: " ")
                objects.append("\(debug) = {isa = XCBuildConfiguration; buildSettings = {\(values)}; name = Debug; };")
                objects.append("\(list) = {isa = XCConfigurationList; buildConfigurations = (\(debug), ); };")
                configurations = "buildConfigurationList = \(list);"
            }
            objects.append("\(t) = {isa = PBXNativeTarget; \(configurations) buildPhases = (\(phase), ); name = \"\(target.name)\"; \(products) productType = \"com.apple.product-type.\(target.type)\"; };")
            targetIDs.append(t)
        }
        let group = id(), project = id()
        objects.append("\(group) = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };")
        objects.append("\(project) = {isa = PBXProject; mainGroup = \(group); projectDirPath = \"\"; targets = (\(targetIDs.joined(separator: ", ")), ); };")
        return "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjectVersion = 56;\n\tobjects = {\n\t\t"
            + objects.joined(separator: "\n\t\t") + "\n\t};\n\trootObject = \(project);\n}\n"
    }

    @Test func aCatalogsJPEGPhotoDrawsItsPixelsAndADamagedOneIsAPlaceholderAtItsPlace() throws {
        let root = try Projects.project([
            "Trails.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
            "Trails/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Trails/Assets.xcassets/summit.imageset/Contents.json":
                #"{"images": [{"idiom": "universal", "scale": "1x"}, {"filename": "summit@2x.jpg", "idiom": "universal", "scale": "2x"}, {"idiom": "universal", "scale": "3x"}]}"#,
            "Trails/Assets.xcassets/ridge.imageset/Contents.json": #"{"images": [{"filename": "ridge.jpg", "idiom": "universal"}]}"#,
            "Trails/TrailCard.swift": """
                import SwiftUI
                import UIKit

                struct TrailCard: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Image("summit")
                                .id("summit")
                            Image(uiImage: UIImage(named: "summit")!)
                                .resizable()
                                .frame(width: 60, height: 20)
                                .id("uikit")
                            Image("ridge")
                                .id("ridge")
                        }
                    }
                }

                #Preview(traits: .sizeThatFitsLayout) {
                    TrailCard()
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        // 120 × 40 pixels at 2x: red on the left half, blue on the right.
        let summit = root.appendingPathComponent("Trails/Assets.xcassets/summit.imageset/summit@2x.jpg")
        _ = ExternalTool.run(["convert", "-size", "60x40", "xc:rgb(255,0,0)", "-size", "60x40", "xc:rgb(0,0,255)", "+append",
                              "-quality", "95", summit.path])
        var damaged = [UInt8](try Data(contentsOf: summit).prefix(200))
        damaged += Array(repeating: 0x5A, count: 300)
        try Data(damaged).write(to: root.appendingPathComponent("Trails/Assets.xcassets/ridge.imageset/ridge.jpg"))
        let file = root.appendingPathComponent("Trails/TrailCard.swift")

        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        // 60 × 20 points; the resizable copy 60 × 20; the damaged photo a 40 × 40 placeholder.
        #expect(tree.window.width == 60 && tree.window.height == 80)
        expectFrame(tree, "summit", 0, 0, 60, 20)
        expectFrame(tree, "uikit", 0, 20, 60, 20)
        expectFrame(tree, "ridge", 10, 40, 40, 40)
        #expect(r.stderr.contains("TrailCard.swift:13:13: image \"ridge\""), "\(r.stderr)")
        #expect(r.stderr.contains("ridge.imageset/ridge.jpg: the JPEG cannot be decoded"), "\(r.stderr)")

        let png = root.appendingPathComponent("card.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", png.path, "--scale", "2"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        for (x, y, expected) in [(30, 20, (255, 0, 0)), (90, 20, (0, 0, 255)), (30, 60, (255, 0, 0)), (90, 60, (0, 0, 255))] {
            let p = try Projects.pixel(png, x, y)
            #expect(abs(Int(p.r) - expected.0) < 16 && abs(Int(p.g) - expected.1) < 16 && abs(Int(p.b) - expected.2) < 16,
                    "(\(x), \(y)): \(p)")
        }
    }

    @Test func anAppAndItsWidgetShareAFileAsTheirXcodeProjectSays() throws {
        let root = try Projects.project([
            "Deliveries.xcodeproj/project.pbxproj": Self.pbxproj([
                (name: "Deliveries", type: "application", files: ["App/DeliveriesApp.swift", "App/OrderStatus.swift", "Widgets/DeliveryAttributes.swift"]),
                (name: "Widgets", type: "app-extension", files: ["Widgets/DeliveryAttributes.swift", "Widgets/ETAWidget.swift"]),
            ]),
            "App/DeliveriesApp.swift": """
                import SwiftUI

                @main
                struct DeliveriesApp: App {
                    var body: some Scene {
                        WindowGroup { OrderStatus(attributes: DeliveryAttributes(orderNumber: 12)) }
                    }
                }
                """,
            "App/OrderStatus.swift": """
                import SwiftUI
                import ActivityKit

                struct OrderStatus: View {
                    var attributes: DeliveryAttributes

                    var body: some View {
                        Text("Order \\(attributes.orderNumber)")
                            .frame(width: 200, height: 50)
                            .id("status")
                    }
                }

                #Preview {
                    OrderStatus(attributes: DeliveryAttributes(orderNumber: 12))
                }
                """,
            // Beside the widget, in both targets.
            "Widgets/DeliveryAttributes.swift": """
                import Foundation
                import ActivityKit

                struct DeliveryAttributes: ActivityAttributes {
                    struct ContentState: Codable, Hashable {
                        var minutesLeft: Int
                    }
                    var orderNumber: Int
                }
                """,
            "Widgets/ETAWidget.swift": """
                import WidgetKit
                import SwiftUI

                struct ETAEntry: TimelineEntry {
                    var date: Date
                    var minutes: Int
                }

                struct ETAProvider: TimelineProvider {
                    func placeholder(in context: Context) -> ETAEntry { ETAEntry(date: .now, minutes: 20) }
                    func getSnapshot(in context: Context, completion: @escaping (ETAEntry) -> Void) { completion(placeholder(in: context)) }
                    func getTimeline(in context: Context, completion: @escaping (Timeline<ETAEntry>) -> Void) {
                        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
                    }
                }

                struct ETAWidgetView: View {
                    var entry: ETAEntry
                    @Environment(\\.widgetFamily) private var family

                    var body: some View {
                        VStack(spacing: 0) {
                            Color.orange.frame(height: family == .systemSmall ? 100 : 50).id("bar")
                            Spacer(minLength: 0)
                        }
                    }
                }

                @main
                struct ETAWidgets: WidgetBundle {
                    var body: some Widget {
                        ETAWidget()
                        DeliveryActivityWidget()
                    }
                }

                struct ETAWidget: Widget {
                    var body: some WidgetConfiguration {
                        StaticConfiguration(kind: "eta", provider: ETAProvider()) { entry in
                            ETAWidgetView(entry: entry)
                                .containerBackground(for: .widget) { Color.white }
                        }
                        .configurationDisplayName("Arrival")
                        .supportedFamilies([.systemSmall, .systemMedium])
                    }
                }

                struct DeliveryActivityWidget: Widget {
                    var body: some WidgetConfiguration {
                        ActivityConfiguration(for: DeliveryAttributes.self) { context in
                            Text("\\(context.state.minutesLeft) min")
                        } dynamicIsland: { context in
                            DynamicIsland {
                                DynamicIslandExpandedRegion(.leading) { Text("#\\(context.attributes.orderNumber)") }
                            } compactLeading: {
                                Image(systemName: "box.truck")
                            } compactTrailing: {
                                Text("\\(context.state.minutesLeft)")
                            } minimal: {
                                Image(systemName: "box.truck")
                            }
                        }
                    }
                }

                struct ETAWidget_Previews: PreviewProvider {
                    static var previews: some View {
                        ETAWidgetView(entry: ETAEntry(date: .now, minutes: 20))
                            .previewContext(WidgetPreviewContext(family: .systemSmall))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let app = try Projects.layout(root.appendingPathComponent("App/OrderStatus.swift"))
        expectFrame(app, "status", 95, 397, 200, 50)
        let widget = try Projects.layout(root.appendingPathComponent("Widgets/ETAWidget.swift"))
        // The small family's 158 × 158 canvas; the bar 100 points tall in it.
        #expect(widget.window.width == 158 && widget.window.height == 158)
        expectFrame(widget, "bar", 0, 0, 158, 100)
    }

    @Test func aTutorialsLooseFolderIsOneModuleWithItsFilesAsItsBundle() throws {
        let root = try Projects.project([
            "Lessons/Step3/Park.swift": """
                import Foundation

                struct Park: Codable, Identifiable {
                    var id: Int
                    var name: String
                }

                let parks: [Park] = load("parks.json")

                func load<T: Decodable>(_ filename: String) -> T {
                    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                        fatalError("Couldn't find \\(filename) in main bundle.")
                    }
                    return try! JSONDecoder().decode(T.self, from: Data(contentsOf: file))
                }
                """,
            "Lessons/Step3/parks.json": #"[{"id": 1, "name": "Yosemite"}, {"id": 2, "name": "Zion"}, {"id": 3, "name": "Acadia"}]"#,
            "Lessons/Step3/ParkRow.swift": """
                import SwiftUI

                struct ParkRow: View {
                    var park: Park
                    var body: some View {
                        Text(park.name).frame(width: 120, height: 30).id(park.name)
                    }
                }
                """,
            "Lessons/Step3/ParkList.swift": """
                import SwiftUI

                struct ParkList: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            ForEach(parks) { park in
                                ParkRow(park: park)
                            }
                        }
                    }
                }

                struct ParkList_Previews: PreviewProvider {
                    static var previews: some View {
                        ParkList()
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = try Projects.layout(root.appendingPathComponent("Lessons/Step3/ParkList.swift"))
        expectFrame(tree, "Yosemite", 135, 377, 120, 30)
        expectFrame(tree, "Zion", 135, 407, 120, 30)
        expectFrame(tree, "Acadia", 135, 437, 120, 30)
    }

    /// An app's folder published without its Xcode project, as tutorial repositories often are
    /// (recherst/kavsoft-swiftui-animations: forty apps, no `project.pbxproj`): a screen in
    /// `View/` names a model in `Model/` and a global `time` (alone, the file would take it for
    /// Glibc's function), its preview names `ContentView` a folder up, and its colour is in the
    /// app's catalog. The folder of the `@main` app is the module — not the file's folder, and
    /// not the folder of all the apps, which declare `ContentView` many times — less its tests,
    /// inside it and beside it.
    @Test func anAppsFolderWithoutItsProjectIsOneModuleFromAnyOfItsFiles() throws {
        let app = "Apps/Header/Header"
        let root = try Projects.project([
            "\(app)/HeaderApp.swift": """
                import SwiftUI

                @main
                struct HeaderApp: App {
                    var body: some Scene { WindowGroup { ContentView() } }
                }
                """,
            "\(app)/ContentView.swift": """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Home() }
                }
                """,
            "\(app)/Model/Item.swift": """
                import Foundation

                struct Item: Identifiable {
                    var id: String { title }
                    var title: String
                }

                let items = [Item(title: "Tea"), Item(title: "Toast"), Item(title: "Jam")]

                // A global of the app's that a lone file would take for Glibc's `time(_:)`.
                var time = ["9:00"]
                """,
            "\(app)/View/Home.swift": """
                import SwiftUI

                struct Home: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            ForEach(items) { item in
                                Text(item.title).frame(width: 100, height: 20).id(item.title)
                            }
                            ForEach(time, id: \\.self) { t in
                                Text(t).frame(width: 100, height: 20).id(t)
                            }
                        }
                        .background(Color("Brand"))
                    }
                }

                struct Home_Previews: PreviewProvider {
                    static var previews: some View {
                        ContentView()
                    }
                }
                """,
            "\(app)/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "\(app)/Assets.xcassets/Brand.colorset/Contents.json": """
                {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0x80", "red": "0xFF"}}, "idiom": "universal"}]}
                """,
            "\(app)/HeaderTests/InsideTests.swift": "import XCTest\n@testable import Header\n\nfinal class InsideTests: XCTestCase {}\n",
            "Apps/Header/HeaderUITests/HeaderUITests.swift": "import XCTest\n\nfinal class HeaderUITests: XCTestCase {}\n",
            "Apps/Other/Other/ContentView.swift": """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Other") }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let home = root.appendingPathComponent("\(app)/View/Home.swift")
        let tree = try Projects.layout(home)
        expectFrame(tree, "Tea", 145, 382, 100, 20)
        expectFrame(tree, "Toast", 145, 402, 100, 20)
        expectFrame(tree, "Jam", 145, 422, 100, 20)
        expectFrame(tree, "9:00", 145, 442, 100, 20)
        let png = root.appendingPathComponent("home.png")
        let r = try CompiledPath.run(["render", home.path, "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        // The catalog's colour behind the rows: the app's folder is its bundle.
        #expect(try Projects.pixel(png, 150, 395) == Screenshot.RGB(255, 128, 0))
    }

    /// A package target that is main-actor by default (Xcode 26's new apps, `.defaultIsolation(MainActor.self)`)
    /// compiles as it does in Xcode: its statics and environment entries of non-Sendable types are
    /// the main actor's, not Swift 6's "not concurrency-safe" errors.
    /// `Bundle.main` in an app's code has the app's `Info.plist` as Xcode builds it: the bundle
    /// identifier a logger unwraps, the version an About screen shows, a generated key, and the
    /// target's own file with its settings put in. Its local package's `Bundle.main` is the app's.
    @Test func anAppsInfoPlistIsTheOneXcodeBuildsFromItsSettingsAndItsFile() throws {
        let root = try Projects.project([
            "Tipper.xcodeproj/project.pbxproj": Self.pbxproj([
                (name: "Tipper", type: "application", files: ["Tipper/About.swift"]),
            ], settings: [
                "PRODUCT_BUNDLE_IDENTIFIER": "\"com.example.Tipper\"", "MARKETING_VERSION": "2.4.1", "CURRENT_PROJECT_VERSION": "17",
                "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_KEY_CFBundleDisplayName": "\"Tip Jar\"",
                "INFOPLIST_FILE": "Tipper/Info.plist",
            ]),
            "Tipper/Info.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>APIHost</key>
                    <string>api.$(PRODUCT_BUNDLE_IDENTIFIER:lower)</string>
                </dict>
                </plist>
                """,
            // Its local package unwraps the identifier too: in Xcode, the app's.
            "TipperKit/Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "TipperKit", targets: [.target(name: "TipperKit")])
                """,
            "TipperKit/Sources/TipperKit/Log.swift": """
                import SwiftUI

                public enum Log {
                    public static let subsystem = Bundle.main.bundleIdentifier!
                }

                struct Badge: View {
                    var body: some View { Color.red.frame(width: 10, height: 10).id(Bundle.main.bundleIdentifier!) }
                }

                #Preview { Badge() }
                """,
            "Tipper/About.swift": """
                import SwiftUI
                import OSLog
                import TipperKit

                struct About: View {
                    static let logger = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "About")
                    let version = Bundle.main.infoDictionary?["CFBundleShortVersionString"] as? String ?? "?"
                    let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as? String ?? "?"
                    let name = Bundle.main.object(forInfoDictionaryKey: "CFBundleDisplayName") as? String ?? "?"
                    let host = Bundle.main.object(forInfoDictionaryKey: "APIHost") as? String ?? "?"

                    var body: some View {
                        VStack(spacing: 0) {
                            Color.red.frame(width: 10, height: 10).id("\\(Bundle.main.bundleIdentifier!) \\(version) (\\(build))")
                            Color.red.frame(width: 10, height: 10).id(name)
                            Color.red.frame(width: 10, height: 10).id(host)
                            Color.red.frame(width: 10, height: 10).id("kit " + Log.subsystem)
                        }
                        .onAppear { Self.logger.info("shown") }
                    }
                }

                #Preview { About() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = try Projects.layout(root.appendingPathComponent("Tipper/About.swift"), ["--size", "100x100"])
        expectFrame(tree, "com.example.Tipper 2.4.1 (17)", 45, 30, 10, 10)
        expectFrame(tree, "Tip Jar", 45, 40, 10, 10)
        expectFrame(tree, "api.com.example.tipper", 45, 50, 10, 10)
        expectFrame(tree, "kit com.example.Tipper", 45, 60, 10, 10)
        // The package previewed alone runs in no app, and has an identifier of its own.
        let kit = try Projects.layout(root.appendingPathComponent("TipperKit/Sources/TipperKit/Log.swift"), ["--size", "100x100"])
        expectFrame(kit, "com.example.TipperKit", 45, 45, 10, 10)
        // The project's file is read, never written.
        #expect(try String(contentsOf: root.appendingPathComponent("Tipper/Info.plist"), encoding: .utf8).contains("$(PRODUCT_BUNDLE_IDENTIFIER:lower)"))
    }

    @Test func aMainActorByDefaultTargetCompilesAsInXcode() throws {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 6.2
                import PackageDescription

                let package = Package(
                    name: "Workouts",
                    targets: [.target(name: "Workouts", path: "Sources", swiftSettings: [.defaultIsolation(MainActor.self)])]
                )
                """,
            "Sources/Analytics.swift": """
                import SwiftUI

                final class AnalyticsService { var events: [String] = [] }

                extension EnvironmentValues {
                    @Entry var analytics = AnalyticsService()
                }

                enum Catalog { static var names = ["Push-ups", "Squats"] }
                """,
            "Sources/Workouts.swift": """
                import SwiftUI

                struct Workouts: View {
                    @Environment(\\.analytics) private var analytics
                    var body: some View {
                        VStack { ForEach(Catalog.names, id: \\.self) { Text($0).frame(width: 80, height: 20).id($0) } }
                    }
                }

                #Preview { Workouts() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = try Projects.layout(root.appendingPathComponent("Sources/Workouts.swift"), ["--size", "100x100"])
        expectFrame(tree, "Push-ups", 10, 26, 80, 20)
        expectFrame(tree, "Squats", 10, 54, 80, 20)
    }

    /// An app's string catalog as Xcode builds it: its strings translate `Text("greeting")`, and the
    /// strings added to it by hand are symbols (Xcode 26): `Text(.pickACity)`, `Text(.day(number: 3))`
    /// with the argument the value names, and the same symbols where a view takes a key
    /// (`Button(.helpCountryNotFound) {}`).
    @Test func anAppsStringCatalogTranslatesItsTextsAndGivesItsSymbols() throws {
        let app = "Cities/Cities"
        let root = try Projects.project([
            "\(app)/CitiesApp.swift": "import SwiftUI\n\n@main\nstruct CitiesApp: App {\n    var body: some Scene { WindowGroup { Picker() } }\n}\n",
            "\(app)/Picker.swift": """
                import SwiftUI

                struct Picker: View {
                    var body: some View {
                        VStack {
                            Text(.pickACity).id("city")
                            Text(verbatim: "Pick a city").id("city0")
                            Text(.day(number: 3)).id("day")
                            Text(verbatim: "Day 3").id("day0")
                            Text("greeting").id("greeting")
                            Text(verbatim: "Hello there").id("greeting0")
                            Button(.helpCountryNotFound) {}.id("help")
                            Button("Didn’t find your country?") {}.id("help0")
                        }
                        .fixedSize()
                    }
                }

                #Preview { Picker() }
                """,
            "\(app)/Localizable.xcstrings": #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Pick a city" : { "extractionState" : "manual", "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Pick a city" } } } },
                    "Help.CountryNotFound" : { "extractionState" : "manual", "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Didn’t find your country?" } } } },
                    "Day %lld" : { "extractionState" : "manual", "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Day %1$(number)lld" } } } },
                    "greeting" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello there" } } } }
                  },
                  "version" : "1.0"
                }
                """#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = try Projects.layout(root.appendingPathComponent("\(app)/Picker.swift"))
        for id in ["city", "day", "greeting", "help"] {
            let shown = try #require(tree.frame(id: id)), expected = try #require(tree.frame(id: id + "0"))
            #expect(shown.width == expected.width && shown.height == expected.height, "\(id): \(shown) \(expected)")
        }
    }

    /// `--locale`: an app shown in one of its languages, as a device set to it shows it (its
    /// catalog's translations through `Text`, `String(localized:)` and `NSLocalizedString`), and in
    /// Xcode's pseudolanguages, which change every localizable string.
    @Test func anAppInOneOfItsLanguagesAndInAPseudolanguage() throws {
        let app = "Greeter/Greeter"
        let root = try Projects.project([
            "\(app)/GreeterApp.swift": "import SwiftUI\n\n@main\nstruct GreeterApp: App {\n    var body: some Scene { WindowGroup { Hello() } }\n}\n",
            "\(app)/Hello.swift": """
                import SwiftUI

                struct Hello: View {
                    var body: some View {
                        VStack {
                            Text("greeting").id("greeting")
                            Text(verbatim: "Hallo zusammen").id("de")
                            Text(verbatim: "Ĥéļļö ţĥéŕé").id("accented")
                            Color.red.frame(width: 10, height: 10).id("ns " + NSLocalizedString("greeting", comment: "A welcome"))
                            Color.red.frame(width: 10, height: 10).id("string " + String(localized: "greeting"))
                            Color.red.frame(width: 10, height: 10).id("count " + String(localized: "\\(3) items"))
                        }
                        .fixedSize()
                    }
                }

                #Preview { Hello() }
                """,
            "\(app)/Localizable.xcstrings": #"""
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "greeting" : { "localizations" : {
                      "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello there" } },
                      "de" : { "stringUnit" : { "state" : "translated", "value" : "Hallo zusammen" } } } },
                    "%lld items" : { "localizations" : {
                      "de" : { "stringUnit" : { "state" : "translated", "value" : "%lld Dinge" } } } }
                  },
                  "version" : "1.0"
                }
                """#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("\(app)/Hello.swift")
        let english = try Projects.layout(file)
        #expect(english.frame(id: "ns Hello there") != nil && english.frame(id: "string Hello there") != nil && english.frame(id: "count 3 items") != nil)
        let german = try Projects.layout(file, ["--locale", "de"])
        #expect(german.frame(id: "greeting")?.width == german.frame(id: "de")?.width)
        #expect(german.frame(id: "ns Hallo zusammen") != nil && german.frame(id: "string Hallo zusammen") != nil && german.frame(id: "count 3 Dinge") != nil)
        // Swiss German has no table of its own: German's.
        #expect(try Projects.layout(file, ["--locale", "de-CH"]).frame(id: "ns Hallo zusammen") != nil)
        let accented = try Projects.layout(file, ["--locale", "accented"])
        #expect(accented.frame(id: "greeting")?.width == accented.frame(id: "accented")?.width)
        #expect(accented.frame(id: "ns Ĥéļļö ţĥéŕé") != nil && accented.frame(id: "count 3 îţémš") != nil)
        let doubled = try Projects.layout(file, ["--locale", "double-length"])
        #expect(doubled.frame(id: "ns Hello Hello there there") != nil && doubled.frame(id: "count 3 items items") != nil)
        // A sheet of every language: the development language, the app's two, the four pseudolanguages.
        let sheet = root.appendingPathComponent("languages.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", sheet.path, "--variants", "languages"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(String(decoding: ExternalTool.run(["identify", "-format", "%wx%h", sheet.path]).output, as: UTF8.self) == "2508x1812")
        // Not a locale: said before anything runs.
        let bad = try CompiledPath.run(["layout", file.path, "--locale", "de/../x"])
        #expect(bad.status != 0 && bad.stderr.contains("--locale must be a locale identifier"), "\(bad.stderr)")
    }

    /// A helper that imports HealthKit, which Trellis lacks (as Grocy's barcode helper imported Vision): every other screen of the app
    /// opens, with a warning at the helper's import; the screen that shows the codes is the error,
    /// at the name it needs.
    @Test func aFileThatImportsWhatTrellisLacksIsLeftOutOfTheAppsOtherScreens() throws {
        let app = "Grocer/Grocer"
        let root = try Projects.project([
            "\(app)/GrocerApp.swift": "import SwiftUI\n\n@main\nstruct GrocerApp: App {\n    var body: some Scene { WindowGroup { Pantry() } }\n}\n",
            "\(app)/Helper/BarcodeTypes.swift": """
                import SwiftUI
                import HealthKit

                struct CodeType: Identifiable, Hashable {
                    var id = UUID()
                    var name: String
                    var type: HKQuantityTypeIdentifier
                }
                """,
            "\(app)/Views/CodeList.swift": """
                import SwiftUI

                struct CodeList: View {
                    var codes: [CodeType]
                    var body: some View { List(codes) { Text($0.name) }.id("codes") }
                }

                #Preview { CodeList(codes: [CodeType(name: "EAN-13")]) }
                """,
            "\(app)/Views/Pantry.swift": """
                import SwiftUI

                struct Pantry: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            Text("Milk").frame(width: 100, height: 20).id("milk")
                            Text("Eggs").frame(width: 100, height: 20).id("eggs")
                        }
                    }
                }

                #Preview { Pantry() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let pantry = root.appendingPathComponent("\(app)/Views/Pantry.swift")
        let r = try CompiledPath.run(["layout", pantry.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        expectFrame(tree, "milk", 145, 402, 100, 20)
        expectFrame(tree, "eggs", 145, 422, 100, 20)
        let helper = root.appendingPathComponent("\(app)/Helper/BarcodeTypes.swift").path
        let list = root.appendingPathComponent("\(app)/Views/CodeList.swift").path
        // The helper is stood in without HealthKit and the one property that needs it.
        #expect(r.stderr.contains("\(helper):2:8: warning: `import HealthKit` is left out of the preview: 'HealthKit' is an Apple framework Trellis does not have on Linux yet; and 1 more part of the file (line 7)"), "\(r.stderr)")
        #expect(!r.stderr.contains(list), "\(r.stderr)")
        // So the screen that needs the helper opens too.
        let needs = try Projects.layout(URL(fileURLWithPath: list))
        #expect(needs.frame(id: "codes") != nil)
    }

    @Test func aPackageTargetsCatalogIsItsBundleModuleWithoutARule() throws {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Brand",
                    products: [.library(name: "BrandKit", targets: ["BrandKit"])],
                    targets: [
                        .target(name: "BrandKit", path: "Sources"),
                    ]
                )
                """,
            "Sources/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Sources/Assets.xcassets/Swatch.colorset/Contents.json":
                #"{"colors": [{"color": {"color-space": "srgb", "components": {"red": "0x20", "green": "0x80", "blue": "0xE0", "alpha": "1.000"}}, "idiom": "universal"}]}"#,
            "Sources/Resources/en.lproj/Localizable.strings": "\"swatch.title\" = \"Harbour\";\n",
            "Sources/Swatch.swift": """
                import SwiftUI

                public struct Swatch: View {
                    public init() {}
                    public var body: some View {
                        VStack(spacing: 0) {
                            Color("Swatch", bundle: .module).frame(width: 40, height: 40).id("swatch")
                            Text(String(localized: "swatch.title", bundle: .module)).fixedSize().id("title")
                            Text(verbatim: "Harbour").fixedSize().id("expected")
                        }
                    }
                }

                #Preview { Swatch() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/Swatch.swift")
        let png = root.appendingPathComponent("swatch.png")
        let r = try CompiledPath.run(["render", file.path, "-o", png.path, "--size", "100x100"])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try Projects.pixel(png, 50, 30)
        #expect(abs(Int(p.r) - 0x20) <= 2 && abs(Int(p.g) - 0x80) <= 2 && abs(Int(p.b) - 0xE0) <= 2, "\(p)")
        // The title is the target's strings table's "Harbour", as wide as that word.
        let tree = try Projects.layout(file, ["--size", "100x100"])
        let title = try #require(tree.frame(id: "title")), expected = try #require(tree.frame(id: "expected"))
        #expect(title.width == expected.width && title.height == expected.height, "\(title) \(expected)")
    }

    /// A catalog's custom symbol (Food Truck's flavours) is drawn from its template, sized by the
    /// font and in the foreground style as SF Symbols are: its width between its margins, its
    /// height its ink's, at 100 template units to the em.
    @Test func aCatalogsCustomSymbolIsDrawnFromItsTemplate() throws {
        let template = """
            <svg version="1.1" xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
             <g id="Guides">
              <line id="left-margin-Regular-M" style="fill:none;stroke:#00AEEF;" x1="1400" x2="1400" y1="1030" y2="1150"/>
              <line id="right-margin-Regular-M" style="fill:none;stroke:#00AEEF;" x1="1480" x2="1480" y1="1030" y2="1150"/>
             </g>
             <g id="Symbols">
              <g id="Regular-M" transform="matrix(1 0 0 1 1400 1126)">
               <path d="M10 0L70 0L70-60L10-60Z"/>
              </g>
             </g>
            </svg>
            """
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(name: "Truck", targets: [.target(name: "Truck", path: "Sources")])
                """,
            "Sources/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Sources/Assets.xcassets/cup.symbolset/Contents.json": #"{"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "cup.svg", "idiom": "universal"}]}"#,
            "Sources/Assets.xcassets/cup.symbolset/cup.svg": template,
            "Sources/Flavor.swift": """
                import SwiftUI

                struct Flavor: View {
                    var body: some View {
                        Image("cup", bundle: .module).font(.system(size: 100)).foregroundStyle(.red).id("cup")
                    }
                }

                #Preview { Flavor() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Sources/Flavor.swift")
        let tree = try Projects.layout(file, ["--size", "200x200"])
        let cup = try #require(tree.frame(id: "cup"))
        #expect(abs(cup.width - 80) < 0.01 && abs(cup.height - 60) < 0.01, "\(cup)")
        let png = root.appendingPathComponent("cup.png")
        let r = try CompiledPath.run(["render", file.path, "-o", png.path, "--size", "200x200"])
        #expect(r.status == 0, "\(r.stderr)")
        // The square fills the glyph but its 10-unit margins: red inside, white in the margin.
        let inside = try Projects.pixel(png, Int(cup.minX + 40), Int(cup.minY + 30))
        #expect(inside.r > 200 && inside.g < 80 && inside.b < 80, "\(inside)")
        let margin = try Projects.pixel(png, Int(cup.minX + 4), Int(cup.minY + 30))
        #expect(margin.r > 200 && margin.g > 200 && margin.b > 200, "\(margin)")
    }

    /// A widget of Xcode's iOS 14 template: its intent definition makes the `ConfigurationIntent`
    /// its provider and entry name, with the definition's parameter, enum and response codes.
    @Test func aWidgetsIntentDefinitionGivesTheClassesXcodeGenerates() throws {
        let definition = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>INEnums</key>
                <array>
                    <dict>
                        <key>INEnumName</key><string>Flavor</string>
                        <key>INEnumValues</key>
                        <array>
                            <dict><key>INEnumValueName</key><string>unknown</string></dict>
                            <dict><key>INEnumValueName</key><string>sweet</string></dict>
                            <dict><key>INEnumValueName</key><string>salty</string></dict>
                        </array>
                    </dict>
                </array>
                <key>INIntents</key>
                <array>
                    <dict>
                        <key>INIntentName</key><string>Configuration</string>
                        <key>INIntentType</key><string>Custom</string>
                        <key>INIntentParameters</key>
                        <array>
                            <dict><key>INIntentParameterName</key><string>truckName</string><key>INIntentParameterType</key><string>String</string></dict>
                            <dict><key>INIntentParameterName</key><string>count</string><key>INIntentParameterType</key><string>Integer</string></dict>
                            <dict><key>INIntentParameterName</key><string>flavor</string><key>INIntentParameterType</key><string>Integer</string><key>INIntentParameterEnumType</key><string>Flavor</string></dict>
                        </array>
                        <key>INIntentResponse</key>
                        <dict>
                            <key>INIntentResponseCodes</key>
                            <array>
                                <dict><key>INIntentResponseCodeName</key><string>success</string></dict>
                                <dict><key>INIntentResponseCodeName</key><string>soldOut</string></dict>
                            </array>
                        </dict>
                    </dict>
                </array>
                <key>INTypes</key>
                <array/>
            </dict>
            </plist>
            """
        let root = try Projects.project([
            "Trucks.xcodeproj/project.pbxproj": Self.pbxproj([
                (name: "TruckWidget", type: "app-extension", files: ["TruckWidget/TruckWidget.swift"]),
            ]),
            "TruckWidget/TruckWidget.intentdefinition": definition,
            "TruckWidget/TruckWidget.swift": """
                import WidgetKit
                import SwiftUI
                import Intents

                struct Provider: IntentTimelineProvider {
                    func placeholder(in context: Context) -> Entry { Entry(date: Date(), configuration: ConfigurationIntent()) }
                    func getSnapshot(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Entry) -> ()) {
                        completion(Entry(date: Date(), configuration: configuration))
                    }
                    func getTimeline(for configuration: ConfigurationIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
                        completion(Timeline(entries: [Entry(date: Date(), configuration: configuration)], policy: .atEnd))
                    }
                }

                struct Entry: TimelineEntry {
                    let date: Date
                    let configuration: ConfigurationIntent
                }

                struct TruckWidgetView: View {
                    var entry: Entry
                    var body: some View {
                        let response = ConfigurationIntentResponse(code: .soldOut, userActivity: nil)
                        let configuration = entry.configuration
                        Text("Truck").id("\\(configuration.truckName ?? "Any") \\(response.code.rawValue) \\(configuration.flavor == .salty) \\(configuration.count ?? 0)")
                    }
                }

                struct TruckWidget_Previews: PreviewProvider {
                    static var previews: some View {
                        let intent = ConfigurationIntent()
                        intent.truckName = "Blue"
                        intent.count = NSNumber(value: 3)
                        intent.flavor = .salty
                        return TruckWidgetView(entry: Entry(date: Date(), configuration: intent))
                            .previewContext(WidgetPreviewContext(family: .systemSmall))
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("TruckWidget/TruckWidget.swift")
        // The parameters set in the preview are the ones shown; the definition's own code is 100.
        let tree = try Projects.layout(file)
        #expect(tree.frame(id: "Blue 100 true 3") != nil)
    }

    /// A package target whose every file imports what Linux lacks is stood in: here what
    /// swiftc refuses of it is its only declaration, so it compiles empty. A screen that imports
    /// it opens; one that holds a decoder opens without that member, said where; one that
    /// extends the decoder at its top level cannot lose that, and the error is at its place,
    /// naming the left-out file and why ("no input files" from swiftc, unlocated, before).
    @Test func aModuleWhoseEveryFileIsLeftOutIsStoodInAndItsNamesAreExplained() throws {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Steps",
                    targets: [
                        .target(name: "StepDecoding", path: "Decoding"),
                        .target(name: "StepScreens", dependencies: ["StepDecoding"], path: "Screens"),
                        .target(name: "StepHistory", dependencies: ["StepDecoding"], path: "History"),
                    ]
                )
                """,
            "Decoding/StepDecoder.swift": "import HealthKit\n\npublic typealias StepDecoder = HKStepDecoder\n",
            "Screens/Today.swift": """
                import SwiftUI
                import StepDecoding

                struct Today: View {
                    var body: some View { Text("Today").id("today") }
                }

                #Preview { Today() }
                """,
            "History/History.swift": """
                import SwiftUI
                import StepDecoding

                extension StepDecoder {
                    static let daily = 1
                }

                struct History: View {
                    var body: some View { Text("History") }
                }

                #Preview { History() }
                """,
            "History/Week.swift": """
                import SwiftUI
                import StepDecoding

                struct Week: View {
                    let decoder = StepDecoder()
                    var body: some View { Text("Week").id("week") }
                }

                #Preview { Week() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let today = try Projects.layout(root.appendingPathComponent("Screens/Today.swift"), ["--size", "100x100"])
        #expect(today.frame(id: "today") != nil)
        let week = root.appendingPathComponent("History/Week.swift")
        let opened = try CompiledPath.run(["layout", week.path, "--json", "--size", "100x100"])
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(try CompiledPath.tree(opened.stdout).frame(id: "week") != nil, "\(opened.stdout)")
        let decoding = root.appendingPathComponent("Decoding/StepDecoder.swift").path
        // A module the screen imports: once per file, at its first place.
        #expect(opened.stderr.contains("\(decoding):1:8: warning: `import HealthKit` is left out of the preview: 'HealthKit' is an Apple framework Trellis does not have on Linux yet; and 1 more part of the file (line 3)"), "\(opened.stderr)")
        #expect(opened.stderr.contains("\(week.path):5:5: warning: `let decoder = StepDecoder()` is left out of the preview: cannot find 'StepDecoder' in scope; 'HealthKit'"), "\(opened.stderr)")
        let history = root.appendingPathComponent("History/History.swift")
        let r = try CompiledPath.run(["layout", history.path, "--size", "100x100"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("History.swift:4:11: error: this file uses 'StepDecoder', which StepDecoder.swift of 'StepDecoding' declares, and that file is left out: 'HealthKit'"), "\(r.stderr)")
        #expect(!r.stderr.contains("no input files"), "\(r.stderr)")
    }

    /// ACHNBrowserUI's shape: an image package over an Objective-C loader (SDWebImageSwiftUI over
    /// SDWebImage). Its files that import the loader are left out, with the file whose only tie is
    /// a type alias declared under `#if` beside the import, and the app's row that shows a remote
    /// image in turn, across the modules; then each is stood in without the import, which is all
    /// they lacked, so every screen opens. The screen that never needed it sees the package's
    /// `Color.brand`, which Swift shows every file of a module once any one of them imports the
    /// package. A file that imports AppKit on the Mac and UIKit elsewhere is compiled, for iOS.
    @Test func anImagePackageOverAnObjectiveCLoaderCostsOnlyTheScreensThatShowItsImages() throws {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "Shelf",
                targets: [
                    .target(name: "Loader", path: "Loader"),
                    .target(name: "Images", dependencies: ["Loader"], path: "Images"),
                    .target(name: "Screens", dependencies: ["Images"], path: "Screens"),
                ]
            )
            """
        let root = try Projects.project([
            "Package.swift": manifest,
            "Loader/include/Loader.h": "@interface Loader\n@end\n",
            "Loader/Loader.m": "#import \"Loader.h\"\n@implementation Loader\n@end\n",
            "Images/Platform.swift": """
                @_exported import Loader
                #if os(macOS)
                import AppKit
                public typealias PlatformImage = NSImage
                #else
                import UIKit
                public typealias PlatformImage = UIImage
                #endif
                """,
            "Images/Image+Platform.swift": """
                import SwiftUI

                extension Image {
                    init(platformImage: PlatformImage) { self.init(uiImage: platformImage) }
                }
                """,
            "Images/RemoteImage.swift": """
                import SwiftUI
                import Loader

                public struct RemoteImage: View {
                    public init(url: URL?) {}
                    public var body: some View { Color.gray }
                }
                """,
            "Images/Brand.swift": """
                import SwiftUI

                extension Color {
                    public static var brand: Color { Color(red: 0.1, green: 0.5, blue: 0.9) }
                }
                """,
            "Screens/Row.swift": """
                import SwiftUI
                import Images

                struct Row: View {
                    var body: some View { RemoteImage(url: nil) }
                }

                #Preview { Row() }
                """,
            "Screens/Badge.swift": """
                import SwiftUI
                #if os(macOS)
                import AppKit
                #else
                import UIKit
                #endif

                struct Badge: View {
                    var body: some View { Color.brand.frame(width: 40, height: 30).id("badge") }
                }

                #Preview { Badge() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let badge = root.appendingPathComponent("Screens/Badge.swift")
        let png = root.appendingPathComponent("badge.png")
        let r = try CompiledPath.run(["render", badge.path, "-o", png.path, "--size", "100x100"])
        #expect(r.status == 0, "\(r.stderr)")
        let p = try Projects.pixel(png, 50, 50)
        #expect(abs(Int(p.r) - 26) <= 2 && abs(Int(p.g) - 128) <= 2 && abs(Int(p.b) - 230) <= 2, "\(p)")
        let line = manifest.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("name: \"Loader\"") }! + 1
        let objectiveC = "'Loader' is an Objective-C module (\(root.path)/Package.swift:\(line)): Trellis compiles Swift, and Objective-C needs Apple's runtime"
        // The files that import the loader are stood in without it, said where.
        let remote = root.appendingPathComponent("Images/RemoteImage.swift").path
        #expect(r.stderr.contains("\(remote):2:8: warning: `import Loader` is left out of the preview: \(objectiveC)"), "\(r.stderr)")
        let platform = root.appendingPathComponent("Images/Platform.swift").path
        #expect(r.stderr.contains("\(platform):1:19: warning: `@_exported import Loader` is left out of the preview: \(objectiveC)"), "\(r.stderr)")
        #expect(!r.stderr.contains("Badge.swift:3"), "\(r.stderr)")
        // The row that shows the remote image opens too.
        let row = root.appendingPathComponent("Screens/Row.swift")
        let shown = try CompiledPath.run(["render", row.path, "-o", png.path, "--size", "100x100"])
        #expect(shown.status == 0, "\(shown.stderr)")
        // `RemoteImage`'s body, `Color.gray` (systemGray).
        let grey = try Projects.pixel(png, 50, 50)
        #expect(abs(Int(grey.r) - 142) <= 2 && abs(Int(grey.g) - 142) <= 2 && abs(Int(grey.b) - 147) <= 2, "\(grey)")
    }

    /// A data store that calls an SDK Trellis cannot have in one statement (an analytics call
    /// as it loads) no longer costs every screen that reads the store: the file is stood in
    /// without the import and that statement. A screen that imports an image package that is
    /// nowhere shows its remote image as a labelled placeholder, keeping the image's modifiers.
    /// Each part taken out is a warning at its place.
    @Test func aStoreThatCallsAMissingSDKOpensTheScreensThatReadIt() throws {
        let root = try Projects.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Catalog",
                    targets: [
                        .target(name: "Store", path: "Store"),
                        .target(name: "Screens", dependencies: ["Store"], path: "Screens"),
                    ]
                )
                """,
            "Store/Store.swift": """
                import Foundation
                import Analytics

                public final class Store {
                    public static let shared = Store()
                    public private(set) var items: [String] = []
                    init() {
                        items = ["Nature", "Wardrobe", "Art"]
                        Analytics.track("store.loaded", properties: ["count": items.count])
                    }
                }
                """,
            "Screens/Catalog.swift": """
                import SwiftUI
                import Store
                import RemoteImages

                struct Catalog: View {
                    var body: some View {
                        VStack(spacing: 0) {
                            RemoteImage(url: nil).frame(width: 60, height: 60).id("thumb")
                            if Store.shared.items.count == 3 { Text("3 items").id("loaded") }
                        }
                    }
                }

                #Preview { Catalog() }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let catalog = root.appendingPathComponent("Screens/Catalog.swift")
        let r = try CompiledPath.run(["layout", catalog.path, "--json", "--size", "200x200"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let thumb = try #require(tree.frame(id: "thumb"))
        #expect(thumb.width == 60 && thumb.height == 60)
        // The store loaded its items: all but the analytics call ran.
        #expect(tree.frame(id: "loaded") != nil, "\(r.stdout)")
        let store = root.appendingPathComponent("Store/Store.swift").path
        // Another file's stand-in is said once, at its first place.
        #expect(r.stderr.contains("\(store):2:8: warning: `import Analytics` is left out of the preview: no such module 'Analytics'; and 1 more part of the file (line 9)"), "\(r.stderr)")
        let standalone = root.appendingPathComponent("Store/Store.swift")
        let own = try CompiledPath.run(["layout", standalone.path])
        #expect(own.stderr.contains("\(store):9:9: warning: `Analytics.track(\"store.loaded\", properties: [\"count\": items…` is left out of the preview: cannot find 'Analytics' in scope; no such module 'Analytics'"), "\(own.stderr)")
        #expect(r.stderr.contains("\(catalog.path):3:8: warning: `import RemoteImages` is left out of the preview: no such module 'RemoteImages'"), "\(r.stderr)")
        #expect(r.stderr.contains("\(catalog.path):8:13: warning: `RemoteImage(url: nil)` is drawn as a placeholder: cannot find 'RemoteImage' in scope; no such module 'RemoteImages'"), "\(r.stderr)")
        // The placeholder's grey, where the image would be.
        let png = root.appendingPathComponent("catalog.png")
        let shown = try CompiledPath.run(["render", catalog.path, "-o", png.path, "--size", "200x200"])
        #expect(shown.status == 0, "\(shown.stderr)")
        let p = try Projects.pixel(png, Int(thumb.midX) - 25, Int(thumb.midY) - 25)
        #expect(p.r == 229 && p.g == 229 && p.b == 234, "\(p)")
    }

    @Test func aUIKitAppDelegateCompilesAndARemotePackageIsNamedAtItsImport() throws {
        let root = try Projects.project([
            "Tipper.xcodeproj/project.pbxproj": Self.pbxproj([
                (name: "Tipper", type: "application", files: ["Tipper/AppDelegate.swift", "Tipper/SceneDelegate.swift", "Tipper/TipView.swift"]),
            ], remote: (product: "Formatting.Currency", url: "https://example.invalid/tipper/Formatting.git")),
            "Tipper/AppDelegate.swift": """
                import UIKit

                @UIApplicationMain
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        true
                    }

                    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
                        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
                    }
                }
                """,
            "Tipper/SceneDelegate.swift": """
                import UIKit
                import SwiftUI

                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?

                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        if let windowScene = scene as? UIWindowScene {
                            let window = UIWindow(windowScene: windowScene)
                            UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.systemPink]
                            window.rootViewController = UIHostingController(rootView: TipView())
                            self.window = window
                            window.makeKeyAndVisible()
                        }
                    }
                }
                """,
            "Tipper/TipView.swift": """
                import SwiftUI

                struct TipView: View {
                    var body: some View {
                        Color.green.frame(width: 100, height: 60).id("tip")
                    }
                }

                struct TipView_Previews: PreviewProvider {
                    static var previews: some View {
                        TipView()
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let tree = try Projects.layout(root.appendingPathComponent("Tipper/TipView.swift"))
        expectFrame(tree, "tip", 145, 392, 100, 60)

        // The same app once a file imports the remote package's product it does not use: the
        // screen still opens, the delegate stood in without the import, said at its place.
        let delegate = root.appendingPathComponent("Tipper/AppDelegate.swift")
        try ("import Formatting_Currency\n" + (try String(contentsOf: delegate, encoding: .utf8))).write(to: delegate, atomically: true, encoding: .utf8)
        let r = try CompiledPath.run(["layout", root.appendingPathComponent("Tipper/TipView.swift").path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("\(delegate.path):1:8: warning: `import Formatting_Currency` is left out of the preview: 'Formatting_Currency' comes from the package 'Formatting' (https://example.invalid/tipper/Formatting.git), which is not on disk"),
                "\(r.stderr)")
    }
}
