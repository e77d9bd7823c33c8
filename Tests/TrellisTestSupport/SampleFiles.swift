import Foundation

/// The repository's samples (`Samples/*.swift`), for the unit and the end-to-end tests alike.
public enum SampleFiles {
    public static let names: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: samplesFolder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted()
    }()

    /// Samples written in Swift the interpreter does not take (they open through swiftc;
    /// CompiledPathTests lays them out).
    public static let compiledOnly: Set<String> = [
        "OrderSummary.swift", "SettingsScreen.swift", "MailInbox.swift", "MusicTabs.swift", "NotesSplitView.swift",
        "PhotoGrid.swift",
    ]
}
