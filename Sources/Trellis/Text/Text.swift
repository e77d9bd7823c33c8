import Foundation

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable, Codable {
    case leading, center, trailing
}

/// A view that displays one or more lines of read-only text, measured by the environment's
/// `TextMeasurer`. A string literal is a `LocalizedStringKey`, so `Text("**Hi** \(name)")` reads
/// Markdown; `Text(verbatim:)` and `Text(someString)` show the characters as they are.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never

    public enum TruncationMode: Hashable, Sendable, Codable { case head, middle, tail }

    /// Upper- or lower-casing of a text (`textCase(_:)`).
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    /// A line drawn under or through text.
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashot, dashDotDot }
        public var pattern: Pattern
        public var color: Color?
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        public static let single = LineStyle()
    }

    /// A run of characters with the styling set on the `Text` it came from.
    struct Segment: Equatable, Sendable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var design: Font.Design?
        var monospaced = false
        var monospacedDigit = false
        var style: AnyShapeStyle?
        var underline: LineStyle?
        var strikethrough: LineStyle?
        var tracking: CGFloat?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?
        /// An image shown in the line instead of characters.
        var image: Image?

        init(string: String) { self.string = string }
        init(image: Image) {
            string = TextAttachment.character
            self.image = image
        }

        static func == (a: Segment, b: Segment) -> Bool {
            let env = EnvironmentValues()
            return a.string == b.string && a.font == b.font && a.weight == b.weight && a.italic == b.italic && a.design == b.design
                && a.monospaced == b.monospaced && a.monospacedDigit == b.monospacedDigit
                && a.style?.paint(in: env) == b.style?.paint(in: env) && a.underline == b.underline
                && a.strikethrough == b.strikethrough && a.tracking == b.tracking && a.kerning == b.kerning
                && a.baselineOffset == b.baselineOffset && a.image == b.image
        }
    }

    var segments: [Segment]

    init(segments: [Segment]) { self.segments = segments }

    /// Shows a string as it is (no Markdown).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// An image as text: it sits in the line, sized by the font (symbols) or at its own size.
    public init(_ image: Image) { segments = [Segment(image: image)] }
    /// Shows a localized string key: a literal with Markdown styling and interpolated values.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.segments()
    }

    /// The characters of the text.
    public var string: String { segments.map(\.string).joined() }

    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

    private func mapSegments(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        return t
    }

    // Styling: a segment keeps what it set itself (inner styling wins, as in SwiftUI).
    public func font(_ font: Font?) -> Text { mapSegments { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapSegments { if $0.weight == nil { $0.weight = weight } } }
    public func fontDesign(_ design: Font.Design?) -> Text { mapSegments { if $0.design == nil { $0.design = design } } }
    public func bold() -> Text { bold(true) }
    public func bold(_ isActive: Bool) -> Text { isActive ? mapSegments { if $0.weight == nil { $0.weight = .bold } } : self }
    public func italic() -> Text { italic(true) }
    public func italic(_ isActive: Bool) -> Text { isActive ? mapSegments { $0.italic = true } : self }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? mapSegments { $0.monospaced = true } : self }
    public func monospacedDigit() -> Text { mapSegments { $0.monospacedDigit = true } }
    public func foregroundColor(_ color: Color?) -> Text {
        mapSegments { if $0.style == nil, let color { $0.style = AnyShapeStyle(color) } }
    }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { mapSegments { if $0.style == nil { $0.style = AnyShapeStyle(style) } } }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.underline == nil { $0.underline = LineStyle(color: color) } } : self
    }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.underline == nil { $0.underline = LineStyle(pattern: pattern, color: color) } } : self
    }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.strikethrough == nil { $0.strikethrough = LineStyle(color: color) } } : self
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.strikethrough == nil { $0.strikethrough = LineStyle(pattern: pattern, color: color) } } : self
    }
    public func kerning(_ kerning: CGFloat) -> Text { mapSegments { if $0.kerning == nil { $0.kerning = kerning } } }
    public func tracking(_ tracking: CGFloat) -> Text { mapSegments { if $0.tracking == nil { $0.tracking = tracking } } }
    public func baselineOffset(_ offset: CGFloat) -> Text { mapSegments { if $0.baselineOffset == nil { $0.baselineOffset = offset } } }

    /// The runs of this text in an environment: fonts resolved, view-level styling applied.
    func runs(in env: EnvironmentValues) -> [(run: TextRun, paint: TextRunPaint)] {
        let o = env.textStyleOverrides
        return segments.map { seg in
            var font = seg.font ?? env.font ?? .body
            if let w = seg.weight ?? o.weight { font = font.weight(w) }
            if seg.italic || o.italic { font = font.italic() }
            if seg.monospaced || o.monospaced { font = font.monospaced() }
            if seg.monospacedDigit || o.monospacedDigit { font = font.monospacedDigit() }
            var resolved = font.resolve(in: env)
            if let design = seg.design ?? o.design, resolved.family == nil, resolved.design != .monospaced { resolved.design = design }
            var string = seg.string
            switch env.textCase {
            case .uppercase?: string = string.uppercased()
            case .lowercase?: string = string.lowercased()
            case nil: break
            }
            let tracking = (seg.tracking ?? o.tracking ?? 0) + (seg.kerning ?? o.kerning ?? 0)
            let baselineOffset = (seg.baselineOffset ?? o.baselineOffset).flatMap { $0.isFinite ? $0 : nil } ?? 0
            var run = TextRun(string: string, font: resolved, tracking: tracking.isFinite ? tracking : 0, baselineOffset: baselineOffset)
            let paint = seg.style?.paint(in: env) ?? env.foregroundPaint(level: 0)
            let color = paint.representativeColor
            func line(_ style: LineStyle?) -> Color.Resolved? { style.map { $0.color?.resolve(in: env) ?? color } }
            var runPaint = TextRunPaint(paint: paint, underline: line(seg.underline ?? o.underline),
                                        strikethrough: line(seg.strikethrough ?? o.strikethrough))
            if let image = seg.image {
                let inline = image.textAttachment(font: resolved, env: env)
                run = TextRun(attachment: inline.attachment, font: resolved, baselineOffset: baselineOffset)
                runPaint.image = DisplayImage(source: inline.source, tint: inline.tinted ? paint : nil, interpolation: image.interpolation)
            }
            return (run, runPaint)
        }
    }

    /// The layout request for this text in an environment.
    func request(in env: EnvironmentValues) -> TextLayoutRequest {
        request(runs: runs(in: env).map(\.run), env: env)
    }

    func request(runs: [TextRun], env: EnvironmentValues) -> TextLayoutRequest {
        var r = TextLayoutRequest(runs: runs, lineLimit: env.lineLimit)
        r.minimumLines = env.minimumLines
        r.truncationMode = env.truncationMode
        r.alignment = env.multilineTextAlignment
        r.lineSpacing = env.lineSpacing.isFinite ? env.lineSpacing : 0
        r.minimumScaleFactor = env.minimumScaleFactor
        r.allowsTightening = env.allowsTightening
        return r
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        let styled = runs(in: ctx.environment)
        let behavior = TextBehavior(request: request(runs: styled.map(\.run), env: ctx.environment),
                                    paints: styled.map(\.paint), measurer: ctx.environment.textMeasurer)
        nodes.append(ctx.makeNode("Text", behavior))
    }
}

/// How a run of text is painted (what does not change its size).
struct TextRunPaint {
    var paint: ResolvedPaint
    var underline: Color.Resolved?
    var strikethrough: Color.Resolved?
    /// What an image run draws.
    var image: DisplayImage?
}

struct TextBehavior: NodeBehavior {
    let request: TextLayoutRequest
    let paints: [TextRunPaint]
    let measurer: any TextMeasurer

    /// The text's runs, laid out for the proposal it was placed with.
    func ownContent(node: Node) -> DisplayItem.Content? { .text(DisplayListBuilder.displayText(self, node: node)) }

    func layout(_ p: ProposedViewSize, scale: CGFloat) -> TextLayoutResult {
        if p.width == 0 { return .empty }
        var r = measurer.measure(request, width: p.width, height: p.height)
        // Text sizes are rounded up to the pixel grid.
        let px = 1 / max(scale.isFinite ? scale : 1, 0.01)
        func up(_ v: CGFloat) -> CGFloat { v.isFinite ? (v / px - 1e-9).rounded(.up) * px : 0 }
        r.size = CGSize(width: up(r.size.width), height: up(r.size.height))
        return r
    }

    func sizeThatFits(_ p: ProposedViewSize, node: Node) -> CGSize {
        layout(p, scale: node.environment.displayScale).size
    }

    func explicitAlignment(_ key: AlignmentKey, node: Node, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        if key == VerticalAlignment.firstTextBaseline.key { return layout(proposal, scale: node.environment.displayScale).firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return layout(proposal, scale: node.environment.displayScale).lastBaseline }
        if key == VerticalAlignment._firstTextLineCenter.key {
            // The middle of the first line's capitals (SwiftUI: first baseline − cap height / 2).
            let capHeight = request.runs.map { measurer.metrics(of: $0.font).capHeight }.max() ?? 0
            return layout(proposal, scale: node.environment.displayScale).firstBaseline - capHeight / 2
        }
        return nil
    }

    func spacing(node: Node) -> ViewSpacing {
        let m = measurer.metrics(of: request.primaryFont)
        let ideal = layout(.unspecified, scale: node.environment.displayScale)
        return .text(ascender: m.ascender, descender: m.descender, leading: m.leading, capHeight: m.capHeight,
                     firstBaseline: ideal.firstBaseline, lastBaseline: ideal.lastBaseline, height: ideal.size.height,
                     pixelLength: node.environment.pixelLength)
    }
}
