import Foundation

// Predicates and sort descriptors written with strings and key paths, as Core Data code writes
// them: swift-corelibs-foundation has neither `NSPredicate(format:)` nor
// `NSSortDescriptor(key:ascending:)` (no key-value coding), and its key-path sort descriptor takes
// only `Comparable` values, where an entity's attributes are optionals. Core Data declares them
// here for managed objects, whose values are read by name.
//
// The format language read: comparisons `key OP value` joined by AND / OR (&&, ||), optionally
// in parentheses and negated with NOT; OP one of ==, =, !=, <>, <, <=, >, >=, BEGINSWITH,
// ENDSWITH, CONTAINS, LIKE (with `*` and `?`), IN, with [c] (case-) and [d] (diacritic-
// insensitive); values %@, %K (a key), %d, %i, %ld, %lld, %f, %lf, 'quoted' or "quoted" strings,
// numbers, TRUE/YES, FALSE/NO, nil/NULL; keys may go through relationships (`author.name`).
// A format outside it accepts every object.

extension NSPredicate {
    /// A predicate from a format string and its arguments, evaluated against managed objects.
    /// - Parameters:
    ///   - predicateFormat: The format (see the file's comment for the language read).
    ///   - args: The values of its `%` placeholders.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(PredicateFormat(predicateFormat, arguments: args.map { $0 as Any }))
    }

    /// A predicate from a format string without arguments (`NSPredicate(format: "isFavorite == YES")`).
    /// - Parameter predicateFormat: The format.
    public convenience init(format predicateFormat: String) {
        self.init(PredicateFormat(predicateFormat, arguments: []))
    }

    /// A predicate whose one argument is a collection (`NSPredicate(format: "name IN %@", names)`):
    /// Linux's arrays are not `CVarArg`.
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - collection: The value of its one placeholder.
    public convenience init<C: Collection>(format predicateFormat: String, _ collection: C) {
        self.init(PredicateFormat(predicateFormat, arguments: [Array(collection) as [Any]]))
    }

    /// A predicate whose arguments mix values and collections (`NSPredicate(format: "%K IN %@",
    /// key, names)`): on Apple's platforms an array bridges to `NSArray`, a `CVarArg`; Linux's
    /// arrays are not, so any value is taken here, after the overloads above.
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - args: The values of its `%` placeholders.
    @_disfavoredOverload
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(PredicateFormat(predicateFormat, arguments: args.map { Self.argument($0) }))
    }

    /// An argument as the format reads it: a collection as an array of its elements.
    private static func argument(_ value: Any) -> Any {
        if let set = value as? any Collection, !(value is String) { return Array(set) as [Any] }
        return value
    }

    /// A predicate from a format string and an array of arguments.
    /// - Parameters:
    ///   - predicateFormat: The format.
    ///   - arguments: The values of its `%` placeholders.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        self.init(PredicateFormat(predicateFormat, arguments: arguments ?? []))
    }

    /// A predicate that evaluates `format` against each object.
    private convenience init(_ format: PredicateFormat) {
        self.init(block: { object, _ in format.matches(object) })
    }
}

/// Sorting by a key or a key path, as Core Data does.
extension NSSortDescriptor {
    /// Sorts managed objects by the value of `key`.
    /// - Parameters:
    ///   - key: The attribute's name.
    ///   - ascending: Whether smaller values come first.
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \NSObject.hashValue, ascending: ascending)
        let key = key ?? ""
        SortKeys.register(self) { ManagedValues.compare(ManagedValues.value(of: $0, at: key), ManagedValues.value(of: $1, at: key)) }
    }

    /// Sorts by the value at `keyPath`, comparable or not (an entity's optional attributes).
    /// - Parameters:
    ///   - keyPath: The key path.
    ///   - ascending: Whether smaller values come first.
    @_disfavoredOverload
    public convenience init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.init(keyPath: \NSObject.hashValue, ascending: ascending)
        func value(_ object: Any) -> Any? { (object as? Root).map { $0[keyPath: keyPath] as Any } }
        SortKeys.register(self) { ManagedValues.compare(value($0), value($1)) }
    }
}

/// How the SwiftUI module's fetch requests sort by Swift sort descriptors.
public enum CoreDataSorting {
    /// Sorts `descriptor`'s objects with `compare` (its `ascending` still applies).
    public static func register(_ descriptor: NSSortDescriptor, _ compare: @escaping (Any, Any) -> ComparisonResult) {
        SortKeys.register(descriptor, compare)
    }
}

/// How the sort descriptors made here order objects: Foundation's on Linux reads only `Comparable`
/// values through key paths, so each keeps its own comparison, by identity.
enum SortKeys {
    /// The comparisons (closures of key paths, which are not `Sendable`), kept under a lock, each
    /// with its descriptor, so a descriptor made later at a freed one's address is not taken for it.
    private final class Comparisons: @unchecked Sendable {
        struct Entry {
            weak var descriptor: NSSortDescriptor?
            let compare: (Any, Any) -> ComparisonResult
        }
        let lock = NSLock()
        var byDescriptor: [ObjectIdentifier: Entry] = [:]
    }
    private static let comparisons = Comparisons()

    static func register(_ descriptor: NSSortDescriptor, _ compare: @escaping (Any, Any) -> ComparisonResult) {
        comparisons.lock.withLock { comparisons.byDescriptor[ObjectIdentifier(descriptor)] = .init(descriptor: descriptor, compare: compare) }
    }

    /// The order of two objects by `descriptor`: its own comparison, else Foundation's.
    static func compare(_ descriptor: NSSortDescriptor, _ a: Any, _ b: Any) -> ComparisonResult {
        let entry = comparisons.lock.withLock { comparisons.byDescriptor[ObjectIdentifier(descriptor)] }
        guard let entry, entry.descriptor === descriptor else { return descriptor.compare(a, to: b) }
        let order = entry.compare(a, b)
        return descriptor.ascending ? order : order.reversed
    }
}

extension ComparisonResult {
    var reversed: ComparisonResult {
        switch self {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}

/// Values of managed objects, read by name and compared.
enum ManagedValues {
    /// The value at a dotted key of `object` (through to-one relationships).
    static func value(of object: Any?, at key: String) -> Any? {
        var current: Any? = object
        for part in key.split(separator: ".") {
            guard let o = current as? NSManagedObject else { return nil }
            current = o.value(forKey: String(part))
        }
        return current.flatMap { ManagedDefaults.unwrapped($0) }
    }

    /// A number's value as a Double, if it is one.
    static func number(_ v: Any?) -> Double? {
        switch v {
        case let x as Int: return Double(x)
        case let x as Int16: return Double(x)
        case let x as Int32: return Double(x)
        case let x as Int64: return Double(x)
        case let x as Double: return x
        case let x as Float: return Double(x)
        case let x as Bool: return x ? 1 : 0
        case let x as Decimal: return NSDecimalNumber(decimal: x).doubleValue
        case let x as NSNumber: return x.doubleValue
        case let x as Date: return x.timeIntervalSinceReferenceDate
        default: return nil
        }
    }

    /// The order of two values: nil first, numbers and dates by value, the rest by text.
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        let a = a.flatMap { ManagedDefaults.unwrapped($0) }, b = b.flatMap { ManagedDefaults.unwrapped($0) }
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = number(a), let y = number(b) { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        let x = text(a), y = text(b)
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    static func text(_ v: Any?) -> String {
        switch v {
        case let s as String: return s
        case let u as UUID: return u.uuidString
        case nil: return ""
        case let other?: return String(describing: other)
        }
    }
}

/// A parsed predicate format.
struct PredicateFormat: @unchecked Sendable {
    private indirect enum Node {
        case all
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case compare(key: String, op: String, caseInsensitive: Bool, diacriticInsensitive: Bool, value: Any?)
    }

    private let root: Node

    init(_ format: String, arguments: [Any]) {
        var args = arguments[...]
        root = Self.parse(format.trimmingCharacters(in: .whitespaces), &args) ?? .all
    }

    func matches(_ object: Any?) -> Bool { Self.evaluate(root, object) }

    private static func evaluate(_ node: Node, _ object: Any?) -> Bool {
        switch node {
        case .all: return true
        case let .not(n): return !evaluate(n, object)
        case let .and(a, b): return evaluate(a, object) && evaluate(b, object)
        case let .or(a, b): return evaluate(a, object) || evaluate(b, object)
        case let .compare(key, op, ci, di, value):
            let lhs = key.uppercased() == "SELF" ? object : ManagedValues.value(of: object, at: key)
            return compare(lhs, op, value, ci, di)
        }
    }

    private static func fold(_ s: String, _ ci: Bool, _ di: Bool) -> String {
        var options: String.CompareOptions = []
        if ci { options.insert(.caseInsensitive) }
        if di { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? s : s.folding(options: options, locale: nil)
    }

    private static func compare(_ lhs: Any?, _ op: String, _ rhs: Any?, _ ci: Bool, _ di: Bool) -> Bool {
        switch op {
        case "==", "=": return equal(lhs, rhs, ci, di)
        case "!=", "<>": return !equal(lhs, rhs, ci, di)
        case "<": return lhs != nil && ManagedValues.compare(lhs, rhs) == .orderedAscending
        case "<=": return lhs != nil && ManagedValues.compare(lhs, rhs) != .orderedDescending
        case ">": return lhs != nil && ManagedValues.compare(lhs, rhs) == .orderedDescending
        case ">=": return lhs != nil && ManagedValues.compare(lhs, rhs) != .orderedAscending
        case "IN":
            let list = (rhs as? [Any]) ?? (rhs as? NSSet).map { Array($0) } ?? []
            return list.contains { equal(lhs, $0, ci, di) }
        default:
            guard let l = lhs.map({ fold(ManagedValues.text($0), ci, di) }), let r = rhs.map({ fold(ManagedValues.text($0), ci, di) }) else {
                return false
            }
            switch op {
            case "BEGINSWITH": return l.hasPrefix(r)
            case "ENDSWITH": return l.hasSuffix(r)
            case "CONTAINS": return l.contains(r)
            case "LIKE": return like(l, r)
            default: return true
            }
        }
    }

    private static func equal(_ a: Any?, _ b: Any?, _ ci: Bool, _ di: Bool) -> Bool {
        if a == nil || b == nil { return a == nil && b == nil }
        if let x = ManagedValues.number(a), let y = ManagedValues.number(b) { return x == y }
        if let x = a as? NSManagedObject, let y = b as? NSManagedObject { return x === y }
        return fold(ManagedValues.text(a), ci, di) == fold(ManagedValues.text(b), ci, di)
    }

    /// `*` any run of characters, `?` one character.
    private static func like(_ s: String, _ pattern: String) -> Bool {
        let s = Array(s), p = Array(pattern)
        var memo: [Int: Bool] = [:]
        func match(_ i: Int, _ j: Int) -> Bool {
            if let m = memo[i * (p.count + 1) + j] { return m }
            let result: Bool
            if j == p.count { result = i == s.count }
            else if p[j] == "*" { result = match(i, j + 1) || (i < s.count && match(i + 1, j)) }
            else { result = i < s.count && (p[j] == "?" || p[j] == s[i]) && match(i + 1, j + 1) }
            memo[i * (p.count + 1) + j] = result
            return result
        }
        return match(0, 0)
    }

    // MARK: Parsing

    private static let operators = ["BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "IN", "==", "!=", "<>", "<=", ">=", "=", "<", ">"]

    private static func parse(_ text: String, _ args: inout ArraySlice<Any>) -> Node? {
        var t = text.trimmingCharacters(in: .whitespaces)
        while t.hasPrefix("("), closing(t) == t.index(before: t.endIndex) {
            t = String(t.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        for (word, make) in [(["OR", "||"], { Node.or($0, $1) }), (["AND", "&&"], { Node.and($0, $1) })] as [([String], (Node, Node) -> Node)] {
            if let (l, r) = split(t, on: word) {
                guard let a = parse(l, &args), let b = parse(r, &args) else { return nil }
                return make(a, b)
            }
        }
        let upper = t.uppercased()
        if upper.hasPrefix("NOT ") || upper.hasPrefix("!") {
            let rest = upper.hasPrefix("!") ? String(t.dropFirst()) : String(t.dropFirst(4))
            return parse(rest, &args).map { .not($0) }
        }
        if upper == "TRUEPREDICATE" { return .all }
        return comparison(t, &args)
    }

    /// The index of the bracket closing the one `t` starts with.
    private static func closing(_ t: String) -> String.Index? {
        var depth = 0
        var quote: Character?
        for i in t.indices {
            let c = t[i]
            if let q = quote { if c == q { quote = nil }; continue }
            if c == "'" || c == "\"" { quote = c } else if c == "(" { depth += 1 } else if c == ")" {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// `t` split at its first top-level (outside brackets and quotes) `words`, case-insensitively.
    private static func split(_ t: String, on words: [String]) -> (String, String)? {
        var depth = 0
        var quote: Character?
        let chars = Array(t)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if let q = quote { if c == q { quote = nil } } else if c == "'" || c == "\"" { quote = c } else if c == "(" { depth += 1 } else if c == ")" { depth -= 1 } else if depth == 0 {
                for w in words {
                    let wc = Array(w)
                    let symbolic = !w.first!.isLetter
                    guard i + wc.count <= chars.count, String(chars[i..<i + wc.count]).uppercased() == w else { continue }
                    let before = i == 0 ? " " : chars[i - 1], after = i + wc.count < chars.count ? chars[i + wc.count] : " "
                    if symbolic || (before == " " && after == " ") {
                        return (String(chars[..<i]), String(chars[(i + wc.count)...]))
                    }
                }
            }
            i += 1
        }
        return nil
    }

    private static func comparison(_ t: String, _ args: inout ArraySlice<Any>) -> Node? {
        let upper = t.uppercased()
        for op in operators {
            guard let range = upper.range(of: op) else { continue }
            // A word operator stands apart from the key and value.
            if op.first!.isLetter {
                let before = range.lowerBound == upper.startIndex ? " " : upper[upper.index(before: range.lowerBound)]
                let afterIndex = range.upperBound
                let after = afterIndex < upper.endIndex ? upper[afterIndex] : " "
                guard before == " ", after == " " || after == "[" else { continue }
            }
            var keyText = String(t[t.startIndex..<range.lowerBound]).trimmingCharacters(in: .whitespaces)
            var rest = String(t[range.upperBound...])
            var ci = false, di = false
            if rest.hasPrefix("["), let end = rest.firstIndex(of: "]") {
                let flags = rest[rest.index(after: rest.startIndex)..<end].lowercased()
                ci = flags.contains("c")
                di = flags.contains("d")
                rest = String(rest[rest.index(after: end)...])
            }
            if keyText == "%K", let k = args.popFirst() { keyText = "\(k)" }
            guard let value = value(rest.trimmingCharacters(in: .whitespaces), &args) else { return nil }
            return .compare(key: keyText, op: op == "=" ? "==" : op, caseInsensitive: ci, diacriticInsensitive: di, value: value.value)
        }
        return nil
    }

    /// The value written `v`: a placeholder's argument, a quoted string, a number, a truth value or nil.
    private static func value(_ v: String, _ args: inout ArraySlice<Any>) -> (value: Any?, Void)? {
        if v.hasPrefix("%") {
            guard let a = args.popFirst() else { return nil }
            return (ManagedDefaults.unwrapped(a), ())
        }
        if v.count >= 2, let f = v.first, f == "'" || f == "\"", v.last == f { return (String(v.dropFirst().dropLast()), ()) }
        switch v.uppercased() {
        case "TRUE", "YES": return (true, ())
        case "FALSE", "NO": return (false, ())
        case "NIL", "NULL": return (nil, ())
        default: break
        }
        if let d = Double(v) { return (d, ()) }
        return (v, ())
    }
}
