import CCairo
import CPango
import Foundation
import Trellis

/// Measures and lays out text with Pango, the way SwiftUI sizes `Text` (see `TextMeasurer`).
///
/// Fonts are set up so that measuring and painting agree to the pixel: 72 dpi (1 pt = 1 px at
/// scale 1), hinted metrics off and unrounded glyph positions. Results are cached by (request,
/// width, height). Pango objects are not thread-safe, so one lock guards the measurer's Pango
/// context: measuring from many threads (Swift Testing runs tests in parallel) is safe.
public final class PangoTextMeasurer: TextMeasurer, @unchecked Sendable {
    /// The measurer of `CairoBackend.backend()`, and the one the painter draws with.
    public static let shared = PangoTextMeasurer()

    let lock = NSLock()
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    let context: OpaquePointer
    private(set) var fonts: PangoFontCatalog
    /// `AppFonts.generation` when `fonts` was read.
    private var fontGeneration = AppFonts.generation.load(ordering: .relaxed)
    private var cache: MeasurementCache
    /// The lines of a text laid out by a plan: measuring one text at one width for several
    /// heights (a stack asks for its minimum, ideal and final sizes) lays it out once.
    private var linesCache: GenerationalCache<PlannedText, [Line]>
    /// Widths a wrapped text breaks the same at (`WrapSpan`), by request.
    private var wrapSpans: GenerationalCache<TextLayoutRequest, [WrapSpan]>
    /// The texts seen cut to one line that fills the width (`oneTruncatedLine`).
    private var fillsOneTruncatedLine: GenerationalCache<TextLayoutRequest, Bool>
    /// Measurements `oneTruncatedLine` answered (for tests).
    private(set) var oneLineAnswers = 0
    private var metricsCache: [ResolvedFont: FontMetrics] = [:]

    /// - Parameter cacheCapacity: measurements kept (in two generations of this size); 0 disables
    ///   the cache (benchmarks measure uncached calls with it).
    public init(cacheCapacity: Int = 4096) {
        fontMap = pango_cairo_font_map_new()!
        context = pango_font_map_create_context(fontMap)!
        PangoTextMeasurer.configure(context)
        fonts = PangoFontCatalog(fontMap: fontMap)
        cache = MeasurementCache(capacity: cacheCapacity)
        linesCache = GenerationalCache(capacity: cacheCapacity / 4)
        wrapSpans = GenerationalCache(capacity: cacheCapacity / 4)
        fillsOneTruncatedLine = GenerationalCache(capacity: cacheCapacity / 4)
    }

    deinit {
        clearPaintLayouts()
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Takes the app fonts registered since the fonts were read: the font map reads fontconfig
    /// again and what was measured or laid out in the old fonts is dropped. Call with the lock held.
    private func takeNewFonts() {
        let generation = AppFonts.generation.load(ordering: .relaxed)
        guard generation != fontGeneration else { return }
        fontGeneration = generation
        pango_fc_font_map_config_changed(OpaquePointer(fontMap))
        pango_context_changed(context)
        fonts = PangoFontCatalog(fontMap: fontMap)
        cache = MeasurementCache(capacity: cache.capacity)
        linesCache = GenerationalCache(capacity: cache.capacity / 4)
        wrapSpans = GenerationalCache(capacity: cache.capacity / 4)
        fillsOneTruncatedLine = GenerationalCache(capacity: cache.capacity / 4)
        metricsCache = [:]
        clearPaintLayouts()
    }

    /// The family the system font resolves to ("Inter", or "DejaVu Sans" without fonts-inter).
    public var systemFamily: String { fonts.systemFamily }

    /// Gives a Pango context the options shared by measuring and painting.
    static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
    }

    // MARK: TextMeasurer

    public func measure(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> TextLayoutResult {
        lock.withLock {
            takeNewFonts()
            return measured(request, width: width, height: height).result
        }
    }

    public func metrics(of font: ResolvedFont) -> FontMetrics {
        lock.withLock {
            takeNewFonts()
            if let m = metricsCache[font] { return m }
            let m = computeMetrics(font)
            metricsCache[font] = m
            return m
        }
    }

    /// Measurements made so far that missed the cache.
    public var cacheMisses: Int { lock.withLock { cache.misses } }

    // MARK: Layout plans

    /// How a text was finally laid out: what the painter must repeat to draw what was measured.
    struct Plan: Hashable {
        var fontScale: CGFloat = 1
        var tightening: CGFloat = 0
        /// The wrapping width (nil: no wrapping).
        var wrapWidth: CGFloat?
        /// A height limit in Pango units with ellipsizing (nil: all lines).
        var heightLimit: Int32?
    }

    struct Measured {
        var result: TextLayoutResult
        var plan: Plan
        /// Some line starts inside a word Pango cut because it was wider than the line: where
        /// it is cut depends on the width, so no other width is sure to give the same lines.
        var cutsWords = false
        /// The widest proposal known to break the text into these same lines (nil: only the
        /// width it was laid out in).
        var sameLinesUpTo: CGFloat?
        /// The text, unconstrained, is one line in one font (Pango made one run of it): every
        /// part of it is as tall as the whole.
        var isOneRun = false
    }

    /// One laid-out line, in points from the top-left of the layout.
    struct Line {
        var top: CGFloat
        var bottom: CGFloat
        var baseline: CGFloat
        var width: CGFloat
        /// The line starts where the text has no line-break opportunity (a word cut in two).
        var startsInsideWord = false
        /// The width this line would need to take the next line's first word too: in any width
        /// below it the line breaks where it does (infinity: a hard break or the last line; nil:
        /// not known, the line ends where only a narrower width is sure to break it the same).
        var widthWithNextWord: CGFloat?
        /// Pango made one run of the line (one font, one direction).
        var isOneRun = false
    }

    /// A text and the plan it is laid out by.
    struct PlannedText: Hashable {
        var request: TextLayoutRequest
        var plan: Plan
    }

    /// The measurement of `request` (cached); call with the lock held. A proposal the text's
    /// unconstrained layout fits in (its width, and its height unless it is one line, which
    /// shows whatever the height) lays it out as no proposal does: nothing wraps, shrinks or
    /// truncates. It takes the unconstrained measurement and plan, so a resize that makes no
    /// text wrap shapes nothing again, here nor in the painter's layouts.
    func measured(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> Measured {
        let w = Self.sanitized(width), h = Self.sanitized(height)
        let key = MeasurementKey(request: request, width: w, height: h)
        if let hit = cache[key] { return hit }
        var m: Measured?
        var natural: Measured?
        if (w != nil || h != nil) && w != 0 {
            let n = measured(request, width: nil, height: nil)
            natural = n
            let size = n.result.size
            if !n.result.isTruncated, size.width <= w ?? .infinity,
               n.result.lineCount <= 1 || size.height <= h ?? .infinity {
                m = n
            }
        }
        if m == nil, let w, let span = wrapSpans[request]?.first(where: { $0.holds(width: w, height: h) }) {
            m = span.measured
        }
        var oneLine: Measured?
        if m == nil, let w, let natural {
            oneLine = Self.oneTruncatedLine(request, natural: natural, width: w, height: h)
            if oneLine != nil, fillsOneTruncatedLine[request] == true {
                m = oneLine
                oneLineAnswers += 1
            }
        }
        let measurement = m ?? compute(request, width: w, height: h)
        if m == nil, let w, let span = WrapSpan(request, measured: measurement, width: w) {
            wrapSpans[request] = [span] + (wrapSpans[request] ?? []).prefix(3)
        }
        if m == nil, let oneLine, Self.sameResult(measurement, oneLine) { fillsOneTruncatedLine[request] = true }
        cache[key] = measurement
        return measurement
    }

    /// What a text that does not fit in `width` and may show one line measures, worked out
    /// from its unconstrained line: Pango ends the line with an ellipsis that fills the width
    /// (it widens the ellipsis by what is left over), and a line in one font is as tall as the
    /// whole text's. Nil where that is not sure: the text in more than one run or with a hard
    /// break, a width of less than 4 em (the ellipsis may not fit beside a first character),
    /// shrinking or tightening, or a height that may hold a second line. It stands for a
    /// layout only once one was seen to give the same (`fillsOneTruncatedLine`): an ellipsis
    /// from a taller fallback font, or another Pango, shows there.
    static func oneTruncatedLine(_ request: TextLayoutRequest, natural: Measured, width: CGFloat, height: CGFloat?) -> Measured? {
        let line = natural.result
        let largestFont = request.runs.map(\.font.size).max() ?? 17
        guard natural.isOneRun, line.lineCount == 1, !line.isTruncated, line.size.width > width + 0.01,
              width >= 4 * largestFont, request.minimumLines == nil, !request.allowsTightening,
              !(request.minimumScaleFactor.isFinite && request.minimumScaleFactor < 1),
              request.string.last?.isWhitespace == false else { return nil }
        // One line may show: the limit says so, or the height is short of a second line.
        guard request.lineLimit == 1 || (height.map { $0 + 0.02 < 2 * line.size.height } == true && request.lineSpacing == 0) else { return nil }
        var result = TextLayoutResult(size: CGSize(width: width, height: line.size.height), firstBaseline: line.firstBaseline,
                                      lastBaseline: line.firstBaseline, lineCount: 1, fontScale: 1, tightening: 0, isTruncated: true)
        result.lineBreaking = .init(width: width, height: line.size.height)
        return Measured(result: result, plan: Plan(wrapWidth: width, heightLimit: heightLimit(line.size.height)))
    }

    /// Whether two measurements give the same result and the same lines to paint.
    static func sameResult(_ a: Measured, _ b: Measured) -> Bool {
        a.result == b.result && a.plan == b.plan
    }

    /// The widths a wrapped text breaks into the same lines at: Pango breaks lines greedily, so
    /// lines laid out in a width `w` whose widest is `min` are the same lines in any width from
    /// `min` up to where some line could take the next line's first word (`max`, at least `w`):
    /// each line still fits, and the word that did not fit after each still does not. A resize
    /// that narrows or widens a paragraph within that span shapes nothing again. Only for lines
    /// that were laid out as they came: none cut, shrunk or tightened, and no word cut in two
    /// (Pango cuts a word wider than the line as the width allows, not greedily).
    struct WrapSpan {
        var min: CGFloat
        var max: CGFloat
        var measured: Measured

        init?(_ request: TextLayoutRequest, measured: Measured, width: CGFloat) {
            let result = measured.result, plan = measured.plan
            guard plan.wrapWidth == width, plan.heightLimit == nil, plan.fontScale == 1, plan.tightening == 0,
                  !measured.cutsWords, !result.isTruncated, result.lineCount > 1, request.minimumLines == nil, result.size.width <= width else { return nil }
            min = result.size.width
            max = Swift.max(width, measured.sameLinesUpTo ?? width)
            self.measured = measured
        }

        /// Whether a proposal of `width` × `height` lays the text out in these lines: the width
        /// within the span, and every line within the height.
        func holds(width: CGFloat, height: CGFloat?) -> Bool {
            min <= width && width <= max && (height.map { measured.result.size.height <= $0 + 0.01 } ?? true)
        }
    }

    /// nil for unconstrained (nil, infinite or NaN), else at least 0.
    static func sanitized(_ v: CGFloat?) -> CGFloat? {
        guard let v, v.isFinite else { return nil }
        return max(v, 0)
    }

    private func compute(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> Measured {
        if width == 0 { return Measured(result: .empty, plan: Plan(wrapWidth: 0)) }
        if request.string.isEmpty {
            var r = TextLayoutResult.empty
            if let minLines = request.minimumLines, minLines > 0 {
                let m = computeMetrics(request.primaryFont)
                r.size.height = CGFloat(minLines) * (m.ascender - m.descender) + CGFloat(minLines - 1) * request.lineSpacing
            }
            return Measured(result: r, plan: Plan())
        }
        let maxLines = request.lineLimit.map { max($0, 1) } ?? Int.max

        // How many lines of a layout may be shown: the line limit, and what fits in the height.
        func allowed(_ lines: [Line]) -> Int {
            var n = lines.count
            if let height {
                n = max(1, lines.prefix { $0.bottom <= height + 0.01 }.count)
            }
            return min(n, maxLines)
        }
        func lines(_ plan: Plan) -> [Line] {
            let key = PlannedText(request: request, plan: plan)
            if let hit = linesCache[key] { return hit }
            let layout = makeLayout(request, plan: plan, decorations: nil)
            let lines = Self.lines(of: layout)
            linesCache[key] = lines
            keepForPainting(layout, key)
            return lines
        }
        func fits(_ plan: Plan) -> Bool {
            // A spent work budget ends the search where it is.
            if WorkBudget.check() { return true }
            let l = lines(plan)
            return l.count <= allowed(l)
        }

        var plan = Plan(wrapWidth: width)
        var shown = lines(plan)
        var fitsWhole = shown.count <= allowed(shown)

        // Tightening first (at most 5 % of the font size per character), then shrinking the font.
        if !fitsWhole && request.allowsTightening {
            let most = -0.05 * request.primaryFont.size
            var t = plan
            t.tightening = most
            if fits(t) {
                var lo = most, hi: CGFloat = 0
                for _ in 0..<8 {
                    let mid = (lo + hi) / 2
                    t.tightening = mid
                    if fits(t) { lo = mid } else { hi = mid }
                }
                plan.tightening = lo
                fitsWhole = true
            } else {
                plan.tightening = most
            }
        }
        let minScale = request.minimumScaleFactor.isFinite ? min(max(request.minimumScaleFactor, 0.01), 1) : 1
        if !fitsWhole && minScale < 1 {
            var s = plan
            s.fontScale = minScale
            if fits(s) {
                var lo = minScale, hi: CGFloat = 1
                for _ in 0..<10 {
                    let mid = (lo + hi) / 2
                    s.fontScale = mid
                    if fits(s) { lo = mid } else { hi = mid }
                }
                plan.fontScale = lo
                fitsWhole = true
            } else {
                plan.fontScale = minScale
            }
        }

        if plan.tightening != 0 || plan.fontScale != 1 { shown = lines(plan) }
        var truncated = false
        var cutHeight: CGFloat?
        if !fitsWhole {
            // Keep the lines that are allowed and let Pango end the last one with an ellipsis.
            let keep = allowed(shown)
            if plan.wrapWidth == nil { plan.wrapWidth = shown.map(\.width).max() ?? 0 }
            let cut = shown[keep - 1].bottom
            cutHeight = cut
            plan.heightLimit = Self.heightLimit(cut)
            shown = lines(plan)
            truncated = true
        }

        var size = CGSize(width: shown.map(\.width).max() ?? 0, height: shown.last?.bottom ?? 0)
        // Lines may use the wrapping slack (ellipsized lines fill the width): never report more.
        if let width, size.width > width, size.width <= width + 0.01 { size.width = width }
        if let minLines = request.minimumLines, minLines > shown.count, let first = shown.first {
            let extra = minLines - shown.count
            size.height += CGFloat(extra) * (first.bottom - first.top + request.lineSpacing)
        }
        var result = TextLayoutResult(size: size, firstBaseline: shown.first?.baseline ?? 0,
                                      lastBaseline: shown.last?.baseline ?? 0, lineCount: shown.count,
                                      fontScale: plan.fontScale, tightening: plan.tightening, isTruncated: truncated)
        result.lineBreaking = .init(width: plan.wrapWidth, height: cutHeight)
        var measured = Measured(result: result, plan: plan, cutsWords: shown.contains(where: \.startsInsideWord))
        if let width, plan == Plan(wrapWidth: width), !truncated {
            measured.sameLinesUpTo = Self.sameLinesUpTo(shown, request: request)
        }
        measured.isOneRun = width == nil && shown.count == 1 && shown[0].isOneRun
        return measured
    }

    /// The widest proposal that breaks `lines` (laid out as they came) where they are broken:
    /// a margin below the narrowest width some line would take its next line's first word in.
    /// The margin (a tenth of the largest font size) covers what shaping the word at the end of
    /// a line rather than at the start of the next may change (kerning against the space). Nil
    /// when some line's break is not known to hold in a wider line, or tracking is negative.
    static func sameLinesUpTo(_ lines: [Line], request: TextLayoutRequest) -> CGFloat? {
        guard lines.count > 1, !request.runs.contains(where: { $0.tracking < 0 }) else { return nil }
        var narrowest = CGFloat.infinity
        for line in lines {
            guard let w = line.widthWithNextWord else { return nil }
            narrowest = Swift.min(narrowest, w)
        }
        let largestFont = request.runs.map(\.font.size).max() ?? 17
        // Pango wraps at the proposal plus 0.001 pt, rounded up to its unit of 1/1024 pt.
        return narrowest - largestFont / 10 - 0.002
    }

    /// A Pango height limit (1/1024 pt, one past the last line kept) for lines cut below `bottom`.
    static func heightLimit(_ bottom: CGFloat) -> Int32 {
        SafeNumber.int32(Double((bottom * CGFloat(PANGO_SCALE)).rounded(.up)) + 1, in: 1...Int32.max / 2, nan: 1)
    }

    /// The plan a result measured here was laid out by (nil when the result does not say).
    static func plan(of result: TextLayoutResult) -> Plan? {
        guard let breaking = result.lineBreaking else { return nil }
        return Plan(fontScale: result.fontScale, tightening: result.tightening, wrapWidth: breaking.width,
                    heightLimit: breaking.height.map(heightLimit))
    }

    /// The text of each line `request` is laid out in, with "…" where text was elided and "-"
    /// where Pango ended a line with a hyphen of its own (what a reader sees; tests and tools use
    /// it to check wrapping and truncation).
    public func visibleLines(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?) -> [String] {
        lock.withLock {
            let m = measured(request, width: width, height: height)
            if m.result.lineCount == 0 { return [] }
            let layout = makeLayout(request, plan: m.plan, decorations: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            let bytes = Array(request.string.utf8)
            var lines: [String] = []
            var index: Int32 = 0
            while let line = pango_layout_get_line_readonly(layout, index) {
                var text = ""
                var node = line.pointee.runs
                while let n = node {
                    let run = n.pointee.data.assumingMemoryBound(to: PangoGlyphItem.self)
                    if let item = run.pointee.item {
                        if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0 {
                            text += "…"
                        } else {
                            let start = Int(item.pointee.offset), end = min(start + Int(item.pointee.length), bytes.count)
                            text += String(decoding: bytes[min(start, end)..<end], as: UTF8.self)
                            if item.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_NEED_HYPHEN) != 0 { text += "-" }
                        }
                    }
                    node = n.pointee.next
                }
                lines.append(text)
                index += 1
            }
            return lines
        }
    }

    // MARK: Pango layouts

    /// Colours and decorations of one run (painting only; they never change the size).
    struct RunDecoration: Hashable {
        /// nil: the text is drawn in the Cairo source's colour (one colour for the whole text,
        /// so that its layout serves every colour and opacity it is drawn in: a fade).
        var color: Color.Resolved?
        var underline: Color.Resolved?
        var strikethrough: Color.Resolved?
    }

    /// A paint layout follows from the text, the plan it was measured with and its decorations.
    private struct PaintKey: Hashable {
        var text: PlannedText
        var decorations: [RunDecoration]
    }

    /// Layouts made for painting, kept so that repainting (resizing, animating) does not shape
    /// the same text again. Bounded in two generations, like the measurements: when the current
    /// one is full it becomes the previous one (a hit there is promoted), and the generation it
    /// replaces is released a few layouts per call — releasing thousands at once stalled one
    /// frame of a resize by several milliseconds.
    private var paintLayouts: [PaintKey: OpaquePointer] = [:]
    private var previousPaintLayouts: [PaintKey: OpaquePointer] = [:]
    private var retiredPaintLayouts: [OpaquePointer] = []
    private static let paintLayoutCapacity = 1024

    /// Runs `body` with a layout of `request` as measured in (width, height) — or as `result`
    /// says it was laid out — with colours and decorations, and the measurement; call with the
    /// lock held.
    func withPaintLayout<R>(_ request: TextLayoutRequest, width: CGFloat?, height: CGFloat?, result: TextLayoutResult? = nil,
                            decorations: [RunDecoration], _ body: (OpaquePointer, Measured) -> R) -> R {
        takeNewFonts()
        for _ in 0..<min(8, retiredPaintLayouts.count) { g_object_unref(UnsafeMutableRawPointer(retiredPaintLayouts.removeLast())) }
        // A result that says how it was laid out is drawn that way, without measuring again.
        let m = result.flatMap { r in Self.plan(of: r).map { Measured(result: r, plan: $0) } }
            ?? measured(request, width: width, height: height)
        let key = PaintKey(text: PlannedText(request: request, plan: m.plan), decorations: decorations)
        if let layout = paintLayouts[key] { return body(layout, m) }
        if let layout = previousPaintLayouts.removeValue(forKey: key) {
            keepPaintLayout(layout, key)
            return body(layout, m)
        }
        let layout = makeLayout(request, plan: m.plan, decorations: decorations)
        paintLayoutsMade += 1
        if cache.capacity > 0 {
            keepPaintLayout(layout, key)
            return body(layout, m)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        return body(layout, m)
    }

    /// Paint layouts made so far (for tests: a repaint that makes none shaped nothing).
    public var paintLayoutCount: Int { lock.withLock { paintLayoutsMade } }
    private var paintLayoutsMade = 0

    /// Keeps a layout made for measuring as the paint layout of the text in one colour with no
    /// decorations (the same attributes), or releases it: a text measured in a new width is
    /// then drawn without shaping it again (in the process that measured it).
    private func keepForPainting(_ layout: OpaquePointer, _ text: PlannedText) {
        let key = PaintKey(text: text, decorations: Array(repeating: RunDecoration(), count: text.request.runs.count))
        guard cache.capacity > 0, paintLayouts[key] == nil, previousPaintLayouts[key] == nil else {
            g_object_unref(UnsafeMutableRawPointer(layout))
            return
        }
        keepPaintLayout(layout, key)
    }

    private func keepPaintLayout(_ layout: OpaquePointer, _ key: PaintKey) {
        // A small measurer (the previewer's overlays) keeps as few layouts as measurements.
        if paintLayouts.count >= min(Self.paintLayoutCapacity, max(cache.capacity, 16)) {
            retiredPaintLayouts += previousPaintLayouts.values
            previousPaintLayouts = paintLayouts
            paintLayouts = [:]
        }
        paintLayouts[key] = layout
    }

    private func clearPaintLayouts() {
        for layout in paintLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for layout in previousPaintLayouts.values { g_object_unref(UnsafeMutableRawPointer(layout)) }
        for layout in retiredPaintLayouts { g_object_unref(UnsafeMutableRawPointer(layout)) }
        paintLayouts.removeAll()
        previousPaintLayouts.removeAll()
        retiredPaintLayouts.removeAll()
    }

    /// A new Pango layout of `request` following `plan` (the caller unrefs it); call with the lock held.
    func makeLayout(_ request: TextLayoutRequest, plan: Plan, decorations: [RunDecoration]?) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let text = request.string
        pango_layout_set_text(layout, text, Int32(Self.boundedLength(text)))
        let attrs = pango_attr_list_new()!
        var start: UInt32 = 0
        for (i, run) in request.runs.enumerated() {
            let end = start + UInt32(run.string.utf8.count)
            func add(_ attr: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attr else { return }
                attr.pointee.start_index = start
                attr.pointee.end_index = end
                pango_attr_list_insert(attrs, attr)
            }
            let desc = fonts.description(of: run.font, scale: plan.fontScale)
            add(pango_attr_font_desc_new(desc))
            if i == 0 { pango_layout_set_font_description(layout, desc) }
            pango_font_description_free(desc)
            let tracking = (run.tracking * plan.fontScale + plan.tightening)
            // Every number handed to Pango is finite and within its int range (1/1024 pt units).
            if tracking != 0, tracking.isFinite { add(pango_attr_letter_spacing_new(SafeNumber.int32(Double(tracking * CGFloat(PANGO_SCALE)), in: -(1 << 26)...(1 << 26)))) }
            if run.baselineOffset != 0, run.baselineOffset.isFinite {
                add(pango_attr_rise_new(SafeNumber.int32(Double(run.baselineOffset * plan.fontScale * CGFloat(PANGO_SCALE)), in: -(1 << 26)...(1 << 26))))
            }
            if let a = run.attachment {
                // The image's box in the line: its ascent above the baseline (Pango's y grows down).
                let scale = CGFloat(PANGO_SCALE) * plan.fontScale
                func units(_ v: CGFloat) -> Int32 { v.isFinite ? Int32(max(min(v * scale, 1e8), -1e8).rounded()) : 0 }
                var box = PangoRectangle(x: 0, y: -units(a.ascent), width: units(a.size.width), height: units(a.size.height))
                add(pango_attr_shape_new(&box, &box))
            }
            var features: [String] = []
            if run.font.monospacedDigits { features.append("tnum 1") }
            if run.font.smallCaps { features.append("smcp 1") }
            if !features.isEmpty { add(pango_attr_font_features_new(features.joined(separator: ", "))) }
            if let d = decorations?[safe: i] {
                if let c = d.color {
                    add(pango_attr_foreground_new(Self.channel(c.red), Self.channel(c.green), Self.channel(c.blue)))
                    add(pango_attr_foreground_alpha_new(Self.channel(c.opacity)))
                }
                if let u = d.underline {
                    add(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                    add(pango_attr_underline_color_new(Self.channel(u.red), Self.channel(u.green), Self.channel(u.blue)))
                }
                if let s = d.strikethrough {
                    add(pango_attr_strikethrough_new(1))
                    add(pango_attr_strikethrough_color_new(Self.channel(s.red), Self.channel(s.green), Self.channel(s.blue)))
                }
            }
            start = end
        }
        // A word broken between characters breaks without a hyphen, as on iOS (TextKit's
        // hyphenation factor is 0 and Text offers none); Pango would insert one. One attribute
        // over the whole text (a new attribute's range is all of it), for measuring and painting.
        pango_attr_list_insert(attrs, pango_attr_insert_hyphens_new(0))
        pango_layout_set_attributes(layout, attrs)
        pango_attr_list_unref(attrs)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if request.lineSpacing != 0, request.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, SafeNumber.int32(Double(request.lineSpacing * CGFloat(PANGO_SCALE)), in: -(1 << 26)...(1 << 26)))
        }
        if let w = plan.wrapWidth {
            // A hair of slack so that a text proposed exactly its own width does not wrap.
            pango_layout_set_width(layout, Int32(min((w + 0.001) * CGFloat(PANGO_SCALE), CGFloat(Int32.max / 2)).rounded(.up)))
        }
        if let limit = plan.heightLimit {
            pango_layout_set_height(layout, limit)
            let mode: PangoEllipsizeMode
            switch request.truncationMode {
            case .head: mode = PANGO_ELLIPSIZE_START
            case .middle: mode = PANGO_ELLIPSIZE_MIDDLE
            case .tail: mode = PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, mode)
        }
        return layout
    }

    /// Pango's line breaking is quadratic in the length of a paragraph it must break inside
    /// words, so one text is laid out up to `maximumTextBytes` and `maximumTextLines` hard
    /// lines (what could be read of more is far below any window anyway).
    static let maximumTextBytes = 32 << 10
    static let maximumTextLines = 2_000
    static let maximumWordBytes = 1_000

    /// The UTF-8 length of `text` that is laid out (cut at a character boundary).
    static func boundedLength(_ text: String) -> Int {
        let count = text.utf8.count
        if count <= 256 { return count }
        var end = min(count, maximumTextBytes)
        var newlines = 0
        var i = 0
        var copy = text
        copy.withUTF8 { bytes in
            while i < end {
                if bytes[i] == 0x0A {
                    newlines += 1
                    if newlines >= maximumTextLines {
                        end = i
                        break
                    }
                }
                i += 1
            }
            // A word longer than `maximumWordBytes` (Pango breaks it character by character,
            // shaping the rest of it again for every line) ends the text.
            var run = 0
            for j in 0..<end {
                let b = bytes[j]
                if b == 0x20 || b == 0x0A || b == 0x09 || b == 0x2D { run = 0 } else { run += 1 }
                if run > maximumWordBytes {
                    end = j
                    break
                }
            }
            // Never inside a character: back up over continuation bytes.
            while end > 0, end < count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        if end < count {
            DiagnosticLog.warnOnce("a text of \(count) bytes is laid out up to \(end) bytes (at most \(maximumTextLines) lines, \(maximumTextBytes) bytes, words of \(maximumWordBytes) bytes)")
        }
        return end
    }

    static func channel(_ v: Float) -> UInt16 { UInt16((min(max(v.isNaN ? 0 : v, 0), 1) * 65535).rounded()) }

    /// The lines of a layout, in points.
    static func lines(of layout: OpaquePointer) -> [Line] {
        var result: [Line] = []
        guard let iter = pango_layout_get_iter(layout) else { return result }
        defer { pango_layout_iter_free(iter) }
        let scale = CGFloat(PANGO_SCALE)
        // Where the text may break (UAX #14): a line that starts elsewhere starts inside a word.
        var attrCount: Int32 = 0
        let attrs = pango_layout_get_log_attrs_readonly(layout, &attrCount)
        let text = pango_layout_get_text(layout)
        // The character offset of the last line's start, counted on from line to line (counting
        // from the text's start for every line would be quadratic in a long text's lines).
        var counted = (byte: Int32(0), character: 0)
        var layoutLines: [(line: UnsafeMutablePointer<PangoLayoutLine>?, start: (byte: Int32, character: Int))] = []
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iter, nil, &logical)
            let baseline = pango_layout_iter_get_baseline(iter)
            // In floating point: Pango's Int32 units of a tall text (a huge font, thousands of
            // lines) overflow when added.
            var line = Line(top: CGFloat(logical.y) / scale, bottom: (CGFloat(logical.y) + CGFloat(logical.height)) / scale,
                            baseline: CGFloat(baseline) / scale, width: CGFloat(logical.width) / scale)
            let byteIndex = pango_layout_iter_get_index(iter)
            if byteIndex > counted.byte, let attrs, let text {
                counted.character += Int(g_utf8_pointer_to_offset(text + Int(counted.byte), text + Int(byteIndex)))
                counted.byte = byteIndex
                if counted.character < Int(attrCount) { line.startsInsideWord = attrs[counted.character].is_line_break == 0 }
            }
            let layoutLine = pango_layout_iter_get_line_readonly(iter)
            line.isOneRun = layoutLine.map { g_slist_length($0.pointee.runs) == 1 } ?? false
            result.append(line)
            layoutLines.append((layoutLine, counted))
        } while pango_layout_iter_next_line(iter) != 0
        if let attrs, let text {
            for i in result.indices {
                result[i].widthWithNextWord = i + 1 < layoutLines.count
                    ? widthWithNextWord(layoutLines[i].line, layoutLines[i + 1].line, startingAt: layoutLines[i + 1].start,
                                        text: text, attrs: attrs, attrCount: Int(attrCount))
                    : .infinity
            }
        }
        return result
    }

    /// The width `line` would need to hold the first word of `next` (which starts at `start`)
    /// too, Pango units turned to points: the line's own characters with the spaces it ends in,
    /// and the next line's up to its first break opportunity, without the spaces before it.
    /// Infinity after a hard break; nil when the line does not end in a space or the next starts
    /// with no whole word (a break after a hyphen or between ideographs: what a wider line takes
    /// there is not worked out).
    static func widthWithNextWord(_ line: UnsafeMutablePointer<PangoLayoutLine>?, _ next: UnsafeMutablePointer<PangoLayoutLine>?,
                                  startingAt start: (byte: Int32, character: Int), text: UnsafePointer<CChar>,
                                  attrs: UnsafePointer<PangoLogAttr>, attrCount: Int) -> CGFloat? {
        guard let line, let next else { return nil }
        let nextStart = next.pointee.start_index, nextEnd = nextStart + next.pointee.length
        // Where the line iterator said the line starts (counted on from line to line): the
        // character offset is known only if that is the line's logical start.
        let startCharacter = start.character
        guard start.byte == nextStart, startCharacter > 0, startCharacter < attrCount else { return nil }
        if attrs[startCharacter].is_mandatory_break != 0 { return .infinity }
        guard attrs[startCharacter - 1].is_white != 0 else { return nil }
        // The next line's first word: up to the first break opportunity, less the spaces before it.
        var byte = nextStart, character = startCharacter
        var wordEnd: Int32?
        while byte < nextEnd {
            repeat { byte += 1 } while byte < nextEnd && UInt8(bitPattern: text[Int(byte)]) & 0xC0 == 0x80
            character += 1
            guard character < attrCount else { return nil }
            if attrs[character].is_line_break != 0 || byte >= nextEnd {
                guard attrs[character - 1].is_white != 0 || byte >= nextEnd else { return nil }
                wordEnd = byte
                break
            }
        }
        guard var end = wordEnd else { return nil }
        var c = character
        while end > nextStart, c > startCharacter, attrs[c - 1].is_white != 0 {
            repeat { end -= 1 } while end > nextStart && UInt8(bitPattern: text[Int(end)]) & 0xC0 == 0x80
            c -= 1
        }
        guard end > nextStart else { return nil }
        func width(_ l: UnsafeMutablePointer<PangoLayoutLine>, _ from: Int32, _ to: Int32) -> CGFloat {
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(l, from, to, &ranges, &count)
            defer { g_free(ranges) }
            guard let ranges else { return 0 }
            return (0..<Int(count)).reduce(0) { $0 + CGFloat(ranges[2 * $1 + 1] - ranges[2 * $1]) }
        }
        let own = width(line, line.pointee.start_index, line.pointee.start_index + line.pointee.length)
        return (own + width(next, nextStart, end)) / CGFloat(PANGO_SCALE)
    }

    /// Ascender, descender and line gap from Pango's font metrics; cap height from the ink of "H".
    private func computeMetrics(_ font: ResolvedFont) -> FontMetrics {
        let desc = fonts.description(of: font)
        defer { pango_font_description_free(desc) }
        let scale = CGFloat(PANGO_SCALE)
        var ascent: CGFloat = font.size * 0.95, descent: CGFloat = font.size * 0.25
        if let m = pango_context_get_metrics(context, desc, nil) {
            ascent = CGFloat(pango_font_metrics_get_ascent(m)) / scale
            descent = CGFloat(pango_font_metrics_get_descent(m)) / scale
            pango_font_metrics_unref(m)
        }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, desc)
        pango_layout_set_text(layout, "H", 1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        let baseline = CGFloat(pango_layout_get_baseline(layout)) / scale
        let capHeight = baseline - CGFloat(ink.y) / scale
        // Pango's line boxes are ascent + descent with no line gap; SwiftUI's leading is the gap.
        return FontMetrics(ascender: ascent, descender: -descent, leading: 0, capHeight: capHeight)
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
