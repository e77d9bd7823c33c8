// What a share sheet shares: an item, or an object that gives the item for the service picked
// (`UIActivityItemSource`), or an operation that makes it (`UIActivityItemProvider`). Linux: a
// presented share sheet asks each source for its placeholder, as UIKit does before showing the
// sheet; the real items are asked for only when a service is picked (never, on Linux).
import Foundation

/// An object that gives a share sheet the item to share, once a service is picked, and a
/// placeholder before; the subject, data type and thumbnail are optional.
public protocol UIActivityItemSource: NSObjectProtocol {
    /// A placeholder of the item's type, asked before the sheet shows.
    /// - Parameter activityViewController: The share sheet.
    /// - Returns: The placeholder.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item to share with a service.
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service picked.
    /// - Returns: The item, or nil to share nothing with it.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// The subject, for services that have one (Mail).
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    /// - Returns: The subject.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's uniform type identifier, for data items.
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    /// - Returns: The identifier.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail of the item.
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    ///   - size: The size wanted.
    /// - Returns: The thumbnail, or nil.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// No subject ("").
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    /// - Returns: "".
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// No identifier ("").
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    /// - Returns: "".
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// No thumbnail.
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service.
    ///   - size: The size wanted.
    /// - Returns: nil.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}

/// An operation that makes the item to share once a service is picked (subclasses override
/// `item`), standing in for it with a placeholder until then.
///
/// Linux: nobody picks a service, so `item` is asked for only when the sheet is told one was.
open class UIActivityItemProvider: Operation, UIActivityItemSource, @unchecked Sendable {
    /// What stands for the item before it is made.
    public let placeholderItem: Any?
    /// The service the item is being made for (nil until one is picked).
    public private(set) var activityType: UIActivity.ActivityType?

    /// A provider whose item is stood for by `placeholderItem`.
    /// - Parameter placeholderItem: An object of the item's type.
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item to share: subclasses make it (for `activityType`); by default the placeholder.
    open var item: Any { placeholderItem as Any }

    /// The placeholder.
    /// - Parameter activityViewController: The share sheet.
    /// - Returns: `placeholderItem`.
    open func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { placeholderItem as Any }

    /// Makes the item for a service: `activityType` is set, then `item` is read.
    /// - Parameters:
    ///   - activityViewController: The share sheet.
    ///   - activityType: The service picked.
    /// - Returns: The item.
    open func activityViewController(_ activityViewController: UIActivityViewController,
                                     itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        self.activityType = activityType
        return item
    }
}
