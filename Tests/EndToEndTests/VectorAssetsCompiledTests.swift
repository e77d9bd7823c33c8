import Foundation
import Testing
import Trellis
import TrellisCairo

/// An app's asset catalog of vector images, as Backyard Birds' artwork library holds them: a
/// single-scale PDF preserving its vector data, an SVG, and an SVG rendered as a template. The
/// compiled screen reaches them through the generated symbol, the name and `UIImage(named:)`;
/// they lay out at their sizes in points and draw their real pixels, sharp at 3x.
@Suite(.serialized) struct VectorAssetsCompiled {
    /// A PDF of one page, `width`×`height` points, whose page description is `content`.
    static func pdf(width: Int, height: Int, content: String) -> String {
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
            "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream",
        ]
        var text = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (i, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(i + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        return text + "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
    }

    static let package: [String: String] = [
        "Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(
                name: "Yard",
                platforms: [.iOS(.v17)],
                targets: [
                    .target(name: "Artwork", path: "Artwork"),
                    .target(name: "Screens", dependencies: ["Artwork"], path: "Screens"),
                ]
            )
            """,
        "Artwork/Assets.xcassets/Contents.json": #"{"info": {"author": "xcode", "version": 1}}"#,
        // Xcode's "Single Scale" PDF: one universal entry without a scale.
        "Artwork/Assets.xcassets/Fountain.imageset/Contents.json": """
            {"images": [{"filename": "Fountain Clay.pdf", "idiom": "universal"}],
             "info": {"author": "xcode", "version": 1}, "properties": {"preserves-vector-representation": true}}
            """,
        // 30×20 points: red on the left third, blue on the rest (PDF's y axis points up).
        "Artwork/Assets.xcassets/Fountain.imageset/Fountain Clay.pdf":
            pdf(width: 30, height: 20, content: "1 0 0 rg 0 0 10 20 re f 0 0 1 rg 10 0 20 20 re f"),
        "Artwork/Assets.xcassets/Leaf.imageset/Contents.json": """
            {"images": [{"filename": "leaf.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1}}
            """,
        // 24×12 points: green over yellow.
        "Artwork/Assets.xcassets/Leaf.imageset/leaf.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="12" viewBox="0 0 48 24">
              <rect width="48" height="12" fill="#00ff00"/><rect y="12" width="48" height="12" fill="#ffff00"/>
            </svg>
            """,
        "Artwork/Assets.xcassets/Mark.imageset/Contents.json": """
            {"images": [{"filename": "mark.svg", "idiom": "universal"}], "info": {"author": "xcode", "version": 1},
             "properties": {"template-rendering-intent": "template"}}
            """,
        "Artwork/Assets.xcassets/Mark.imageset/mark.svg": """
            <svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#000000"/></svg>
            """,
        "Artwork/Art.swift": """
            import SwiftUI
            import UIKit

            public struct Yard: View {
                public init() {}
                public var body: some View {
                    let leaf = UIImage(named: "Leaf")!
                    VStack(alignment: .leading, spacing: 0) {
                        Image(.fountain).id("pdf")
                        Image("Leaf").id("svg")
                        Image(uiImage: leaf).resizable().frame(width: 72, height: 36).id("svg-stretched")
                        Image(.mark).foregroundStyle(Color(red: 1, green: 0, blue: 1)).id("template")
                        Color.clear.frame(width: 1, height: 1).id("uiimage-\\(Int(leaf.size.width))x\\(Int(leaf.size.height))")
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                }
            }
            """,
        "Screens/YardScreen.swift": """
            import SwiftUI
            import Artwork

            struct YardScreen: View {
                var body: some View { Yard() }
            }

            #Preview { YardScreen() }
            """,
    ]

    @Test func vectorAssetsLayOutInPointsAndDrawTheirPixels() throws {
        let root = try Projects.project(Self.package)
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("Screens/YardScreen.swift")
        let layout = try CompiledPath.run(["layout", file.path, "--json"])
        #expect(layout.status == 0, "\(layout.stderr)")
        let tree = try CompiledPath.tree(layout.stdout)
        func frame(_ id: String) throws -> LayoutTree.Frame { try #require(tree.root.all.first { $0.id == id }?.frame, "\(id)") }
        let pdf = try frame("pdf"), svg = try frame("svg"), stretched = try frame("svg-stretched"), template = try frame("template")
        #expect(pdf.width == 30 && pdf.height == 20)
        #expect(svg.width == 24 && svg.height == 12)
        #expect(stretched.width == 72 && stretched.height == 36)
        #expect(template.width == 16 && template.height == 16)
        #expect(tree.root.all.contains { $0.id == "uiimage-24x12" }, "UIImage(named:) has the SVG's size")

        let png = root.appendingPathComponent("yard.png")
        let rendered = try CompiledPath.run(["render", file.path, "-o", png.path, "--scale", "3"])
        #expect(rendered.status == 0, "\(rendered.stderr)")
        #expect(!rendered.stderr.contains("placeholder"), "\(rendered.stderr)")
        let image = try RenderedImage(pngData: Data(contentsOf: png))
        #expect(image.width == 390 * 3)
        /// The pixel `x`, `y` pixels into `f` (whose origin is on the pixel grid: the stack is at the top left).
        func rgb(_ f: LayoutTree.Frame, _ x: Int, _ y: Int) -> [Int] {
            let p = image.pixel(x: Int((f.x * 3).rounded()) + x, y: Int((f.y * 3).rounded()) + y)
            return p.map { [$0.red, $0.green, $0.blue] } ?? []
        }
        func close(_ a: [Int], _ b: [Int]) -> Bool { a.count == 3 && zip(a, b).allSatisfy { abs($0 - $1) <= 3 } }
        #expect(close(rgb(pdf, 15, 30), [255, 0, 0]), "\(rgb(pdf, 15, 30))")
        #expect(close(rgb(pdf, 60, 30), [0, 0, 255]), "\(rgb(pdf, 60, 30))")
        // Drawn from the vector at 3x: the pixels either side of the edge (10 points in) are unblended.
        #expect(close(rgb(pdf, 29, 30), [255, 0, 0]) && close(rgb(pdf, 30, 30), [0, 0, 255]), "\(rgb(pdf, 29, 30)) \(rgb(pdf, 30, 30))")
        #expect(close(rgb(svg, 36, 9), [0, 255, 0]), "\(rgb(svg, 36, 9))")
        #expect(close(rgb(svg, 36, 27), [255, 255, 0]), "\(rgb(svg, 36, 27))")
        // 24×12 points stretched to 72×36: the edge 18 points down, at pixel row 54.
        #expect(close(rgb(stretched, 108, 53), [0, 255, 0]) && close(rgb(stretched, 108, 54), [255, 255, 0]),
                "\(rgb(stretched, 108, 53)) \(rgb(stretched, 108, 54))")
        #expect(close(rgb(template, 24, 24), [255, 0, 255]), "tinted: \(rgb(template, 24, 24))")
    }
}
