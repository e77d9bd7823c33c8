// Auto Layout's constraint: `first.attribute (relation) multiplier × second.attribute + constant`,
// with a priority. Activating one installs it on the nearest common ancestor of its items' views
// (UIKit's rule) and asks that view and its ancestors for layout; `layoutIfNeeded()` then solves
// every constraint in the view's subtree and sets the views' frames (see AutoLayoutEngine.swift).
// Linux follows UIKit but never crashes: a constraint whose items share no ancestor is not
// activated and the reason is logged, as UIKit's exception says it.
import CoreGraphics
import Foundation

/// What can be constrained: a view or a layout guide.
protocol AutoLayoutItem: AnyObject {
    /// The view whose coordinates the item's frame is in: the view itself, or a guide's owner.
    var layoutOwningView: UIView? { get }
}

/// A relation between two attributes of views or layout guides that Auto Layout satisfies.
///
/// Linux: solved for real when a view is laid out (`layoutIfNeeded()`); see the file's notes.
open class NSLayoutConstraint: NSObject, @unchecked Sendable {
    /// The part of an item's layout a constraint uses.
    public enum Attribute: Int, Sendable, Hashable {
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left in a left-to-right language).
        case leading = 5
        /// The trailing edge (the right in a left-to-right language).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The baseline of the last line of text (the bottom edge for a view without text).
        case lastBaseline = 11
        /// The baseline of the first line of text (the bottom edge for a view without text).
        case firstBaseline = 12
        /// The left margin.
        case leftMargin = 13
        /// The right margin.
        case rightMargin = 14
        /// The top margin.
        case topMargin = 15
        /// The bottom margin.
        case bottomMargin = 16
        /// The leading margin.
        case leadingMargin = 17
        /// The trailing margin.
        case trailingMargin = 18
        /// The horizontal centre between the left and right margins.
        case centerXWithinMargins = 19
        /// The vertical centre between the top and bottom margins.
        case centerYWithinMargins = 20
        /// No attribute: the second item of a constraint to a constant.
        case notAnAttribute = 0

        /// The last baseline (UIKit's older name).
        public static let baseline = Attribute.lastBaseline

        /// The attribute's name as UIKit prints it.
        var name: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }

        /// Whether the attribute is horizontal.
        var isHorizontal: Bool {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
                 .trailingMargin, .centerXWithinMargins:
                true
            default: false
            }
        }
    }

    /// How the first attribute compares with the second.
    public enum Relation: Int, Sendable, Hashable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }

    /// The two axes of a layout.
    public enum Axis: Int, Sendable, Hashable {
        /// Left to right.
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { first }
    /// The second item (nil for a constraint to a constant).
    open var secondItem: AnyObject? { second }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The second item's attribute (`.notAnAttribute` for a constraint to a constant).
    public let secondAttribute: Attribute
    /// How the first attribute compares with the second.
    public let relation: Relation
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat
    /// What is added to the second attribute; changing it asks for layout.
    open var constant: CGFloat {
        didSet { if constant != oldValue { container?.setNeedsAutoLayout() } }
    }
    /// How important the constraint is (`.required` by default); changing it asks for layout.
    open var priority: UILayoutPriority = .required {
        didSet { if priority != oldValue { container?.setNeedsAutoLayout() } }
    }
    /// A name for the constraint, printed when it is logged.
    open var identifier: String?
    /// Whether the constraint is archived with its view (false).
    open var shouldBeArchived = false

    private weak var first: AnyObject?
    private weak var second: AnyObject?
    /// The view the constraint is installed on (nil: inactive).
    weak var container: UIView?
    /// When the constraint was installed, for the order in which required constraints are kept.
    var installationOrder = 0

    /// Whether the constraint takes part in layout. Setting true installs it on the nearest
    /// common ancestor of its items' views; setting false removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { install() } else { container?.removeConstraint(self) }
        }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> { NSLayoutAnchor(item: first, attribute: firstAttribute) }
    /// The second item's anchor for the second attribute (nil for a constraint to a constant).
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        second.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    /// A constraint between two items' attributes:
    /// `view1.attr1 (relation) multiplier × view2.attr2 + c`.
    /// - Parameters:
    ///   - view1: The first item (a view or a layout guide).
    ///   - attr1: Its attribute.
    ///   - relation: How the two compare.
    ///   - view2: The second item (nil for a constraint to a constant).
    ///   - attr2: Its attribute (`.notAnAttribute` without a second item).
    ///   - multiplier: What the second attribute is multiplied by.
    ///   - c: What is added.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, firstAttribute: attr1, relation: relation, second: view2.map { $0 as AnyObject },
                  secondAttribute: view2 == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
    }

    /// A constraint with no items (it constrains nothing).
    public override convenience init() {
        self.init(first: nil, firstAttribute: .notAnAttribute, relation: .equal, second: nil, secondAttribute: .notAnAttribute,
                  multiplier: 1, constant: 0)
    }

    /// The constraint every public initialiser and anchor makes.
    init(first: AnyObject?, firstAttribute: Attribute, relation: Relation, second: AnyObject?, secondAttribute: Attribute,
         multiplier: CGFloat, constant: CGFloat) {
        self.first = first
        self.second = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// Activates constraints (the same as setting each one's `isActive` to true).
    /// - Parameter constraints: The constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints (the same as setting each one's `isActive` to false).
    /// - Parameter constraints: The constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The items' views (a guide's is its owning view).
    var itemViews: [UIView?] {
        [first, second].compactMap { $0 }.map { ($0 as? AutoLayoutItem)?.layoutOwningView }
    }

    /// The items (views and guides) the constraint relates.
    var items: [AnyObject] { [first, second].compactMap { $0 } }

    /// Installs the constraint on the nearest common ancestor of its items' views; logs and stays
    /// inactive when there is none (where UIKit raises an exception).
    private func install() {
        guard container == nil else { return }
        let views = itemViews
        guard !views.isEmpty, views.allSatisfy({ $0 != nil }) else {
            AutoLayoutLog.write("Unable to activate constraint \(self): its items are not views or layout guides in a view hierarchy.")
            return
        }
        var ancestor: UIView? = views[0]
        for view in views.dropFirst() {
            guard let view else { continue }
            while let a = ancestor, !view.isDescendant(of: a) { ancestor = a.superview }
        }
        guard let ancestor else {
            AutoLayoutLog.write("Unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") "
                + "because they have no common ancestor. Does the constraint or its anchors reference items in different view "
                + "hierarchies? That's illegal.")
            return
        }
        ancestor.addConstraint(self)
    }

    /// Marks the constraint installed on a view.
    func didInstall(on view: UIView) {
        container = view
        installationOrder = AutoLayoutLog.nextInstallation()
    }

    /// The constraint as UIKit prints it:
    /// `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leading + 20   (active)>`.
    open override var description: String {
        var text = "<NSLayoutConstraint:\(AutoLayoutLog.address(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(Self.describe(first, firstAttribute))"
        let symbol = switch relation {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
        text += " \(symbol) "
        var rhs = ""
        if second != nil {
            rhs = Self.describe(second, secondAttribute)
            if multiplier != 1 { rhs = "\(Self.number(multiplier))*\(rhs)" }
            if constant > 0 { rhs += " + \(Self.number(constant))" }
            if constant < 0 { rhs += " - \(Self.number(-constant))" }
        } else {
            rhs = Self.number(constant)
        }
        text += rhs
        if priority != .required { text += " @\(Self.number(CGFloat(priority.rawValue)))" }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// An item's attribute as UIKit prints it.
    static func describe(_ item: AnyObject?, _ attribute: Attribute) -> String {
        guard let item else { return "nil.\(attribute.name)" }
        if let guide = item as? UILayoutGuide {
            return "'\(guide.identifier)'.\(attribute.name)"
        }
        return "\(type(of: item)):\(AutoLayoutLog.address(item)).\(attribute.name)"
    }

    /// A number without a needless fraction.
    static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(format: "%g", Double(value))
    }
}

/// Where Auto Layout's messages go: standard error, as UIKit logs them, and a short record that
/// tests can read; and the order in which constraints are installed.
enum AutoLayoutLog {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var recent: [String] = []

    /// Logs a message.
    static func write(_ message: String) {
        lock.withLock {
            recent.append(message)
            if recent.count > 200 { recent.removeFirst(recent.count - 200) }
        }
        FileHandle.standardError.write(Data("[LayoutConstraints] \(message)\n".utf8))
    }

    /// The latest messages, oldest first.
    static var messages: [String] { lock.withLock { recent } }

    nonisolated(unsafe) private static var installations = 0
    /// The next number in the order constraints are installed in.
    static func nextInstallation() -> Int {
        lock.withLock {
            installations += 1
            return installations
        }
    }

    /// An object's address as UIKit prints it.
    static func address(_ object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}
