// Auto Layout's engine: turns a view subtree's constraints into linear constraints, solves them
// (AutoLayoutSolver.swift) and sets the frames, as UIKit's layout engine does when a view lays out
// its subviews. On Linux, as on iOS:
//
// 1. Each view and layout guide has four unknowns: its left, top, width and height, in the
//    coordinates of the view being laid out (the root), whose own bounds are fixed.
// 2. The constraints are the active ones installed in the subtree (a constraint that only sizes
//    the root itself belongs to the root's superview's layout and is left out), a stack view's
//    arrangement, a view's own guides (safe area, margins, readable content, keyboard), and for
//    each view: with `translatesAutoresizingMaskIntoConstraints`, its current frame and
//    autoresizing mask as required constraints; without, its intrinsic content size held by its
//    content hugging (`size <= intrinsic`) and compression resistance (`size >= intrinsic`)
//    priorities.
// 3. A multi-line label's height follows the width the layout gives it: the system is solved
//    again with the height its text needs at that width (at most three more times).
// 4. Frames are rounded to the screen's pixels (a third of a point), edge by edge, as UIKit
//    rounds them; a view's transform is left alone (its bounds and centre are set).
// 5. Required constraints that cannot all hold: the one that does not fit (the latest installed
//    among those in conflict) is broken and UIKit's message is logged ("Unable to simultaneously
//    satisfy constraints."); the others hold. Nothing crashes and nothing hangs.
// 6. A view's layout pass covers its whole subtree: a subview whose frame the pass set does not
//    solve its subtree again in the same pass (its `layoutSubviews()` still runs).
import CoreGraphics
import Foundation

/// Identifies one layout pass (a call of `layoutIfNeeded()`), so that views solved by an
/// ancestor in the pass are not solved again.
final class LayoutPassToken {}

/// Solves and applies Auto Layout (see the file's notes).
enum AutoLayoutEngine {
    /// Lays out a view's subtree inside its bounds: called by `UIView.layoutSubviews()`.
    static func layOutSubtree(of root: UIView) {
        let pass = currentPass(of: root)
        if let pass, isCovered(root, in: pass) { return }
        root.solvedLayoutPass = pass
        guard let system = AutoLayoutSystem(root: root, mode: .layout) else { return }
        system.solve()
        system.apply()
    }

    /// The size of `root` that best meets its constraints near a target (see
    /// `systemLayoutSizeFitting`).
    static func fittingSize(of root: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        guard let system = AutoLayoutSystem(root: root, mode: .fitting(target: target, horizontal: horizontal, vertical: vertical)) else {
            return target
        }
        system.solve()
        return system.rootSize
    }

    /// The pass running for the view: the nearest one started by it or an ancestor.
    private static func currentPass(of view: UIView) -> LayoutPassToken? {
        var current: UIView? = view
        while let v = current {
            if let pass = v.runningLayoutPass { return pass }
            current = v.superview
        }
        return nil
    }

    /// Whether an ancestor already solved the view's subtree in the pass.
    private static func isCovered(_ view: UIView, in pass: LayoutPassToken) -> Bool {
        var current = view.superview
        while let v = current {
            if v.solvedLayoutPass === pass { return true }
            if v.runningLayoutPass === pass { return false }
            current = v.superview
        }
        return false
    }
}

/// A view subtree's constraints as one linear system.
private final class AutoLayoutSystem {
    /// What is solved for.
    enum Mode {
        /// The root's bounds are fixed; frames are set.
        case layout
        /// The root's size is free, held near a target; nothing is set.
        case fitting(target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority)
    }

    /// The priority of the readable-content guide's preferred width: above any you can give.
    private static let readableWidthPriority = 999.999
    /// The widest readable content (the iPhone's readable guide is its margins guide).
    private static let readableWidth: CGFloat = 672

    let root: UIView
    let mode: Mode
    /// The subtree, depth first.
    private var views: [UIView] = []
    private var depthFirstIndex: [ObjectIdentifier: Int] = [:]
    /// The constraints that take part, in the order they are kept when required ones conflict.
    private var userConstraints: [NSLayoutConstraint] = []
    /// The items (views and guides), each with four unknowns from `base[item]`.
    private var items: [AnyObject] = []
    private var base: [ObjectIdentifier: Int] = [:]
    /// The intrinsic sizes used for views whose height follows their width.
    private var intrinsicOverrides: [ObjectIdentifier: CGSize] = [:]
    /// The margins of each view, computed once.
    private var marginsCache: [ObjectIdentifier: UIEdgeInsets] = [:]
    /// The solution: four values per item.
    private var values: [Double] = []

    /// The system of a subtree, or nil when nothing in it is placed by Auto Layout.
    init?(root: UIView, mode: Mode) {
        self.root = root
        self.mode = mode
        root.updateConstraintsIfNeeded()
        collectViews(root)
        collectConstraints()
        let placed = views.contains { $0 !== root && !$0.translatesAutoresizingMaskIntoConstraints }
        if case .layout = mode, userConstraints.isEmpty, !placed { return nil }
        collectItems()
    }

    // MARK: Building

    private func collectViews(_ view: UIView) {
        depthFirstIndex[ObjectIdentifier(view)] = views.count
        views.append(view)
        for subview in view.subviews { collectViews(subview) }
    }

    private func inSubtree(_ view: UIView?) -> Bool { view.map { depthFirstIndex[ObjectIdentifier($0)] != nil } ?? false }

    private func collectConstraints() {
        var found: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func take(_ constraint: NSLayoutConstraint) {
            guard seen.insert(ObjectIdentifier(constraint)).inserted else { return }
            guard constraint.firstItem != nil, constraint.firstAttribute != .notAnAttribute else { return }
            let items = constraint.items
            guard items.allSatisfy({ inSubtree(($0 as? AutoLayoutItem)?.layoutOwningView) }) else { return }
            if case .layout = mode, items.allSatisfy({ $0 === root }) { return }
            found.append(constraint)
        }
        var arrangement: [NSLayoutConstraint] = []
        for view in views {
            view.installedConstraints.forEach(take)
            arrangement += view.arrangementConstraints()
        }
        var ancestor = root.superview
        while let a = ancestor {
            a.installedConstraints.forEach(take)
            ancestor = a.superview
        }
        found.sort { $0.installationOrder < $1.installationOrder }
        arrangement.forEach(take)
        // A stack view's own constraints come first: they are kept before yours.
        let arranged = found.filter { $0.installationOrder == 0 }
        userConstraints = arranged + found.filter { $0.installationOrder != 0 }
    }

    private func collectItems() {
        var ids = Set<ObjectIdentifier>()
        var found: [AnyObject] = []
        func add(_ item: AnyObject) {
            guard ids.insert(ObjectIdentifier(item)).inserted else { return }
            found.append(item)
        }
        add(root)
        for view in views where view !== root && !view.translatesAutoresizingMaskIntoConstraints { add(view) }
        for constraint in userConstraints {
            for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)] {
                guard let item else { continue }
                add(item)
                if let view = item as? UIView, let target = baselineView(view, attribute) { add(target) }
            }
        }
        // Every view's ancestors up to the root: a frame is relative to its superview.
        for item in found {
            var view = (item as? UIView)?.superview ?? (item as? AutoLayoutItem)?.layoutOwningView
            while let v = view, inSubtree(v) {
                add(v)
                if v === root { break }
                view = v.superview
            }
        }
        func order(_ item: AnyObject) -> (Int, Int) {
            if let view = item as? UIView { return (depthFirstIndex[ObjectIdentifier(view)] ?? 0, 0) }
            let owner = (item as? AutoLayoutItem)?.layoutOwningView
            return (owner.flatMap { depthFirstIndex[ObjectIdentifier($0)] } ?? 0, 1)
        }
        items = found.enumerated().sorted { a, b in
            let (x, y) = (order(a.element), order(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
        for (i, item) in items.enumerated() { base[ObjectIdentifier(item)] = 4 * i }
    }

    /// The view whose baseline a baseline attribute of `view` uses, when it is another view.
    private func baselineView(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> UIView? {
        guard attribute == .firstBaseline || attribute == .lastBaseline else { return nil }
        var target = view
        for _ in 0..<8 {
            let next = attribute == .firstBaseline ? target.forFirstBaselineLayout : target.forLastBaselineLayout
            guard next !== target, inSubtree(next) else { break }
            target = next
        }
        return target === view ? nil : target
    }

    // MARK: Expressions

    private typealias Expression = (terms: [Int: Double], constant: Double)

    private func margins(of view: UIView) -> UIEdgeInsets {
        if let cached = marginsCache[ObjectIdentifier(view)] { return cached }
        let margins = view.effectiveLayoutMargins
        marginsCache[ObjectIdentifier(view)] = margins
        return margins
    }

    /// An item's attribute as a linear expression of the unknowns.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Expression? {
        if let view = item as? UIView, let target = baselineView(view, attribute) { return expression(target, attribute) }
        guard let b = base[ObjectIdentifier(item)] else { return nil }
        let (x, y, w, h) = (b, b + 1, b + 2, b + 3)
        let view = item as? UIView
        let rightToLeft = ((item as? AutoLayoutItem)?.layoutOwningView)?.isRightToLeft ?? false
        let m = view.map(margins) ?? .zero
        switch attribute {
        case .left: return ([x: 1], 0)
        case .right: return ([x: 1, w: 1], 0)
        case .top: return ([y: 1], 0)
        case .bottom: return ([y: 1, h: 1], 0)
        case .leading: return rightToLeft ? ([x: 1, w: 1], 0) : ([x: 1], 0)
        case .trailing: return rightToLeft ? ([x: 1], 0) : ([x: 1, w: 1], 0)
        case .width: return ([w: 1], 0)
        case .height: return ([h: 1], 0)
        case .centerX: return ([x: 1, w: 0.5], 0)
        case .centerY: return ([y: 1, h: 0.5], 0)
        case .firstBaseline, .lastBaseline:
            let position: (heightFraction: CGFloat, offset: CGFloat) = view?.baselinePosition(first: attribute == .firstBaseline) ?? (1, 0)
            return ([y: 1, h: Double(position.heightFraction)], Double(position.offset))
        case .leftMargin: return ([x: 1], Double(m.left))
        case .rightMargin: return ([x: 1, w: 1], -Double(m.right))
        case .topMargin: return ([y: 1], Double(m.top))
        case .bottomMargin: return ([y: 1, h: 1], -Double(m.bottom))
        case .leadingMargin: return rightToLeft ? ([x: 1, w: 1], -Double(m.right)) : ([x: 1], Double(m.left))
        case .trailingMargin: return rightToLeft ? ([x: 1], Double(m.left)) : ([x: 1, w: 1], -Double(m.right))
        case .centerXWithinMargins: return ([x: 1, w: 0.5], Double(m.left - m.right) / 2)
        case .centerYWithinMargins: return ([y: 1, h: 0.5], Double(m.top - m.bottom) / 2)
        case .notAnAttribute: return ([:], 0)
        }
    }

    // MARK: The linear system

    private struct Built {
        var constraints: [LinearConstraint] = []
        /// The constraint each linear one came from (nil: one the engine made).
        var sources: [NSLayoutConstraint?] = []
    }

    private func build() -> Built {
        var built = Built()
        func add(_ terms: [Int: Double], _ constant: Double, _ relation: LinearConstraint.Relation = .equal,
                 priority: Double = LinearConstraintSolver.required, source: NSLayoutConstraint? = nil) {
            built.constraints.append(LinearConstraint(terms: terms, constant: constant, relation: relation, priority: priority))
            built.sources.append(source)
        }
        // The root.
        let r = base[ObjectIdentifier(root)]!
        add([r: 1], 0)
        add([r + 1: 1], 0)
        switch mode {
        case .layout:
            add([r + 2: 1], -Double(root.bounds.width))
            add([r + 3: 1], -Double(root.bounds.height))
        case let .fitting(target, horizontal, vertical):
            add([r + 2: 1], -Double(target.width), priority: Double(horizontal.rawValue))
            add([r + 3: 1], -Double(target.height), priority: Double(vertical.rawValue))
            addIntrinsicConstraints(of: root, at: r, add)
        }
        // The views and guides.
        for item in items where item !== root {
            let b = base[ObjectIdentifier(item)]!
            if let view = item as? UIView {
                guard let parent = view.superview, let p = base[ObjectIdentifier(parent)] else { continue }
                if view.translatesAutoresizingMaskIntoConstraints {
                    addAutoresizingConstraints(of: view, at: b, parent: parent, at: p, add)
                } else {
                    addIntrinsicConstraints(of: view, at: b, add)
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, let o = base[ObjectIdentifier(owner)] {
                addGuideConstraints(of: guide, at: b, owner: owner, at: o, add)
            }
        }
        // The constraints of the subtree.
        for constraint in userConstraints {
            guard let first = constraint.firstItem, let lhs = expression(first, constraint.firstAttribute) else { continue }
            var terms = lhs.terms
            var constant = lhs.constant - Double(constraint.constant)
            if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
                guard let rhs = expression(second, constraint.secondAttribute) else { continue }
                let m = Double(constraint.multiplier)
                for (v, c) in rhs.terms { terms[v, default: 0] -= m * c }
                constant -= m * rhs.constant
            }
            let relation: LinearConstraint.Relation = switch constraint.relation {
            case .equal: .equal
            case .greaterThanOrEqual: .greaterThanOrEqual
            case .lessThanOrEqual: .lessThanOrEqual
            }
            add(terms, constant, relation, priority: Double(min(constraint.priority.rawValue, 1000)), source: constraint)
        }
        return built
    }

    /// The intrinsic size held by hugging (`<=`) and compression resistance (`>=`).
    private func addIntrinsicConstraints(of view: UIView, at b: Int,
                                         _ add: ([Int: Double], Double, LinearConstraint.Relation, Double, NSLayoutConstraint?) -> Void) {
        let size = intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
        if size.width >= 0 {
            add([b + 2: 1], -Double(size.width), .lessThanOrEqual, Double(view.huggingPriorities.horizontal.rawValue), nil)
            add([b + 2: 1], -Double(size.width), .greaterThanOrEqual, Double(view.compressionPriorities.horizontal.rawValue), nil)
        }
        if size.height >= 0 {
            add([b + 3: 1], -Double(size.height), .lessThanOrEqual, Double(view.huggingPriorities.vertical.rawValue), nil)
            add([b + 3: 1], -Double(size.height), .greaterThanOrEqual, Double(view.compressionPriorities.vertical.rawValue), nil)
        }
    }

    /// The current frame, following the parent's size by the autoresizing mask.
    private func addAutoresizingConstraints(of view: UIView, at b: Int, parent: UIView, at p: Int,
                                            _ add: ([Int: Double], Double, LinearConstraint.Relation, Double, NSLayoutConstraint?) -> Void) {
        let origin = view.untransformedOrigin
        let size = view.bounds.size
        let old = parent.bounds.size
        let mask = parent.autoresizesSubviews ? view.autoresizingMask : []
        let x = UIView.autoresizingShares(start: origin.x, length: size.width, old: old.width, flexibleStart: mask.contains(.flexibleLeftMargin),
                                          flexibleLength: mask.contains(.flexibleWidth), flexibleEnd: mask.contains(.flexibleRightMargin))
        let y = UIView.autoresizingShares(start: origin.y, length: size.height, old: old.height, flexibleStart: mask.contains(.flexibleTopMargin),
                                          flexibleLength: mask.contains(.flexibleHeight), flexibleEnd: mask.contains(.flexibleBottomMargin))
        let required = LinearConstraintSolver.required
        // child.x − parent.x = x0 + share × (parent.width − old width)
        add([b: 1, p: -1, p + 2: -Double(x.start)], -Double(origin.x - x.start * old.width), .equal, required, nil)
        add([b + 2: 1, p + 2: -Double(x.length)], -Double(size.width - x.length * old.width), .equal, required, nil)
        add([b + 1: 1, p + 1: -1, p + 3: -Double(y.start)], -Double(origin.y - y.start * old.height), .equal, required, nil)
        add([b + 3: 1, p + 3: -Double(y.length)], -Double(size.height - y.length * old.height), .equal, required, nil)
    }

    /// A view's own guide follows the view.
    private func addGuideConstraints(of guide: UILayoutGuide, at g: Int, owner: UIView, at o: Int,
                                     _ add: ([Int: Double], Double, LinearConstraint.Relation, Double, NSLayoutConstraint?) -> Void) {
        let required = LinearConstraintSolver.required
        func inset(_ i: UIEdgeInsets) {
            add([g: 1, o: -1], -Double(i.left), .equal, required, nil)
            add([g + 1: 1, o + 1: -1], -Double(i.top), .equal, required, nil)
            add([g + 2: 1, o + 2: -1], Double(i.left + i.right), .equal, required, nil)
            add([g + 3: 1, o + 3: -1], Double(i.top + i.bottom), .equal, required, nil)
        }
        switch guide.kind {
        case .free, .stackSpacing: return
        case .safeArea: inset(owner.safeAreaInsets)
        case .margins: inset(margins(of: owner))
        case .keyboard:
            let bottom = (guide as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true ? owner.safeAreaInsets.bottom : 0
            add([g: 1, o: -1], 0, .equal, required, nil)
            add([g + 2: 1, o + 2: -1], 0, .equal, required, nil)
            add([g + 1: 1, g + 3: 1, o + 1: -1, o + 3: -1], 0, .equal, required, nil)
            add([g + 3: 1], -Double(bottom), .equal, required, nil)
        case .readableContent:
            let m = margins(of: owner)
            add([g + 1: 1, o + 1: -1], -Double(m.top), .equal, required, nil)
            add([g + 3: 1, o + 3: -1], Double(m.top + m.bottom), .equal, required, nil)
            // Centred between the margins, as wide as they allow up to the readable width.
            add([g: 1, g + 2: 0.5, o: -1, o + 2: -0.5], -Double(m.left - m.right) / 2, .equal, required, nil)
            add([g + 2: 1, o + 2: -1], Double(m.left + m.right), .lessThanOrEqual, required, nil)
            add([g + 2: 1], -Double(Self.readableWidth), .lessThanOrEqual, required, nil)
            add([g + 2: 1, o + 2: -1], Double(m.left + m.right), .equal, Self.readableWidthPriority, nil)
        }
    }

    /// The current values: where each item is now (what stays when nothing decides it).
    private func currentValues() -> [Double] {
        var stays = Array(repeating: 0.0, count: 4 * items.count)
        var origins: [ObjectIdentifier: CGPoint] = [ObjectIdentifier(root): .zero]
        func origin(of view: UIView) -> CGPoint {
            if let known = origins[ObjectIdentifier(view)] { return known }
            guard let parent = view.superview, inSubtree(parent) else { return .zero }
            let p = origin(of: parent), own = view.untransformedOrigin
            let result = CGPoint(x: p.x + own.x, y: p.y + own.y)
            origins[ObjectIdentifier(view)] = result
            return result
        }
        for item in items {
            let b = base[ObjectIdentifier(item)]!
            var rect = CGRect.zero
            if let view = item as? UIView {
                rect = CGRect(origin: view === root ? .zero : origin(of: view), size: view.bounds.size)
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                let o = origin(of: owner)
                rect = guide.layoutFrame.offsetBy(dx: o.x, dy: o.y)
            }
            stays[b] = Double(rect.minX)
            stays[b + 1] = Double(rect.minY)
            stays[b + 2] = Double(rect.width)
            stays[b + 3] = Double(rect.height)
        }
        return stays
    }

    // MARK: Solving

    /// Solves the system, again with the heights of views whose height follows their width.
    func solve() {
        let stays = currentValues()
        values = stays
        for _ in 0..<4 {
            let built = build()
            let solution = LinearConstraintSolver.solve(built.constraints, stays: stays)
            values = solution.values
            if solution.gaveUp {
                AutoLayoutLog.write("The layout of \(type(of: root)):\(AutoLayoutLog.address(root)) is too large to solve; the frames are left as they are.")
                return
            }
            report(broken: solution.broken, in: built)
            var changed = false
            for item in items {
                guard let view = item as? UIView, view === root ? isFitting : !view.translatesAutoresizingMaskIntoConstraints else { continue }
                let width = CGFloat(values[base[ObjectIdentifier(view)]! + 2])
                guard let size = view.intrinsicContentSize(forLayoutWidth: max(width, 0)) else { continue }
                let used = intrinsicOverrides[ObjectIdentifier(view)] ?? view.intrinsicContentSize
                if abs(size.height - used.height) > 0.01 || abs(size.width - used.width) > 0.01 {
                    intrinsicOverrides[ObjectIdentifier(view)] = size
                    changed = true
                }
            }
            if !changed { return }
        }
    }

    private var isFitting: Bool {
        if case .fitting = mode { return true }
        return false
    }

    /// Logs broken required constraints as UIKit does.
    private func report(broken: [Int], in built: Built) {
        for index in broken {
            let brokenSource = built.sources[index]
            let brokenItems = Set(brokenSource?.items.map(ObjectIdentifier.init) ?? [])
            var listed: [String] = []
            for (i, source) in built.sources.enumerated() {
                guard let source, source.priority == .required else { continue }
                if i == index || !brokenItems.isDisjoint(with: source.items.map(ObjectIdentifier.init)) { listed.append("    \"\(source)\"") }
            }
            let description = brokenSource.map { "\($0)" } ?? "a constraint made from a view's autoresizing mask or intrinsic size"
            AutoLayoutLog.write("""
                Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                \tTry this:
                \t\t(1) look at each constraint and try to figure out which you don't expect;
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.
                \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
                (
                \(listed.joined(separator: ",\n"))
                )

                Will attempt to recover by breaking constraint
                \(description)
                """)
        }
    }

    // MARK: Results

    /// The root's solved size (fitting).
    var rootSize: CGSize {
        let r = base[ObjectIdentifier(root)]!
        return CGSize(width: Self.pixel(values[r + 2]), height: Self.pixel(values[r + 3]))
    }

    /// A value rounded to the screen's pixels.
    private static func pixel(_ value: Double) -> CGFloat {
        let scale = Double(UIScreen.main.scale)
        return CGFloat((value * scale).rounded() / scale)
    }

    /// The item's rectangle in the root's coordinates, edges rounded to pixels.
    private func rect(of item: AnyObject) -> CGRect {
        let b = base[ObjectIdentifier(item)]!
        let minX = Self.pixel(values[b]), minY = Self.pixel(values[b + 1])
        let maxX = Self.pixel(values[b] + values[b + 2]), maxY = Self.pixel(values[b + 1] + values[b + 3])
        return CGRect(x: minX, y: minY, width: max(maxX - minX, 0), height: max(maxY - minY, 0))
    }

    /// Sets the solved frames: each view's relative to its superview, parents first; each guide's
    /// relative to its owning view.
    func apply() {
        let pass = root.solvedLayoutPass
        for item in items where item !== root {
            let mine = rect(of: item)
            if let view = item as? UIView {
                guard let parent = view.superview, base[ObjectIdentifier(parent)] != nil else { continue }
                let origin = parent === root ? CGPoint.zero : rect(of: parent).origin
                view.setUntransformedFrame(mine.offsetBy(dx: -origin.x, dy: -origin.y))
                view.solvedLayoutPass = pass
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView, base[ObjectIdentifier(owner)] != nil {
                let origin = owner === root ? CGPoint.zero : rect(of: owner).origin
                guide.solvedFrame = mine.offsetBy(dx: -origin.x, dy: -origin.y)
            }
        }
        // The views of the subtree that the system did not place are covered by this pass too.
        if pass != nil { for view in views where view !== root { view.solvedLayoutPass = pass } }
    }
}
