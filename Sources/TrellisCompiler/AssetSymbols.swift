import Foundation
import TrellisProject

/// The declarations Xcode generates for an app's asset catalogs (its "Generate Asset Symbols"),
/// which code written in Xcode 15 and later uses without declaring: `ColorResource` and
/// `ImageResource` constants for every colour and image set (`Color(.brand)`, `Image(.avatar)`),
/// and with `ASSETCATALOG_COMPILER_GENERATE_SWIFT_ASSET_SYMBOL_EXTENSIONS` the same names on
/// `Color` and on `ShapeStyle` (`Color.brand`, `.foregroundStyle(.brand)`), and on UIKit's
/// `UIColor` and `UIImage` (`UIColor.brand`, `UIImage.avatar`).
///
/// A set's symbol is its name in lower camel case, less a trailing "Color" or "Image"
/// ("AppGrayColor" → `appGray`, "brand-primary" → `brandPrimary`). A name that SwiftUI's own
/// `Color` or `ShapeStyle` already has (`red`, `primary`, `background`) gets no extension, as
/// Xcode leaves it out; names that collide are left out too. Sets in a folder that provides a
/// namespace are in a nested enum of the folder's name (`ColorResource.GrocyColors.grocyGray`,
/// for `Color(.GrocyColors.grocyGray)`), on `Color` too with the extensions
/// (`.tint(.GrocyColors.grocyGreen)`; a protocol's extension has no nested types, so not on `ShapeStyle`).
enum AssetSymbols {
    /// The Swift source of the symbols of `catalog` (empty when it has no sets).
    /// `bundle`: the module's resource bundle as the generated code names it (`.main` for an
    /// app, `.module` for a package target).
    static func declarations(_ catalog: AssetCatalog, extensions: Bool, bundle: String = ".main") -> String {
        let colors = symbols(catalog.colors.keys, suffix: "Color")
        let colorResources = resources(Array(catalog.colors.keys), suffix: "Color") { symbol, name in
            "static let \(symbol) = ColorResource(name: \(literal(name)), bundle: \(bundle))"
        }
        // Symbol sets (custom SF Symbols) are images too: `Image(.fountainFill)`.
        let imageResources = resources(Array(catalog.images.keys) + catalog.symbols, suffix: "Image") { symbol, name in
            "static let \(symbol) = ImageResource(name: \(literal(name)), bundle: \(bundle))"
        }
        guard !colorResources.isEmpty || !imageResources.isEmpty else { return "" }
        var lines = ["// Generated asset symbols, as Xcode generates them for the module's catalogs."]
        func block(_ header: String, _ members: [String]) {
            guard !members.isEmpty else { return }
            lines.append(header + " {")
            lines += members.map { "    " + $0 }
            lines.append("}")
        }
        block("extension ColorResource", colorResources)
        block("extension ImageResource", imageResources)
        if extensions {
            let namespaced = resources(catalog.colors.keys.filter { $0.contains("/") }, suffix: "Color") { symbol, name in
                let path = name.split(separator: "/").dropLast().compactMap { self.symbol(for: String($0), suffix: "").map(typeName) }
                return "static var \(symbol): Color { Color(ColorResource.\((path + [symbol]).joined(separator: "."))) }"
            }
            block("extension Color", colors.filter { !colorNames.contains($0.symbol) }
                .map { "static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" } + namespaced)
            block("extension ShapeStyle where Self == Color", colors.filter { !colorNames.contains($0.symbol) && !shapeStyleNames.contains($0.symbol) }
                .map { "static var \($0.symbol): Color { Color(ColorResource.\($0.symbol)) }" })
            // And on UIKit's colours and images, where the module can import UIKit.
            let uiColors = colors.filter { !uiColorNames.contains($0.symbol) }
                .map { "static var \($0.symbol): UIKit.UIColor { UIKit.UIColor(resource: ColorResource.\($0.symbol)) }" }
            let uiImages = symbols(Array(catalog.images.keys) + catalog.symbols, suffix: "Image")
                .filter { catalog.images[$0.name] != nil && !uiImageNames.contains($0.symbol) }
                .map { "static var \($0.symbol): UIKit.UIImage { UIKit.UIImage(resource: ImageResource.\($0.symbol)) }" }
            if !uiColors.isEmpty || !uiImages.isEmpty {
                lines.append("#if canImport(UIKit)\nimport UIKit")
                block("extension UIKit.UIColor", uiColors)
                block("extension UIKit.UIImage", uiImages)
                lines.append("#endif")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The members of a resource type's extension for sets `names` (full names, a namespace's
    /// folders before a slash): a constant for each set outside a namespace, an enum for each
    /// namespace holding its own, sorted.
    /// `member` writes a set's declaration from its symbol and full name.
    static func resources(_ names: [String], suffix: String, namespace: String = "",
                          member: (_ symbol: String, _ name: String) -> String) -> [String] {
        var lines = symbols(names, suffix: suffix).map { member($0.symbol, namespace + $0.name) }
        var spaces: [String: [String]] = [:]
        for name in names {
            guard let slash = name.firstIndex(of: "/") else { continue }
            spaces[String(name[..<slash]), default: []].append(String(name[name.index(after: slash)...]))
        }
        for (space, inner) in spaces.sorted(by: { $0.key < $1.key }) {
            guard let symbol = symbol(for: space, suffix: ""), !symbol.hasPrefix("`") else { continue }
            let members = resources(inner, suffix: suffix, namespace: namespace + space + "/", member: member)
            guard !members.isEmpty else { continue }
            lines.append("enum \(typeName(symbol)) {")
            lines += members.map { "    " + $0 }
            lines.append("}")
        }
        return lines
    }

    /// A namespace's enum: its folder's symbol, capitalised.
    static func typeName(_ symbol: String) -> String { symbol.prefix(1).uppercased() + symbol.dropFirst() }

    /// The symbol of each set name, sorted by symbol; names in a namespace, names with no
    /// letters and symbols two sets share are left out.
    static func symbols(_ names: some Sequence<String>, suffix: String) -> [(symbol: String, name: String)] {
        var found: [String: [String]] = [:]
        for name in names where !name.contains("/") {
            guard let symbol = symbol(for: name, suffix: suffix) else { continue }
            found[symbol, default: []].append(name)
        }
        return found.filter { $0.value.count == 1 }.map { ($0.key, $0.value[0]) }.sorted { $0.symbol < $1.symbol }
    }

    /// A set's name in lower camel case, less a trailing `suffix`; nil when nothing is left.
    static func symbol(for name: String, suffix: String) -> String? {
        var base = name
        if base.count > suffix.count, base.hasSuffix(suffix) { base.removeLast(suffix.count) }
        let words = base.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        guard let first = words.first else { return nil }
        // A leading acronym is lowered as a word: "URL" → "url", "UIBackground" → "uiBackground".
        let capitals = first.prefix { $0.isUppercase }.count
        let lowered = capitals == first.count ? capitals : max(capitals - 1, 1)
        let head = first.prefix(lowered).lowercased() + first.dropFirst(lowered)
        var symbol = head + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        guard symbol.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }) else { return nil }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    /// A Swift string literal of `text`.
    private static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// `UIColor`'s own class colours, which Xcode gives no extension.
    static let uiColorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange", "purple", "red",
        "white", "yellow", "darkText", "lightText", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link",
        "placeholderText", "separator", "opaqueSeparator", "tintColor", "systemBackground", "secondarySystemBackground",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground",
        "systemFill", "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "systemRed", "systemGreen", "systemBlue",
        "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo", "systemBrown", "systemMint",
        "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6",
    ]
    /// `UIImage`'s own class images.
    static let uiImageNames: Set<String> = ["add", "remove", "actions", "checkmark", "strokedCheckmark"]

    /// `Color`'s own static colours.
    static let colorNames: Set<String> = ["black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange",
                                          "pink", "purple", "red", "teal", "white", "yellow", "primary", "secondary", "accentColor"]
    /// `ShapeStyle`'s own static styles.
    static let shapeStyleNames: Set<String> = ["background", "foreground", "tint", "separator", "link", "placeholder", "selection",
                                               "fill", "windowBackground", "tertiary", "quaternary", "quinary", "ultraThinMaterial",
                                               "thinMaterial", "regularMaterial", "thickMaterial", "ultraThickMaterial", "bar", "image"]
    /// Words a symbol must be escaped as.
    static let keywords: Set<String> = ["default", "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "if",
                                        "else", "for", "while", "return", "switch", "case", "in", "is", "as", "self", "Self",
                                        "super", "init", "import", "static", "public", "private", "internal", "true", "false",
                                        "nil", "do", "try", "catch", "throw", "repeat", "guard", "where", "operator", "subscript"]
}
