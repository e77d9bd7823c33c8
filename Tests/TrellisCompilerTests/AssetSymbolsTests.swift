import Foundation
import Testing
@testable import TrellisCompiler
@testable import TrellisProject

/// The symbols Xcode generates for an app's asset catalogs, by name.
@Suite struct AssetSymbolsTests {
    @Test(arguments: [
        ("AppGrayColor", "Color", "appGray"), ("brand-red", "Color", "brandRed"), ("Primary Text", "Color", "primaryText"),
        ("URL", "Color", "url"), ("UIBackground", "Color", "uiBackground"), ("3DStar", "Image", "_3DStar"),
        ("HeroImage", "Image", "hero"), ("Image", "Image", "image"), ("default", "Color", "`default`"),
        ("AccentColor", "Color", "accent"),
    ])
    func symbolNames(name: String, suffix: String, symbol: String) {
        #expect(AssetSymbols.symbol(for: name, suffix: suffix) == symbol)
    }

    @Test func colourExtensionsLeaveOutSwiftUIsOwnNames() {
        var catalog = AssetCatalog()
        let gray = AssetCatalog.ColorSet(light: .init(components: [0.5, 0.5, 0.5, 1]), dark: nil)
        catalog.colors = ["AppGrayColor": gray, "Red": gray, "Background": gray, "Folder/Inner": gray]
        catalog.images = ["Logo": []]
        let withExtensions = AssetSymbols.declarations(catalog, extensions: true)
        #expect(withExtensions.contains("static let appGray = ColorResource(name: \"AppGrayColor\", bundle: .main)"))
        #expect(withExtensions.contains("static let logo = ImageResource(name: \"Logo\", bundle: .main)"))
        // `Color.red` and `ShapeStyle.background` are SwiftUI's: their resources only.
        #expect(withExtensions.contains("static let red = ColorResource"))
        #expect(!withExtensions.contains("static var red: Color"))
        #expect(withExtensions.contains("extension Color {\n    static var appGray: Color { Color(ColorResource.appGray) }\n    static var background"))
        #expect(!withExtensions.contains("where Self == Color {\n    static var appGray: Color { Color(ColorResource.appGray) }\n    static var background"))
        // Sets in a namespace folder are in an enum of its name, on the resource type and on Color.
        #expect(withExtensions.contains("    enum Folder {\n        static let inner = ColorResource(name: \"Folder/Inner\", bundle: .main)\n    }"))
        #expect(withExtensions.contains("    enum Folder {\n        static var inner: Color { Color(ColorResource.Folder.inner) }\n    }"))
        // And on UIKit's colours and images (SwiftUI-WorkoutApp's `tintColor = .accent`), less UIKit's own names.
        #expect(withExtensions.contains("extension UIKit.UIColor {\n    static var appGray: UIKit.UIColor { UIKit.UIColor(resource: ColorResource.appGray) }"))
        #expect(withExtensions.contains("static var background: UIKit.UIColor") && !withExtensions.contains("static var red: UIKit.UIColor"))
        #expect(withExtensions.contains("extension UIKit.UIImage {\n    static var logo: UIKit.UIImage { UIKit.UIImage(resource: ImageResource.logo) }"))
        let resourcesOnly = AssetSymbols.declarations(catalog, extensions: false)
        #expect(resourcesOnly.contains("extension ColorResource") && !resourcesOnly.contains("extension Color {"))
        #expect(!resourcesOnly.contains("UIKit"))
        #expect(AssetSymbols.declarations(AssetCatalog(), extensions: true).isEmpty)
    }

    /// Backyard Birds' `Image(.fountainFill)`: a symbol set is an image resource too; a package
    /// target's resources are its `Bundle.module`.
    @Test func symbolSetsAreImagesAndAPackagesBundleIsItsModule() {
        var catalog = AssetCatalog()
        catalog.symbols = ["fountain", "fountain.fill"]
        catalog.images = ["Floors/Floor 1": []]
        let symbols = AssetSymbols.declarations(catalog, extensions: false, bundle: ".module")
        #expect(symbols.contains("static let fountain = ImageResource(name: \"fountain\", bundle: .module)"))
        #expect(symbols.contains("static let fountainFill = ImageResource(name: \"fountain.fill\", bundle: .module)"))
        #expect(symbols.contains("    enum Floors {\n        static let floor1 = ImageResource(name: \"Floors/Floor 1\", bundle: .module)\n    }"))
    }

    /// Grocy's `Color(.GrocyColors.grocyGray)`: a namespace folder's enum, nested as deep as the folders.
    @Test func namespacesNestAsTheirFoldersDo() {
        let members = AssetSymbols.resources(["GrocyColors/grocyGray", "Brand/Dark Mode/Accent", "top", "my colors/x"],
                                             suffix: "Color") { "static let \($0) = ColorResource(name: \"\($1)\", bundle: .main)" }
        #expect(members == [
            "static let top = ColorResource(name: \"top\", bundle: .main)",
            "enum Brand {",
            "    enum DarkMode {",
            "        static let accent = ColorResource(name: \"Brand/Dark Mode/Accent\", bundle: .main)",
            "    }",
            "}",
            "enum GrocyColors {",
            "    static let grocyGray = ColorResource(name: \"GrocyColors/grocyGray\", bundle: .main)",
            "}",
            "enum MyColors {",
            "    static let x = ColorResource(name: \"my colors/x\", bundle: .main)",
            "}",
        ])
    }
}
