import Foundation
@_spi(Hosts) import Trellis
import TrellisProject
import TrellisSession

/// A compiled module loaded into this process: its previews, made by the module's own code.
/// Only a disposable process loads one (user code may trap; `trellis` runs it in a child).
public final class CompiledDocument: PreviewDocument, @unchecked Sendable {
    public let path: String
    private let entries: [Entry]
    private let sourceMap: ViewSourceMap
    /// The project's catalog images, linked by name (nil outside a project).
    private let assetImages: URL?
    /// The font files the app bundles, for the process that draws its texts to add (`AppFonts`,
    /// in the modules that know Pango).
    public let fontFiles: [URL]

    /// One preview: a `#Preview`, or one view of a `PreviewProvider`'s list.
    private struct Entry {
        var preview: CompiledPreview
        var traits: PreviewLayoutTraits
        var makeView: () -> AnyView
    }

    /// Loads the library of a compile's cache folder (`libPreviews.so` and `previews.json`).
    public init(folder: URL, path: String) throws {
        self.path = path
        let manifest = try Data(contentsOf: folder.appendingPathComponent(ModuleCompiler.manifestName))
        let previews = try JSONDecoder().decode([CompiledPreview].self, from: manifest)
        // An edit's replacements (`EditReplacements`) load after the module they replace in and
        // before any of its code runs; they bind to its symbols, and the previews are its.
        let base = (try? String(contentsOf: folder.appendingPathComponent(EditReplacements.baseFileName), encoding: .utf8))
            .map { URL(fileURLWithPath: $0).appendingPathComponent(ModuleCompiler.libraryName).path }
        func load(_ library: String, _ mode: Int32) throws -> UnsafeMutableRawPointer {
            guard let handle = dlopen(library, RTLD_NOW | mode) else {
                let reason = dlerror().map { String(cString: $0) } ?? "unknown reason"
                throw CompileError("\(path):1:1: error: cannot load the compiled preview (\(reason)); rebuild trellis if it was updated")
            }
            return handle
        }
        let replacements = folder.appendingPathComponent(ModuleCompiler.libraryName).path
        let baseHandle = try base.map { try load($0, RTLD_GLOBAL) }
        // An edit of comments alone has no replacements.
        let loaded = try baseHandle == nil || FileManager.default.fileExists(atPath: replacements) ? load(replacements, RTLD_LOCAL) : nil
        guard let handle = baseHandle ?? loaded else { throw CompileError("\(path):1:1: error: the compiled preview has no library") }
        // The project's catalogs before any view is made: `Color("Name")` reads them when made.
        let assets = CompiledAssets.read(from: folder)
        AppStrings.bundle = assets?.mainBundle.flatMap { Bundle(path: $0) }
        fontFiles = assets?.fontFiles ?? []
        if let assets {
            let images = folder.appendingPathComponent(CompiledAssets.imagesFolder)
            AssetCatalogs.register(colors: assets.catalog.colors.mapValues(Self.namedColor), templateImages: assets.catalog.templateImages,
                                   symbols: assets.catalog.symbols,
                                   symbolFiles: (assets.catalog.symbolFiles ?? [:]).mapValues { URL(fileURLWithPath: $0) }, imageFolder: images)
            assetImages = images
        } else {
            assetImages = nil
        }
        // The app's UIKit delegate, launched before any view is made (ModuleSources).
        if let launch = dlsym(handle, ModuleSources.applicationDelegateSymbol) {
            unsafeBitCast(launch, to: (@convention(c) () -> Void).self)()
        }
        typealias EntryPoint = @convention(c) () -> UnsafeMutableRawPointer
        var entries: [Entry] = []
        for preview in previews {
            // An inactive `#if` leaves a preview out.
            guard let symbol = dlsym(handle, preview.symbol) else { continue }
            let registration = Unmanaged<PreviewRegistration>.fromOpaque(unsafeBitCast(symbol, to: EntryPoint.self)()).takeRetainedValue()
            guard preview.listsPreviews else {
                entries.append(Entry(preview: preview, traits: registration.traits, makeView: registration.makeView))
                continue
            }
            // A provider's previews: one each, named by `previewDisplayName`, else "Name 2", ….
            let items = PreviewList.items(registration.makeView())
            for (i, item) in items.enumerated() {
                var one = preview
                one.name = item.attributes.name ?? (items.count == 1 || i == 0 ? preview.name : "\(preview.name) \(i + 1)")
                if items.count > 1 { one.symbol += "#\(i)" }
                let view = item.view
                entries.append(Entry(preview: one, traits: item.attributes.layoutTraits, makeView: { view }))
            }
        }
        // A file of a larger module (a screen of an app) shows its own previews.
        let opened = URL(fileURLWithPath: path).standardizedFileURL.path
        let own = entries.filter { URL(fileURLWithPath: $0.preview.file).standardizedFileURL.path == opened }
        self.entries = own.isEmpty ? entries : own
        sourceMap = ViewSourceMap(folder: folder)
    }

    public var previews: [String] { entries.map(\.preview.name) }
    /// The previews' symbols, in the order of `previews` (a provider's views are `symbol#i`).
    public var previewSymbols: [String] { entries.map(\.preview.symbol) }
    public var diagnostics: [Diagnostic] { [] }

    public func makeView(preview: String?, placeholders: Bool) -> AnyView {
        guard let entry = entry(preview) else { return AnyView(EmptyView()) }
        let directories = imageDirectories(entry.preview.file)
        return AnyView(entry.makeView()
            .transformEnvironment(\.imageSearchDirectories) { $0 = directories + $0 }
            .environment(\.viewSourceLocator, sourceMap.locator))
    }

    public func layoutTraits(preview: String?) -> PreviewLayoutTraits {
        entry(preview)?.traits ?? PreviewLayoutTraits()
    }

    public func location(preview: String?) -> CompiledPreview? { entry(preview)?.preview }

    /// A compiled document has no places of its own, and it runs in the child process of a
    /// compiled preview, which this one error ends: it is said at the first line of its file.
    public func reportBudgetSpent(_ message: String, preview: String?) {
        FileHandle.standardError.write(Data("\(path):1:1: error: \(message)\n".utf8))
        exit(1)
    }

    /// The preview named `name` (or whose symbol is `name`: names repeat across a folder's files).
    private func entry(_ name: String?) -> Entry? {
        guard let name else { return entries.first }
        return entries.first { $0.preview.symbol == name } ?? entries.first { $0.preview.name == name }
    }

    /// Images of the project's catalogs, then next to the preview's file, then in `Resources/`
    /// beside it and one folder up.
    private func imageDirectories(_ file: String) -> [URL] {
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        return (assetImages.map { [$0] } ?? []) + [folder, folder.appendingPathComponent("Resources"),
                                                   folder.deletingLastPathComponent().appendingPathComponent("Resources")]
    }

    /// A catalog's colour set as the engine's: components, or the system colour it names.
    static func namedColor(_ set: AssetCatalog.ColorSet) -> AssetCatalogs.NamedColor {
        func resolve(_ a: AssetCatalog.Appearance, dark: Bool) -> Color.Resolved {
            if let c = a.components, c.count == 4 {
                return Color.Resolved(red: Float(c[0]), green: Float(c[1]), blue: Float(c[2]), opacity: Float(c[3]))
            }
            var environment = EnvironmentValues()
            environment.colorScheme = dark ? .dark : .light
            return (a.reference.flatMap(AssetCatalogs.systemColor(named:)) ?? .gray).resolve(in: environment)
        }
        let light = resolve(set.light, dark: false)
        // A reference without a dark appearance still follows the scheme, as the system colour does.
        let dark = set.dark.map { resolve($0, dark: true) } ?? (set.light.reference != nil ? resolve(set.light, dark: true) : nil)
        return AssetCatalogs.NamedColor(light: light, dark: dark)
    }
}
