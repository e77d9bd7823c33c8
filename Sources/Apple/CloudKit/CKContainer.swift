// An app's iCloud container (`CKContainer`) and the account's status, as on a device signed out
// of iCloud: `accountStatus` is `.noAccount` (with no error), the current user's record ID and
// application permissions fail with `CKError(.notAuthenticated)`, and operations added to the
// container end with it. Completion handlers are called later, on a background queue.
import Foundation

/// The status of the device's iCloud account.
public enum CKAccountStatus: Int, Sendable, Hashable {
    /// CloudKit could not tell.
    case couldNotDetermine = 0
    /// An account is signed in and can use CloudKit.
    case available = 1
    /// Parental controls or device management restrict the account.
    case restricted = 2
    /// No account is signed in: what a preview's device has.
    case noAccount = 3
    /// An account is signed in but not ready (for example, it must verify itself).
    case temporarilyUnavailable = 4
}

extension Notification.Name {
    /// Posted when the device's iCloud account changes (never, here).
    public static let CKAccountChanged = Notification.Name("CKAccountChangedNotification")
}

/// An app's iCloud container: its public, private and shared databases.
open class CKContainer: NSObject, @unchecked Sendable {
    /// Permissions an app may ask the person for.
    public struct ApplicationPermissions: OptionSet, Sendable, Hashable {
        /// The raw bits.
        public let rawValue: UInt
        /// Permissions from raw bits.
        /// - Parameter rawValue: The bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Other people who know the person's email address may find them.
        public static let userDiscoverability = ApplicationPermissions(rawValue: 1 << 0)
    }

    /// Whether the person granted a permission.
    public enum ApplicationPermissionStatus: Int, Sendable, Hashable {
        /// The app has not asked yet.
        case initialState = 0
        /// CloudKit could not tell (for example, no account is signed in).
        case couldNotComplete = 1
        /// The person refused.
        case denied = 2
        /// The person allowed.
        case granted = 3
    }

    private static let defaultContainer = CKContainer(identifier: "iCloud.\(Bundle.main.bundleIdentifier ?? "com.example.app")")

    /// The container's identifier ("iCloud." and the app's bundle identifier for the default).
    public let containerIdentifier: String?
    /// The container's public database, shared by every user of the app.
    public private(set) lazy var publicCloudDatabase = CKDatabase(container: self, scope: .public)
    /// The current user's private database.
    public private(set) lazy var privateCloudDatabase = CKDatabase(container: self, scope: .private)
    /// The records other users shared with the current user.
    public private(set) lazy var sharedCloudDatabase = CKDatabase(container: self, scope: .shared)

    /// The app's default container (the same container each time).
    /// - Returns: The container.
    open class func `default`() -> CKContainer { defaultContainer }

    /// A container of the app by identifier.
    /// - Parameter containerIdentifier: Its identifier ("iCloud.com.example.app").
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
        super.init()
    }

    /// The container's database of a scope.
    /// - Parameter databaseScope: Public, private or shared.
    /// - Returns: The database.
    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase {
        switch databaseScope {
        case .public: publicCloudDatabase
        case .private: privateCloudDatabase
        case .shared: sharedCloudDatabase
        }
    }

    /// Runs an operation in the container: it ends with `CKError(.notAuthenticated)`.
    /// - Parameter operation: The operation.
    open func add(_ operation: CKOperation) {
        if operation.configuration.container == nil { operation.configuration.container = self }
        if let operation = operation as? CKDatabaseOperation, operation.database == nil { operation.database = privateCloudDatabase }
        CloudDelivery.operations.addOperation(operation)
    }

    /// Finds the status of the device's iCloud account: `.noAccount`, with no error.
    /// - Parameter completionHandler: Called later, on a background queue, with the status.
    open func accountStatus(completionHandler: @escaping @Sendable (CKAccountStatus, (any Error)?) -> Void) {
        CloudDelivery.later { completionHandler(.noAccount, nil) }
    }

    /// The status of the device's iCloud account: `.noAccount`.
    /// - Returns: The status.
    /// - Throws: Nothing here (CloudKit throws when it cannot tell).
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    /// Fetches the ID of the current user's record: fails with `CKError(.notAuthenticated)`.
    /// - Parameter completionHandler: Called later, on a background queue, with nil and the error.
    open func fetchUserRecordID(completionHandler: @escaping @Sendable (CKRecord.ID?, (any Error)?) -> Void) {
        CloudDelivery.later { completionHandler(nil, CKError.noAccount) }
    }

    /// The ID of the current user's record.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func userRecordID() async throws -> CKRecord.ID { throw CKError.noAccount }

    /// Finds whether the person granted a permission: `.couldNotComplete`, with
    /// `CKError(.notAuthenticated)`.
    /// - Parameters:
    ///   - applicationPermission: The permission.
    ///   - completionHandler: Called later, on a background queue, with the status and the error.
    open func status(forApplicationPermission applicationPermission: ApplicationPermissions,
                     completionHandler: @escaping @Sendable (ApplicationPermissionStatus, (any Error)?) -> Void) {
        CloudDelivery.later { completionHandler(.couldNotComplete, CKError.noAccount) }
    }

    /// Whether the person granted a permission.
    /// - Parameter applicationPermission: The permission.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func applicationPermissionStatus(for applicationPermission: ApplicationPermissions) async throws -> ApplicationPermissionStatus {
        throw CKError.noAccount
    }

    /// Asks the person for a permission: `.couldNotComplete`, with `CKError(.notAuthenticated)`.
    /// - Parameters:
    ///   - applicationPermission: The permission.
    ///   - completionHandler: Called later, on a background queue, with the status and the error.
    open func requestApplicationPermission(_ applicationPermission: ApplicationPermissions,
                                           completionHandler: @escaping @Sendable (ApplicationPermissionStatus, (any Error)?) -> Void) {
        CloudDelivery.later { completionHandler(.couldNotComplete, CKError.noAccount) }
    }

    /// Asks the person for a permission.
    /// - Parameter applicationPermission: The permission.
    /// - Returns: Never, here.
    /// - Throws: `CKError(.notAuthenticated)`.
    open func requestApplicationPermission(_ applicationPermission: ApplicationPermissions) async throws -> ApplicationPermissionStatus {
        throw CKError.noAccount
    }

    /// The container as CloudKit logs it.
    open override var description: String { "<CKContainer: \(containerIdentifier ?? "nil")>" }
}
