// Auto Layout's visual format language: `H:|-[name(>=120@750)]-8-[button(==name)]-|` read into
// constraints, as `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` reads
// it. The grammar is Apple's: an optional orientation (`H:` or `V:`), the superview's edges (`|`),
// views in brackets with size predicates in parentheses, and connections between them (`-`: the
// standard space, 8 points between views and 20 to the superview's edge; `-n-` or
// `-(>=n@priority)-`: a space; nothing: adjacent). Metric names are read from `metrics` and view
// names from `views`. The alignment options add constraints lining up each view with the one
// before it. Linux: a format that does not parse logs UIKit's message and gives no constraints
// (where UIKit raises an exception).
import CoreGraphics
import Foundation

extension NSLayoutConstraint {
    /// How a visual format's views are aligned and in which direction it reads.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of these bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the views' left edges.
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        /// Align the views' right edges.
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        /// Align the views' top edges.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottom edges.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Align the views' last baselines.
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        /// Align the views' first baselines.
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The mask of the alignment bits.
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        /// Leading to trailing (the default).
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        /// Left to right.
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        /// Right to left.
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        /// The mask of the direction bits.
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        /// Spaces between edges (the default).
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        /// Spaces between baselines (vertical formats).
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        /// The mask of the spacing bits.
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraints a visual format describes (inactive; activate them).
    /// - Parameters:
    ///   - format: The format, such as `"H:|-[label]-[field(>=100)]-|"`.
    ///   - opts: Alignment and direction options.
    ///   - metrics: Numbers by name, used in the format.
    ///   - views: Views (or layout guides) by name, used in the format.
    /// - Returns: The constraints, or none when the format does not parse (the error is logged).
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                  views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views)
        do {
            return try parser.parse(options: opts)
        } catch let error as VisualFormatError {
            AutoLayoutLog.write("Unable to parse constraint format: \(error.reason)\n\(format)")
            return []
        } catch {
            AutoLayoutLog.write("Unable to parse constraint format: \(error)\n\(format)")
            return []
        }
    }
}

/// Why a visual format did not parse.
private struct VisualFormatError: Error {
    let reason: String
}

/// Reads a visual format (see the file's notes).
private struct VisualFormatParser {
    /// One predicate: a relation to a constant or another view's size, at a priority.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority = UILayoutPriority.required
    }

    /// What a connection between two elements says.
    enum Connection {
        /// Adjacent: no space.
        case adjacent
        /// The standard space.
        case standard
        /// Spaces of predicates.
        case predicates([Predicate])
    }

    /// An element of the format.
    enum Element {
        /// The superview's edge.
        case superview
        /// A view and its size predicates.
        case view(AnyObject, [Predicate])
    }

    let characters: [Character]
    var index = 0
    let metrics: [String: Any]
    let views: [String: Any]

    init(format: String, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
    }

    private var current: Character? { index < characters.count ? characters[index] : nil }

    private mutating func take(_ c: Character) -> Bool {
        guard current == c else { return false }
        index += 1
        return true
    }

    private func fail(_ reason: String) -> VisualFormatError { VisualFormatError(reason: "\(reason) at position \(index)") }

    private mutating func name() -> String {
        var text = ""
        while let c = current, c.isLetter || c.isNumber || c == "_" {
            text.append(c)
            index += 1
        }
        return text
    }

    private mutating func number() -> CGFloat? {
        let start = index
        var text = ""
        if current == "-" || current == "+" {
            text.append(current!)
            index += 1
        }
        while let c = current, c.isNumber || c == "." {
            text.append(c)
            index += 1
        }
        guard let value = Double(text) else {
            index = start
            return nil
        }
        return CGFloat(value)
    }

    private func metric(_ key: String) throws -> CGFloat {
        switch metrics[key] {
        case let v as CGFloat: return v
        case let v as Double: return CGFloat(v)
        case let v as Float: return CGFloat(v)
        case let v as Int: return CGFloat(v)
        case let v as NSNumber: return CGFloat(v.doubleValue)
        default: throw VisualFormatError(reason: "\(key) is not a key in the metrics dictionary")
        }
    }

    private func view(_ key: String) throws -> AnyObject {
        guard let found = views[key], let object = found as? AutoLayoutItem else {
            throw VisualFormatError(reason: "\(key) is not a key in the views dictionary")
        }
        return object
    }

    /// A constant: a number or a metric's name.
    private mutating func constant() throws -> CGFloat {
        if let n = number() { return n }
        let key = name()
        guard !key.isEmpty else { throw fail("Expected a number or a metric") }
        return try metric(key)
    }

    /// `(relation)?(constant|viewName)(@priority)?`
    private mutating func predicate(allowsViews: Bool) throws -> Predicate {
        var p = Predicate()
        if take("=") {
            guard take("=") else { throw fail("Expected '=='") }
        } else if take("<") {
            guard take("=") else { throw fail("Expected '<='") }
            p.relation = .lessThanOrEqual
        } else if take(">") {
            guard take("=") else { throw fail("Expected '>='") }
            p.relation = .greaterThanOrEqual
        }
        if let n = number() {
            p.constant = n
        } else {
            let key = name()
            guard !key.isEmpty else { throw fail("Expected a constant or a view") }
            if metrics[key] != nil {
                p.constant = try metric(key)
            } else if allowsViews {
                p.view = try view(key)
            } else {
                throw VisualFormatError(reason: "\(key) is not a key in the metrics dictionary")
            }
        }
        if take("@") { p.priority = UILayoutPriority(Float(try constant())) }
        return p
    }

    /// `(predicate, predicate, …)` or a single constant.
    private mutating func predicates(allowsViews: Bool) throws -> [Predicate] {
        if take("(") {
            var list = [try predicate(allowsViews: allowsViews)]
            while take(",") { list.append(try predicate(allowsViews: allowsViews)) }
            guard take(")") else { throw fail("Expected ')'") }
            return list
        }
        return [Predicate(constant: try constant())]
    }

    /// A connection before the next element: `-`, `-predicates-`, or nothing.
    private mutating func connection() throws -> Connection {
        guard take("-") else { return .adjacent }
        if current == "[" || current == "|" { return .standard }
        let list = try predicates(allowsViews: false)
        guard take("-") else { throw fail("Expected '-'") }
        return .predicates(list)
    }

    private mutating func element() throws -> Element {
        if take("|") { return .superview }
        guard take("[") else { throw fail("Expected a view") }
        let key = name()
        guard !key.isEmpty else { throw fail("Expected a view's name") }
        let item = try view(key)
        var sizes: [Predicate] = []
        if current == "(" { sizes = try predicates(allowsViews: true) }
        guard take("]") else { throw fail("Expected ']'") }
        return .view(item, sizes)
    }

    mutating func parse(options: NSLayoutConstraint.FormatOptions) throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            if characters[0] == "V" { vertical = true } else if characters[0] != "H" { throw fail("Expected 'H:' or 'V:'") }
            index = 2
        }
        var elements = [try element()]
        var connections: [Connection] = []
        while current != nil {
            connections.append(try connection())
            elements.append(try element())
        }
        let direction = options.intersection(.directionMask)
        typealias A = NSLayoutConstraint.Attribute
        let (start, end): (A, A) = vertical ? (.top, .bottom)
            : direction == .directionLeftToRight ? (.left, .right)
            : direction == .directionRightToLeft ? (.right, .left) : (.leading, .trailing)
        let reversed = !vertical && direction == .directionRightToLeft
        let length: A = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        func make(_ a: AnyObject?, _ aa: A, _ relation: NSLayoutConstraint.Relation, _ b: AnyObject?, _ ba: A, _ c: CGFloat,
                  _ priority: UILayoutPriority) {
            let constraint = NSLayoutConstraint(first: a, firstAttribute: aa, relation: relation, second: b,
                                                secondAttribute: b == nil ? .notAnAttribute : ba, multiplier: 1, constant: c)
            constraint.priority = priority
            result.append(constraint)
        }
        // The sizes.
        var placed: [AnyObject] = []
        for element in elements {
            guard case let .view(item, sizes) = element else { continue }
            placed.append(item)
            for p in sizes {
                if let other = p.view {
                    make(item, length, p.relation, other, length, 0, p.priority)
                } else {
                    make(item, length, p.relation, nil, .notAnAttribute, p.constant, p.priority)
                }
            }
        }
        // The connections.
        for (i, link) in connections.enumerated() {
            let (a, b) = (elements[i], elements[i + 1])
            let superview: AnyObject? = placed.first.flatMap { ($0 as? AutoLayoutItem)?.layoutOwningView?.superview }
            let edge: Bool
            let before: (AnyObject?, A), after: (AnyObject?, A)
            switch (a, b) {
            case let (.superview, .view(item, _)):
                edge = true
                before = (superview, start)
                after = (item, start)
            case let (.view(item, _), .superview):
                edge = true
                before = (item, end)
                after = (superview, end)
            case let (.view(first, _), .view(second, _)):
                edge = false
                before = (first, end)
                after = (second, start)
            default:
                throw VisualFormatError(reason: "Two superview edges cannot be connected")
            }
            guard before.0 != nil, after.0 != nil else { throw VisualFormatError(reason: "The views have no superview") }
            let sign: CGFloat = reversed ? -1 : 1
            switch link {
            case .adjacent:
                make(after.0, after.1, .equal, before.0, before.1, 0, .required)
            case .standard:
                make(after.0, after.1, .equal, before.0, before.1, sign * (edge ? 20 : systemSpacing), .required)
            case let .predicates(list):
                for p in list { make(after.0, after.1, p.relation, before.0, before.1, sign * p.constant, p.priority) }
            }
        }
        // The alignments.
        let alignments: [(NSLayoutConstraint.FormatOptions, A)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
            (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for (previous, item) in zip(placed, placed.dropFirst()) { make(item, attribute, .equal, previous, attribute, 0, .required) }
        }
        return result
    }
}
