import ArgumentParser
import Foundation
import TrellisSession

/// `--engine` and what the compiled path's child is given (`EngineChoice` holds the rule).
struct EngineOptions: ParsableArguments {
    @Option(name: .customLong("engine"),
            help: "auto (the interpreter when it takes the whole file, else the Swift compiler), interpreter, or compiled.")
    var engine: EngineChoice = .auto

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
