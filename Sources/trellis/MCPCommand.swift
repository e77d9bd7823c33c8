import ArgumentParser
import Foundation
import TrellisMCP
import TrellisSession

/// `trellis mcp`: a Model Context Protocol server on standard input and output.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve previews to coding agents over the Model Context Protocol (stdio).",
        discussion: """
        Speaks MCP (JSON-RPC, one message a line) on standard input and output until standard \
        input closes. Tools: list_previews(path), render_preview(path, preview, device, settings) \
        (a PNG image), layout_tree(path, preview, device, settings, proposals, format) (frames with \
        PATH:LINE:COL), check(path, device, settings) (errors and layout warnings), and \
        explain(path, preview, point, device, settings) (the view under a point and its layout \
        negotiation). Each runs the trellis command that does the same, in a process of its own, \
        with its work budget; a file's error is a tool error at the file's place, and the server \
        goes on. Paths are relative to the server's working directory.

        Claude Code:  claude mcp add trellis -- trellis mcp
        """
    )

    func run() throws {
        let executable = CommandLine.executablePath
        let done = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task.detached {
            do {
                try await TrellisMCPServer.serve(executable: executable)
            } catch {
                failure.set("\(error)")
            }
            done.signal()
        }
        done.wait()
        if let message = failure.message {
            printError("trellis mcp: \(message)")
            throw ExitCode(1)
        }
    }
}

/// The server's error, handed from its task to the command.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    func set(_ message: String) { lock.withLock { stored = message } }
    var message: String? { lock.withLock { stored } }
}
