import ArgumentParser
import Foundation
import TrellisPreview

/// `trellis preview [FILE|FOLDER]`: the live X11 window.
struct Preview: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Open a layout file (or a folder of them) in a live X11 window.",
        discussion: """
            Without FILE or FOLDER, opens the Samples/ gallery. Drag the window's edges to test \
            adaptivity; the file is reloaded whenever it (or a file it uses) is saved.

            Keys: a AnyLayout flip · h/v size classes · 1-9 device presets, 0 free size · r rotate · \
            +/- Dynamic Type · l RTL · d dark · b outlines · Tab/Shift+Tab previews · s save PNG · \
            i status bar · ?/F1 help · q/Esc quit.

            Device presets for --size: \(DevicePreset.all.map(\.id).joined(separator: ", ")).

            Examples:
              trellis preview Samples/ProfileCard.swift
              trellis preview Samples --size ipad-mini
              trellis preview Card.swift --size 700x500 --scale 2 --log
            """)

    @Argument(help: "A layout file or a folder of layout files (default: the Samples gallery).")
    var path: String?

    @Option(help: "Window size in points, WxH, or a device preset name (default 390x844).")
    var size: String = "390x844"

    @Option(help: "Pixels per point (default: from the Xft.dpi X resource, else 1).")
    var scale: Double?

    @Flag(help: "Print one line per layout pass: size, environment, layout and paint milliseconds.")
    var log = false

    func validate() throws {
        if DevicePreset.named(size) == nil && PreviewConfiguration.parseSize(size) == nil {
            throw ValidationError("--size must be WxH (e.g. 390x844) or one of: \(DevicePreset.all.map(\.id).joined(separator: ", "))")
        }
        if let scale, !(scale.isFinite && scale >= 0.5 && scale <= 4) {
            throw ValidationError("--scale must be between 0.5 and 4")
        }
    }

    func run() throws {
        var configuration = PreviewConfiguration()
        configuration.path = path
        if let preset = DevicePreset.named(size) {
            configuration.device = preset
        } else if let parsed = PreviewConfiguration.parseSize(size) {
            configuration.size = parsed
        }
        configuration.scale = scale.map { CGFloat($0) }
        configuration.log = log
        let status = PreviewApp.run(configuration)
        if status != 0 { throw ExitCode(status) }
    }
}
