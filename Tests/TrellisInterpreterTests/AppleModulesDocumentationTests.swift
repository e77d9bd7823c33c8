import Foundation
import Testing

/// Every public declaration of the Apple-named companion modules (Sources/Apple other than
/// `SwiftUI` and `Combine`, which `PublicAPIDocumentationTests` walks: `UIKit`, `MapKit`,
/// `CoreLocation`, …) has a doc comment, counted with the same walk.
@Suite struct AppleModulesDocumentationTests {
    @Test func everyPublicSymbolIsDocumented() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Sources/Apple").path)
            .filter { $0 != "SwiftUI" && $0 != "Combine" }.sorted().map { "Sources/Apple/\($0)" }
        // Types are looked up in the engine too: the modules extend its views and values.
        let coverage = try PublicAPICoverage(moduleFolders: ["Sources/Trellis"] + folders, root: packageRoot)
        let symbols = coverage.symbols.filter { symbol in folders.contains { symbol.file.hasPrefix($0 + "/") } }
        let undocumented = symbols.filter { !$0.isDocumented }
        for folder in Set(symbols.map(\.folder)).sorted() {
            let inFolder = symbols.filter { $0.folder == folder }
            print("  \(folder): documented \(inFolder.filter(\.isDocumented).count) of \(inFolder.count)")
        }
        #expect(symbols.count > 1000, "the companion modules' public symbols were not found")
        #expect(undocumented.isEmpty, """
            undocumented:
            \(undocumented.map { "\($0.file):\($0.line): \($0.name)" }.joined(separator: "\n"))
            """)
    }
}
