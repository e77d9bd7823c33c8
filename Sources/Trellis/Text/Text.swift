import Foundation

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A view that displays one or more lines of read-only text, measured by the environment's
/// `TextMeasurer`.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    public enum TruncationMode: Hashable, Sendable { case head, middle, tail }

    struct Segment: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
    }

    var segments: [Segment]

    public init(_ content: some StringProtocol) { segments = [Segment(string: String(content))] }
    public init(verbatim content: String) { segments = [Segment(string: content)] }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = lhs
        t.segments += rhs.segments
        return t
    }

    private func mapSegments(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        return t
    }

    public func font(_ font: Font?) -> Text { mapSegments { if $0.font == nil { $0.font = font } } }
    public func bold() -> Text { mapSegments { $0.weight = .bold } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapSegments { $0.weight = weight } }
    public func italic() -> Text { mapSegments { $0.italic = true } }
    public func foregroundColor(_ color: Color?) -> Text { mapSegments { if $0.color == nil { $0.color = color } } }

    /// The layout request for this text in an environment.
    func request(in env: EnvironmentValues) -> TextLayoutRequest {
        let runs = segments.map { seg -> TextRun in
            var font = (seg.font ?? env.font ?? .body)
            if let w = seg.weight { font = font.weight(w) }
            if seg.italic { font = font.italic() }
            return TextRun(string: seg.string, font: font.resolve(in: env))
        }
        var r = TextLayoutRequest(runs: runs, lineLimit: env.lineLimit)
        r.truncationMode = env.truncationMode
        r.alignment = env.multilineTextAlignment
        return r
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let node = ctx.makeNode("Text", TextBehavior(request: request(in: ctx.environment), measurer: ctx.environment.textMeasurer))
        nodes.append(node)
    }
}

struct TextBehavior: NodeBehavior {
    let request: TextLayoutRequest
    let measurer: any TextMeasurer

    func layout(_ p: ProposedViewSize, scale: CGFloat) -> TextLayoutResult {
        if p.width == 0 {
            return TextLayoutResult(size: .zero, firstBaseline: 0, lastBaseline: 0, lineCount: 0)
        }
        var r = measurer.measure(request, width: p.width, height: p.height)
        // Text sizes are rounded up to the pixel grid.
        let px = 1 / max(scale, 0.01)
        r.size = CGSize(width: (r.size.width / px - 1e-9).rounded(.up) * px, height: (r.size.height / px - 1e-9).rounded(.up) * px)
        return r
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        layout(p, scale: node.environment.displayScale).size
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(proposal, scale: node.environment.displayScale).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(proposal, scale: node.environment.displayScale).lastBaseline }
        return nil
    }

    func spacing(node: Node) -> ViewSpacing {
        guard let font = request.runs.first?.font else { return .standard }
        let m = measurer.metrics(of: font)
        let ideal = layout(.unspecified, scale: node.environment.displayScale)
        return .text(ascender: m.ascender, descender: m.descender, leading: m.leading, capHeight: m.capHeight,
                     firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline, height: ideal.size.height,
                     pixelLength: node.environment.pixelLength)
    }
}
