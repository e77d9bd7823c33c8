import Foundation

// Foundation on Linux has no `FileWrapper`, `NSItemProvider` or `NSUserActivity`, which SwiftUI's
// signatures of documents, file dialogs, drag and drop and Handoff name: the SwiftUI module declares small stand-ins of
// the parts SwiftUI code uses.

#if !canImport(Darwin)
/// A file or folder as an in-memory value (Foundation's `FileWrapper`, absent on Linux): the
/// regular-file part document types use.
open class FileWrapper: @unchecked Sendable {
    /// The file's contents, for a regular file.
    open private(set) var regularFileContents: Data?
    /// The file's name, if set.
    open var filename: String?
    /// The file's preferred name, if set.
    open var preferredFilename: String?
    /// Whether it is a regular file.
    open var isRegularFile: Bool { regularFileContents != nil }
    /// A regular file of `contents`.
    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
    /// The file at `url`, read now.
    public init(url: URL, options: ReadingOptions = []) throws { regularFileContents = try Data(contentsOf: url) }
    /// How a file wrapper reads.
    public struct ReadingOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Creates options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Reads at once.
        public static let immediate = ReadingOptions(rawValue: 1)
        /// Reads without mapping.
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }
}

/// Data offered for a drag, a drop or the pasteboard (Foundation's `NSItemProvider`, absent on
/// Linux): nothing is dragged or pasted at rest, so it only carries what it was made with.
open class NSItemProvider: @unchecked Sendable {
    /// The type identifiers of the data offered.
    open private(set) var registeredTypeIdentifiers: [String] = []
    /// An empty provider.
    public init() {}
    /// A provider of `item` with a type identifier.
    public init(item: Any?, typeIdentifier: String?) { registeredTypeIdentifiers = typeIdentifier.map { [$0] } ?? [] }
    /// A provider of the file at `url`.
    public convenience init?(contentsOf url: URL) { self.init(item: url, typeIdentifier: nil) }
    /// Whether it offers data of `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { registeredTypeIdentifiers.contains(typeIdentifier) }
}
/// Something the user is doing that the system can hand off to another device, index for search
/// or suggest again (Foundation's `NSUserActivity`, absent on Linux): no activity is advertised
/// or continued in a preview, so it only keeps what it is given.
open class NSUserActivity: @unchecked Sendable {
    /// The kind of activity (a reverse-DNS name the app declares).
    public let activityType: String
    /// A title for the user.
    open var title: String?
    /// What the activity needs to be continued.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Keywords for search.
    open var keywords: Set<String> = []
    /// A web page to continue in a browser.
    open var webpageURL: URL?
    /// An identifier of the content, for choosing a scene to continue it in.
    open var targetContentIdentifier: String?
    /// An identifier for deleting the activity from suggestions later.
    open var persistentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search on the device.
    open var isEligibleForSearch = false
    /// Whether the activity can be indexed for everyone's searches.
    open var isEligibleForPublicIndexing = false
    /// Whether the system may suggest the activity again.
    open var isEligibleForPrediction = false
    /// Whether the activity's state should be saved again before it is handed off.
    open var needsSave = false
    /// Whether the activity is the current one (never in a preview).
    open private(set) var isCurrent = false

    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }
    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    /// Makes the activity the current one (nothing is advertised in a preview).
    open func becomeCurrent() {}
    /// Stops the activity being the current one.
    open func resignCurrent() {}
    /// Ends the activity for good.
    open func invalidate() {}
}
#endif
