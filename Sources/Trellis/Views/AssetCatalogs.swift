import Foundation
import Synchronization

/// What an app's asset catalogs name, for `Color("Name")` and the rendering intent of
/// `Image("name")`: the host that loads a project's compiled previews registers them once, before
/// any view is made (the project's catalogs are read by the project model, not by the engine).
@_spi(Hosts) public enum AssetCatalogs {
    /// A colour set: its light value, and its dark one when the set has a dark appearance.
    public struct NamedColor: Sendable, Hashable {
        /// The colour in the light appearance (and the dark one, when the set has no other).
        public var light: Color.Resolved
        /// The colour in the dark appearance, when the set has one.
        public var dark: Color.Resolved?
        /// A colour set of these appearances.
        public init(light: Color.Resolved, dark: Color.Resolved?) {
            self.light = light
            self.dark = dark
        }
    }

    struct Contents: Sendable {
        var colors: [String: NamedColor] = [:]
        var templateImages: Set<String> = []
        var symbols: Set<String> = []
        /// The template of each symbol set that has one (its SVG), read when first drawn.
        var symbolFiles: [String: URL] = [:]
        var symbolTemplates: [String: String] = [:]
        /// Glyphs drawn from them, by name and weight: a list's rows ask for the same one often.
        var symbolGlyphs: [String: SymbolGlyph?] = [:]
        var imageFolder: URL?
        var registered = false
    }

    static let contents = Mutex(Contents())

    /// Makes these the catalogs' colours, template images, symbol sets and the folder their image
    /// sets are linked in by name (replacing earlier ones).
    /// `symbolFiles` are the symbol sets' templates (SVG files), by name.
    public static func register(colors: [String: NamedColor], templateImages: Set<String>, symbols: Set<String> = [],
                                symbolFiles: [String: URL] = [:], imageFolder: URL? = nil) {
        contents.withLock {
            $0 = Contents(colors: colors, templateImages: templateImages, symbols: symbols, symbolFiles: symbolFiles,
                          imageFolder: imageFolder, registered: true)
        }
    }

    /// The glyph of the catalog's symbol set `name` at a font weight, from its template; nil when
    /// no catalog has it or its template cannot be read (then it is drawn as a placeholder).
    static func customSymbol(named name: String, weight: Int) -> SymbolGlyph? {
        let key = "\(name)|\(weight)"
        let template: String? = contents.withLock { contents in
            guard contents.symbolGlyphs[key] == nil else { return nil }
            if let text = contents.symbolTemplates[name] { return text }
            guard let url = contents.symbolFiles[name], let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
            contents.symbolTemplates[name] = text
            return text
        }
        guard let template else { return contents.withLock { $0.symbolGlyphs[key] ?? nil } }
        let glyph = CustomSymbolTemplate.glyph(named: name, template: template, weight: weight)
        contents.withLock { $0.symbolGlyphs[key] = .some(glyph) }
        return glyph
    }

    /// The folder the catalogs' image sets are linked in as `name@Nx.ext` (`UIImage(named:)`
    /// looks there first), when a project's catalogs are registered.
    public static var imageFolder: URL? { contents.withLock { $0.imageFolder } }

    static func color(named name: String) -> NamedColor? { contents.withLock { $0.colors[name] } }
    /// The colour set named `name`, if a catalog has it (`UIColor(named:)`).
    public static func namedColor(_ name: String) -> NamedColor? { color(named: name) }
    static func isTemplate(_ name: String) -> Bool { contents.withLock { $0.templateImages.contains(name) } }
    /// Whether a catalog has a symbol set named `name` (a custom symbol: `Image(name)` is a symbol).
    static func isSymbol(_ name: String) -> Bool { contents.withLock { $0.symbols.contains(name) } }
}

extension Color {
    /// The colour set named `name` in the app's asset catalog, with its dark appearance.
    ///
    /// A name no catalog has draws as a half-transparent grey (SwiftUI draws nothing, which hides
    /// the mistake) and says so once, with the place it was written.
    /// - Parameters:
    ///   - name: The colour set's name (`"AccentColor"`, `"Brand/Primary"` in a namespaced folder).
    ///   - bundle: Accepted for SwiftUI's signature: the project's catalogs are all searched.
    public init(_ name: String, bundle: Bundle? = nil, filePath: StaticString = #filePath, line: UInt = #line) {
        if let named = AssetCatalogs.color(named: name) {
            self.init(light: named.light, dark: named.dark, name: name)
        } else {
            DiagnosticLog.once("\(filePath):\(line): no colour named '\(name)' in the project's asset catalogs; drawing a grey placeholder")
            self.init(light: Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 0.5), name: name)
        }
    }
}

extension AssetCatalogs {
    /// The system colour a catalog's colour set names (`"systemBlueColor"`, `"labelColor"`), with
    /// both its appearances; nil for a name Trellis does not have.
    public static func systemColor(named reference: String) -> Color? {
        let colors: [String: Color] = [
            "systemRedColor": .red, "systemOrangeColor": .orange, "systemYellowColor": .yellow, "systemGreenColor": .green,
            "systemMintColor": .mint, "systemTealColor": .teal, "systemCyanColor": .cyan, "systemBlueColor": .blue,
            "systemIndigoColor": .indigo, "systemPurpleColor": .purple, "systemPinkColor": .pink, "systemBrownColor": .brown,
            "systemGrayColor": .gray, "blackColor": .black, "whiteColor": .white, "clearColor": .clear,
            "labelColor": .primary, "secondaryLabelColor": .secondary, "tertiaryLabelColor": .tertiaryLabel,
            "quaternaryLabelColor": .quaternaryLabel, "separatorColor": .separator,
            "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
            "tertiarySystemBackgroundColor": .tertiarySystemBackground, "systemGroupedBackgroundColor": .systemGroupedBackground,
            "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground, "systemFillColor": .systemFill,
            "secondarySystemFillColor": .secondarySystemFill, "tertiarySystemFillColor": .tertiarySystemFill,
        ]
        return colors[reference]
    }
}

/// An image in an asset catalog, named by the symbol Xcode generates for it (`Image(.avatar)`).
public struct ImageResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle
    /// The image named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// A colour in an asset catalog, named by the symbol Xcode generates for it (`Color(.brand)`).
public struct ColorResource: Hashable, @unchecked Sendable {
    package let name: String
    package let bundle: Bundle
    /// The colour named `name` in `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of an asset catalog's generated symbol.
    public init(_ resource: ImageResource) { self.init(resource.name, bundle: resource.bundle) }
}

extension Color {
    /// The colour of an asset catalog's generated symbol.
    public init(_ resource: ColorResource) { self.init(resource.name, bundle: resource.bundle) }
}
