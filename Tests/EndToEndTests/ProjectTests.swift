import Foundation
import Testing
import Trellis

/// Screens inside projects open as their projects build them: an app folder beside its own local
/// package (with resources and an asset catalog), a package of several targets, an Xcode-style
/// folder with `Preview Content`; and a project's own mistakes are one located error each, with
/// nothing written into the project.
@Suite(.serialized) struct Projects {
    /// Writes `files` (relative path → contents) under a new temporary folder; returns the folder.
    static func project(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-project-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A PNG of `w`×`h` pixels of one colour (no compression needed: stored deflate blocks).
    static func png(_ w: Int, _ h: Int, _ rgb: (UInt8, UInt8, UInt8)) -> Data {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        var raw: [UInt8] = []
        for _ in 0..<h { raw.append(0); for _ in 0..<w { raw += [rgb.0, rgb.1, rgb.2] } }
        var zlib: [UInt8] = [0x78, 0x01]
        var rest = raw[...]
        repeat {
            let block = rest.prefix(65535)
            rest = rest.dropFirst(block.count)
            let n = UInt16(block.count)
            zlib += [rest.isEmpty ? 1 : 0, UInt8(n & 255), UInt8(n >> 8), UInt8(~n & 255), UInt8(~n >> 8)] + block
        } while !rest.isEmpty
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        zlib += be(b << 16 | a)
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xffffffff
            for byte in bytes {
                c ^= UInt32(byte)
                for _ in 0..<8 { c = c & 1 == 1 ? 0xedb88320 ^ (c >> 1) : c >> 1 }
            }
            return ~c
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        let header = be(UInt32(w)) + be(UInt32(h)) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    /// Every file under `root` with its size and modification time: what "nothing written" compares.
    static func snapshot(_ root: URL) -> [String: String] {
        var result: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let a = try? FileManager.default.attributesOfItem(atPath: url.path)
            result[url.path] = "\(a?[.size] ?? 0) \((a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)"
        }
        return result
    }

    static func layout(_ file: URL, _ arguments: [String] = []) throws -> LayoutTree {
        let r = try CompiledPath.run(["layout", file.path, "--json"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    /// The pixel at (x, y) of a rendered PNG (read with ImageMagick, as a person's tools would).
    static func pixel(_ png: URL, _ x: Int, _ y: Int) throws -> Screenshot.RGB {
        let r = ExternalTool.run(["convert", png.path, "-crop", "1x1+\(x)+\(y)", "ppm:-"])
        return try #require(Screenshot(ppm: r.output)).pixel(0, 0)
    }

    /// An app folder next to an Xcode project and its own local package, in the shape of Apple's
    /// sample apps: the package loads its data from `Bundle.module`, the app its menu from
    /// `Bundle.main`, colours and an image from the app's asset catalog.
    static let foodTruck: [String: String] = [
        "FoodTruck.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
        "FoodTruckKit/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(
                name: "FoodTruckKit",
                platforms: [.iOS(.v17), .macOS(.v14)],
                products: [.library(name: "FoodTruckKit", targets: ["FoodTruckKit"])],
                targets: [
                    .target(name: "FoodTruckKit", resources: [.process("Resources")]),
                ]
            )
            """,
        "FoodTruckKit/Sources/FoodTruckKit/Model/Donut.swift": """
            import Foundation

            public struct Donut: Identifiable, Decodable, Hashable {
                public var id: Int
                public var name: String
                public var rating: Int

                public static let all: [Donut] = {
                    guard let url = Bundle.module.url(forResource: "donuts", withExtension: "json"),
                          let data = try? Data(contentsOf: url) else { return [] }
                    return (try? JSONDecoder().decode([Donut].self, from: data)) ?? []
                }()
            }
            """,
        "FoodTruckKit/Sources/FoodTruckKit/Resources/donuts.json": """
            [{"id": 1, "name": "Classic", "rating": 3}, {"id": 2, "name": "Blueberry", "rating": 5}, {"id": 3, "name": "Nebula", "rating": 4}]
            """,
        "App/FoodTruckApp.swift": """
            import SwiftUI
            import FoodTruckKit

            @main
            struct FoodTruckApp: App {
                var body: some Scene {
                    WindowGroup {
                        DonutList()
                    }
                }
            }
            """,
        "App/Specials.swift": """
            import Foundation

            struct Specials: Decodable {
                var today: [String]

                static func load() -> Specials {
                    let url = Bundle.main.url(forResource: "specials", withExtension: "json")!
                    return try! JSONDecoder().decode(Specials.self, from: Data(contentsOf: url))
                }
            }
            """,
        "App/Resources/specials.json": #"{"today": ["Sprinkles", "Glaze"]}"#,
        "App/Donuts/DonutList.swift": """
            import SwiftUI
            import FoodTruckKit

            struct DonutList: View {
                let donuts = Donut.all
                let specials = Specials.load()

                var body: some View {
                    VStack(spacing: 0) {
                        Color("Brand")
                            .frame(width: 120, height: 20)
                            .id("header")
                        Image("truck")
                            .id("truck")
                        ForEach(donuts) { donut in
                            Color.gray
                                .frame(width: CGFloat(donut.rating) * 20, height: 10)
                                .id(donut.name)
                        }
                        ForEach(specials.today, id: \\.self) { name in
                            Color.pink.frame(width: 30, height: 6).id(name)
                        }
                    }
                }
            }

            #Preview {
                DonutList()
            }
            """,
        "App/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "App/Assets.xcassets/AccentColor.colorset/Contents.json": """
            {"colors": [{"color": {"platform": "ios", "reference": "systemPinkColor"}, "idiom": "universal"}]}
            """,
        "App/Assets.xcassets/Brand.colorset/Contents.json": """
            {"colors": [
              {"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0x80", "red": "0xFF"}}, "idiom": "universal"},
              {"appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "display-p3", "components": {"alpha": "1.000", "blue": "1.000", "green": "0.000", "red": "0.000"}}, "idiom": "universal"}
            ]}
            """,
        "App/Assets.xcassets/truck.imageset/Contents.json": """
            {"images": [{"idiom": "universal", "scale": "1x"}, {"idiom": "universal", "scale": "2x"},
                        {"filename": "truck@3x.png", "idiom": "universal", "scale": "3x"}]}
            """,
    ]

    static func foodTruckProject() throws -> URL {
        let root = try project(Self.foodTruck)
        try png(90, 60, (0, 128, 0)).write(to: root.appendingPathComponent("App/Assets.xcassets/truck.imageset/truck@3x.png"))
        return root
    }

    @Test func anAppFolderWithItsLocalPackageResourcesAndCatalogOpens() throws {
        let root = try Self.foodTruckProject()
        let before = Self.snapshot(root)
        let file = root.appendingPathComponent("App/Donuts/DonutList.swift")
        let tree = try Self.layout(file)
        // 20 + 20 (the 3x image's 60 pixels) + 3 × 10 + 2 × 6 = 82 tall, centred in 390 × 844.
        let top = (844 - 82) / 2.0
        expectFrame(tree, "header", 135, top, 120, 20)
        expectFrame(tree, "truck", 180, top + 20, 30, 20)
        // Bundle.module: the package's donuts, with their ratings as widths.
        expectFrame(tree, "Classic", 165, top + 40, 60, 10)
        expectFrame(tree, "Blueberry", 145, top + 50, 100, 10)
        expectFrame(tree, "Nebula", 155, top + 60, 80, 10)
        // Bundle.main: the app's own resource.
        expectFrame(tree, "Sprinkles", 180, top + 70, 30, 6)
        expectFrame(tree, "Glaze", 180, top + 76, 30, 6)

        // Pixels: the colour set in light (FF8000) and dark (Display P3 blue, as sRGB 0,0,255
        // clamped), the image's green.
        let light = root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-light.png")
        let dark = root.deletingLastPathComponent().appendingPathComponent("\(root.lastPathComponent)-dark.png")
        #expect(try CompiledPath.run(["render", file.path, "-o", light.path]).status == 0)
        #expect(try CompiledPath.run(["render", file.path, "-o", dark.path, "--color-scheme", "dark"]).status == 0)
        let y = Int(top) + 10
        #expect(try Self.pixel(light, 195, y) == Screenshot.RGB(255, 128, 0))
        #expect(try Self.pixel(dark, 195, y) == Screenshot.RGB(0, 0, 255))
        #expect(try Self.pixel(light, 195, Int(top) + 30) == Screenshot.RGB(0, 128, 0))
        // Nothing was written into the project.
        #expect(Self.snapshot(root) == before)
    }

    @Test func anEditRecompilesOnlyTheModuleThatChanged() throws {
        let root = try Self.foodTruckProject()
        let file = root.appendingPathComponent("App/Donuts/DonutList.swift")
        let cold = try CompiledPath.run(["layout", file.path], log: true)
        #expect(cold.stderr.contains("trellis: compiled module FoodTruckKit"), "\(cold.stderr)")
        let edited = root.appendingPathComponent("App/Specials.swift")
        let original = try String(contentsOf: edited, encoding: .utf8)
        // A declaration added: the app's module compiles whole.
        try (original + "\nlet addedByTheEdit = 1\n").write(to: edited, atomically: true, encoding: .utf8)
        let warm = try CompiledPath.run(["layout", file.path], log: true)
        #expect(warm.stderr.contains("trellis: cached build of module FoodTruckKit"), "\(warm.stderr)")
        #expect(warm.stderr.contains("trellis: compiled 3 file(s)"), "\(warm.stderr)")
        // A comment: nothing compiles (EditReplacements).
        try (original + "\nlet addedByTheEdit = 1\n// edited\n").write(to: edited, atomically: true, encoding: .utf8)
        let comment = try CompiledPath.run(["layout", file.path], log: true)
        #expect(comment.stderr.contains("trellis: cached build of module FoodTruckKit"), "\(comment.stderr)")
        #expect(comment.stderr.contains("trellis: nothing to compile"), "\(comment.stderr)")
    }

    @Test func aPackageOfSeveralTargetsBuildsEachBeforeTheOnesThatImportIt() throws {
        let root = try Self.project([
            "Package.swift": """
                // swift-tools-version: 6.0
                import PackageDescription

                let package = Package(
                    name: "Garden",
                    targets: [
                        .target(name: "GardenModel"),
                        .target(name: "GardenUI", dependencies: ["GardenModel"]),
                        .executableTarget(name: "GardenApp", dependencies: ["GardenUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
                    ]
                )
                """,
            "Sources/GardenModel/Plant.swift": """
                public struct Plant: Sendable {
                    public var name: String
                    public var height: Double
                    public init(name: String, height: Double) { self.name = name; self.height = height }
                    public static let samples = [Plant(name: "Fern", height: 40), Plant(name: "Palm", height: 90)]
                }
                """,
            "Sources/GardenUI/PlantBar.swift": """
                import SwiftUI
                import GardenModel

                public struct PlantBar: View {
                    let plant: Plant
                    public init(plant: Plant) { self.plant = plant }
                    public var body: some View {
                        Color.green.frame(width: 20, height: plant.height).id(plant.name)
                    }
                }
                """,
            "Sources/GardenApp/Garden.swift": """
                import SwiftUI
                import GardenModel
                import GardenUI

                var visits = 0  // a global mutable: fine in Swift 5 mode, which this target asks for

                struct Garden: View {
                    var body: some View {
                        HStack(alignment: .bottom, spacing: 10) {
                            ForEach(Plant.samples, id: \\.name) { PlantBar(plant: $0) }
                        }
                    }
                }

                #Preview { Garden() }
                """,
        ])
        let tree = try Self.layout(root.appendingPathComponent("Sources/GardenApp/Garden.swift"))
        // 20 + 10 + 20 wide, 90 tall, bottoms aligned, centred in 390 × 844.
        expectFrame(tree, "Fern", 170, 377 + 50, 20, 40)
        expectFrame(tree, "Palm", 200, 377, 20, 90)
    }

    @Test func anXcodeFolderWithPreviewContentAndAnOldStyleProvider() throws {
        let root = try Self.project([
            "Landmarks.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n",
            "Landmarks/LandmarksApp.swift": """
                import SwiftUI

                @main
                struct LandmarksApp: App {
                    @StateObject private var modelData = ModelData()
                    var body: some Scene {
                        WindowGroup { CategoryRow(items: modelData.landmarks).environmentObject(modelData) }
                    }
                }
                """,
            "Landmarks/Model/ModelData.swift": """
                import Foundation
                import Combine

                struct Landmark: Codable, Identifiable, Hashable {
                    var id: Int
                    var name: String
                    var imageName: String
                }

                final class ModelData: ObservableObject {
                    @Published var landmarks: [Landmark] = load("landmarkData.json")
                }

                func load<T: Decodable>(_ filename: String) -> T {
                    guard let file = Bundle.main.url(forResource: filename, withExtension: nil) else {
                        fatalError("Couldn't find \\(filename) in main bundle.")
                    }
                    return try! JSONDecoder().decode(T.self, from: Data(contentsOf: file))
                }
                """,
            "Landmarks/Resources/landmarkData.json": #"[{"id": 1001, "name": "Turtle Rock", "imageName": "turtlerock"}, {"id": 1002, "name": "Silver Salmon Creek", "imageName": "silversalmoncreek"}]"#,
            "Landmarks/Views/CategoryRow.swift": """
                import SwiftUI

                struct CategoryRow: View {
                    var items: [Landmark]

                    var body: some View {
                        HStack(spacing: 0) {
                            ForEach(items) { landmark in
                                Image(landmark.imageName)
                                    .resizable()
                                    .frame(width: 155, height: 155)
                                    .id(landmark.name)
                            }
                        }
                    }
                }

                struct CategoryRow_Previews: PreviewProvider {
                    static var landmarks = ModelData().landmarks

                    static var previews: some View {
                        CategoryRow(items: landmarks)
                            .previewLayout(.sizeThatFits)
                    }
                }
                """,
            "Landmarks/Preview Content/Preview Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
            "Landmarks/Preview Content/Preview Assets.xcassets/turtlerock.imageset/Contents.json": #"{"images": [{"filename": "turtlerock.png", "idiom": "universal", "scale": "1x"}]}"#,
        ])
        try Self.png(4, 4, (200, 100, 0)).write(to: root.appendingPathComponent("Landmarks/Preview Content/Preview Assets.xcassets/turtlerock.imageset/turtlerock.png"))
        let file = root.appendingPathComponent("Landmarks/Views/CategoryRow.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        // Sized to fit: two 155-point images side by side.
        #expect(tree.window.width == 310 && tree.window.height == 155)
        expectFrame(tree, "Turtle Rock", 0, 0, 155, 155)
        expectFrame(tree, "Silver Salmon Creek", 155, 0, 155, 155)
        // The image the catalog lacks is a placeholder of the size it is given, with a warning.
        #expect(r.stderr.contains("silversalmoncreek"), "\(r.stderr)")
    }

    @Test func aProjectsOwnMistakesAreLocatedErrorsAndNothingIsWritten() throws {
        // A manifest that does not parse.
        let broken = try Self.project([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(\n    name: \"X\",\n    targets: [.target(name: \"X\"]\n)\n",
            "Sources/X/V.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n",
        ])
        let before = Self.snapshot(broken)
        let r1 = try CompiledPath.run(["layout", broken.appendingPathComponent("Sources/X/V.swift").path])
        #expect(r1.status == 1)
        #expect(r1.stderr.contains("\(broken.path)/Package.swift:5:") && r1.stderr.contains("error: the package manifest does not parse"), "\(r1.stderr)")
        #expect(Self.snapshot(broken) == before)

        // Two modules that import each other.
        let cycle = try Self.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "C", targets: [
                    .target(name: "A", dependencies: ["B"]),
                    .target(name: "B", dependencies: ["A"]),
                    .executableTarget(name: "App", dependencies: ["A"]),
                ])
                """,
            "Sources/A/A.swift": "import B\npublic let a = 1\n",
            "Sources/B/B.swift": "import A\npublic let b = 2\n",
            "Sources/App/V.swift": "import SwiftUI\nimport A\n#Preview { Text(\"x\") }\n",
        ])
        let r2 = try CompiledPath.run(["check", cycle.appendingPathComponent("Sources/App/V.swift").path])
        #expect(r2.status == 1)
        #expect(r2.stderr.contains("error: the modules depend on each other in a cycle: A → B → A"), "\(r2.stderr)")

        // A remote package not on disk: named with the file and line that import it (a warning:
        // the screen uses nothing of it, so it opens).
        let remote = try Self.project([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(
                    name: "R",
                    dependencies: [.package(url: "https://example.invalid/apple/swift-algorithms", from: "1.0.0")],
                    targets: [.executableTarget(name: "App", dependencies: [.product(name: "Algorithms", package: "swift-algorithms")])]
                )
                """,
            "Sources/App/V.swift": "import SwiftUI\n\n  import Algorithms\n#Preview { Text(\"x\") }\n",
        ])
        let file = remote.appendingPathComponent("Sources/App/V.swift")
        let r3 = try CompiledPath.run(["layout", file.path])
        #expect(r3.status == 0, "\(r3.stderr)")
        #expect(r3.stderr.contains("\(file.path):3:10: warning: `import Algorithms` is left out of the preview: 'Algorithms' comes from the package 'swift-algorithms'"), "\(r3.stderr)")

        // Two targets of one name, in two packages.
        let twice = try Self.project([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"P\", dependencies: [.package(path: \"Other\")], targets: [.executableTarget(name: \"Shared\")])\n",
            "Other/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Other\", targets: [.target(name: \"Shared\")])\n",
            "Sources/Shared/V.swift": "import SwiftUI\n#Preview { Text(\"x\") }\n",
            "Other/Sources/Shared/S.swift": "public let s = 1\n",
        ])
        let r4 = try CompiledPath.run(["layout", twice.appendingPathComponent("Sources/Shared/V.swift").path])
        #expect(r4.status == 1)
        #expect(r4.stderr.contains("two targets are named 'Shared'"), "\(r4.stderr)")

        // A corrupt Contents.json and a resource the manifest names that is not there: warnings, and the preview opens.
        let warned = try Self.project([
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"W\", targets: [.executableTarget(name: \"App\", resources: [.process(\"Assets.xcassets\"), .copy(\"Missing.json\")])])\n",
            "Sources/App/V.swift": "import SwiftUI\n#Preview { Color(\"Broken\").frame(width: 10, height: 10) }\n",
            "Sources/App/Assets.xcassets/Broken.colorset/Contents.json": "{ not json",
        ])
        let warnedBefore = Self.snapshot(warned)
        let r5 = try CompiledPath.run(["layout", warned.appendingPathComponent("Sources/App/V.swift").path])
        #expect(r5.status == 0, "\(r5.stderr)")
        #expect(r5.stderr.contains("Broken.colorset/Contents.json:1:1: warning: Contents.json does not parse"), "\(r5.stderr)")
        #expect(r5.stderr.contains("warning: resource 'Missing.json' of target 'App' was not found"), "\(r5.stderr)")
        #expect(r5.stderr.contains("V.swift:2: no colour named 'Broken'"), "\(r5.stderr)")
        #expect(Self.snapshot(warned) == warnedBefore)
    }
}
