import Foundation
import Testing
@testable import TrellisProject

/// An app's `Info.plist` as Xcode builds it from its target's settings (`InfoPropertyList`).
@Suite struct InfoPropertyListTests {
    @Test func settingsAreExpandedWithXcodesModifiers() {
        let settings = ["PRODUCT_NAME": "SwiftUI Sotka_App", "PREFIX": "$(ORG).apps", "ORG": "com.oleg991", "LOOP": "$(LOOP)x"]
        #expect(InfoPropertyList.expanded("$(PREFIX).${PRODUCT_NAME:rfc1034identifier}", settings: settings) == "com.oleg991.apps.SwiftUI-Sotka-App")
        #expect(InfoPropertyList.expanded("$(PRODUCT_NAME:c99extidentifier)", settings: settings) == "SwiftUI_Sotka_App")
        #expect(InfoPropertyList.expanded("$(ORG:upper)/$(inherited)$(UNDEFINED)/$5 $(", settings: settings) == "COM.OLEG991//$5 $(")
        // A cycle stops; it does not hang.
        #expect(InfoPropertyList.expanded("$(LOOP)", settings: settings).hasSuffix("xxxxxxx"))
        #expect(InfoPropertyList.modified("3D Viewer", by: "c99extidentifier") == "_3D_Viewer")
    }

    /// SotkaApp's target (easydev991/SwiftUI-SotkaApp): generated keys beside its own file.
    @Test func aGeneratedListTakesTheTargetsKeysAndItsFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infoplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("App/SupportingFiles"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>LSApplicationQueriesSchemes</key><array><string>mailto</string></array>
            <key>Group</key><dict><key>Identifier</key><string>group.$(PRODUCT_BUNDLE_IDENTIFIER)</string></dict>
            <key>CFBundleShortVersionString</key><string>$(MARKETING_VERSION)-beta</string>
            </dict></plist>
            """.write(to: folder.appendingPathComponent("App/SupportingFiles/Info.plist"), atomically: true, encoding: .utf8)
        let plist = InfoPropertyList.contents(settings: [
            "TARGET_NAME": "SwiftUI-SotkaApp", "SRCROOT": folder.path,
            "PRODUCT_BUNDLE_IDENTIFIER": "com.oleg991.SwiftUI-SotkaApp", "MARKETING_VERSION": "4.8.0",
            "GENERATE_INFOPLIST_FILE": "YES", "INFOPLIST_FILE": "App/SupportingFiles/Info.plist",
            "INFOPLIST_KEY_CFBundleDisplayName": "SW Program", "INFOPLIST_KEY_ITSAppUsesNonExemptEncryption": "NO",
            "INFOPLIST_KEY_UILaunchScreen_Generation": "YES",
            "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait UIInterfaceOrientationLandscapeLeft",
        ])
        #expect(plist["CFBundleIdentifier"] as? String == "com.oleg991.SwiftUI-SotkaApp")
        #expect(plist["CFBundleName"] as? String == "SwiftUI-SotkaApp" && plist["CFBundleExecutable"] as? String == "SwiftUI-SotkaApp")
        #expect(plist["CFBundleVersion"] as? String == "1" && plist["CFBundlePackageType"] as? String == "APPL")
        #expect(plist["CFBundleDisplayName"] as? String == "SW Program")
        #expect(plist["ITSAppUsesNonExemptEncryption"] as? Bool == false)
        #expect(plist["UILaunchScreen_Generation"] == nil)
        #expect(plist["UISupportedInterfaceOrientations"] as? [String] == ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        #expect(plist["LSApplicationQueriesSchemes"] as? [String] == ["mailto"])
        #expect((plist["Group"] as? [String: Any])?["Identifier"] as? String == "group.com.oleg991.SwiftUI-SotkaApp")
        // The file's key over the generated one.
        #expect(plist["CFBundleShortVersionString"] as? String == "4.8.0-beta")
    }

    /// Without a target's settings an app still has an identifier and a version, so code that
    /// unwraps them runs; and `Bundle` reads the file written into its folder.
    @Test func anAppWithoutSettingsHasAnIdentifierThatBundleReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("infoplist-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try "stale".write(to: folder.appendingPathComponent("Info.plist"), atomically: true, encoding: .utf8)
        InfoPropertyList.write(settings: ["TARGET_NAME": "Kavsoft Animations"], into: folder)
        let bundle = try #require(Bundle(path: folder.path))
        #expect(bundle.bundleIdentifier == "com.example.Kavsoft-Animations")
        #expect(bundle.object(forInfoDictionaryKey: "CFBundleShortVersionString") as? String == "1.0")
    }
}
