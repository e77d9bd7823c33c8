// A query for records (`CKQuery`): a record type, a predicate and sort descriptors, kept as
// given. The predicate is never evaluated (swift-corelibs-foundation cannot evaluate format
// predicates, and no records are ever fetched here): it is what a query operation asks for.
import Foundation

/// Which records of a type to fetch, and in which order.
open class CKQuery: NSObject, NSCopying, @unchecked Sendable {
    /// The type of the records to fetch.
    public let recordType: CKRecord.RecordType
    /// Which records to fetch (kept, never evaluated here).
    public let predicate: NSPredicate
    /// The order of the results.
    open var sortDescriptors: [NSSortDescriptor]?

    /// A query for the records of a type that match a predicate
    /// (`NSPredicate(value: true)` for all of them).
    /// - Parameters:
    ///   - recordType: The records' type.
    ///   - predicate: Which records.
    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
        super.init()
    }

    /// A copy of the query.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKQuery(recordType: recordType, predicate: predicate)
        copy.sortDescriptors = sortDescriptors
        return copy
    }

    /// The query as CloudKit logs it.
    open override var description: String {
        "<CKQuery: recordType=\(recordType), sortDescriptors=\(sortDescriptors?.count ?? 0)>"
    }
}
