import Foundation
import Testing
import Trellis

/// Screens written for Xcode's canvas, as tutorials and real apps write them, open unchanged:
/// old-style `PreviewProvider`s with several previews and the preview modifiers, `#Preview`
/// bodies with `let`s and an explicit `return`, and code compiled as the previewed device's
/// platform (`#if os(iOS)`, `targetEnvironment(simulator)`).
@Suite(.serialized) struct XcodePreviewConventions {
    static func layout(_ file: URL, _ arguments: [String] = []) throws -> LayoutTree {
        let r = try CompiledPath.run(["layout", file.path, "--json", "--engine", "compiled"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    /// A list row in the style of Apple's Landmarks tutorial: a model, a row view, and a provider
    /// whose `previews` are a group of fixed-size rows and one row per device.
    static let landmarkRow = """
        import SwiftUI

        struct Landmark: Identifiable {
            var id: Int
            var name: String
        }

        struct LandmarkRow: View {
            var landmark: Landmark

            var body: some View {
                HStack {
                    Color.green
                        .frame(width: 50, height: 50)
                        .id("thumbnail")
                    Text(landmark.name)
                    Spacer()
                }
                .id("row")
            }
        }

        struct LandmarkRow_Previews: PreviewProvider {
            static var landmarks = [Landmark(id: 1, name: "Turtle Rock"), Landmark(id: 2, name: "Silver Salmon Creek")]

            static var previews: some View {
                Group {
                    LandmarkRow(landmark: landmarks[0])
                        .previewDisplayName("Turtle Rock")
                    LandmarkRow(landmark: landmarks[1])
                }
                .previewLayout(.fixed(width: 300, height: 70))

                ForEach(["iPhone SE (3rd generation)", "iPad Pro (12.9-inch) (6th generation)"], id: \\.self) { deviceName in
                    LandmarkRow(landmark: landmarks[0])
                        .previewDevice(PreviewDevice(rawValue: deviceName))
                        .previewDisplayName(deviceName)
                }

                LandmarkRow(landmark: landmarks[1])
                    .previewLayout(.sizeThatFits)
                    .previewDisplayName("Fitted")
                LandmarkRow(landmark: landmarks[1])
                    .previewInterfaceOrientation(.landscapeLeft)
                    .previewDevice("iPhone 15 Pro")
                    .previewDisplayName("Landscape")
            }
        }
        """

    @Test func aProvidersListIsOnePreviewEachNamedAndSizedByItsModifiers() throws {
        let url = try Command.temporaryFile(Self.landmarkRow, name: "LandmarkRow.swift")
        let names = try CompiledPath.run(["check", url.path, "--engine", "compiled"])
        #expect(names.status == 0, "\(names.stderr)")

        // A fixed 300 × 70 canvas; the 50-point row is centred in its 70 points.
        let turtle = try Self.layout(url, ["--preview", "Turtle Rock"])
        #expect(turtle.window.width == 300 && turtle.window.height == 70)
        expectFrame(turtle, "row", 0, 10, 300, 50)
        // The second view of the group has no name of its own: the provider's, numbered.
        let second = try Self.layout(url, ["--preview", "LandmarkRow 2"])
        #expect(second.window.width == 300 && second.window.height == 70)

        // previewDevice: the nearest preset, its size and safe area (SE: 20 above).
        let se = try Self.layout(url, ["--preview", "iPhone SE (3rd generation)"])
        #expect(se.window.width == 375 && se.window.height == 667)
        expectFrame(se, "row", 0, 20 + (667 - 20 - 50) / 2, 375, 50)
        let ipad = try Self.layout(url, ["--preview", "iPad Pro (12.9-inch) (6th generation)"])
        #expect(ipad.window.width == 1032 && ipad.window.height == 1376)
        // A device on the command line wins over the preview's.
        let forced = try Self.layout(url, ["--preview", "iPad Pro (12.9-inch) (6th generation)", "--device", "iphone-15"])
        #expect(forced.window.width == 393)

        // sizeThatFits: the row's ideal size — an HStack of 50, 8, the text and a spacer's 0
        // ideal width (8 between each): the canvas is as wide as that and 50 tall.
        let fitted = try Self.layout(url, ["--preview", "Fitted"])
        #expect(fitted.window.height == 50)
        let text = try #require(CompiledPath.texts(fitted.root).first)
        #expect(abs(fitted.window.width - (50 + 8 + text.frame.width + 8)) < 0.01, "\(fitted.window) \(text.frame)")

        // An iPhone 15 Pro is the iPhone 15 preset, turned: 852 × 393, 59 on each side.
        let landscape = try Self.layout(url, ["--preview", "Landscape"])
        #expect(landscape.window.width == 852 && landscape.window.height == 393)
        expectFrame(landscape, "row", 59, (393 - 21 - 50) / 2, 852 - 118, 50)
    }

    @Test func aPreviewBodyMayDeclareValuesAndReturnItsView() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct Badge: View {
                let count: Int
                var body: some View {
                    Text("\\(count)")
                        .frame(width: 40, height: 24)
                        .id("badge")
                }
            }

            #Preview("Returned") {
                let count = 3
                return Badge(count: count).padding(2).id("returned")
            }

            #Preview("Declared") {
                let sample = 12
                Badge(count: sample)
                    .padding(10)
                    .id("padded")
            }
            """, name: "Badge.swift")
        let returned = try Self.layout(url, ["--preview", "Returned"])
        expectFrame(returned, "badge", 175, 410, 40, 24)
        expectFrame(returned, "returned", 173, 408, 44, 28)
        // The returned view is located at its line, as a view of a view-builder body is.
        #expect(returned.root.source?.line == 14, "\(String(describing: returned.root.source))")
        let declared = try Self.layout(url, ["--preview", "Declared"])
        expectFrame(declared, "padded", 165, 400, 60, 44)
        #expect(declared.root.source?.line == 19)
    }

    @Test func codeIsCompiledForThePreviewedDevicesPlatform() throws {
        let url = try Command.temporaryFile("""
            import SwiftUI

            struct SettingsRow: View {
                var body: some View {
                    VStack(spacing: 0) {
                        #if os(iOS)
                        Color.blue.frame(width: 100, height: 40).id("ios")
                        #elseif os(macOS)
                        Color.red.frame(width: 100, height: 40).id("mac")
                        #else
                        Color.gray.frame(width: 100, height: 40).id("other")
                        #endif
                        #if targetEnvironment(simulator) && !os(macOS)
                        Color.green.frame(width: 60, height: 20).id("simulator")
                        #endif
                    }
                }
            }

            #Preview { SettingsRow() }
            """, name: "SettingsRow.swift")
        // An iPhone (the default): the iOS branch and the simulator's, centred in 390 × 844.
        let phone = try Self.layout(url)
        expectFrame(phone, "ios", 145, 392, 100, 40)
        expectFrame(phone, "simulator", 165, 432, 60, 20)
        #expect(phone.frame(id: "mac") == nil && phone.frame(id: "other") == nil)
        // The Mac window preset compiles as macOS: 1280 × 800, no simulator.
        let mac = try Self.layout(url, ["--device", "mac"])
        expectFrame(mac, "mac", 590, 380, 100, 40)
        #expect(mac.frame(id: "ios") == nil && mac.frame(id: "simulator") == nil)
        // Views written in a #Preview body of such a file keep the user's lines (swiftc compiles a copy).
        let located = try Command.temporaryFile("""
            import SwiftUI

            #Preview {
                VStack {
                    #if os(iOS)
                    Text("phone").padding(2).id("phone")
                    #endif
                }
            }
            """, name: "Located.swift")
        let tree = try Self.layout(located)
        #expect(tree.root.source?.line == 4 && tree.root.children.first?.source?.line == 6,
                "\(String(describing: tree.root.source)) \(String(describing: tree.root.children.first?.source))")
        // A compile error in the file is still at the user's line and column.
        let broken = try Command.temporaryFile("""
            import SwiftUI
            #if os(iOS)
            let x: Int = "no"
            #endif
            #Preview { Text("x") }
            """, name: "Broken.swift")
        let r = try CompiledPath.run(["check", broken.path, "--engine", "compiled"])
        #expect(r.status != 0)
        #expect(r.stderr.contains("Broken.swift:3:14: error:"), "\(r.stderr)")
    }
}
