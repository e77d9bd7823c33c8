import Foundation

// Moving a drawing without changing it: a painter that keeps what it rasterized (a shadowed
// card's blur) finds the same drawing again after a resize moved it, by comparing the two
// moved to a common origin.

extension DisplayItem {
    /// The item moved by `offset`, with everything it holds (outlines, a group's effects and
    /// children, a mask's items).
    public func translated(by offset: CGSize) -> DisplayItem {
        var item = self
        item.frame = frame.offsetBy(dx: offset.width, dy: offset.height)
        switch content {
        case var .shape(s):
            s.outline = s.outline.translated(by: offset)
            item.content = .shape(s)
        case .text, .image:
            break
        case let .group(g):
            item.content = .group(g.translated(by: offset))
        }
        return item
    }
}

extension DisplayGroup {
    /// The group moved by `offset`: its effects and its children.
    public func translated(by offset: CGSize) -> DisplayGroup {
        DisplayGroup(opacity: opacity, effects: effects.map { $0.translated(by: offset) },
                     children: children.map { $0.translated(by: offset) })
    }
}

extension DisplayEffect {
    /// The effect moved by `offset` (a clip's outline, a transform's anchor, a mask's items).
    public func translated(by offset: CGSize) -> DisplayEffect {
        switch self {
        case let .clip(shape, eoFill): return .clip(shape.translated(by: offset), eoFill: eoFill)
        case let .transform(rotation, sx, sy, anchor):
            return .transform(rotation: rotation, scaleX: sx, scaleY: sy,
                              anchor: CGPoint(x: anchor.x + offset.width, y: anchor.y + offset.height))
        case let .mask(items): return .mask(items.map { $0.translated(by: offset) })
        case .shadow, .blur, .colorAdjustment: return self
        }
    }
}

extension DisplayShape {
    /// The outline moved by `offset`.
    public func translated(by offset: CGSize) -> DisplayShape {
        let dx = offset.width, dy = offset.height
        return mapped(rect: { $0.offsetBy(dx: dx, dy: dy) }, point: { CGPoint(x: $0.x + dx, y: $0.y + dy) })
    }
}
