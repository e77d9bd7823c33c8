import Foundation
import Testing
@testable import TrellisProject

/// A string catalog (`.xcstrings`) read as Xcode builds it: each language's strings table, and the
/// symbols Xcode 26 generates for strings added by hand, named after their keys and taking the
/// arguments their source-language values have.
@Suite struct StringCatalogTests {
    static let catalog = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : { "shouldTranslate" : false },
            "Pick a city" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Pick a city" } },
              "ru" : { "stringUnit" : { "state" : "translated", "value" : "Выбери город" } } } },
            "Help.CountryNotFound" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Didn’t find your \"country\"?" } } } },
            "Day %lld" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Day %1$(number)lld" } } } },
            "%.1f sec" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "%.1f sec" } } } },
            "Journal.DeleteEntryMessage" : { "extractionState" : "manual", "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Delete the entry of day %lld?" } } } },
            "%lld items" : { "localizations" : { "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } } } },
            "greeting" : { "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello" } } } }
          },
          "version" : "1.0"
        }
        """#

    func read() throws -> StringCatalog {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)/Localizable.xcstrings")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.catalog.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        return try StringCatalog.read(url)
    }

    @Test func eachLanguageIsAStringsTableFoundationReads() throws {
        let catalog = try read()
        #expect(catalog.table == "Localizable" && catalog.sourceLanguage == "en")
        let tables = catalog.stringsTables
        #expect(Set(tables.keys) == ["en", "ru"])
        #expect(tables["ru"] == "\"Pick a city\" = \"Выбери город\";\n")
        // Written where Foundation looks, and read back by it: plurals as their "other" form.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bundle-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("en.lproj/Localizable.strings")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try #require(tables["en"]).write(to: url, atomically: true, encoding: .utf8)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(bundle.localizedString(forKey: "greeting", value: nil, table: nil) == "Hello")
        #expect(bundle.localizedString(forKey: "Help.CountryNotFound", value: nil, table: nil) == "Didn’t find your \"country\"?")
        #expect(bundle.localizedString(forKey: "%lld items", value: nil, table: nil) == "%lld items")
    }

    @Test func handAddedStringsAreSymbolsNamedAfterTheirKeys() throws {
        let symbols = try read().symbols(bundle: ".main")
        #expect(symbols.contains(#"static var pickACity: LocalizedStringResource { LocalizedStringResource("Pick a city", defaultValue: "Pick a city", table: "Localizable", bundle: .main) }"#))
        #expect(symbols.contains(#"static var helpCountryNotFound: LocalizedStringResource { LocalizedStringResource("Help.CountryNotFound", defaultValue: "Didn’t find your \"country\"?", table: "Localizable", bundle: .main) }"#))
        // Arguments as the value names and types them.
        #expect(symbols.contains(#"static func day(number arg1: Int) -> LocalizedStringResource { LocalizedStringResource("Day %lld", defaultValue: "Day \(arg1)", table: "Localizable", bundle: .main) }"#), "\(symbols)")
        #expect(symbols.contains(#"static func sec(_ arg1: Float) -> LocalizedStringResource { LocalizedStringResource("%.1f sec", defaultValue: "\(arg1, specifier: "%.1f") sec""#), "\(symbols)")
        #expect(symbols.contains(#"static func journalDeleteEntryMessage(_ arg1: Int) -> LocalizedStringResource"#))
        // Each also a key, for the views that take one.
        #expect(symbols.contains(#"static func day(number arg1: Int) -> LocalizedStringKey { LocalizedStringKey(String(localized: LocalizedStringResource.day(number: arg1))) }"#))
        #expect(symbols.contains(#"static var pickACity: LocalizedStringKey { LocalizedStringKey(String(localized: LocalizedStringResource.pickACity)) }"#))
        // Extracted strings have none.
        #expect(!symbols.contains("greeting") && !symbols.contains(" items"))
    }

    @Test func keysBecomeLowerCamelCaseIdentifiers() {
        #expect(StringCatalog.symbolName("Contact us") == "contactUs")
        #expect(StringCatalog.symbolName("Help.CityNotFound") == "helpCityNotFound")
        #expect(StringCatalog.symbolName("URL") == "url")
        #expect(StringCatalog.symbolName("2FA code") == "_2faCode")
        #expect(StringCatalog.symbolName("default") == "`default`")
        #expect(StringCatalog.symbolName("...") == nil)
    }

    @Test func aCatalogThatIsNotJSONIsAnErrorAtItsFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).xcstrings")
        try "{ not json".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let error = #expect(throws: ProjectError.self) { try StringCatalog.read(url) }
        #expect(error?.diagnostic.file == url.path && error?.diagnostic.line == 1)
    }

    /// A module declares each symbol once, over its catalogs; and an app's catalogs are its own,
    /// not those of the local packages inside its folder (modules of their own).
    @Test func aModuleDeclaresEachSymbolOnceFromItsOwnCatalogs() throws {
        let catalog = try read()
        var declared: Set<String> = []
        #expect(!catalog.symbols(bundle: ".main", declared: &declared).isEmpty)
        #expect(catalog.symbols(bundle: ".main", declared: &declared).isEmpty)

        let app = FileManager.default.temporaryDirectory.appendingPathComponent("app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        for path in ["Support/Localizable.xcstrings", "Libraries/Kit/Package.swift", "Libraries/Kit/Sources/Kit/Localizable.xcstrings"] {
            let url = app.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.catalog.write(to: url, atomically: true, encoding: .utf8)
        }
        let module = ProjectModule(name: "PreviewModule", folder: app, files: [], dependencies: [], resources: [], languageMode: 6, isApp: true)
        #expect(ResourceFolder.stringCatalogs(of: module).map(\.lastPathComponent) == ["Localizable.xcstrings"])
        #expect(ResourceFolder.stringCatalogs(of: module).first?.path.contains("/Support/") == true)
    }
}
