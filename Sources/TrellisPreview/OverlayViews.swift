import CCairo
import Foundation
import Trellis
import TrellisCairo

/// The previewer's own overlays — the error banner, the status bar, the help panel and the
/// outline label — written as Trellis views, laid out by the engine at the window's size and
/// painted by `CairoPainter`, so they wrap and fit narrow windows like any layout does.
enum OverlayViews {
    static let bannerColor = Color(red: 0.78, green: 0.12, blue: 0.1, opacity: 0.93)
    static let statusColor = Color(red: 0.1, green: 0.1, blue: 0.12, opacity: 0.82)
    static let labelColor = Color(red: 0.05, green: 0.45, blue: 1, opacity: 0.95)
    static let keyColor = Color(red: 1, green: 0.8, blue: 0.3)
    static let maxBannerLines = 6

    /// The red banner along the top: a title and the first problems, each on one line.
    static func banner(title: String, problems: [String]) -> some View {
        var lines = Array(problems.prefix(maxBannerLines))
        if problems.count > maxBannerLines { lines.append("… and \(problems.count - maxBannerLines) more") }
        return VStack(alignment: .leading, spacing: 1) {
            Text(verbatim: title).font(.system(size: 12, weight: .bold)).lineLimit(1)
            ForEach(lines.indices, id: \.self) { i in
                Text(verbatim: lines[i]).font(.system(size: 11)).lineLimit(1).truncationMode(.tail)
            }
        }
        .foregroundColor(.white)
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(bannerColor)
    }

    /// The status bar along the bottom: its fields flow onto as many lines as the width needs.
    /// The window draws it from its fields' kept layouts (`StatusBarDrawing`); this view is what
    /// that drawing is tested to equal, pixel for pixel.
    static func statusBar(fields: [String]) -> some View {
        statusFlow {
            ForEach(fields.indices, id: \.self) { i in statusField(fields[i]) }
        }
        .padding(.horizontal, statusPadding.width)
        .padding(.vertical, statusPadding.height)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(statusColor)
    }

    /// One field of the status bar.
    static func statusField(_ text: String) -> some View {
        Text(verbatim: text).font(.system(size: 10.5)).lineLimit(1).foregroundColor(Color(white: 1, opacity: 0.95))
    }

    /// How the status bar's fields flow, and its padding around them.
    static let statusFlow = FieldFlow(separator: 14)
    static let statusPadding = CGSize(width: 6, height: 3)

    /// The key map: keys and what they do, the descriptions wrapping in a narrow window.
    static func help(rows: [(keys: String, action: String)]) -> some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(verbatim: "Trellis preview: keys").font(.system(size: 13, weight: .bold))
            Grid(alignment: .leadingFirstTextBaseline, horizontalSpacing: 14, verticalSpacing: 4) {
                ForEach(rows.indices, id: \.self) { i in
                    GridRow {
                        Text(verbatim: rows[i].keys).font(.system(size: 12, weight: .bold)).foregroundColor(keyColor)
                            .fixedSize()
                        Text(verbatim: rows[i].action).font(.system(size: 12))
                    }
                }
            }
        }
        .foregroundColor(.white)
        .padding(16)
        .frame(maxWidth: 620, alignment: .leading)
        .background(Color(red: 0.12, green: 0.12, blue: 0.14, opacity: 0.95))
        .padding(8)
    }

    /// The help overlay: the key table's rows over the dimmed window.
    static var helpPanel: some View {
        ZStack { Color.black.opacity(0.45); help(rows: KeyTable.help) }
    }

    /// The outline label of the hovered view.
    static func label(_ text: String) -> some View {
        Text(verbatim: text).font(.system(size: 11, weight: .bold)).foregroundColor(.white).lineLimit(1)
            .padding(.horizontal, 5).padding(.vertical, 2)
            .background(labelColor)
    }

    /// The overlays' own Pango measurer with a small cache: their text changes every frame (the
    /// timings), and the layout's caches should not fill with it.
    static let measurer = PangoTextMeasurer(cacheCapacity: 256)

    /// Made once: the overlays are laid out every frame.
    static let environment: EnvironmentValues = {
        var env = PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: 1)
        env.textMeasurer = measurer
        return env
    }()

    /// Lays `view` out in `canvas` points (proposing `proposal`, placed at `origin`) and paints it.
    static func paint<V: View>(_ view: V, on cr: OpaquePointer, at origin: CGPoint = .zero, proposal: CGSize) {
        let layout = ResolvedTree(view, environment: environment)
        layout.layout(in: proposal)
        cairo_save(cr)
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        CairoPainter(cr: cr, scale: 1, measurer: measurer).paint(items: layout.displayList().items)
        cairo_restore(cr)
    }

    /// The size `view` wants (proposed nil × nil).
    static func idealSize<V: View>(_ view: V) -> CGSize {
        ResolvedTree(view, environment: environment).idealSize()
    }

    /// Draws the overlays of a frame over a canvas of `canvas` points.
    static func draw(on cr: OpaquePointer, canvas: CGSize, banner: (title: String, problems: [String])?, help: Bool,
                     statusFields: [String]?, hoverLabel: String?, pointer: CGPoint?) {
        if let hoverLabel, let pointer {
            let view = label(hoverLabel)
            let size = idealSize(view)
            var x = pointer.x + 12, y = pointer.y + 14
            if x + size.width > canvas.width { x = max(0, pointer.x - size.width - 14) }
            if y + size.height > canvas.height { y = max(0, pointer.y - size.height - 6) }
            paint(view, on: cr, at: CGPoint(x: x, y: y), proposal: size)
        }
        if let banner {
            paint(VStack(spacing: 0) { Self.banner(title: banner.title, problems: banner.problems); Spacer(minLength: 0) },
                  on: cr, proposal: canvas)
        }
        if help {
            paint(helpPanel, on: cr, proposal: canvas)
        }
        if let statusFields {
            // The bar's view, drawn from its fields' kept layouts.
            StatusBarDrawing.shared.draw(statusFields, on: cr, canvas: canvas)
        }
    }
}

/// Lines of views separated by `separator` points: the next view goes on the line while it fits.
struct FieldFlow: Layout {
    var separator: CGFloat
    var lineSpacing: CGFloat = 1

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let lines = Self.lines(of: subviews.map { $0.sizeThatFits(.unspecified) }, width: proposal.width ?? .infinity, separator: separator)
        return size(of: lines, proposal: proposal.width)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        for (index, frame) in frames(of: sizes, in: bounds) {
            subviews[index].place(at: frame.origin, proposal: ProposedViewSize(frame.size))
        }
    }

    /// The size of the flow of `lines` proposed `width` (nil: any).
    func size(of lines: [Line], proposal width: CGFloat?) -> CGSize {
        let widest = lines.map(\.width).max() ?? 0
        let height = lines.map(\.height).reduce(0, +) + lineSpacing * CGFloat(max(lines.count - 1, 0))
        return CGSize(width: min(widest, width ?? widest), height: height)
    }

    /// Where views of ideal `sizes` go in `bounds`, and what each is proposed (its ideal size,
    /// no wider than the bounds), by index.
    func frames(of sizes: [CGSize], in bounds: CGRect) -> [(index: Int, frame: CGRect)] {
        var frames: [(Int, CGRect)] = []
        var y = bounds.minY
        for line in Self.lines(of: sizes, width: bounds.width, separator: separator) {
            var x = bounds.minX
            for index in line.indices {
                let size = sizes[index]
                frames.append((index, CGRect(x: x, y: y, width: min(size.width, bounds.width), height: size.height)))
                x += size.width + separator
            }
            y += line.height + lineSpacing
        }
        return frames
    }

    struct Line { var indices: [Int] = []; var width: CGFloat = 0; var height: CGFloat = 0 }

    /// Views of `sizes` in lines of at most `width` (a view wider than that has a line of its own).
    static func lines(of sizes: [CGSize], width: CGFloat, separator: CGFloat) -> [Line] {
        var lines: [Line] = []
        var line = Line()
        for (index, size) in sizes.enumerated() {
            let extra = line.indices.isEmpty ? size.width : line.width + separator + size.width
            if !line.indices.isEmpty && extra > width {
                lines.append(line)
                line = Line()
            }
            line.width = line.indices.isEmpty ? size.width : line.width + separator + size.width
            line.height = max(line.height, size.height)
            line.indices.append(index)
        }
        if !line.indices.isEmpty { lines.append(line) }
        return lines
    }
}
