// How an image or video is asked of the image manager: which version, how fast or good, resized
// how, cropped, synchronously or not, with progress — as Photos' request options are.
import CoreGraphics
import Foundation

/// Which version of an image is asked for.
public enum PHImageRequestOptionsVersion: Int, Sendable, Hashable {
    /// The image with edits (there are none here: the original).
    case current = 0
    /// The image without edits, in the original's format.
    case unadjusted = 1
    /// The original, full size.
    case original = 2
}

/// How fast or how good an image is delivered.
public enum PHImageRequestOptionsDeliveryMode: Int, Sendable, Hashable {
    /// A quick image and then a good one, possibly calling the handler twice (here: once, with the
    /// good one, marked as not degraded).
    case opportunistic = 0
    /// Only the good image, once.
    case highQualityFormat = 1
    /// Only a quick image, once (here: the good one).
    case fastFormat = 2
}

/// How an image is resized to the target size.
public enum PHImageRequestOptionsResizeMode: Int, Sendable, Hashable {
    /// Not resized.
    case none = 0
    /// Resized to about the target size (here: exactly, as `.exact`).
    case fast = 1
    /// Resized to the target size exactly (and cropped to `normalizedCropRect` when set).
    case exact = 2
}

/// Which version of a video is asked for.
public enum PHVideoRequestOptionsVersion: Int, Sendable, Hashable {
    /// The video with edits (none here).
    case current = 0
    /// The original.
    case original = 1
}

/// The quality of a video delivered.
public enum PHVideoRequestOptionsDeliveryMode: Int, Sendable, Hashable {
    /// Photos decides.
    case automatic = 0
    /// The best quality.
    case highQualityFormat = 1
    /// Medium quality.
    case mediumQualityFormat = 2
    /// The quickest to deliver.
    case fastFormat = 3
}

/// Called as an image in iCloud downloads: progress (0…1), an error, a stop flag and an info
/// dictionary (never here: every image is on the device).
public typealias PHAssetImageProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Called as a video in iCloud downloads (never here).
public typealias PHAssetVideoProgressHandler = (Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void

/// Options of an image request.
open class PHImageRequestOptions: NSObject, NSCopying, @unchecked Sendable {
    /// Which version (`.current`).
    open var version = PHImageRequestOptionsVersion.current
    /// How fast or good (`.opportunistic`).
    open var deliveryMode = PHImageRequestOptionsDeliveryMode.opportunistic
    /// How it is resized (`.fast`).
    open var resizeMode = PHImageRequestOptionsResizeMode.fast
    /// The part of the image to crop to, in unit coordinates (used with `.exact`).
    open var normalizedCropRect = CGRect.zero
    /// Whether an image in iCloud may be downloaded (every image is on the device here).
    open var isNetworkAccessAllowed = false
    /// Whether the handler is called before the request returns, on the caller's thread.
    open var isSynchronous = false
    /// Told of download progress (never called here).
    open var progressHandler: PHAssetImageProgressHandler?
    /// Whether a second degraded image may be delivered (none is here).
    open var allowSecondaryDegradedImage = false

    /// Options of an opportunistic, asynchronous request.
    public override init() { super.init() }

    /// A copy of the options.
    /// - Parameter zone: Not used.
    /// - Returns: The copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = PHImageRequestOptions()
        copy.version = version
        copy.deliveryMode = deliveryMode
        copy.resizeMode = resizeMode
        copy.normalizedCropRect = normalizedCropRect
        copy.isNetworkAccessAllowed = isNetworkAccessAllowed
        copy.isSynchronous = isSynchronous
        copy.progressHandler = progressHandler
        copy.allowSecondaryDegradedImage = allowSecondaryDegradedImage
        return copy
    }
}

/// Options of a video request.
open class PHVideoRequestOptions: NSObject, @unchecked Sendable {
    /// Whether a video in iCloud may be downloaded (every video is on the device here).
    open var isNetworkAccessAllowed = false
    /// Which version (`.current`).
    open var version = PHVideoRequestOptionsVersion.current
    /// The quality (`.automatic`).
    open var deliveryMode = PHVideoRequestOptionsDeliveryMode.automatic
    /// Told of download progress (never called here).
    open var progressHandler: PHAssetVideoProgressHandler?

    /// Options of the current version, automatic quality.
    public override init() { super.init() }
}
