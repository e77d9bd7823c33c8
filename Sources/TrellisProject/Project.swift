import Foundation
import TrellisSession

/// The project around a file: its modules (their files, dependencies, resources, language mode),
/// found from `Package.swift` manifests (read, never run: `PackageManifest`), an Xcode project's
/// folders, or, without either, folders named like the modules the code imports.
///
/// `Project.open(path)` finds the module that holds the opened file (or folder) and every local
/// module it imports, in dependency order; a module that only a remote package provides, a
/// cycle, or two targets of one name is one located error.
public struct Project: Sendable {
    /// The folder of the root manifest or Xcode project.
    public var root: URL
    /// The module that holds what was opened.
    public var module: ProjectModule
    /// The local modules `module` depends on, dependencies first (each after those it needs).
    public var dependencies: [ProjectModule]
    /// Every manifest that was read.
    public var manifests: [PackageManifest]

    /// A project of these parts.
    public init(root: URL, module: ProjectModule, dependencies: [ProjectModule], manifests: [PackageManifest]) {
        self.root = root
        self.module = module
        self.dependencies = dependencies
        self.manifests = manifests
    }

    /// A folder of `.swift` files without a manifest or an Xcode project around it (a tutorial's
    /// step, a sample copied out of an app) taken as an app's folder: `files` are its module,
    /// its other files `Bundle.main`.
    public static func looseFolder(_ folder: URL, files: [String]) -> Project {
        Project(root: folder, module: ProjectModule(name: "PreviewModule", folder: folder, files: files, dependencies: [], resources: [],
                                                    languageMode: 5, isApp: true),
                dependencies: [], manifests: [])
    }

    /// The project around `path` (a file or folder), or nil when there is none: no `Package.swift`
    /// or `.xcodeproj` at or above it (a lone file or folder is its own module, as before).
    /// `isProvided` says whether a module is Trellis's or the toolchain's (not the project's).
    public static func open(_ path: String, isProvided: @escaping (String) -> Bool) throws -> Project? {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let root = ProjectLocator.root(around: url) else { return try appFolder(around: url, isProvided: isProvided) }
        var finder = ModuleFinder(root: root, isProvided: isProvided)
        try finder.readManifests()
        // A file of a package that is in none of its targets (a sample or a fixture beside the
        // package's sources) is its own module, as a lone file is.
        guard let module = try finder.module(containing: url) else { return nil }
        let modules = finder.leavingOutAcrossModules(try finder.dependencies(of: module) + [module])
        return Project(root: root, module: modules[modules.count - 1], dependencies: Array(modules.dropLast()), manifests: finder.manifests)
    }
}

extension Project {
    /// An app's folder without its Xcode project (an app published or copied without its
    /// `project.pbxproj`, as tutorial repositories often are): the folder `ProjectLocator.appFolder`
    /// finds, whose module is every `.swift` file below it but its tests' (a folder named `…Tests`,
    /// a file that imports XCTest), its other files its bundle, as Xcode's synchronised folder
    /// would make them.
    static func appFolder(around url: URL, isProvided: @escaping (String) -> Bool) throws -> Project? {
        guard let folder = ProjectLocator.appFolder(around: url) else { return nil }
        let finder = ModuleFinder(root: folder, isProvided: isProvided)
        let files = appFiles(in: folder)
        guard url.path == folder.path || files.contains(url.path) else { return nil }
        let imports = try finder.imports(of: files, in: folder)
        var module = ProjectModule(name: "PreviewModule", folder: folder, files: imports.files, dependencies: imports.dependencies,
                                   resources: [], languageMode: 5, isApp: true)
        module.leftOut = imports.leftOut
        module.leftOutImports = imports.leftOutImports
        return Project(root: folder, module: module, dependencies: [], manifests: [])
    }

    /// The `.swift` files below a folder that is compiled as an app without a project: all but
    /// tests' (a folder named `…Tests`, a file that imports XCTest), absolute and sorted.
    public static func appFiles(in folder: URL) -> [String] {
        ModuleFinder(root: folder, isProvided: { _ in true }).swiftFiles(in: folder).filter { file in
            !((try? String(contentsOfFile: file, encoding: .utf8))?.contains("import XCTest") ?? false)
        }
    }

    /// Whether `path` belongs to a project's module (or to a project whose manifest is broken,
    /// which the compile then reports): such a file is compiled with its module.
    public static func holds(_ path: String) -> Bool {
        do {
            return try open(path, isProvided: { _ in true }) != nil
        } catch {
            return true
        }
    }
}

/// One module of a project: a SwiftPM target, an Xcode app's folder, or a folder named like an
/// imported module.
public struct ProjectModule: Sendable, Equatable {
    public var name: String
    public var folder: URL
    /// Its `.swift` files (absolute paths, sorted).
    public var files: [String]
    /// Local modules it names in its manifest or imports.
    public var dependencies: [String]
    /// Resources (SwiftPM's `resources:`), relative to `folder`; an app's are all its other files.
    public var resources: [PackageManifest.Resource]
    /// 5 or 6.
    public var languageMode: Int
    /// An app's folder: `Bundle.main` is its resources.
    public var isApp: Bool
    /// Resources its Xcode target takes from other folders (absolute): an app's other files are
    /// its resources already.
    public var extraResources: [URL] = []
    /// Its Xcode project generates asset symbols on `Color` and `ShapeStyle` too
    /// (`ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS`).
    public var generatesAssetSymbolExtensions = false
    /// Its files that are compiled without (`LeftOutFile`); `files` does not hold them.
    public var leftOut: [LeftOutFile] = []
    /// The modules its left-out files import that it can still import and its other files do
    /// not: compiled in, since a module's files see the extension members (`Color.acText`) of
    /// every module any one of them imports, as SwiftPM and Xcode compile them.
    public var leftOutImports: [String] = []
    /// Its default isolation and upcoming features.
    public var concurrency = ConcurrencySettings()
    /// An app's Xcode build settings (its target's, with `TARGET_NAME` and `SRCROOT`), from which
    /// its `Info.plist` is made (`InfoPropertyList`); empty for a package's module.
    public var buildSettings: [String: String] = [:]
}

/// Finds the folder a project is rooted in.
public enum ProjectLocator {
    /// Folders above a file that are searched for a manifest or an Xcode project.
    static let maximumDepth = 8

    /// The nearest folder at or above `url` with a `Package.swift` or an `.xcodeproj`, not above a
    /// repository's root (`.git`).
    public static func root(around url: URL) -> URL? {
        var folder = isDirectory(url) ? url : url.deletingLastPathComponent()
        for _ in 0..<maximumDepth {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            if names.contains("Package.swift") || names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder }
            if names.contains(".git") || folder.path == "/" { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Folders at and above a file searched for its app's declaration when it is in no project.
    static let appDepth = 4

    /// The nearest folder at or above `url` (at most `appDepth`, not above a repository's root)
    /// that holds a `.swift` file declaring an app: `@main` on a type that conforms to `App`.
    public static func appFolder(around url: URL) -> URL? {
        var folder = isDirectory(url) ? url : url.deletingLastPathComponent()
        for _ in 0..<appDepth {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            if names.contains(where: { $0.hasSuffix(".swift") && declaresApp(folder.appendingPathComponent($0)) }) { return folder }
            if names.contains(".git") || folder.path == "/" { return nil }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Whether the file declares an app (`@main struct Name: App`, other conformances allowed).
    static func declaresApp(_ file: URL) -> Bool {
        guard let text = try? String(contentsOf: file, encoding: .utf8), text.contains("@main") else { return false }
        return text.contains(/@main\s+(?:public\s+|final\s+)*(?:struct|class)\s+\w+\s*:\s*(?:[\w.]+\s*,\s*)*(?:SwiftUI\.)?App\b/)
    }

    public static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}

/// The modules Swift on this machine has whatever the project: the standard library's, Foundation's
/// and the test libraries'. (Trellis's own, `SwiftUI` and Apple's companion modules, are found in
/// the build's module folder by the caller's `isProvided`.)
public enum ToolchainModules {
    public static let names: Set<String> = [
        "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Musl", "Observation", "Synchronization", "RegexBuilder", "Distributed",
        "_Concurrency", "_StringProcessing", "XCTest", "Testing", "Darwin", "ObjectiveC",
        "CoreFoundation", "Cxx", "CxxStdlib", "Runtime", "SwiftOnoneSupport", "_Differentiation", "_RegexParser",
    ]
}

/// Apple's frameworks that Trellis has no module of: an import of one is reported as such, not
/// as a module the project might hold.
public enum AppleFrameworks {
    /// Their names (the frameworks an iOS app imports that Sources/Apple has no module of).
    public static let missing: Set<String> = [
        "Accelerate", "Accessibility", "Accounts", "ARKit", "BackgroundAssets",
        "CallKit", "CarPlay", "CoreAudio", "CoreBluetooth",
        "CoreNFC", "CoreTelephony", "CoreText", "CoreVideo", "DeviceCheck",
        "FamilyControls", "FoundationModels", "GameController", "GameKit", "GameplayKit", "GroupActivities",
        "HealthKit", "HomeKit", "IntentsUI", "Messages",
        "Metal", "MetalKit", "MobileCoreServices", "MultipeerConnectivity", "MusicKit", "NaturalLanguage",
        "NetworkExtension", "PassKit", "PushKit", "RealityKit", "ReplayKit", "SceneKit",
        "ShazamKit", "simd", "Social", "Speech", "SpriteKit", "SystemConfiguration",
        "Translation", "UserNotificationsUI",
    ]

    /// What an import of one of them says.
    public static func message(_ name: String) -> String { "'\(name)' is an Apple framework Trellis does not have on Linux yet" }

    /// The framework of swiftc's `no such module 'NAME'`, when it is one of them.
    public static func framework(inCompilerMessage message: String) -> String? {
        let prefix = "no such module '"
        guard message.hasPrefix(prefix), message.hasSuffix("'") else { return nil }
        let name = String(message.dropFirst(prefix.count).dropLast())
        return missing.contains(name) ? name : nil
    }
}

/// Reads manifests and folders into modules.
struct ModuleFinder {
    let root: URL
    let isProvided: (String) -> Bool
    var manifests: [PackageManifest] = []
    /// Library and executable targets of every manifest, by name.
    var targets: [String: (PackageManifest, PackageManifest.Target)] = [:]
    /// Products of remote packages: product (and package) name → the package and its manifest.
    var remote: [String: (PackageManifest.PackageDependency, PackageManifest)] = [:]

    init(root: URL, isProvided: @escaping (String) -> Bool) {
        self.root = root
        self.isProvided = isProvided
    }

    /// The root's manifest, manifests in folders below it (local packages next to an app) and
    /// those that `.package(path:)` names.
    mutating func readManifests() throws {
        var pending = [root.appendingPathComponent("Package.swift")] + Self.manifests(below: root)
        // The remote packages of the root's Xcode projects that are checked out on disk.
        var checkouts: Set<String> = []
        for (product, _) in xcodeRemoteProducts() {
            if let checkout = RemoteCheckouts.folder(for: product.url, projectRoot: root) {
                pending.append(checkout.appendingPathComponent("Package.swift"))
                checkouts.insert(checkout.path)
            }
        }
        var seen: Set<String> = []
        while let url = pending.first {
            pending.removeFirst()
            let key = url.standardizedFileURL.path
            guard seen.insert(key).inserted, FileManager.default.fileExists(atPath: key) else { continue }
            let manifest = try PackageManifest.read(url)
            manifests.append(manifest)
            for package in manifest.packages {
                if let path = package.path {
                    pending.append(manifest.folder.appendingPathComponent(path).appendingPathComponent("Package.swift").standardizedFileURL)
                } else if let url = package.url, let checkout = RemoteCheckouts.folder(for: url, projectRoot: root) {
                    // A remote package checked out on disk is read as a local one.
                    pending.append(checkout.appendingPathComponent("Package.swift"))
                    checkouts.insert(checkout.path)
                } else {
                    remote[package.name] = (package, manifest)
                }
            }
            for target in manifest.targets where [.library, .executable].contains(target.kind) {
                if let (other, first) = targets[target.name], other.folder != manifest.folder {
                    // Checked-out packages (and what they depend on) may share a target's name
                    // with another package's; the first read is kept, as the project's own come first.
                    if checkouts.contains(manifest.folder.standardizedFileURL.path) || checkouts.contains(other.folder.standardizedFileURL.path) {
                        continue
                    }
                    throw ProjectError(Diagnostic(file: manifest.folder.appendingPathComponent("Package.swift").path, line: target.line, column: 1,
                                                  message: "two targets are named '\(target.name)' (the other is at \(other.folder.appendingPathComponent("Package.swift").path):\(first.line)); module names must be unique"))
                }
                targets[target.name] = (manifest, target)
            }
        }
        // A product of a package that is not on disk: named by the target that asks for it.
        for manifest in manifests {
            for target in manifest.targets {
                for case let .product(name, package?) in target.dependencies where targets[name] == nil {
                    if let dependency = manifest.packages.first(where: { $0.name == package && $0.url != nil }) {
                        remote[name] = (dependency, manifest)
                    }
                }
            }
        }
    }

    /// `Package.swift` files in folders below `folder` (three levels; not build or hidden folders).
    static func manifests(below folder: URL, depth: Int = 3) -> [URL] {
        guard depth > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
        var found: [URL] = []
        for name in names.sorted() where !name.hasPrefix(".") && !Self.skipped.contains(name) && !name.hasSuffix(".xcodeproj") {
            let sub = folder.appendingPathComponent(name)
            guard ProjectLocator.isDirectory(sub) else { continue }
            if FileManager.default.fileExists(atPath: sub.appendingPathComponent("Package.swift").path) {
                found.append(sub.appendingPathComponent("Package.swift"))
            }
            found += manifests(below: sub, depth: depth - 1)
        }
        return found
    }

    /// Folders that hold builds and other people's code, never the project's modules (a
    /// `Packages` folder is where Xcode projects keep their local packages: searched).
    static let skipped: Set<String> = [".build", "build", "DerivedData", "node_modules", "Pods", "Carthage"]

    /// The module that holds `url`: the manifest target whose folder contains it, else the app
    /// folder of an Xcode project (the folder below the root that holds it); nil for a file of a
    /// package that no target holds.
    func module(containing url: URL) throws -> ProjectModule? {
        let path = url.path
        let holding = targets.values.filter { manifest, target in
            let folder = manifest.folder(of: target).standardizedFileURL.path
            return path == folder || path.hasPrefix(folder + "/")
        }
        if let (manifest, target) = holding.max(by: { $0.0.folder(of: $0.1).path.count < $1.0.folder(of: $1.1).path.count }) {
            return try module(target, of: manifest)
        }
        guard Self.hasXcodeProject(root) else { return nil }
        // An app: the first folder below the root on the way to the file (or the root itself).
        let relative = path.hasPrefix(root.path + "/") ? String(path.dropFirst(root.path.count + 1)) : ""
        let first = relative.split(separator: "/").first.map(String.init)
        let folder = first.map { root.appendingPathComponent($0) }.flatMap { ProjectLocator.isDirectory($0) ? $0 : nil } ?? root
        // Its files: those of the project's target that compiles the file (a file may be in
        // several, as an app's and its widget extension's: the best ranked), else every file of
        // its folder (none lists it: a folder was opened, or the project keeps its files in
        // groups Trellis does not read).
        let targets = xcodeTargets()
        let target = targets.first { $0.sources.contains(path) }
        let files = target?.sources.filter { FileManager.default.fileExists(atPath: $0) } ?? swiftFiles(in: folder)
        // The target's settings; without one, any project's.
        let symbolExtensions = "ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"
        let imports = try self.imports(of: files, in: folder)
        var module = ProjectModule(name: "PreviewModule", folder: folder, files: imports.files, dependencies: imports.dependencies,
                                   resources: [], languageMode: target?.languageMode ?? xcodeLanguageMode(), isApp: true)
        module.leftOut = imports.leftOut
        module.concurrency = target.map { ConcurrencySettings(xcodeSettings: $0.settings) } ?? xcodeConcurrency()
        module.generatesAssetSymbolExtensions = target.map { $0.settings[symbolExtensions] == "YES" }
            ?? xcodeSetting(symbolExtensions + " = YES")
        module.extraResources = (target?.resources ?? []).map { URL(fileURLWithPath: $0) }
            .filter { !$0.path.hasPrefix(folder.standardizedFileURL.path + "/") }
        // A file no target compiles shows in the project's app.
        if let app = target ?? targets.first(where: \.isApplication) {
            module.buildSettings = app.settings.merging(["TARGET_NAME": app.name, "SRCROOT": root.path]) { own, _ in own }
        }
        return module
    }

    /// The module of a manifest target.
    func module(_ target: PackageManifest.Target, of manifest: PackageManifest) throws -> ProjectModule {
        let folder = manifest.folder(of: target).standardizedFileURL
        let excluded = target.exclude.map { folder.appendingPathComponent($0).standardizedFileURL.path }
        let imports = try self.imports(of: swiftFiles(in: folder).filter { file in !excluded.contains { file == $0 || file.hasPrefix($0 + "/") } },
                                       in: folder)
        var dependencies: [String] = []
        for dependency in target.dependencies {
            switch dependency {
            case let .target(name), let .product(name, _):
                // An Objective-C target is not compiled: its importers are left out.
                if targets[name] != nil, !isObjectiveC(name) { dependencies.append(name) }
            }
        }
        // An import the manifest does not list is still resolved, as Xcode's implicit dependencies do.
        for name in imports.dependencies where !dependencies.contains(name) { dependencies.append(name) }
        let resources = target.resources + Self.implicitResources(in: folder, excluding: excluded + target.resources.map {
            folder.appendingPathComponent($0.path).standardizedFileURL.path
        })
        var module = ProjectModule(name: target.name, folder: folder, files: imports.files, dependencies: dependencies,
                                   resources: resources, languageMode: manifest.languageMode(of: target), isApp: false)
        module.leftOut = imports.leftOut
        module.concurrency = target.concurrency
        return module
    }

    /// The kinds of files SwiftPM makes a target's resources without a `resources:` rule (they
    /// are processed by default: asset catalogs, localisation folders and string catalogs, storyboards, Core Data
    /// and Core ML models, Metal shaders), so a target that has one has a `Bundle.module`.
    static let implicitResourceExtensions: Set<String> = [
        "xcassets", "lproj", "xib", "storyboard", "xcdatamodeld", "xcdatamodel", "xcmappingmodel", "metal", "mlmodel", "rcproject",
        "xcstrings",
    ]

    /// The resources SwiftPM finds in a target's folder by their kind (`implicitResourceExtensions`),
    /// outside the excluded paths and the resources the manifest names, relative to `folder`.
    static func implicitResources(in folder: URL, excluding excluded: [String]) -> [PackageManifest.Resource] {
        var found: [PackageManifest.Resource] = []
        var pending = [folder]
        let base = folder.standardizedFileURL.path
        while let current = pending.popLast() {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: current.path)) ?? []).sorted()
            for name in names where !name.hasPrefix(".") {
                let url = current.appendingPathComponent(name).standardizedFileURL
                if excluded.contains(where: { url.path == $0 || url.path.hasPrefix($0 + "/") }) { continue }
                if implicitResourceExtensions.contains(url.pathExtension.lowercased()) {
                    found.append(PackageManifest.Resource(rule: .process, path: String(url.path.dropFirst(base.count + 1))))
                } else if ProjectLocator.isDirectory(url) {
                    pending.append(url)
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The local modules `files` import; a module only a remote package provides is an error at the import.
    func localImports(of files: [String], in folder: URL) throws -> [String] {
        var names: [String] = []
        for file in files {
            for (name, line, column) in ImportScanner.imports(inFile: file, conditions: conditions) where !names.contains(name) {
                switch source(of: name, importedAt: Diagnostic(file: file, line: line, column: column, message: "")) {
                case .local: names.append(name)
                case let .unavailable(diagnostic): throw ProjectError(diagnostic)
                case .provided, .unknown: continue  // unknown: swiftc says "no such module" at the import
                }
            }
        }
        return names
    }

    /// Where an imported module comes from.
    enum ImportSource {
        /// Trellis or the toolchain.
        case provided
        /// A module of the project.
        case local
        /// Nowhere Trellis can compile: a remote package not on disk, an Apple framework Trellis
        /// lacks (the diagnostic at the import says which).
        case unavailable(Diagnostic)
        /// Not known to be anywhere.
        case unknown
    }

    /// How the compile decides `#if`s: `canImport` is true of what the project or Trellis has.
    var conditions: CompilationConditions {
        CompilationConditions { name in
            switch source(of: name) {
            case .provided, .local: return true
            case .unavailable, .unknown: return false
            }
        }
    }

    /// Whether module `name` is one of the project's.
    func isLocal(_ name: String) -> Bool {
        if case .local = source(of: name) { return true }
        return false
    }

    /// Where module `name`, imported at `place`, comes from (`place` locates only an unavailable one's message).
    func source(of name: String, importedAt place: Diagnostic = Diagnostic(file: "", line: 0, column: 0, message: "")) -> ImportSource {
        func at(_ message: String) -> ImportSource {
            .unavailable(Diagnostic(file: place.file, line: place.line, column: place.column, message: message))
        }
        if ToolchainModules.names.contains(name) || isProvided(name) { return .provided }
        if let (manifest, target) = targets[name], isObjectiveC(name) {
            let place = manifest.folder.appendingPathComponent("Package.swift").path
            return at("'\(name)' is an Objective-C module (\(place):\(target.line)): Trellis compiles Swift, and Objective-C needs Apple's runtime")
        }
        if targets[name] != nil || manifestlessFolder(for: name) != nil { return .local }
        if let (package, manifest) = remote[name] {
            return at("'\(name)' comes from the package '\(package.name)' (\(package.url ?? "")), which is not on disk: `trellis resolve` checks it out (\(manifest.folder.appendingPathComponent("Package.swift").path):\(package.line))")
        }
        if let (product, project) = xcodeRemoteProduct(name) {
            return at("'\(name)' comes from the package '\(product.package)' (\(product.url)), which is not on disk: `trellis resolve` checks it out (\(project))")
        }
        if AppleFrameworks.missing.contains(name) { return at(AppleFrameworks.message(name)) }
        if let missing = missingRemotePackages() {
            // A module of a remote package that is not named after its product.
            return at("no module '\(name)' in the project or in Trellis: it may come from \(missing.packages), not on disk: `trellis resolve` checks them out (\(missing.place))")
        }
        return .unknown
    }

    /// Whether target `name`'s folder holds Objective-C sources (`.m`, `.mm`) and no Swift.
    func isObjectiveC(_ name: String) -> Bool {
        guard let (manifest, target) = targets[name],
              let walk = FileManager.default.enumerator(atPath: manifest.folder(of: target).path) else { return false }
        var objectiveC = false
        while let path = walk.nextObject() as? String {
            switch (path as NSString).pathExtension {
            case "swift": return false
            case "m", "mm": objectiveC = true
            default: continue
            }
        }
        return objectiveC
    }

    /// A folder that holds module `name` without a manifest: `NAME/Sources/NAME`, `NAME/Sources`,
    /// `Sources/NAME` or `NAME` below the root.
    func manifestlessFolder(for name: String) -> URL? {
        for relative in ["\(name)/Sources/\(name)", "\(name)/Sources", "Sources/\(name)", name] {
            let folder = root.appendingPathComponent(relative)
            if ProjectLocator.isDirectory(folder), !swiftFiles(in: folder).isEmpty { return folder }
        }
        return nil
    }

    /// Every local module `module` needs, each after the modules it needs; a cycle is an error.
    func dependencies(of module: ProjectModule) throws -> [ProjectModule] {
        var ordered: [ProjectModule] = []
        var done: Set<String> = []
        var visiting: [String] = []
        func visit(_ name: String) throws {
            if done.contains(name) { return }
            if let start = visiting.firstIndex(of: name) {
                let cycle = (visiting[start...] + [name]).joined(separator: " → ")
                let place = targets[name].map { ($0.0.folder.appendingPathComponent("Package.swift").path, $0.1.line) } ?? (root.path, 1)
                throw ProjectError(Diagnostic(file: place.0, line: place.1, column: 1, message: "the modules depend on each other in a cycle: \(cycle)"))
            }
            visiting.append(name)
            var dependency: ProjectModule
            if let (manifest, target) = targets[name] {
                dependency = try self.module(target, of: manifest)
            } else if let folder = manifestlessFolder(for: name) {
                let imports = try self.imports(of: swiftFiles(in: folder), in: folder)
                dependency = ProjectModule(name: name, folder: folder, files: imports.files, dependencies: imports.dependencies,
                                           resources: [], languageMode: 5, isApp: false)
                dependency.leftOut = imports.leftOut
            } else {
                visiting.removeLast()
                return
            }
            for next in dependency.dependencies { try visit(next) }
            visiting.removeLast()
            done.insert(name)
            ordered.append(dependency)
        }
        visiting.append(module.name)
        for name in module.dependencies where name != module.name { try visit(name) }
        return ordered
    }

    /// `.swift` files below `folder`, sorted, leaving out build and hidden folders, nested
    /// packages and test folders.
    func swiftFiles(in folder: URL) -> [String] {
        var found: [String] = []
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles]) else { return [] }
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if ProjectLocator.isDirectory(url) {
                let nested = url != folder && FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path)
                if nested || Self.skipped.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix("Tests") { enumerator.skipDescendants() }
                continue
            }
            if name.hasSuffix(".swift"), name != "Package.swift" { found.append(url.standardizedFileURL.path) }
        }
        return found.sorted()
    }

    /// The native targets of the root's Xcode projects, best first: apps before other targets
    /// (an app's before an extension's), and the target named as its project before the others
    /// ("Food Truck" in `Food Truck.xcodeproj`). Empty when no project parses.
    func xcodeTargets() -> [XcodeProjectFile.Target] {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        var ranked: [(rank: Int, order: Int, target: XcodeProjectFile.Target)] = []
        for name in projects {
            guard let project = XcodeProjectFile.read(root.appendingPathComponent(name)) else { continue }
            let projectName = (name as NSString).deletingPathExtension
            for target in project.targets {
                ranked.append(((target.isApplication ? 0 : 2) + (target.name == projectName ? 0 : 1), ranked.count, target))
            }
        }
        return ranked.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.target)
    }

    /// Every remote package product of the root's Xcode projects, with the project's path.
    func xcodeRemoteProducts() -> [(product: XcodeProjectFile.RemoteProduct, project: String)] {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }.sorted()
        return projects.flatMap { name in
            let url = root.appendingPathComponent(name)
            return (XcodeProjectFile.read(url)?.remoteProducts ?? []).map { ($0, url.path) }
        }
    }

    /// The remote packages of the project that are not checked out on disk, said as a list, with
    /// where they are declared; nil when there are none.
    func missingRemotePackages() -> (packages: String, place: String)? {
        var named: [String] = []
        var places: [String] = []
        for (product, project) in xcodeRemoteProducts() where RemoteCheckouts.folder(for: product.url, projectRoot: root) == nil {
            let text = "'\(product.package)' (\(product.url))"
            if !named.contains(text) { named.append(text) }
            if !places.contains(project) { places.append(project) }
        }
        for (package, manifest) in remote.values {
            let text = "'\(package.name)' (\(package.url ?? ""))"
            let place = manifest.folder.appendingPathComponent("Package.swift").path
            if !named.contains(text) { named.append(text) }
            if !places.contains(place) { places.append(place) }
        }
        guard !named.isEmpty else { return nil }
        return ((named.count == 1 ? "the package " : "the packages ") + named.sorted().joined(separator: ", "), places.sorted().joined(separator: ", "))
    }

    /// The remote package product of the root's Xcode projects that module `name` is, with the
    /// project's path.
    func xcodeRemoteProduct(_ name: String) -> (XcodeProjectFile.RemoteProduct, String)? {
        xcodeRemoteProducts().first { $0.product.moduleName == name || $0.product.product == name }
    }

    static func hasXcodeProject(_ folder: URL) -> Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".xcodeproj") }
    }

    /// An Xcode project's Swift version: 6 when its build settings say `SWIFT_VERSION = 6`, else 5.
    func xcodeLanguageMode() -> Int {
        xcodeSetting("SWIFT_VERSION = 6") ? 6 : 5
    }

    /// An Xcode project's concurrency settings, when no target holds the file: any target's.
    func xcodeConcurrency() -> ConcurrencySettings {
        var settings: [String: String] = [:]
        if xcodeSetting("SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor") { settings["SWIFT_DEFAULT_ACTOR_ISOLATION"] = "MainActor" }
        if xcodeSetting("SWIFT_APPROACHABLE_CONCURRENCY = YES") { settings["SWIFT_APPROACHABLE_CONCURRENCY"] = "YES" }
        return ConcurrencySettings(xcodeSettings: settings)
    }

    /// Whether an Xcode project at the root sets `setting` ("NAME = VALUE", as project files write it).
    func xcodeSetting(_ setting: String) -> Bool {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        return projects.contains { project in
            let pbx = root.appendingPathComponent(project).appendingPathComponent("project.pbxproj")
            return (try? String(contentsOf: pbx, encoding: .utf8))?.contains(setting) ?? false
        }
    }
}

/// The modules a Swift file imports, with their places (`import X`, `@testable import X`,
/// `import struct X.Y`, `@preconcurrency import X`).
/// With `conditions`, only the imports of `#if` clauses the compile can take.
enum ImportScanner {
    static func imports(inFile path: String, conditions: CompilationConditions? = nil) -> [(name: String, line: Int, column: Int)] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return imports(in: text, conditions: conditions)
    }

    static func imports(in text: String, conditions: CompilationConditions? = nil) -> [(name: String, line: Int, column: Int)] {
        var found: [(String, Int, Int)] = []
        let kinds: Set<String> = ["typealias", "struct", "class", "enum", "protocol", "let", "var", "func"]
        let skipped = text.contains("import") ? conditions?.skippedLines(in: text) ?? [] : []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var words = raw.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2, !skipped.contains(where: { $0.contains(index + 1) }) else { continue }
            var name = words[1]
            if kinds.contains(name), words.count >= 3 { name = words[2] }
            name = String(name.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty, let column = raw.range(of: name).map({ raw.utf8.distance(from: raw.startIndex, to: $0.lowerBound) + 1 }) else { continue }
            found.append((name, index + 1, column))
        }
        return found
    }
}
