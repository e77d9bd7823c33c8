import Foundation
import Testing
@testable import TrellisCompiler
import TrellisTestSupport

/// What a compile's key depends on besides its sources (`ModuleCompiler.buildKey`): the modules
/// user code may import, and no other module of the build folder.
@Suite struct BuildKeyTests {
    /// A build folder with `names` as modules in it.
    static func buildFolder(_ names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-buildkey-\(UUID().uuidString)")
        let modules = folder.appendingPathComponent("Modules")
        try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
        for name in names { try Data().write(to: modules.appendingPathComponent(name + ".swiftmodule")) }
        return folder
    }

    @Test func everyAppleNamedModuleIsImportable() throws {
        let apple = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources/Apple").path)
        #expect(!apple.isEmpty)
        for name in apple {
            #expect(ModuleCompiler.importableModules.contains(ModuleCompiler.moduleAliases[name] ?? name), "\(name)")
        }
        #expect(ModuleCompiler.importableModules.contains("Trellis") && ModuleCompiler.importableModules.contains("TrellisBundledLayouts"))
    }

    /// A test target or a package built in the same folder (the snapshot sample) leaves modules
    /// there too: rebuilding them keeps the key, so an edit keeps its base.
    @Test func anotherModuleOfTheBuildFolderLeavesTheKey() throws {
        let folder = try Self.buildFolder(ModuleCompiler.importableModules)
        defer { try? FileManager.default.removeItem(at: folder) }
        let compiler = ModuleCompiler(buildDirectory: folder, cacheDirectory: folder.appendingPathComponent("cache"))
        let before = compiler.buildKey(options: .init())
        try Data().write(to: folder.appendingPathComponent("Modules/SampleViews.swiftmodule"))
        #expect(compiler.buildKey(options: .init()) == before)
        // A changed importable module is a new key.
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)],
                                              ofItemAtPath: folder.appendingPathComponent("Modules/CoreLocation.swiftmodule").path)
        #expect(compiler.buildKey(options: .init()) != before)
    }
}
