// Layout guides: rectangles that take part in Auto Layout without being views. A view's own guides
// follow it as UIKit documents: `safeAreaLayoutGuide` is its bounds inset by `safeAreaInsets`,
// `layoutMarginsGuide` its bounds inset by its layout margins (and the safe area, when
// `insetsLayoutMarginsFromSafeArea`), `readableContentGuide` the margins guide narrowed to a
// readable width, `keyboardLayoutGuide` the strip the keyboard would cover (the bottom safe area:
// no keyboard shows on Linux). A guide you add with `addLayoutGuide(_:)` is free, placed by your
// constraints. `layoutFrame` is what the last layout solved, in the owning view's coordinates.
import CoreGraphics
import Foundation

/// A rectangle that takes part in Auto Layout, in a view's coordinates.
open class UILayoutGuide: NSObject, AutoLayoutItem, @unchecked Sendable {
    /// Which of a view's own guides a guide is.
    enum Kind {
        /// One of your own.
        case free
        /// The safe area.
        case safeArea
        /// The layout margins.
        case margins
        /// The readable content area.
        case readableContent
        /// The keyboard's area.
        case keyboard
        /// A guide a stack view keeps between its arranged views.
        case stackSpacing
    }

    /// Which guide this is.
    let kind: Kind
    /// The view whose coordinates the guide is in.
    open weak var owningView: UIView?
    /// A name for the guide, printed when a constraint that uses it is logged.
    open var identifier = ""
    /// The rectangle the last layout solved, in the owning view's coordinates (for a view's own
    /// guides, what the view's current bounds give).
    open var layoutFrame: CGRect {
        guard let owningView, kind != .free, kind != .stackSpacing else { return solvedFrame }
        return owningView.frame(of: kind)
    }
    /// What the last layout solved.
    var solvedFrame = CGRect.zero

    /// A guide of your own, to add to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .free
        super.init()
    }

    /// One of a view's own guides.
    init(kind: Kind, owningView: UIView?, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    var layoutOwningView: UIView? { owningView }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

    /// The guide as UIKit prints it.
    open override var description: String {
        "<\(type(of: self)): \(AutoLayoutLog.address(self)) - \(layoutFrame), layoutFrame, identifier: '\(identifier)'>"
    }
}

/// The guide of the area the keyboard covers; with no keyboard, the bottom safe area (a
/// `UIKeyboardLayoutGuide`'s top is then the safe area's bottom).
///
/// Linux: no keyboard ever shows.
open class UIKeyboardLayoutGuide: UILayoutGuide, @unchecked Sendable {
    /// Whether the guide covers the bottom safe area when the keyboard is hidden (true).
    open var usesBottomSafeArea = true {
        didSet { owningView?.setNeedsAutoLayout() }
    }
    /// Whether the guide follows an undocked keyboard (false).
    open var followsUndockedKeyboard = false
}
