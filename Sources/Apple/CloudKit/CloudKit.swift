// `import CloudKit` on Linux, as an iPhone signed out of iCloud has it. The data types work for
// real: records keep their values (numbers as `NSNumber`, as Apple's bridging stores them) and
// know their changed keys, IDs default to a UUID in the default zone, queries keep their
// predicate and sort descriptors (never evaluating them: swift-corelibs-foundation cannot),
// subscriptions keep their notification info, and remote notifications' payloads are read.
//
// The platform is a device with no iCloud account: `accountStatus` is `.noAccount`, and every
// database call and operation — completion-handler, async and operation-queue forms alike —
// ends with `CKError(.notAuthenticated)`, delivered later on a background queue as CloudKit
// delivers it (never during the call, never hanging). Nothing is ever saved or fetched, so a
// record's `creationDate` and `modificationDate` stay nil.
//
// Apple's CloudKit brings Core Location with it (a `CLLocation` is a record value); so does this
// module.
@_exported import CoreLocation
@_exported import Foundation

/// The name of the current user's record zones' owner (`CKRecordZone.ID`'s default owner).
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// The name of the default record zone.
public let CKRecordZoneDefaultName = "_defaultZone"

/// Where CloudKit delivers what it reports: later, on a background queue.
enum CloudDelivery {
    /// The queue completion handlers are called on.
    static let queue = DispatchQueue(label: "com.apple.cloudkit.callback", qos: .utility, attributes: .concurrent)

    /// The operation queue `CKDatabase.add` and `CKContainer.add` run operations on.
    static let operations: OperationQueue = {
        let queue = OperationQueue()
        queue.name = "com.apple.cloudkit.operations"
        queue.qualityOfService = .utility
        return queue
    }()

    /// Calls `work` on the callback queue, after the caller returns.
    static func later(_ work: @escaping @Sendable () -> Void) {
        queue.async(execute: work)
    }
}
