import ArgumentParser
import Foundation

/// Which path turns a file into views: the interpreter (instant, a subset of Swift) or swiftc
/// (all of Swift, in a separate process). `auto` uses the interpreter when it takes the whole
/// file without an error, and compiles otherwise; a folder is always compiled.
struct EngineOptions: ParsableArguments {
    enum Engine: String, ExpressibleByArgument, CaseIterable {
        case auto, interpreter, compiled
    }

    @Option(name: .customLong("engine"),
            help: "auto (the interpreter when it takes the whole file, else the Swift compiler), interpreter, or compiled.")
    var engine: Engine = .auto

    @Option(name: .customLong("timeout"),
            help: "Seconds compiled preview code may run before it is stopped (an endless loop; default 10).")
    var timeout: Double = 10

    /// Set by the parent in the child process that runs compiled code: the compile's cache folder.
    @Option(name: .customLong("compiled-library"), help: .hidden)
    var compiledLibrary: String?

    func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 3600 else {
            throw ValidationError("--timeout must be between 0 and 3600 seconds")
        }
    }
}
