import Foundation
import Trellis

/// What one layout pass puts on screen: the drawable items with their frames, each with an
/// identity that stays the same across relayouts so the previewer can animate it.
struct Scene {
    struct Item {
        var identity: String
        var frame: CGRect
        var opacity: Double
        var fill: RGBA?
        var isText: Bool
    }

    var items: [Item]
    /// Every node's frame (for the outline overlay and hover), depth first.
    var outlines: [(type: String, frame: CGRect)]

    init(items: [Item], outlines: [(type: String, frame: CGRect)]) {
        self.items = items
        self.outlines = outlines
    }

    /// The scene of a placed tree. Identity is the path of child indices and types from the root,
    /// which an AnyLayout switch keeps (it changes the layout, not the children).
    init(_ tree: LayoutTree) {
        var items: [Item] = []
        var outlines: [(String, CGRect)] = []
        var leafIndex = 0
        func visit(_ e: LayoutTree.Element, path: String) {
            outlines.append((e.type, e.frame.rect))
            if e.children.isEmpty {
                let isText = e.type == "Text"
                let color = Scene.palette[leafIndex % Scene.palette.count]
                leafIndex += 1
                let fills = ["Color", "Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse", "Image", "Text", "Divider"]
                if fills.contains(e.type) {
                    items.append(Item(identity: path, frame: e.frame.rect, opacity: 1,
                                      fill: isText ? RGBA(0.55, 0.55, 0.6, 1) : color, isText: isText))
                }
            }
            for (i, c) in e.children.enumerated() { visit(c, path: path + "/\(i)\(c.type)") }
        }
        visit(tree.root, path: tree.root.type)
        self.items = items
        self.outlines = outlines
    }

    /// Stand-in colours until the display list carries the views' own.
    static let palette: [RGBA] = [
        RGBA(1, 59 / 255, 48 / 255, 1), RGBA(0, 122 / 255, 1, 1), RGBA(52 / 255, 199 / 255, 89 / 255, 1),
        RGBA(1, 149 / 255, 0, 1), RGBA(175 / 255, 82 / 255, 222 / 255, 1),
    ]
}

/// A colour with components in 0…1.
struct RGBA: Equatable {
    var red: Double, green: Double, blue: Double, alpha: Double
    init(_ r: Double, _ g: Double, _ b: Double, _ a: Double) {
        red = r; green = g; blue = b; alpha = a
    }
}
