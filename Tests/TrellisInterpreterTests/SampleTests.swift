import Foundation
import Testing
import Trellis
import TrellisCairo
@testable import TrellisInterpreter
@testable import TrellisSession

/// Every sample loads without diagnostics, lays out, and renders; the samples that demonstrate
/// an adaptive behaviour show it.
@Suite struct Samples {
    static let files = SampleFiles.names
    static let compiledOnly = SampleFiles.compiledOnly

    static func file(_ name: String) throws -> InterpretedFile {
        let file = try InterpretedFile(contentsOf: packageRoot.appendingPathComponent("Samples").appendingPathComponent(name))
        file.checkBackend = realBackend
        return file
    }

    @Test func thereAreAtLeastTwelve() {
        #expect(Self.files.count >= 12, "\(Self.files)")
    }

    @Test(arguments: files.filter { !compiledOnly.contains($0) })
    func loadsLaysOutAndRenders(_ name: String) throws {
        let file = try Self.file(name)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
        #expect(!file.previews.isEmpty)
        for preview in file.previews {
            let view = file.makeView(preview: preview, placeholders: false)
            let image = try PNGRenderer.image(view, size: CGSize(width: 390, height: 844), scale: 1,
                                              environment: PreviewSettings().environment(for: CGSize(width: 390, height: 844)))
            // Something was painted: not every pixel is the blank background.
            var painted = 0
            for y in stride(from: 0, to: image.height, by: 8) {
                for x in stride(from: 0, to: image.width, by: 8) {
                    if let p = image.pixel(x: x, y: y), p.alpha > 0, (p.red, p.green, p.blue) != (255, 255, 255) { painted += 1 }
                }
            }
            #expect(painted > 20, "\(name) / \(preview): only \(painted) painted samples")
        }
        // No new problems in the other environments the samples are meant for.
        for size in [CGSize(width: 390, height: 844), CGSize(width: 1024, height: 768)] {
            var settings = PreviewSettings()
            settings.dynamicTypeSize = .accessibility3
            settings.layoutDirection = .rightToLeft
            for preview in file.previews {
                _ = LayoutTree(of: file.makeView(preview: preview, placeholders: false), in: size, environment: settings.environment(for: size, base: realEnvironment))
            }
        }
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.description))")
    }

    @Test func sizeClassSwitchStacksVerticallyWhenCompactAndHorizontallyWhenRegular() throws {
        let file = try Self.file("SizeClassSwitch.swift")
        func frames(_ settings: PreviewSettings, _ size: CGSize) -> (image: CGRect, title: CGRect) {
            let tree = LayoutTree(of: file.makeView(placeholders: false), in: size, environment: settings.environment(for: size, base: realEnvironment))
            let image = tree.root.all.first { $0.type == "Image" }!.frame.rect
            let title = tree.root.all.first { $0.type == "Text" }!.frame.rect
            return (image, title)
        }
        let compact = frames(PreviewSettings(), CGSize(width: 390, height: 844))
        #expect(compact.title.minY > compact.image.maxY)
        let regular = frames(PreviewSettings(), CGSize(width: 1024, height: 768))
        #expect(regular.title.minX > regular.image.maxX)
        #expect(abs(regular.title.minY - regular.image.minY) < 0.01)
        var forced = PreviewSettings()
        forced.anyLayout = .vertical
        let vertical = frames(forced, CGSize(width: 1024, height: 768))
        #expect(vertical.title.minY > vertical.image.maxY)
    }

    @Test func priorityLetsTheFirstNameKeepItsWidth() throws {
        let file = try Self.file("NameTruncation.swift")
        func nameWidths(_ preview: String) -> [CGFloat] {
            let tree = LayoutTree(of: file.makeView(preview: preview, placeholders: false), in: CGSize(width: 390, height: 844), environment: realEnvironment)
            return tree.root.all.filter { $0.type == "Text" }.map(\.frame.width)
        }
        let fair = nameWidths("Fair"), priority = nameWidths("Priority")
        #expect(fair.count == 2 && priority.count == 2)
        // Shared fairly both are cut; with priority the first gets more room than before.
        #expect(priority[0] > fair[0])
        #expect(priority[1] < fair[1])
    }

    @Test func rightToLeftMirrorsTheChatRows() throws {
        let file = try Self.file("RightToLeft.swift")
        let size = CGSize(width: 390, height: 844)
        let ltr = LayoutTree(of: file.makeView(preview: "Left to right", placeholders: false), in: size, environment: realEnvironment)
        let rtl = LayoutTree(of: file.makeView(preview: "Right to left", placeholders: false), in: size, environment: realEnvironment)
        let a = ltr.root.all.first { $0.type == "Image" }!.frame.rect
        let b = rtl.root.all.first { $0.type == "Image" }!.frame.rect
        #expect(abs(b.minX - (size.width - a.maxX)) < 0.01)
        #expect(abs(a.minY - b.minY) < 0.01)
    }

    @Test func dynamicTypeChangesTheBylineLayout() throws {
        let file = try Self.file("DynamicTypeArticle.swift")
        let size = CGSize(width: 390, height: 844)
        func byline(_ dynamicType: DynamicTypeSize) -> [LayoutTree.Element] {
            var settings = PreviewSettings()
            settings.dynamicTypeSize = dynamicType
            let tree = LayoutTree(of: file.makeView(placeholders: false), in: size, environment: settings.environment(for: size, base: realEnvironment))
            return tree.root.all.filter { $0.type == "Text" && ($0.frame.height > 0) }
        }
        // The author's name and the date: one row normally, one above the other when large.
        let normal = byline(.large), large = byline(.accessibility3)
        let n = normal.map(\.frame.rect), l = large.map(\.frame.rect)
        #expect(n.count == l.count)
        #expect(abs(n[2].midY - n[3].midY) < 2)
        #expect(l[3].minY > l[2].maxY)
    }
}
