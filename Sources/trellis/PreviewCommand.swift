import ArgumentParser

/// Placeholder until the previewer lands; the previewer's own PreviewCommand.swift replaces
/// this file (its version wins on merge).
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview", abstract: "Open a layout file in a live preview window (not yet available).")

    @Argument(help: "The layout file.")
    var file: String

    func run() throws {
        print("not yet")
    }
}
