import Foundation
import Testing
@testable import Trellis

/// `RoundedRectangle`'s default `.continuous` corners: Apple's smooth corner, not a circular arc.
@Suite struct ContinuousCornerTests {
    /// The path's pieces after its first move: straight lines and cubics, with their start points.
    func pieces(_ p: Path) -> [(from: CGPoint, element: Path.Element)] {
        var out: [(CGPoint, Path.Element)] = []
        var current = CGPoint.zero
        for e in p.elements {
            switch e {
            case let .move(to): current = to
            case let .line(to): out.append((current, e)); current = to
            case let .curve(to, _, _): out.append((current, e)); current = to
            case let .quadCurve(to, _): out.append((current, e)); current = to
            case .closeSubpath: break
            }
        }
        return out
    }

    @Test func theStraightEdgeStopsAtThe1_547RadiiOfTheCurveAndTheCurveStartsFlat() throws {
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 160), cornerRadius: 40)
        let parts = pieces(p)
        // Four straight edges and four corners of three cubics.
        #expect(parts.filter { if case .line = $0.element { return true } else { return false } }.count == 4)
        #expect(parts.filter { if case .curve = $0.element { return true } else { return false } }.count == 12)
        let top = try #require(parts.first { if case .line = $0.element { return $0.from.y == 0 } else { return false } })
        guard case let .line(end) = top.element else { return }
        #expect(abs(top.from.x - 1.547302 * 40) < 1e-9 && abs(end.x - (200 - 1.547302 * 40)) < 1e-9)
        // Curvature 0 where the edge ends: the first cubic's start and both controls on the edge line.
        let next = try #require(parts.first { $0.from == end })
        guard case let .curve(to, c1, c2) = next.element else { Issue.record("a cubic follows the edge"); return }
        #expect(c1.y == 0 && c2.y == 0 && to.y > 0)
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 200, height: 160))
    }

    @Test func theCornerTouchesAroundTheDiagonalWhereACircularArcWould() {
        // The middle cubic's midpoint lies on the diagonal, 0.2915 radii in from each edge; a circular
        // arc's is 1 - cos 45° = 0.2929: the corners look alike at 45° and differ where they meet the edges.
        let mid = Path.continuousCorner[1]
        let t: CGFloat = 0.5
        let x = mid.p0.x / 8 + 3 * mid.c1.x / 8 + 3 * mid.c2.x / 8 + mid.p3.x / 8
        let y = mid.p0.y / 8 + 3 * mid.c1.y / 8 + 3 * mid.c2.y / 8 + mid.p3.y / 8
        #expect(abs(x - y) < 1e-12 && abs(x - 0.29151) < 1e-4, "\(x), \(y) at t = \(t)")
    }

    @Test func circularStaysAnArcAndTheDefaultIsContinuous() {
        let circular = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, style: .circular)
        #expect(pieces(circular).filter { if case .curve = $0.element { return true } else { return false } }.count == 4)
        #expect(RoundedRectangle(cornerRadius: 20).style == .continuous)
        #expect(RoundedRectangle(cornerRadius: 20).path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
            == Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 20, style: .continuous))
    }

    @Test("corners that overlap on a short side meet in its middle, each cut where it crosses it")
    func overlappingCornersMeetInTheMiddle() throws {
        // 100 × 100 with radius 50: 1.547 radii from each corner would pass the middle of every side.
        let p = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), cornerRadius: 50)
        let parts = pieces(p)
        #expect(!parts.contains { if case .line = $0.element { return true } else { return false } }, "no straight edge left")
        // Every piece ends where the next starts, the top right corner starts at x = 50 and ends at y = 50.
        let first = try #require(parts.first)
        #expect(abs(first.from.x - 50) < 1e-6)
        let corner = parts.prefix(parts.count / 4)
        guard case let .curve(end, _, _) = try #require(corner.last).element else { return }
        #expect(abs(end.y - 50) < 1e-6 && abs(end.x - 100) < 0.5)
        // Inside the square, symmetric about the diagonal and never crossing itself: x keeps rising
        // and y keeps rising along the top right corner.
        var previous = first.from
        for part in corner {
            guard case let .curve(to, _, _) = part.element else { continue }
            #expect(to.x >= previous.x - 1e-9 && to.y >= previous.y - 1e-9)
            previous = to
        }
        #expect(p.boundingRect.minX >= 0 && p.boundingRect.maxX <= 100 && p.boundingRect.minY >= 0 && p.boundingRect.maxY <= 100)
    }

    @Test func ellipticalCornersScaleEachAxisByItsOwnRadius() throws {
        let p = Path(roundedRect: CGRect(x: 10, y: 20, width: 300, height: 200), cornerSize: CGSize(width: 40, height: 20))
        let top = try #require(pieces(p).first { if case .line = $0.element { return $0.from.y == 20 } else { return false } })
        #expect(abs(top.from.x - (10 + 1.547302 * 40)) < 1e-9)
        let right = try #require(pieces(p).first { if case .line = $0.element { return $0.from.x == 310 } else { return false } })
        #expect(abs(right.from.y - (20 + 1.547302 * 20)) < 1e-9)
    }
}
