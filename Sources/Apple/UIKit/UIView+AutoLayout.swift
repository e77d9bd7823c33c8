// A view's part in Auto Layout: its anchors, its layout guides (its own: safe area, margins,
// readable content, keyboard; and those you add), its content hugging and compression resistance
// priorities, and what Auto Layout reports about it. The constraints, margins and fitting sizes
// that subclasses override are declared with the view (UIView.swift); the solving is in
// AutoLayoutEngine.swift. Linux behaves as iOS, with the iPhone's screen (no keyboard shows).
import CoreGraphics
import Foundation

extension UIView: AutoLayoutItem {
    var layoutOwningView: UIView? { self }
}

extension UIView {
    /// The view's leading edge (its left in a left-to-right language).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (the bottom edge for a view without text).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (the bottom edge for a view without text).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The guide of the view's safe area: its bounds inset by `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide { safeAreaGuide }
    /// The guide of the view's margins: its bounds inset by its layout margins (measured from the
    /// safe area when `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: UILayoutGuide { marginsGuide }
    /// The guide of a readable line's width: the margins guide, at most 672 points wide, centred
    /// (on an iPhone it is the margins guide).
    public var readableContentGuide: UILayoutGuide { readableGuide }
    /// The guide of the area the keyboard covers: with no keyboard shown (always, on Linux), the
    /// bottom safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { keyboardGuide }

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { ownLayoutGuides }
    /// Adds a layout guide; its frame is in the view's coordinates.
    /// - Parameter layoutGuide: The guide.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        if let old = layoutGuide.owningView, old !== self { old.removeLayoutGuide(layoutGuide) }
        guard !ownLayoutGuides.contains(where: { $0 === layoutGuide }) else { return }
        ownLayoutGuides.append(layoutGuide)
        layoutGuide.owningView = self
        setNeedsAutoLayout()
    }
    /// Removes a layout guide (and the constraints that use it).
    /// - Parameter layoutGuide: The guide.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = ownLayoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        ownLayoutGuides.remove(at: index)
        var view: UIView? = self
        while let v = view {
            for constraint in v.installedConstraints where constraint.items.contains(where: { $0 === layoutGuide }) {
                v.removeConstraint(constraint)
            }
            view = v.superview
        }
        layoutGuide.owningView = nil
        setNeedsAutoLayout()
    }

    /// How strongly the view keeps from growing past its intrinsic size on an axis (250).
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? huggingPriorities.horizontal : huggingPriorities.vertical
    }
    /// Sets how strongly the view keeps from growing past its intrinsic size on an axis.
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { huggingPriorities.horizontal = priority } else { huggingPriorities.vertical = priority }
        superview?.setNeedsAutoLayout()
    }
    /// How strongly the view keeps from shrinking below its intrinsic size on an axis (750).
    /// - Parameter axis: The axis.
    /// - Returns: The priority.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? compressionPriorities.horizontal : compressionPriorities.vertical
    }
    /// Sets how strongly the view keeps from shrinking below its intrinsic size on an axis.
    /// - Parameters:
    ///   - priority: The priority.
    ///   - axis: The axis.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { compressionPriorities.horizontal = priority } else { compressionPriorities.vertical = priority }
        superview?.setNeedsAutoLayout()
    }

    /// Whether the view's layout is ambiguous: false (Linux keeps an undetermined frame as it is).
    public var hasAmbiguousLayout: Bool { false }
    /// Tries another solution of an ambiguous layout (none: Linux keeps undetermined frames).
    public func exerciseAmbiguityInLayout() {}
    /// The active constraints, anywhere in the view's hierarchy, that use the view on an axis.
    /// - Parameter axis: The axis.
    /// - Returns: The constraints.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var top: UIView = self
        while let parent = top.superview { top = parent }
        var result: [NSLayoutConstraint] = []
        func visit(_ view: UIView) {
            for constraint in view.installedConstraints {
                let uses = [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
                    .contains { $0.0 === self && $0.1 != .notAnAttribute && $0.1.isHorizontal == (axis == .horizontal) }
                if uses { result.append(constraint) }
            }
            view.subviews.forEach(visit)
        }
        visit(top)
        return result
    }

    /// The rectangle of the view's content within a frame (the frame itself: no alignment insets).
    /// - Parameter frame: The frame.
    /// - Returns: The alignment rectangle.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    /// The frame of an alignment rectangle (the rectangle itself: no alignment insets).
    /// - Parameter alignmentRect: The alignment rectangle.
    /// - Returns: The frame.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }
    /// The insets of the view's content from its frame, for Auto Layout (none).
    public var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The margins layout uses, by left and right edge: the layout margins (no smaller than a view
    /// controller's `systemMinimumLayoutMargins` for its root view), taking in the superview's
    /// when `preservesSuperviewLayoutMargins`, measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea`.
    var effectiveLayoutMargins: UIEdgeInsets {
        var m = layoutMargins
        if let controller = owningController, controller.viewRespectsSystemMinimumLayoutMargins {
            let minimum = controller.systemMinimumLayoutMargins
            let (left, right) = isRightToLeft ? (minimum.trailing, minimum.leading) : (minimum.leading, minimum.trailing)
            m = UIEdgeInsets(top: max(m.top, minimum.top), left: max(m.left, left), bottom: max(m.bottom, minimum.bottom),
                             right: max(m.right, right))
        }
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m = UIEdgeInsets(top: m.top + s.top, left: m.left + s.left, bottom: m.bottom + s.bottom, right: m.right + s.right)
        }
        if preservesSuperviewLayoutMargins, let parent = superview {
            let pm = parent.effectiveLayoutMargins
            let b = parent.bounds
            let parentRect = CGRect(x: b.minX + pm.left, y: b.minY + pm.top, width: b.width - pm.left - pm.right,
                                    height: b.height - pm.top - pm.bottom)
            let mine = convert(parentRect, from: parent)
            let own = bounds
            m = UIEdgeInsets(top: max(m.top, mine.minY - own.minY), left: max(m.left, mine.minX - own.minX),
                             bottom: max(m.bottom, own.maxY - mine.maxY), right: max(m.right, own.maxX - mine.maxX))
        }
        return m
    }

    /// The frame of one of the view's own guides, from its current bounds.
    func frame(of kind: UILayoutGuide.Kind) -> CGRect {
        let b = CGRect(origin: .zero, size: bounds.size)
        func inset(_ i: UIEdgeInsets) -> CGRect {
            CGRect(x: i.left, y: i.top, width: max(b.width - i.left - i.right, 0), height: max(b.height - i.top - i.bottom, 0))
        }
        switch kind {
        case .free, .stackSpacing: return .zero
        case .safeArea: return inset(safeAreaInsets)
        case .margins: return inset(effectiveLayoutMargins)
        case .readableContent:
            let margins = inset(effectiveLayoutMargins)
            let width = min(margins.width, 672)
            return CGRect(x: margins.midX - width / 2, y: margins.minY, width: width, height: margins.height)
        case .keyboard:
            let height = keyboardGuide.usesBottomSafeArea ? safeAreaInsets.bottom : 0
            return CGRect(x: 0, y: b.height - height, width: b.width, height: height)
        }
    }
}
