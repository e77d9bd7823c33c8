import ArgumentParser
import Foundation
import Trellis
import TrellisCairo
import TrellisInterpreter
import TrellisPreview
import TrellisSession

/// `trellis render FILE -o OUT.png`: the preview as a PNG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a layout file to a PNG image.",
        discussion: """
        Lays out a preview of the file in a window of --size and paints it with Cairo and Pango. \
        The image is --size × --scale pixels. Images named in the file are found next to it and \
        in Resources/ folders. Errors in the file are printed as FILE:LINE:COL: error: message \
        on standard error, and the exit status is 1. --variants draws one sheet with the preview in \
        every variant of one setting (each captioned), the other flags holding for all of them.

        Examples:
          trellis render Samples/ProfileCard.swift -o card.png
          trellis render Samples/ProfileCard.swift -o card@2x.png --scale 2 --color-scheme dark
          trellis render Samples/SizeClassSwitch.swift -o wide.png --size 1024x768
          trellis render Samples/AdaptiveCards.swift -o devices.png --variants devices
          trellis render Samples/DynamicTypeArticle.swift -o type.png --variants dynamic-type
          trellis render MyApp/Screens/Settings.swift -o languages.png --variants languages
          trellis render MyApp/Screens/Settings.swift -o de.png --locale de
          trellis render Counter.swift --interact "tap 'Add'; tap 'Add'" -o two.png
        """
    )

    @Argument(help: "The layout file (SwiftUI source), or a folder compiled as one module.")
    var file: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "The PNG file to write.")
    var output: String

    @Option(name: .customLong("preview"), help: "The #Preview to render, by name (default: the first).")
    var preview: String?

    @Option(name: .customLong("scale"), help: "Pixels per point (1, 2 or 3; default 1).")
    var scale: Double = 1

    @Option(name: .customLong("variants"),
            help: ArgumentHelp("Render a sheet of the preview in every variant of one setting, side by side: devices, dynamic-type, color-scheme, orientation, size-classes, direction or languages (the app's, then Xcode's pseudolanguages).",
                               valueName: "kind"))
    var variants: VariantKind?

    @Option(name: .customLong("interact"),
            help: ArgumentHelp("Run the preview live and perform these steps first, separated by ';': tap 'Add', tap X,Y, toggle 'Name', type 'text' into 'Name', press enter|tab|backspace|escape|left|right|up|down|home|end|delete|ctrl+a (shift+left etc. extend the selection), double-tap X,Y, increment/decrement 'Name', drag X,Y to X,Y. Targets are named by the text they show or their accessibility label. Runs on the compiled path.",
                               valueName: "steps"))
    var interact: String?

    @Option(name: .customLong("animation-time"),
            help: ArgumentHelp("With --interact: draw the moment this many seconds into the animation of the last step (withAnimation, .animation(_:value:)) instead of where it ends.",
                               valueName: "seconds"))
    var animationTime: Double?

    @OptionGroup var environment: EnvironmentOptions

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw ValidationError("--scale must be a number between 0 and 8, not \(scale)")
        }
        if let animationTime {
            guard interact != nil else { throw ValidationError("--animation-time needs --interact: it draws a moment of the last step's animation") }
            guard animationTime.isFinite, animationTime >= 0 else {
                throw ValidationError("--animation-time must be a number of seconds, 0 or more, not \(animationTime)")
            }
        }
    }

    func run() throws {
        // Refused before anything is read or written: the output must not be an input.
        let inputs = OutputFile.inputs(of: file)
        do {
            try OutputFile.check(output, inputs: inputs)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
        let run = try PreviewRun.make(path: file, preview: preview, options: environment, engine: engine, scale: CGFloat(scale),
                                      interact: interact, animationTime: animationTime)
        // The images the file reads are inputs too.
        let allInputs = inputs + ((run.document as? InterpretedFile)?.dependencies.map(\.path) ?? [])
        if let variants {
            let cells = VariantSheet.variants(variants, session: run.session)
            try VariantSheet.render(run.document, preview: preview, variants: cells, scale: CGFloat(scale),
                                    to: URL(fileURLWithPath: output), inputs: allInputs)
            return
        }
        let png: Data
        do {
            let image = try run.animatedList.map { try PNGRenderer.image($0, scale: CGFloat(scale)) }
                ?? PNGRenderer.image(run.layout, scale: CGFloat(scale))
            png = try image.pngData()
        } catch {
            printError("\(file): error: cannot render to \(output): \(error)")
            throw ExitCode(1)
        }
        // A budget or a layout may have stopped during painting: report it rather than write.
        run.document.reportSpentBudget(preview: preview)
        try PreviewRun.reportErrors(run.document)
        do {
            try OutputFile.write(png, to: output, inputs: allInputs)
        } catch {
            printError("\(error)")
            throw ExitCode(1)
        }
    }
}
