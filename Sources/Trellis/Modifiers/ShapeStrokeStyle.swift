import Foundation

/// The end caps of stroked lines.
public enum CGLineCap: Int32, Hashable, Sendable, Codable {
    /// The line stops square at its end point.
    case butt
    /// The line ends in a half circle centred on its end point.
    case round
    /// The line ends square, extended past its end point by half the line width.
    case square
}

/// How stroked lines meet at corners.
public enum CGLineJoin: Int32, Hashable, Sendable, Codable {
    /// The outer edges meet in a sharp point, cut off as a bevel beyond `miterLimit`.
    case miter
    /// The corner is rounded by a circle centred on it.
    case round
    /// The corner is cut off straight.
    case bevel
}

/// How to stroke a shape's outline: width, ends, corners and dashes.
///
/// ```swift
/// Circle()
///     .stroke(.blue, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 4]))
/// ```
public struct StrokeStyle: Hashable, Sendable, Codable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends of the line (and of each dash) are drawn.
    public var lineCap: CGLineCap
    /// How the line turns at the outline's corners.
    public var lineJoin: CGLineJoin
    /// How long a mitred corner may be, as a multiple of the line width, before it is bevelled.
    public var miterLimit: CGFloat
    /// Alternating lengths of drawn and skipped segments; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// Creates a stroke style; the defaults give a solid one-point line with butt ends and
    /// mitred corners.
    /// - Parameters:
    ///   - lineWidth: The width of the line.
    ///   - lineCap: How open ends are drawn.
    ///   - lineJoin: How corners are drawn.
    ///   - miterLimit: The longest mitre, in line widths, before a corner is bevelled.
    ///   - dash: Drawn and skipped lengths, alternating; empty for solid.
    ///   - dashPhase: The offset into the dash pattern at which the line starts.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

/// How to fill a shape: the even-odd or the non-zero winding rule.
public struct FillStyle: Hashable, Sendable, Codable {
    /// Whether the even-odd rule decides what is inside (a region enclosed twice is outside);
    /// otherwise the non-zero winding rule does.
    public var isEOFilled: Bool
    /// Whether edges are smoothed.
    public var isAntialiased: Bool
    /// Creates a fill style.
    /// - Parameters:
    ///   - eoFill: Whether to use the even-odd rule rather than non-zero winding.
    ///   - antialiased: Whether to smooth edges.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
