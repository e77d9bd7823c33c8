import Foundation

private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct TextMeasurerKey: EnvironmentKey {
    static var defaultValue: any TextMeasurer { TextMeasurement.defaultMeasurer }
}

extension EnvironmentValues {
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// What measures `Text` (Pango when TrellisCairo installs it; an approximation otherwise).
    public var textMeasurer: any TextMeasurer {
        get { self[TextMeasurerKey.self] }
        set { self[TextMeasurerKey.self] = newValue }
    }
}

/// The process-wide default text measurer.
public enum TextMeasurement {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var _default: any TextMeasurer = ApproximateTextMeasurer()

    /// The measurer used where the environment names none. TrellisCairo installs Pango's here.
    public static var defaultMeasurer: any TextMeasurer {
        get { lock.withLock { _default } }
        set { lock.withLock { _default = newValue } }
    }
}
