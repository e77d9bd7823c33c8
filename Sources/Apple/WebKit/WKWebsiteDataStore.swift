// Where web views keep cookies, caches and storage. No page is ever fetched on Linux, so a store
// holds no records; fetching finds none and removing completes at once (on the main queue).
import Foundation

/// Disk caches.
public let WKWebsiteDataTypeDiskCache = "WKWebsiteDataTypeDiskCache"
/// In-memory caches.
public let WKWebsiteDataTypeMemoryCache = "WKWebsiteDataTypeMemoryCache"
/// The Fetch API's caches.
public let WKWebsiteDataTypeFetchCache = "WKWebsiteDataTypeFetchCache"
/// HTML offline application caches.
public let WKWebsiteDataTypeOfflineWebApplicationCache = "WKWebsiteDataTypeOfflineWebApplicationCache"
/// Cookies.
public let WKWebsiteDataTypeCookies = "WKWebsiteDataTypeCookies"
/// Session storage.
public let WKWebsiteDataTypeSessionStorage = "WKWebsiteDataTypeSessionStorage"
/// Local storage.
public let WKWebsiteDataTypeLocalStorage = "WKWebsiteDataTypeLocalStorage"
/// WebSQL databases.
public let WKWebsiteDataTypeWebSQLDatabases = "WKWebsiteDataTypeWebSQLDatabases"
/// IndexedDB databases.
public let WKWebsiteDataTypeIndexedDBDatabases = "WKWebsiteDataTypeIndexedDBDatabases"
/// Service worker registrations.
public let WKWebsiteDataTypeServiceWorkerRegistrations = "WKWebsiteDataTypeServiceWorkerRegistrations"
/// File system storage.
public let WKWebsiteDataTypeFileSystem = "WKWebsiteDataTypeFileSystem"

/// The data a store keeps for one site.
open class WKWebsiteDataRecord: NSObject, @unchecked Sendable {
    /// The site's name, usually its domain.
    public let displayName: String
    /// The kinds of data kept for it.
    public let dataTypes: Set<String>

    init(displayName: String, dataTypes: Set<String>) {
        self.displayName = displayName
        self.dataTypes = dataTypes
        super.init()
    }
}

/// Where web views keep cookies, caches and storage: the app's persistent store, or one in
/// memory.
///
/// Linux: no page is fetched, so nothing is ever stored: `fetchDataRecords` finds no record and
/// removing data completes with nothing to remove.
open class WKWebsiteDataStore: NSObject, @unchecked Sendable {
    private static let persistentStore = WKWebsiteDataStore(isPersistent: true)

    /// Whether the data is kept on disk.
    public let isPersistent: Bool

    private init(isPersistent: Bool) {
        self.isPersistent = isPersistent
        super.init()
    }

    /// The app's persistent store (the same store each time).
    /// - Returns: The store.
    open class func `default`() -> WKWebsiteDataStore { persistentStore }

    /// A new store that keeps its data in memory (a private browsing session).
    /// - Returns: The store.
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }

    /// Every kind of data a store keeps.
    /// - Returns: The kinds.
    open class func allWebsiteDataTypes() -> Set<String> {
        [WKWebsiteDataTypeDiskCache, WKWebsiteDataTypeMemoryCache, WKWebsiteDataTypeFetchCache,
         WKWebsiteDataTypeOfflineWebApplicationCache, WKWebsiteDataTypeCookies, WKWebsiteDataTypeSessionStorage,
         WKWebsiteDataTypeLocalStorage, WKWebsiteDataTypeWebSQLDatabases, WKWebsiteDataTypeIndexedDBDatabases,
         WKWebsiteDataTypeServiceWorkerRegistrations, WKWebsiteDataTypeFileSystem]
    }

    /// Finds the sites that have data of some kinds.
    /// - Parameters:
    ///   - dataTypes: The kinds.
    ///   - completionHandler: Called on the main queue with the records (none on Linux).
    open func fetchDataRecords(ofTypes dataTypes: Set<String>,
                               completionHandler: @escaping @MainActor @Sendable ([WKWebsiteDataRecord]) -> Void) {
        DispatchQueue.main.async { completionHandler([]) }
    }

    /// The sites that have data of some kinds.
    /// - Parameter dataTypes: The kinds.
    /// - Returns: The records (none on Linux).
    open func dataRecords(ofTypes dataTypes: Set<String>) async -> [WKWebsiteDataRecord] { [] }

    /// Removes data of some kinds for some sites.
    /// - Parameters:
    ///   - dataTypes: The kinds.
    ///   - dataRecords: The sites.
    ///   - completionHandler: Called on the main queue once removed.
    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord],
                         completionHandler: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { completionHandler() }
    }

    /// Removes data of some kinds for some sites.
    /// - Parameters:
    ///   - dataTypes: The kinds.
    ///   - dataRecords: The sites.
    open func removeData(ofTypes dataTypes: Set<String>, for dataRecords: [WKWebsiteDataRecord]) async {}

    /// Removes data of some kinds changed since a date.
    /// - Parameters:
    ///   - websiteDataTypes: The kinds.
    ///   - date: The date (`Date(timeIntervalSince1970: 0)`: all of it).
    ///   - completionHandler: Called on the main queue once removed.
    open func removeData(ofTypes websiteDataTypes: Set<String>, modifiedSince date: Date,
                         completionHandler: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { completionHandler() }
    }

    /// Removes data of some kinds changed since a date.
    /// - Parameters:
    ///   - websiteDataTypes: The kinds.
    ///   - date: The date.
    open func removeData(ofTypes websiteDataTypes: Set<String>, modifiedSince date: Date) async {}
}
