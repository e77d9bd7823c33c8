// Activities: the services a share sheet offers (`UIActivity.ActivityType`, Apple's own
// `.mail`, `.airDrop`, …) and the app's own services (`UIActivity` subclasses). Linux: no share
// sheet is drawn and nobody picks a service; an app's activity is asked `canPerform` when its
// sheet is presented, and runs as UIKit runs it only when picked (see UIActivityViewController).
import Foundation

/// A service offered in a share sheet: an app subclasses it to offer its own (title, image,
/// what it does with the shared items).
///
/// Linux: asked `canPerform(withActivityItems:)` when its share sheet is presented; nobody picks
/// it, so it is never prepared or performed unless the sheet is told it was picked.
open class UIActivity: NSObject, @unchecked Sendable {
    /// The identifier of a kind of service.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The identifier (`com.apple.UIKit.activity.Mail`).
        public let rawValue: String
        /// A type of an identifier.
        /// - Parameter rawValue: The identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A type of an identifier.
        /// - Parameter rawValue: The identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// Posts to Facebook.
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to X (Twitter).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posts to Sina Weibo.
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sends in Messages.
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends in Mail.
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints.
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Copies to the pasteboard.
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Sets an image as a contact's photo.
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Saves an image or video to Photos.
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Adds a URL to Safari's reading list.
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posts to Flickr.
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posts to Vimeo.
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posts to Tencent Weibo.
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sends with AirDrop.
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in Books.
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as a PDF.
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        /// Shares with SharePlay.
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        /// Invites collaborators with a link.
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Copies a collaboration link.
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        /// Adds a web page to the Home Screen.
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where a share sheet shows a service.
    public enum Category: Int, Sendable, Hashable {
        /// In the row of actions (black and white icons).
        case action = 0
        /// In the row of apps to share with.
        case share = 1
    }

    /// Where the sheet shows this kind of activity (`.action`).
    open class var activityCategory: Category { .action }
    /// The activity's type (nil by default: subclasses give one).
    open var activityType: ActivityType? { nil }
    /// The title shown under its icon (nil by default).
    open var activityTitle: String? { nil }
    /// Its icon (nil by default).
    open var activityImage: UIImage? { nil }
    /// The controller the system presents instead of calling `perform()` (nil by default).
    open var activityViewController: UIViewController? { nil }

    /// The share sheet the activity was picked in.
    weak var sheet: UIActivityViewController?

    /// An activity.
    public override init() { super.init() }

    /// Whether the activity can act on the items (false by default: subclasses say).
    /// - Parameter activityItems: The shared items.
    /// - Returns: Whether it can.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Gets ready to act on the items, once picked.
    /// - Parameter activityItems: The shared items.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// Acts, once picked and prepared (nothing by default); subclasses call
    /// `activityDidFinish(_:)` when done.
    open func perform() {}
    /// Says the activity is done: the share sheet it was picked in is dismissed and its
    /// completion handler told the activity's type and whether it completed.
    /// - Parameter completed: Whether it completed.
    open func activityDidFinish(_ completed: Bool) {
        guard let sheet else { return }
        self.sheet = nil
        sheet.finish(activityType: activityType, completed: completed)
    }
}
