import Foundation
import TrellisSession

/// A module's resources laid out as a bundle folder, as Xcode and SwiftPM copy them into the
/// app: `Bundle.main` (an app) or `Bundle.module` (a package target) is this folder in compiled
/// previews. The folder holds links to the project's files, never copies, and the strings tables
/// compiled from its string catalogs; it lives in the cache.
public enum ResourceFolder {
    /// Makes `destination` `module`'s bundle folder: for `.process` rules (and every file of an
    /// app's folder that is not Swift) the files at the top, by name; for `.copy` rules the file
    /// or folder itself. Returns a warning for each resource the manifest names that is not there.
    @discardableResult
    public static func make(for module: ProjectModule, manifest: URL?, at destination: URL) -> [Diagnostic] {
        let fm = FileManager.default
        try? fm.removeItem(at: destination)
        try? fm.createDirectory(at: destination, withIntermediateDirectories: true)
        var warnings: [Diagnostic] = []
        var catalogs: [URL] = []
        func link(_ source: URL, as name: String) {
            let target = destination.appendingPathComponent(name)
            guard !fm.fileExists(atPath: target.path) else { return }
            try? fm.createSymbolicLink(at: target, withDestinationURL: source)
        }
        func flatten(_ url: URL) {
            // A local package inside the app's folder is a module of its own, not the app's files.
            if fm.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return }
            if ProjectLocator.isDirectory(url), !url.lastPathComponent.hasSuffix(".xcassets"), !url.lastPathComponent.hasSuffix(".lproj") {
                let names = ((try? fm.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
                for name in names where !name.hasPrefix(".") { flatten(url.appendingPathComponent(name)) }
            } else if url.pathExtension == "xcstrings" {
                catalogs.append(url)
            } else if url.pathExtension != "swift" {
                link(url, as: url.lastPathComponent)
            }
        }
        if module.isApp {
            for name in ((try? fm.contentsOfDirectory(atPath: module.folder.path)) ?? []).sorted() where !name.hasPrefix(".") {
                let url = module.folder.appendingPathComponent(name)
                if name.hasSuffix(".xcodeproj") || ModuleFinder.skipped.contains(name) { continue }
                flatten(url)
            }
            for url in module.extraResources { flatten(url) }
        }
        for resource in module.resources {
            let url = module.folder.appendingPathComponent(resource.path)
            guard fm.fileExists(atPath: url.path) else {
                warnings.append(Diagnostic(file: manifest?.path ?? module.folder.path, line: 1, column: 1,
                                           message: "resource '\(resource.path)' of target '\(module.name)' was not found in \(module.folder.path)",
                                           severity: .warning))
                continue
            }
            switch resource.rule {
            case .copy: link(url, as: url.lastPathComponent)
            case .process, .embedInCode: flatten(url)
            }
        }
        // An app's Info.plist is the one Xcode would build, not the file it is made from.
        if module.isApp {
            var settings = module.buildSettings
            settings["TARGET_NAME"] = settings["TARGET_NAME"] ?? module.folder.lastPathComponent
            InfoPropertyList.write(settings: settings, into: destination)
        }
        return warnings + compileStringCatalogs(catalogs, into: destination)
    }

    /// The asset catalogs of a module: every `.xcassets` folder in an app's folder or in a target's resources.
    public static func assetCatalogs(of module: ProjectModule) -> [URL] { folders(of: module, withExtension: "xcassets") }

    /// The Core Data models of a module (`.xcdatamodeld` folders), found as its catalogs are.
    public static func dataModels(of module: ProjectModule) -> [URL] { folders(of: module, withExtension: "xcdatamodeld") }

    /// The intent definitions of a module (`.intentdefinition` files), found as its asset catalogs are.
    public static func intentDefinitions(of module: ProjectModule) -> [URL] { folders(of: module, withExtension: "intentdefinition") }

    /// The string catalogs of a module (`.xcstrings` files), found as its asset catalogs are.
    public static func stringCatalogs(of module: ProjectModule) -> [URL] { folders(of: module, withExtension: "xcstrings") }

    /// Writes what Xcode compiles each string catalog into: `LANGUAGE.lproj/TABLE.strings` in the
    /// bundle folder. A language folder that links to the project's is made a folder of links to
    /// its files first (nothing is ever written into the project); a table the project already
    /// has in that language stays the project's. A catalog that does not read is a warning.
    static func compileStringCatalogs(_ catalogs: [URL], into destination: URL) -> [Diagnostic] {
        let fm = FileManager.default
        var warnings: [Diagnostic] = []
        for url in catalogs {
            let catalog: StringCatalog
            do { catalog = try StringCatalog.read(url) } catch let error as ProjectError {
                warnings.append(Diagnostic(file: error.diagnostic.file, line: 1, column: 1, message: error.diagnostic.message, severity: .warning))
                continue
            } catch { continue }
            for (language, text) in catalog.stringsTables {
                let folder = destination.appendingPathComponent("\(language).lproj")
                if let linked = try? fm.destinationOfSymbolicLink(atPath: folder.path) {
                    try? fm.removeItem(at: folder)
                    try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
                    for name in (try? fm.contentsOfDirectory(atPath: linked)) ?? [] {
                        try? fm.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: URL(fileURLWithPath: linked).appendingPathComponent(name))
                    }
                }
                try? fm.createDirectory(at: folder, withIntermediateDirectories: true)
                let table = folder.appendingPathComponent("\(catalog.table).strings")
                if !fm.fileExists(atPath: table.path) { try? text.write(to: table, atomically: true, encoding: .utf8) }
            }
        }
        return warnings
    }

    /// The Core ML models of a module (`.mlmodel` files), found as its catalogs are.
    public static func mlModels(of module: ProjectModule) -> [URL] { folders(of: module, withExtension: "mlmodel") }

    /// The files and folders of a kind in a module: below an app's folder and the files its
    /// project adds from elsewhere, or below a target's resources. Each once, by path.
    private static func folders(of module: ProjectModule, withExtension ext: String) -> [URL] {
        var roots = module.isApp ? [module.folder] + module.extraResources : module.resources.map { module.folder.appendingPathComponent($0.path) }
        var found: Set<String> = []
        while let folder = roots.popLast() {
            if folder.pathExtension == ext { found.insert(folder.standardizedFileURL.path); continue }
            guard ProjectLocator.isDirectory(folder) else { continue }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where !name.hasPrefix(".") {
                let sub = folder.appendingPathComponent(name)
                // A local package inside an app's folder is a module of its own, with its own resources.
                if FileManager.default.fileExists(atPath: sub.appendingPathComponent("Package.swift").path) { continue }
                if ProjectLocator.isDirectory(sub) || sub.pathExtension == ext { roots.append(sub) }
            }
        }
        return found.sorted().map { URL(fileURLWithPath: $0) }
    }
}
