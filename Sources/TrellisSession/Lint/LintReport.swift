import Foundation
import Trellis

/// What `trellis check` found in its files, grouped: a layout warning seen in several
/// configurations is one finding that lists them. Printed as compiler-style lines, and written as
/// SARIF 2.1 (code-scanning annotations) and JUnit XML (test reporters). A compiled file's child
/// process sends its part back as JSON.
public struct LintReport: Codable, Hashable, Sendable {
    /// One problem at one place, with the configurations it was seen in.
    public struct Finding: Codable, Hashable, Sendable {
        public var file: String
        public var line: Int?
        public var column: Int?
        /// "error", "warning" or "note".
        public var severity: String
        /// The kind: a layout warning's (`truncated-text`, …), `layout-jump` for the width sweep,
        /// `diagnostic` for the compiler's and the loader's messages.
        public var rule: String
        /// The message the configurations share (without the sizes that differ between them).
        public var message: String
        public var preview: String?
        /// The labels of the configurations it was seen in (none for a diagnostic).
        public var configurations: [String] = []
        /// The full message in each of them, in the same order.
        public var details: [String] = []
        /// Their values on each axis (`LintConfiguration.components`), in the same order.
        public var keys: [[String]] = []

        public init(file: String, line: Int?, column: Int?, severity: String, rule: String, message: String, preview: String?,
                    configurations: [String] = [], details: [String] = [], keys: [[String]] = []) {
            self.file = file
            self.line = line
            self.column = column
            self.severity = severity
            self.rule = rule
            self.message = message
            self.preview = preview
            self.configurations = configurations
            self.details = details
            self.keys = keys
        }

        /// `FILE:LINE:COL: warning: message [preview "P"] [configurations]`.
        public func line(axes: [[String]]) -> String {
            let place = line.map { "\(file):\($0):\(column ?? 1)" } ?? file
            return "\(place): \(severity): \(summary(axes: axes))"
        }

        /// The message with the preview and, when the matrix has several configurations, the
        /// ones it was seen in, compacted: an axis whose every value shows the warning is left
        /// out ("iPhone SE, accessibility5" for every direction and scheme).
        public func summary(axes: [[String]]) -> String {
            let count = axes.reduce(1) { $0 * max($1.count, 1) }
            // One configuration: the full message, sizes included.
            var text = count == 1 && details.count == 1 ? details[0] : message
            if let preview { text += " [preview \"\(preview)\"]" }
            guard count > 1, !keys.isEmpty else { return text }
            let groups = LintReport.compact(keys, axes: axes)
            if groups.count == 1, groups[0].allSatisfy({ $0 == nil }) { return text + " [all \(count) configurations]" }
            let labels = groups.map { $0.compactMap { $0 }.joined(separator: ", ") }
            let shown = labels.count > 6 ? labels.prefix(5).joined(separator: "; ") + " and \(labels.count - 5) more" : labels.joined(separator: "; ")
            return text + " [\(shown)]"
        }
    }

    /// A preview that was checked, with how many configurations.
    public struct Checked: Codable, Hashable, Sendable {
        public var file: String
        public var preview: String
        public var configurations: Int
    }

    public private(set) var findings: [Finding] = []
    public private(set) var checked: [Checked] = []
    /// The values of each axis of the matrix (one each without `--matrix`).
    public var axes: [[String]] = []

    public init(axes: [[String]] = []) { self.axes = axes }

    /// `keys` with every axis that all its values fill (the rest being equal) replaced by nil,
    /// axis by axis from the last (the scheme) to the first (the device); an axis of one value
    /// is nil from the start (every configuration has it).
    static func compact(_ keys: [[String]], axes: [[String]]) -> [[String?]] {
        var groups: [[String?]] = []
        for key in keys {
            let group = key.indices.map { axes.indices.contains($0) && axes[$0].count > 1 ? key[$0] : nil }
            if !groups.contains(group) { groups.append(group) }
        }
        for axis in axes.indices.reversed() where axes[axis].count > 1 {
            var merged: [[String?]] = []
            var seen = Set<[String?]>()
            for g in groups {
                var rest = g
                rest[axis] = nil
                if seen.contains(rest) { continue }
                let values = Set(groups.filter { h in var r = h; r[axis] = nil; return r == rest }.compactMap { $0[axis] })
                if values.count == axes[axis].count {
                    seen.insert(rest)
                    merged.append(rest)
                } else if !merged.contains(g) {
                    merged.append(g)
                }
            }
            groups = merged
        }
        return groups
    }

    public var errorCount: Int { findings.filter { $0.severity == "error" }.count }
    public var warningCount: Int { findings.filter { $0.severity == "warning" }.count }

    /// A compiler's or loader's diagnostic.
    public mutating func add(_ diagnostic: Diagnostic) {
        add(Finding(file: diagnostic.file, line: diagnostic.line, column: diagnostic.column, severity: diagnostic.severity.rawValue,
                    rule: "diagnostic", message: diagnostic.message, preview: nil))
    }

    /// An error that has no place but the file (a compile that could not start).
    public mutating func addError(file: String, message: String) {
        add(Finding(file: file, line: nil, column: nil, severity: "error", rule: "diagnostic", message: message, preview: nil))
    }

    /// A layout warning of `preview` of `file` seen in `configuration`.
    public mutating func add(_ warning: LayoutWarning, file: String, preview: String?, configuration: LintConfiguration) {
        let inPath = " (in " + warning.path.joined(separator: " › ") + (warning.id.map { " #\($0)" } ?? "") + ")"
        // At the file that wrote the view (a folder's files each have theirs).
        let file = warning.source.map(\.file).flatMap { $0.isEmpty ? nil : $0 } ?? file
        add(Finding(file: file, line: warning.source?.line, column: warning.source?.column, severity: "warning",
                    rule: warning.kind.rawValue, message: warning.headline + inPath, preview: preview,
                    configurations: [configuration.label], details: [warning.description], keys: [configuration.components]))
    }

    /// A finding, merged into an equal one already found (same place, rule, message and preview).
    public mutating func add(_ finding: Finding) {
        if let i = findings.firstIndex(where: { $0.file == finding.file && $0.line == finding.line && $0.column == finding.column
                                                && $0.rule == finding.rule && $0.message == finding.message && $0.preview == finding.preview }) {
            for (j, c) in finding.configurations.enumerated() where !findings[i].configurations.contains(c) {
                findings[i].configurations.append(c)
                findings[i].details.append(finding.details[j])
                findings[i].keys.append(finding.keys[j])
            }
            return
        }
        findings.append(finding)
    }

    public mutating func addChecked(file: String, preview: String, configurations: Int) {
        checked.append(Checked(file: file, preview: preview, configurations: configurations))
    }

    /// Another report's findings and checks (a child process's) added to this one.
    public mutating func merge(_ other: LintReport) {
        other.findings.forEach { add($0) }
        checked += other.checked
    }

    /// The lines to print, in the order found.
    public var lines: [String] { findings.map { $0.line(axes: axes) } }

    // MARK: SARIF

    /// SARIF 2.1.0: one run of the tool `trellis`, a rule per kind, a result per finding with its
    /// place (paths relative to `root` when inside it) and the configurations as properties.
    public func sarif(root: URL) -> Data {
        let rules = Set(findings.map(\.rule)).sorted()
        let descriptions: [String: String] = [
            "diagnostic": "An error or warning of the compiler or the layout-file loader.",
            "truncated-text": "A text shows an ellipsis or fewer lines than it has.",
            "squeezed-text": "A text with characters was given no width.",
            "contradictory-frame": "frame(min:ideal:max:) bounds out of order.",
            "overflows-window": "The root view is larger than the window: its edges are cut off.",
            "layout-jump": "A width at which the layout changes form (a ViewThatFits choice, a size class, text starting to truncate).",
        ]
        let rootPath = root.standardizedFileURL.path + "/"
        let results: [[String: Any]] = findings.map { f in
            let absolute = URL(fileURLWithPath: f.file).standardizedFileURL.path
            let uri = absolute.hasPrefix(rootPath) ? String(absolute.dropFirst(rootPath.count)) : URL(fileURLWithPath: absolute).absoluteString
            var physical: [String: Any] = ["artifactLocation": ["uri": uri]]
            if let line = f.line { physical["region"] = ["startLine": max(line, 1), "startColumn": max(f.column ?? 1, 1)] }
            var result: [String: Any] = [
                "ruleId": f.rule,
                "ruleIndex": rules.firstIndex(of: f.rule) ?? 0,
                "level": f.severity == "note" ? "note" : f.severity,
                "message": ["text": f.summary(axes: axes)],
                "locations": [["physicalLocation": physical]],
            ]
            var properties: [String: Any] = [:]
            if let preview = f.preview { properties["preview"] = preview }
            if !f.configurations.isEmpty { properties["configurations"] = f.configurations; properties["details"] = f.details }
            if !properties.isEmpty { result["properties"] = properties }
            return result
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "trellis",
                    "informationUri": "https://github.com/trellis-layout/trellis",
                    "rules": rules.map { ["id": $0, "shortDescription": ["text": descriptions[$0] ?? $0]] },
                ]],
                "originalUriBaseIds": ["SRCROOT": ["uri": URL(fileURLWithPath: rootPath, isDirectory: true).absoluteString]],
                "results": results,
            ]],
        ]
        return (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys])) ?? Data()
    }

    // MARK: JUnit

    /// JUnit XML: a test suite per file, a test case per checked preview (its configurations in
    /// the name) failing with its warnings, and a failing case for the file's errors.
    public func junit() -> String {
        var files: [String] = []
        for f in checked.map(\.file) + findings.map(\.file) where !files.contains(f) { files.append(f) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        var suites: [String] = []
        var totalTests = 0, totalFailures = 0, totalErrors = 0
        for file in files {
            var cases: [String] = []
            var failures = 0, errors = 0
            let errorFindings = findings.filter { $0.file == file && $0.severity == "error" }
            if !errorFindings.isEmpty {
                errors += 1
                let body = errorFindings.map { $0.line(axes: axes) }.joined(separator: "\n")
                cases.append("    <testcase classname=\"\(Self.escape(file))\" name=\"compile and load\">\n      <error message=\"\(Self.escape(errorFindings[0].message))\" type=\"error\">\(Self.escape(body))</error>\n    </testcase>")
            }
            let previews = checked.filter { $0.file == file }
            for c in previews {
                // A file's only preview is not named in its findings.
                let warnings = findings.filter { f in
                    f.file == file && f.severity == "warning" && (f.preview == c.preview || (f.preview == nil && previews.count == 1))
                }
                var text = "    <testcase classname=\"\(Self.escape(file))\" name=\"\(Self.escape(c.preview)) [\(c.configurations) configuration\(c.configurations == 1 ? "" : "s")]\""
                if warnings.isEmpty {
                    text += "/>"
                } else {
                    failures += 1
                    let body = warnings.map { $0.line(axes: axes) }.joined(separator: "\n")
                    text += ">\n      <failure message=\"\(warnings.count) layout warning\(warnings.count == 1 ? "" : "s")\" type=\"\(Self.escape(warnings[0].rule))\">\(Self.escape(body))</failure>\n    </testcase>"
                }
                cases.append(text)
            }
            totalTests += cases.count
            totalFailures += failures
            totalErrors += errors
            suites.append("  <testsuite name=\"\(Self.escape(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n" + cases.joined(separator: "\n") + "\n  </testsuite>")
        }
        xml += "<testsuites name=\"trellis check\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"\(totalErrors)\">\n"
        xml += suites.joined(separator: "\n") + (suites.isEmpty ? "" : "\n") + "</testsuites>\n"
        return xml
    }

    static func escape(_ s: String) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                // XML 1.0 has no place for most control characters.
                if c.value < 0x20 && c != "\n" && c != "\t" && c != "\r" { out += "?" } else { out.unicodeScalars.append(c) }
            }
        }
        return out
    }
}
