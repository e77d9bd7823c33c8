// The system's photo picker and camera as UIKit offers them, and the selectors that name the
// methods UIKit calls back: apps wrap `UIImagePickerController` in a
// `UIViewControllerRepresentable` (drawn as its placeholder) and save images with
// `UIImageWriteToSavedPhotosAlbum(_:_:#selector(…), nil)` (Selector.swift: selectors).
import Foundation

/// The delegate of an image picker: UIKit calls its
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the chosen photo and
/// `imagePickerControllerDidCancel(_:)` when the person cancels.
///
/// Linux: no picker is ever shown, so neither is called.
public protocol UIImagePickerControllerDelegate: AnyObject {}

/// The system's interface for taking photos and choosing them from the library.
///
/// Linux: a preview has no photo library and no camera: the picker is never shown (a
/// representable that makes one is drawn as its placeholder), only the library is said to be
/// available, and the delegate is never called. Its `delegate` is the navigation controller's
/// (UIKit narrows that property's type to `UIImagePickerControllerDelegate &
/// UINavigationControllerDelegate`, which Swift cannot): apps' coordinators conform to both.
open class UIImagePickerController: UINavigationController {
    /// Where the picker takes images from.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary = 0
        /// The camera.
        case camera = 1
        /// The saved photos album.
        case savedPhotosAlbum = 2
    }

    /// Which camera takes the picture.
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear = 0
        /// The front camera.
        case front = 1
    }

    /// Whether the camera takes photos or videos.
    public enum CameraCaptureMode: Int, Sendable {
        /// Photos.
        case photo = 0
        /// Videos.
        case video = 1
    }

    /// The keys of what the delegate is given about the chosen media.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The image as taken or chosen (a `UIImage`).
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image as the person cropped it (a `UIImage`).
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media's type identifier.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The image file's URL.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// The movie file's URL.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The media's metadata.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Where images come from.
    open var sourceType: SourceType = .photoLibrary
    /// The type identifiers of what may be picked (images by default).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the person may crop the image.
    open var allowsEditing = false
    /// The camera used (with `.camera`).
    open var cameraDevice: CameraDevice = .rear
    /// Photos or videos (with `.camera`).
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// Whether the camera's controls show.
    open var showsCameraControls = true

    /// Whether a source is available: only the photo library, on Linux (it is empty).
    /// - Parameter sourceType: The source.
    /// - Returns: Whether it can be used.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType == .photoLibrary }

    /// The media types a source offers.
    /// - Parameter sourceType: The source.
    /// - Returns: The type identifiers (none for an unavailable source).
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }

    /// Whether a camera is there: none is, on Linux.
    /// - Parameter cameraDevice: The camera.
    /// - Returns: False.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
}

/// What a controller shows in a navigation bar: its title, its search controller, its buttons.
open class UINavigationItem: NSObject {
    /// How a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the previous item does.
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
    }
    /// The title (the controller's, unless set here).
    open var title: String?
    /// A line above the title.
    open var prompt: String?
    /// How a large title shows.
    open var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// The search controller whose bar the navigation bar shows.
    open var searchController: UISearchController?
    /// Whether the search bar hides as the content scrolls.
    open var hidesSearchBarWhenScrolling = true
    /// Whether the back button is hidden.
    open var hidesBackButton = false
    /// The title of the back button leading back to this item.
    open var backButtonTitle: String?
    /// The buttons at the bar's leading edge, first first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the bar's trailing edge, first outermost.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// The back button leading back to this item (nil: one made from the title).
    open var backBarButtonItem: UIBarButtonItem?
    /// The first leading button.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first trailing button.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }
    /// An item with a title.
    /// - Parameter title: The title.
    public init(title: String) {
        self.title = title
        super.init()
    }
    /// An item without a title.
    public override init() { super.init() }
}

/// Searching in a navigation bar: a search bar and who updates the results.
///
/// Linux: nobody types, so the results are never asked to update and the search is not active.
open class UISearchController: UIViewController {
    /// The bar searched in.
    public let searchBar = UISearchBar()
    /// The controller that shows the results (nil: the searched one).
    public let searchResultsController: UIViewController?
    /// Who is told when the search text changes.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// Whether the search is in progress: false on Linux.
    open var isActive = false
    /// Whether the content is dimmed while searching.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its scope buttons while searching.
    open var automaticallyShowsScopeBar = true
    /// A search controller whose results `searchResultsController` shows.
    /// - Parameter searchResultsController: The results' controller, or nil.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init()
    }
    /// A search controller that shows its results in the searched controller.
    public convenience override init() { self.init(searchResultsController: nil) }

    /// Made from an archive such as a storyboard (Linux: none is read): as `init(searchResultsController: nil)`.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(searchResultsController: nil) }
}

/// What a search controller tells of a change of its search text.
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or scope changed.
    /// - Parameter searchController: The controller.
    func updateSearchResults(for searchController: UISearchController)
}
