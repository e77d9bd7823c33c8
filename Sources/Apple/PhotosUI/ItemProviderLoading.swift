// Loading what a picker result's item provider holds (`canLoadObject(ofClass: UIImage.self)`,
// `loadObject(ofClass:)`, file and data representations), on the SwiftUI module's stand-in of
// Foundation's `NSItemProvider`. A picker on Linux returns no result, and a provider keeps no
// data, so nothing can be loaded: every load completes with NSItemProviderErrorDomain −1000
// (item unavailable), off the caller's thread as Foundation's do.
#if !canImport(Darwin)
import Foundation
import SwiftUI
import UIKit

/// A class whose instances an item provider can make from its data (`UIImage`).
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The type identifiers the class reads, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from data of a type.
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: Its type identifier.
    /// - Returns: The instance.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension UIImage: NSItemProviderReading {
    /// The image types an image reads.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        ["public.png", "public.jpeg", "public.heic", "com.compuserve.gif", "public.tiff", "public.image"]
    }

    /// An image of PNG or JPEG data.
    /// - Parameters:
    ///   - data: The data.
    ///   - typeIdentifier: Its type identifier.
    /// - Returns: The image.
    /// - Throws: NSItemProviderErrorDomain −1100 when the data is no image.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = UIImage(data: data) as? Self else { throw ItemProviderError.unexpectedValueClass.error }
        return image
    }
}

/// Foundation's item provider errors (`NSItemProvider.ErrorCode`).
enum ItemProviderError: Int {
    /// The item is not available.
    case itemUnavailable = -1000
    /// The item is of another class than asked for.
    case unexpectedValueClass = -1100

    /// The error, in NSItemProviderErrorDomain.
    var error: NSError {
        NSError(domain: "NSItemProviderErrorDomain", code: rawValue, userInfo: [
            NSLocalizedDescriptionKey: self == .itemUnavailable ? "Cannot load representation" : "Unexpected value class",
        ])
    }
}

extension NSItemProvider {
    /// A finished progress of a load that could not start.
    private func failed(_ complete: @escaping @Sendable (any Error) -> Void) -> Progress {
        DispatchQueue.global().async { complete(ItemProviderError.itemUnavailable.error) }
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// Whether an object of a class can be loaded: never on Linux (a provider keeps no data).
    /// - Parameter aClass: The class, such as `UIImage.self`.
    /// - Returns: False.
    public func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool { false }

    /// Whether a value of a type (`String`, `URL`) can be loaded: never on Linux.
    /// - Parameter aClass: The type.
    /// - Returns: False.
    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass aClass: T.Type) -> Bool { false }

    /// Loads an object of a class.
    /// - Parameters:
    ///   - aClass: The class, such as `UIImage.self`.
    ///   - completionHandler: Called on a background queue with nil and NSItemProviderErrorDomain
    ///     −1000 (item unavailable) on Linux.
    /// - Returns: The load's progress.
    @discardableResult
    public func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                           completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        failed { completionHandler(nil, $0) }
    }

    /// Loads a value of a type (`String`, `URL`).
    /// - Parameters:
    ///   - aClass: The type.
    ///   - completionHandler: Called on a background queue with nil and NSItemProviderErrorDomain
    ///     −1000 on Linux.
    /// - Returns: The load's progress.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable & Sendable>(ofClass aClass: T.Type,
                                                                completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress {
        failed { completionHandler(nil, $0) }
    }

    /// Loads the data of a type.
    /// - Parameters:
    ///   - typeIdentifier: The type identifier (`UTType.image.identifier`).
    ///   - completionHandler: Called on a background queue with nil and NSItemProviderErrorDomain
    ///     −1000 on Linux.
    /// - Returns: The load's progress.
    @discardableResult
    public func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        failed { completionHandler(nil, $0) }
    }

    /// Loads a file of a type, which the handler must copy before it returns.
    /// - Parameters:
    ///   - typeIdentifier: The type identifier (`UTType.movie.identifier`).
    ///   - completionHandler: Called on a background queue with nil and NSItemProviderErrorDomain
    ///     −1000 on Linux.
    /// - Returns: The load's progress.
    @discardableResult
    public func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                       completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        failed { completionHandler(nil, $0) }
    }
}
#endif
