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
}

extension ModuleFinder {
    /// Sorts `files`' imports: local modules are dependencies; a file that imports what Trellis
    /// cannot give is left out, then every file that names what a left-out file declares (a
    /// whole word of its text, so a comment may leave a file out too). The opened file is never
    /// left out: what would leave it out is the error.
    func imports(of files: [String], in folder: URL) throws -> ModuleImports {
        var kept: [String] = []
        var leftOut: [LeftOutFile] = []
        for file in files {
            if let reason = unavailableImport(in: file) {
                if file == opened { throw ProjectError(reason) }
                leftOut.append(LeftOutFile(file: file, reason: reason, declares: Self.declaredNames(file)))
            } else {
                kept.append(file)
            }
        }
        // Files that use what a left-out file declares, until none does.
        var pending = leftOut
        while !pending.isEmpty {
            let declared = pending
            pending = []
            kept = kept.filter { file in
                guard let (name, line, column) = Self.firstUse(of: declared.flatMap(\.declares), in: file),
                      let source = declared.first(where: { $0.declares.contains(name) }) else { return true }
                let reason = Diagnostic(file: file, line: line, column: column,
                                        message: "it uses '\(name)', which \((source.file as NSString).lastPathComponent) declares, and that file is left out: \(source.rootReason)")
                let left = LeftOutFile(file: file, reason: reason, declares: Self.declaredNames(file), rootReason: source.rootReason)
                pending.append(left)
                leftOut.append(left)
                return false
            }
            if let needed = pending.first(where: { $0.file == opened }) {
                throw ProjectError(Diagnostic(file: needed.reason.file, line: needed.reason.line, column: needed.reason.column,
                                              message: needed.reason.message.replacingOccurrences(of: "it uses ", with: "this file uses ")))
            }
        }
        return ModuleImports(files: kept, dependencies: try localImports(of: kept, in: folder), leftOut: leftOut)
    }

    /// The diagnostic of the file's first import that Trellis cannot give, or nil: one that is
    /// unavailable, or found nowhere (swiftc's "no such module").
    private func unavailableImport(in file: String) -> Diagnostic? {
        for (name, line, column) in ImportScanner.imports(inFile: file) {
            let place = Diagnostic(file: file, line: line, column: column, message: "no such module '\(name)'")
            switch source(of: name, importedAt: place) {
            case .provided, .local: continue
            case let .unavailable(diagnostic): return diagnostic
            case .unknown: return place
            }
        }
        return nil
    }

    static func declaredNames(_ file: String) -> [String] {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return [] }
        let tree = Parser.parse(source: text)
        return DeclaredNames.types(tree) + DeclaredNames.values(tree)
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
