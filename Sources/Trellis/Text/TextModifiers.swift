import Foundation

// Text modifiers that apply to every text inside a view (SwiftUI's `View` text modifiers).
// `textScale(.secondary)` draws the text smaller (0.8×, Trellis's reading of SwiftUI's secondary
// text scale); `fontWidth` is accepted (Trellis's font has one width), as is `typesettingLanguage`.

nonisolated extension View {
    /// Limits the texts inside this view to at most `number` lines (nil: no limit); no lines
    /// are reserved.
    ///
    /// A text that needs more lines in the proposed width ends its last allowed line with an
    /// ellipsis (see `truncationMode(_:)`); its height is that of the lines shown.
    ///
    /// ```swift
    /// Text(article.summary)
    ///     .lineLimit(3)
    /// ```
    /// - Parameter number: The most lines a text may use (values below 1 count as 1), or nil.
    /// - Returns: A view whose texts use at most `number` lines.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = number.map { max($0, 1) }
            $0.minimumLines = nil
        })
    }

    /// At most `limit` lines; with `reservesSpace`, always the height of `limit` lines.
    /// - Parameters:
    ///   - limit: The most lines a text may use (values below 1 count as 1).
    ///   - reservesSpace: Whether a shorter text still takes the height of `limit` lines.
    /// - Returns: A view whose texts use at most `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limit, 1)
            $0.minimumLines = reservesSpace ? max(limit, 1) : nil
        })
    }

    /// Between `limits.lowerBound` (reserved) and `limits.upperBound` lines.
    /// - Parameter limits: The fewest lines of height a text takes and the most it may use.
    /// - Returns: A view whose texts use a number of lines in `limits`.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limits.upperBound, 1)
            $0.minimumLines = max(limits.lowerBound, 0)
        })
    }

    /// At least `limits.lowerBound` lines of height, with no upper limit.
    /// - Parameter limits: The fewest lines of height a text takes.
    /// - Returns: A view whose texts take at least that many lines of height.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = nil
            $0.minimumLines = max(limits.lowerBound, 0)
        })
    }

    /// At most `limits.upperBound` lines.
    /// - Parameter limits: The most lines a text may use.
    /// - Returns: A view whose texts use at most that many lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limits.upperBound, 1)
            $0.minimumLines = nil
        })
    }

    /// Adds `lineSpacing` points between the lines of the texts inside this view, so a wrapped text
    /// grows taller by that much per line break.
    /// - Parameter lineSpacing: The extra space between lines; non-finite values count as 0.
    /// - Returns: A view whose texts use the extra line spacing.
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0) }

    /// Lets the texts inside shrink their font, down to `factor` of its size, to fit the proposal
    /// before truncating. A text that fits at full size is unaffected.
    /// - Parameter factor: The smallest scale, clamped to 0.01...1 (1 means never shrink).
    /// - Returns: A view whose texts may shrink to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    /// Lets the texts inside squeeze their characters together to fit before truncating.
    /// - Parameter flag: Whether tightening is allowed.
    /// - Returns: A view whose texts may tighten.
    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    /// Upper- or lower-cases every text inside this view; widths are measured after the change.
    /// - Parameter textCase: The casing; nil shows texts as written.
    /// - Returns: A view whose texts are cased.
    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    /// Makes the texts inside this view bold, unless they set their own weight.
    /// - Parameter isActive: Whether to apply the bold weight.
    /// - Returns: A view whose texts are bold.
    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { if isActive { $0.weight = .bold } }
    }

    /// Makes the texts inside this view italic.
    /// - Parameter isActive: Whether to apply italics.
    /// - Returns: A view whose texts are italic.
    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { if isActive { $0.italic = true } }
    }

    /// Sets the weight of the texts inside this view that set none of their own.
    /// - Parameter weight: The weight; nil keeps each font's.
    /// - Returns: A view whose texts use `weight`.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.weight = weight }
    }

    /// Sets the design (default, serif, rounded, monospaced) of the system fonts of the texts inside.
    /// - Parameter design: The design; nil keeps each font's.
    /// - Returns: A view whose texts use `design`.
    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.design = design }
    }

    /// Draws the texts inside this view in the monospaced design.
    /// - Parameter isActive: Whether to use the monospaced design.
    /// - Returns: A view whose texts are monospaced.
    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.monospaced = isActive }
    }

    /// Gives the digits of every text inside this view equal widths, so numbers line up.
    /// - Returns: A view whose texts use fixed-width digits.
    public func monospacedDigit() -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.monospacedDigit = true }
    }

    /// Adds `kerning` points between the characters of the texts inside this view (Trellis treats
    /// kerning and tracking alike).
    /// - Parameter kerning: The extra space per character, in points.
    /// - Returns: A view whose texts have adjusted character spacing.
    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.kerning = kerning }
    }

    /// Adds `tracking` points after every character of the texts inside this view.
    /// - Parameter tracking: The extra space per character, in points.
    /// - Returns: A view whose texts have adjusted character spacing.
    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.tracking = tracking }
    }

    /// Raises (or, negative, lowers) every text inside this view from its baseline.
    /// - Parameter baselineOffset: The distance to move the characters up, in points.
    /// - Returns: A view whose texts are shifted off their baselines.
    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.baselineOffset = baselineOffset }
    }

    /// Underlines every text inside this view that sets no underline of its own.
    /// - Parameters:
    ///   - isActive: Whether to underline (false removes an outer view's underline).
    ///   - pattern: The dashing of the line (default solid).
    ///   - color: The line's colour; nil for each text's colour.
    /// - Returns: A view whose texts are underlined.
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    /// Strikes through every text inside this view that sets no strikethrough of its own.
    /// - Parameters:
    ///   - isActive: Whether to strike through (false removes an outer view's strikethrough).
    ///   - pattern: The dashing of the line (default solid).
    ///   - color: The line's colour; nil for each text's colour.
    /// - Returns: A view whose texts are struck through.
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
}

extension Text {
    /// How large a text is relative to its font (`textScale(_:)`).
    public struct Scale: Sendable, Hashable {
        let factor: CGFloat
        /// The font's size.
        public static let `default` = Scale(factor: 1)
        /// Smaller, for secondary text: 0.8 of the font's size (Trellis's reading).
        public static let secondary = Scale(factor: 0.8)
    }
}

/// The language text is typeset for.
public struct TypesettingLanguage: Sendable, Equatable {
    let identifier: String?
    /// The language of the text itself.
    public static let automatic = TypesettingLanguage(identifier: nil)
    /// The language `language`.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage { TypesettingLanguage(identifier: language.minimalIdentifier) }
}

nonisolated extension View {
    /// The width of the fonts inside. Accepted: Trellis's font has one width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Draws the text inside at `scale` of its font's size when `isEnabled` (`.secondary`: 0.8×).
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        transformEnvironment(\.font) { font in
            guard isEnabled, scale.factor != 1 else { return }
            let base = font ?? .body
            font = base.textScaled(by: scale.factor)
        }
    }
    /// The language the text inside is typeset for. Accepted, no effect at rest.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> some View { self }
    /// The language the text inside is typeset for. Accepted, no effect at rest.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> some View { self }
}
