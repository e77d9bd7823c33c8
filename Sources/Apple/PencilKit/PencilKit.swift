// `import PencilKit` on Linux: a canvas no pencil draws on. Apps wrap `PKCanvasView` in a
// `UIViewRepresentable` (drawn as Trellis's placeholder) and keep its `PKDrawing`; the data
// model is real: drawings hold strokes of points, have bounds, transform, append, and round-trip
// through `dataRepresentation()` (a format of Trellis's own, PKDrawing.swift).
//
// This file: the inks and tools. The canvas and tool picker are in PKCanvasView.swift.
import CoreGraphics
import Foundation
import UIKit

/// A tool a canvas draws, erases or selects with: `PKInkingTool`, `PKEraserTool`, `PKLassoTool`.
public protocol PKTool {}

/// A tool that lays down ink of a type, colour and width.
public struct PKInkingTool: PKTool, Equatable, Sendable {
    /// The kind of ink, named as PencilKit names it (`com.apple.ink.pen`, …).
    ///
    /// PencilKit does not publish its widths: `defaultWidth` and `validWidthRange` are Trellis's
    /// values, in points (pen, monoline and fountain pen 1...25, default 5; pencil 2...16,
    /// default 5; marker and crayon 4...30, default 15 and 10; watercolour 4...40, default 15).
    public enum InkType: String, Sendable, Hashable, CaseIterable {
        /// A pen.
        case pen = "com.apple.ink.pen"
        /// A pencil.
        case pencil = "com.apple.ink.pencil"
        /// A felt-tip marker.
        case marker = "com.apple.ink.marker"
        /// A pen of one width.
        case monoline = "com.apple.ink.monoline"
        /// A calligraphy pen.
        case fountainPen = "com.apple.ink.fountainpen"
        /// A watercolour brush.
        case watercolor = "com.apple.ink.watercolor"
        /// A crayon.
        case crayon = "com.apple.ink.crayon"

        /// The width a tool of this ink has when none is given.
        public var defaultWidth: CGFloat {
            switch self {
            case .pen, .pencil, .monoline, .fountainPen: 5
            case .marker, .watercolor: 15
            case .crayon: 10
            }
        }

        /// The widths a tool of this ink can have.
        public var validWidthRange: ClosedRange<CGFloat> {
            switch self {
            case .pen, .monoline, .fountainPen: 1...25
            case .pencil: 2...16
            case .marker, .crayon: 4...30
            case .watercolor: 4...40
            }
        }
    }

    /// The kind of ink.
    public var inkType: InkType
    /// The ink's colour.
    public var color: UIColor
    /// The base width of lines, in points.
    public var width: CGFloat

    /// A tool of an ink type.
    /// - Parameters:
    ///   - type: The kind of ink.
    ///   - color: Its colour (black).
    ///   - width: The base width (nil: the ink's `defaultWidth`).
    public init(_ type: InkType, color: UIColor = .black, width: CGFloat? = nil) {
        inkType = type
        self.color = color
        self.width = width ?? type.defaultWidth
    }

    /// A tool of an ink.
    /// - Parameters:
    ///   - ink: The ink.
    ///   - width: The base width.
    public init(ink: PKInk, width: CGFloat) { self.init(ink.inkType, color: ink.color, width: width) }

    /// The tool's ink.
    public var ink: PKInk { PKInk(inkType, color: color) }

    /// The width a tool of an ink has when none is given.
    /// - Parameter inkType: The ink.
    /// - Returns: The width.
    public static func defaultWidth(forInkType inkType: InkType) -> CGFloat { inkType.defaultWidth }
    /// The narrowest width of an ink.
    /// - Parameter inkType: The ink.
    /// - Returns: The width.
    public static func minimumWidth(forInkType inkType: InkType) -> CGFloat { inkType.validWidthRange.lowerBound }
    /// The widest width of an ink.
    /// - Parameter inkType: The ink.
    /// - Returns: The width.
    public static func maximumWidth(forInkType inkType: InkType) -> CGFloat { inkType.validWidthRange.upperBound }
}

/// The ink of a stroke: its type and colour.
public struct PKInk: Equatable, Sendable {
    /// The kind of ink.
    public typealias InkType = PKInkingTool.InkType
    /// The kind of ink.
    public let inkType: InkType
    /// The ink's colour.
    public let color: UIColor

    /// An ink of a type and colour.
    /// - Parameters:
    ///   - type: The kind of ink.
    ///   - color: Its colour (black).
    public init(_ type: InkType, color: UIColor = .black) {
        inkType = type
        self.color = color
    }
}

/// A tool that erases strokes.
public struct PKEraserTool: PKTool, Equatable, Sendable {
    /// How the eraser erases.
    public enum EraserType: Hashable, Sendable {
        /// Whole strokes it touches.
        case vector
        /// The pixels it passes over.
        case bitmap
        /// The pixels it passes over, at a width that ignores pressure.
        case fixedWidthBitmap
    }

    /// How the eraser erases.
    public var eraserType: EraserType

    /// An eraser.
    /// - Parameter eraserType: How it erases.
    public init(_ eraserType: EraserType) { self.eraserType = eraserType }
}

/// A tool that selects strokes by drawing round them.
public struct PKLassoTool: PKTool, Equatable, Sendable {
    /// A lasso.
    public init() {}
}
