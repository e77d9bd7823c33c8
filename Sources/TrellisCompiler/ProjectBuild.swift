import Foundation
import SwiftParser
@_spi(Hosts) import Trellis
import TrellisProject
import TrellisSession

/// Compiles what a path opens the way its project does: the module that holds it, after each
/// local module it imports (every one compiled once as its own library, cached by content, so
/// an edit recompiles only the module that changed and those above it), with the project's
/// resources as `Bundle.main` and `Bundle.module`. Without a project (no `Package.swift` or
/// `.xcodeproj` around it), a file or folder is one module, as before.
public struct ProjectBuild: Sendable {
    /// The module's sources as compiled (its previews among them).
    public var sources: ModuleSources
    public var result: ModuleCompiler.Result
    /// The project, when the path is in one.
    public var project: Project?
    /// What each local module's compile said and took, dependencies first.
    public var modules: [(name: String, compiled: Bool, seconds: Double)]

    /// Compiles `path` for `platform`. Throws the project's own errors (a manifest that does not
    /// parse, a cycle, a remote package, two targets of one name) and unreadable files.
    public static func compile(_ path: String, platform: TargetPlatform, compiler: ModuleCompiler = ModuleCompiler()) throws -> ProjectBuild {
        let project: Project?
        do {
            project = try openProject(path, compiler: compiler)
        } catch let error as ProjectError {
            throw CompileError(error.description)
        }
        return try compile(path, in: project, platform: platform, compiler: compiler)
    }

    /// The project around `path`, as `compile` reads it: a module is Trellis's or the toolchain's
    /// when the build's `Modules/` has it (under its alias's name for `os`, `OSLog`, `Combine`).
    public static func openProject(_ path: String, compiler: ModuleCompiler = ModuleCompiler()) throws -> Project? {
        let modules = compiler.buildDirectory.appendingPathComponent("Modules")
        return try Project.open(path) { name in
            let module = ModuleCompiler.moduleAliases[name] ?? name
            return FileManager.default.fileExists(atPath: modules.appendingPathComponent("\(module).swiftmodule").path)
        }
    }

    /// Compiles `path` in `project` (opened already, with `openProject`), or alone when nil.
    public static func compile(_ path: String, in project: Project?, platform: TargetPlatform,
                               compiler: ModuleCompiler = ModuleCompiler()) throws -> ProjectBuild {
        guard let project else {
            let sources = try ModuleSources.read(path: path, platform: platform)
            let result = compiler.compile(sources)
            // A file that names what the other files of its folder declare (a tutorial's step:
            // the screen, its model and its rows side by side) compiles with them.
            if result.hasErrors, let loose = looseFolder(around: path, diagnostics: result.diagnostics) {
                return try compile(path, in: loose, platform: platform, compiler: compiler)
            }
            return ProjectBuild(sources: sources, result: result, project: nil, modules: [])
        }
        // One TRELLIS_COMPILE_SECONDS for every module of the project.
        var compiler = compiler
        if compiler.deadline == nil { compiler.deadline = MonotonicClock.now() + ModuleCompiler.timeout }
        var dependencies: [ModuleCompiler.Options.Dependency] = []
        var built: [(String, Bool, Double)] = []
        var warnings: [Diagnostic] = []
        // The files of the modules compiled so far that even a stand-in could not bring back,
        // and what their stand-ins lost (said with the screen's own warnings).
        var stillLeftOut: [LeftOutFile] = []
        var standInWarnings: [Diagnostic] = []
        for module in project.dependencies {
            var options = ModuleCompiler.Options()
            options.moduleName = module.name
            options.languageMode = module.languageMode
            options.concurrency = module.concurrency
            options.isLibrary = true
            options.dependencies = dependencies.filter { Self.needs(module, $0.name, in: project) }
            if !module.resources.isEmpty {
                options.moduleBundle = try bundle(for: module, in: project, compiler: compiler, warnings: &warnings)
            }
            options.assetSymbols = Self.assetSymbols(of: module)
            options.leftOutImports = module.leftOutImports
            let compiled = try compileStandingIn(module, platform: platform, implicitPreviewsIn: [], options: options, compiler: compiler)
            let sources = compiled.sources
            var result = compiled.result
            // A name it lacks may be one a left-out file of a module it imports declares.
            result.diagnostics = compiled.warnings + Self.explained(result.diagnostics, leftOut: compiled.leftOut + stillLeftOut)
            stillLeftOut += compiled.leftOut
            standInWarnings += compiled.standIns
            built.append((module.name, result.compiled, result.seconds))
            guard !result.hasErrors else {
                // The app's compile would only add "no such module": the library's own errors say why.
                return ProjectBuild(sources: sources, result: result, project: project, modules: built)
            }
            dependencies.append(.init(name: module.name, folder: result.folder))
        }
        let opened = URL(fileURLWithPath: path).standardizedFileURL.path
        let isFile = !ProjectLocator.isDirectory(URL(fileURLWithPath: opened))
        var generated = ""
        // The catalogs of the module, then of the modules it imports, read anew each time (an
        // edit of a catalog changes no source).
        var (catalog, catalogWarnings) = AssetCatalog.read(ResourceFolder.assetCatalogs(of: project.module))
        let ownSymbols = Self.assetSymbols(of: project.module, catalog: catalog)
        // The classes Xcode generates from the module's Core Data models.
        let entities = DataModelClasses.declarations(ResourceFolder.dataModels(of: project.module))
        generated += entities
        // And from its intent definitions.
        let intents = IntentDefinitionClasses.declarations(ResourceFolder.intentDefinitions(of: project.module))
        generated += intents
        // And from its Core ML models.
        let (models, modelWarnings) = MLModelClasses.declarations(
            ResourceFolder.mlModels(of: project.module),
            bundle: project.module.isApp ? ModuleSources.mainBundleName : project.module.resources.isEmpty ? "Bundle.main" : "Bundle.module")
        generated += models
        warnings += modelWarnings
        catalogWarnings += catalog.read(project.dependencies.flatMap(ResourceFolder.assetCatalogs))
        var options = ModuleCompiler.Options()
        options.moduleName = project.module.isApp ? "PreviewModule" : project.module.name
        options.languageMode = project.module.languageMode
        options.concurrency = project.module.concurrency
        options.dependencies = dependencies
        options.assetSymbols = ownSymbols
        options.leftOutImports = project.module.leftOutImports
        if project.module.isApp {
            options.mainBundle = try bundle(for: project.module, in: project, compiler: compiler, warnings: &warnings)
        } else if !project.module.resources.isEmpty {
            options.moduleBundle = try bundle(for: project.module, in: project, compiler: compiler, warnings: &warnings)
        }
        let compiled = try compileStandingIn(project.module, platform: platform, implicitPreviewsIn: isFile ? [opened] : nil,
                                             opened: isFile ? opened : nil, options: options, compiler: compiler) { sources in
            if !generated.isEmpty { sources.generatedSource = (sources.generatedSource ?? "") + generated }
        }
        var result = compiled.result
        if result.library != nil {
            let images = result.folder.appendingPathComponent(CompiledAssets.imagesFolder)
            catalog.linkImages(into: images)
            CompiledAssets(catalog: catalog, mainBundle: options.mainBundle ?? standInBundle(for: project.module, compiler: compiler)).write(to: result.folder)
        }
        result.diagnostics = warnings + catalogWarnings + standInWarnings + compiled.standIns + compiled.warnings
            + Self.explained(result.diagnostics, leftOut: compiled.leftOut + stillLeftOut)
        return ProjectBuild(sources: compiled.sources, result: result, project: project, modules: built)
    }

    /// What Xcode generates for a module's own asset catalogs (nil: none, or no sets): an app's
    /// symbols name `Bundle.main`, with the extensions on `Color` and `ShapeStyle` when its
    /// target asks for them; a package target's name `Bundle.module` (its resources).
    /// And the symbols of its string catalogs' hand-added strings (`StringCatalog.symbols`).
    static func assetSymbols(of module: ProjectModule, catalog: AssetCatalog? = nil) -> String? {
        let catalog = catalog ?? AssetCatalog.read(ResourceFolder.assetCatalogs(of: module)).0
        var symbols = module.isApp ? AssetSymbols.declarations(catalog, extensions: module.generatesAssetSymbolExtensions)
            : AssetSymbols.declarations(catalog, extensions: false, bundle: module.resources.isEmpty ? ".main" : ".module")
        let bundle = module.isApp || module.resources.isEmpty ? ".main" : ".atURL(Bundle.module.bundleURL)"
        var declared: Set<String> = []
        for url in ResourceFolder.stringCatalogs(of: module) {
            symbols += (try? StringCatalog.read(url))?.symbols(bundle: bundle, declared: &declared) ?? ""
        }
        return symbols.isEmpty ? nil : symbols
    }

    /// swiftc's errors for names that a left-out file declares, each with why it is not there
    /// (`cannot find 'CodeTypes' in scope; BarcodeTypes.swift declares it, and that file is left out: …`).
    static func explained(_ diagnostics: [Diagnostic], leftOut: [LeftOutFile]) -> [Diagnostic] {
        guard !leftOut.isEmpty else { return diagnostics }
        return diagnostics.map { d in
            guard d.severity == .error, let name = unfoundName(in: d.message),
                  let file = leftOut.first(where: { $0.declares.contains(name) }) else { return d }
            var explained = d
            explained.message += "; \((file.file as NSString).lastPathComponent) declares it, and that file is left out: \(file.rootReason)"
            return explained
        }
    }

    /// The name of swiftc's `cannot find 'X' in scope` (or `cannot find type 'X' in scope`).
    static func unfoundName(in message: String) -> String? {
        message.firstMatch(of: /cannot find (?:type )?'([A-Za-z_][A-Za-z0-9_]*)' in scope/).map { String($0.1) }
    }

    /// The folder around the file at `path` as one module, when swiftc could not find names in
    /// the file (`diagnostics`) that other `.swift` files declare at their top level — a
    /// tutorial's step whose views and models are in folders of their own (an app's folder, with
    /// its `@main` app, is found before the file is compiled: `Project.appFolder`). The nearest
    /// folder at or above the file's (at most
    /// `looseFolderLevels` up, not above a repository's root) whose files declare every missing
    /// name, else the one that declares the most; its files less tests (a folder named `…Tests`,
    /// a file that imports XCTest). Not a folder whose files declare a name twice (a folder of
    /// independent files, such as `Samples/`, or of several apps), nor one of more than
    /// `looseFolderFiles` files.
    static func looseFolder(around path: String, diagnostics: [Diagnostic]) -> Project? {
        let opened = URL(fileURLWithPath: path).standardizedFileURL
        guard !ProjectLocator.isDirectory(opened) else { return nil }
        let missing = Set(diagnostics.filter { $0.severity == .error }.compactMap { unfoundName(in: $0.message) })
        guard !missing.isEmpty else { return nil }
        var names: [String: [String]] = [:]  // a file's top-level names, read once for every level
        var best: (folder: URL, paths: [String], found: Int)?
        var folder = opened.deletingLastPathComponent()
        for _ in 0..<looseFolderLevels {
            let paths = Project.appFiles(in: folder)
            // Going up only adds files, and names declared twice.
            guard paths.count <= looseFolderFiles,
                  let module = try? ModuleSources.read(files: paths, platform: .iOS, implicitPreviewsIn: []),
                  module.namesDeclaredTwice.isEmpty else { break }
            if paths.count > 1, paths.contains(opened.path) {
                var declared: Set<String> = []
                for file in module.files where file.path != opened.path {
                    if names[file.path] == nil {
                        names[file.path] = LargeStack.value {
                            let tree = Parser.parse(source: file.source)
                            return DeclaredNames.types(tree) + DeclaredNames.values(tree)
                        }
                    }
                    declared.formUnion(names[file.path]!)
                }
                let found = missing.intersection(declared).count
                if found == missing.count { return Project.looseFolder(folder, files: paths.sorted()) }
                if found > (best?.found ?? 0) { best = (folder, paths, found) }
            }
            let listed = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if listed.contains(".git") || folder.path == "/" { break }
            folder = folder.deletingLastPathComponent()
        }
        return best.map { Project.looseFolder($0.folder, files: $0.paths.sorted()) }
    }

    /// How many folders above a file's the module around it is looked for.
    static let looseFolderLevels = 4
    /// The most files a module found around a file may have.
    static let looseFolderFiles = 300

    /// Whether `module` needs `name`, itself or through its dependencies (a library is linked
    /// against every module below it).
    static func needs(_ module: ProjectModule, _ name: String, in project: Project) -> Bool {
        var pending = module.dependencies, seen: Set<String> = []
        while let next = pending.popLast() {
            if next == name { return true }
            guard seen.insert(next).inserted, let m = project.dependencies.first(where: { $0.name == next }) else { continue }
            pending += m.dependencies
        }
        return false
    }

    /// The main bundle of a package's previews, which run in no app: a folder with only an
    /// `Info.plist` of the package's name, so that code unwrapping `Bundle.main.bundleIdentifier`
    /// runs, as in Xcode's preview agent.
    static func standInBundle(for module: ProjectModule, compiler: ModuleCompiler) -> String {
        var hasher = ContentHash()
        hasher.add(module.folder.path)
        hasher.add(module.name)
        let folder = compiler.cacheDirectory.appendingPathComponent("bundles").appendingPathComponent(hasher.hex + "-main")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        InfoPropertyList.write(settings: ["TARGET_NAME": module.name], into: folder)
        return folder.path
    }

    /// Lays out the module's resources as a bundle folder in the cache, named by the module's folder.
    static func bundle(for module: ProjectModule, in project: Project, compiler: ModuleCompiler, warnings: inout [Diagnostic]) throws -> String {
        var hasher = ContentHash()
        hasher.add(module.folder.path)
        hasher.add(module.name)
        let folder = compiler.cacheDirectory.appendingPathComponent("bundles").appendingPathComponent(hasher.hex)
        let manifest = project.manifests.first { m in m.targets.contains { $0.name == module.name } }
        warnings += ResourceFolder.make(for: module, manifest: manifest.map { $0.folder.appendingPathComponent("Package.swift") }, at: folder)
        return folder.path
    }
}

extension ModuleSources {
    /// A source file's text (not UTF-8: decoded with replacements, for swiftc to say so).
    static func text(of path: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
    }

    /// Reads the files at `paths` into one module.
    public static func read(files paths: [String], platform: TargetPlatform, rewritesMainBundle: Bool = false,
                            implicitPreviewsIn previewed: Set<String>?) throws -> ModuleSources {
        let files = try paths.map { ($0, try text(of: $0)) }
        return ModuleSources(files: files, platform: platform, rewritesMainBundle: rewritesMainBundle, implicitPreviewsIn: previewed)
    }
}

/// The asset catalogs of a compiled project, beside its library: colour sets for `Color("Name")`
/// and the image sets' files linked as `name@Nx.ext` in a folder of the compile.
public struct CompiledAssets: Codable, Sendable {
    public var catalog: AssetCatalog
    /// An app's bundle folder (its `Bundle.main`), whose strings tables translate its texts.
    public var mainBundle: String?
    static let fileName = "assets.json"
    /// Where the image sets are linked, in the compile's folder.
    public static let imagesFolder = "images"

    public func write(to folder: URL) {
        if let data = try? JSONEncoder().encode(self) { try? data.write(to: folder.appendingPathComponent(Self.fileName)) }
    }

    /// The font files an app bundles (`.ttf`, `.otf`, `.ttc`), which `AppFonts` adds for its
    /// texts: every one in its bundle folder, as apps list theirs in `UIAppFonts`.
    public var fontFiles: [URL] {
        guard let mainBundle else { return [] }
        let folder = URL(fileURLWithPath: mainBundle)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: mainBundle)) ?? []
        return names.filter { ["ttf", "otf", "ttc"].contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
            .map { folder.appendingPathComponent($0) }
    }

    /// The assets of the compile in `folder`, when it is a project's.
    public static func read(from folder: URL) -> CompiledAssets? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else { return nil }
        return try? JSONDecoder().decode(CompiledAssets.self, from: data)
    }
}

extension ProjectBuild {
    /// How many times a module is compiled with stand-ins of its left-out files before it is
    /// compiled without them: each round takes out what swiftc refused in the round before.
    static let standInRounds = 10

    /// Compiles `module` with its left-out files as stand-ins (`StandInFile`), round by round,
    /// while swiftc's only errors are in them and each can be taken out; else without them, as
    /// the project model left them out; when the opened file (`opened`) is one of those, the
    /// reason it was left out is the error, at its place. `prepare` adds to the sources what is
    /// generated for the module. Returns the files still left out and the warnings that say what
    /// was not compiled: the parts of stand-ins taken out (`standIns`: the opened file's each,
    /// another file's once, `StandInFile.summary`), or the files left out.
    static func compileStandingIn(_ module: ProjectModule, platform: TargetPlatform, implicitPreviewsIn previewed: Set<String>?,
                                  opened: String? = nil, options: ModuleCompiler.Options, compiler: ModuleCompiler,
                                  prepare: (inout ModuleSources) -> Void = { _ in })
        throws -> (sources: ModuleSources, result: ModuleCompiler.Result, leftOut: [LeftOutFile], warnings: [Diagnostic], standIns: [Diagnostic]) {
        let kept = try module.files.map { ($0, try ModuleSources.text(of: $0)) }
        var standIns = module.leftOut.compactMap { StandInFile($0, opened: opened) }
        var dropped: [LeftOutFile] = []
        if !standIns.isEmpty, standIns.count == module.leftOut.count {
            let build = compiler.buildKey(options: options)
            for index in standIns.indices {
                if let memo = StandInMemo.read(standIns[index].path, text: standIns[index].original, build: build, cache: compiler.cacheDirectory) {
                    standIns[index].resume(memo)
                }
            }
            for round in 0..<standInRounds {
                let paths = Set(standIns.map { ModuleCompiler.absolute($0.path) })
                var sources = ModuleSources(files: kept + standIns.map { ($0.path, $0.text) }, platform: platform, rewritesMainBundle: true,
                                            implicitPreviewsIn: previewed, edited: Set(standIns.map(\.path)))
                prepare(&sources)
                var result = compiler.compile(sources, options: options)
                let errors = result.diagnostics.filter { $0.severity == .error }
                if !result.hasErrors {
                    // Their own warnings were never seen while they were left out; what was taken out is said instead.
                    result.diagnostics.removeAll { paths.contains(ModuleCompiler.absolute($0.file)) }
                    for standIn in standIns { StandInMemo.write(standIn, build: build, cache: compiler.cacheDirectory) }
                    return (sources, result, dropped, dropped.map(\.warning), standIns.flatMap { $0.isOpened ? $0.warnings : $0.summary.map { [$0] } ?? [] })
                }
                let byFile = Dictionary(grouping: errors) { ModuleCompiler.absolute($0.file) }
                let outside = byFile.filter { !paths.contains($0.key) }.values.flatMap { $0 }
                EditReplacements.log("\(options.moduleName): stand-ins of \(standIns.count) left-out file(s), round \(round + 1): "
                                     + "\(errors.count) error(s), \(outside.count) outside them"
                                     + (errors.count <= 3 ? errors : Array(outside.prefix(3))).map { "\n  \($0)" }.joined())
                guard !result.stopped, !errors.isEmpty, outside.isEmpty else { break }
                // Names swiftc cannot find first: what they are in goes, and the errors that
                // follow from them (a conformance a missing property breaks) go with it.
                let unfound = byFile.mapValues { $0.filter { Self.unfoundName(in: $0.message) != nil } }
                let acted = unfound.values.allSatisfy(\.isEmpty) ? byFile : unfound
                var progressed = true
                for index in standIns.indices.reversed() {
                    let own = acted[ModuleCompiler.absolute(standIns[index].path)] ?? []
                    guard !own.isEmpty, !standIns[index].takeOut(own) else { continue }
                    // Refused where nothing can be taken out: that file stays left out (the
                    // next round takes out what uses it), unless it is the opened one.
                    if standIns[index].isOpened { progressed = false } else { dropped.append(standIns.remove(at: index).leftOut) }
                }
                guard progressed, !standIns.isEmpty else { break }
            }
        }
        var sources = ModuleSources(files: kept, platform: platform, rewritesMainBundle: true, implicitPreviewsIn: previewed)
        prepare(&sources)
        if let opened, let left = module.leftOut.first(where: { ModuleCompiler.absolute($0.file) == ModuleCompiler.absolute(opened) }) {
            // Nothing of the module would show the opened file: its reason is the error, not compiled.
            var error = left.reason
            error.message = error.message.replacingOccurrences(of: "it uses ", with: "this file uses ")
            let result = ModuleCompiler.Result(folder: compiler.cacheDirectory, library: nil, diagnostics: [error], previews: [],
                                               compiled: false, seconds: 0)
            let others = module.leftOut.filter { $0.file != left.file }
            return (sources, result, others, others.map(\.warning), [])
        }
        return (sources, compiler.compile(sources, options: options), module.leftOut, module.leftOut.map(\.warning), [])
    }
}
