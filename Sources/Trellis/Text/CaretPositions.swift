import Foundation

/// Where a caret stands before one character boundary of a laid-out text: its line and its
/// place on it, in points from the text's top-left corner. An edited field draws its caret and
/// its selection from these, and a tap finds the boundary nearest to it.
public struct CaretPosition: Hashable, Sendable {
    /// The line (0 first), soft wraps counted.
    public var line: Int
    /// The caret's x: the width of the line's text before the boundary.
    public var x: CGFloat
    /// The top of the caret's line.
    public var top: CGFloat
    /// The height of the caret's line.
    public var height: CGFloat

    /// A position on `line` at `x`, its line spanning `top` to `top + height`.
    public init(line: Int, x: CGFloat, top: CGFloat, height: CGFloat) {
        self.line = line
        self.x = x
        self.top = top
        self.height = height
    }
}

extension TextMeasurer {
    /// Positions from `measure` alone, for measurers that cannot report their own: each hard
    /// line ("\n") is one line (no soft wraps), a caret's x is the measured width of the line's
    /// text before it, and lines are the primary font's line height apart.
    public func caretPositions(_ request: TextLayoutRequest, width: CGFloat?) -> [CaretPosition] {
        let font = request.primaryFont
        let pitch = metrics(of: font).lineHeight
        let spacing = request.lineSpacing.isFinite ? request.lineSpacing : 0
        let tracking = request.runs.first?.tracking ?? 0
        var positions: [CaretPosition] = []
        for (line, text) in request.string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let top = CGFloat(line) * (pitch + spacing)
            var prefix = ""
            positions.append(CaretPosition(line: line, x: 0, top: top, height: pitch))
            for character in text {
                prefix.append(character)
                let run = TextRun(string: prefix, font: font, tracking: tracking)
                let x = measure(TextLayoutRequest(runs: [run], lineLimit: 1), width: nil, height: nil).size.width
                positions.append(CaretPosition(line: line, x: x, top: top, height: pitch))
            }
        }
        return positions
    }
}
