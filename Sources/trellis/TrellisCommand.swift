import ArgumentParser
import Foundation
import TrellisHost
import TrellisPreview

/// `trellis`: SwiftUI layout files, laid out, rendered, checked and previewed on Linux.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lay out, render, check and preview SwiftUI layout files.",
        discussion: """
        A layout file is SwiftUI source: a view expression, or views declared as structs with
        #Preview blocks. Trellis interprets it with SwiftUI's layout rules when its interpreter
        takes the whole file, and otherwise compiles it with swiftc against Trellis's SwiftUI
        module (a folder compiles as one module) and runs the previews in a separate process.

        Examples:
          trellis layout Samples/ProfileCard.swift
          trellis layout Samples/SizeClassSwitch.swift --size 1024x768 --json
          trellis render Samples/ProfileCard.swift -o card.png --scale 2
          trellis check Samples/*.swift
          trellis preview Samples/ProfileCard.swift
        """,
        subcommands: [LayoutCommand.self, RenderCommand.self, CheckCommand.self, Preview.self, ResolveCommand.self, MCPCommand.self, PreviewHostCommand.self]
    )
}

/// `trellis preview-host FILE --compiled-library FOLDER` (not for people): the process the
/// preview window starts to run a compiled library's previews, so a trap in them ends only it
/// (`--ahead`: started before the compile, it is told the library when it exists).
struct PreviewHostCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "preview-host", shouldDisplay: false)

    @Argument var path: String?

    @Option(name: .customLong("compiled-library")) var library: String?

    /// Started before the compile: warm up, then wait for the library to run (`HostProcess.prepareAhead`).
    @Flag var ahead = false

    func run() throws {
        let status: Int32
        if ahead {
            status = PreviewHost.serveAhead()
        } else if let path, let library {
            status = PreviewHost.serve(library: URL(fileURLWithPath: library), path: path)
        } else {
            throw ValidationError("preview-host needs FILE and --compiled-library FOLDER, or --ahead")
        }
        if status != 0 { throw ExitCode(status) }
    }
}
