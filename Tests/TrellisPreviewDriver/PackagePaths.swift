import Foundation

/// The package's root folder (found from this file, which the build machine compiled: tests run
/// where they were built).
public let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
}()

/// The gallery of layout files, `Samples/`.
public let samplesFolder = packageRoot.appendingPathComponent("Samples")

/// The shared conformance cases, `Tests/Fixtures/Conformance/`.
public let conformanceFixtures = packageRoot.appendingPathComponent("Tests/Fixtures/Conformance")

/// The `trellis` command to test: `TRELLIS_BINARY` when set (to run against the release build),
/// else the one built beside the test bundle (`swift build --build-tests` puts both in
/// `.build/<configuration>/`), else `.build/debug/trellis`.
public let trellisExecutable: String? = {
    if let given = ProcessInfo.processInfo.environment["TRELLIS_BINARY"], FileManager.default.isExecutableFile(atPath: given) {
        return given
    }
    var folders: [URL] = []
    if let first = CommandLine.arguments.first { folders.append(URL(fileURLWithPath: first).deletingLastPathComponent()) }
    folders.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles { folders.append(bundle.bundleURL.deletingLastPathComponent()) }
    folders.append(packageRoot.appendingPathComponent(".build/debug"))
    for folder in folders {
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let path = candidate.appendingPathComponent("trellis").path
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
               FileManager.default.isExecutableFile(atPath: path) {
                return path
            }
        }
    }
    return nil
}()

/// Custom layouts with an error each (out of range, wrong type, no return, endless, a typo):
/// read in process and by the built command.
public let brokenLayouts = packageRoot.appendingPathComponent("Tests/Fixtures/BrokenLayouts.swift")
