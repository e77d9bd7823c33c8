import Foundation
import Testing
@testable import Trellis
@testable import TrellisSession

/// The lint matrix of `trellis check`: its specifications, the grouping of warnings seen in
/// several configurations, the width sweep, and the SARIF and JUnit it writes.
@Suite struct LintMatrixTests {
    static let base = PreviewSession(size: CGSize(width: 390, height: 844))

    @Test func allIsEveryIOSDeviceByFourTypeSizesByBothDirectionsAndSchemes() throws {
        let matrix = try LintMatrix.parse("all", base: Self.base)
        #expect(matrix.devices.map { $0?.id } == ["iphone-se", "iphone-15", "iphone-15-pro-max", "ipad-mini", "ipad-11", "ipad-13",
                                                  "ipad-13-split-third", "ipad-13-split-half"])
        #expect(matrix.dynamicTypeSizes == [.xSmall, .large, .xxxLarge, .accessibility5])
        #expect(matrix.configurations.count == 8 * 4 * 2 * 2)
        #expect(matrix.configurations.first?.label == "iPhone SE, xSmall")
        #expect(matrix.configurations.last?.label == "iPad 13\" Split View 1/2, accessibility5, rtl, dark")
    }

    @Test func namesAddUpPerAxisAndAxesNotNamedKeepTheCommandsValue() throws {
        var session = Self.base
        session.settings.colorScheme = .dark
        let matrix = try LintMatrix.parse("iphone-se, ipad-11,accessibility3,rtl,ltr", base: session)
        #expect(matrix.configurations.count == 2 * 1 * 2 * 1)
        #expect(matrix.colorSchemes == [.dark])
        #expect(matrix.configurations.map(\.label) == ["iPhone SE, accessibility3, rtl, dark", "iPhone SE, accessibility3, dark",
                                                       "iPad 11\", accessibility3, rtl, dark", "iPad 11\", accessibility3, dark"])
        // The configuration's session has the device's size and insets.
        let s = matrix.configurations[0].session(from: session)
        #expect(s.size == CGSize(width: 375, height: 667) && s.safeArea.top == 20 && s.settings.layoutDirection == .rightToLeft)
    }

    /// Languages are an axis of their own; with no direction named, a right-to-left one is laid
    /// out right to left.
    @Test func languagesAndPseudolanguagesAreAnAxis() throws {
        let matrix = try LintMatrix.parse("iphone-se,pseudolanguages,ar", base: Self.base)
        #expect(matrix.locales == ["double-length", "accented", "bounded", "ar"])
        #expect(matrix.configurations.map(\.label) == ["iPhone SE, double-length", "iPhone SE, accented", "iPhone SE, bounded", "iPhone SE, rtl, ar"])
        #expect(matrix.axes.last == ["double-length", "accented", "bounded", "ar"])
        let session = matrix.configurations[3].session(from: Self.base)
        #expect(session.settings.locale == "ar" && session.settings.layoutDirection == .rightToLeft)
        // A direction named is every language's.
        #expect(try LintMatrix.parse("ar,ltr", base: Self.base).configurations.map(\.label) == ["the window, ar"])
        #expect(throws: LintMatrix.SpecificationError.self) { try LintMatrix.parse("klingon-tng", base: Self.base) }
    }

    @Test func aProjectsPresetsComeFromTheNearestTrellisJSON() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-presets-\(UUID().uuidString)")
        let screens = root.appendingPathComponent("App/Screens")
        try FileManager.default.createDirectory(at: screens, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{"matrix": {"ci": ["phones", "accessibility5"], "loop": ["loop"]}}"#.write(to: root.appendingPathComponent(".trellis.json"), atomically: true, encoding: .utf8)
        let presets = try ProjectPresets.near(screens.appendingPathComponent("Home.swift").path)
        #expect(presets["ci"] == ["phones", "accessibility5"])
        let matrix = try LintMatrix.parse("ci", base: Self.base, project: presets)
        #expect(matrix.configurations.map(\.label) == ["iPhone SE, accessibility5", "iPhone 15, accessibility5", "iPhone 15 Pro Max, accessibility5"])
        #expect(throws: LintMatrix.SpecificationError.self) { try LintMatrix.parse("loop", base: Self.base, project: presets) }
        #expect(throws: LintMatrix.SpecificationError.self) { try LintMatrix.parse("iphone-16e", base: Self.base) }
    }

    @Test func aBrokenTrellisJSONIsAnErrorAtItsPlace() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lint-broken-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try "{\n  \"matrix\": {\"ci\": [phones]}\n}".write(to: root.appendingPathComponent(".trellis.json"), atomically: true, encoding: .utf8)
        do {
            _ = try ProjectPresets.near(root.appendingPathComponent("A.swift").path)
            Issue.record("a broken file was read")
        } catch let d as Diagnostic {
            #expect(d.file.hasSuffix(".trellis.json") && d.line == 2 && d.column == 21 && d.severity == .error, "\(d)")
        }
    }

    /// A warning seen in every direction and scheme of two devices at one size is printed with
    /// the devices and the size only; one seen everywhere says so.
    @Test func configurationsAreCompactedAxisByAxis() throws {
        let matrix = try LintMatrix.parse("iphone-se,iphone-15,ipad-11,large,accessibility5,directions,schemes", base: Self.base)
        var report = LintReport(axes: matrix.axes)
        let warning = LayoutWarning(kind: .truncatedText, message: "Text \"Hello\" is truncated: it was offered 10 × 20 and needs 40 × 20 on one line",
                                    path: ["VStack", "Text"], id: nil, frame: .zero, index: 1,
                                    source: ViewSourceLocation(file: "A.swift", line: 3, column: 5))
        for c in matrix.configurations where c.dynamicTypeSize == .accessibility5 && c.device?.id != "ipad-11" {
            report.add(warning, file: "A.swift", preview: nil, configuration: c)
        }
        for c in matrix.configurations where c.device?.id == "ipad-11" && c.layoutDirection == .rightToLeft && c.colorScheme == .light {
            report.add(warning, file: "A.swift", preview: nil, configuration: c)
        }
        #expect(report.findings.count == 1)
        #expect(report.lines == ["A.swift:3:5: warning: Text \"Hello\" is truncated (in VStack › Text) [iPhone SE, accessibility5; iPhone 15, accessibility5; iPad 11\", rtl, light]"])
        var everywhere = LintReport(axes: matrix.axes)
        for c in matrix.configurations { everywhere.add(warning, file: "A.swift", preview: "P", configuration: c) }
        #expect(everywhere.lines == ["A.swift:3:5: warning: Text \"Hello\" is truncated (in VStack › Text) [preview \"P\"] [all 24 configurations]"])
        #expect(everywhere.findings[0].details.count == 24)
    }

    /// `ViewThatFits` shows its first candidate from 300 points on; the size class turns at 700.
    @Test func theSweepFindsTheWidthsWhereTheFormChanges() {
        let view = AnyView(ViewThatFits {
            Color.red.frame(width: 300, height: 10)
            Color.blue.frame(width: 100, height: 10)
        })
        let jumps = WidthSweep.jumps(widths: 250...750, step: 1, session: Self.base) { view }
        #expect(jumps.map(\.message) == ["from 300 pt wide ViewThatFits shows its candidate 1 of 2, frame (its candidate 2 of 2, frame below)",
                                         "from 700 pt wide the horizontal size class is regular (compact below)"])
        #expect(jumps.map(\.width) == [300, 700])
        #expect(WidthSweep.parse("320...1024:4").map { $0.1 } == 4)
        #expect(WidthSweep.parse("1024...320") == nil && WidthSweep.parse("0...10") == nil && WidthSweep.parse("a...b") == nil)
    }

    @Test func junitListsAPreviewPerCaseAndItsWarningsAsAFailure() throws {
        var report = LintReport()
        report.add(Diagnostic(file: "B.swift", line: 2, column: 1, message: "cannot find 'x' in scope"))
        report.addChecked(file: "A.swift", preview: "Card <1>", configurations: 1)
        report.add(LintReport.Finding(file: "A.swift", line: 4, column: 2, severity: "warning", rule: "overflows-window",
                                      message: "the layout is larger than the window & more", preview: "Card <1>"))
        let xml = report.junit()
        #expect(xml.contains("<testsuites name=\"trellis check\" tests=\"2\" failures=\"1\" errors=\"1\">"))
        #expect(xml.contains("name=\"Card &lt;1&gt; [1 configuration]\""))
        #expect(xml.contains("larger than the window &amp; more"))
        #expect(xml.contains("<error message=\"cannot find &apos;x&apos; in scope\" type=\"error\">"))
    }

    @Test func sarifHasARunWithRulesAndLocatedResults() throws {
        var report = LintReport()
        report.add(Diagnostic(file: "/work/app/B.swift", line: 2, column: 7, message: "cannot find 'x' in scope"))
        report.add(LintReport.Finding(file: "/work/app/A.swift", line: nil, column: nil, severity: "note", rule: "layout-jump",
                                      message: "from 700 pt wide the horizontal size class is regular (compact below)", preview: nil))
        let json = try #require(try JSONSerialization.jsonObject(with: report.sarif(root: URL(fileURLWithPath: "/work/app"))) as? [String: Any])
        #expect(json["version"] as? String == "2.1.0")
        let run = try #require((json["runs"] as? [[String: Any]])?.first)
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]]
        #expect(rules?.map { $0["id"] as? String } == ["diagnostic", "layout-jump"])
        let results = try #require(run["results"] as? [[String: Any]])
        let location = ((results[0]["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "B.swift")
        #expect((location?["region"] as? [String: Any])?["startColumn"] as? Int == 7)
        #expect(results[1]["level"] as? String == "note")
    }
}
