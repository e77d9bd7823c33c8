import Foundation
import TrellisSession
import TrellisProject

/// Compiles a module's sources with swiftc into a shared library that the host process (the
/// `trellis` command, which links Trellis and exports its symbols) can load, and keeps the
/// result by content: the same sources against the same Trellis build compile once.
///
/// The library is built `-Onone -g` (fast to build; debug info gives crash locations) in Swift 5
/// language mode, as Xcode projects mostly are, with `DEBUG` defined as in a preview build.
public struct ModuleCompiler: Sendable {
    /// Where the Trellis build is: its `Modules/` folder (the `SwiftUI` and `Trellis` modules)
    /// and the macro plugin, both next to the `trellis` executable.
    public var buildDirectory: URL
    /// The compiled libraries and their diagnostics, by content key.
    public var cacheDirectory: URL
    public var swiftc: String
    /// When the whole build must be done (`MonotonicClock`): the modules of a project share one
    /// `TRELLIS_COMPILE_SECONDS` (`ProjectBuild` sets it); nil: each compile has all of it.
    public var deadline: Double?
    /// Whether an edit that changed only bodies compiles them alone, as replacements of the
    /// module's last whole compile (`EditReplacements`): what previews want. Its diagnostics are
    /// the replaced bodies' alone, so `trellis check` compiles whole modules.
    public var replacesEditedBodies = true
    /// Whether a whole compile plans the jobs of the module's first edit in the background (for
    /// a process that stays, the window: a command would end before).
    public var plansEditsAhead = false

    public init(buildDirectory: URL? = nil, cacheDirectory: URL? = nil) {
        let env = ProcessInfo.processInfo.environment
        self.buildDirectory = buildDirectory ?? env["TRELLIS_BUILD_DIR"].map { URL(fileURLWithPath: $0) }
            ?? URL(fileURLWithPath: CommandLine.executablePath).deletingLastPathComponent()
        self.cacheDirectory = cacheDirectory ?? Self.defaultCache
        swiftc = env["TRELLIS_SWIFTC"] ?? Self.findSwiftc()
    }

    static var defaultCache: URL {
        let env = ProcessInfo.processInfo.environment
        if let dir = env["TRELLIS_CACHE_DIR"] { return URL(fileURLWithPath: dir) }
        let base = env["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("trellis/compiled")
    }

    static func findSwiftc() -> String {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = "\(dir)/swiftc"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return "swiftc"
    }

    /// What a compile gave: the library (nil on errors) and swiftc's diagnostics in the user's
    /// files and lines.
    public struct Result: Sendable {
        /// The cache folder (library, manifest, diagnostics) a child process loads.
        public var folder: URL
        public var library: URL?
        public var diagnostics: [Diagnostic]
        public var previews: [CompiledPreview]
        /// False when the library came from the cache.
        public var compiled: Bool
        public var seconds: Double
        /// The most memory swiftc (with its frontends) was seen to use, in megabytes (0: cached).
        public var peakMegabytes = 0
        /// Whether the compile (now or when it was cached) was stopped by a limit.
        public var stopped = false
        /// How many bodies an edit compiled as replacements of the module's last whole compile
        /// (`EditReplacements`); nil for a whole compile.
        public var replacedBodies: Int?
        public var hasErrors: Bool { library == nil }

        init(folder: URL, library: URL?, diagnostics: [Diagnostic], previews: [CompiledPreview], compiled: Bool, seconds: Double,
             peakMegabytes: Int = 0, stopped: Bool = false) {
            self.folder = folder
            self.library = library
            self.diagnostics = diagnostics
            self.previews = previews
            self.compiled = compiled
            self.seconds = seconds
            self.peakMegabytes = peakMegabytes
            self.stopped = stopped
        }
    }

    public static let libraryName = "libPreviews.so"
    public static let manifestName = "previews.json"
    /// The module's files and their inserted columns (`ViewSourceMap`).
    public static let sourceMapName = "sources.json"
    /// What swiftc said, kept with the compile (a cached build says it again).
    static let diagnosticsName = "diagnostics.txt"

    /// Where the compile keyed `key` is built before it is moved into place (`BuildFolders`):
    /// a concurrent or interrupted build never leaves a half-written cache entry.
    func buildFolder(_ key: String) -> URL { BuildFolders.fresh(in: cacheDirectory, key: key) }

    /// Seconds a compile may take (`TRELLIS_COMPILE_SECONDS`; larger than a preview's budget:
    /// a cold compile of an app's module takes tens of seconds).
    static var timeout: Double { limit("TRELLIS_COMPILE_SECONDS", default: 300) }
    /// Megabytes of memory swiftc (the driver and its frontends together) may use (`TRELLIS_COMPILE_MB`).
    static var memoryLimitMB: Int { Int(limit("TRELLIS_COMPILE_MB", default: 2048)) }

    static func limit(_ name: String, default value: Double) -> Double {
        guard let text = ProcessInfo.processInfo.environment[name], let n = Double(text), n.isFinite, n > 0 else { return value }
        return n
    }
    /// Seconds swiftc's type checker may spend on one expression: its clock's, which a busy
    /// machine spends faster (15 s gave up, under load, on an app's `ForEach` row that the same
    /// machine checks when quiet).
    static let solverSeconds = 30

    static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

    /// How one module of a project is compiled.
    public struct Options: Sendable, Hashable {
        /// The module's name: an app's previews are "PreviewModule"; a local library is its own name.
        public var moduleName = "PreviewModule"
        /// The Swift language mode (5 or 6).
        public var languageMode = 5
        /// Its default isolation and upcoming features.
        public var concurrency = ConcurrencySettings()
        /// Local modules compiled before this one, each in its cache folder (`lib<Name>.so`, `<Name>.swiftmodule`).
        public var dependencies: [Dependency] = []
        /// A library other modules import: its interface is emitted with it (no previews).
        public var isLibrary = false
        /// Whether every declaration is compiled dynamically replaceable, for the replacements
        /// of later edits (`EditReplacements`): not the replacements themselves, which replace and
        /// are never replaced (a tenth of their compile).
        public var isReplaceable = true
        /// The folder `Bundle.module` is (a package target with resources).
        public var moduleBundle: String?
        /// The folder `Bundle.main` is in an app's code (`ModuleSources.mainBundleName`).
        public var mainBundle: String?
        /// What Xcode generates from the module's asset catalogs (`AssetSymbols`: `ImageResource.floor1`),
        /// compiled with the module, an app's or a library's alike.
        public var assetSymbols: String?
        /// Modules that only the module's left-out files import (`ProjectModule.leftOutImports`),
        /// imported by a file of their own.
        public var leftOutImports: [String] = []

        public struct Dependency: Sendable, Hashable {
            public var name: String
            public var folder: URL
            public init(name: String, folder: URL) {
                self.name = name
                self.folder = folder
            }
        }

        public init() {}
    }

    /// Compiles `sources` (or finds them compiled).
    public func compile(_ sources: ModuleSources, options: Options = Options()) -> Result {
        // Computed once: the edit's replacements are keyed by it too.
        let build = buildKey(options: options)
        let key = cacheKey(sources, build: build)
        return BuildFolders.one(key) { compile(sources, options: options, build: build, key: key) }
    }

    /// Compiles `sources` keyed `key`, alone in this process.
    private func compile(_ sources: ModuleSources, options: Options, build: String, key: String) -> Result {
        let start = Date()
        let folder = cacheDirectory.appendingPathComponent(key)
        let library = folder.appendingPathComponent(options.isLibrary ? Self.libraryFile(options.moduleName) : Self.libraryName)
        let diagnosticsFile = folder.appendingPathComponent(Self.diagnosticsName)
        let fm = FileManager.default
        let refused = sources.files.compactMap(\.refusal)
        if !refused.isEmpty {
            return Result(folder: folder, library: nil, diagnostics: refused, previews: sources.previews, compiled: false, seconds: 0)
        }
        if let output = try? String(contentsOf: diagnosticsFile, encoding: .utf8), Self.stillStopped(output) {
            // A cached build says what the build said, failures included: never silent. (A build
            // stopped by limits other than today's is compiled again.)
            let ok = fm.fileExists(atPath: library.path)
            return Result(folder: folder, library: ok ? library : nil,
                          diagnostics: failureDiagnostics(output, ok: ok, timedOut: false, sources: sources, folder: folder),
                          previews: sources.previews, compiled: false, seconds: Date().timeIntervalSince(start),
                          stopped: Self.stoppedBy(output) != nil)
        }
        // An edit of bodies alone: compiled as replacements of the module compiled before it.
        if replacesEditedBodies, let replaced = EditReplacements.compile(sources, key: key, build: build, options: options, compiler: self) {
            return replaced
        }
        // Build in a fresh folder, then move it into place.
        let work = buildFolder(key)
        try? fm.removeItem(at: work)
        do {
            try fm.createDirectory(at: work, withIntermediateDirectories: true)
        } catch {
            return Result(folder: folder, library: nil, diagnostics: [Diagnostic(file: sources.files.first?.path ?? "", line: 1, column: 1,
                                                                 message: "cannot create the build folder \(work.path): \(error.localizedDescription)")],
                          previews: sources.previews, compiled: true, seconds: 0)
        }
        var inputs: [String] = []
        for (i, file) in sources.files.enumerated() {
            if file.compiledSource == file.source, !file.isEdited, file.path.hasPrefix("/") || fm.fileExists(atPath: file.path) {
                inputs.append(URL(fileURLWithPath: file.path).standardizedFileURL.path)
            } else {
                // A rewritten copy is named as the user's file (its lines are the user's), so
                // diagnostics, traps and views' locations point there; its own name differs (two
                // files of one name in a module would be an error), and macros see that name and
                // its own lines (`ModuleSources.copyName`, `copyLineOffset`).
                let dir = work.appendingPathComponent("src\(i)")
                try? fm.createDirectory(at: dir, withIntermediateDirectories: true)
                let copy = dir.appendingPathComponent(ModuleSources.copyName(file.path))
                let named = "#sourceLocation(file: \(ModuleSources.literal(Self.absolute(file.path))), line: 1)\n" + file.compiledSource
                try? named.write(to: copy, atomically: true, encoding: .utf8)
                inputs.append(copy.path)
            }
        }
        if inputs.isEmpty {
            // Every file of the module is left out (each imports what Linux lacks): it compiles
            // empty, so that the modules importing it compile, and their uses of its names are
            // explained by the left-out files (`ProjectBuild.explained`), not "no input files".
            let empty = work.appendingPathComponent(Self.emptyModuleName)
            try? "// Every file of this module is left out of the preview.\n".write(to: empty, atomically: true, encoding: .utf8)
            inputs.append(empty.path)
        }
        if let generated = sources.generatedSource, !options.isLibrary {
            let copy = work.appendingPathComponent(ModuleSources.generatedName)
            // Its imports after its lines, whose numbers its origins keep.
            try? (generated + ModuleSources.implicitImports).write(to: copy, atomically: true, encoding: .utf8)
            inputs.append(copy.path)
        }
        if let symbols = options.assetSymbols {
            let file = work.appendingPathComponent(Self.assetSymbolsName)
            try? ("import SwiftUI\n" + symbols).write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        if !options.leftOutImports.isEmpty {
            let file = work.appendingPathComponent(Self.leftOutImportsName)
            try? options.leftOutImports.map { "import \($0)\n" }.joined().write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        if let bundles = Self.bundleAccessors(options) {
            let file = work.appendingPathComponent(Self.bundleAccessorName)
            try? bundles.write(to: file, atomically: true, encoding: .utf8)
            inputs.append(file.path)
        }
        let output = work.appendingPathComponent(options.isLibrary ? Self.libraryFile(options.moduleName) : Self.libraryName)
        if let manifest = try? JSONEncoder().encode(sources.previews) {
            try? manifest.write(to: work.appendingPathComponent(Self.manifestName))
        }
        if let files = try? JSONEncoder().encode(sources.files.map { ViewSourceMap.File($0) }) {
            try? files.write(to: work.appendingPathComponent(Self.sourceMapName))
        }
        // A file that does not parse gets swiftc's syntax errors alone: type-checking broken
        // code can take swiftc minutes (deeply nested literals), and would add nothing.
        // The time left of the build's (a project's earlier modules spent some of it).
        let available = deadline.map { $0 - MonotonicClock.now() } ?? Self.timeout
        let seconds = min(Self.timeout, max(1, available))
        var run = ChildProcess.Outcome(status: 0, signal: nil, timedOut: false, output: "")
        if sources.files.contains(where: \.hasSyntaxErrors) {
            run = ChildProcess.run(swiftc, arguments: ["-parse", "-diagnostic-style", "llvm", "-no-color-diagnostics"] + inputs,
                                   timeout: min(60, seconds), memoryLimitMB: Self.memoryLimitMB)
        }
        var peak = run.peakMegabytes
        if run.status == 0 && run.exceededMegabytes == nil && !run.timedOut {
            // The module's interface, written by the frontend that compiles it (a second job
            // beside it would take a core of two): local libraries are imported through it, and an
            // edit's replacements through the app's.
            let arguments = arguments(inputs: inputs, output: output.path, options: options)
                + ["-emit-module", "-no-emit-module-separately-wmo", "-emit-module-path", work.appendingPathComponent("\(options.moduleName).swiftmodule").path]
            run = runJobs(arguments, in: work, seconds: seconds)
            peak = max(peak, run.peakMegabytes)
        }
        var keep = true
        if run.exceededMegabytes != nil {
            run.output += "\n" + Self.memoryStoppedLine
        } else if run.timedOut {
            run.output += "\n" + Self.timeStoppedLine
            // Stopped early for the modules before it: not this module's own verdict to keep.
            keep = available >= Self.timeout - 2
        }
        let text = run.output
        try? text.write(to: work.appendingPathComponent(Self.diagnosticsName), atomically: true, encoding: .utf8)
        if run.status != 0 { try? fm.removeItem(at: output) }
        if keep {
            try? fm.removeItem(at: folder)
            do {
                try fm.moveItem(at: work, to: folder)
            } catch {
                try? fm.removeItem(at: work)
            }
        } else {
            try? fm.removeItem(at: work)
        }
        let ok = run.status == 0 && fm.fileExists(atPath: library.path)
        if ok && keep && !options.isLibrary {
            EditReplacements.record(sources, inputs: inputs, build: build, options: options, folder: folder, compiler: self)
            if plansEditsAhead {
                let compiler = self
                Thread {
                    LowPriority.enter()
                    EditReplacements.planAhead(base: folder, options: options, compiler: compiler)
                }.start()
            }
        }
        return Result(folder: folder, library: ok ? library : nil,
                      diagnostics: failureDiagnostics(text, ok: ok, timedOut: false, sources: sources, folder: folder),
                      previews: sources.previews, compiled: true, seconds: Date().timeIntervalSince(start),
                      peakMegabytes: peak, stopped: run.exceededMegabytes != nil || run.timedOut)
    }

    /// The line a compile stopped by a limit ends its output with (kept with the cached build, so
    /// a second run says the same).
    static func stoppedLine(_ what: String) -> String { "trellis: stopped: the Swift compiler \(what)" }
    static var memoryStoppedLine: String { stoppedLine("used more than \(memoryLimitMB) MB of memory (TRELLIS_COMPILE_MB)") }
    static var timeStoppedLine: String { stoppedLine("did not finish in \(Int(timeout)) s (TRELLIS_COMPILE_SECONDS)") }

    /// The limit line of a compile's output, if a limit stopped it.
    static func stoppedBy(_ output: String) -> String? {
        output.split(separator: "\n").last { $0.hasPrefix("trellis: stopped: ") }.map(String.init)
    }

    /// Whether a cached output is still what a compile would say now: one stopped by a limit is
    /// only while the limits are the same, and one whose type checker gave up on an expression
    /// (`solverSeconds` of the clock: a busy machine reaches it sooner) never is.
    static func stillStopped(_ output: String) -> Bool {
        if output.contains(solverGaveUp) { return false }
        guard let line = stoppedBy(output) else { return true }
        return line == memoryStoppedLine || line == timeStoppedLine
    }

    /// What swiftc says of an expression its type checker gave up on.
    static let solverGaveUp = "unable to type-check this expression in reasonable time"

    /// swiftc's diagnostics in the user's files; a failed build with none of them located is still
    /// one error at the module's first file, saying what swiftc said last (or that it ran out of time).
    func failureDiagnostics(_ output: String, ok: Bool, timedOut: Bool, sources: ModuleSources, folder: URL) -> [Diagnostic] {
        var found = diagnostics(output, sources: sources, folder: folder)
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let file = sources.files.first?.path ?? ""
        if let stopped = lines.last(where: { $0.hasPrefix("trellis: stopped: ") }) {
            // Stopped by a limit: which one, and where the likely cause is: an expression swiftc
            // complained of before it was stopped, else the longest chain, the deepest nesting or
            // a view that contains itself in the sources.
            let what = stopped.dropFirst("trellis: stopped: ".count)
            let compiling = "compiling \(sources.files.count == 1 ? (file as NSString).lastPathComponent : "\(sources.files.count) files")"
            if let said = found.first(where: { $0.severity == .error }) {
                found.append(Diagnostic(file: said.file, line: said.line, column: said.column,
                                        message: "\(what) \(compiling) and was stopped; the expression at \(said.line):\(said.column) is the likely cause"))
            } else if let cause = LikelyCause.find(in: sources.files.map { ($0.path, $0.source) }) {
                found.append(Diagnostic(file: cause.file, line: cause.line, column: cause.column,
                                        message: "\(what) \(compiling) and was stopped; the expression at \(cause.line):\(cause.column) (\(cause.what)) is the likely cause"))
            } else {
                found.append(Diagnostic(file: file, line: 1, column: 1, message: "\(what) \(compiling)"
                                        + " and was stopped; an expression too complex to type-check (a long chain of modifiers?) or a view that contains itself is the likely cause"))
            }
        } else if !ok, let crash = Self.compilerCrash(output) {
            // swiftc itself crashed: said as such, at the user's code it was working on when its
            // stack dump says which.
            let place = crash.place.flatMap { p in
                diagnostics("\(p.path):\(p.line):\(p.column): error: -", sources: sources, folder: folder).first
            }
            let cause = LikelyCause.find(in: sources.files.map { ($0.path, $0.source) }, strongOnly: true)
            let message = "the Swift compiler crashed (\(crash.signal)) on this code; "
                + (cause.map { "the expression at \($0.line):\($0.column) (\($0.what)) is the likely cause" }
                   ?? "a bug in swiftc, which an expression too complex to type-check (a long chain of modifiers?) often sets off")
            found.append(Diagnostic(file: place?.file ?? file, line: place?.line ?? 1, column: place?.column ?? 1, message: message))
        } else if !ok && !found.contains(where: { $0.severity == .error }) {
            // What swiftc said last, when it is a message (never a line of code it quoted).
            let last = lines.last { $0.contains("error: ") }.map { String($0[$0.range(of: "error: ")!.upperBound...]) }
            let detail = timedOut ? "swiftc did not finish in \(Int(Self.timeout)) s" : (last ?? "no message")
            found.append(Diagnostic(file: file, line: 1, column: 1, message: "the Swift compiler failed: \(detail)"))
        }
        return found
    }

    /// swiftc's crash, from its output: the signal, and the innermost place in a source file its
    /// stack dump names (`While type-checking expression at [/path/F.swift:5:9 - line:9:3]`,
    /// `(at /path/F.swift:3:5)`).
    static func compilerCrash(_ output: String) -> (signal: String, place: (path: String, line: Int, column: Int)?)? {
        // Not swiftc's "failed to produce diagnostic for expression; please submit a bug report":
        // an error it could not explain, after which it goes on.
        let crashed = output.contains("Stack dump:") || output.contains("due to signal") || output.contains("Program crashed: ")
            || output.contains("PLEASE submit a bug report")
            || output.split(separator: "\n").contains { $0.contains("please submit a bug report") && !$0.contains("failed to produce diagnostic") }
        guard crashed else { return nil }
        var signal = "a crash"
        var place: (path: String, line: Int, column: Int)?
        var inDump = false
        for line in output.split(separator: "\n").map(String.init) {
            if let r = line.range(of: "due to signal ") {
                let number = line[r.upperBound...].prefix { $0.isNumber }
                if let n = Int32(number), let name = strsignal(n) { signal = "signal \(n): \(String(cString: name))" }
            } else if let r = line.range(of: "Program crashed: ") {
                signal = line[r.upperBound...].split(separator: " at 0x").first.map(String.init) ?? signal
            } else if signal == "a crash", let word = ["Bad pointer dereference", "Illegal instruction", "Segmentation fault", "Bus error", "Aborted"]
                        .first(where: { line.contains($0) }) {
                signal = word
            }
            // The stack dump's frames (`3.\tWhile …`) and their continuation lines (` for expression at […]`).
            if line.hasPrefix("Stack dump:") { inDump = true }
            if line.hasPrefix("*** ") { inDump = false }  // the backtracer's report: swiftc's own sources
            guard inDump else { continue }
            for opener in ["at [", "(at "] {
                guard let r = line.range(of: opener) else { continue }
                let rest = line[r.upperBound...].prefix { $0 != " " && $0 != ")" && $0 != "]" }
                let parts = rest.split(separator: ":")
                if parts.count >= 3, let l = Int(parts[parts.count - 2]), let c = Int(parts[parts.count - 1]), rest.hasPrefix("/") {
                    place = (parts.dropLast(2).joined(separator: ":"), l, c)
                }
            }
        }
        return (signal, place)
    }

    /// Modules user code imports by Apple's name that the package builds under another: `os`,
    /// `Combine` and `CryptoKit` (a module of that name would change how the package's own
    /// dependencies build: their `#if canImport(…)` code would compile against it).
    /// And FoundationNetworking as `NetworkFdn`, for `Foundation.URLRequest` (`FileScan.renamed`).
    public static let moduleAliases: [String: String] = ["os": "AppleOS", "OSLog": "AppleOSLog", "Combine": "AppleCombine",
                                                         "CryptoKit": "AppleCryptoKit", "Security": "AppleSecurity",
                                                         "Network": "AppleNetwork", "NetworkFdn": "FoundationNetworking"]

    /// The modules of the build that user code may import (the toolchain's aside): SwiftUI,
    /// Trellis, the bundled layouts and the Apple-named companions (Sources/Apple), under the names
    /// they are built with. A compile's key has these alone: the build folder holds other modules
    /// too (test targets, a package built beside Trellis), whose rebuilds change nothing user
    /// code compiles against and must not cost an edit its base (`EditReplacements`).
    public static let importableModules = ["SwiftUI", "FoundationAdditions", "Trellis", "TrellisBundledLayouts", "AppleCombine", "AppleOS", "AppleOSLog",
        "AVFoundation", "AVKit", "ActivityKit", "AppIntents", "AuthenticationServices", "Charts", "CoreData", "CoreGraphics", "CoreHaptics", "CoreImage", "CoreLocation", "CoreML", "AppleCryptoKit",
        "CoreTransferable", "LocalAuthentication", "MapKit", "PencilKit", "PhotosUI", "StoreKit", "SwiftData", "UIKit", "UniformTypeIdentifiers", "UserNotifications",
        "WatchConnectivity", "WeatherKit", "WebKit", "WidgetKit", "QuartzCore", "CoreMedia", "Photos", "SafariServices", "MessageUI",
        "AudioToolbox", "CoreMotion", "Vision", "VisionKit", "EventKit", "EventKitUI", "PDFKit", "MediaPlayer", "LinkPresentation", "Intents", "Contacts", "ContactsUI", "CoreSpotlight", "QuickLook", "CloudKit", "AppleSecurity", "AppleNetwork", "BackgroundTasks",
        "AppTrackingTransparency", "AdSupport", "TipKit", "ImageIO"]

    /// C modules that the modules user code imports load in turn, found by the module maps SwiftPM
    /// wrote for them in the build: OpenCombine's helpers, under `import Combine` (and `import
    /// SwiftUI`, whose CoreTransferable imports Combine).
    public static let clangModules = ["COpenCombineHelpers"]

    /// `lib<Name>.so`: a local library's file (an app's previews are `libPreviews.so`).
    public static func libraryFile(_ module: String) -> String { "lib\(module).so" }

    /// The file a module of no files compiles from.
    static let emptyModuleName = "TrellisEmptyModule.swift"
    /// The generated file that declares the module's bundles.
    static let bundleAccessorName = "TrellisBundles.swift"
    /// The file of the module's asset symbols (`Options.assetSymbols`).
    static let assetSymbolsName = "TrellisAssetSymbols.swift"
    /// The file of the modules only left-out files import (`Options.leftOutImports`).
    static let leftOutImportsName = "TrellisLeftOutImports.swift"

    /// `Bundle.module` and the app's `Bundle.main` as the folders the project's resources were
    /// laid out in (`ResourceFolder`); nil when the module has neither.
    static func bundleAccessors(_ options: Options) -> String? {
        var lines: [String] = []
        if let path = options.moduleBundle {
            lines.append("extension Foundation.Bundle {")
            lines.append("    /// The target's resources, as SwiftPM's generated accessor gives them.")
            lines.append("    static let module: Foundation.Bundle = Foundation.Bundle(path: \(ModuleSources.literal(path))) ?? Foundation.Bundle.main")
            lines.append("}")
        }
        if let path = options.mainBundle {
            lines.append("/// The app's resources: what `Bundle.main` is in the app's code.")
            lines.append("nonisolated(unsafe) let \(ModuleSources.mainBundleName): Foundation.Bundle = Foundation.Bundle(path: \(ModuleSources.literal(path))) ?? Foundation.Bundle.main")
        }
        return lines.isEmpty ? nil : "import Foundation\n" + lines.joined(separator: "\n") + "\n"
    }

    func arguments(inputs: [String], output: String, options: Options = Options()) -> [String] {
        let modules = buildDirectory.appendingPathComponent("Modules").path
        let plugin = buildDirectory.appendingPathComponent("TrellisMacros-tool").path
        // Line tables are all the backtracer needs to name FILE:LINE of a trap, and a quarter
        // cheaper to compile than full debug info.
        // One compiler job for the whole module: one job per file would load the Trellis and
        // SwiftUI modules and expand the macros again for each file of a folder.
        // Local modules this one imports: their interfaces, their libraries (found again at load).
        let dependencies = options.dependencies.flatMap { d in
            ["-I", d.folder.path, "-L", d.folder.path, "-l\(d.name)", "-Xlinker", "-rpath", "-Xlinker", d.folder.path]
        }
        return ["-parse-as-library", "-emit-library", "-Onone", "-gline-tables-only", "-swift-version", "\(options.languageMode)", "-wmo",
                "-module-name", options.moduleName, "-I", modules] + options.concurrency.arguments(languageMode: options.languageMode) + dependencies + [
                // Private names importable, and every declaration replaceable: an edit of bodies
                // compiles them alone (`EditReplacements`).
                "-Xfrontend", "-enable-private-imports"] + (options.isReplaceable ? ["-Xfrontend", "-enable-implicit-dynamic"] : []) + [
                // Foundation as Apple's has it, in every file (a file imports SwiftUI only if it
                // says so: `ModuleSources.implicitImports`).
                "-Xfrontend", "-import-module", "-Xfrontend", "FoundationAdditions",
                // Apple's sample layouts by name, as layout files have them (a module's own
                // declarations of the same names shadow these).
                "-Xfrontend", "-import-module", "-Xfrontend", "TrellisBundledLayouts",
                // Apple-named modules built under another name (`ModuleCompiler.moduleAliases`).
                // In a fixed order: the arguments are part of the cache key.
                ] + Self.moduleAliases.sorted { $0.key < $1.key }.flatMap { ["-module-alias", "\($0.key)=\($0.value)"] }
                + Self.clangModules.flatMap { ["-Xcc", "-fmodule-map-file=" + buildDirectory.appendingPathComponent("\($0).build/module.modulemap").path] } + [
                "-load-plugin-executable", "\(plugin)#TrellisMacros",
                "-D", "DEBUG", "-diagnostic-style", "llvm", "-no-color-diagnostics",
                // An expression the type checker cannot solve soon is swiftc's located "unable to
                // type-check this expression in reasonable time", not minutes of a stuck window.
                "-Xfrontend", "-solver-expression-time-threshold=\(Self.solverSeconds)",
                ] + linker + ["-o", output] + inputs
    }

    /// LLVM's linker when the toolchain has it beside swiftc: under load it linked a preview's
    /// library in 20–85 ms where gold took 120–230 (on a quiet machine clang's own start is most
    /// of a link either way).
    var linker: [String] {
        let folder = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        return FileManager.default.isExecutableFile(atPath: folder.appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
    }

    /// What a compile's result depends on besides the sources: the compiler, the options and
    /// the Trellis build (its modules, the macros, this executable).
    func buildKey(options: Options) -> String {
        var hasher = ContentHash()
        hasher.add("trellis-compiled-5")
        hasher.add(swiftc)
        hasher.add(arguments(inputs: [], output: "", options: options).joined(separator: " "))
        hasher.add("\(options.isLibrary) \(options.moduleBundle ?? "-") \(options.mainBundle ?? "-")")
        hasher.add(options.assetSymbols ?? "")
        hasher.add(options.leftOutImports.joined(separator: " "))
        // Every module user code may import, and the macros.
        for name in Self.importableModules.map({ "Modules/\($0).swiftmodule" }) + ["TrellisMacros-tool"] {
            let path = buildDirectory.appendingPathComponent(name).path
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            hasher.add(path)
            hasher.add("\((attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        }
        // This build of trellis: how it reads sources and names previews is part of the result.
        hasher.add(CommandLine.executablePath)
        let executable = try? FileManager.default.attributesOfItem(atPath: CommandLine.executablePath)
        hasher.add("\((executable?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0)")
        return hasher.hex
    }

    /// Runs swiftc with `arguments` in the build folder `work`: the jobs swiftc planned for these
    /// arguments before, run without it; the first time, swiftc compiles while they are planned
    /// beside it, for the next compile. `TRELLIS_SWIFTC_DRIVER=1`: always through swiftc's
    /// driver (to compare).
    /// `bindsWhenLoaded`: `CompilerJobs.run`'s.
    func runJobs(_ arguments: [String], in work: URL, seconds: Double, bindsWhenLoaded: Bool = false) -> ChildProcess.Outcome {
        let byDriver = ProcessInfo.processInfo.environment["TRELLIS_SWIFTC_DRIVER"] != nil
        let plan = CompilerJobs.planFile(swiftc: swiftc, arguments: arguments, folder: work, cache: cacheDirectory)
        let kept = byDriver ? nil : CompilerJobs.kept(plan)
        if let kept, !kept.jobs.isEmpty {
            return kept.run(in: work, timeout: seconds, memoryLimitMB: Self.memoryLimitMB, bindsWhenLoaded: bindsWhenLoaded)
        }
        let planning = DispatchGroup()
        if !byDriver && kept == nil {
            let swiftc = self.swiftc
            DispatchQueue.global().async(group: planning) {
                CompilerJobs.makeAndKeep(swiftc: swiftc, arguments: arguments, folder: work, file: plan)
            }
        }
        defer { planning.wait() }
        return ChildProcess.run(swiftc, arguments: arguments, timeout: seconds, memoryLimitMB: Self.memoryLimitMB)
    }

    /// The cache key: the sources, and the compiler and the Trellis build they compile against
    /// (`build`, from `buildKey`).
    func cacheKey(_ sources: ModuleSources, build: String) -> String {
        var hasher = ContentHash()
        hasher.add(build)
        for file in sources.files {
            hasher.add(URL(fileURLWithPath: file.path).standardizedFileURL.path)
            // As given too: the source map names files the way the user did.
            hasher.add(file.path)
            hasher.add(file.compiledSource)
        }
        hasher.add(sources.generatedSource ?? "")
        return hasher.hex
    }

    /// swiftc's output as diagnostics in the user's files: paths of rewritten copies and the
    /// generated file are mapped back, inserted columns taken out, other files' lines dropped.
    func diagnostics(_ output: String, sources: ModuleSources, folder: URL) -> [Diagnostic] {
        // Replacements name the edited file with a suffix; their lines are its own.
        let output = output.replacingOccurrences(of: ViewSourceMap.editedSuffix + ":", with: ":")
        var result: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        let byPath = Dictionary(sources.files.enumerated().map { (URL(fileURLWithPath: $0.element.path).standardizedFileURL.path, $0.offset) },
                                uniquingKeysWith: { a, _ in a })
        let lines = output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        for (lineIndex, rawLine) in lines.enumerated() {
            guard var parsed = Self.parseDiagnosticLine(rawLine) else { continue }
            // An error in code a macro expanded (swiftc's generated buffers) is said where the
            // macro is written: the "in expansion of macro" note that follows names that place.
            if Self.isMacroBuffer(parsed.path), parsed.severity != .note,
               let expansion = lines[(lineIndex + 1)...].lazy.compactMap(Self.parseDiagnosticLine)
                   .first(where: { $0.severity == .note && $0.message.hasPrefix("in expansion of macro") && !Self.isMacroBuffer($0.path) }) {
                parsed = (expansion.path, expansion.line, expansion.column, parsed.severity,
                          "in the expansion of \(Self.macroName(expansion.message)): \(parsed.message)")
            }
            var d: Diagnostic
            let name = (parsed.path as NSString).lastPathComponent
            if name == ModuleSources.generatedName, let origin = sources.generatedOrigins[parsed.line] {
                d = Diagnostic(file: origin.file, line: origin.line, column: origin.column,
                               message: "in the preview made for this view: \(parsed.message)", severity: parsed.severity)
            } else if let index = byPath[URL(fileURLWithPath: parsed.path).standardizedFileURL.path]
                        ?? (parsed.path.hasPrefix(folder.path) || parsed.path.contains("/.build-") ? sources.files.firstIndex { ($0.path as NSString).lastPathComponent == name } : nil) {
                d = Diagnostic(file: sources.files[index].path, line: parsed.line,
                               column: sources.userColumn(file: index, line: parsed.line, column: parsed.column),
                               message: parsed.message, severity: parsed.severity)
            } else if parsed.severity == .error, !parsed.path.hasPrefix("/") || parsed.path.hasPrefix("<") {
                // In code a macro generated: shown at the first file, so the error is not lost.
                d = Diagnostic(file: sources.files.first?.path ?? parsed.path, line: 1, column: 1, message: parsed.message)
            } else {
                continue
            }
            if d.severity == .note { continue }
            if seen.insert(d).inserted { result.append(d) }
        }
        // A SwiftUI name Trellis lacks is said as such, once per name and place, with a summary.
        return MissingAPI.explain(result)
    }

    /// A buffer swiftc made for a macro's expansion (`…/swift-generated-sources/@__swiftmacro_….swift`).
    static func isMacroBuffer(_ path: String) -> Bool {
        path.contains("swift-generated-sources") || path.contains("@__swiftmacro_")
    }

    /// "#Preview" from "in expansion of macro 'Preview' here".
    static func macroName(_ note: String) -> String {
        let parts = note.split(separator: "'")
        return parts.count >= 2 ? "#" + parts[1] : "a macro"
    }

    /// The bytes of a line in which its place (a path, a line and a column) and severity are
    /// looked for: swiftc also prints the source lines it points at, and in a file of long lines
    /// (a 100 KB line, a fuzzer's) searching them whole for every diagnostic took seconds.
    static let placeSearchBytes = 4_200

    static func parseDiagnosticLine(_ line: String) -> (path: String, line: Int, column: Int, severity: Diagnostic.Severity, message: String)? {
        let head = Array(line.utf8.prefix(placeSearchBytes))
        for severity in [Diagnostic.Severity.error, .warning, .note] {
            guard let start = firstOffset(of: Array(": \(severity.rawValue): ".utf8), in: head) else { continue }
            let location = String(decoding: head[..<start], as: UTF8.self).split(separator: ":", omittingEmptySubsequences: false)
            guard location.count >= 3, let l = Int(location[location.count - 2]), let c = Int(location[location.count - 1]) else { return nil }
            let path = location.dropLast(2).joined(separator: ":")
            let message = String(decoding: line.utf8.dropFirst(start + severity.rawValue.utf8.count + 4), as: UTF8.self)
            return (path, l, c, severity, message)
        }
        return nil
    }

    /// Where `marker` first starts in `bytes`.
    private static func firstOffset(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        for i in 0...(bytes.count - marker.count) where bytes[i] == marker[0] {
            if bytes[i..<(i + marker.count)].elementsEqual(marker) { return i }
        }
        return nil
    }
}

/// A 128-bit FNV-1a content hash (two 64-bit lanes), for cache keys.
struct ContentHash {
    private var a: UInt64 = 0xcbf29ce484222325
    private var b: UInt64 = 0x84222325cbf29ce4
    mutating func add(_ s: String) {
        for byte in s.utf8 {
            a = (a ^ UInt64(byte)) &* 0x100000001b3
            b = (b ^ UInt64(byte)) &* 0x100000001b3 &+ 0x9e3779b97f4a7c15
        }
        // A separator, so ("ab", "c") and ("a", "bc") differ.
        a = (a ^ 0xff) &* 0x100000001b3
        b = (b ^ 0xff) &* 0x100000001b3
    }
    var hex: String { String(format: "%016llx%016llx", a, b) }
}
