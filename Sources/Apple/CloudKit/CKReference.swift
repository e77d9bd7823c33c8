// A reference from one record to another (`CKRecord.Reference`): the target's ID and what
// happens to the referring record when the target is deleted. References are record values.
import Foundation

extension CKRecord {
    /// A field's link to another record.
    open class Reference: NSObject, NSCopying, __CKRecordObjCValue, CKRecordValueProtocol, @unchecked Sendable {
        /// What deleting the target does to the record that refers to it.
        public enum Action: UInt, Sendable, Hashable {
            /// Nothing.
            case none = 0
            /// The referring record is deleted too.
            case deleteSelf = 1
        }

        /// The target record's ID.
        public let recordID: CKRecord.ID
        /// What deleting the target does.
        public let action: Action

        /// A reference to the record with an ID.
        /// - Parameters:
        ///   - recordID: The target's ID.
        ///   - action: What deleting the target does.
        public init(recordID: CKRecord.ID, action: Action) {
            self.recordID = recordID
            self.action = action
            super.init()
        }

        /// A reference to a record.
        /// - Parameters:
        ///   - record: The target.
        ///   - action: What deleting the target does.
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }

        /// Whether `object` is a reference to the same record with the same action.
        /// - Parameter object: Another object.
        /// - Returns: Whether they are equal.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? CKRecord.Reference else { return false }
            return recordID == other.recordID && action == other.action
        }

        /// The hash of the target and action.
        open override var hash: Int { recordID.hash &+ Int(action.rawValue) }

        /// The reference itself: references are immutable.
        /// - Parameter zone: Unused.
        /// - Returns: The reference.
        open func copy(with zone: NSZone? = nil) -> Any { self }

        /// The reference as CloudKit logs it.
        open override var description: String { "<CKReference: \(recordID.recordName) action=\(action)>" }
    }
}
