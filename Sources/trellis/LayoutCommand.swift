import ArgumentParser
import Foundation
import Trellis
import TrellisSession

/// `trellis layout FILE`: the placed view tree.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Print the placed view tree of a layout file.",
        discussion: """
        Lays out a preview of the file in a window of --size and prints every node with its frame \
        (x, y, width × height in points, window coordinates), indented by depth, and where the \
        file writes it (File.swift:LINE:COL: the view's initializer or the modifier's name). With --json it \
        prints the LayoutTree JSON instead: {"window": {...}, "root": {"type", "id"?, "source"?, "frame", "children"}}, \
        "source" being "PATH:LINE:COL". \
        --proposals adds the layout negotiation: each view's placement proposal and every proposal \
        its parent asked it about, with the answers (in JSON: "placement" and "proposals"). \
        Text is measured with Pango, as `render` draws it. Errors in the file are printed as \
        FILE:LINE:COL: error: message on standard error, and the exit status is 1.

        Examples:
          trellis layout Samples/ProfileCard.swift
          trellis layout Samples/SizeClassSwitch.swift --size 1024x768 --horizontal-size-class regular
          trellis layout Samples/Toolbar.swift --preview "Narrow" --json
          trellis layout Samples/InboxSpacers.swift --proposals
          trellis layout Samples/RTLRow.swift --layout-direction rtl --dynamic-type-size accessibility2
          trellis layout Form.swift --interact "type 'Ann' into 'Name'; toggle 'Notifications'"
        """
    )

    @Argument(help: "The layout file (SwiftUI source), or a folder compiled as one module.")
    var file: String

    @Option(name: .customLong("preview"), help: "The #Preview to lay out, by name (default: the first).")
    var preview: String?

    @Flag(name: .customLong("json"), help: "Print the LayoutTree JSON.")
    var json = false

    @Flag(name: .customLong("proposals"),
          help: "Also show the layout negotiation: the proposal each view was placed with and every proposal its parent asked it about, with its answers (nil: unspecified, ∞: infinity).")
    var proposals = false

    @Flag(name: .customLong("list-previews"),
          help: "Print the names of the file's previews instead, one a line (with --json, a JSON array of strings).")
    var listPreviews = false

    @Option(name: .customLong("interact"),
            help: ArgumentHelp("Run the preview live and perform these steps first, separated by ';': tap 'Add', tap X,Y, toggle 'Name', type 'text' into 'Name', press enter|tab|backspace|escape|left|right|up|down|home|end|delete|ctrl+a (shift+left etc. extend the selection), double-tap X,Y, increment/decrement 'Name', drag X,Y to X,Y. Targets are named by the text they show or their accessibility label. Runs on the compiled path.",
                               valueName: "steps"))
    var interact: String?

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var engine: EngineOptions

    func run() throws {
        if listPreviews {
            // The document alone: opened by the engine's rule (a compiled one lists in its child).
            WorkBudget.begin()
            let document = try PreviewRun.open(file, engine: engine, platform: environment.platform)
            try PreviewRun.reportErrors(document)
            if json {
                let data = try JSONEncoder().encode(document.previews)
                CommandOutput.print(String(decoding: data, as: UTF8.self))
            } else {
                document.previews.forEach { CommandOutput.print($0) }
            }
            return
        }
        let run = try PreviewRun.make(path: file, preview: preview, options: environment, engine: engine, interact: interact)
        var layout = run.layout
        if proposals && interact == nil { layout = run.recordingNegotiation(preview: preview) }
        let tree = layout.tree
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(tree)
            CommandOutput.print(String(decoding: data, as: UTF8.self))
        } else {
            CommandOutput.print(LayoutTreeText.text(tree))
        }
    }
}
