import Foundation

/// How lines of a multi-line text align.
public enum TextAlignment: Hashable, Sendable, CaseIterable, Codable {
    /// Lines start at the leading edge (left in left-to-right layouts).
    case leading
    /// Lines are centred in the text's width.
    case center
    /// Lines end at the trailing edge (right in left-to-right layouts).
    case trailing
}

/// A view that displays one or more lines of read-only text, measured by the environment's
/// `TextMeasurer`. A string literal is a `LocalizedStringKey`, so `Text("**Hi** \(name)")` reads
/// Markdown; `Text(verbatim:)` and `Text(someString)` show the characters as they are.
///
/// A text sizes itself to its content within the proposal: proposed a width, it wraps its words
/// to fit that width and is as wide as its longest line (never wider than proposed: a word longer
/// than the width breaks between characters); proposed a height, it shows only the lines that fit and truncates
/// the last one with an ellipsis. Proposed nil, it is its ideal size: every paragraph on one
/// line. `lineLimit`, `truncationMode`, `minimumScaleFactor` and the other text modifiers refine
/// this. Sizes are rounded up to the pixel grid, and texts offer their first and last baselines
/// as alignment guides and their font metrics to neighbouring texts' spacing.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Trellis").font(.title).bold()
///     Text("Lays out **SwiftUI** views on Linux, \(count) at a time.")
///         .lineLimit(2)
///         .foregroundStyle(.secondary)
/// }
/// .frame(width: 220)
/// ```
///
/// Trellis renders the system font in Inter (DejaVu Serif for the serif design, DejaVu Sans Mono
/// for the monospaced one; rounded stays Inter), measured and shaped by Pango when TrellisCairo
/// is installed. Point sizes, weights and line heights follow SwiftUI's text styles, but widths
/// follow Inter's glyphs, so a text wraps where Inter's words would, not always where San
/// Francisco's do. Without TrellisCairo an approximate measurer estimates sizes.
public nonisolated struct Text: View, PrimitiveView, Equatable {
    /// A text is measured and drawn by the engine directly; it has no body.
    public typealias Body = Never

    /// Where a text that does not fit drops characters, replacing them with an ellipsis.
    public enum TruncationMode: Hashable, Sendable, Codable {
        /// Drop characters at the start of the line: "…of the line".
        case head
        /// Drop characters in the middle of the line: "The st…line".
        case middle
        /// Drop characters at the end of the line (the default): "The start of…".
        case tail
    }

    /// Upper- or lower-casing of a text (`textCase(_:)`).
    public enum Case: Hashable, Sendable {
        /// Every letter in upper case.
        case uppercase
        /// Every letter in lower case.
        case lowercase
    }

    /// A line drawn under or through text.
    public struct LineStyle: Hashable, Sendable {
        /// The dashing of an underline or strikethrough.
        public enum Pattern: Hashable, Sendable {
            /// An unbroken line.
            case solid
            /// A dotted line.
            case dot
            /// A dashed line.
            case dash
            /// Alternating dashes and dots (SwiftUI's spelling).
            case dashot
            /// A dash followed by two dots, repeated.
            case dashDotDot
        }
        /// The dashing of the line.
        public var pattern: Pattern
        /// The line's colour; nil draws it in the text's own colour.
        public var color: Color?
        /// Creates a line style.
        /// - Parameters:
        ///   - pattern: The dashing (default solid).
        ///   - color: The colour; nil for the text's colour.
        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }
        /// A solid line in the text's colour.
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

    /// Shows a string as it is (no Markdown): `Text(title)` for a `String` variable.
    /// - Parameter content: The characters to show.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { segments = [Segment(string: String(content))] }
    /// Shows a string as it is, never interpreting it as Markdown or a localization key, even
    /// when it is a literal.
    /// - Parameter content: The characters to show.
    public init(verbatim content: String) { segments = [Segment(string: content)] }
    /// An image as text: it sits in the line, sized by the font (symbols) or at its own size.
    /// Concatenate it with other texts (`Text(Image(systemName: "star")) + Text(" Favourite")`)
    /// to flow it with words.
    /// - Parameter image: The image to show in the line.
    public init(_ image: Image) { segments = [Segment(image: image)] }
    /// Shows a localized string key: a literal with Markdown styling and interpolated values.
    ///
    /// The key's entry in the strings table is shown when there is one (a compiled preview of an
    /// app: its development language's `Localizable.strings`, `AppStrings`), else the key's own
    /// text; inline Markdown (`**bold**`, `*italic*`, `` `code` ``, `~~strike~~`, links) is
    /// styled, and interpolated numbers honour their `specifier:`.
    /// - Parameters:
    ///   - key: The literal, with its interpolations.
    ///   - tableName: The strings table (`Localizable` when nil).
    ///   - bundle: The bundle of the table (the app's when nil).
    ///   - comment: Accepted for SwiftUI's signature.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        segments = key.translated(table: tableName, bundle: bundle).segments()
    }

    /// The characters of the text.
    public var string: String { segments.map(\.string).joined() }

    /// Joins two texts into one that flows and wraps as a single paragraph, each part keeping its
    /// own styling.
    /// ```swift
    /// Text("Total: ") + Text("12").bold() + Text(" items").foregroundStyle(.secondary)
    /// ```
    /// - Returns: A text of `lhs`'s runs followed by `rhs`'s.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(segments: lhs.segments + rhs.segments) }

    private func mapSegments(_ f: (inout Segment) -> Void) -> Text {
        var t = self
        for i in t.segments.indices { f(&t.segments[i]) }
        return t
    }

    // Styling: a segment keeps what it set itself (inner styling wins, as in SwiftUI).
    /// Sets the font of this text (of the parts that have not set their own).
    /// - Parameter font: The font; nil leaves the environment's font in charge.
    /// - Returns: A text in `font`.
    public func font(_ font: Font?) -> Text { mapSegments { if $0.font == nil { $0.font = font } } }
    /// Sets the weight of this text's font (of the parts that have not set their own).
    /// - Parameter weight: The weight; nil keeps the font's.
    /// - Returns: A text of the given weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapSegments { if $0.weight == nil { $0.weight = weight } } }
    /// Sets the design (default, serif, rounded, monospaced) of this text's system font; custom
    /// fonts keep their family.
    /// - Parameter design: The design; nil keeps the font's.
    /// - Returns: A text of the given design.
    public func fontDesign(_ design: Font.Design?) -> Text { mapSegments { if $0.design == nil { $0.design = design } } }
    /// Makes this text bold (parts with their own weight keep it).
    /// - Returns: A bold text.
    public func bold() -> Text { bold(true) }
    /// Makes this text bold when `isActive` is true (parts with their own weight keep it).
    /// - Parameter isActive: Whether to apply the bold weight.
    /// - Returns: A bold text, or this text unchanged.
    public func bold(_ isActive: Bool) -> Text { isActive ? mapSegments { if $0.weight == nil { $0.weight = .bold } } : self }
    /// Makes this text italic (the font's italic face).
    /// - Returns: An italic text.
    public func italic() -> Text { italic(true) }
    /// Makes this text italic when `isActive` is true.
    /// - Parameter isActive: Whether to use the italic face.
    /// - Returns: An italic text, or this text unchanged.
    public func italic(_ isActive: Bool) -> Text { isActive ? mapSegments { $0.italic = true } : self }
    /// Draws this text in the monospaced design: every character is as wide as every other.
    /// - Parameter isActive: Whether to use the monospaced design.
    /// - Returns: A monospaced text, or this text unchanged.
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? mapSegments { $0.monospaced = true } : self }
    /// Gives this text's digits equal widths (tabular figures), so numbers line up in columns
    /// and do not change width as they change; letters keep their widths.
    /// - Returns: A text with fixed-width digits.
    public func monospacedDigit() -> Text { mapSegments { $0.monospacedDigit = true } }
    /// Draws this text in a colour (parts with their own colour keep it).
    /// - Parameter color: The colour; nil leaves the environment's foreground style in charge.
    /// - Returns: A text in `color`.
    public func foregroundColor(_ color: Color?) -> Text {
        mapSegments { if $0.style == nil, let color { $0.style = AnyShapeStyle(color) } }
    }
    /// Draws this text in a style, such as a colour or a gradient (parts with their own keep it).
    /// - Parameter style: The style to draw the characters in.
    /// - Returns: A text in `style`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { mapSegments { if $0.style == nil { $0.style = AnyShapeStyle(style) } } }
    /// Underlines this text with a solid line; the size of the text is unchanged.
    /// - Parameters:
    ///   - isActive: Whether to underline.
    ///   - color: The line's colour; nil for the text's colour.
    /// - Returns: An underlined text, or this text unchanged.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.underline == nil { $0.underline = LineStyle(color: color) } } : self
    }
    /// Underlines this text with a dashed or dotted line.
    /// - Parameters:
    ///   - isActive: Whether to underline.
    ///   - pattern: The dashing of the line.
    ///   - color: The line's colour; nil for the text's colour.
    /// - Returns: An underlined text, or this text unchanged.
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.underline == nil { $0.underline = LineStyle(pattern: pattern, color: color) } } : self
    }
    /// Strikes this text through with a solid line; the size of the text is unchanged.
    /// - Parameters:
    ///   - isActive: Whether to strike through.
    ///   - color: The line's colour; nil for the text's colour.
    /// - Returns: A struck-through text, or this text unchanged.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.strikethrough == nil { $0.strikethrough = LineStyle(color: color) } } : self
    }
    /// Strikes this text through with a dashed or dotted line.
    /// - Parameters:
    ///   - isActive: Whether to strike through.
    ///   - pattern: The dashing of the line.
    ///   - color: The line's colour; nil for the text's colour.
    /// - Returns: A struck-through text, or this text unchanged.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern, color: Color? = nil) -> Text {
        isActive ? mapSegments { if $0.strikethrough == nil { $0.strikethrough = LineStyle(pattern: pattern, color: color) } } : self
    }
    /// Adds `kerning` points between characters, widening (or, negative, narrowing) the text.
    /// Trellis adds kerning and tracking alike, after every character.
    /// - Parameter kerning: The extra space per character, in points.
    /// - Returns: A text with adjusted character spacing.
    public func kerning(_ kerning: CGFloat) -> Text { mapSegments { if $0.kerning == nil { $0.kerning = kerning } } }
    /// Adds `tracking` points after every character, widening (or, negative, narrowing) the text.
    /// - Parameter tracking: The extra space per character, in points.
    /// - Returns: A text with adjusted character spacing.
    public func tracking(_ tracking: CGFloat) -> Text { mapSegments { if $0.tracking == nil { $0.tracking = tracking } } }
    /// Raises (positive) or lowers (negative) this text from the line's baseline, as for
    /// superscripts.
    /// - Parameter offset: The distance to move the characters up, in points.
    /// - Returns: A text shifted off its baseline.
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
