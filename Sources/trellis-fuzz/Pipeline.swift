import Foundation
import Trellis
import TrellisCairo
import TrellisInterpreter
import TrellisSession

/// What one input goes through, in process: load, check, lay out every preview (the commands'
/// way and the window's, with placeholders), build the display list, paint it. Whatever is
/// wrong with the input must come back as a located diagnostic; anything else is a finding.
enum Pipeline {
    struct Outcome {
        /// Problems that are findings though the process survived: an error without a
        /// location, a paint that Cairo refused.
        var unlocated: [String] = []
        var diagnostics = 0
    }

    static func run(_ url: URL) -> Outcome {
        var outcome = Outcome()
        WorkBudget.begin()
        defer { WorkBudget.end() }
        let file: InterpretedFile
        do {
            file = try InterpretedFile(contentsOf: url)
            file.checkBackend = CairoBackend.backend()
        } catch {
            outcome.unlocated.append("cannot read the input: \(error)")
            return outcome
        }
        check(file, &outcome)
        guard !file.hasSyntaxErrors else { return outcome }
        for (i, preview) in file.previews.prefix(4).enumerated() {
            let session = PreviewSession(size: CGSize(width: 390, height: 844), backend: CairoBackend.backend())
            let layout = session.layout(file.makeView(preview: preview, placeholders: i % 2 == 1))
            let list = layout.displayList()
            _ = layout.warnings.map(\.description)
            do {
                _ = try PNGRenderer.image(list, scale: 1)
            } catch {
                outcome.unlocated.append("paint of '\(preview)': \(error)")
            }
        }
        file.reportSpentBudget(preview: nil)
        check(file, &outcome)
        return outcome
    }

    /// Every diagnostic names the file and a place in it.
    static func check(_ file: InterpretedFile, _ outcome: inout Outcome) {
        let diagnostics = file.diagnostics
        outcome.diagnostics = diagnostics.count
        for d in diagnostics where d.line < 1 || d.column < 1 || d.file != file.path || d.message.isEmpty {
            let text = "unlocated diagnostic: \(d.description)"
            if !outcome.unlocated.contains(text) { outcome.unlocated.append(text) }
        }
    }
}
