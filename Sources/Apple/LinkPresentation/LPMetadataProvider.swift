// Fetching a link's metadata. A provider fetches once, answering on a background queue as
// Apple's does. A preview has no network: a web page's fetch fails with `.metadataFetchFailed`
// at once (never waiting for the timeout), a fetch cancelled before it answers ends with
// `.metadataFetchCancelled`, and a file on disk gives metadata of its name, as Apple's provider
// describes local files.
import Foundation
import FoundationNetworking

/// Fetches the metadata of one URL.
open class LPMetadataProvider: NSObject, @unchecked Sendable {
    /// Where the provider is in its one fetch.
    private enum State { case ready, fetching, cancelled, finished }

    private let lock = NSLock()
    private var state = State.ready

    /// How long a fetch may take, in seconds (30 until set).
    open var timeout: TimeInterval = 30
    /// Whether the icon, image and video are fetched too (true until set).
    open var shouldFetchSubresources = true

    /// A provider.
    public override init() { super.init() }

    /// Fetches a URL's metadata; a provider fetches once (a second fetch fails).
    /// - Parameters:
    ///   - url: The URL.
    ///   - completionHandler: Called on a background queue with the metadata, or an `LPError`.
    @preconcurrency
    open func startFetchingMetadata(for url: URL, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        let started = begin()
        DispatchQueue.global().async {
            let result = self.finish(url, started: started)
            completionHandler(try? result.get(), result.failure)
        }
    }

    /// Fetches the metadata of a request's URL.
    /// - Parameters:
    ///   - request: The request.
    ///   - completionHandler: Called on a background queue with the metadata, or an `LPError`.
    @preconcurrency
    open func startFetchingMetadata(for request: URLRequest, completionHandler: @escaping @Sendable (LPLinkMetadata?, (any Error)?) -> Void) {
        guard let url = request.url else {
            _ = begin()
            return DispatchQueue.global().async { completionHandler(nil, LPError(.metadataFetchFailed)) }
        }
        startFetchingMetadata(for: url, completionHandler: completionHandler)
    }

    /// Fetches a URL's metadata.
    /// - Parameter url: The URL.
    /// - Returns: The metadata.
    /// - Throws: An `LPError` (`.metadataFetchFailed` for a web page on Linux).
    open func startFetchingMetadata(for url: URL) async throws -> LPLinkMetadata {
        let started = begin()
        return try finish(url, started: started).get()
    }

    /// Cancels the fetch: one that has not answered ends with `.metadataFetchCancelled`, and
    /// so does a fetch started after.
    open func cancel() {
        lock.withLock { if state != .finished { state = .cancelled } }
    }

    /// Starts the one fetch; whether this is it (not a second, or a cancelled provider's).
    private func begin() -> Bool {
        lock.withLock {
            guard state == .ready else { return false }
            state = .fetching
            return true
        }
    }

    /// Ends a fetch: its metadata, or why there is none.
    private func finish(_ url: URL, started: Bool) -> Result<LPLinkMetadata, LPError> {
        let cancelled = lock.withLock {
            defer { if started && state == .fetching { state = .finished } }
            return state == .cancelled
        }
        if cancelled { return .failure(LPError(.metadataFetchCancelled)) }
        guard started, url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            return .failure(LPError(.metadataFetchFailed))
        }
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        metadata.title = url.lastPathComponent
        return .success(metadata)
    }
}

extension Result {
    /// The failure, or nil.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
