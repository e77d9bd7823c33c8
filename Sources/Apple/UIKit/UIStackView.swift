// The stack view: lays out its arranged subviews in a row or a column with Auto Layout, as UIKit's
// does, by constraints it makes itself and solves with the rest of the layout. On Linux, as
// documented for iOS:
//
// 1. The first arranged view's leading (top) edge is the stack's, the last one's trailing
//    (bottom) edge the stack's; with `isLayoutMarginsRelativeArrangement`, the stack's margins'.
// 2. Distribution along the axis: `.fill` keeps the views at their intrinsic sizes and stretches or
//    squeezes them by their content hugging and compression resistance priorities (between views
//    of equal priority, the last arranged view takes the difference); `.fillEqually` makes them
//    equally long; `.fillProportionally` keeps their lengths in proportion to their intrinsic
//    sizes; `.equalSpacing` keeps their intrinsic sizes and spreads the space equally between
//    them; `.equalCentering` spaces their centres equally. Consecutive views are at least
//    `spacing` apart (`setCustomSpacing(_:after:)` for one gap; exactly `spacing` for the fill
//    distributions).
// 3. Alignment across the axis: `.fill` stretches each view to the stack's breadth; `.leading`
//    (`.top`), `.center` and `.trailing` (`.bottom`) align them, `.firstBaseline` and
//    `.lastBaseline` line up their baselines; the stack is then as broad as its broadest view
//    unless its own constraints say otherwise.
// 4. A hidden arranged view takes no space; `addArrangedSubview` also adds the view as a subview
//    and turns off its `translatesAutoresizingMaskIntoConstraints`; `removeArrangedSubview` leaves
//    it a subview; removing it from the stack removes it from the arrangement.
// 5. A stack is a container: it has no intrinsic size and draws nothing of its own.
import CoreGraphics
import Foundation

/// A view that lays out its arranged subviews in a row or a column.
///
/// Linux: laid out for real by Auto Layout (see the file's notes).
open class UIStackView: UIView {
    /// How the arranged views share the stack's length.
    public enum Distribution: Int, Sendable, Hashable {
        /// Intrinsic sizes, one view stretched or squeezed by its priorities.
        case fill = 0
        /// Equal lengths.
        case fillEqually = 1
        /// Lengths in proportion to the intrinsic sizes.
        case fillProportionally = 2
        /// Intrinsic sizes, equal spaces between.
        case equalSpacing = 3
        /// Intrinsic sizes, centres equally far apart.
        case equalCentering = 4
    }

    /// How the arranged views line up across the stack.
    public enum Alignment: Int, Sendable, Hashable {
        /// Stretched to the stack's breadth.
        case fill = 0
        /// Along the leading edge (the top in a row).
        case leading = 1
        /// Their first baselines lined up (in a row).
        case firstBaseline = 2
        /// Centred.
        case center = 3
        /// Along the trailing edge (the bottom in a row).
        case trailing = 4
        /// Their last baselines lined up (in a row).
        case lastBaseline = 5

        /// Along the top (in a row): `.leading`.
        public static let top = Alignment.leading
        /// Along the bottom (in a row): `.trailing`.
        public static let bottom = Alignment.trailing
    }

    /// A spacing that means "the stack's `spacing`" in `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// A spacing that means "the system's standard spacing" (8 points).
    public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

    /// The views the stack lays out, in order (each is also a subview).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the stack (`.horizontal`: a row).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsAutoLayout() } }
    /// How the arranged views share the stack's length (`.fill`).
    open var distribution: Distribution = .fill { didSet { setNeedsAutoLayout() } }
    /// How the arranged views line up across the stack (`.fill`).
    open var alignment: Alignment = .fill { didSet { setNeedsAutoLayout() } }
    /// The space between consecutive arranged views (0).
    open var spacing: CGFloat = 0 { didSet { setNeedsAutoLayout() } }
    /// Whether a column's spacing is measured between baselines (false).
    open var isBaselineRelativeArrangement = false { didSet { setNeedsAutoLayout() } }
    /// Whether the views are laid out within the stack's layout margins rather than its bounds
    /// (false).
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsAutoLayout() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The guides the last arrangement made for its spaces (kept while its constraints are used).
    private var spacingGuides: [UILayoutGuide] = []

    /// A stack of views (a row).
    /// - Parameter views: The arranged views.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// An empty stack in a frame.
    /// - Parameter frame: The frame.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(frame: .zero)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(frame: .zero) }

    /// Adds a view at the end of the arrangement (and as a subview).
    /// - Parameter view: The view.
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view in the arrangement (and adds it as a subview if it is not one).
    /// - Parameters:
    ///   - view: The view.
    ///   - stackIndex: Its place in the arrangement.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        setNeedsAutoLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview.
    /// - Parameter view: The view.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsAutoLayout()
    }

    /// Sets the space after one arranged view.
    /// - Parameters:
    ///   - spacing: The space (`UIStackView.spacingUseDefault`: the stack's `spacing`).
    ///   - arrangedSubview: The view.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        setNeedsAutoLayout()
    }

    /// The space after one arranged view (`UIStackView.spacingUseDefault` when it has none of its
    /// own).
    /// - Parameter arrangedSubview: The view.
    /// - Returns: The space.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The first visible arranged view's first baseline view.
    open override var forFirstBaselineLayout: UIView { visibleArrangedSubviews.first?.forFirstBaselineLayout ?? self }
    /// The last visible arranged view's last baseline view.
    open override var forLastBaselineLayout: UIView { visibleArrangedSubviews.last?.forLastBaselineLayout ?? self }

    /// A subview leaves: it leaves the arrangement too.
    func subviewWillBeRemoved(_ view: UIView) { removeArrangedSubview(view) }

    /// The arranged views that take space: those not hidden.
    private var visibleArrangedSubviews: [UIView] { arrangedSubviews.filter { !$0.isHidden && $0.superview === self } }

    /// The space after an arranged view.
    private func gap(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)]
        let value = custom ?? spacing
        return value == Self.spacingUseSystem ? systemSpacing : value
    }

    /// The constraints of the arrangement (see the file's notes).
    override func arrangementConstraints() -> [NSLayoutConstraint] {
        spacingGuides = []
        let views = visibleArrangedSubviews
        guard let first = views.first, let last = views.last else { return [] }
        typealias A = NSLayoutConstraint.Attribute
        let row = axis == .horizontal
        let margins = isLayoutMarginsRelativeArrangement
        let (lead, trail): (A, A) = row ? (.leading, .trailing) : (.top, .bottom)
        let (stackLead, stackTrail): (A, A) = row ? (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
            : (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
        let (crossLead, crossTrail): (A, A) = row ? (.top, .bottom) : (.leading, .trailing)
        let (stackCrossLead, stackCrossTrail): (A, A) = row ? (margins ? .topMargin : .top, margins ? .bottomMargin : .bottom)
            : (margins ? .leadingMargin : .leading, margins ? .trailingMargin : .trailing)
        let length: A = row ? .width : .height
        let breadth: A = row ? .height : .width
        let center: A = row ? .centerX : .centerY
        let crossCenter: A = row ? .centerY : .centerX
        let stackCrossCenter: A = row ? (margins ? .centerYWithinMargins : .centerY) : (margins ? .centerXWithinMargins : .centerX)
        // Below every priority you can give: settles what nothing else decides.
        let tiny = UILayoutPriority(0.001)
        var result: [NSLayoutConstraint] = []
        func add(_ a: AnyObject, _ aa: A, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A, multiplier: CGFloat = 1,
                 constant: CGFloat = 0, priority: UILayoutPriority = .required, _ name: String) {
            let c = NSLayoutConstraint(first: a, firstAttribute: aa, relation: relation, second: b, secondAttribute: b == nil ? .notAnAttribute : ba,
                                       multiplier: multiplier, constant: constant)
            c.priority = priority
            c.identifier = name
            result.append(c)
        }
        func intrinsicLength(_ view: UIView) -> CGFloat {
            let size = view.intrinsicContentSize
            return row ? size.width : size.height
        }

        // 1. The ends.
        add(first, lead, .equal, self, stackLead, "UISV-canvas-connection")
        add(self, stackTrail, .equal, last, trail, "UISV-canvas-connection")

        // 2. Between the views.
        var previousGuide: UILayoutGuide?
        for (previous, view) in zip(views, views.dropFirst()) {
            let gap = gap(after: previous)
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                if !row && isBaselineRelativeArrangement {
                    add(view, .firstBaseline, .equal, previous, .lastBaseline, constant: gap, "UISV-spacing")
                } else {
                    add(view, lead, .equal, previous, trail, constant: gap, "UISV-spacing")
                }
            case .equalSpacing, .equalCentering:
                let guide = UILayoutGuide(kind: .stackSpacing, owningView: self, identifier: "UISV-distributing")
                spacingGuides.append(guide)
                let centred = distribution == .equalCentering
                add(guide, lead, .equal, previous, centred ? center : trail, "UISV-distributing-edge")
                add(guide, trail, .equal, view, centred ? center : lead, "UISV-distributing-edge")
                add(view, lead, .greaterThanOrEqual, previous, trail, constant: gap, "UISV-spacing")
                if let previousGuide {
                    add(guide, length, .equal, previousGuide, length, priority: centred ? UILayoutPriority(999) : .required, "UISV-fill-equally")
                } else {
                    // Tight when nothing stretches the stack.
                    add(guide, length, .equal, nil, .notAnAttribute, priority: tiny, "UISV-ambiguity-suppression")
                }
                guide.solvedFrame = .zero
                previousGuide = guide
            }
        }

        // 3. The lengths.
        switch distribution {
        case .fillEqually:
            for view in views.dropFirst() { add(view, length, .equal, first, length, "UISV-fill-equally") }
        case .fillProportionally:
            let sized = views.filter { intrinsicLength($0) > 0 }
            if let reference = sized.first {
                for view in sized.dropFirst() {
                    add(view, length, .equal, reference, length, multiplier: intrinsicLength(view) / intrinsicLength(reference),
                        priority: UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
            for view in views where intrinsicLength(view) < 0 {
                add(view, length, .equal, nil, .notAnAttribute, priority: tiny, "UISV-ambiguity-suppression")
            }
        case .fill:
            // Between views of equal priority, the last takes the difference.
            for view in views.dropLast() where intrinsicLength(view) >= 0 {
                add(view, length, .equal, nil, .notAnAttribute, constant: intrinsicLength(view), priority: tiny, "UISV-fill-order")
            }
        case .equalSpacing, .equalCentering:
            for view in views where intrinsicLength(view) < 0 {
                add(view, length, .equal, nil, .notAnAttribute, priority: tiny, "UISV-ambiguity-suppression")
            }
        }

        // 4. Across the stack.
        for view in views {
            if alignment == .fill {
                add(view, crossLead, .equal, self, stackCrossLead, "UISV-alignment")
                add(self, stackCrossTrail, .equal, view, crossTrail, "UISV-alignment")
                continue
            }
            add(view, crossLead, .greaterThanOrEqual, self, stackCrossLead, "UISV-spanning-boundary")
            add(self, stackCrossTrail, .greaterThanOrEqual, view, crossTrail, "UISV-spanning-boundary")
            let crossSize = row ? view.intrinsicContentSize.height : view.intrinsicContentSize.width
            if crossSize < 0 { add(view, breadth, .equal, nil, .notAnAttribute, priority: tiny, "UISV-ambiguity-suppression") }
            switch alignment {
            case .fill: break
            case .leading: add(view, crossLead, .equal, self, stackCrossLead, "UISV-alignment")
            case .trailing: add(self, stackCrossTrail, .equal, view, crossTrail, "UISV-alignment")
            case .center: add(view, crossCenter, .equal, self, stackCrossCenter, "UISV-alignment")
            case .firstBaseline, .lastBaseline:
                let baseline: A = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if row {
                    if view !== first { add(view, baseline, .equal, first, baseline, "UISV-alignment") }
                } else {
                    add(view, crossLead, .equal, self, stackCrossLead, "UISV-alignment")
                }
            }
        }
        if alignment != .fill {
            // As broad as the broadest view when nothing else sizes the stack.
            add(self, breadth, .equal, nil, .notAnAttribute, priority: tiny, "UISV-canvas-fit")
        }
        return result
    }
}
