import Foundation

/// The outline of something drawn, in window coordinates: built-in shapes in symbolic form, any
/// other shape as a path.
public enum DisplayShape: Equatable, Sendable, Codable {
    /// An axis-aligned rectangle.
    case rectangle(CGRect)
    /// A rectangle with rounded corners of `cornerSize`, circular or continuous (squircle-like) as
    /// `style` says.
    case roundedRectangle(CGRect, cornerSize: CGSize, style: RoundedCornerStyle)
    /// The ellipse inscribed in the rectangle.
    case ellipse(CGRect)
    /// The rectangle with fully rounded ends: a corner radius of half its shorter side.
    case capsule(CGRect)
    /// Any other outline, as a path in window coordinates.
    case path(Path)

    /// The outline as a path.
    public var path: Path {
        switch self {
        case let .rectangle(r): return Path(r)
        case let .roundedRectangle(r, size, style): return Path(roundedRect: r, cornerSize: size, style: style)
        case let .ellipse(r): return Path(ellipseIn: r)
        case let .capsule(r):
            let radius = min(r.width, r.height) / 2
            return Path(roundedRect: r, cornerSize: CGSize(width: radius, height: radius), style: .circular)
        case let .path(p): return p
        }
    }

    /// The rectangle the outline is drawn in.
    public var bounds: CGRect {
        switch self {
        case let .rectangle(r), let .roundedRectangle(r, _, _), let .ellipse(r), let .capsule(r): return r
        case let .path(p): return p.boundingRect
        }
    }

    /// The outline moved and scaled from `old` to `new` (the previewer animates frames with it).
    public func mapped(from old: CGRect, to new: CGRect) -> DisplayShape {
        let sx = old.width != 0 ? new.width / old.width : 1, sy = old.height != 0 ? new.height / old.height : 1
        func p(_ q: CGPoint) -> CGPoint { CGPoint(x: new.minX + (q.x - old.minX) * sx, y: new.minY + (q.y - old.minY) * sy) }
        func r(_ q: CGRect) -> CGRect {
            let o = p(q.origin)
            return CGRect(x: o.x, y: o.y, width: q.width * sx, height: q.height * sy)
        }
        return mapped(rect: r, point: p)
    }

    /// The outline with its rectangle passed through `rect` (corner sizes kept) and a path's
    /// points through `point`: what moving, scaling or rounding an outline's coordinates does.
    public func mapped(rect: (CGRect) -> CGRect, point: (CGPoint) -> CGPoint) -> DisplayShape {
        switch self {
        case let .rectangle(q): return .rectangle(rect(q))
        case let .roundedRectangle(q, size, style): return .roundedRectangle(rect(q), cornerSize: size, style: style)
        case let .ellipse(q): return .ellipse(rect(q))
        case let .capsule(q): return .capsule(rect(q))
        case let .path(path): return .path(path.mapPoints(point))
        }
    }
}
