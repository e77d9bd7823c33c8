// A file kept with a record (`CKAsset`): its URL. Assets are record values; nothing is
// uploaded here, so an asset's file is wherever the app put it.
import Foundation

/// A large file stored with a record, such as an image.
open class CKAsset: NSObject, __CKRecordObjCValue, CKRecordValueProtocol, @unchecked Sendable {
    /// The file's URL on the device.
    public let fileURL: URL?

    /// An asset of a file.
    /// - Parameter fileURL: The file's URL.
    public init(fileURL: URL) {
        self.fileURL = fileURL
        super.init()
    }

    /// Whether `object` is an asset of the same file.
    /// - Parameter object: Another object.
    /// - Returns: Whether they are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        (object as? CKAsset).map { $0 === self || $0.fileURL == fileURL } ?? false
    }

    /// The hash of the file's URL.
    open override var hash: Int { fileURL?.hashValue ?? 0 }

    /// The asset as CloudKit logs it.
    open override var description: String { "<CKAsset: \(fileURL?.path ?? "nil")>" }
}
