import Foundation

// A field being edited on iOS: a 2-pt caret in the tint at the insertion point, as tall as the
// line; a selection is a highlight in the tint at low opacity behind the selected glyphs (UIKit
// draws its selection in the tint colour, about 20 % opaque) and hides the caret. Neither moves
// anything: both are drawn over and under the text, placed where the measurer put the glyphs.
// A one-line field whose text is wider than it scrolls the text (no ellipsis while editing) so
// that the caret stays in view, as UITextField does.

/// The caret or the selection of a focused field, laid over (caret) or under (selection) the
/// text it edits. It is placed once the text's frame is known (a `GeometryReader`), measured by
/// the environment's text measurer in the text's own font, and fills in the field's `CaretMap`.
nonisolated struct TextEditingDrawing: View, PrimitiveView {
    typealias Body = Never
    enum Layer {
        case caret, selection
        /// A one-line field's text, scrolled to the caret (the text under it is not drawn).
        case text
    }
    /// The selection's opacity over the tint.
    static let selectionOpacity = 0.2
    static let caretWidth: CGFloat = 2

    let layer: Layer
    /// The text as drawn (bullets for a secure field; empty while the placeholder shows).
    let shown: String
    let selection: EditableText.Selection
    /// Wrapped over many lines (an editor), else one line.
    let multiline: Bool
    let map: CaretMap

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        var request = Text(verbatim: shown).request(in: ctx.environment)
        request.lineLimit = multiline ? nil : 1
        let measurer = ctx.environment.textMeasurer
        // Right to left, the tree mirrors offsets while the glyphs still run from the text's
        // left: a rectangle is offset from the right so that it lands where its glyphs are.
        let rightToLeft = ctx.environment.layoutDirection == .rightToLeft
        func placed(_ rect: CGRect, in size: CGSize) -> CGRect {
            rightToLeft ? CGRect(x: size.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) : rect
        }
        let (layer, selection, multiline, map) = (layer, selection.clamped(to: shown.count), multiline, map)
        let reader = GeometryReader { proxy -> AnyView in
            let width: CGFloat? = multiline ? proxy.size.width : nil
            // The caret and the selection lay the text out once between them.
            if !map.isLaidOut || map.laidOutWidth != width {
                map.positions = measurer.caretPositions(request, width: width)
                map.laidOutWidth = width
                map.isLaidOut = true
            }
            map.frame = proxy.frame(in: .global)
            let positions = map.positions
            guard positions.count == shown.count + 1 else { return AnyView(EmptyView()) }
            let scroll = Self.scroll(positions, caret: selection.caret, width: proxy.size.width, multiline: multiline)
            map.scroll = scroll
            switch layer {
            case .text:
                let full = positions.last?.x ?? 0
                let rect = placed(CGRect(x: -scroll, y: 0, width: full, height: proxy.size.height), in: proxy.size)
                return AnyView(Text(verbatim: shown).lineLimit(1).fixedSize()
                    .frame(width: full, height: proxy.size.height, alignment: .leading)
                    .offset(x: rect.minX)
                    .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
                    .clipped())
            case .caret:
                guard selection.isEmpty else { return AnyView(EmptyView()) }
                let rect = placed(Self.caretRect(positions[selection.caret], in: proxy.size, multiline: multiline, scroll: scroll), in: proxy.size)
                return AnyView(Rectangle().fill(Color.accentColor)
                    .frame(width: rect.width, height: rect.height)
                    .offset(x: rect.minX, y: rect.minY))
            case .selection:
                let rects = Self.selectionRects(positions, selection.range, in: proxy.size, multiline: multiline, scroll: scroll)
                    .map { placed($0, in: proxy.size) }
                return AnyView(ZStack(alignment: .topLeading) {
                    ForEach(rects.indices, id: \.self) { i in
                        Rectangle().fill(Color.accentColor.opacity(Self.selectionOpacity))
                            .frame(width: rects[i].width, height: rects[i].height)
                            .offset(x: rects[i].minX, y: rects[i].minY)
                    }
                })
            }
        }
        ctx.resolve(reader, into: &nodes)
        if layer == .caret { map.node = nodes.last }
    }

    /// How far a one-line field's text is scrolled left: enough for the caret (the selection's
    /// moving end) to show at the right edge, never past the text's end; 0 when the text fits.
    static func scroll(_ positions: [CaretPosition], caret: Int, width: CGFloat, multiline: Bool) -> CGFloat {
        guard !multiline, let end = positions.last?.x, end > width, positions.indices.contains(caret) else { return 0 }
        return max(0, min(positions[caret].x + caretWidth / 2 - width, end + caretWidth / 2 - width))
    }

    /// The caret: centred on the boundary, as tall as its line (a one-line field's text, whole).
    static func caretRect(_ p: CaretPosition, in size: CGSize, multiline: Bool, scroll: CGFloat = 0) -> CGRect {
        let x = multiline ? p.x : min(p.x - scroll, size.width)
        let height = multiline || size.height <= 0 ? p.height : size.height
        return CGRect(x: x - caretWidth / 2, y: multiline ? p.top : 0, width: caretWidth, height: height)
    }

    /// The highlight of `range`: one rectangle per line it covers, from the first boundary's x
    /// (the line's start after the first) to the last's (the line's end before the last).
    static func selectionRects(_ positions: [CaretPosition], _ range: Range<Int>, in size: CGSize, multiline: Bool,
                               scroll: CGFloat = 0) -> [CGRect] {
        guard !range.isEmpty else { return [] }
        var rects: [CGRect] = []
        for line in positions[range.lowerBound].line...positions[range.upperBound].line {
            let onLine = positions.indices.filter { positions[$0].line == line }
            guard let first = onLine.first, let last = onLine.last else { continue }
            let start = max(first, range.lowerBound), end = min(last, range.upperBound)
            guard start < end else { continue }
            let p = positions[start]
            var minX = p.x, maxX = positions[end].x
            // A one-line field shows its scrolled text inside its width.
            if !multiline { minX = min(max(minX - scroll, 0), size.width); maxX = min(max(maxX - scroll, 0), size.width) }
            guard maxX > minX else { continue }
            let top = multiline ? p.top : 0
            let height = multiline || size.height <= 0 ? p.height : size.height
            rects.append(CGRect(x: minX, y: top, width: maxX - minX, height: height))
        }
        return rects
    }
}

/// What a focused field draws its editing with: the caret and the selection from the view
/// graph, and the map the drawing fills in for the live session (a tap, Up and Down).
struct FieldEditing {
    let selection: EditableText.Selection
    let map: CaretMap

    /// `text` with the selection under it and the caret over it, both at its top-leading corner;
    /// a one-line field's text is drawn again over it, scrolled to the caret (it keeps the layout).
    func drawn<V: View>(around text: V, shown: String, multiline: Bool) -> some View {
        let selection = selection.clamped(to: shown.count)
        let scrolls = !multiline && !shown.isEmpty
        return text
            .opacity(scrolls ? 0 : 1)
            .background(alignment: .topLeading) {
                if !selection.isEmpty {
                    TextEditingDrawing(layer: .selection, shown: shown, selection: selection, multiline: multiline, map: map)
                }
            }
            .overlay(alignment: .topLeading) {
                if scrolls {
                    TextEditingDrawing(layer: .text, shown: shown, selection: selection, multiline: multiline, map: map)
                }
            }
            .overlay(alignment: .topLeading) {
                TextEditingDrawing(layer: .caret, shown: shown, selection: selection, multiline: multiline, map: map)
            }
    }
}

extension ResolveContext {
    /// The editing a field of `text` draws when it has the focus (nil: it has not); its
    /// interaction gets the map its drawing fills in.
    func editing(_ interaction: NodeInteraction, text: String) -> FieldEditing? {
        let graph = context.graph
        guard interaction.identity == graph.focusedField else { return nil }
        let map = CaretMap()
        interaction.caretMap = map
        let selection = (graph.focusedSelection ?? EditableText.Selection(caret: text.count)).clamped(to: text.count)
        return FieldEditing(selection: selection, map: map)
    }
}
