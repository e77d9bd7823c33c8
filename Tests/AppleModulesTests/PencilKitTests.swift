import CoreGraphics
import Foundation
import PencilKit
import Testing
import Trellis
import UIKit

private final class CanvasRecorder: NSObject, PKCanvasViewDelegate {
    var changes = 0
    func canvasViewDrawingDidChange(_ canvasView: PKCanvasView) { changes += 1 }
}

/// PencilKit's data model is real (bounds, transforms, data that reads back equal); the canvas
/// draws nothing, and follows the tool picker it observes.
@Suite struct PencilKitTests {
    func point(_ x: CGFloat, _ y: CGFloat, _ t: TimeInterval = 0, size: CGFloat = 4) -> PKStrokePoint {
        PKStrokePoint(location: CGPoint(x: x, y: y), timeOffset: t, size: CGSize(width: size, height: size), opacity: 1, force: 1,
                      azimuth: 0, altitude: .pi / 2)
    }

    func stroke(_ points: [PKStrokePoint], _ ink: PKInk = PKInk(.pen, color: .black)) -> PKStroke {
        PKStroke(ink: ink, path: PKStrokePath(controlPoints: points, creationDate: Date(timeIntervalSinceReferenceDate: 700_000_000)))
    }

    @Test func boundsCoverThePointsWidenedByTheirSize() {
        let line = stroke([point(10, 10), point(50, 30), point(30, 20, 0.1)])
        #expect(line.renderBounds == CGRect(x: 8, y: 8, width: 44, height: 24))
        #expect(line.path.count == 3 && line.path[1].location == CGPoint(x: 50, y: 30))
        var drawing = PKDrawing(strokes: [line])
        #expect(drawing.bounds == line.renderBounds)
        #expect(PKDrawing().bounds.isNull && PKDrawing().strokes.isEmpty)

        // A transform applies after the stroke's own; appending unions the bounds.
        let moved = drawing.transformed(using: CGAffineTransform(translationX: 100, y: 0))
        #expect(moved.bounds == CGRect(x: 108, y: 8, width: 44, height: 24))
        #expect(moved.transformed(using: CGAffineTransform(scaleX: 2, y: 2)).bounds == CGRect(x: 216, y: 16, width: 88, height: 48))
        drawing.append(moved)
        #expect(drawing.strokes.count == 2 && drawing.bounds == CGRect(x: 8, y: 8, width: 144, height: 24))
        #expect(PKDrawing().appending(moved) == moved)

        // A mask cuts the bounds, in the path's coordinates, before the transform.
        var masked = line
        masked.mask = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 100))
        #expect(masked.renderBounds == CGRect(x: 8, y: 8, width: 12, height: 24))
        masked.transform = CGAffineTransform(translationX: 0, y: 5)
        #expect(masked.renderBounds == CGRect(x: 8, y: 13, width: 12, height: 24))
    }

    @Test func dataRepresentationReadsBackEqual() throws {
        var masked = stroke([point(1, 2, size: 3), point(3.25, 4.5, 0.016, size: 7)], PKInk(.marker, color: UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)))
        masked.mask = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        masked.transform = CGAffineTransform(rotationAngle: 0.3).translatedBy(x: 7, y: -2)
        // A colour with its own dark value keeps both.
        let adaptive = stroke([point(0, 0)], PKInk(.watercolor, color: .systemBlue))
        let drawing = PKDrawing(strokes: [masked, adaptive, stroke([])])
        let data = drawing.dataRepresentation()
        let read = try PKDrawing(data: data)
        #expect(read == drawing)
        #expect(read.strokes[0].mask?.cgPath == masked.mask?.cgPath && read.strokes[0].transform == masked.transform)
        #expect(read.strokes[1].ink.color == .systemBlue && read.strokes[1].ink.inkType == .watercolor)
        #expect(read.dataRepresentation() == data)
        #expect(try PKDrawing(data: PKDrawing().dataRepresentation()) == PKDrawing())
        // Anything else throws.
        #expect(throws: (any Error).self) { _ = try PKDrawing(data: Data("not a drawing".utf8)) }
        #expect(throws: (any Error).self) { _ = try PKDrawing(data: Data(#"{"format":"other","version":1,"strokes":[]}"#.utf8)) }
        // Codable, through the same data.
        let coded = try JSONDecoder().decode([PKDrawing].self, from: JSONEncoder().encode([drawing]))
        #expect(coded == [drawing])
        // A different point is a different drawing.
        #expect(PKDrawing(strokes: [stroke([point(1, 2)])]) != PKDrawing(strokes: [stroke([point(1, 3)])]))
    }

    @Test func imagesHaveTheRectanglesSize() {
        let drawing = PKDrawing(strokes: [stroke([point(10, 10), point(50, 30)])])
        let image = drawing.image(from: CGRect(x: 0, y: 0, width: 60, height: 40), scale: 2)
        #expect(image.size == CGSize(width: 60, height: 40) && image.scale == 2)
        let bounds = drawing.image(from: drawing.bounds, scale: 1)
        #expect(bounds.size == CGSize(width: 44, height: 24))
        #expect(PKDrawing().image(from: PKDrawing().bounds, scale: 1).size == .zero)
    }

    @Test func toolsAndInks() {
        let pen = PKInkingTool(.pen)
        #expect(pen.width == PKInkingTool.InkType.pen.defaultWidth && pen.color == .black)
        #expect(PKInkingTool.InkType.pen.validWidthRange.contains(pen.width))
        let marker = PKInkingTool(ink: PKInk(.marker, color: .red), width: 20)
        #expect(marker.ink == PKInk(.marker, color: .red) && marker.width == 20 && marker.inkType == .marker)
        #expect(PKInkingTool(.pencil, color: .blue, width: 3) != PKInkingTool(.pencil, color: .blue, width: 4))
        #expect(PKInkingTool.InkType.allCases.count == 7 && PKInk.InkType.fountainPen.rawValue == "com.apple.ink.fountainpen")
        #expect(PKInkingTool.minimumWidth(forInkType: .marker) < PKInkingTool.maximumWidth(forInkType: .marker))
        #expect(PKEraserTool(.vector).eraserType == .vector && PKEraserTool(.bitmap) != PKEraserTool(.vector))
        let tools: [any PKTool] = [pen, PKEraserTool(.bitmap), PKLassoTool()]
        #expect(tools.count == 3)
    }

    @Test func canvasTellsItsDelegateAndFollowsThePicker() {
        let canvas = PKCanvasView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let recorder = CanvasRecorder()
        canvas.delegate = recorder
        #expect(canvas.drawing == PKDrawing() && (canvas.tool as? PKInkingTool)?.inkType == .pen)
        let drawing = PKDrawing(strokes: [stroke([point(1, 1)])])
        canvas.drawing = drawing
        #expect(recorder.changes == 1)
        canvas.drawing = drawing
        #expect(recorder.changes == 1)
        canvas.drawing = PKDrawing()
        #expect(recorder.changes == 2)
        // A scroll view: its bounds start at the content offset.
        canvas.contentOffset = CGPoint(x: 0, y: 40)
        #expect(canvas.bounds.minY == 40)

        canvas.drawingPolicy = .pencilOnly
        #expect(!canvas.allowsFingerDrawing)
        canvas.allowsFingerDrawing = true
        #expect(canvas.drawingPolicy == .anyInput && PKCanvasViewDrawingPolicy.pencilOnly.rawValue == 2)
        canvas.backgroundColor = .clear
        canvas.isOpaque = false
        #expect(canvas.backgroundColor == .clear && !canvas.isOpaque)

        let picker = PKToolPicker()
        picker.addObserver(canvas)
        picker.setVisible(true, forFirstResponder: canvas)
        canvas.becomeFirstResponder()
        #expect(!picker.isVisible && picker.frameObscured(in: canvas).isNull)
        picker.selectedTool = PKEraserTool(.vector)
        #expect((canvas.tool as? PKEraserTool)?.eraserType == .vector)
        picker.isRulerActive = true
        #expect(canvas.isRulerActive)
        picker.removeObserver(canvas)
        picker.selectedTool = PKLassoTool()
        #expect(canvas.tool is PKEraserTool)

        let window = UIWindow(frame: .zero)
        #expect(PKToolPicker.shared(for: window) === PKToolPicker.shared(for: window))
        #expect(PKToolPicker.shared(for: window) !== PKToolPicker.shared(for: UIWindow(frame: .zero)))
    }
}
