import Foundation
import Trellis

/// The widths at which a preview's layout changes form — what people drag-resize a canvas to
/// find: a `ViewThatFits` showing another candidate, the horizontal size class turning, a text
/// starting to truncate. The preview is laid out at every width of a range (at the session's
/// height), resolved again only when the environment changes (the size class), and each change
/// between neighbouring widths is one jump at the view it concerns.
public struct WidthSweep {
    /// One change of form between `width - step` and `width`.
    public struct Jump: Hashable, Sendable {
        /// The first width (points) of the wider form.
        public var width: CGFloat
        /// The view the change concerns, when the file wrote it.
        public var source: ViewSourceLocation?
        public var message: String
    }

    /// Parses "320...1024" or "320...1024:4" (a step in points, default 1).
    public static func parse(_ text: String) -> (ClosedRange<CGFloat>, CGFloat)? {
        let parts = text.split(separator: ":", maxSplits: 1)
        let bounds = parts[0].components(separatedBy: "...")
        guard bounds.count == 2, let low = Double(bounds[0]), let high = Double(bounds[1]), low.isFinite, high.isFinite,
              low >= 1, high <= 100_000, low < high else { return nil }
        let step = parts.count == 2 ? Double(parts[1]) : 1
        guard let step, step.isFinite, step >= 0.25, (high - low) / step <= 20_000 else { return nil }
        return (CGFloat(low)...CGFloat(high), CGFloat(step))
    }

    /// What the layout looks like at one width, as far as jumps go.
    private struct Form: Equatable {
        var sizeClass: UserInterfaceSizeClass?
        /// Each ViewThatFits (by place and order) and the candidate it shows.
        var choices: [String: String] = [:]
        var choiceSources: [String: ViewSourceLocation] = [:]
        /// The truncated texts, by place, with their headline.
        var truncated: [String: String] = [:]
        var truncatedSources: [String: ViewSourceLocation] = [:]
    }

    /// The jumps of `makeView`'s layout across `widths`, in `session` (whose height is kept).
    public static func jumps(widths: ClosedRange<CGFloat>, step: CGFloat, session base: PreviewSession,
                             makeView: () -> AnyView) -> [Jump] {
        var jumps: [Jump] = []
        var previous: (width: CGFloat, form: Form)?
        var tree: ResolvedTree?
        var resolvedChoice: EnvironmentChoice?
        var width = widths.lowerBound
        while width <= widths.upperBound + 0.0001 {
            var session = base
            session.size = CGSize(width: width, height: base.size.height)
            if session.choice != resolvedChoice || tree == nil {
                tree = session.resolve(makeView())
                resolvedChoice = session.choice
            }
            guard let tree else { break }
            session.place(tree)
            let form = Self.form(of: tree, sizeClass: session.choice.previewSettings.horizontalSizeClass)
            if let previous { jumps += Self.changes(from: previous.form, to: form, at: width) }
            previous = (width, form)
            width += step
        }
        return jumps
    }

    private static func form(of tree: ResolvedTree, sizeClass: PreviewSettings.SizeClassChoice) -> Form {
        var form = Form(sizeClass: sizeClass == .regular ? .regular : .compact)
        for (ordinal, fits) in tree.viewThatFitsChoices.enumerated() {
            let key = fits.source.map { "\($0.line):\($0.column)" } ?? "#\(ordinal)"
            form.choices[key] = "candidate \(fits.chosen + 1) of \(fits.candidates.count), \(fits.candidates[fits.chosen])"
            form.choiceSources[key] = fits.source
        }
        for warning in tree.warnings where warning.kind == .truncatedText {
            let key = (warning.source.map { "\($0.line):\($0.column)" } ?? warning.path.joined(separator: "/")) + (warning.id ?? "")
            form.truncated[key] = warning.headline
            form.truncatedSources[key] = warning.source
        }
        return form
    }

    private static func changes(from narrow: Form, to wide: Form, at width: CGFloat) -> [Jump] {
        var jumps: [Jump] = []
        let w = LayoutTree.formatted(width)
        if let before = narrow.sizeClass, let after = wide.sizeClass, before != after {
            jumps.append(Jump(width: width, source: nil,
                              message: "from \(w) pt wide the horizontal size class is \(after) (\(before) below)"))
        }
        for key in Set(narrow.choices.keys).union(wide.choices.keys).sorted() {
            let before = narrow.choices[key], after = wide.choices[key]
            guard let before, let after, before != after else { continue }
            jumps.append(Jump(width: width, source: wide.choiceSources[key],
                              message: "from \(w) pt wide ViewThatFits shows its \(after) (its \(before) below)"))
        }
        for key in Set(narrow.truncated.keys).union(wide.truncated.keys).sorted() {
            switch (narrow.truncated[key], wide.truncated[key]) {
            case let (headline?, nil):
                jumps.append(Jump(width: width, source: narrow.truncatedSources[key], message: "below \(w) pt wide \(headline)"))
            case let (nil, headline?):
                jumps.append(Jump(width: width, source: wide.truncatedSources[key], message: "from \(w) pt wide \(headline)"))
            default: break
            }
        }
        return jumps
    }
}
