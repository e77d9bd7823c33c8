// URLSession's async methods without a delegate, for code written with `import Foundation`
// alone (every compiled file imports SwiftUI, which declares these): Apple back-deploys them, so
// protocols of apps' network layers name them; on Linux they call the delegate-taking forms
// with no delegate.
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Foundation

extension URLSession {
    /// The data at a request's URL, and the response.
    /// - Parameter request: The request.
    /// - Returns: The data and response.
    public func data(for request: URLRequest) async throws -> (Data, URLResponse) {
        try await data(for: request, delegate: nil)
    }

    /// The data at a URL, and the response.
    /// - Parameter url: The URL.
    /// - Returns: The data and response.
    public func data(from url: URL) async throws -> (Data, URLResponse) {
        try await data(from: url, delegate: nil)
    }

    /// Uploads data with a request.
    /// - Parameters:
    ///   - request: The request.
    ///   - bodyData: The data.
    /// - Returns: The response's data and the response.
    public func upload(for request: URLRequest, from bodyData: Data) async throws -> (Data, URLResponse) {
        try await upload(for: request, from: bodyData, delegate: nil)
    }
}
