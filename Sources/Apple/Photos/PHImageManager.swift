// The image manager: an asset's image at a target size, its data, a video's AVFoundation asset
// and player item. Image results come on the main queue (before the request returns when it is
// synchronous), once, with the image scaled as asked (AssetImages.swift); videos come on a
// background queue. A video's poster frame cannot be made (there is no video decoder): its image
// request gives nil, with an error.
import AVFoundation
import CoreGraphics
import Foundation
import UIKit

/// Identifies an image or video request, to cancel it.
public typealias PHImageRequestID = Int32

/// The identifier of no request.
public let PHInvalidImageRequestID: PHImageRequestID = 0

/// The target size that asks for the image at its own size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)

/// Info key: whether the image delivered is a quick, low-quality one (never, here).
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
/// Info key: the request's identifier.
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
/// Info key: whether the image is in iCloud and was not downloaded (never, here).
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"
/// Info key: whether the request was cancelled.
public let PHImageCancelledKey = "PHImageCancelledKey"
/// Info key: the error that stopped the request.
public let PHImageErrorKey = "PHImageErrorKey"

/// How an image is fitted to a target size.
public enum PHImageContentMode: Int, Sendable, Hashable {
    /// The whole image fits in the size.
    case aspectFit = 0
    /// The image fills the size (it may be larger in one dimension).
    case aspectFill = 1

    /// The default: `.aspectFit`.
    public static let `default` = PHImageContentMode.aspectFit
}

/// Gives assets' images and videos.
open class PHImageManager: NSObject, @unchecked Sendable {
    private static let shared = PHImageManager()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lastRequestID: PHImageRequestID = 0
    nonisolated(unsafe) private static var cancelled = Set<PHImageRequestID>()

    /// The shared image manager.
    /// - Returns: The manager.
    open class func `default`() -> PHImageManager { shared }

    /// A new image manager (they all read the same library).
    public override init() { super.init() }

    private static func nextRequestID() -> PHImageRequestID { lock.withLock { lastRequestID += 1; return lastRequestID } }
    /// Whether a request was cancelled (and forgets it).
    private static func takeCancelled(_ id: PHImageRequestID) -> Bool { lock.withLock { cancelled.remove(id) != nil } }

    /// The asset as the library holds it now (nil when it was deleted).
    static func record(_ asset: PHAsset) -> AssetRecord? { PhotoLibraryStore.shared.state.assets[asset.localIdentifier] }

    /// Requests an asset's image at a size.
    ///
    /// The handler is called once: on the main queue, after the request returns, or before it
    /// returns when `options.isSynchronous`. Photos may call an opportunistic request's handler
    /// twice (a degraded image first); the image here is ready at once, so it is called once,
    /// with `PHImageResultIsDegradedKey` false.
    /// - Parameters:
    ///   - asset: The asset.
    ///   - targetSize: The size in pixels (`PHImageManagerMaximumSize`: the image's own size).
    ///   - contentMode: Fit in the size or fill it; the image is scaled, never enlarged.
    ///   - options: Delivery, resizing and cropping.
    ///   - resultHandler: Called with the image (nil for a video or a deleted asset, with
    ///     `PHImageErrorKey`) and the info dictionary.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImage(for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
                           resultHandler: @escaping (UIImage?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = Self.nextRequestID()
        let exact = options?.resizeMode == .exact
        let crop = exact && options?.normalizedCropRect.isEmpty == false ? options?.normalizedCropRect : nil
        let make = { () -> (UIImage?, [AnyHashable: Any]) in
            var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: false, PHImageResultIsInCloudKey: false]
            guard let record = Self.record(asset) else {
                info[PHImageErrorKey] = PHPhotosError(.identifierNotFound)
                return (nil, info)
            }
            guard let image = AssetImages.image(record, target: targetSize, contentMode: contentMode, crop: crop) else {
                info[PHImageErrorKey] = PHPhotosError(.requestNotSupportedForAsset)
                return (nil, info)
            }
            return (image, info)
        }
        if options?.isSynchronous == true {
            let (image, info) = make()
            resultHandler(image, info)
            return id
        }
        let reply = Unchecked((make, resultHandler))
        DispatchQueue.main.async {
            if Self.takeCancelled(id) {
                reply.value.1(nil, [PHImageResultRequestIDKey: id, PHImageCancelledKey: true])
                return
            }
            let (image, info) = reply.value.0()
            reply.value.1(image, info)
        }
        return id
    }

    /// Requests an asset's image data as stored, with its type and orientation.
    /// - Parameters:
    ///   - asset: The asset.
    ///   - options: Delivery options (`isSynchronous`).
    ///   - resultHandler: Called on the main queue with the data, its type ("public.jpeg"), its
    ///     orientation (`.up`) and the info dictionary; nil data for a video.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestImageDataAndOrientation(for asset: PHAsset, options: PHImageRequestOptions?,
                                             resultHandler: @escaping (Data?, String?, CGImagePropertyOrientation, [AnyHashable: Any]?) -> Void)
        -> PHImageRequestID {
        let id = Self.nextRequestID()
        let make = { () -> (Data?, String?, [AnyHashable: Any]) in
            var info: [AnyHashable: Any] = [PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: false, PHImageResultIsInCloudKey: false]
            guard let record = Self.record(asset) else {
                info[PHImageErrorKey] = PHPhotosError(.identifierNotFound)
                return (nil, nil, info)
            }
            guard let (data, uti) = AssetImages.data(record) else {
                info[PHImageErrorKey] = PHPhotosError(.requestNotSupportedForAsset)
                return (nil, nil, info)
            }
            return (data, uti, info)
        }
        if options?.isSynchronous == true {
            let (data, uti, info) = make()
            resultHandler(data, uti, .up, info)
            return id
        }
        let reply = Unchecked((make, resultHandler))
        DispatchQueue.main.async {
            if Self.takeCancelled(id) {
                reply.value.1(nil, nil, .up, [PHImageResultRequestIDKey: id, PHImageCancelledKey: true])
                return
            }
            let (data, uti, info) = reply.value.0()
            reply.value.1(data, uti, .up, info)
        }
        return id
    }

    /// The file of a video asset (nil for a photo or a deleted asset).
    private static func videoFile(_ asset: PHAsset) -> (URL?, [AnyHashable: Any]) {
        guard let record = record(asset) else { return (nil, [PHImageErrorKey: PHPhotosError(.identifierNotFound)]) }
        guard record.mediaType == .video, case let .file(url) = record.content else {
            return (nil, [PHImageErrorKey: PHPhotosError(.requestNotSupportedForAsset)])
        }
        return (url, [:])
    }

    /// Requests a video asset's AVFoundation asset.
    /// - Parameters:
    ///   - asset: The video asset.
    ///   - options: Version and quality.
    ///   - resultHandler: Called on a background queue with the asset of the video's file (nil for
    ///     a photo, with `PHImageErrorKey`), no audio mix, and the info dictionary.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestAVAsset(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                             resultHandler: @escaping (AVAsset?, AVAudioMix?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = Self.nextRequestID()
        let reply = Unchecked(resultHandler)
        DispatchQueue.global().async {
            var (url, info) = Self.videoFile(asset)
            info[PHImageResultRequestIDKey] = id
            if Self.takeCancelled(id) { info[PHImageCancelledKey] = true; url = nil }
            reply.value(url.map { AVURLAsset(url: $0) }, nil, info)
        }
        return id
    }

    /// Requests a player item of a video asset.
    /// - Parameters:
    ///   - asset: The video asset.
    ///   - options: Version and quality.
    ///   - resultHandler: Called on a background queue with an item of the video's file (nil for
    ///     a photo) and the info dictionary.
    /// - Returns: The request's identifier.
    @discardableResult
    open func requestPlayerItem(forVideo asset: PHAsset, options: PHVideoRequestOptions?,
                                resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void) -> PHImageRequestID {
        let id = Self.nextRequestID()
        let reply = Unchecked(resultHandler)
        DispatchQueue.global().async {
            var (url, info) = Self.videoFile(asset)
            info[PHImageResultRequestIDKey] = id
            if Self.takeCancelled(id) { info[PHImageCancelledKey] = true; url = nil }
            reply.value(url.map { AVPlayerItem(url: $0) }, info)
        }
        return id
    }

    /// Cancels a request whose handler has not been called: it is called with a nil result and
    /// `PHImageCancelledKey` true.
    /// - Parameter requestID: The request.
    open func cancelImageRequest(_ requestID: PHImageRequestID) {
        guard requestID != PHInvalidImageRequestID else { return }
        Self.lock.withLock { _ = Self.cancelled.insert(requestID) }
    }
}

/// An image manager that prepares images ahead of time, for scrolling through many assets.
open class PHCachingImageManager: PHImageManager, @unchecked Sendable {
    /// Whether images are prepared at high quality (true).
    open var allowsCachingHighQualityImages = true

    /// A caching image manager.
    public override init() { super.init() }

    /// Prepares assets' images at a size, so later requests for them are quick.
    /// - Parameters:
    ///   - assets: The assets.
    ///   - targetSize: The size in pixels.
    ///   - contentMode: Fit or fill.
    ///   - options: Resizing and cropping.
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {
        let crop = options?.resizeMode == .exact && options?.normalizedCropRect.isEmpty == false ? options?.normalizedCropRect : nil
        let records = assets.compactMap(Self.record)
        DispatchQueue.main.async {
            for record in records { _ = AssetImages.image(record, target: targetSize, contentMode: contentMode, crop: crop) }
        }
    }

    /// Stops preparing assets' images and lets go of those prepared.
    /// - Parameters:
    ///   - assets: The assets.
    ///   - targetSize: The size they were prepared at.
    ///   - contentMode: Fit or fill.
    ///   - options: The options they were prepared with.
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {
        AssetImages.forget(Set(assets.map(\.localIdentifier)))
    }

    /// Stops preparing images and lets go of every image prepared.
    open func stopCachingImagesForAllAssets() { AssetImages.forget(nil) }
}
