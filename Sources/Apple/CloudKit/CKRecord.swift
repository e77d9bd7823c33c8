// A record (`CKRecord`): its type, ID and fields, really kept. Fields are read and written by
// name (subscripts, `object(forKey:)`/`setObject(_:forKey:)`, `value(forKey:)`,
// `setValuesForKeys`), encrypted fields through `encryptedValues`; `allKeys()` lists the fields
// that hold values and `changedKeys()` those set since the record was made (a record is never
// saved here, so none are ever cleared). The system fields CloudKit fills when it saves —
// `creationDate`, `modificationDate`, `recordChangeTag`, the creator — stay nil.
import Foundation

/// What reads and writes a record's fields by name: a record, and its `encryptedValues`.
public protocol CKRecordKeyValueSetting: AnyObject {
    /// The value of a field.
    /// - Parameter key: The field's name.
    /// - Returns: Its value, or nil when it has none.
    func object(forKey key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)?
    /// Sets (or, with nil, removes) the value of a field.
    /// - Parameters:
    ///   - object: The value.
    ///   - key: The field's name.
    func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: CKRecord.FieldKey)
    /// The value of a field, read and written by name.
    subscript(key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? { get set }
    /// The names of the fields that hold values.
    /// - Returns: The names, in the order they were first set.
    func allKeys() -> [CKRecord.FieldKey]
    /// The names of the fields changed since the record was fetched or made.
    /// - Returns: The names, in the order they were first changed.
    func changedKeys() -> [CKRecord.FieldKey]
}

extension CKRecordKeyValueSetting {
    /// A field's value as a Swift type (`let title: String? = record["title"]`), or nil when it
    /// holds none or one of another type; setting nil removes it.
    public subscript<T: CKRecordValueProtocol>(key: CKRecord.FieldKey) -> T? {
        get { object(forKey: key) as? T }
        set { setObject(newValue.map { $0 as? any __CKRecordObjCValue ?? RecordValues.stored($0) }, forKey: key) }
    }
}

/// A record's fields, in the order they were first set, and which changed.
final class RecordFields {
    private(set) var keys: [String] = []
    private var values: [String: any __CKRecordObjCValue] = [:]
    private(set) var changed: [String] = []

    func value(_ key: String) -> (any __CKRecordObjCValue)? { values[key] }

    func set(_ value: (any __CKRecordObjCValue)?, _ key: String) {
        if let value {
            if values[key] == nil { keys.append(key) }
            values[key] = RecordValues.stored(value)
        } else if values.removeValue(forKey: key) != nil {
            keys.removeAll { $0 == key }
        }
        if !changed.contains(key) { changed.append(key) }
    }

    func copy() -> RecordFields {
        let copy = RecordFields()
        copy.keys = keys
        copy.values = values
        copy.changed = changed
        return copy
    }
}

/// A record's encrypted fields (`CKRecord.encryptedValues`).
final class EncryptedValues: CKRecordKeyValueSetting {
    let fields: RecordFields

    init(_ fields: RecordFields) { self.fields = fields }

    func object(forKey key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? { fields.value(key) }
    func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: CKRecord.FieldKey) { fields.set(object, key) }
    subscript(key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }
    func allKeys() -> [CKRecord.FieldKey] { fields.keys }
    func changedKeys() -> [CKRecord.FieldKey] { fields.changed }
}

/// A record of a database: a type, an ID and named fields.
open class CKRecord: NSObject, NSCopying, CKRecordKeyValueSetting, @unchecked Sendable {
    /// The name of a record type.
    public typealias RecordType = String
    /// The name of a record's field.
    public typealias FieldKey = String

    /// The record's type.
    public let recordType: CKRecord.RecordType
    /// The record's ID.
    public let recordID: CKRecord.ID
    /// The server's tag of the record's version: nil until it is saved (never, here).
    open internal(set) var recordChangeTag: String?
    /// Who created the record: nil until it is saved.
    open internal(set) var creatorUserRecordID: CKRecord.ID?
    /// When the record was first saved: nil until it is saved.
    open internal(set) var creationDate: Date?
    /// Who last saved the record: nil until it is saved.
    open internal(set) var lastModifiedUserRecordID: CKRecord.ID?
    /// When the record was last saved: nil until it is saved.
    open internal(set) var modificationDate: Date?
    /// The record's parent, for sharing hierarchies.
    open var parent: CKRecord.Reference?
    /// The share the record belongs to, when it is shared.
    open internal(set) var share: CKRecord.Reference?

    private var fields = RecordFields()
    private var encrypted = RecordFields()

    /// A new record of a type in the default zone, with a new UUID name.
    /// - Parameter recordType: The type.
    public convenience init(recordType: CKRecord.RecordType) {
        self.init(recordType: recordType, recordID: CKRecord.ID())
    }

    /// A new record of a type with an ID.
    /// - Parameters:
    ///   - recordType: The type.
    ///   - recordID: The ID.
    public init(recordType: CKRecord.RecordType, recordID: CKRecord.ID) {
        self.recordType = recordType
        self.recordID = recordID
        super.init()
    }

    /// A new record of a type in a zone, with a new UUID name.
    /// - Parameters:
    ///   - recordType: The type.
    ///   - zoneID: The zone.
    public convenience init(recordType: CKRecord.RecordType, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: CKRecord.ID(zoneID: zoneID))
    }

    /// The value of a field.
    /// - Parameter key: The field's name.
    /// - Returns: Its value, or nil when it has none.
    open func object(forKey key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? { fields.value(key) }

    /// Sets (or, with nil, removes) the value of a field; the field becomes a changed key.
    /// - Parameters:
    ///   - object: The value.
    ///   - key: The field's name.
    open func setObject(_ object: (any __CKRecordObjCValue)?, forKey key: CKRecord.FieldKey) { fields.set(object, key) }

    /// The value of a field, read and written by name (`record["title"] = "Hello"`).
    open subscript(key: CKRecord.FieldKey) -> (any __CKRecordObjCValue)? {
        get { object(forKey: key) }
        set { setObject(newValue, forKey: key) }
    }

    /// The names of the fields that hold values, encrypted ones included.
    /// - Returns: The names, in the order they were first set.
    open func allKeys() -> [CKRecord.FieldKey] { fields.keys + encrypted.keys }

    /// The names of the fields changed since the record was made (it is never saved here),
    /// encrypted ones included.
    /// - Returns: The names, in the order they were first changed.
    open func changedKeys() -> [CKRecord.FieldKey] { fields.changed + encrypted.changed }

    /// The words of the record's string fields, as CloudKit indexes them for searching.
    /// - Returns: The lowercased words.
    open func allTokens() -> [String] {
        fields.keys.compactMap { fields.value($0) as? String }
            .flatMap { $0.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init) }
    }

    /// The record's encrypted fields, read and written by name.
    open var encryptedValues: any CKRecordKeyValueSetting { EncryptedValues(encrypted) }

    /// The value of a field, by key-value coding.
    /// - Parameter key: The field's name, or a system field's (`recordID`, `recordType`,
    ///   `creationDate`, `modificationDate`, `recordChangeTag`, `parent`).
    /// - Returns: The value.
    open func value(forKey key: String) -> Any? {
        switch key {
        case "recordID": recordID
        case "recordType": recordType
        case "creationDate": creationDate
        case "modificationDate": modificationDate
        case "recordChangeTag": recordChangeTag
        case "parent": parent
        default: fields.value(key)
        }
    }

    /// Sets the value of a field, by key-value coding.
    /// - Parameters:
    ///   - value: The value (nil removes it).
    ///   - key: The field's name.
    open func setValue(_ value: Any?, forKey key: String) {
        if key == "parent" { parent = value as? CKRecord.Reference; return }
        fields.set(value.map(RecordValues.stored), key)
    }

    /// Sets several fields at once, by key-value coding.
    /// - Parameter keyedValues: The values by field name (`NSNull` removes one).
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues.sorted(by: { $0.key < $1.key }) {
            setValue(value is NSNull ? nil : value, forKey: key)
        }
    }

    /// Sets the record's parent to a record, with no action.
    /// - Parameter parentRecord: The parent (nil: none).
    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { CKRecord.Reference(record: $0, action: .none) }
    }

    /// Sets the record's parent to the record with an ID, with no action.
    /// - Parameter parentRecordID: The parent's ID (nil: none).
    open func setParent(_ parentRecordID: CKRecord.ID?) {
        parent = parentRecordID.map { CKRecord.Reference(recordID: $0, action: .none) }
    }

    /// A copy of the record, with its fields and changed keys.
    /// - Parameter zone: Unused.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CKRecord(recordType: recordType, recordID: recordID)
        copy.copyState(from: self)
        return copy
    }

    func copyState(from record: CKRecord) {
        fields = record.fields.copy()
        encrypted = record.encrypted.copy()
        parent = record.parent
        share = record.share
    }

    /// The record as CloudKit logs it.
    open override var description: String {
        "<CKRecord: recordType=\(recordType), recordID=\(recordID.recordName):(\(recordID.zoneID.zoneName):\(recordID.zoneID.ownerName)), values=\(fields.keys.map { "\($0)=\(fields.value($0).map { "\($0)" } ?? "nil")" })>"
    }
}
