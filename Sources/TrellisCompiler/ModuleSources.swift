import Foundation
import SwiftParser
import SwiftSyntax
@_spi(Hosts) import Trellis
import TrellisProject
import TrellisSession

/// The Swift files of one compiled module (a file, or every `.swift` file of a folder) as
/// swiftc will see them, and the previews the module will export.
///
/// Files compile unchanged where Swift accepts them as they are. Two layout-file conventions
/// that plain Swift lacks are bridged without moving any line: a file's top-level view
/// expression becomes the body of a view-builder function declared on its own lines (the columns of its first
/// line shift, and `columnShifts` undoes that in diagnostics and views' source locations),
/// previewed from the generated file; and a file without previews gets one
/// for its `PreviewProvider`s, or else for its first view that needs no arguments, in a
/// generated file. A file that imports nothing gets `import SwiftUI` (`implicitImports`), so files written for
/// the interpreter without imports compile too.
public struct ModuleSources: Sendable {
    /// One file of the module.
    public struct File: Sendable {
        /// The path as the user gave it (used in diagnostics).
        public var path: String
        public var source: String
        /// The text swiftc compiles: the source, or the source with the top-level expression
        /// wrapped (same lines).
        public var compiledSource: String
        /// Columns inserted on a line before a column: (line, column, count).
        public var columnShifts: [(line: Int, column: Int, count: Int)]
        /// SwiftSyntax's parser finds errors in the source (swiftc would too).
        public var hasSyntaxErrors = false
        /// Why the file is not compiled, with its place: a run of brackets neither parser takes in
        /// reasonable time (`BracketRunScanner`), or a parse that did not end in `parseSeconds`.
        public var refusal: Diagnostic?
        /// `source` is not the file's text on disk (a stand-in of a left-out file,
        /// `StandInFile`): compiled as a copy named as the file.
        public var isEdited = false
    }

    public var files: [File]
    /// A generated file with the implicit previews (nil when every preview is written).
    public var generatedSource: String?
    /// The file each generated line previews, and where (for diagnostics in generated code).
    public var generatedOrigins: [Int: (file: String, line: Int, column: Int)]
    public var previews: [CompiledPreview]
    /// Lines a rewritten copy has above the user's first (`#sourceLocation(file:line:)`): macros
    /// see the copy's own lines.
    public static let copyLineOffset = 1
    /// The file name of the rewritten copy of `path` that swiftc compiles.
    public static func copyName(_ path: String) -> String { "copy-" + (path as NSString).lastPathComponent }
    /// The name of the generated file.
    public static let generatedName = "TrellisImplicitPreviews.swift"
    /// Seconds one file's parse may take.
    static let parseSeconds: Double = 10

    /// Reads `path`: a `.swift` file, or a folder whose `.swift` files (not in subfolders that
    /// start with "." or are build folders) form the module.
    public static func read(path: String, platform: TargetPlatform = .iOS) throws -> ModuleSources {
        try read(files: swiftFiles(at: path), platform: platform, implicitPreviewsIn: nil)
    }

    /// The `.swift` files of `path`, sorted (a folder is read recursively, skipping hidden and
    /// build folders).
    public static func swiftFiles(at path: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CompileError("\(path): error: no such file or folder")
        }
        guard isDirectory.boolValue else { return [path] }
        var found: [String] = []
        let base = URL(fileURLWithPath: path)
        let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isDirectoryKey],
                                                        options: [.skipsHiddenFiles])
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name.hasPrefix(".build") || name == "Packages" || name.hasSuffix(".xcodeproj") { enumerator?.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift"), name != "Package.swift" {
                // As given: relative paths stay relative in diagnostics.
                let relative = String(url.path.dropFirst(base.path.count))
                found.append((path.hasSuffix("/") ? String(path.dropLast()) : path) + relative)
            }
        }
        guard !found.isEmpty else { throw CompileError("\(path): error: no .swift files in this folder") }
        return found.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    /// The module of these files, its `#if os(…)` and `targetEnvironment(…)` conditions decided
    /// for `platform` (swiftc on Linux would take every `os(iOS)` branch as false).
    /// A project's files also have `Bundle.main` replaced by `mainBundleName` (same length): an
    /// app's resources in a compiled preview (`ModuleCompiler.Options.mainBundle`), and in a
    /// package the previewed app's (FoundationAdditions' `TrellisMain`).
    /// `implicitPreviewsIn`: the files whose views are previewed without a `#Preview` (nil: all;
    /// in a project, the file that was opened, not every view of the app).
    /// `edited`: the paths whose given text is not the one on disk.
    public init(files input: [(path: String, source: String)], platform: TargetPlatform = .iOS, rewritesMainBundle: Bool = false,
                implicitPreviewsIn previewed: Set<String>? = nil, edited: Set<String> = []) {
        var files: [File] = []
        var previews: [CompiledPreview] = []
        var generated: [String] = []
        var origins: [Int: (String, Int, Int)] = [:]
        var applicationDelegate: (path: String, delegate: (name: String, line: Int, column: Int))?
        for (path, source) in input {
            var refusal = BracketRunScanner.overlongRun(in: source).map { Diagnostic(file: path, line: $0.line, column: $0.column, message: $0.message) }
            // Deeply nested code recurses deep (a big stack), and SwiftParser's error recovery is
            // quadratic on some malformed files (a time limit).
            var scan = FileScan(source: "")
            if refusal == nil {
                // The budget is processor time, and the first verdict on a text is kept
                // (`ParseVerdicts`), so every run says the same, on a busy machine too; a parse
                // the clock gives up on before its budget is used leaves no verdict.
                let verdict = ParseVerdicts.verdict(source)
                let budget = verdict == .slow ? Self.parseSeconds * 6 : Self.parseSeconds
                let start = MonotonicClock.now()
                switch verdict == .timedOut ? .usedBudget : ProcessorBudget.run(seconds: budget, wallLimit: budget * 6, { FileScan(source: source) }) {
                case let .done(scanned):
                    scan = scanned
                    if verdict == nil, MonotonicClock.now() - start > ParseVerdicts.slowSeconds { ParseVerdicts.record(source, .slow) }
                case .usedBudget:
                    if verdict == nil { ParseVerdicts.record(source, .timedOut) }
                    refusal = Diagnostic(file: path, line: 1, column: 1,
                                         message: "the file did not parse in \(Int(Self.parseSeconds)) s (SwiftParser's error recovery on it); nothing was compiled")
                case .waitedTooLong:
                    refusal = Diagnostic(file: path, line: 1, column: 1,
                                         message: "the file did not parse in \(Int(budget * 6)) s: the machine is too busy; nothing was compiled (try again)")
                }
            }
            let text = Self.deciding(scan.platformConditions, in: source, for: platform,
                                     mainBundle: rewritesMainBundle ? scan.mainBundleReferences : [],
                                     blanked: scan.blankedAttributes, replaced: scan.selectors + scan.renamed,
                                     insertions: scan.managedBodies)
            var file = File(path: path, source: source, compiledSource: text, columnShifts: [], hasSyntaxErrors: scan.hasSyntaxErrors)
            file.isEdited = edited.contains(path)
            if scan.namesBuilderResultTypes { file.compiledSource += Self.plainViewBuilder }
            if let targets = scan.selectorTargets { file.compiledSource += targets }
            // swiftc gives a file the modules it imports and no others, as Xcode does (a store
            // manager importing StoreKit alone means StoreKit's `Transaction`, not SwiftUI's): a
            // file that imports nothing (a layout file) gets SwiftUI, and one whose selectors
            // the rewrite calls through UIKit gets UIKit, after its last line, where no line
            // moves. A file that is not UTF-8 is compiled as it is, for swiftc to say so.
            if !scan.hasImports, !source.contains("\u{FFFD}") { file.compiledSource += Self.implicitImports }
            if !scan.selectors.isEmpty || scan.selectorTargets != nil { file.compiledSource += "\nimport UIKit\n" }
            file.refusal = refusal
            let fileName = (path as NSString).lastPathComponent
            var count = 0
            func add(_ title: String?, line: Int, column: Int, symbolFile: String, symbolLine: Int, symbolColumn: Int,
                     listsPreviews: Bool = false) {
                count += 1
                previews.append(CompiledPreview(name: title ?? "Preview \(count)",
                                                symbol: PreviewRegistration.symbol(file: symbolFile, line: symbolLine, column: symbolColumn),
                                                file: path, line: line, column: column, listsPreviews: listsPreviews))
            }
            // A file swiftc compiles as a rewritten copy: the macro names the preview by the copy.
            let copied = file.compiledSource != source || file.isEdited
            for p in scan.previews {
                add(p.title, line: p.line, column: p.column, symbolFile: copied ? Self.copyName(path) : fileName,
                    symbolLine: p.line + (copied ? Self.copyLineOffset : 0), symbolColumn: p.column)
            }
            if scan.previews.isEmpty, let loose = scan.looseSpan, previewed?.contains(path) ?? true {
                // The expression becomes a view-builder function in the file (where its views
                // keep their places: code a macro expands has none of its own; a global function,
                // so no member of a view shadows the file's names), previewed from the generated file.
                let view = "trellisTopLevelView\(files.count)"
                let open = "@Trellis.ViewBuilder func \(view)() -> some Trellis.View { "
                file.compiledSource = Self.wrap(file.compiledSource, span: loose, open: open, close: " }")
                file.columnShifts = [(loose.startLine, loose.startColumn, open.utf8.count)]
                generated.append("#Preview { \(view)() }")
                origins[generated.count] = (path, loose.startLine, loose.startColumn)
                add(nil, line: loose.startLine, column: loose.startColumn, symbolFile: Self.generatedName,
                    symbolLine: generated.count, symbolColumn: 1)
            } else if scan.previews.isEmpty, previewed?.contains(path) ?? true {
                let implicit = scan.providers.isEmpty ? Array(scan.argumentFreeViews.prefix(1)) : scan.providers
                for view in implicit {
                    generated.append("#Preview(\(Self.literal(view.title))) { \(view.expression) }")
                    origins[generated.count] = (path, view.line, view.column)
                    add(view.title, line: view.line, column: view.column, symbolFile: Self.generatedName,
                        symbolLine: generated.count, symbolColumn: 1, listsPreviews: !scan.providers.isEmpty)
                }
            }
            if applicationDelegate == nil, let delegate = scan.applicationDelegate { applicationDelegate = (path, delegate) }
            files.append(file)
        }
        // The app's delegate, launched before the previews are made: Xcode's previews run in the
        // launched app (a screen that reads `UIApplication.shared.delegate as! AppDelegate`).
        if let (path, delegate) = applicationDelegate {
            generated.append("@_cdecl(\(Self.literal(Self.applicationDelegateSymbol))) public func trellisLaunchApplicationDelegate() { UIApplication._launch(\(delegate.name)()) }")
            origins[generated.count] = (path, delegate.line, delegate.column)
        }
        self.files = files
        self.previews = previews
        generatedSource = generated.isEmpty ? nil : generated.joined(separator: "\n") + "\n"
        generatedOrigins = origins
    }

    /// The name of the generated function that launches the app's UIKit delegate
    /// (`UIApplication._launch`), which the compiled document calls before making any view.
    public static let applicationDelegateSymbol = "trellis_launch_application_delegate"

    /// Names that more than one file declares at the top level (types and functions): a folder
    /// of independent layout files, not one module.
    public var namesDeclaredTwice: [String] {
        var seen: [String: Int] = [:]
        for file in files {
            guard file.refusal == nil else { continue }
            let names = LargeStack.value { DeclaredNames.types(Parser.parse(source: file.source)) }
            for name in Set(names) { seen[name, default: 0] += 1 }
        }
        return seen.filter { $0.value > 1 }.map(\.key).sorted()
    }

    /// `source` with each platform condition replaced by `true` or `false`, padded with spaces to
    /// its own length: no line or column moves.
    /// `blanked` ranges become spaces, `replaced` ranges their (no longer) text padded with
    /// spaces; `insertions` are added where declarations end (on their last line, so only the
    /// columns after them move).
    static func deciding(_ conditions: [FileScan.PlatformCondition], in source: String, for platform: TargetPlatform,
                         mainBundle: [Range<Int>] = [], blanked: [Range<Int>] = [],
                         replaced: [(range: Range<Int>, text: String)] = [],
                         insertions: [(offset: Int, text: String)] = []) -> String {
        guard !conditions.isEmpty || !mainBundle.isEmpty || !blanked.isEmpty || !replaced.isEmpty || !insertions.isEmpty else { return source }
        var bytes = Array(source.utf8)
        func replace(_ range: Range<Int>, with replacement: String) {
            let text = Array(replacement.utf8)
            guard range.count >= text.count else { return }
            bytes.replaceSubrange(range, with: text + Array(repeating: UInt8(ascii: " "), count: range.count - text.count))
        }
        for c in conditions {
            let value = c.function == "os" ? platform.isOS(c.argument) : platform.isTargetEnvironment(c.argument)
            replace(c.start..<c.end, with: value ? "true" : "false")
        }
        for range in mainBundle { replace(range, with: mainBundleName) }
        for range in blanked { replace(range, with: "") }
        for r in replaced { replace(r.range, with: r.text) }
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) where insertion.offset <= bytes.count {
            bytes.insert(contentsOf: Array(insertion.text.utf8), at: insertion.offset)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Added at the end of a file that writes out a view builder's result type
    /// (`ConcreteViewTypes`): its view expressions stay the views they are, as with SwiftUI's
    /// builder, rather than located ones (Swift prefers it over the located `buildExpression`,
    /// whose extra arguments are defaulted).
    static let plainViewBuilder = "\nfileprivate extension Trellis.ViewBuilder { static func buildExpression<Content: Trellis.View>(_ content: Content) -> Content { content } }\n"

    /// What a file that imports nothing is compiled with (a layout file written for the
    /// interpreter).
    static let implicitImports = "\nimport SwiftUI\n"

    /// What `Bundle.main` becomes in a project's compiled text: a name of the same length that an
    /// app's compile declares as its resource bundle, and FoundationAdditions as the app's for a
    /// package.
    public static let mainBundleName = "TrellisMain"

    /// `source` with the span between two UTF-8 offsets between `open` and `close`.
    private static func wrap(_ source: String, span: FileScan.Span, open: String, close: String) -> String {
        var bytes = Array(source.utf8)
        bytes.insert(contentsOf: Array(close.utf8), at: span.end)
        bytes.insert(contentsOf: Array(open.utf8), at: span.start)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func literal(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// The user's column of a column swiftc reported in `file` at `line`.
    func userColumn(file index: Int, line: Int, column: Int) -> Int {
        Self.userColumn(column, line: line, shifts: files[index].columnShifts)
    }

    /// `column` of `line` in a compiled text, in the user's text (the inserted columns taken out).
    static func userColumn(_ column: Int, line: Int, shifts: [(line: Int, column: Int, count: Int)]) -> Int {
        var column = column
        for shift in shifts where shift.line == line && column > shift.column {
            column = max(shift.column, column - shift.count)
        }
        return column
    }
}

/// What the loader needs to know of one file's syntax: its previews, its top-level expression,
/// its preview providers and the views that need no arguments.
struct FileScan {
    struct Written { var title: String?; var line: Int; var column: Int }
    struct Implicit { var title: String; var expression: String; var line: Int; var column: Int }
    struct Span { var start: Int; var end: Int; var startLine: Int; var startColumn: Int }

    var previews: [Written] = []
    var looseSpan: Span?
    var providers: [Implicit] = []
    var argumentFreeViews: [Implicit] = []

    var hasSyntaxErrors = false

    /// An `os(name)` or `targetEnvironment(name)` in a `#if`/`#elseif` condition, by UTF-8 offsets.
    struct PlatformCondition { var function: String; var argument: String; var start: Int; var end: Int }
    var platformConditions: [PlatformCondition] = []
    /// `Bundle.main` (or `Foundation.Bundle.main`), by UTF-8 offsets.
    var mainBundleReferences: [Range<Int>] = []
    /// Attributes blanked out, by UTF-8 offsets (`LinuxRewrites`): `@UIApplicationMain` and
    /// `@NSApplicationMain` (a preview never launches the app, and swiftc on Linux cannot make the
    /// entry point they ask for: it crashes); `@objc`, `@nonobjc`, `@objcMembers` and
    /// `@NSManaged` (Linux has no Objective-C interoperability: swiftc refuses the first three and
    /// leaves `@NSManaged` accessors undefined). Also the submodule of an import whose module
    /// holds its submodules itself on Linux (`import CoreImage.CIFilterBuiltins` reads as
    /// `import CoreImage`, `import UIKit.UIImage` as `import UIKit`).
    var blankedAttributes: [Range<Int>] = []
    /// The bodies `@NSManaged` declarations get instead, at the offset where each ends.
    var managedBodies: [(offset: Int, text: String)] = []
    /// `#selector(name)` expressions (swiftc refuses them without Objective-C) and what they
    /// become: `_sel("name")`, a value of UIKit's `Selector` (shorter, so padded in place).
    var selectors: [(range: Range<Int>, text: String)] = []
    /// Names written otherwise in place, each as long as the name (`LinuxRewrites`): `evaluate` in
    /// `predicate.evaluate(input)` inside a `#Predicate`, which Linux's macro refuses, becomes
    /// `contains` (`Predicate+Evaluate` in FoundationAdditions); `Foundation` qualifying a type
    /// Linux's Foundation keeps in FoundationNetworking (`Foundation.URLRequest`, `import struct
    /// Foundation.URLSession`) becomes `NetworkFdn`, that module's alias.
    var renamed: [(range: Range<Int>, text: String)] = []
    /// The file writes out a view builder's result type (`ConcreteViewTypes`).
    var namesBuilderResultTypes = false
    /// The file imports a module (else it is compiled with `ModuleSources.implicitImports`).
    var hasImports = false
    /// What calls the file's `@objc` methods by their selectors' names, appended to it
    /// (`SelectorTargets`; nil: it has none).
    var selectorTargets: String?
    /// The app's UIKit delegate class (`@UIApplicationMain class AppDelegate`, or `@main` on a
    /// class that adopts `UIApplicationDelegate`), with where it is declared.
    var applicationDelegate: (name: String, line: Int, column: Int)?

    init(source: String) {
        let tree = Parser.parse(source: source)
        hasSyntaxErrors = tree.hasError
        platformConditions = PlatformConditionFinder.conditions(in: tree)
        mainBundleReferences = MainBundleFinder.references(in: tree)
        (blankedAttributes, managedBodies, selectors, renamed) = LinuxRewrites.find(in: tree)
        namesBuilderResultTypes = ConcreteViewTypes.named(in: tree)
        selectorTargets = SelectorTargets.code(for: tree)
        hasImports = ImportFinder.imports(in: tree)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        if let delegate = Self.applicationDelegateClass(in: tree) {
            let at = converter.location(for: delegate.positionAfterSkippingLeadingTrivia)
            applicationDelegate = (delegate.name.text, at.line, at.column)
        }
        var loose: [CodeBlockItemSyntax] = []
        func visit(_ items: CodeBlockItemListSyntax) {
            for item in items {
                if let macro = Self.previewMacro(item.item) {
                    let at = converter.location(for: macro.positionAfterSkippingLeadingTrivia)
                    var title: String?
                    if let first = macro.arguments.first, first.label == nil,
                       let literal = first.expression.as(StringLiteralExprSyntax.self) {
                        title = literal.representedLiteralValue
                    }
                    previews.append(Written(title: title, line: at.line, column: at.column))
                } else if let ifConfig = item.item.as(IfConfigDeclSyntax.self) {
                    for clause in ifConfig.clauses {
                        if case let .statements(inner)? = clause.elements { visit(inner) }
                    }
                } else if let s = item.item.as(StructDeclSyntax.self) {
                    scanStruct(s, converter)
                } else if item.item.is(ExpressionStmtSyntax.self) || item.item.is(ExprSyntax.self) {
                    loose.append(item)
                }
            }
        }
        visit(tree.statements)
        if let first = loose.first, let last = loose.last {
            let at = converter.location(for: first.positionAfterSkippingLeadingTrivia)
            looseSpan = Span(start: first.positionAfterSkippingLeadingTrivia.utf8Offset,
                             end: last.endPositionBeforeTrailingTrivia.utf8Offset, startLine: at.line, startColumn: at.column)
        }
    }

    /// The file's top-level class that is the app's UIKit delegate: marked `@UIApplicationMain`,
    /// or `@main` and adopting `UIApplicationDelegate`.
    static func applicationDelegateClass(in tree: SourceFileSyntax) -> ClassDeclSyntax? {
        for item in tree.statements {
            guard let c = item.item.as(ClassDeclSyntax.self) else { continue }
            let attributes = Set(c.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
            let adopts = c.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "UIApplicationDelegate" } ?? false
            if attributes.contains("UIApplicationMain") || (attributes.contains("main") && adopts) { return c }
        }
        return nil
    }

    private static func previewMacro(_ item: CodeBlockItemSyntax.Item) -> (any FreestandingMacroExpansionSyntax)? {
        var macro: (any FreestandingMacroExpansionSyntax)?
        if let d = item.as(MacroExpansionDeclSyntax.self) { macro = d }
        if let e = item.as(MacroExpansionExprSyntax.self) { macro = e }
        if let s = item.as(ExpressionStmtSyntax.self), let e = s.expression.as(MacroExpansionExprSyntax.self) { macro = e }
        return macro?.macroName.text == "Preview" ? macro : nil
    }

    private mutating func scanStruct(_ s: StructDeclSyntax, _ converter: SourceLocationConverter) {
        let conformances = s.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
        let at = converter.location(for: s.name.positionAfterSkippingLeadingTrivia)
        let name = s.name.text
        if conformances.contains("PreviewProvider") {
            let title = name.hasSuffix("_Previews") ? String(name.dropLast("_Previews".count)) : name
            providers.append(Implicit(title: title, expression: "\(name).previews", line: at.line, column: at.column))
        } else if conformances.contains("View"), s.genericParameterClause == nil, Self.needsNoArguments(s) {
            argumentFreeViews.append(Implicit(title: name, expression: "\(name)()", line: at.line, column: at.column))
        }
    }

    /// A view struct `Name()` can make: every stored property has a value or a wrapper that
    /// gives one, or an initializer takes no arguments.
    static func needsNoArguments(_ s: StructDeclSyntax) -> Bool {
        var initializers: [InitializerDeclSyntax] = []
        var memberwiseOK = true
        for member in s.memberBlock.members {
            if let i = member.decl.as(InitializerDeclSyntax.self) { initializers.append(i); continue }
            guard let v = member.decl.as(VariableDeclSyntax.self),
                  !v.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            let wrappers = v.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            let givesValue = wrappers.contains { ["Environment", "EnvironmentObject", "FocusState", "Namespace", "GestureState", "ScaledMetric", "StateObject"].contains($0) }
            for binding in v.bindings {
                if binding.accessorBlock != nil || binding.initializer != nil || givesValue { continue }
                let isOptionalVar = v.bindingSpecifier.text == "var" && (binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) ?? false)
                if !isOptionalVar { memberwiseOK = false }
            }
        }
        if initializers.isEmpty { return memberwiseOK }
        return initializers.contains { i in i.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }
    }
}

/// A problem before anything was compiled (no such file, nothing to compile).
public struct CompileError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// Finds the platform conditions of every `#if` and `#elseif` of a file, nested ones included.
private final class PlatformConditionFinder: SyntaxVisitor {
    var found: [FileScan.PlatformCondition] = []
    private var inCondition = 0

    static func conditions(in tree: SourceFileSyntax) -> [FileScan.PlatformCondition] {
        let finder = PlatformConditionFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        guard let condition = node.condition else { return .visitChildren }
        inCondition += 1
        walk(condition)
        inCondition -= 1
        // The clause's code may hold #if blocks of its own.
        if let elements = node.elements { walk(elements) }
        return .skipChildren
    }

    override func visit(_ call: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard inCondition > 0, let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name == "os" || name == "targetEnvironment",
              call.arguments.count == 1, let argument = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
        else { return .visitChildren }
        found.append(FileScan.PlatformCondition(function: name, argument: argument.baseName.text,
                                                start: call.positionAfterSkippingLeadingTrivia.utf8Offset,
                                                end: call.endPositionBeforeTrailingTrivia.utf8Offset))
        return .skipChildren
    }
}

/// What of a file the compiled text changes in place because Linux has no Objective-C runtime, no
/// Clang submodules of Apple's frameworks and a Foundation that makes some settings read-only: the attributes
/// blanked out, the submodules of imports and the assignments to those settings
/// (`FileScan.blankedAttributes`), `#selector` expressions (`FileScan.selectors`), and the bodies
/// of Core Data's `@NSManaged` declarations: a property gets the accessors Core Data's runtime
/// gives it on Apple's platforms (`NSManagedObject._managedValue(forKey:)`); `addToX(_:)` and
/// `removeFromX(_:)` add to and remove from the to-many relationship `x`; any other `@NSManaged`
/// method gets an empty body. And the names `FileScan.renamed` lists: `NSLocalizedString`, and
/// `Foundation` qualifying FoundationNetworking's types.
private final class LinuxRewrites: SyntaxVisitor {
    static let names: Set<String> = ["UIApplicationMain", "NSApplicationMain", "objc", "nonobjc", "objcMembers", "NSManaged"]

    var blanked: [Range<Int>] = []
    var bodies: [(offset: Int, text: String)] = []
    var selectors: [(range: Range<Int>, text: String)] = []
    var renamed: [(range: Range<Int>, text: String)] = []
    /// How many `#Predicate`s the walk is inside.
    private var predicates = 0

    typealias Replacements = [(range: Range<Int>, text: String)]
    static func find(in tree: SourceFileSyntax) -> ([Range<Int>], [(offset: Int, text: String)], Replacements, Replacements) {
        let finder = LinuxRewrites(viewMode: .sourceAccurate)
        finder.walk(tree)
        return (finder.blanked, finder.bodies, finder.selectors, finder.renamed)
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.text == "selector", node.arguments.count == 1, let name = node.arguments.first?.expression.trimmedDescription,
           !name.contains("\n") {
            selectors.append((range(node), "_sel(\(ModuleSources.literal(name)))"))
            return .skipChildren
        }
        if node.macroName.text == "Predicate" { predicates += 1 }
        return .visitChildren
    }

    override func visitPost(_ node: MacroExpansionExprSyntax) {
        if node.macroName.text == "Predicate" { predicates -= 1 }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Foundation's own looks only in the process's bundle, and another of the same
        // signature would be ambiguous beside it.
        if let called = node.calledExpression.as(DeclReferenceExprSyntax.self), called.baseName.text == "NSLocalizedString" {
            renamed.append((range(called.baseName), Self.localizedStringName))
        }
        if predicates > 0, let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           member.declName.baseName.text == "evaluate", !node.arguments.isEmpty, node.arguments.allSatisfy({ $0.label == nil }) {
            renamed.append((range(member.declName.baseName), "contains"))
        }
        return .visitChildren
    }

    private func range(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if Self.names.contains(node.attributeName.trimmedDescription) { blanked.append(range(node)) }
        return .skipChildren
    }

    /// Properties Linux's Foundation declares read-only that Apple's lets an app set, whose
    /// assignments are left out (`configuration.waitsForConnectivity = true`).
    static let readOnlyOnLinux: Set<String> = ["waitsForConnectivity"]

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
           let member = elements[0].as(MemberAccessExprSyntax.self), Self.readOnlyOnLinux.contains(member.declName.baseName.text) {
            blanked.append(range(node))
            return .skipChildren
        }
        return .visitChildren
    }

    /// Modules that are Clang modules with submodules on Apple's platforms and Swift modules here,
    /// which have none: `import UIKit.UIApplication`, `import MapKit.MKGeometry`, `import
    /// Foundation.NSString` read as the module's import. (`import struct Foundation.URL` is a
    /// declaration's import, valid for Swift modules, and is left alone.)
    static let foldedSubmodules: Set<String> = Set(ModuleCompiler.importableModules)
        .union(ModuleCompiler.moduleAliases.keys).union(["Foundation", "Dispatch"])

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = Array(node.path)
        if node.importKindSpecifier == nil, path.count > 1, Self.foldedSubmodules.contains(path[0].name.text) {
            blanked.append(path[0].name.endPositionBeforeTrailingTrivia.utf8Offset..<node.path.endPositionBeforeTrailingTrivia.utf8Offset)
        } else if path.count == 2 {
            renameNetworkingQualifier(path[0].name, of: path[1].name.text)
        }
        return .skipChildren
    }

    /// Types Apple's Foundation declares and Linux's keeps in FoundationNetworking (besides every
    /// `URLSession…` name).
    static let networkingTypes: Set<String> = [
        "URLRequest", "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse",
        "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLAuthenticationChallenge",
        "URLAuthenticationChallengeSender", "HTTPCookie", "HTTPCookieStorage", "HTTPCookiePropertyKey", "URLProtocol",
        "URLProtocolClient",
    ]

    /// What `NSLocalizedString` is compiled as (as long): FoundationAdditions' function, which
    /// looks in the previewed app's strings tables in the preview's language.
    static let localizedStringName = "TrellisLocalizing"

    /// The alias user code's compile gives FoundationNetworking, as long as `Foundation`.
    static let networkingAlias = "NetworkFdn"

    /// `Foundation` in `Foundation.name`, when `name` is one of FoundationNetworking's types.
    private func renameNetworkingQualifier(_ qualifier: TokenSyntax, of name: String) {
        guard qualifier.text == "Foundation", name.hasPrefix("URLSession") || Self.networkingTypes.contains(name) else { return }
        renamed.append((range(qualifier), Self.networkingAlias))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.base?.as(DeclReferenceExprSyntax.self) { renameNetworkingQualifier(base.baseName, of: node.declName.baseName.text) }
        return .visitChildren
    }

    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.baseType.as(IdentifierTypeSyntax.self) { renameNetworkingQualifier(base.name, of: node.name.text) }
        return .visitChildren
    }

    private func isManaged(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" }
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if isManaged(node.attributes), node.bindings.count == 1, let binding = node.bindings.first, binding.accessorBlock == nil,
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let key = ModuleSources.literal(name)
            bodies.append((range(node).upperBound,
                           " { get { _managedValue(forKey: \(key)) } set { _setManagedValue(newValue, forKey: \(key)) } }"))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isManaged(node.attributes), node.body == nil else { return .visitChildren }
        let name = node.name.text
        let parameter = node.signature.parameterClause.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        var body = " {}"
        for (prefix, method) in [("addTo", "_addToRelationship"), ("removeFrom", "_removeFromRelationship")] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let first = rest.first, let parameter else { continue }
            body = " { \(method)(\(ModuleSources.literal(first.lowercased() + rest.dropFirst())), \(parameter)) }"
        }
        bodies.append((range(node).upperBound, body))
        return .visitChildren
    }
}

/// Finds `Bundle.main` in a file's code.
private final class MainBundleFinder: SyntaxVisitor {
    var found: [Range<Int>] = []

    static func references(in tree: SourceFileSyntax) -> [Range<Int>] {
        let finder = MainBundleFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "main", let base = node.base else { return .visitChildren }
        let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard baseName == "Bundle" else { return .visitChildren }
        found.append(node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset)
        return .skipChildren
    }
}

/// The first verdict on a slow parse of a text, kept in the cache folder (`parses/`, by content):
/// a text whose parse used `ModuleSources.parseSeconds` of processor time (`ProcessorBudget`) is
/// refused again without parsing, and
/// one that took more than `slowSeconds` but ended is given six times as long the next time.
enum ParseVerdicts {
    enum Verdict: String { case slow, timedOut }
    static let slowSeconds: Double = 2

    static func file(_ source: String) -> URL {
        var hasher = ContentHash()
        hasher.add("parse-verdict-1")
        hasher.add(source)
        return ModuleCompiler.defaultCache.appendingPathComponent("parses").appendingPathComponent(hasher.hex)
    }

    static func verdict(_ source: String) -> Verdict? {
        (try? String(contentsOf: file(source), encoding: .utf8)).flatMap(Verdict.init(rawValue:))
    }

    static func record(_ source: String, _ verdict: Verdict) {
        let url = file(source)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? verdict.rawValue.write(to: url, atomically: true, encoding: .utf8)
    }
}

/// Whether a file imports a module (at its top level or in an `#if`).
private final class ImportFinder: SyntaxVisitor {
    private var found = false

    static func imports(in tree: SourceFileSyntax) -> Bool {
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        found = true
        return .skipChildren
    }

    // Imports are declarations of the file: nothing inside a type or a body is one.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
