import Foundation

/// Where a remote package (`.package(url:)`, an Xcode project's package reference) may already be
/// checked out on disk, so that its modules compile as a local package's: Trellis clones only
/// when asked (`trellis resolve`, `PackageResolution`). Looked for by the repository's name (the
/// URL's last component, without `.git`), in:
/// 1. each folder of `TRELLIS_PACKAGE_PATH` (colon-separated), as `FOLDER/NAME`;
/// 2. SwiftPM's checkouts of the project, `ROOT/.build/checkouts/NAME`;
/// 3. xcodebuild's, `ROOT/SourcePackages/checkouts/NAME` (`-clonedSourcePackagesDirPath`);
/// 4. `trellis resolve`'s, in Trellis's cache, at the commit the project pins
///    (`PackageResolution.checkoutsFolder()/NAME@COMMIT`).
/// A folder counts when it has a `Package.swift`.
public enum RemoteCheckouts {
    /// The environment variable of extra checkout folders.
    public static let pathVariable = "TRELLIS_PACKAGE_PATH"

    /// The repository name of a package URL ("https://github.com/a/Name.git" → "Name").
    public static func repositoryName(of url: String) -> String {
        var name = url.split(separator: "/").last.map(String.init) ?? url
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name
    }

    /// The checkout of the package at `url` for a project at `projectRoot`, if there is one.
    public static func folder(for url: String, projectRoot: URL,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let name = repositoryName(of: url)
        guard !name.isEmpty else { return nil }
        let extra = (environment[pathVariable] ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let candidates = extra + [projectRoot.appendingPathComponent(".build/checkouts"),
                                  projectRoot.appendingPathComponent("SourcePackages/checkouts")]
        for folder in candidates {
            let checkout = folder.appendingPathComponent(name).standardizedFileURL
            if FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) { return checkout }
        }
        let pin = PackageResolution.pins(projectRoot: projectRoot).first { PackageResolution.same($0.location, url) }
            ?? PackageResolution.Pin(location: url)
        let resolved = PackageResolution.checkoutsFolder(environment: environment).appendingPathComponent(pin.folderName)
        return FileManager.default.fileExists(atPath: resolved.appendingPathComponent("Package.swift").path) ? resolved : nil
    }
}
