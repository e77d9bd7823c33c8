import Foundation

/// `trellis resolve`: the project's remote packages checked out into Trellis's cache, each at the
/// revision its `Package.resolved` pins (as `swift package resolve` and Xcode check them out), so
/// that they compile as local packages do (`RemoteCheckouts` finds them there). Nothing is
/// written into the project; a package that does not clone is an error of its own, the others
/// still resolve.
public enum PackageResolution {
    /// One remote package: its repository and what the project pins it at.
    public struct Pin: Sendable, Equatable {
        /// The repository's URL.
        public var location: String
        /// The commit, when pinned.
        public var revision: String?
        /// The version (a tag), when pinned.
        public var version: String?
        /// The branch, when pinned to one.
        public var branch: String?

        /// The folder of its checkout in the cache: the repository's name and the pinned commit
        /// (`SWDesignSystem@88e4352…`), or `@default` for the default branch.
        public var folderName: String {
            RemoteCheckouts.repositoryName(of: location) + "@" + (revision ?? branch ?? version ?? "default")
        }
    }

    /// The folder of the checkouts: `checkouts` in Trellis's cache (`TRELLIS_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/trellis`, else `~/.cache/trellis`).
    public static func checkoutsFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
        if let dir = environment["TRELLIS_CACHE_DIR"] { return URL(fileURLWithPath: dir).appendingPathComponent("checkouts") }
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("trellis/checkouts")
    }

    /// The pins of the `Package.resolved` files of a project's root: SwiftPM's, and those of its
    /// Xcode projects and workspaces.
    public static func pins(projectRoot root: URL) -> [Pin] {
        var files = [root.appendingPathComponent("Package.resolved")]
        for name in ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).sorted() {
            if name.hasSuffix(".xcodeproj") {
                files.append(root.appendingPathComponent("\(name)/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"))
            } else if name.hasSuffix(".xcworkspace") {
                files.append(root.appendingPathComponent("\(name)/xcshareddata/swiftpm/Package.resolved"))
            }
        }
        var pins: [Pin] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { continue }
            // Version 1 keeps the pins under "object".
            let list = (json["pins"] ?? (json["object"] as? [String: Any])?["pins"]) as? [[String: Any]] ?? []
            for entry in list {
                guard let location = (entry["location"] ?? entry["repositoryURL"]) as? String else { continue }
                let state = entry["state"] as? [String: Any] ?? [:]
                let pin = Pin(location: location, revision: state["revision"] as? String, version: state["version"] as? String,
                              branch: state["branch"] as? String)
                if !pins.contains(where: { same($0.location, location) }) { pins.append(pin) }
            }
        }
        return pins
    }

    /// Whether two package URLs name one repository (`.git`, a trailing slash and letter case aside).
    static func same(_ a: String, _ b: String) -> Bool {
        func key(_ url: String) -> String {
            var u = url.lowercased()
            while u.hasSuffix("/") { u.removeLast() }
            if u.hasSuffix(".git") { u.removeLast(4) }
            return u
        }
        return key(a) == key(b)
    }

    /// What resolving one package did.
    public enum Outcome: Sendable, Equatable {
        /// Checked out now, in this folder.
        case cloned(URL)
        /// Checked out before.
        case present(URL)
        /// Did not clone: git's message.
        case failed(String)
    }

    /// Checks out each remote package of the project at `path` that is not on disk yet, pinned as
    /// its `Package.resolved` says (unpinned: the default branch), then those their manifests
    /// name, until none is left. `report` is told each package's outcome as it is known.
    public static func resolve(_ path: String, timeout: TimeInterval = 600,
                               report: (String, Outcome) -> Void = { _, _ in }) throws -> [(location: String, outcome: Outcome)] {
        let url = URL(fileURLWithPath: path).standardizedFileURL
        guard let root = ProjectLocator.root(around: url) else { return [] }
        let pins = self.pins(projectRoot: root)
        var done: [(String, Outcome)] = []
        while true {
            var finder = ModuleFinder(root: root, isProvided: { _ in true })
            try finder.readManifests()
            let wanted = finder.remoteLocations().filter { location in !done.contains { same($0.0, location) } }
            guard !wanted.isEmpty else { return done }
            for location in wanted {
                let pin = pins.first { same($0.location, location) } ?? Pin(location: location)
                let outcome = checkout(pin, projectRoot: root, timeout: timeout)
                report(location, outcome)
                done.append((location, outcome))
            }
        }
    }

    /// Clones `pin` into the checkouts folder (into a temporary folder first, moved into place
    /// when the pinned commit is checked out).
    static func checkout(_ pin: Pin, projectRoot: URL, timeout: TimeInterval) -> Outcome {
        // On disk already: in the cache, or where SwiftPM, xcodebuild or TRELLIS_PACKAGE_PATH put it.
        if let folder = RemoteCheckouts.folder(for: pin.location, projectRoot: projectRoot) { return .present(folder) }
        let folder = checkoutsFolder().appendingPathComponent(pin.folderName)
        let staging = checkoutsFolder().appendingPathComponent(".staging-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: staging) }
        do {
            try FileManager.default.createDirectory(at: checkoutsFolder(), withIntermediateDirectories: true)
        } catch {
            return .failed("cannot make \(checkoutsFolder().path): \(error.localizedDescription)")
        }
        var steps = [["clone", "--quiet", pin.location, staging.path]]
        if let target = pin.revision ?? pin.version.map({ "refs/tags/\($0)" }) ?? pin.branch.map({ "origin/\($0)" }) {
            steps.append(["-C", staging.path, "checkout", "--quiet", "--detach", target])
        }
        for arguments in steps {
            if let failure = git(arguments, timeout: timeout) { return .failed(failure) }
        }
        guard FileManager.default.fileExists(atPath: staging.appendingPathComponent("Package.swift").path) else {
            return .failed("\(pin.location) has no Package.swift at its root")
        }
        do {
            try FileManager.default.moveItem(at: staging, to: folder)
        } catch {
            // Another resolve put it there first.
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return .present(folder) }
            return .failed(error.localizedDescription)
        }
        return .cloned(folder)
    }

    /// Runs git; nil when it succeeds, else what it said (or that it took too long).
    static func git(_ arguments: [String], timeout: TimeInterval) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_TERMINAL_PROMPT"] = "0"  // a private repository fails rather than waits for a password
        process.environment = environment
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return "cannot run git: \(error.localizedDescription)" }
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning {
            if Date() > deadline {
                process.terminate()
                return "git \(arguments.first ?? "") took longer than \(Int(timeout)) s"
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return process.terminationStatus == 0 ? nil : (message.isEmpty ? "git failed (\(process.terminationStatus))" : message)
    }
}

extension ModuleFinder {
    /// The URLs of the remote packages the project names (its manifests' and its Xcode projects').
    func remoteLocations() -> [String] {
        var locations: [String] = []
        let urls = xcodeRemoteProducts().map(\.product.url) + manifests.flatMap { $0.packages.compactMap(\.url) }
        for url in urls where !locations.contains(where: { PackageResolution.same($0, url) }) { locations.append(url) }
        return locations.sorted()
    }
}
