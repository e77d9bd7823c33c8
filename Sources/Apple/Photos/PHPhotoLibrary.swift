// The photo library: the app's authorization, change blocks and change observers.
//
// Authorization starts `.notDetermined` (a fresh install, as a preview is); asking — or touching
// the library, which asks by itself — shows Photos' alert on a device, and here the person
// allows full access: `.authorized`. A change block runs on a serial queue of the library, its
// requests are made all at once, then the change observers are told on another serial queue (not
// the main one: Photos tells them on a background queue, and observers often hop to the main
// queue themselves, even synchronously), and then the completion handler is called on that queue.
import Foundation
import UIKit

/// Told when the library changes.
public protocol PHPhotoLibraryChangeObserver: NSObjectProtocol {
    /// The library changed: ask the change for the details of your fetch results and objects.
    /// Called on a background queue.
    /// - Parameter changeInstance: The change.
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// Told when the library becomes unavailable (never, here).
public protocol PHPhotoLibraryAvailabilityObserver: NSObjectProtocol {
    /// The library became unavailable.
    /// - Parameter photoLibrary: The library.
    func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}

/// The person's photo library: authorization, changes and change observers.
open class PHPhotoLibrary: NSObject, @unchecked Sendable {
    private static let library = PHPhotoLibrary()
    /// The serial queue observers and completion handlers are called on.
    static let observerQueue = DispatchQueue(label: "com.apple.photos.observers")

    private let lock = NSLock()
    private var observers: [Weak] = []

    private struct Weak {
        weak var observer: (any PHPhotoLibraryChangeObserver)?
    }

    /// The shared library.
    /// - Returns: The library.
    open class func shared() -> PHPhotoLibrary { library }

    /// Why the library is unavailable (nil: it is available).
    open var unavailabilityReason: (any Error)? { nil }

    // MARK: Authorization

    /// The app's authorization for an access level.
    /// - Parameter accessLevel: Add-only or read-write.
    /// - Returns: The status (`.notDetermined` until the app asks).
    open class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus {
        PhotoLibraryStore.shared.authorization
    }

    /// The app's authorization (the older form: limited access reads as `.authorized`).
    /// - Returns: The status.
    open class func authorizationStatus() -> PHAuthorizationStatus {
        let status = PhotoLibraryStore.shared.authorization
        return status == .limited ? .authorized : status
    }

    /// Asks the person for access if they were not asked: they allow full access.
    /// - Parameters:
    ///   - accessLevel: Add-only or read-write.
    ///   - handler: Called on a background queue with the status (`.authorized`).
    open class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping @Sendable (PHAuthorizationStatus) -> Void) {
        let status = PhotoLibraryStore.shared.requestAuthorization()
        DispatchQueue.global().async { handler(status) }
    }

    /// Asks the person for access if they were not asked (the older form).
    /// - Parameter handler: Called on a background queue with the status (`.authorized`).
    open class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        let status = PhotoLibraryStore.shared.requestAuthorization()
        let reply = Unchecked(handler)
        DispatchQueue.global().async { reply.value(status == .limited ? .authorized : status) }
    }

    /// Asks the person for access if they were not asked.
    /// - Parameter accessLevel: Add-only or read-write.
    /// - Returns: The status (`.authorized`).
    @discardableResult
    open class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        PhotoLibraryStore.shared.requestAuthorization()
    }

    /// Asks the person for access if they were not asked (the older form).
    /// - Returns: The status (`.authorized`).
    @discardableResult
    open class func requestAuthorization() async -> PHAuthorizationStatus {
        let status = PhotoLibraryStore.shared.requestAuthorization()
        return status == .limited ? .authorized : status
    }

    // MARK: Observers

    /// Tells an object when the library changes (the library does not keep it alive).
    /// - Parameter observer: The observer.
    open func register(_ observer: any PHPhotoLibraryChangeObserver) {
        lock.withLock {
            observers.removeAll { $0.observer == nil || $0.observer === observer }
            observers.append(Weak(observer: observer))
        }
    }

    /// Stops telling an object when the library changes.
    /// - Parameter observer: The observer.
    open func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        lock.withLock { observers.removeAll { $0.observer == nil || $0.observer === observer } }
    }

    /// Tells an object when the library becomes unavailable (it never does).
    /// - Parameter observer: The observer.
    open func register(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    /// Stops telling an object when the library becomes unavailable.
    /// - Parameter observer: The observer.
    open func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    // MARK: Changes

    /// Runs a change block on the library's queue and makes its requests, all or none; then tells
    /// the change observers, then calls the completion handler.
    /// - Parameters:
    ///   - changeBlock: Makes change requests (`PHAssetChangeRequest.creationRequestForAsset(from:)`…).
    ///   - completionHandler: Called on a background queue with whether the change was made and
    ///     why not.
    open func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: (@Sendable (Bool, (any Error)?) -> Void)? = nil) {
        let block = Unchecked(changeBlock)
        ChangeTransaction.queue.async {
            let result = Unchecked(self.commit(block.value))
            Self.observerQueue.async { completionHandler?(result.value == nil, result.value) }
        }
    }

    /// Runs a change block and makes its requests, all or none.
    /// - Parameter changeBlock: Makes change requests.
    /// - Throws: Why the change could not be made (`PHPhotosError`).
    open func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            performChanges(changeBlock, completionHandler: { _, error in
                if let error { continuation.resume(throwing: error) } else { continuation.resume() }
            })
        }
    }

    /// Runs a change block and makes its requests before returning (Photos asks not to call it on
    /// the main queue; it works there too). Observers are told afterwards, on their queue.
    /// - Parameter changeBlock: Makes change requests.
    /// - Throws: Why the change could not be made (`PHPhotosError`); `.changeNotSupported` when
    ///   called from a change block.
    open func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
        guard DispatchQueue.getSpecific(key: ChangeTransaction.queueKey) == nil else { throw PHPhotosError(.changeNotSupported) }
        let block = Unchecked(changeBlock)
        let error = ChangeTransaction.queue.sync { Unchecked(commit(block.value)) }
        if let error = error.value { throw error }
    }

    /// Runs a change block on the changes queue and makes its requests: the error that stopped it,
    /// or nil. Observers are told on their queue.
    private func commit(_ block: () -> Void) -> (any Error)? {
        let transaction = ChangeTransaction()
        transaction.run(block)
        let store = PhotoLibraryStore.shared
        switch store.requestAuthorization() {
        case .denied: return PHPhotosError(.accessUserDenied)
        case .restricted: return PHPhotosError(.accessRestricted)
        default: break
        }
        guard !transaction.requests.isEmpty || !transaction.deletedAssetIDs.isEmpty || !transaction.deletedAlbumIDs.isEmpty else { return nil }
        do {
            let now = Date()
            var contentChanged = Set<String>()
            let (before, after) = try store.update { state in
                contentChanged = try transaction.apply(to: &state, store: store, now: now)
            }
            let change = PHChange(before: before, after: after, contentChanged: contentChanged)
            let observers = lock.withLock { self.observers.compactMap(\.observer) }
            let told = Unchecked(observers)
            Self.observerQueue.async {
                for observer in told.value { observer.photoLibraryDidChange(change) }
            }
            return nil
        } catch {
            return error
        }
    }
}

extension PHPhotoLibrary {
    /// Shows the picker of the assets a limited-access app may use: nothing happens when the app
    /// has full access, as here.
    /// - Parameter controller: The controller to present from.
    public func presentLimitedLibraryPicker(from controller: UIViewController) {}

    /// Shows the picker of the assets a limited-access app may use; the app has full access here,
    /// so none are newly picked.
    /// - Parameters:
    ///   - controller: The controller to present from.
    ///   - completionHandler: Called on the main queue with the identifiers newly picked (none).
    public func presentLimitedLibraryPicker(from controller: UIViewController, completionHandler: @escaping @Sendable ([String]) -> Void) {
        DispatchQueue.main.async { completionHandler([]) }
    }

    /// Shows the picker of the assets a limited-access app may use.
    /// - Parameter controller: The controller to present from.
    /// - Returns: The identifiers newly picked (none: the app has full access).
    @discardableResult
    public func presentLimitedLibraryPicker(from controller: UIViewController) async -> [String] { [] }
}
