import Foundation

// Text modifiers that apply to every text inside a view (SwiftUI's `View` text modifiers).
extension View {
    /// At most `number` lines (nil: no limit); no lines reserved.
    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = number.map { max($0, 1) }
            $0.minimumLines = nil
        })
    }

    /// At most `limit` lines; with `reservesSpace`, always the height of `limit` lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limit, 1)
            $0.minimumLines = reservesSpace ? max(limit, 1) : nil
        })
    }

    /// Between `limits.lowerBound` (reserved) and `limits.upperBound` lines.
    public func lineLimit(_ limits: ClosedRange<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limits.upperBound, 1)
            $0.minimumLines = max(limits.lowerBound, 0)
        })
    }

    /// At least `limits.lowerBound` lines of height, with no upper limit.
    public func lineLimit(_ limits: PartialRangeFrom<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = nil
            $0.minimumLines = max(limits.lowerBound, 0)
        })
    }

    /// At most `limits.upperBound` lines.
    public func lineLimit(_ limits: PartialRangeThrough<Int>) -> some View {
        modifier(EnvironmentModifier {
            $0.lineLimit = max(limits.upperBound, 1)
            $0.minimumLines = nil
        })
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0) }

    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isFinite ? min(max(factor, 0.01), 1) : 1)
    }

    public func allowsTightening(_ flag: Bool) -> some View { environment(\.allowsTightening, flag) }

    public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }

    public func bold(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { if isActive { $0.weight = .bold } }
    }

    public func italic(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { if isActive { $0.italic = true } }
    }

    public func fontWeight(_ weight: Font.Weight?) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.weight = weight }
    }

    public func fontDesign(_ design: Font.Design?) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.design = design }
    }

    public func monospaced(_ isActive: Bool = true) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.monospaced = isActive }
    }

    public func monospacedDigit() -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.monospacedDigit = true }
    }

    public func kerning(_ kerning: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.kerning = kerning }
    }

    public func tracking(_ tracking: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.tracking = tracking }
    }

    public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.baselineOffset = baselineOffset }
    }

    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.underline = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }

    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        transformEnvironment(\.textStyleOverrides) { $0.strikethrough = isActive ? Text.LineStyle(pattern: pattern, color: color) : nil }
    }
}
