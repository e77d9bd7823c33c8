import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct MinimumLinesKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct TextStyleOverridesKey: EnvironmentKey { static let defaultValue = TextStyleOverrides() }
private struct TextMeasurerKey: EnvironmentKey {
    /// The engine's stand-in; a host puts its measurer in the environment (`LayoutBackend`).
    static let defaultValue: any TextMeasurer = ApproximateTextMeasurer()
}

/// Text styling set on a whole view (`View.bold()`, `.italic()`, `.fontWeight`, `.kerning`, ...):
/// each applies to the texts inside unless the text sets its own.
struct TextStyleOverrides: Sendable {
    var weight: Font.Weight?
    var italic = false
    var design: Font.Design?
    var monospaced = false
    var monospacedDigit = false
    var tracking: CGFloat?
    var kerning: CGFloat?
    var baselineOffset: CGFloat?
    var underline: Text.LineStyle?
    var strikethrough: Text.LineStyle?
}

extension EnvironmentValues {
    /// The font of texts that set none (nil: `.body`). Set by `font(_:)`; the text style's point
    /// size follows `dynamicTypeSize`, and the face is Inter measured by Pango, not San Francisco.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The most lines a text may use (nil: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    /// The fewest lines of height a text reserves (`lineLimit(2...)`, `lineLimit(3, reservesSpace: true)`).
    var minimumLines: Int? {
        get { self[MinimumLinesKey.self] }
        set { self[MinimumLinesKey.self] = newValue }
    }
    /// Where a text that does not fit its lines drops characters and shows an ellipsis (default `.tail`).
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// How the lines of a multi-line text align to each other within the text's width (default
    /// `.leading`). It does not move the text inside its frame: use `frame(alignment:)` for that.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// Extra space between the lines of a text, in points.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    /// How far a text's font may shrink to fit before it is truncated (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// Whether a text may squeeze its characters together to fit before it is truncated.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
    /// Upper- or lower-cases every text (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    var textStyleOverrides: TextStyleOverrides {
        get { self[TextStyleOverridesKey.self] }
        set { self[TextStyleOverridesKey.self] = newValue }
    }
    /// What measures `Text`: an approximation unless the host passes its own (`LayoutBackend`;
    /// TrellisCairo's is Pango).
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}
