// The share sheet (`UIActivityViewController`), which SwiftUI apps wrap in a representable or
// present from the top controller. Linux: presenting it works as presenting any controller does,
// and as UIKit does before showing the sheet it asks each item source for its placeholder and
// each of the app's activities whether it can act on the items; but nothing is drawn and nobody
// picks a service, so the completion handler is never called. What picking one would do is
// `_choose(_:)`: the items are made for it, it is prepared and performed, and when it finishes
// the sheet is dismissed and the completion handler told.
import CoreGraphics
import Foundation

/// The system's share sheet: the services that can act on some items, the app's own activities
/// among them.
///
/// Linux: presented as any controller is, but nothing is drawn and nobody picks a service (see
/// the file's notes); it presents as a popover (`modalPresentationStyle` `.popover`, which an
/// iPhone shows as a sheet), so its `popoverPresentationController` is there for iPad code.
open class UIActivityViewController: UIViewController {
    /// Told when the sheet is done: the service picked (nil if none), whether it completed, the
    /// items an extension returned, and an error.
    public typealias CompletionWithItemsHandler = (_ activityType: UIActivity.ActivityType?, _ completed: Bool,
                                                   _ returnedItems: [Any]?, _ activityError: (any Error)?) -> Void

    /// The items shared (objects, or item sources).
    let activityItems: [Any]
    /// The app's own activities.
    let applicationActivities: [UIActivity]
    /// The app's activities the sheet showed when last presented: those that can act on the
    /// placeholders and are not excluded.
    private(set) var shownActivities: [UIActivity] = []

    /// The services not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told when the sheet is done (never on Linux, where nobody picks a service).
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the sheet may offer a suggested service prominently (true).
    open var allowsProminentActivity = true

    /// A share sheet of some items, offering the app's activities besides the system's services.
    /// - Parameters:
    ///   - activityItems: The items (strings, URLs, images, data, or `UIActivityItemSource`s).
    ///   - applicationActivities: The app's own activities.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init()
        modalPresentationStyle = .popover
    }

    /// Made from an archive (Linux: none is read): a sheet of no items.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(activityItems: [], applicationActivities: nil) }

    /// The items as placeholders: each item source's placeholder, other items as they are.
    private var placeholderItems: [Any] {
        activityItems.map { item in (item as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item }
    }

    /// The items made for a service: each item source's item for it (dropped when nil), other
    /// items as they are.
    private func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    override func willAppearWhenPresented(animated: Bool) {
        let placeholders = placeholderItems
        let excluded = Set(excludedActivityTypes ?? [])
        shownActivities = applicationActivities.filter { activity in
            !(activity.activityType.map(excluded.contains) ?? false) && activity.canPerform(withActivityItems: placeholders)
        }
    }

    /// What picking one of the app's activities does (nobody picks on Linux): the items are made
    /// for it, it is prepared, then its controller is presented or it is performed; when it calls
    /// `activityDidFinish(_:)` the sheet is dismissed and the completion handler told.
    /// - Parameter activity: The activity.
    public func _choose(_ activity: UIActivity) {
        activity.sheet = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// Ends the sheet for an activity that finished: dismissed (with what it presented), then
    /// the completion handler is told.
    func finish(activityType: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        let tell: () -> Void = { handler?(activityType, completed, nil, nil) }
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true, completion: tell)
        } else {
            dismiss(animated: true, completion: tell)
        }
    }
}
