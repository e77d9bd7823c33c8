import Foundation

/// A custom symbol's template: the SVG an asset catalog's `.symbolset` holds, as the SF Symbols
/// app exports it. Its `Symbols` group has a group per weight and scale (`Regular-M`, `Bold-S`, …)
/// translated to the left margin and the baseline, and guide lines mark each glyph's margins
/// (`left-margin-Regular-M`, or `left-margin` in templates of a single glyph). A template is drawn
/// at 100 points, so its units are a symbol's design units (100 to the em).
enum CustomSymbolTemplate {
    static let weights = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"]

    /// The glyph of the medium-scale group nearest `weight` (100...900) the template has: its
    /// paths between its margins, from the top of its ink; nil when the template has no glyph.
    static func glyph(named name: String, template text: String, weight: Int) -> SymbolGlyph? {
        let wanted = min(max((weight - 100 + 50) / 100, 0), weights.count - 1)
        let available = weights.indices.filter { text.contains("<g id=\"\(weights[$0])-M\"") }
        guard let chosen = available.min(by: { abs($0 - wanted) < abs($1 - wanted) }),
              let open = text.range(of: "<g id=\"\(weights[chosen])-M\""),
              let close = text.range(of: "</g>", range: open.upperBound..<text.endIndex) else { return nil }
        let group = text[open.lowerBound..<close.lowerBound]
        // Each path's data starts with a move: joined, they are one path.
        let path = SVGPathData.path(group.matches(of: /\sd="([^"]*)"/).map { String($0.1) }.joined(separator: " "))
        let ink = path.boundingRect
        guard !path.elements.isEmpty, ink.width > 0, ink.height > 0 else { return nil }
        // The group stands at its left margin; the margins give the glyph its width.
        let origin = group.firstMatch(of: /matrix\([^)]*?\s([-0-9.e]+)\s+([-0-9.e]+)\s*\)/).flatMap { Double($0.1) }.map { CGFloat($0) }
        let suffix = "-\(weights[chosen])-M"
        let left = margin("left-margin" + suffix, in: text) ?? margin("left-margin", in: text)
        let right = margin("right-margin" + suffix, in: text) ?? margin("right-margin", in: text)
        let x: CGFloat, width: CGFloat
        if let origin, let left, let right, right > left {
            x = origin - left
            width = right - left
        } else {
            x = -ink.minX
            width = ink.width
        }
        let element = SymbolGlyph.Element(path: path.offsetBy(dx: x, dy: -ink.minY), mode: .fill)
        return SymbolGlyph(name: name, size: CGSize(width: width, height: ink.height), elements: [element], isPlaceholder: false)
    }

    /// The x of the vertical guide line `id`.
    private static func margin(_ id: String, in text: String) -> CGFloat? {
        guard let line = text.range(of: "id=\"\(id)\"") else { return nil }
        let tail = text[line.upperBound...].prefix(300)
        return tail.firstMatch(of: /x1="([-0-9.e]+)"/).flatMap { Double($0.1) }.map { CGFloat($0) }
    }
}
