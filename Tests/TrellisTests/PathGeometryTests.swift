import Foundation
import Testing
@testable import Trellis

/// A path's geometry as SwiftUI computes it (Views/PathGeometry.swift): parts by length, the
/// outline of a stroke, containment, arcs by tangents; and the coordinates a shape is asked for
/// its path in (its own bounds, origin zero, moved to its frame when drawn).
@Suite struct PathGeometryTests {
    private let square = Path(CGRect(x: 0, y: 0, width: 100, height: 100))

    private func length(_ p: Path) -> CGFloat { PathGeometry(p).length }

    @Test func aTrimmedPathIsThePartBetweenTwoFractionsOfTheLength() {
        #expect(abs(length(square) - 400) < 1e-9)
        let half = square.trimmedPath(from: 0, to: 0.5)
        #expect(abs(length(half) - 200) < 1e-9)
        // The first two sides: from the top-leading corner along the top, then down the trailing side.
        #expect(half.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(half.currentPoint == CGPoint(x: 100, y: 100))
        let middle = square.trimmedPath(from: 0.125, to: 0.375)
        #expect(abs(length(middle) - 100) < 1e-9)
        #expect(middle.boundingRect == CGRect(x: 50, y: 0, width: 50, height: 50))
        // Nothing when the fractions are the wrong way round; the whole when they span it.
        #expect(square.trimmedPath(from: 0.6, to: 0.2).isEmpty)
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        // A circle's quarter is a quarter of its circumference, within the tolerance.
        let circle = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(abs(length(circle.trimmedPath(from: 0, to: 0.25)) - .pi * 50 / 2) < 0.1)
    }

    @Test func aStrokedPathCoversTheStrokesArea() {
        let line = Path { p in
            p.move(to: CGPoint(x: 10, y: 50))
            p.addLine(to: CGPoint(x: 90, y: 50))
        }
        let butt = line.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(butt.contains(CGPoint(x: 50, y: 54)) && butt.contains(CGPoint(x: 11, y: 46)))
        #expect(!butt.contains(CGPoint(x: 50, y: 56)) && !butt.contains(CGPoint(x: 8, y: 50)))
        #expect(butt.boundingRect == CGRect(x: 10, y: 45, width: 80, height: 10))
        // Square caps reach half the width past the ends; round caps round them.
        let squared = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .square))
        #expect(squared.contains(CGPoint(x: 6, y: 46)) && !squared.contains(CGPoint(x: 4, y: 50)))
        let round = line.strokedPath(StrokeStyle(lineWidth: 10, lineCap: .round))
        #expect(round.contains(CGPoint(x: 6, y: 50)) && !round.contains(CGPoint(x: 6, y: 46)))
        // A closed square's stroke is a frame: its middle stays empty, under the non-zero rule.
        let frame = square.strokedPath(StrokeStyle(lineWidth: 10))
        #expect(frame.contains(CGPoint(x: 2, y: 50)) && frame.contains(CGPoint(x: 98, y: 98)))
        #expect(!frame.contains(CGPoint(x: 50, y: 50)))
        // Mitred corners reach the outer corner; bevelled ones cut it off.
        #expect(frame.contains(CGPoint(x: -4.5, y: -4.5)))
        #expect(!square.strokedPath(StrokeStyle(lineWidth: 10, lineJoin: .bevel)).contains(CGPoint(x: -4.5, y: -4.5)))
        // Dashes leave gaps: 10 on, 10 off along the line.
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 4, dash: [10, 10]))
        #expect(dashed.contains(CGPoint(x: 15, y: 50)) && !dashed.contains(CGPoint(x: 25, y: 50)) && dashed.contains(CGPoint(x: 35, y: 50)))
    }

    @Test func anArcByTangentsRoundsTheCorner() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        // A line to where the arc starts, then a quarter circle to where it ends.
        #expect(p.currentPoint.map { abs($0.x - 100) < 1e-9 && abs($0.y - 20) < 1e-9 } == true)
        let bounds = p.boundingRect
        #expect(abs(bounds.maxX - 100) < 1e-6 && abs(bounds.maxY - 20) < 1e-6)
        // The corner itself is cut off.
        #expect(!p.strokedPath(StrokeStyle(lineWidth: 2)).contains(CGPoint(x: 99, y: 1)))
    }

    @Test func aShapeIsAskedForItsPathInItsOwnBoundsAndDrawnInItsFrame() throws {
        struct Corner: Shape {
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.maxX / 2, height: 10)) }
        }
        let tree = ResolvedTree(VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 100)
            Corner().frame(width: 80, height: 10)
            Path(CGRect(x: 0, y: 0, width: 30, height: 30)).frame(width: 80, height: 30)
            Circle().trim(from: 0, to: 0.5).stroke(lineWidth: 2).frame(width: 40, height: 40)
        }.padding(20).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        tree.layout(in: CGSize(width: 300, height: 400))
        let shapes = tree.displayList().allItems.compactMap { item -> CGRect? in
            if case let .shape(s) = item.content { return s.outline.bounds }
            return nil
        }
        // The colour is drawn as a rectangle first.
        try #require(shapes.count == 4)
        let (corner, path, half) = (shapes[1], shapes[2], shapes[3])
        // The shape's column is 100 wide at x 20: the 80-wide frames start at x 30.
        #expect(corner == CGRect(x: 30, y: 120, width: 40, height: 10), "\(corner)")
        #expect(path == CGRect(x: 30, y: 130, width: 30, height: 30), "\(path)")
        // The lower half of the circle (from 3 o'clock, clockwise on screen), in its frame at (50, 160).
        #expect(abs(half.minY - 180) < 0.01 && abs(half.maxY - 200) < 0.01 && abs(half.minX - 50) < 0.01 && abs(half.width - 40) < 0.01,
                "\(half)")
    }
}
