import Foundation

// What the Apple-named modules (Sources/Apple: UIKit's `UIColor`, `Color(uiColor:)`) need of
// colours that SwiftUI keeps to itself: a colour with its own light and dark values, and the
// UIKit system colours the engine draws with, so UIKit's names give the very values Trellis uses.
@_spi(AppleModules)
extension Color {
    /// A colour with a value per colour scheme and an optional name for printed trees.
    /// - Parameters:
    ///   - light: The components in light mode.
    ///   - dark: The components in dark mode.
    ///   - name: The name tools print for it ("systemBackground"), or nil.
    public init(light: Resolved, dark: Resolved, named name: String?) {
        self.init(light: light, dark: dark, name: name)
    }

    /// The UIKit system colours the engine itself draws with, by their UIKit names (`label`,
    /// `secondaryLabel`, `systemBackground`, `systemGroupedBackground`, `separator`,
    /// `systemFill`, `systemBlue`, …).
    public static var engineSystemColors: [String: Color] {
        [
            "label": .primary, "secondaryLabel": .secondary, "tertiaryLabel": .tertiaryLabel,
            "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
            "separator": .separator, "opaqueSeparator": .opaqueSeparator,
            "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground,
            "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill, "tertiarySystemFill": .tertiarySystemFill,
            "systemRed": .red, "systemOrange": .orange, "systemYellow": .yellow, "systemGreen": .green,
            "systemMint": .mint, "systemTeal": .teal, "systemCyan": .cyan, "systemBlue": .blue,
            "systemIndigo": .indigo, "systemPurple": .purple, "systemPink": .pink, "systemBrown": .brown,
            "systemGray": .gray, "tintColor": .accentColor,
        ]
    }
}
