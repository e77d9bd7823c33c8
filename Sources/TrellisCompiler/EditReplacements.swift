import Foundation
@_spi(Hosts) import Trellis
import TrellisSession

/// An edit compiled as replacements of the bodies it changed, against the module compiled
/// before it, as Xcode's previews do: the module is built with every declaration dynamically
/// replaceable (`-enable-implicit-dynamic`) and its private names importable
/// (`-enable-private-imports`), and an edit that changed only bodies of functions and read-only
/// computed properties (`EditedBodies`) compiles just those, as `@_dynamicReplacement`s in a
/// small library that the host loads after the module's, before any view is made. swiftc
/// type-checks and generates code for the changed bodies instead of the whole module.
///
/// Replacements are always of the last whole compile of the module (the base), so an edit's
/// library holds every body changed since then; an edit the replacements cannot take (a stored
/// property, a new type, a changed `#Preview`) compiles the whole module, which becomes the base.
enum EditReplacements {
    /// What a whole compile keeps beside its library for the edits that follow it.
    struct Base: Codable {
        struct File: Codable {
            var path: String
            var compiledSource: String
            /// The name swiftc compiled the file under (`@_private(sourceFile:)` names it).
            var compiledName: String
        }
        var moduleName: String
        var files: [File]
        var generatedSource: String?
        var previewSymbols: [String]

        static let fileName = "edit-base.json"
    }

    /// The file naming the base folder in a replacements' folder (`CompiledDocument` loads it first).
    static let baseFileName = "replaces.txt"

    /// Where the last whole compile of a module is named: by everything of the compile's key
    /// but the sources' text (`build`: `ModuleCompiler.buildKey`).
    static func latestFile(_ sources: ModuleSources, build: String, compiler: ModuleCompiler) -> URL {
        var hasher = ContentHash()
        hasher.add("edit-base-1")
        hasher.add(build)
        for file in sources.files { hasher.add(ModuleCompiler.absolute(file.path)) }
        return compiler.cacheDirectory.appendingPathComponent("bases").appendingPathComponent(hasher.hex + ".txt")
    }

    /// Records the whole compile in `folder` as the base of the module's next edits.
    static func record(_ sources: ModuleSources, inputs: [String], build: String, options: ModuleCompiler.Options, folder: URL,
                       compiler: ModuleCompiler) {
        let files = zip(sources.files, inputs).map { file, input in
            Base.File(path: file.path, compiledSource: file.compiledSource, compiledName: URL(fileURLWithPath: input).lastPathComponent)
        }
        let base = Base(moduleName: options.moduleName, files: files, generatedSource: sources.generatedSource,
                        previewSymbols: sources.previews.map(\.symbol))
        guard let data = try? JSONEncoder().encode(base) else { return }
        try? data.write(to: folder.appendingPathComponent(Base.fileName))
        let latest = latestFile(sources, build: build, compiler: compiler)
        try? FileManager.default.createDirectory(at: latest.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? folder.lastPathComponent.write(to: latest, atomically: true, encoding: .utf8)
    }

    /// An edit of the module as replacements of its last whole compile: nil when there is none
    /// to replace, the edit changed more than bodies, or the replacements did not compile (the
    /// whole module is compiled then, and says why if it is the code).
    static func compile(_ sources: ModuleSources, key: String, build: String, options: ModuleCompiler.Options,
                        compiler: ModuleCompiler) -> ModuleCompiler.Result? {
        let start = Date()
        let fm = FileManager.default
        /// No replacements: why, said under `TRELLIS_COMPILE_LOG` (once there is a base).
        func whole(_ why: String) -> ModuleCompiler.Result? {
            log("compiling the whole module: \(why)")
            return nil
        }
        guard !options.isLibrary, let baseKey = try? String(contentsOf: latestFile(sources, build: build, compiler: compiler), encoding: .utf8)
        else { return nil }
        guard sources.files.allSatisfy({ $0.columnShifts.isEmpty && !$0.hasSyntaxErrors }) else {
            return whole("a file has syntax errors or is a view expression")
        }
        let baseFolder = compiler.cacheDirectory.appendingPathComponent(baseKey)
        guard let data = try? Data(contentsOf: baseFolder.appendingPathComponent(Base.fileName)),
              let base = try? JSONDecoder().decode(Base.self, from: data), base.moduleName == options.moduleName,
              fm.fileExists(atPath: baseFolder.appendingPathComponent(ModuleCompiler.libraryName).path) else { return whole("the last whole compile is gone") }
        guard base.files.map(\.path) == sources.files.map(\.path) else { return whole("the module's files changed") }
        guard base.generatedSource == sources.generatedSource, base.previewSymbols.count == sources.previews.count else {
            return whole("its previews changed")
        }
        var edits: [(file: Base.File, edited: EditedBodies)] = []
        var moved: [String: [Int: Int]] = [:]
        for (old, new) in zip(base.files, sources.files) where old.compiledSource != new.compiledSource {
            guard let edited = LargeStack.value({ EditedBodies(old: old.compiledSource, new: new.compiledSource) }) ?? nil else {
                return whole("\((new.path as NSString).lastPathComponent) changed more than the bodies of functions and computed properties")
            }
            if !edited.changed.isEmpty { edits.append((old, edited)) }
            moved[new.path] = edited.lineMap
        }
        let replaced = edits.reduce(0) { $0 + $1.edited.changed.count }
        var hasher = ContentHash()
        hasher.add("edit-replacements-1")
        hasher.add(key)
        hasher.add(baseKey)
        let folder = compiler.cacheDirectory.appendingPathComponent(hasher.hex)
        // The previews keep the base's symbols (their `#Preview`s are the same, perhaps moved).
        var previews = sources.previews
        for i in previews.indices { previews[i].symbol = base.previewSymbols[i] }
        let library = (edits.isEmpty ? baseFolder : folder).appendingPathComponent(ModuleCompiler.libraryName)
        if fm.fileExists(atPath: folder.appendingPathComponent(baseFileName).path) {
            let said = (try? String(contentsOf: folder.appendingPathComponent(ModuleCompiler.diagnosticsName), encoding: .utf8)) ?? ""
            var cached = ModuleCompiler.Result(folder: folder, library: library, diagnostics: compiler.diagnostics(said, sources: sources, folder: folder),
                                               previews: previews, compiled: false, seconds: Date().timeIntervalSince(start))
            cached.replacedBodies = replaced
            return cached
        }
        let work = compiler.buildFolder(hasher.hex)
        try? fm.removeItem(at: work)
        guard (try? fm.createDirectory(at: work, withIntermediateDirectories: true)) != nil else { return nil }
        defer { try? fm.removeItem(at: work) }
        let texts = edits.enumerated().map { i, edit in (inputName(i), source(edit.edited, file: edit.file, module: options.moduleName)) }
        // Nothing to compile when only comments changed or lines moved: the base's code runs, its
        // lines mapped.
        var run = ChildProcess.Outcome(status: 0, signal: nil, timedOut: false, output: "")
        var compiled = false
        if !texts.isEmpty {
            guard let made = compiledLibrary(texts, in: work, base: baseFolder, baseKey: baseKey, build: build, options: options, compiler: compiler)
            else { return nil }
            (run, compiled) = made
        }
        try? run.output.write(to: work.appendingPathComponent(ModuleCompiler.diagnosticsName), atomically: true, encoding: .utf8)
        try? baseFolder.path.write(to: work.appendingPathComponent(baseFileName), atomically: true, encoding: .utf8)
        try? JSONEncoder().encode(previews).write(to: work.appendingPathComponent(ModuleCompiler.manifestName))
        try? JSONEncoder().encode(sources.files.map { ViewSourceMap.File($0, moved: moved[$0.path]) })
            .write(to: work.appendingPathComponent(ModuleCompiler.sourceMapName))
        try? fm.removeItem(at: folder)
        guard (try? fm.moveItem(at: work, to: folder)) != nil else { return nil }
        var result = ModuleCompiler.Result(folder: folder, library: library, diagnostics: compiler.diagnostics(run.output, sources: sources, folder: folder),
                                           previews: previews, compiled: compiled, seconds: Date().timeIntervalSince(start), peakMegabytes: run.peakMegabytes)
        result.replacedBodies = replaced
        return result
    }

    /// The replacements' library in `work`, compiled from `texts` (names and sources), or the
    /// same replacements' of the same base compiled before (whatever else of the file changed: a
    /// comment below them, a save with no change, an edit undone); nil when they do not compile.
    /// `build`: the base's `ModuleCompiler.buildKey` (the replacements' options follow from its).
    static func compiledLibrary(_ texts: [(String, String)], in work: URL, base: URL, baseKey: String, build: String,
                                options: ModuleCompiler.Options, compiler: ModuleCompiler) -> (run: ChildProcess.Outcome, compiled: Bool)? {
        let fm = FileManager.default
        var shared = ContentHash()
        shared.add("edit-library-2")
        shared.add(baseKey)
        shared.add(build)
        for (name, text) in texts { shared.add(name); shared.add(text) }
        let compiledBefore = compiler.cacheDirectory.appendingPathComponent("edits-" + shared.hex)
        let output = work.appendingPathComponent(ModuleCompiler.libraryName)
        if (try? fm.linkItem(at: compiledBefore.appendingPathComponent(ModuleCompiler.libraryName), to: output)) != nil {
            let said = (try? String(contentsOf: compiledBefore.appendingPathComponent(ModuleCompiler.diagnosticsName), encoding: .utf8)) ?? ""
            return (ChildProcess.Outcome(status: 0, signal: nil, timedOut: false, output: said), false)
        }
        for (name, text) in texts { try? text.write(to: work.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        let arguments = prepare(work, files: texts.count, base: base, options: options, compiler: compiler)
        let run = compiler.runJobs(arguments, in: work, seconds: min(60, ModuleCompiler.timeout), bindsWhenLoaded: true)
        guard run.status == 0, fm.fileExists(atPath: output.path) else {
            // Code the replacements cannot express (what the whole compile then says, if it is the code's).
            let said = run.output.split(separator: "\n").first { $0.contains("error: ") } ?? "no message"
            log("the edit's replacements did not compile (\(said)); compiling the whole module")
            return nil
        }
        try? fm.createDirectory(at: compiledBefore, withIntermediateDirectories: true)
        try? run.output.write(to: compiledBefore.appendingPathComponent(ModuleCompiler.diagnosticsName), atomically: true, encoding: .utf8)
        try? fm.linkItem(at: output, to: compiledBefore.appendingPathComponent(ModuleCompiler.libraryName))
        return (run, true)
    }

    /// Says `message` under `TRELLIS_COMPILE_LOG`.
    static func log(_ message: String) {
        if ProcessInfo.processInfo.environment["TRELLIS_COMPILE_LOG"] != nil { printError("trellis: " + message) }
    }

    /// The options of a module's replacements: another module's name, nothing in it replaceable.
    static func replacing(_ options: ModuleCompiler.Options) -> ModuleCompiler.Options {
        var replacing = options
        replacing.moduleName = "TrellisEditOf" + options.moduleName
        replacing.isReplaceable = false
        return replacing
    }

    /// The replacements of the `index`th edited file are compiled from this file.
    static func inputName(_ index: Int) -> String { "edit\(index).swift" }

    /// The arguments that compile the replacements of `files` files of the base in `base` in the
    /// build folder `work`, where the base's interface is linked: they, and so the jobs planned
    /// for them, are the same for every base of the module and every file edited.
    static func prepare(_ work: URL, files: Int, base: URL, options: ModuleCompiler.Options, compiler: ModuleCompiler) -> [String] {
        let interface = "\(options.moduleName).swiftmodule"
        try? FileManager.default.createSymbolicLink(at: work.appendingPathComponent(interface), withDestinationURL: base.appendingPathComponent(interface))
        let inputs = (0..<files).map { work.appendingPathComponent(inputName($0)).path }
        return compiler.arguments(inputs: inputs, output: work.appendingPathComponent(ModuleCompiler.libraryName).path, options: replacing(options))
            + ["-I", work.path]
    }

    /// Plans the jobs of a one-file edit of the base in `base` (`CompilerJobs`), unless they are
    /// planned: the first edit after opening a file then runs them without the driver too.
    static func planAhead(base: URL, options: ModuleCompiler.Options, compiler: ModuleCompiler) {
        let fm = FileManager.default
        let work = compiler.cacheDirectory.appendingPathComponent(".plan-\(base.lastPathComponent)-\(getpid())")
        guard (try? fm.createDirectory(at: work, withIntermediateDirectories: true)) != nil else { return }
        defer { try? fm.removeItem(at: work) }
        _ = fm.createFile(atPath: work.appendingPathComponent(inputName(0)).path, contents: Data())
        let arguments = prepare(work, files: 1, base: base, options: options, compiler: compiler)
        let plan = CompilerJobs.planFile(swiftc: compiler.swiftc, arguments: arguments, folder: work, cache: compiler.cacheDirectory)
        guard !fm.fileExists(atPath: plan.path) else { return }
        CompilerJobs.makeAndKeep(swiftc: compiler.swiftc, arguments: arguments, folder: work, file: plan)
    }

    /// Begins a replacement's name.
    static let replacementPrefix = "__trellis_edited_"

    /// The replacements of one file's changed bodies: each in an extension of its type (or at the
    /// top level), private to this file, at the user's lines and columns (`#sourceLocation` to
    /// the file's name + `ViewSourceMap.editedSuffix`): the attributes, keyword and the
    /// replacement's name take the line above the original's name, the rest of the declaration
    /// its own place.
    static func source(_ edited: EditedBodies, file: Base.File, module: String) -> String {
        var lines = ["@_private(sourceFile: \(ModuleSources.literal(file.compiledName))) import \(module)"] + edited.imports
        let named = ModuleSources.literal(ModuleCompiler.absolute(file.path) + ViewSourceMap.editedSuffix)
        for body in edited.changed {
            if let header = body.extensionHeader { lines.append((body.isMainActor ? "@MainActor " : "") + header + " {") }
            lines.append("#sourceLocation(file: \(named), line: \(body.line - 1))")
            lines.append("@_dynamicReplacement(for: \(body.replacedName)) " + (body.builder.map { "@\($0) " } ?? "")
                         + body.introducer + " " + replacementPrefix + body.name)
            lines.append(String(repeating: " ", count: body.column - 1) + body.rest)
            lines.append("#sourceLocation()")
            if body.extensionHeader != nil { lines.append("}") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
