import Foundation

// iOS 17's shape statics (`.rect(cornerRadius:)`, `.capsule`, `.circle`, …) and iOS 16's
// UnevenRoundedRectangle: a rectangle whose four corners each have their own radius, in the
// circular or the continuous style. Each radius is clamped to half the shorter side; a
// continuous corner whose curve reaches past the middle of a side is cut there, as
// RoundedRectangle's are (Path.continuousCornerCurve).

/// The radii of the four corners of a rectangle, named by leading and trailing edges.
public struct RectangleCornerRadii: Equatable, Sendable {
    /// The radius of the top leading corner.
    public var topLeading: CGFloat
    /// The radius of the bottom leading corner.
    public var bottomLeading: CGFloat
    /// The radius of the bottom trailing corner.
    public var bottomTrailing: CGFloat
    /// The radius of the top trailing corner.
    public var topTrailing: CGFloat

    /// Creates the radii; corners not given are square.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners each have their own radius, filling its frame.
///
/// ```swift
/// UnevenRoundedRectangle(topLeadingRadius: 16, topTrailingRadius: 16)
///     .fill(.blue)
///     .frame(height: 120)
/// ```
///
/// Each radius is clamped to half the shorter side of the frame. Trellis draws leading corners
/// on the left whatever the layout direction.
public nonisolated struct UnevenRoundedRectangle: BuiltInShape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// Circular or continuous corners.
    public var style: RoundedCornerStyle

    /// A rectangle with the corners `cornerRadii` gives.
    /// - Parameters:
    ///   - cornerRadii: the radius of each corner.
    ///   - style: circular or continuous corners (default continuous).
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// A rectangle with a radius for each corner; corners not given are square.
    /// - Parameters:
    ///   - topLeadingRadius: the top leading corner's radius.
    ///   - bottomLeadingRadius: the bottom leading corner's radius.
    ///   - bottomTrailingRadius: the bottom trailing corner's radius.
    ///   - topTrailingRadius: the top trailing corner's radius.
    ///   - style: circular or continuous corners (default continuous).
    public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    /// The frame's rectangle with each corner rounded by its radius.
    /// - Returns: The outline in `rect`.
    public func path(in rect: CGRect) -> Path { Self.path(in: rect, radii: cornerRadii, inset: 0, style: style) }

    func outline(in rect: CGRect, inset: CGFloat) -> DisplayShape {
        .path(Self.path(in: insetRect(rect, inset), radii: cornerRadii, inset: inset, style: style))
    }

    /// A circular corner as a curve from (1, 0) to (0, 1) in radii, in the coordinates of
    /// `Path.continuousCorner`: the Bézier quarter circle.
    private static let circularCorner: [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] = [
        (CGPoint(x: 1, y: 0), CGPoint(x: 1 - 0.5522847498, y: 0), CGPoint(x: 0, y: 1 - 0.5522847498), CGPoint(x: 0, y: 1)),
    ]

    /// The outline in `r`, its radii less `inset` (an inset shape keeps its corners concentric).
    static func path(in r: CGRect, radii: RectangleCornerRadii, inset: CGFloat, style: RoundedCornerStyle) -> Path {
        guard r.width > 0, r.height > 0, r.width.isFinite, r.height.isFinite else { return Path(r) }
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v - inset, 0), limit) : 0 }
        // Clockwise from the top trailing corner; (a, b) in radii: a back along the edge the
        // path arrives on, b along the edge it leaves on (as Path's continuous corners).
        let halfW = r.width / 2, halfH = r.height / 2
        let corners: [(radius: CGFloat, arrivingHalf: CGFloat, leavingHalf: CGFloat, point: (CGPoint, CGFloat) -> CGPoint)] = [
            (clamp(radii.topTrailing), halfW, halfH, { CGPoint(x: r.maxX - $0.x * $1, y: r.minY + $0.y * $1) }),
            (clamp(radii.bottomTrailing), halfH, halfW, { CGPoint(x: r.maxX - $0.y * $1, y: r.maxY - $0.x * $1) }),
            (clamp(radii.bottomLeading), halfW, halfH, { CGPoint(x: r.minX + $0.x * $1, y: r.maxY - $0.y * $1) }),
            (clamp(radii.topLeading), halfH, halfW, { CGPoint(x: r.minX + $0.y * $1, y: r.minY + $0.x * $1) }),
        ]
        func curve(_ radius: CGFloat, _ arriving: CGFloat, _ leaving: CGFloat) -> [(p0: CGPoint, c1: CGPoint, c2: CGPoint, p3: CGPoint)] {
            guard radius > 0 else { return [] }
            if style == .circular { return circularCorner }
            return Path.continuousCornerCurve(maxA: arriving / radius, maxB: leaving / radius)
        }
        var path = Path()
        let last = corners[3]
        if let end = curve(last.radius, last.arrivingHalf, last.leavingHalf).last {
            path.move(to: last.point(end.p3, last.radius))
        } else {
            path.move(to: last.point(.zero, 0))
        }
        for corner in corners {
            let segments = curve(corner.radius, corner.arrivingHalf, corner.leavingHalf)
            guard let first = segments.first else {
                path.addLine(to: corner.point(.zero, 0))
                continue
            }
            path.addLine(to: corner.point(first.p0, corner.radius))
            for s in segments {
                path.addCurve(to: corner.point(s.p3, corner.radius), control1: corner.point(s.c1, corner.radius),
                              control2: corner.point(s.c2, corner.radius))
            }
        }
        path.closeSubpath()
        return path
    }
}

nonisolated extension Shape where Self == Rectangle {
    /// A rectangle (`.clipShape(.rect)`).
    public static var rect: Rectangle { Rectangle() }
}

nonisolated extension Shape where Self == RoundedRectangle {
    /// A rounded rectangle with corners of one radius (`.clipShape(.rect(cornerRadius: 8))`).
    /// - Parameters:
    ///   - cornerRadius: the corners' radius.
    ///   - style: circular or continuous corners.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }

    /// A rounded rectangle with elliptical corners.
    /// - Parameters:
    ///   - cornerSize: the corners' horizontal and vertical radii.
    ///   - style: circular or continuous corners.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

nonisolated extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners each have their own radius.
    /// - Parameters:
    ///   - cornerRadii: the radius of each corner.
    ///   - style: circular or continuous corners.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangle with a radius for each corner; corners not given are square.
    public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
                            topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
                               bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

nonisolated extension Shape where Self == Capsule {
    /// A capsule with continuous ends.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends in `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

nonisolated extension Shape where Self == Circle {
    /// A circle centred in the frame.
    public static var circle: Circle { Circle() }
}

nonisolated extension Shape where Self == Ellipse {
    /// An ellipse filling the frame.
    public static var ellipse: Ellipse { Ellipse() }
}

nonisolated extension View {
    /// Sets the shape that takes hits for this view: a live preview's taps hit the whole frame
    /// (Trellis takes the frame for the shape); nothing is hit at rest.
    /// - Parameters:
    ///   - shape: the hit-testing shape.
    ///   - eoFill: whether the shape is filled with the even-odd rule.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(HitTestingModifier(contentShape: true)) }
}
