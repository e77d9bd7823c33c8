import Foundation
import SwiftParser
import TrellisSession

/// A file of a module that is compiled without it: it imports a module Trellis cannot give on
/// Linux (an Apple framework it lacks, a remote package that is not on disk), or it names what
/// such a file declares. One barcode helper that imports Vision no longer costs every screen of
/// the app its preview; a screen that needs the file is still an error, at the place that needs it.
public struct LeftOutFile: Sendable, Equatable {
    /// The file (absolute).
    public var file: String
    /// Why, where it is in the file: the import, or the first use of a name a left-out file declares.
    public var reason: Diagnostic
    /// What it declares at its top level (which the module's other files then lack).
    public var declares: [String]
    /// Why the first file of its chain of uses is left out (the import's message).
    public var rootReason: String
    /// What of `declares` other modules can use (`public`, `open`).
    public var exports: [String] = []
    /// Each import of the file that Trellis cannot give, at its place (empty for a file left
    /// out for what it uses): what a stand-in of the file compiles without.
    public var unavailableImports: [Diagnostic] = []
    /// The module whose absence left the first file of its chain out ("SDWebImage").
    public var missingModule = ""

    /// A file left out for `reason`; `rootReason`, when it uses what another left-out file
    /// declares, is why that one is.
    public init(file: String, reason: Diagnostic, declares: [String], rootReason: String? = nil) {
        self.file = file
        self.reason = reason
        self.declares = declares
        self.rootReason = rootReason ?? reason.message
    }

    /// The warning the compile gives for it.
    public var warning: Diagnostic {
        Diagnostic(file: reason.file, line: reason.line, column: reason.column,
                   message: "this file is left out of the preview's module: \(reason.message)", severity: .warning)
    }
}

/// What a module's files import: the local modules, and the files left out.
struct ModuleImports {
    var files: [String]
    var dependencies: [String]
    var leftOut: [LeftOutFile] = []
    /// `ProjectModule.leftOutImports`.
    var leftOutImports: [String] = []
}

extension ModuleFinder {
    /// Sorts `files`' imports: local modules are dependencies; a file that imports what Trellis
    /// cannot give is left out, then every file that names what a left-out file declares (a
    /// whole word of its text, so a comment may leave a file out too). The opened file too: its
    /// compile stands it in (`StandInFile`), or says why it could not at the place that left it out.
    func imports(of files: [String], in folder: URL) throws -> ModuleImports {
        var kept: [String] = []
        var leftOut: [LeftOutFile] = []
        for file in files {
            let unavailable = unavailableImports(in: file)
            if let (reason, module) = unavailable.first {
                var left = leftOutFile(file, reason: reason)
                left.unavailableImports = unavailable.map(\.diagnostic)
                left.missingModule = module
                leftOut.append(left)
            } else {
                kept.append(file)
            }
        }
        leaveOutUsers(of: leftOut.map { ($0, $0.declares, "") }, kept: &kept, leftOut: &leftOut)
        var dependencies = try localImports(of: kept, in: folder)
        let further = leftOutImports(kept: kept, leftOut: leftOut)
        dependencies += further.filter { name in !dependencies.contains(name) && isLocal(name) }
        return ModuleImports(files: kept, dependencies: dependencies, leftOut: leftOut, leftOutImports: further)
    }

    /// `modules` (each after those it needs) less, in each, the files that use what a left-out
    /// file of a module it needs exported (`public` or `open`), and the files that use what
    /// those declare: a screen that shows an image of a package whose loader is Objective-C
    /// costs only the screens that use it. Swift's imports are checked by swiftc; a name is
    /// matched as a whole word, as in one module.
    func leavingOutAcrossModules(_ modules: [ProjectModule]) -> [ProjectModule] {
        var done: [String: ProjectModule] = [:]
        return modules.map { module in
            var lost: [(LeftOutFile, [String], String)] = []
            var seen: Set<String> = []
            var pending = module.dependencies
            while let name = pending.popLast() {
                guard seen.insert(name).inserted, let dependency = done[name] else { continue }
                lost += dependency.leftOut.filter { !$0.exports.isEmpty }.map { ($0, $0.exports, " of '\(name)'") }
                pending += dependency.dependencies
            }
            var module = module
            leaveOutUsers(of: lost, kept: &module.files, leftOut: &module.leftOut)
            module.leftOutImports = leftOutImports(kept: module.files, leftOut: module.leftOut)
            done[module.name] = module
            return module
        }
    }

    /// The modules that the `leftOut` files import, Trellis gives or the project has, and the
    /// `kept` files do not import (`ProjectModule.leftOutImports`).
    func leftOutImports(kept: [String], leftOut: [LeftOutFile]) -> [String] {
        // Without left-out files there is nothing to read: the kept files' imports are not read again.
        guard !leftOut.isEmpty else { return [] }
        let kept = Set(kept.flatMap { ImportScanner.imports(inFile: $0, conditions: conditions).map(\.name) })
        var found: [String] = []
        for file in leftOut {
            for (name, line, column) in ImportScanner.imports(inFile: file.file, conditions: conditions) where !kept.contains(name) && !found.contains(name) {
                switch source(of: name, importedAt: Diagnostic(file: file.file, line: line, column: column, message: "")) {
                case .provided, .local: found.append(name)
                case .unavailable, .unknown: continue
                }
            }
        }
        return found
    }

    /// Leaves out of `kept` each file that uses one of the names of `sources` (a left-out file,
    /// the names it takes away, how to name its module in the reason), then those that use what
    /// those declare, until none does.
    private func leaveOutUsers(of sources: [(file: LeftOutFile, names: [String], module: String)],
                               kept: inout [String], leftOut: inout [LeftOutFile]) {
        var pending = sources
        while !pending.isEmpty {
            let declared = pending
            pending = []
            kept = kept.filter { file in
                guard let (name, line, column) = Self.firstUse(of: declared.flatMap(\.names), in: file),
                      let source = declared.first(where: { $0.names.contains(name) }) else { return true }
                let reason = Diagnostic(file: file, line: line, column: column,
                                        message: "it uses '\(name)', which \((source.file.file as NSString).lastPathComponent)\(source.module) declares, and that file is left out: \(source.file.rootReason)")
                var left = leftOutFile(file, reason: reason, rootReason: source.file.rootReason)
                left.missingModule = source.file.missingModule
                pending.append((left, left.declares, ""))
                leftOut.append(left)
                return false
            }
        }
    }

    /// The file's imports that Trellis cannot give, each with its diagnostic: one that is
    /// unavailable, or found nowhere (swiftc's "no such module").
    private func unavailableImports(in file: String) -> [(diagnostic: Diagnostic, module: String)] {
        ImportScanner.imports(inFile: file, conditions: conditions).compactMap { found in
            let (name, line, column) = found
            let place = Diagnostic(file: file, line: line, column: column, message: "no such module '\(name)'")
            switch source(of: name, importedAt: place) {
            case .provided, .local: return nil
            case let .unavailable(diagnostic): return (diagnostic, name)
            case .unknown: return (place, name)
            }
        }
    }

    /// `file`, left out for `reason`, with the names it declares and exports.
    func leftOutFile(_ file: String, reason: Diagnostic, rootReason: String? = nil) -> LeftOutFile {
        let tree = (try? String(contentsOfFile: file, encoding: .utf8)).map { Parser.parse(source: $0) }
        let conditions = conditions
        let declares = tree.map { DeclaredNames.types($0, in: conditions) + DeclaredNames.values($0, in: conditions) } ?? []
        var left = LeftOutFile(file: file, reason: reason, declares: declares, rootReason: rootReason)
        left.exports = tree.map { DeclaredNames.types($0, publicOnly: true, in: conditions) + DeclaredNames.values($0, publicOnly: true, in: conditions) } ?? []
        return left
    }

    /// The first of `names` that the file's text holds as a whole word, with its line and column.
    static func firstUse(of names: [String], in file: String) -> (String, Int, Int)? {
        guard !names.isEmpty, let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        let wanted = Set(names)
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var word = ""
            var start = 0
            for (offset, character) in line.utf8.enumerated() {
                let isWordCharacter = (character >= 48 && character <= 57) || (character >= 65 && character <= 90)
                    || (character >= 97 && character <= 122) || character == 95 || character >= 128
                if isWordCharacter {
                    if word.isEmpty { start = offset }
                    word.unicodeScalars.append(Unicode.Scalar(character))
                } else if !word.isEmpty {
                    if wanted.contains(word) { return (word, index + 1, start + 1) }
                    word = ""
                }
            }
            if wanted.contains(word) { return (word, index + 1, start + 1) }
        }
        return nil
    }
}
