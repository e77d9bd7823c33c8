// Layout anchors: the edges, centres, baselines and sizes of views and layout guides, as values
// that make constraints (`label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)`).
// The types keep the axes apart as UIKit's do: an x-axis anchor relates only to x-axis anchors, a
// y-axis anchor to y-axis anchors, a dimension to dimensions and constants. The constraints they
// make are real and solved on layout (Linux as iOS).
import CoreGraphics
import Foundation

/// An attribute of a view or layout guide that constraints can relate; its subclasses are the
/// x-axis, y-axis and dimension anchors.
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, @unchecked Sendable {
    private weak var anchoredItem: AnyObject?
    /// The attribute the anchor stands for.
    let attribute: NSLayoutConstraint.Attribute

    /// An anchor of an item's attribute.
    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        anchoredItem = item
        self.attribute = attribute
        super.init()
    }

    /// The view or layout guide whose attribute this is.
    open var item: AnyObject? { anchoredItem }
    /// The anchor's name (the attribute's: `"leading"`, `"width"`, …).
    open var name: String { attribute.name }
    /// Whether the layout of the anchor's attribute is ambiguous: false (Linux keeps an
    /// undetermined attribute at its current value).
    open var hasAmbiguousLayout: Bool { false }
    /// The active constraints that use the anchor's item on the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = (anchoredItem as? AutoLayoutItem)?.layoutOwningView else { return [] }
        return view.constraintsAffectingLayout(for: attribute.isHorizontal ? .horizontal : .vertical)
    }

    /// The anchor as UIKit prints it.
    open override var description: String { NSLayoutConstraint.describe(anchoredItem, attribute) }

    /// Makes a constraint of this anchor to another.
    func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
              constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: anchoredItem, firstAttribute: attribute, relation: relation, second: other?.anchoredItem,
                           secondAttribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// A constraint that this anchor equals another.
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint (inactive).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { make(.equal, anchor, constant: 0) }

    /// A constraint that this anchor is at least another.
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor is at most another.
    /// - Parameter anchor: The other anchor.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// A constraint that this anchor equals another plus a constant.
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// A constraint that this anchor is at least another plus a constant.
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// A constraint that this anchor is at most another plus a constant.
    /// - Parameters:
    ///   - anchor: The other anchor.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// The standard space between two views or a view and its superview's edge (8 points).
let systemSpacing: CGFloat = 8

/// A horizontal anchor: a leading, trailing, left, right or centre-x attribute.
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor>, @unchecked Sendable {
    /// A constraint that this anchor is a multiple of the standard spacing (8 points) after
    /// another.
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint that this anchor is at least a multiple of the standard spacing after another.
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint that this anchor is at most a multiple of the standard spacing after another.
    /// - Parameters:
    ///   - anchor: The anchor this one follows.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A vertical anchor: a top, bottom, centre-y or baseline attribute.
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor>, @unchecked Sendable {
    /// A constraint that this anchor is a multiple of the standard spacing (8 points) below
    /// another.
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint that this anchor is at least a multiple of the standard spacing below another.
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
    /// A constraint that this anchor is at most a multiple of the standard spacing below another.
    /// - Parameters:
    ///   - anchor: The anchor this one is below.
    ///   - multiplier: How many standard spacings.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A size anchor: a width or a height, which can also be related to a constant.
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension>, @unchecked Sendable {
    /// A constraint that this size equals a constant.
    /// - Parameter c: The size.
    /// - Returns: The constraint (inactive).
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// A constraint that this size is at least a constant.
    /// - Parameter c: The size.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    /// A constraint that this size is at most a constant.
    /// - Parameter c: The size.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }

    /// A constraint that this size is a multiple of another.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    /// - Returns: The constraint (inactive).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// A constraint that this size is at least a multiple of another.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// A constraint that this size is at most a multiple of another.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// A constraint that this size is a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// A constraint that this size is at least a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// A constraint that this size is at most a multiple of another plus a constant.
    /// - Parameters:
    ///   - anchor: The other size.
    ///   - m: The multiplier.
    ///   - c: The constant.
    /// - Returns: The constraint (inactive).
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
