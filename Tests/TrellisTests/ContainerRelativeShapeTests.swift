import Foundation
import Testing
@testable import Trellis

/// `ContainerRelativeShape` and `containerShape(_:)` (Apple: "A shape that is replaced by an
/// inset version of the current container shape. If no container shape was defined, is replaced
/// by a rectangle."): the outlines the display list gets, in window coordinates.
@Suite struct ContainerRelativeShapeTests {
    /// The outlines drawn (shapes' and clips'), back to front, of `view` laid out in 200×200.
    static func outlines<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200, clipsOnly: Bool = false) -> [DisplayShape] {
        let tree = ResolvedTree(view)
        tree.layout(in: CGSize(width: w, height: h))
        return tree.displayList().allItems.flatMap { item -> [DisplayShape] in
            switch item.content {
            case let .shape(s): return clipsOnly ? [] : [s.outline]
            case let .group(g): return g.effects.compactMap { if case let .clip(shape, _) = $0 { return shape } else { return nil } }
            default: return []
            }
        }
    }

    /// A 100×80 container at the centre of the 200×200 window: (50, 60).
    static let card = CGRect(x: 50, y: 60, width: 100, height: 80)

    static func rounded(_ rect: CGRect, _ r: CGFloat, _ style: RoundedCornerStyle = .continuous) -> DisplayShape {
        .roundedRectangle(rect, cornerSize: CGSize(width: r, height: r), style: style)
    }

    @Test func flushWithItsContainerTheShapeIsTheContainersShape() {
        let shapes = Self.outlines(ContainerRelativeShape().fill(.red).frame(width: 100, height: 80)
            .containerShape(.rect(cornerRadius: 20)))
        #expect(shapes == [Self.rounded(Self.card, 20)])
    }

    @Test func paddedBy8TheCornersAre12() {
        let shapes = Self.outlines(ContainerRelativeShape().fill(.red).padding(8).frame(width: 100, height: 80)
            .containerShape(.rect(cornerRadius: 20)))
        #expect(shapes == [Self.rounded(Self.card.insetBy(dx: 8, dy: 8), 12)])
    }

    @Test(arguments: [20, 24] as [CGFloat])
    func paddedBy20OrMoreTheCornersAreSquare(padding: CGFloat) {
        let shapes = Self.outlines(ContainerRelativeShape().fill(.red).padding(padding).frame(width: 100, height: 80)
            .containerShape(.rect(cornerRadius: 20)))
        #expect(shapes == [.rectangle(Self.card.insetBy(dx: padding, dy: padding))])
    }

    @Test func withoutAContainerShapeItIsARectangle() {
        #expect(Self.outlines(ContainerRelativeShape().fill(.red).padding(8).frame(width: 100, height: 80))
            == [.rectangle(Self.card.insetBy(dx: 8, dy: 8))])
        #expect(ContainerRelativeShape().path(in: CGRect(x: 0, y: 0, width: 30, height: 20)) == Path(CGRect(x: 0, y: 0, width: 30, height: 20)))
    }

    @Test func theNearestContainerShapeWins() {
        let shapes = Self.outlines(
            ContainerRelativeShape().fill(.red).padding(4)
                .containerShape(.rect(cornerRadius: 10))
                .padding(6)
                .frame(width: 100, height: 80)
                .containerShape(.rect(cornerRadius: 40)))
        // The inner container is the card inset by 6; the shape is 4 inside it: 10 − 4.
        #expect(shapes == [Self.rounded(Self.card.insetBy(dx: 10, dy: 10), 6)])
    }

    @Test func aContainerShapeInsideAClipDoesNotChangeTheClip() {
        // The clip is outside `containerShape`: it takes the enclosing container (none here).
        let shapes = Self.outlines(Color.red.frame(width: 100, height: 80)
            .containerShape(.rect(cornerRadius: 20)).clipShape(.containerRelative), clipsOnly: true)
        #expect(shapes == [.rectangle(Self.card)])
    }

    @Test func aClipInsideTheContainerTakesItsShape() {
        let shapes = Self.outlines(Color.red.clipShape(.containerRelative).padding(8).frame(width: 100, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 20, style: .circular)), clipsOnly: true)
        #expect(shapes == [Self.rounded(Self.card.insetBy(dx: 8, dy: 8), 12, .circular)])
    }

    @Test func backgroundsOverlaysStrokesAndInsetsTakeTheContainersShape() {
        let inner = Self.card.insetBy(dx: 8, dy: 8)
        let shapes = Self.outlines(
            Spacer()
                .background(.red, in: .containerRelative)
                .background(in: ContainerRelativeShape())
                .overlay(ContainerRelativeShape().stroke(.blue, lineWidth: 2))
                .overlay(ContainerRelativeShape().strokeBorder(.green, lineWidth: 4))
                .overlay(AnyShape(ContainerRelativeShape()).fill(.yellow))
                .padding(8)
                .frame(width: 100, height: 80)
                .containerShape(.rect(cornerRadius: 20)))
        #expect(shapes == [
            Self.rounded(inner, 12), Self.rounded(inner, 12), Self.rounded(inner, 12),
            // strokeBorder insets the shape by half the line: 2 more inside, corners 10.
            Self.rounded(inner.insetBy(dx: 2, dy: 2), 10),
            Self.rounded(inner, 12),
        ])
    }

    @Test func everyCornerIsInsetByTheSmallestDistanceOfTheFourEdges() {
        // A badge 10 from the top and leading edges, far from the others: all four corners 20 − 10.
        let badge = Self.outlines(
            ContainerRelativeShape().fill(.red).frame(width: 30, height: 20)
                .padding([.top, .leading], 10)
                .frame(width: 100, height: 80, alignment: .topLeading)
                .containerShape(.rect(cornerRadius: 20, style: .circular)))
        #expect(badge == [Self.rounded(CGRect(x: 60, y: 70, width: 30, height: 20), 10, .circular)])
        // A picture flush with the leading and trailing edges, shorter than the card: the
        // container's 20 at every corner.
        let picture = Self.outlines(
            ContainerRelativeShape().fill(.red).frame(height: 40)
                .frame(width: 100, height: 80)
                .containerShape(.rect(cornerRadius: 20, style: .circular)))
        #expect(picture == [Self.rounded(CGRect(x: 50, y: 80, width: 100, height: 40), 20, .circular)])
    }

    @Test func capsuleAndCircleContainersGiveConcentricCapsulesAndCircles() {
        let capsule = Self.outlines(ContainerRelativeShape().fill(.red).padding(10).frame(width: 100, height: 80)
            .containerShape(Capsule()))
        #expect(capsule == [.capsule(Self.card.insetBy(dx: 10, dy: 10))])
        let circle = Self.outlines(ContainerRelativeShape().fill(.red).padding(10).frame(width: 80, height: 80)
            .containerShape(Circle()))
        #expect(circle == [.ellipse(CGRect(x: 70, y: 70, width: 60, height: 60))])
        // Flush: the container's own outline.
        #expect(Self.outlines(ContainerRelativeShape().fill(.red).frame(width: 100, height: 80).containerShape(.capsule))
            == [.capsule(Self.card)])
    }

    @Test func unevenAndInsetContainerShapesKeepTheirCorners() {
        let uneven = Self.outlines(ContainerRelativeShape().fill(.red).padding(4).frame(width: 100, height: 80)
            .containerShape(.rect(topLeadingRadius: 24, bottomTrailingRadius: 8, style: .circular)))
        #expect(uneven == [.path(UnevenRoundedRectangle.path(in: Self.card.insetBy(dx: 4, dy: 4),
                                                             radii: RectangleCornerRadii(topLeading: 20, bottomTrailing: 4),
                                                             inset: 0, style: .circular))])
        // A container shape inset by 5: the container is 5 inside the frame with corners of 15.
        let inset = Self.outlines(ContainerRelativeShape().fill(.red).padding(8).frame(width: 100, height: 80)
            .containerShape(RoundedRectangle(cornerRadius: 20).inset(by: 5)))
        #expect(inset == [Self.rounded(Self.card.insetBy(dx: 8, dy: 8), 12)])
    }

    @Test func aCustomInsettableContainerShapeIsInsetByTheSmallestDistance() {
        let shapes = Self.outlines(ContainerRelativeShape().fill(.red).padding(8).frame(width: 100, height: 80)
            .containerShape(Diamond()))
        let expected = Diamond().inset(by: 8).path(in: CGRect(x: 0, y: 0, width: 100, height: 80)).offsetBy(dx: 50, dy: 60)
        #expect(shapes == [.path(expected)])
    }
}

/// A rhombus that insets by moving its vertices in: a container shape Trellis knows nothing of.
private struct Diamond: InsettableShape {
    var amount: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: amount, dy: amount)
        var p = Path()
        p.move(to: CGPoint(x: r.midX, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX, y: r.midY))
        p.addLine(to: CGPoint(x: r.midX, y: r.maxY))
        p.addLine(to: CGPoint(x: r.minX, y: r.midY))
        p.closeSubpath()
        return p
    }
    func inset(by amount: CGFloat) -> Diamond { Diamond(amount: self.amount + amount) }
}
