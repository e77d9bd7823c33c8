import CX11
import Foundation
import Testing
import Trellis
@testable import TrellisPreview
import TrellisSession

/// The previewer's parts that need no display: outlines, presets,
/// PNG names, size parsing and the key map.
struct PreviewPartsTests {
    @Test("the outline label names the view, its size, its placement proposal and its warnings")
    func outlineLabel() throws {
        let layout = ResolvedTree(HStack(spacing: 8) {
            Color.red.frame(width: 50, height: 20)
            Color.blue.frame(minWidth: 30, maxWidth: 10).id("bad")
        })
        layout.recordsNegotiation = true
        layout.layout(in: CGSize(width: 300, height: 100))
        let tree = layout.tree
        let outlines = ViewOutlines(tree, warnings: layout.warnings)
        let fixed = try #require(tree.root.all.firstIndex { $0.frame.rect.width == 50 && $0.type == "frame" })
        // 300 - 8 = 292: the fixed frame is offered its half first.
        #expect(outlines.label(fixed) == "frame  50×20  proposed 146×100")
        let bad = try #require(tree.root.all.firstIndex { $0.id == "bad" })
        #expect(outlines.label(bad).contains("  ⚠ contradictory frame constraints"), "\(outlines.label(bad))")
        #expect(outlines.warnings.keys.sorted() == [bad])
    }

    @Test("the status bar counts layout warnings")
    func statusBarWarnings() {
        let choice = EnvironmentChoice(settings: PreviewSettings(), device: nil, size: CGSize(width: 390, height: 844))
        let none = StatusBar.fields(size: CGSize(width: 390, height: 844), device: nil, zoom: 1, choice: choice, layoutMS: 1, paintMS: 1)
        #expect(!none.contains { $0.contains("warning") })
        let two = StatusBar.fields(size: CGSize(width: 390, height: 844), device: nil, zoom: 1, choice: choice, layoutMS: 1, paintMS: 1, warnings: 2)
        #expect(two.last == "2 layout warnings (b)")
    }

    @Test("device presets carry Apple's size classes, rotated ones too")
    func presets() throws {
        #expect(DevicePreset.all.count == 9)
        #expect(DevicePreset.all.map(\.key) == Array("123456789"))
        let max = try #require(DevicePreset.named("iphone-15-pro-max"))
        #expect(max.size == CGSize(width: 430, height: 932))
        #expect(max.sizeClasses(at: max.size) == .init(horizontal: .compact, vertical: .regular))
        #expect(max.sizeClasses(at: CGSize(width: 932, height: 430)) == .init(horizontal: .regular, vertical: .compact))
        let se = try #require(DevicePreset.named("1"))
        #expect(se.sizeClasses(at: CGSize(width: 667, height: 375)) == .init(horizontal: .compact, vertical: .compact))
        #expect(DevicePreset.named("iPad mini")?.id == "ipad-mini")
        #expect(DevicePreset.named("ipad-14") == nil)
    }

    @Test("--size accepts WxH within 1...16384 and refuses the rest")
    func sizes() {
        #expect(PreviewConfiguration.parseSize("390x844") == CGSize(width: 390, height: 844))
        #expect(PreviewConfiguration.parseSize("700.5×500") == CGSize(width: 700.5, height: 500))
        for bad in ["", "390", "0x10", "-5x10", "nanx3", "10x99999", "axb", "1x2x3"] {
            #expect(PreviewConfiguration.parseSize(bad) == nil, "\(bad)")
        }
    }

    @Test("saved PNGs never replace a file: -2, -3, …")
    func pngNames() throws {
        let folder = NSTemporaryDirectory() + "trellis-png-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let exporter = PNGExporter(layoutFile: folder + "/Card.swift", previewName: "Wide card!", size: CGSize(width: 390, height: 844.5))
        #expect(exporter.destination() == folder + "/Card-Wide-card-390x844.5.png")
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let first = try exporter.write(png)
        let second = try exporter.write(png + [1])
        #expect(first == folder + "/Card-Wide-card-390x844.5.png")
        #expect(second == folder + "/Card-Wide-card-390x844.5-2.png")
        // The first file is untouched by the second save.
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == png)
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == png + [1])
        // Only the two PNGs: no temporary files left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
                == ["Card-Wide-card-390x844.5-2.png", "Card-Wide-card-390x844.5.png"])
    }

    @Test("every keysym of the key table asks for its row's command, and nothing else does")
    func keysFollowTheTable() {
        var bound: Set<Int32> = []
        for row in KeyTable.rows {
            for binding in row.bindings {
                for sym in binding.first...binding.last {
                    // The first binding that takes the key wins: Shift+Tab before Tab.
                    for shift in binding.shift.map({ [$0] }) ?? [false, true] {
                        let stroke = KeyStroke(keysym: UInt(sym), shift: shift, control: false)
                        let first = KeyTable.rows.lazy.flatMap(\.bindings).compactMap { $0.command(for: sym, shift: shift) }.first
                        #expect(KeyCommand(stroke) == first, "\(row.keys) keysym \(sym) shift \(shift)")
                        #expect(first == binding.command(Int(sym - binding.first)) || sym == XK_Tab, "\(row.keys): keysym \(sym) is shadowed")
                    }
                    bound.insert(sym)
                }
            }
        }
        // Keys outside the table do nothing.
        for sym in [XK_z, XK_x, XK_space, XK_Return, XK_F2] where !bound.contains(sym) {
            #expect(KeyCommand(KeyStroke(keysym: UInt(sym), shift: false, control: false)) == nil)
        }
        // The keys named in the table's rows really are bound: digits map to the device presets in order.
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_1), shift: false, control: false)) == .device(0))
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_9), shift: false, control: false)) == .device(8))
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_Tab), shift: true, control: false)) == .previousPreview)
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_Tab), shift: false, control: false)) == .nextPreview)
        // Every command has a key.
        let commands: [KeyCommand] = [.toggleAnyLayout, .cycleHorizontalSizeClass, .cycleVerticalSizeClass, .device(nil), .rotate,
                                      .dynamicTypeUp, .dynamicTypeDown, .toggleLayoutDirection, .toggleColorScheme, .toggleOutlines,
                                      .nextPreview, .previousPreview, .savePNG, .toggleHelp, .toggleStatusBar, .quit,
                                      .scrollPage(.up), .scrollPage(.down), .scrollPage(.top), .scrollPage(.bottom)]
        let reachable = bound.flatMap { sym in [false, true].compactMap { KeyCommand(KeyStroke(keysym: UInt(sym), shift: $0, control: false)) } }
        for command in commands { #expect(reachable.contains(command), "\(command) has no key") }
    }

    @Test("the help overlay shows every row of the key table")
    func helpOverlayIsTheTable() {
        #expect(KeyTable.help.map(\.keys) == KeyTable.rows.map { $0.keys.joined(separator: " / ") })
        #expect(KeyTable.help.map(\.action) == KeyTable.rows.map(\.help))
        #expect(KeyTable.help.count == KeyTable.rows.count && !KeyTable.rows.isEmpty)
        // The panel the previewer paints: its texts, in order, are the title and each row's keys and help.
        let layout = ResolvedTree(OverlayViews.helpPanel, environment: OverlayViews.environment)
        layout.layout(in: CGSize(width: 800, height: 700))
        let texts = layout.displayList().items.flatMap(\.allItems).compactMap { item -> String? in
            guard case let .text(text) = item.content else { return nil }
            return text.request.runs.map(\.string).joined()
        }
        #expect(texts == ["Trellis preview: keys"] + KeyTable.help.flatMap { [$0.keys, $0.action] })
    }

    @Test("README's key table is the key table")
    func readmeKeyTable() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let heading = try #require(lines.firstIndex(of: "## The preview window's keys"))
        let table = lines[(heading + 1)...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        #expect(table.joined(separator: "\n") == KeyTable.markdown,
                "README's table differs from KeyTable.markdown; the table to paste:\n\(KeyTable.markdown)")
    }
}
