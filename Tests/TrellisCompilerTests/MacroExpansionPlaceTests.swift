import Foundation
import Testing
@testable import TrellisCompiler

/// A trap in a `#Preview`'s body is reported by the runtime at a line of the macro's expansion
/// buffer; `MacroExpansionPlace` puts it back in the user's text.
@Suite struct MacroExpansionPlaceTests {
    static let source = """
        import SwiftUI

        struct Nil: View {
            let n: Int
            var body: some View { Text("\\(n)") }
        }

        #Preview("Seven", traits: .sizeThatFitsLayout) {
            Nil(
                n: [1: 2][7]!
            )
        }
        """

    /// The buffer as swiftc writes it for Trellis's `#Preview` (its views wrapped, a space added).
    static func expansion(of file: String) -> String {
        """
        @_cdecl("trellis_preview_Nil_swift_8_1")
        public func $s13PreviewModule0014Nilswift_IwJBbfMX7_0_33_9EF2A6CD099E8C031B30A04883B2C33DLl0A0fMf_7previewfMu_() -> UnsafeMutableRawPointer {
            Trellis.PreviewRegistration(name: "Seven", traits: [.sizeThatFitsLayout], file: "PreviewModule/Nil.swift", line: 8, column: 1, body: {
            Trellis._trellisLocated(Nil(
                n: [1: 2] [7]!
            ), file: "\(file)", line: 9, column: 5)
                }).retainedPointer()
        }

        // original-source-range: \(file):8:1-12:2
        """
    }

    @Test func aLineOfTheUsersTextIsFoundByItsCharacters() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("macro-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Nil.swift").path
        try Self.source.write(toFile: file, atomically: true, encoding: .utf8)
        // The unwrap's `!`, column 22 of the buffer's line 5, is column 21 of line 10.
        #expect(MacroExpansionPlace(expansionText: Self.expansion(of: file), line: 5, column: 22) == MacroExpansionPlace(file: file, line: 10, column: 21))
        // A line the expansion wrote is the macro's place.
        #expect(MacroExpansionPlace(expansionText: Self.expansion(of: file), line: 3, column: 5) == MacroExpansionPlace(file: file, line: 8, column: 1))
        // Without the range it says nothing.
        #expect(MacroExpansionPlace(expansionText: "let x = 1\n", line: 1, column: 1) == nil)
        let range = try #require(MacroExpansionPlace.range("/a:b/F.swift:3:1-9:2"))
        #expect(range.file == "/a:b/F.swift" && range.start == (3, 1) && range.end == (9, 2))
    }

    @Test func aGoneBufferStillNamesTheMacrosLine() {
        #expect(MacroExpansionPlace.macroPlace(inName: "/tmp/swift-generated-sources/@__swiftmacro_13PreviewModule0014Nilswift_IwJBbfMX11_0_33_9EF2fMf_.swift")! == (12, 1))
        #expect(MacroExpansionPlace.isExpansion("/tmp/x/@__swiftmacro_A.swift") && !MacroExpansionPlace.isExpansion("/tmp/x/A.swift"))
    }
}
