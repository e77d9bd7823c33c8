import Foundation
import Testing
import Trellis

/// A screen of an app written in Xcode 26, opened as a person would: it reads its colours
/// through Xcode's generated asset symbols, its texts from its strings table, draws Liquid
/// Glass behind `#available(iOS 26.0, *)`, and its module also holds a network layer written
/// against Apple's Foundation (`URLRequest`, `URLSession.data(for:)`), a Watch session, a name
/// formatter and a Combine merge. Each of these alone used to fail the whole module. Its texts
/// are in the font it bundles.
@Suite(.serialized) struct ModernAppReach {
    static let files: [String: String] = [
        "Habits.xcodeproj/project.pbxproj": ProjectReach.pbxproj(
            [(name: "Habits", type: "application", files: ["Habits/HabitRow.swift", "Habits/Network.swift"])],
            settings: ["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS": "YES", "SWIFT_VERSION": "5.0"]),
        "Habits/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        "Habits/Assets.xcassets/AppGrayColor.colorset/Contents.json": """
            {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x99", "green": "0x66", "red": "0x33"}}, "idiom": "universal"}]}
            """,
        "Habits/Assets.xcassets/brand-red.colorset/Contents.json": """
            {"colors": [{"color": {"color-space": "srgb", "components": {"alpha": "1.000", "blue": "0x00", "green": "0x00", "red": "0xFF"}}, "idiom": "universal"}]}
            """,
        "Habits/Resources/en.lproj/Localizable.strings": """
            /* Greeting on the home screen */
            "greeting" = "Good morning, friends";
            "farewell" = "See you tomorrow";
            "count %@" = "%@ habits";
            """,
        "Habits/Network.swift": """
            import Foundation
            import WatchConnectivity
            import Combine

            protocol HTTPSession: Sendable {
                func data(for request: URLRequest) async throws -> (Data, URLResponse)
            }
            extension URLSession: HTTPSession {}

            final class PhoneLink: NSObject, WCSessionDelegate {
                func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
                    try? session.updateApplicationContext(["habits": 3])
                }
            }

            enum Names {
                static func owner() -> String {
                    PersonNameComponentsFormatter().string(from: PersonNameComponents(givenName: "Ann", familyName: "Lee"))
                }
                static let changes = NotificationCenter.default.publisher(for: .init("added"))
                    .merge(with: NotificationCenter.default.publisher(for: .init("edited")))
            }
            """,
        "Habits/HabitRow.swift": """
            import SwiftUI
            import UIKit

            extension EnvironmentValues {
                @Entry var rowHeight: CGFloat = 20
            }

            struct EntryRow: View {
                @Environment(\\.rowHeight) private var rowHeight
                var body: some View { Color.gray.frame(width: 100, height: rowHeight) }
            }

            struct HabitRow: View {
                var body: some View {
                    VStack(spacing: 0) {
                        Color.appGray.frame(width: 100, height: 20).id("extension")
                        Rectangle().fill(.appGray).frame(width: 100, height: 20).id("style")
                        Color(.brandRed).frame(width: 100, height: 20).id("resource")
                        Color(uiColor: UIColor(cgColor: UIColor(Color.appGray).cgColor)).frame(width: 100, height: 20).id("cgColor")
                        EntryRow().id("entry-default")
                        EntryRow().environment(\\.rowHeight, 33).id("entry-set")
                        Text("greeting").id("greeting")
                        Text("Good morning, friends").id("greeting-expected")
                        Text(String(localized: "farewell")).id("farewell")
                        Text("See you tomorrow").id("farewell-expected")
                        Text("count \\("3")").id("count")
                        Text("3 habits").id("count-expected")
                        Text("Fixture").font(.custom("TrellisFixtureSans-Regular", size: 20)).id("font")
                        Text("Fixture").font(.custom("DejaVu Sans", size: 20)).id("font-expected")
                        Text("Fixture").font(.custom("Trellis Fixture Sans", size: 20)).id("family")
                        Text(Names.owner()).id("owner")
                        Text("Ann Lee").id("owner-expected")
                        if #available(iOS 26.0, *) {
                            Text("Glass").padding(8).glassEffect(.regular.tint(.blue)).id("glass")
                            Button("Go") {}.buttonStyle(.glassProminent)
                        }
                    }
                    .onReceive(Names.changes) { _ in }
                    .textContentType(.givenName)
                }
            }

            #Preview(traits: .sizeThatFitsLayout) { HabitRow() }
            """,
    ]

    @Test func anXcode26ScreenOpensWithItsSymbolsStringsAndGlass() throws {
        let root = try Projects.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        // A font the app bundles (DejaVu Sans renamed): no system has it.
        let font = root.appendingPathComponent("Habits/Fonts/TrellisFixtureSans-Regular.ttf")
        try FileManager.default.createDirectory(at: font.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent("Tests/Fixtures/Fonts/TrellisFixtureSans-Regular.ttf"), to: font)
        let file = root.appendingPathComponent("Habits/HabitRow.swift")
        let r = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        func frame(_ id: String) -> LayoutTree.Frame? { tree.root.all.first { $0.id == id }?.frame }
        // Translated texts are as wide as their translations, not their keys.
        for key in ["greeting", "farewell", "count", "owner"] {
            let shown = try #require(frame(key)), expected = try #require(frame(key + "-expected"))
            #expect(abs(shown.width - expected.width) < 0.01, "\(key): \(shown.width) vs \(expected.width)")
        }
        #expect(frame("glass") != nil)
        // Xcode 16's `@Entry`: the default, and a value set above.
        #expect(frame("entry-default")?.height == 20 && frame("entry-set")?.height == 33)
        // The bundled font, by PostScript name and by family, measures as the font it was made from.
        for id in ["font", "family"] {
            let shown = try #require(frame(id)), expected = try #require(frame("font-expected"))
            #expect(abs(shown.width - expected.width) < 0.01, "\(id): \(shown.width) vs \(expected.width)")
        }
        #expect(!r.stderr.contains("is not installed"), "\(r.stderr)")

        let png = root.appendingPathComponent("row.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", png.path, "--scale", "1"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        // The colour of each row, from the catalog by its generated symbol.
        for (id, expected) in [("extension", (0x33, 0x66, 0x99)), ("style", (0x33, 0x66, 0x99)), ("resource", (0xFF, 0, 0)),
                               ("cgColor", (0x33, 0x66, 0x99))] {
            let f = try #require(frame(id))
            let p = try Projects.pixel(png, Int(f.x + f.width / 2), Int(f.y + f.height / 2))
            #expect(abs(p.r - expected.0) < 3 && abs(p.g - expected.1) < 3 && abs(p.b - expected.2) < 3, "\(id): \(p)")
        }
    }
}
