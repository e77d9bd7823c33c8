// What a record's fields hold (`CKRecordValue`): strings, numbers, dates, data, locations,
// assets, references and arrays of them, with Apple's conformances. Linux has no bridging to
// Objective-C, so the Swift types conform themselves; numbers are kept as `NSNumber`, as
// Apple's bridging keeps them, so a value saved as an `Int` reads back as a `Double` too.
import CoreLocation
import Foundation

/// A value a record's field can hold (CloudKit's `CKRecordValue` protocol): `String`, the number
/// types, `Bool`, `Date`, `Data`, `CLLocation`, `CKAsset`, `CKRecord.Reference`, arrays of these,
/// and Foundation's `NSString`, `NSNumber`, `NSDate`, `NSData` and `NSArray`.
public protocol __CKRecordObjCValue {}

/// A value a record's field can hold.
public typealias CKRecordValue = __CKRecordObjCValue

/// A Swift value a record's field can hold, read and written through a record's typed subscript
/// (`let name: String? = record["name"]`).
public protocol CKRecordValueProtocol {}

extension String: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Date: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Data: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Bool: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Double: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Float: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Int: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Int8: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Int16: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Int32: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Int64: __CKRecordObjCValue, CKRecordValueProtocol {}
extension UInt: __CKRecordObjCValue, CKRecordValueProtocol {}
extension UInt8: __CKRecordObjCValue, CKRecordValueProtocol {}
extension UInt16: __CKRecordObjCValue, CKRecordValueProtocol {}
extension UInt32: __CKRecordObjCValue, CKRecordValueProtocol {}
extension UInt64: __CKRecordObjCValue, CKRecordValueProtocol {}
extension Array: __CKRecordObjCValue where Element: CKRecordValueProtocol {}
extension Array: CKRecordValueProtocol where Element: CKRecordValueProtocol {}
extension NSString: __CKRecordObjCValue, CKRecordValueProtocol {}
extension NSNumber: __CKRecordObjCValue, CKRecordValueProtocol {}
extension NSDate: __CKRecordObjCValue, CKRecordValueProtocol {}
extension NSData: __CKRecordObjCValue, CKRecordValueProtocol {}
extension NSArray: __CKRecordObjCValue, CKRecordValueProtocol {}
extension CLLocation: __CKRecordObjCValue, CKRecordValueProtocol {}

/// How values are kept in a record: as Apple's bridging keeps them.
enum RecordValues {
    /// `value` as a record keeps it: numbers and Booleans as `NSNumber`, `NSString`, `NSDate` and
    /// `NSData` as their Swift types, arrays element by element.
    static func stored(_ value: Any) -> any __CKRecordObjCValue {
        switch value {
        case let number as NSNumber: return number
        case let v as Bool: return NSNumber(value: v)
        case let v as Int: return NSNumber(value: v)
        case let v as Double: return NSNumber(value: v)
        case let v as Float: return NSNumber(value: v)
        case let v as Int8: return NSNumber(value: v)
        case let v as Int16: return NSNumber(value: v)
        case let v as Int32: return NSNumber(value: v)
        case let v as Int64: return NSNumber(value: v)
        case let v as UInt: return NSNumber(value: v)
        case let v as UInt8: return NSNumber(value: v)
        case let v as UInt16: return NSNumber(value: v)
        case let v as UInt32: return NSNumber(value: v)
        case let v as UInt64: return NSNumber(value: v)
        case let v as NSString: return String(v)
        case let v as NSDate: return Date(timeIntervalSinceReferenceDate: v.timeIntervalSinceReferenceDate)
        case let v as NSData: return Data(referencing: v)
        case let v as String: return v
        case let v as Date: return v
        case let v as Data: return v
        case let v as NSArray: return storedArray(v.map { $0 })
        case let v as [Any]: return storedArray(v)
        case let v as any __CKRecordObjCValue: return v
        default: return String(describing: value)
        }
    }

    /// An array's elements as a record keeps them, typed as precisely as they allow.
    private static func storedArray(_ elements: [Any]) -> any __CKRecordObjCValue {
        let values = elements.map(stored)
        if let strings = values as? [String] { return strings }
        if let dates = values as? [Date] { return dates }
        if let data = values as? [Data] { return data }
        if let numbers = values as? [NSNumber] { return numbers }
        if let references = values as? [CKRecord.Reference] { return references }
        if let assets = values as? [CKAsset] { return assets }
        if let locations = values as? [CLLocation] { return locations }
        return NSArray(array: values.map { $0 as Any })
    }
}
