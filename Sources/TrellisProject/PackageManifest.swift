import Foundation
import SwiftParser
import SwiftSyntax
import TrellisSession

/// What a `Package.swift` says, read as text with SwiftSyntax: the manifest is never run, so
/// opening a project executes none of its code. The literal forms manifests are written in are
/// understood (`Package(name:…, dependencies: [...], targets: [...], swiftLanguageModes: [...])`,
/// `.target`/`.executableTarget`/`.testTarget` with `name`, `dependencies`, `path`, `exclude`,
/// `resources`, `swiftSettings`); a manifest that builds its lists with code gives what its literals say.
public struct PackageManifest: Sendable, Equatable {
    /// The folder of `Package.swift`.
    public var folder: URL
    public var name: String?
    /// `// swift-tools-version:` (major and minor), nil when the first line does not say.
    public var toolsVersion: (major: Int, minor: Int)?
    public var targets: [Target]
    public var packages: [PackageDependency]
    /// `swiftLanguageModes:` / `swiftLanguageVersions:` (the majors listed), empty when not said.
    public var languageModes: [Int]

    public struct Target: Sendable, Equatable {
        public enum Kind: String, Sendable { case library, executable, test, macro, plugin, system, binary }
        public var name: String
        public var kind: Kind
        /// `path:`, relative to the package folder; nil: SwiftPM's default (`Sources/NAME`, …).
        public var path: String?
        public var exclude: [String]
        /// Target names (`"X"`, `.target(name: "X")`, `.byName(name: "X")`) and products of other
        /// packages (`.product(name: "X", package: "P")`).
        public var dependencies: [Dependency]
        public var resources: [Resource]
        /// `.swiftLanguageMode(.v5)` / `.swiftLanguageVersion(.v5)` in `swiftSettings`.
        public var languageMode: Int?
        /// `.defaultIsolation(MainActor.self)` and `.enableUpcomingFeature("…")` in `swiftSettings`.
        public var concurrency = ConcurrencySettings()
        /// Where the target is declared in the manifest.
        public var line: Int
    }

    public enum Dependency: Sendable, Equatable {
        case target(String)
        case product(name: String, package: String?)
    }

    public struct Resource: Sendable, Equatable {
        public enum Rule: String, Sendable { case process, copy, embedInCode }
        public var rule: Rule
        public var path: String
    }

    public struct PackageDependency: Sendable, Equatable {
        /// `.package(path:)`, relative to the package folder.
        public var path: String?
        /// `.package(url:…)`.
        public var url: String?
        /// `name:` when given; else the last path component (without `.git`).
        public var name: String
        public var line: Int
    }

    public static func == (a: PackageManifest, b: PackageManifest) -> Bool {
        a.folder == b.folder && a.name == b.name && a.targets == b.targets && a.packages == b.packages
            && a.languageModes == b.languageModes && a.toolsVersion?.major == b.toolsVersion?.major
            && a.toolsVersion?.minor == b.toolsVersion?.minor
    }

    /// The Swift language mode of the target's code: its own setting, else the package's
    /// modes (the highest listed), else the tools version's default (6 from tools 6.0, else 5).
    public func languageMode(of target: Target) -> Int {
        if let mode = target.languageMode { return mode }
        if let highest = languageModes.max() { return highest }
        return (toolsVersion?.major ?? 5) >= 6 ? 6 : 5
    }

    /// The target's folder: `path:`, else SwiftPM's default for its kind.
    public func folder(of target: Target) -> URL {
        if let path = target.path { return folder.appendingPathComponent(path) }
        let base = target.kind == .test ? "Tests" : "Sources"
        for candidate in [base, target.kind == .test ? "tests" : "src", target.kind == .test ? "test" : "srcs"] {
            let url = folder.appendingPathComponent(candidate).appendingPathComponent(target.name)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return folder.appendingPathComponent(base).appendingPathComponent(target.name)
    }

    /// Reads the manifest at `url` (a `Package.swift`). A file that does not parse is an error at its place.
    public static func read(_ url: URL) throws -> PackageManifest {
        let source: String
        do {
            source = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ProjectError(Diagnostic(file: url.path, line: 1, column: 1, message: "cannot read the package manifest: \(error.localizedDescription)"))
        }
        return try parse(source, at: url)
    }

    static func parse(_ source: String, at url: URL) throws -> PackageManifest {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: url.path, tree: tree)
        if tree.hasError {
            let bad = tree.tokens(viewMode: .all).first { $0.presence == .missing || $0.hasError } ?? tree.firstToken(viewMode: .sourceAccurate)
            let at = bad.map { converter.location(for: $0.positionAfterSkippingLeadingTrivia) }
            throw ProjectError(Diagnostic(file: url.path, line: at?.line ?? 1, column: at?.column ?? 1,
                                          message: "the package manifest does not parse, so its targets cannot be read"))
        }
        var manifest = PackageManifest(folder: url.deletingLastPathComponent(), name: nil, toolsVersion: toolsVersion(source),
                                       targets: [], packages: [], languageModes: [])
        guard let package = PackageCallFinder.find(in: tree) else {
            throw ProjectError(Diagnostic(file: url.path, line: 1, column: 1, message: "the package manifest has no `Package(…)`"))
        }
        for argument in package.arguments {
            switch argument.label?.text {
            case "name": manifest.name = string(argument.expression)
            case "targets":
                for element in array(argument.expression) {
                    if let target = Self.target(element, converter) { manifest.targets.append(target) }
                }
            case "dependencies":
                for element in array(argument.expression) {
                    if let dependency = Self.package(element, converter) { manifest.packages.append(dependency) }
                }
            case "swiftLanguageModes", "swiftLanguageVersions":
                manifest.languageModes = array(argument.expression).compactMap(languageMode)
            default: break
            }
        }
        return manifest
    }

    /// `// swift-tools-version:6.0` (or `// swift-tools-version: 5.9`).
    static func toolsVersion(_ source: String) -> (major: Int, minor: Int)? {
        guard let first = source.split(separator: "\n", maxSplits: 1).first?.lowercased(),
              let range = first.range(of: "swift-tools-version:") else { return nil }
        let parts = first[range.upperBound...].trimmingCharacters(in: .whitespaces).split(separator: ".")
        guard let major = parts.first.flatMap({ Int($0.prefix { $0.isNumber }) }) else { return nil }
        return (major, parts.dropFirst().first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0)
    }

    private static func target(_ e: ExprSyntax, _ converter: SourceLocationConverter) -> Target? {
        guard let call = e.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        let kind: Target.Kind
        switch member.declName.baseName.text {
        case "target": kind = .library
        case "executableTarget": kind = .executable
        case "testTarget": kind = .test
        case "macro": kind = .macro
        case "plugin": kind = .plugin
        case "systemLibrary": kind = .system
        case "binaryTarget": kind = .binary
        default: return nil
        }
        var target = Target(name: "", kind: kind, path: nil, exclude: [], dependencies: [], resources: [], languageMode: nil,
                            line: converter.location(for: call.positionAfterSkippingLeadingTrivia).line)
        for argument in call.arguments {
            switch argument.label?.text {
            case "name": target.name = string(argument.expression) ?? ""
            case "path": target.path = string(argument.expression)
            case "exclude": target.exclude = array(argument.expression).compactMap(string)
            case "dependencies": target.dependencies = array(argument.expression).compactMap(dependency)
            case "resources": target.resources = array(argument.expression).compactMap(resource)
            case "swiftSettings":
                for setting in array(argument.expression) {
                    guard let c = setting.as(FunctionCallExprSyntax.self),
                          let name = c.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                          let first = c.arguments.first else { continue }
                    switch name {
                    case "swiftLanguageMode", "swiftLanguageVersion": target.languageMode = languageMode(first.expression)
                    case "defaultIsolation":
                        // `MainActor.self`; `nil` is the default, nonisolated.
                        let actor = first.expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription
                        target.concurrency.defaultIsolation = actor == "MainActor" ? "MainActor" : nil
                    case "enableUpcomingFeature":
                        if let feature = string(first.expression) {
                            target.concurrency.upcomingFeatures = ConcurrencySettings.kept(target.concurrency.upcomingFeatures + [feature])
                        }
                    default: break
                    }
                }
            default: break
            }
        }
        return target.name.isEmpty ? nil : target
    }

    private static func dependency(_ e: ExprSyntax) -> Dependency? {
        if let name = string(e) { return .target(name) }
        guard let call = e.as(FunctionCallExprSyntax.self),
              let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
        let name = call.arguments.first { $0.label?.text == "name" }.flatMap { string($0.expression) }
        switch kind {
        case "target", "byName": return name.map(Dependency.target)
        case "product":
            let package = call.arguments.first { $0.label?.text == "package" }.flatMap { string($0.expression) }
            return name.map { .product(name: $0, package: package) }
        default: return nil
        }
    }

    private static func resource(_ e: ExprSyntax) -> Resource? {
        guard let call = e.as(FunctionCallExprSyntax.self),
              let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
              let rule = Resource.Rule(rawValue: kind), let path = call.arguments.first.flatMap({ string($0.expression) }) else { return nil }
        return Resource(rule: rule, path: path)
    }

    private static func package(_ e: ExprSyntax, _ converter: SourceLocationConverter) -> PackageDependency? {
        guard let call = e.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "package" else { return nil }
        func labelled(_ label: String) -> String? { call.arguments.first { $0.label?.text == label }.flatMap { string($0.expression) } }
        let path = labelled("path"), url = labelled("url")
        guard let location = path ?? url else { return nil }
        var base = (location as NSString).lastPathComponent
        if base.hasSuffix(".git") { base = String(base.dropLast(4)) }
        return PackageDependency(path: path, url: url, name: labelled("name") ?? base,
                                 line: converter.location(for: call.positionAfterSkippingLeadingTrivia).line)
    }

    private static func languageMode(_ e: ExprSyntax) -> Int? {
        // `.v5`, `.v6`, `.version("6")`, `.v4_2`.
        if let member = e.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard name.hasPrefix("v") else { return nil }
            return Int(name.dropFirst().prefix { $0.isNumber })
        }
        if let call = e.as(FunctionCallExprSyntax.self), let text = call.arguments.first.flatMap({ string($0.expression) }) {
            return Int(text.prefix { $0.isNumber })
        }
        return nil
    }

    private static func string(_ e: ExprSyntax) -> String? { e.as(StringLiteralExprSyntax.self)?.representedLiteralValue }

    private static func array(_ e: ExprSyntax) -> [ExprSyntax] {
        e.as(ArrayExprSyntax.self)?.elements.map(\.expression) ?? []
    }
}

/// Finds the `Package(…)` call of a manifest (often `let package = Package(…)`).
private final class PackageCallFinder: SyntaxVisitor {
    var found: FunctionCallExprSyntax?

    static func find(in tree: SourceFileSyntax) -> FunctionCallExprSyntax? {
        let finder = PackageCallFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Package" {
            found = node
            return .skipChildren
        }
        return .visitChildren
    }
}

/// A project that cannot be opened as it is: one located error.
public struct ProjectError: Error, CustomStringConvertible, Sendable {
    public var diagnostic: Diagnostic
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
    public var description: String { diagnostic.description }
}
