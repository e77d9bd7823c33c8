import Foundation
import Testing
import Trellis

/// `--interact` with presentations, in real `trellis` processes on the compiled path: a tap
/// presents a sheet whose frames `layout` prints, `dismiss()` inside it dismisses (and
/// `onDismiss` runs), an alert's buttons run their action and dismiss, and the render draws
/// the alert's card over the dimmed screen.
@Suite(.serialized) struct PresentationCommandTests {
    static let source = """
        import SwiftUI

        struct SheetScreen: View {
            @State private var showSheet = false
            @State private var showAlert = false
            @State private var dismissed = 0
            @State private var deleted = false
            var body: some View {
                VStack(spacing: 20) {
                    Text("Dismissed \\(dismissed)").id("dismissed-\\(dismissed)")
                    if deleted { Text("Deleted").id("deleted") }
                    Button("Show") { showSheet = true }
                    Button("Delete…") { showAlert = true }
                }
                .sheet(isPresented: $showSheet, onDismiss: { dismissed += 1 }) { SheetContent() }
                .alert("Delete the file?", isPresented: $showAlert) {
                    Button("Delete", role: .destructive) { deleted = true }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("This cannot be undone.")
                }
            }
        }

        struct SheetContent: View {
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.isPresented) private var isPresented
            var body: some View {
                VStack(spacing: 16) {
                    Text(isPresented ? "presented" : "not presented").id("presented-\\(isPresented)")
                    Button("Done") { dismiss() }.id("done")
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background(Color.red)
                .id("sheet")
            }
        }

        #Preview { SheetScreen() }
        """

    static func layout(_ steps: String) throws -> LayoutTree {
        let url = try Command.temporaryFile(Self.source, name: "PresentingScreen.swift")
        let r = try CompiledPath.run(["layout", url.path, "--json", "--size", "390x600", "--interact", steps])
        #expect(r.status == 0, "\(r.stderr)")
        return try CompiledPath.tree(r.stdout)
    }

    @Test func aTapPresentsTheSheetAndLayoutPrintsItsFrames() throws {
        let tree = try Self.layout("tap 'Show'")
        #expect(tree.root.type == "Presentation")
        // No safe area at 390 × 600: the card starts 10 pt from the top and fills the rest.
        let sheet = try #require(tree.root.first(id: "sheet")).frame
        #expect(abs(sheet.x) < 0.01 && abs(sheet.y - 10) < 0.01 && abs(sheet.width - 390) < 0.01 && abs(sheet.height - 590) < 0.01, "\(sheet)")
        #expect(tree.root.first(id: "presented-true") != nil)
        // Done calls dismiss(): the sheet goes and onDismiss counts it.
        let after = try Self.layout("tap 'Show'; tap 'Done'")
        #expect(after.root.type != "Presentation")
        #expect(after.root.first(id: "dismissed-1") != nil, "\(after.root.all.compactMap(\.id))")
        // Under the sheet the presenting view's buttons take no taps.
        let url = try Command.temporaryFile(Self.source, name: "PresentingScreen.swift")
        let r = try CompiledPath.run(["layout", url.path, "--interact", "tap 'Show'; tap 'Delete…'"])
        #expect(r.status == 1)
        #expect(r.stderr.contains("--interact:1:17: error: no view shows 'Delete…'"), "\(r.stderr)")
    }

    @Test func anAlertsButtonRunsItsActionAndDismisses() throws {
        let tree = try Self.layout("tap 'Delete…'; tap 'Delete'")
        #expect(tree.root.type != "Presentation")
        #expect(tree.root.first(id: "deleted") != nil)
        let cancelled = try Self.layout("tap 'Delete…'; tap 'Cancel'")
        #expect(cancelled.root.first(id: "deleted") == nil && cancelled.root.type != "Presentation")
    }

    @Test func theRenderDrawsTheAlertOverTheDimmedScreen() throws {
        let url = try Command.temporaryFile(Self.source, name: "PresentingPixels.swift")
        let png = url.deletingLastPathComponent().appendingPathComponent("alert.png")
        let r = try CompiledPath.run(["render", url.path, "--size", "390x600", "--interact", "tap 'Delete…'", "-o", png.path])
        #expect(r.status == 0, "\(r.stderr)")
        // The card (270 wide, centred) is light grey; the screen around it is white dimmed by 20 % black.
        let card = try Projects.pixel(png, 68, 270)
        #expect(card.r > 235 && card.g > 235 && card.b > 235, "\(card)")
        let dimmed = try Projects.pixel(png, 20, 300)
        #expect(abs(Int(dimmed.r) - 204) <= 3 && abs(Int(dimmed.g) - 204) <= 3, "\(dimmed)")
    }
}
