import ArgumentParser
import Foundation
import TrellisPreview
import TrellisSession

extension EngineChoice: ExpressibleByArgument {}

/// `trellis preview [FILE|FOLDER]`: the live X11 window.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a layout file (or a folder of them) in a live X11 window.",
        discussion: """
            Without FILE or FOLDER, opens the Samples/ gallery. Drag the window's edges to test \
            adaptivity; the file is reloaded whenever it (or an image it uses) is saved, and a file \
            with errors shows them in a banner over the last good layout.

            Keys: a flip AnyLayouts · h/v size classes auto/compact/regular · 1-9 device presets, \
            0 free size · r rotate · +/- Dynamic Type · l RTL · d dark · b outlines with sizes and source \
            lines (a click on a view prints FILE:LINE:COL and runs --editor) · \
            Tab/Shift+Tab previews and files · s save PNG · i status bar · ?/F1 help · q/Esc quit.

            Devices (--device or keys 1-9): \(DevicePreset.all.map { "\($0.key) \($0.id)" }.joined(separator: ", ")).

            Examples:
              trellis preview
              trellis preview Samples/ProfileCard.swift --size 700x500
              trellis preview Samples --device ipad-mini --color-scheme dark
              trellis preview Card.swift --scale 2 --log
              trellis preview Card.swift --editor "code -g {file}:{line}:{column}"
            """)

    @Argument(help: "A layout file or a folder of layout files (default: the Samples gallery).")
    var path: String?

    @OptionGroup var environment: EnvironmentOptions

    @Option(name: .customLong("engine"),
            help: "auto (the interpreter when it takes the whole file, else the Swift compiler), interpreter, or compiled.")
    var engine: EngineChoice = .auto

    @Option(help: "Pixels per point (default: from the Xft.dpi X resource, else 1).")
    var scale: Double?

    @Flag(help: "Print one line per layout pass to standard output: size, environment, layout and paint milliseconds.")
    var log = false

    @Option(help: ArgumentHelp("The command a click on a view runs while outlines (b) are on, with {file}, {line} and {column} replaced by where the view was written; it runs detached through /bin/sh.",
                               valueName: "command"))
    var editor: String?

    func validate() throws {
        if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 4) {
            throw ValidationError("--scale must be between 0.5 and 4")
        }
    }

    func run() throws {
        var configuration = PreviewConfiguration()
        configuration.path = path
        configuration.size = environment.size.cgSize
        configuration.settings = environment.settings
        configuration.settings.applyLanguage()
        configuration.device = environment.devicePreset
        configuration.sizeChosen = environment.sizeChosen
        configuration.scale = scale.map { CGFloat($0) }
        configuration.log = log
        configuration.editor = editor
        configuration.engine = engine
        let status = PreviewApp.run(configuration)
        if status != 0 { throw ExitCode(status) }
    }
}
