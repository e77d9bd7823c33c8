import Foundation
import Testing
@_spi(Hosts) @testable import Trellis

/// Xcode's pseudolanguages change every localizable string and leave its format specifiers.
@Suite struct PseudolanguageTests {
    @Test func eachChangesTheWordsAndKeepsTheSpecifiers() {
        #expect(Pseudolanguage.doubleLength.apply(to: "Add item") == "Add Add item item")
        #expect(Pseudolanguage.doubleLength.apply(to: "%lld items, %1$@ left.") == "%lld items items, %1$@ left left.")
        #expect(Pseudolanguage.accented.apply(to: "Settings %@") == "Šéţţîñĝš %@")
        #expect(Pseudolanguage.accented.apply(to: "100%% done %.1f") == "100%% ďöñé %.1f")
        #expect(Pseudolanguage.bounded.apply(to: "Save") == "[# Save #]")
        #expect(Pseudolanguage.rightToLeft.apply(to: "Save") == "Save")
    }

    /// A literal key is localizable: in a pseudolanguage it changes without any table, and its
    /// interpolations keep their values.
    @Test func aTextsKeyChangesWithoutATable() {
        let count = 3
        let key: LocalizedStringKey = "Add \(count) items"
        #expect(Text(key.translated(table: nil, bundle: nil, pseudolanguage: .doubleLength)).string == "Add Add 3 items items")
        #expect(Text(key.translated(table: nil, bundle: nil, pseudolanguage: nil)).string == "Add 3 items")
    }
}
