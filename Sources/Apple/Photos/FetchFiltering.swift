// Filtering and sorting fetched objects by the predicates and sort descriptors apps write.
//
// Foundation on Linux has neither `NSPredicate(format:)` nor `NSSortDescriptor(key:ascending:)`;
// the Core Data module declares both (for every compiled file, through SwiftUI) and evaluates
// them against managed objects, reading values by name. Photos reuses them rather than declaring
// its own (two declarations would be ambiguous in any file that imports SwiftUI): an object's
// values are handed to a predicate as a managed object that reads them by name, and a sort
// descriptor's key is found by letting Core Data sort two such objects and seeing which key it
// reads. Sort descriptors made with Foundation's key paths (`\PHAsset.pixelWidth`) are read
// through the key path.
import CoreData
import Foundation

/// Filtering and sorting by predicates and sort descriptors, on objects' values by name.
enum FetchFiltering {
    /// The items a predicate accepts (all of them when there is none).
    static func filter<T>(_ items: [T], by predicate: NSPredicate?, values: (T) -> [String: Any]) -> [T] {
        guard let predicate else { return items }
        return items.filter { predicate.evaluate(with: NamedValues(values($0))) }
    }

    /// The items in the order of `descriptors` (as they are when there are none); ties keep their
    /// order.
    static func sort<T: AnyObject>(_ items: [T], by descriptors: [NSSortDescriptor], values: (T) -> [String: Any]) -> [T] {
        typealias Keyed = (T, [String: Any])
        let comparisons = descriptors.compactMap { descriptor -> ((Keyed, Keyed) -> ComparisonResult)? in
            if let key = key(of: descriptor) {
                return { a, b in
                    let result = compare(a.1[key], b.1[key])
                    return descriptor.ascending ? result : result.flipped
                }
            }
            let path: AnyKeyPath = descriptor.keyPath
            guard path != (\NSObject.hashValue as AnyKeyPath) else { return nil }
            return { a, b in
                let result = compare(a.0[keyPath: path], b.0[keyPath: path])
                return descriptor.ascending ? result : result.flipped
            }
        }
        guard !comparisons.isEmpty else { return items }
        let keyed = items.enumerated().map { (index: $0.offset, item: ($0.element, values($0.element))) }
        return keyed.sorted { a, b in
            for compare in comparisons {
                let order = compare(a.item, b.item)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return a.index < b.index
        }.map(\.item.0)
    }

    /// The key a sort descriptor made with `NSSortDescriptor(key:ascending:)` sorts by: the first
    /// key Core Data reads when it sorts two objects by it (nil for other descriptors).
    static func key(of descriptor: NSSortDescriptor) -> String? {
        guard descriptor.keyPath == (\NSObject.hashValue as AnyKeyPath) else { return nil }
        let probes = [NamedValues([:]), NamedValues([:])]
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        for probe in probes { context.insert(probe) }
        let request = NSFetchRequest<NSManagedObject>(entityName: NamedValues.entityName)
        request.sortDescriptors = [descriptor]
        _ = try? context.fetch(request)
        return probes.lazy.compactMap(\.firstKeyRead).first
    }

    /// The order of two values as Core Data orders them: nil first, numbers and dates by value,
    /// the rest by text.
    static func compare(_ a: Any?, _ b: Any?) -> ComparisonResult {
        let a = a.flatMap(unwrapped), b = b.flatMap(unwrapped)
        switch (a, b) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let x = number(a), let y = number(b) { return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame }
        let x = a.map { "\($0)" } ?? "", y = b.map { "\($0)" } ?? ""
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    private static func number(_ v: Any?) -> Double? {
        switch v {
        case let x as Int: return Double(x)
        case let x as UInt: return Double(x)
        case let x as Int32: return Double(x)
        case let x as Int64: return Double(x)
        case let x as Double: return x
        case let x as Float: return Double(x)
        case let x as Bool: return x ? 1 : 0
        case let x as Date: return x.timeIntervalSinceReferenceDate
        default: return nil
        }
    }
}

/// An object's values by name, as a managed object for Core Data's predicates to read.
final class NamedValues: NSManagedObject {
    static let entityName = "PhotosFetchedObject"
    private static let entityDescription = NSEntityDescription(name: entityName)
    private let values: [String: Any]
    /// The first key read (what a sort descriptor sorts by).
    private(set) var firstKeyRead: String?

    init(_ values: [String: Any]) {
        self.values = values
        super.init(entity: Self.entityDescription, insertInto: nil)
    }

    override func value(forKey key: String) -> Any? {
        if firstKeyRead == nil { firstKeyRead = key }
        return values[key]
    }
}

extension ComparisonResult {
    /// The opposite order.
    var flipped: ComparisonResult {
        switch self {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
