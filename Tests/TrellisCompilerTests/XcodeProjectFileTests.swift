import Foundation
import Testing
@testable import TrellisProject

/// An Xcode project's `project.pbxproj` read for its targets' Swift sources: files through their
/// groups, a file shared by an app and its widget extension, Xcode 16's synchronised folders and
/// their exceptions, and the remote packages the targets use.
@Suite struct XcodeProjectFileTests {
    /// A project in the shape Xcode writes: an app target and a widget extension that shares the
    /// widget's attributes file with the app; a folder kept in sync with the disk, less one file;
    /// a remote package's product.
    static let pbxproj = #"""
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        classes = {
        };
        objectVersion = 77;
        objects = {

    /* Begin PBXBuildFile section */
            B001 /* ShopApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F001 /* ShopApp.swift */; };
            B002 /* CartView.swift in Sources */ = {isa = PBXBuildFile; fileRef = F002 /* CartView.swift */; };
            B003 /* DeliveryAttributes.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* DeliveryAttributes.swift */; };
            B004 /* DeliveryAttributes.swift in Sources */ = {isa = PBXBuildFile; fileRef = F003 /* DeliveryAttributes.swift */; };
            B005 /* DeliveryWidget.swift in Sources */ = {isa = PBXBuildFile; fileRef = F004 /* DeliveryWidget.swift */; };
            B006 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = F005 /* Assets.xcassets */; };
            B007 /* Charts in Frameworks */ = {isa = PBXBuildFile; productRef = P001 /* Charts */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
            F001 /* ShopApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ShopApp.swift; sourceTree = "<group>"; };
            F002 /* CartView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = CartView.swift; sourceTree = "<group>"; };
            F003 /* DeliveryAttributes.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DeliveryAttributes.swift; sourceTree = "<group>"; };
            F004 /* DeliveryWidget.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = DeliveryWidget.swift; sourceTree = "<group>"; };
            F005 /* Assets.xcassets */ = {isa = PBXFileReference; lastKnownFileType = folder.assetcatalog; path = Assets.xcassets; sourceTree = "<group>"; };
            F006 /* Shop.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; path = Shop.app; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXFileSystemSynchronizedBuildFileExceptionSet section */
            E001 /* Exceptions for "Features" folder in "Shop" target */ = {
                isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                membershipExceptions = (
                    Draft.swift,
                    "Notes/Old Screen.swift",
                    Libraries/Tools,
                );
                target = T001 /* Shop */;
            };
            E002 /* Exceptions for "Features" folder in "Widgets" target */ = {
                isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                membershipExceptions = (
                    "/Localized: Strings/Localizable.strings",
                    Art.xcassets,
                );
                target = T002 /* Widgets */;
            };
    /* End PBXFileSystemSynchronizedBuildFileExceptionSet section */

    /* Begin PBXFileSystemSynchronizedRootGroup section */
            S001 /* Features */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E001 /* Exceptions for "Features" folder in "Shop" target */, E002 /* Exceptions for "Features" folder in "Widgets" target */, ); explicitFileTypes = {}; explicitFolders = (); path = Features; sourceTree = "<group>"; };
    /* End PBXFileSystemSynchronizedRootGroup section */

    /* Begin PBXGroup section */
            G000 = {
                isa = PBXGroup;
                children = (
                    G001 /* Shop */,
                    G002 /* Widgets */,
                    S001 /* Features */,
                    G003 /* Products */,
                );
                sourceTree = "<group>";
            };
            G001 /* Shop */ = {
                isa = PBXGroup;
                children = (
                    F001 /* ShopApp.swift */,
                    G004 /* Views */,
                    F005 /* Assets.xcassets */,
                );
                path = Shop;
                sourceTree = "<group>";
            };
            G004 /* Views */ = {
                isa = PBXGroup;
                children = (
                    F002 /* CartView.swift */,
                );
                name = Views;
                sourceTree = "<group>";
            };
            G002 /* Widgets */ = {
                isa = PBXGroup;
                children = (
                    F003 /* DeliveryAttributes.swift */,
                    F004 /* DeliveryWidget.swift */,
                );
                path = Widgets;
                sourceTree = "<group>";
            };
            G003 /* Products */ = {
                isa = PBXGroup;
                children = (
                    F006 /* Shop.app */,
                );
                name = Products;
                sourceTree = "<group>";
            };
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
            T001 /* Shop */ = {
                isa = PBXNativeTarget;
                buildPhases = (
                    P101 /* Sources */,
                    P102 /* Resources */,
                );
                fileSystemSynchronizedGroups = (
                    S001 /* Features */,
                );
                name = Shop;
                packageProductDependencies = (
                    P001 /* Charts */,
                );
                productName = Shop;
                productType = "com.apple.product-type.application";
            };
            T002 /* Widgets */ = {
                isa = PBXNativeTarget;
                buildConfigurationList = L002 /* Build configuration list for PBXNativeTarget "Widgets" */;
                buildPhases = (
                    P201 /* Sources */,
                );
                name = Widgets;
                productType = "com.apple.product-type.app-extension";
            };
    /* End PBXNativeTarget section */

    /* Begin XCBuildConfiguration section */
            C001 /* Debug */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS = YES;
                    SWIFT_VERSION = 5.0;
                };
                name = Debug;
            };
            C002 /* Release */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    SWIFT_VERSION = 5.0;
                };
                name = Release;
            };
            C003 /* Debug */ = {
                isa = XCBuildConfiguration;
                buildSettings = {
                    SWIFT_STRICT_CONCURRENCY = complete;
                    SWIFT_VERSION = 6.0;
                };
                name = Debug;
            };
    /* End XCBuildConfiguration section */

    /* Begin XCConfigurationList section */
            L001 /* Build configuration list for PBXProject "Shop" */ = {
                isa = XCConfigurationList;
                buildConfigurations = (
                    C001 /* Debug */,
                );
                defaultConfigurationName = Release;
            };
            L002 /* Build configuration list for PBXNativeTarget "Widgets" */ = {
                isa = XCConfigurationList;
                buildConfigurations = (
                    C002 /* Release */,
                    C003 /* Debug */,
                );
                defaultConfigurationName = Release;
            };
    /* End XCConfigurationList section */

    /* Begin PBXProject section */
            R001 /* Project object */ = {
                isa = PBXProject;
                buildConfigurationList = L001 /* Build configuration list for PBXProject "Shop" */;
                mainGroup = G000;
                packageReferences = (
                    K001 /* XCRemoteSwiftPackageReference "swift-charts-extras" */,
                );
                projectDirPath = "";
                projectRoot = "";
                targets = (
                    T001 /* Shop */,
                    T002 /* Widgets */,
                );
            };
    /* End PBXProject section */

    /* Begin PBXSourcesBuildPhase section */
            P101 /* Sources */ = {
                isa = PBXSourcesBuildPhase;
                files = (
                    B001 /* ShopApp.swift in Sources */,
                    B002 /* CartView.swift in Sources */,
                    B003 /* DeliveryAttributes.swift in Sources */,
                );
            };
            P102 /* Resources */ = {
                isa = PBXResourcesBuildPhase;
                files = (
                    B006 /* Assets.xcassets in Resources */,
                );
            };
            P201 /* Sources */ = {
                isa = PBXSourcesBuildPhase;
                files = (
                    B004 /* DeliveryAttributes.swift in Sources */,
                    B005 /* DeliveryWidget.swift in Sources */,
                );
            };
    /* End PBXSourcesBuildPhase section */

    /* Begin XCRemoteSwiftPackageReference section */
            K001 /* XCRemoteSwiftPackageReference "swift-charts-extras" */ = {
                isa = XCRemoteSwiftPackageReference;
                repositoryURL = "https://example.invalid/shop/swift-charts-extras.git";
                requirement = {
                    kind = upToNextMajorVersion;
                    minimumVersion = 1.0.0;
                };
            };
    /* End XCRemoteSwiftPackageReference section */

    /* Begin XCSwiftPackageProductDependency section */
            P001 /* Charts.Extras */ = {
                isa = XCSwiftPackageProductDependency;
                package = K001 /* XCRemoteSwiftPackageReference "swift-charts-extras" */;
                productName = Charts.Extras;
            };
    /* End XCSwiftPackageProductDependency section */
        };
        rootObject = R001 /* Project object */;
    }
    """#

    static func project() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-pbxproj-\(UUID().uuidString)")
        let files = ["Shop/ShopApp.swift", "Shop/CartView.swift", "Widgets/DeliveryAttributes.swift", "Widgets/DeliveryWidget.swift",
                     "Features/Orders.swift", "Features/Draft.swift", "Features/Notes/Old Screen.swift", "Features/Notes/New Screen.swift",
                     "Features/Libraries/Tools/Sources/Tools/Gen.swift", "Features/Libraries/Toolset.swift"]
        for file in files {
            let url = root.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "import SwiftUI\n".write(to: url, atomically: true, encoding: .utf8)
        }
        for folder in ["Features/Strings/en.lproj", "Features/Strings/de.lproj", "Features/Strings/Base.lproj", "Features/Art.xcassets"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in ["Features/Strings/en.lproj/Localizable.strings", "Features/Strings/de.lproj/Localizable.strings",
                     "Features/Strings/Base.lproj/Main.storyboard"] {
            try "".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        let project = root.appendingPathComponent("Shop.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try pbxproj.write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func targetsHaveTheirSourcesThroughGroupsAndSynchronisedFolders() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try #require(XcodeProjectFile.read(root.appendingPathComponent("Shop.xcodeproj")))
        #expect(project.targets.map(\.name) == ["Shop", "Widgets"])
        let base = root.standardizedFileURL.path
        let shop = project.targets[0].sources.map { String($0.dropFirst(base.count + 1)) }
        // A group without a path (Views) adds nothing to its files' paths; the synchronised
        // folder gives every file but its exceptions (a folder's files among them).
        #expect(shop == ["Features/Libraries/Toolset.swift", "Features/Notes/New Screen.swift", "Features/Orders.swift", "Shop/CartView.swift", "Shop/ShopApp.swift",
                         "Widgets/DeliveryAttributes.swift"])
        #expect(project.targets[0].isApplication && !project.targets[1].isApplication)
        #expect(project.targets[1].sources.map { String($0.dropFirst(base.count + 1)) }
            == ["Widgets/DeliveryAttributes.swift", "Widgets/DeliveryWidget.swift"])
        #expect(project.remoteProducts == [XcodeProjectFile.RemoteProduct(product: "Charts.Extras",
                                                                        url: "https://example.invalid/shop/swift-charts-extras.git",
                                                                        package: "swift-charts-extras")])
        #expect(project.remoteProducts.first?.moduleName == "Charts_Extras")
    }

    @Test func theModuleOfAFileIsItsTargetsAppBeforeAnExtension() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let shared = root.appendingPathComponent("Widgets/DeliveryAttributes.swift").path
        let app = try #require(try Project.open(shared, isProvided: { _ in true }))
        #expect(app.module.files.count == 6 && app.module.isApp)
        let widget = try #require(try Project.open(root.appendingPathComponent("Widgets/DeliveryWidget.swift").path, isProvided: { _ in true }))
        #expect(widget.module.files.map { ($0 as NSString).lastPathComponent } == ["DeliveryAttributes.swift", "DeliveryWidget.swift"])
    }

    /// Build settings per target: the Debug configuration's over the project's; the app compiles
    /// in Swift 5 with generated asset symbol extensions, its extension in Swift 6.
    @Test func targetsHaveTheirDebugSettingsOverTheProjects() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try #require(XcodeProjectFile.read(root.appendingPathComponent("Shop.xcodeproj")))
        let shop = try #require(project.targets.first { $0.name == "Shop" })
        let widgets = try #require(project.targets.first { $0.name == "Widgets" })
        #expect(shop.languageMode == 5 && widgets.languageMode == 6)
        #expect(shop.settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES")
        #expect(widgets.settings["ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS"] == "YES")
        #expect(widgets.settings["SWIFT_STRICT_CONCURRENCY"] == "complete")
    }

    /// A target that takes files from another's synchronised folder takes its resources too: a
    /// catalog, and a localised strings file as the `.lproj` folders that hold it.
    @Test func aTargetTakesResourcesFromAnotherTargetsFolder() throws {
        let root = try Self.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = try #require(XcodeProjectFile.read(root.appendingPathComponent("Shop.xcodeproj")))
        let base = root.standardizedFileURL.path
        let widgets = try #require(project.targets.first { $0.name == "Widgets" })
        #expect(widgets.resources.map { String($0.dropFirst(base.count + 1)) }
                == ["Features/Art.xcassets", "Features/Strings/de.lproj", "Features/Strings/en.lproj"])
        #expect(project.targets.first { $0.name == "Shop" }?.resources == [])
    }

    @Test func brokenOrForeignPropertyListsDoNotParse() {
        #expect(OpenStepPlist.parse("{ a = b; ") == nil)
        #expect(OpenStepPlist.parse("{ a = (1, 2,); b = \"x\\\"y\"; c = <0fab>; }") != nil)
        #expect(OpenStepPlist.parse(String(repeating: "(", count: 1000)) == nil)
        #expect(OpenStepPlist.parse("{ a = b } trailing") == nil)
    }
}

/// A Core ML model in an app's Sources phase, as the course's BetterRest project has it: beside
/// the app's folder, not in it. The model is the app's (its classes are generated, the model is
/// in its bundle), found wherever the phase says it lies, and once.
@Suite struct XcodeProjectModelFileTests {
    static let pbxproj = #"""
    // !$*UTF8*$!
    {
        objects = {
            B001 = {isa = PBXBuildFile; fileRef = F001; };
            B002 = {isa = PBXBuildFile; fileRef = F002; };
            F001 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = ContentView.swift; sourceTree = "<group>"; };
            F002 = {isa = PBXFileReference; lastKnownFileType = file.mlmodel; name = SleepCalculator.mlmodel; path = ../../BetterRestModel/SleepCalculator.mlmodel; sourceTree = "<group>"; };
            G000 = {isa = PBXGroup; children = (G001, ); sourceTree = "<group>"; };
            G001 = {isa = PBXGroup; children = (F001, F002, ); path = BetterRest; sourceTree = "<group>"; };
            P001 = {isa = PBXSourcesBuildPhase; files = (B001, B002, ); };
            T001 = {isa = PBXNativeTarget; buildPhases = (P001, ); name = BetterRest; productType = "com.apple.product-type.application"; };
            R001 = {isa = PBXProject; mainGroup = G000; projectDirPath = ""; targets = (T001, ); };
        };
        rootObject = R001;
    }
    """#

    @Test func aModelOutsideTheAppsFolderIsTheAppsAndFoundOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-mlmodel-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = ["BetterRest/BetterRest.xcodeproj/project.pbxproj": Self.pbxproj,
                     "BetterRest/BetterRest/ContentView.swift": "import SwiftUI\n",
                     "BetterRest/BetterRest/Local.mlmodel": "",
                     "BetterRestModel/SleepCalculator.mlmodel": ""]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let base = root.standardizedFileURL.path
        let xcode = try #require(XcodeProjectFile.read(root.appendingPathComponent("BetterRest/BetterRest.xcodeproj")))
        #expect(xcode.targets[0].resources.map { String($0.dropFirst(base.count + 1)) } == ["BetterRestModel/SleepCalculator.mlmodel"])
        let project = try #require(try Project.open(root.appendingPathComponent("BetterRest/BetterRest/ContentView.swift").path, isProvided: { _ in true }))
        // The phase's model and the one in the app's folder, each once.
        #expect(ResourceFolder.mlModels(of: project.module).map { String($0.path.dropFirst(base.count + 1)) }
                == ["BetterRest/BetterRest/Local.mlmodel", "BetterRestModel/SleepCalculator.mlmodel"])
    }
}
