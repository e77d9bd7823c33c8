import ArgumentParser
import Foundation

/// `trellis`: SwiftUI layout files, laid out, rendered, checked and previewed on Linux.
@main
struct TrellisCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trellis",
        abstract: "Lay out, render, check and preview SwiftUI layout files.",
        discussion: """
        A layout file is SwiftUI source: a view expression, or views declared as structs with
        #Preview blocks. Trellis interprets it with SwiftUI's layout rules.

        Examples:
          trellis layout Samples/ProfileCard.swift
          trellis layout Samples/SizeClassSwitch.swift --size 1024x768 --json
          trellis render Samples/ProfileCard.swift -o card.png --scale 2
          trellis check Samples/*.swift
          trellis preview Samples/ProfileCard.swift
        """,
        subcommands: [LayoutCommand.self, RenderCommand.self, CheckCommand.self, Preview.self]
    )
}
