import Foundation
import Testing

/// `trellis check --matrix/--sarif/--junit/--strict/--sweep` as CI runs it: two screens with
/// breakpoints known by construction, one interpreted and one compiled (its child process sends
/// its findings back to the parent), the outputs checked against the SARIF 2.1.0 schema (a copy in
/// Tests/Fixtures) and an XML parser.
@Suite(.serialized) struct LintMatrixCommand {
    /// 400 points wide: cut off on the iPhone SE (375) and the iPhone 15 (393), not on the Pro
    /// Max (430) or the iPad mini (744).
    static let wideBanner = """
        import SwiftUI

        #Preview {
            Color.red.frame(width: 400, height: 10)
        }
        """

    /// 500 points wide at accessibility sizes only (a class keeps it off the interpreter): cut
    /// off on every iPhone at accessibility5, never on the iPad mini.
    static let growingCard = """
        import SwiftUI

        final class Widths { static let accessible: CGFloat = 500 }

        struct GrowingCard: View {
            @Environment(\\.dynamicTypeSize) private var size
            var body: some View {
                Color.blue.frame(width: size.isAccessibilitySize ? Widths.accessible : 100, height: 10)
            }
        }

        #Preview {
            GrowingCard()
        }
        """

    static func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root
    }

    static func python(_ script: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script] + arguments
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func theMatrixGroupsWarningsAndWritesSARIFAndJUnit() throws {
        let root = try Self.folder(["Banner.swift": Self.wideBanner, "Card.swift": Self.growingCard])
        let banner = root.appendingPathComponent("Banner.swift").path, card = root.appendingPathComponent("Card.swift").path
        let sarif = root.appendingPathComponent("lint.sarif").path, junit = root.appendingPathComponent("lint.xml").path
        let arguments = ["check", banner, card, "--matrix", "phones,ipad-mini,large,accessibility5,directions", "--sarif", sarif, "--junit", junit]
        let r = try Command.run(arguments, timeout: 180)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").map(String.init)
        #expect(lines == [
            "\(banner):4:15: warning: the layout is larger than the window: its edges are cut off (in frame) [iPhone SE; iPhone 15]",
            "\(card):8:9: warning: the layout is larger than the window: its edges are cut off (in frame) [iPhone SE, accessibility5; iPhone 15, accessibility5; iPhone 15 Pro Max, accessibility5]",
        ], "\(r.stderr)")

        let schema = packageRoot.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json").path
        let (valid, output) = try Self.python("""
            import json, sys, jsonschema
            log = json.load(open(sys.argv[1]))
            jsonschema.validate(log, json.load(open(sys.argv[2])))
            results = log["runs"][0]["results"]
            print(len(results), [r["locations"][0]["physicalLocation"]["region"]["startLine"] for r in results],
                  [len(r["properties"]["configurations"]) for r in results])
            """, [sarif, schema])
        #expect(valid == 0 && output == "2 [4, 8] [8, 6]\n", "\(output)")

        let (parsed, summary) = try Self.python("""
            import sys, xml.etree.ElementTree as ET
            top = ET.parse(sys.argv[1]).getroot()
            print(top.get("tests"), top.get("failures"), [s.get("name").split("/")[-1] for s in top], [c.get("name") for c in top.iter("testcase")])
            """, [junit])
        #expect(parsed == 0 && summary == "2 2 ['Banner.swift', 'Card.swift'] ['Preview 1 [16 configurations]', 'Preview 1 [16 configurations]']\n", "\(summary)")

        let strict = try Command.run(arguments + ["--strict"], timeout: 180)
        #expect(strict.status == 1 && strict.stderr.hasSuffix("2 layout warnings (--strict)\n"), "\(strict.stderr)")
    }

    @Test func aProjectNamesItsOwnMatrixAndAnUnknownNameIsRefused() throws {
        let root = try Self.folder(["Banner.swift": Self.wideBanner,
                                    ".trellis.json": #"{"matrix": {"ci": ["iphone-se", "ipad-mini", "schemes"]}}"#])
        let banner = root.appendingPathComponent("Banner.swift").path
        let r = try Command.run(["check", banner, "--matrix", "ci"])
        #expect(r.status == 0 && r.stderr == "\(banner):4:15: warning: the layout is larger than the window: its edges are cut off (in frame) [iPhone SE]\n", "\(r.stderr)")
        let unknown = try Command.run(["check", banner, "--matrix", "ci,iphone-16e"])
        #expect(unknown.status != 0 && unknown.stderr.contains("'iphone-16e' is not a device"), "\(unknown.stderr)")
    }

    /// A label that fits in English is cut off in the pseudolanguages that make texts longer.
    @Test func pseudolanguagesFindTheLabelThatATranslationWouldCutOff() throws {
        let root = try Self.folder(["Label.swift": """
            import SwiftUI

            #Preview {
                Text("Save all").lineLimit(1).frame(width: 90)
            }
            """])
        let label = root.appendingPathComponent("Label.swift").path
        let r = try Command.run(["check", label, "--layout-warnings", "--matrix", "iphone-se,pseudolanguages"])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n").filter { $0.contains("truncated") }
        #expect(lines.count == 2 && lines.contains { $0.hasSuffix("[double-length]") } && lines.contains { $0.hasSuffix("[bounded]") }, "\(r.stderr)")
    }

    /// ViewThatFits shows its 500-point candidate from 500 points on; the size class turns at 700.
    @Test func theSweepReportsTheWidthsWhereTheLayoutJumps() throws {
        let file = try Command.temporaryFile("""
            import SwiftUI

            #Preview {
                ViewThatFits(in: .horizontal) {
                    Color.red.frame(width: 500, height: 10)
                    Color.blue.frame(width: 200, height: 10)
                }
            }
            """, name: "Fits.swift")
        let r = try Command.run(["check", file.path, "--sweep", "300...800"])
        #expect(r.status == 0)
        #expect(r.stderr == """
            \(file.path):4:5: note: from 500 pt wide ViewThatFits shows its candidate 1 of 2, frame at 5:19 (its candidate 2 of 2, frame at 6:20 below)
            \(file.path): note: from 700 pt wide the horizontal size class is regular (compact below)

            """, "\(r.stderr)")
    }
}
