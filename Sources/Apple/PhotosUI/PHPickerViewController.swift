// UIKit's photo picker, as apps before `PhotosPicker` wrap it in a representable: a configuration,
// a delegate told what was picked, and results whose item providers load the images. On Linux
// nobody picks: presenting the picker shows nothing, so its delegate is never told;
// `dismiss(animated:completion:)` works as any controller's does.
import Foundation
import SwiftUI
import UIKit

/// An asset the person picked: its item provider, and its identifier when the picker had access
/// to the library.
public struct PHPickerResult: Equatable, Hashable, Sendable {
    /// Loads the asset (`canLoadObject(ofClass: UIImage.self)`, `loadObject(ofClass:)`).
    public let itemProvider: NSItemProvider
    /// The asset's identifier in the library (nil without library access).
    public let assetIdentifier: String?

    init(itemProvider: NSItemProvider, assetIdentifier: String?) {
        self.itemProvider = itemProvider
        self.assetIdentifier = assetIdentifier
    }

    /// Whether two results are of the same provider and asset.
    /// - Parameters:
    ///   - lhs: A result.
    ///   - rhs: Another.
    /// - Returns: Whether they are equal.
    public static func == (lhs: PHPickerResult, rhs: PHPickerResult) -> Bool {
        lhs.itemProvider === rhs.itemProvider && lhs.assetIdentifier == rhs.assetIdentifier
    }

    /// Hashes the provider's identity and the asset's identifier.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(itemProvider))
        hasher.combine(assetIdentifier)
    }
}

/// Told what the person picked.
@MainActor @preconcurrency
public protocol PHPickerViewControllerDelegate: AnyObject {
    /// The person finished picking (an empty array: they cancelled). The picker is not dismissed
    /// by itself.
    /// - Parameters:
    ///   - picker: The picker.
    ///   - results: The assets picked.
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])
}

/// The system's interface for picking photos and videos from the library, without asking for
/// access to it.
///
/// Linux: nobody picks. The picker keeps its configuration and delegate; presenting it shows
/// nothing and its delegate is never told (a representable that makes one is drawn as its
/// placeholder).
open class PHPickerViewController: UIViewController {
    /// What the picker offers.
    public let configuration: PHPickerConfiguration
    /// Told what the person picked (never, on Linux).
    open weak var delegate: (any PHPickerViewControllerDelegate)?

    /// A picker of a configuration.
    /// - Parameter configuration: What it offers.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init()
    }

    /// Made from an archive such as a storyboard (Linux: none is read): a picker of the default configuration.
    /// - Parameter coder: The archive.
    public required convenience init?(coder: NSCoder) { self.init(configuration: PHPickerConfiguration()) }

    /// Deselects assets (nothing is selected on Linux).
    /// - Parameter identifiers: The assets' identifiers.
    open func deselectAssets(withIdentifiers identifiers: [String]) {}

    /// Moves a selected asset after another in an ordered selection (nothing is selected on Linux).
    /// - Parameters:
    ///   - identifier: The asset's identifier.
    ///   - preceding: The identifier of the asset it follows (nil: first).
    open func moveAsset(withIdentifier identifier: String, afterAssetWithIdentifier preceding: String?) {}
}
