import Foundation

/// The end caps of stroked lines.
public enum CGLineCap: Int32, Hashable, Sendable, Codable {
    case butt, round, square
}

/// How stroked lines meet at corners.
public enum CGLineJoin: Int32, Hashable, Sendable, Codable {
    case miter, round, bevel
}

/// How to stroke a shape's outline.
public struct StrokeStyle: Hashable, Sendable, Codable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

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
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}
