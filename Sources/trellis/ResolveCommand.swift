import ArgumentParser
import Foundation
import TrellisProject

/// `trellis resolve PATH`: checks the project's remote packages out into Trellis's cache.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Check out the remote packages of the project around a path.",
        discussion: """
        Clones each remote package the project names (its Package.swift and its Xcode projects' \
        package references), at the commit its Package.resolved pins (else the default branch), \
        into Trellis's cache (checkouts/ in TRELLIS_CACHE_DIR, else ~/.cache/trellis), then the \
        packages those name. The project's files are not touched. A screen that imports a \
        package's module then compiles with it, as with a local package. Each package prints one \
        line: cloned, present or failed (git's message); the exit status is 1 if any failed.

        Examples:
          trellis resolve MyApp/Views/HomeView.swift
          trellis resolve MyApp
        """
    )

    @Argument(help: "A file or folder of the project.")
    var path: String

    @Option(name: .customLong("timeout"), help: "Seconds each git command may take (default 600).")
    var timeout: Double = 600

    func run() throws {
        guard FileManager.default.fileExists(atPath: path) else {
            FileHandle.standardError.write(Data("\(path): error: no such file or folder\n".utf8))
            throw ExitCode(1)
        }
        let outcomes: [(location: String, outcome: PackageResolution.Outcome)]
        do {
            outcomes = try PackageResolution.resolve(path, timeout: timeout) { location, outcome in
                switch outcome {
                case let .cloned(folder): print("cloned \(location) → \(folder.path)")
                case let .present(folder): print("present \(location) → \(folder.path)")
                case let .failed(message): FileHandle.standardError.write(Data("\(path): error: \(location) did not clone: \(message)\n".utf8))
                }
            }
        } catch let error as ProjectError {
            FileHandle.standardError.write(Data("\(error.diagnostic)\n".utf8))
            throw ExitCode(1)
        }
        if outcomes.isEmpty { print("no remote packages to check out") }
        if outcomes.contains(where: { if case .failed = $0.outcome { return true } else { return false } }) { throw ExitCode(1) }
    }
}
