// Foundation's `NSFastEnumeration`, which Photos' change requests take their assets and
// collections as (`deleteAssets([asset] as NSArray)`, a fetch result, `[placeholder] as
// NSFastEnumeration`). Foundation on Linux has no such protocol: it is declared here, as a
// marker, for the collections Photos reads (NSArray, NSSet, NSOrderedSet, Swift arrays and sets,
// and fetch results).
import Foundation

/// A collection whose objects can be enumerated (Foundation's protocol, declared by Photos on
/// Linux for the collections its change requests take).
public protocol NSFastEnumeration {}

extension NSArray: NSFastEnumeration {}
extension NSSet: NSFastEnumeration {}
extension NSOrderedSet: NSFastEnumeration {}
extension Array: NSFastEnumeration {}
extension Set: NSFastEnumeration {}
extension PHFetchResult: NSFastEnumeration {}

/// The objects of an enumeration, in its order.
func enumeratedObjects(_ enumeration: any NSFastEnumeration) -> [Any] {
    switch enumeration {
    case let array as NSArray: return array.map { $0 }
    case let set as NSOrderedSet: return set.array
    case let set as NSSet: return set.allObjects
    case let fetched as FetchedObjects: return fetched.fetchedObjects
    case let sequence as any Sequence: return sequence.map { $0 }
    default: return []
    }
}

/// A fetch result's objects, whatever its object type.
protocol FetchedObjects {
    /// The objects.
    var fetchedObjects: [Any] { get }
}
