// What a `PHPickerViewController` offers and how it returns the selection, with PhotosUI's
// defaults: one asset of any kind, delivered in the system's order; made with a photo library,
// its results carry the assets' identifiers in that library.
import Foundation
import Photos

/// How an asset is delivered when its stored format may not suit the app.
public enum PHPickerConfigurationAssetRepresentationMode: Int, Sendable {
    /// The system decides (it may transcode).
    case automatic = 0
    /// The format the asset is stored in.
    case current = 1
    /// The most compatible format.
    case compatible = 2
}

/// How the picker returns the person's selection.
public enum PHPickerConfigurationSelection: Int, Sendable {
    /// Once the person confirms, in the system's order.
    case `default` = 0
    /// Once the person confirms, in the order picked (the assets are numbered).
    case ordered = 1
    /// As the person picks.
    case continuous = 2
    /// As the person picks, in the order picked.
    case continuousAndOrdered = 3
}

/// How the picker is laid out.
public enum PHPickerMode: Int, Sendable {
    /// The full picker.
    case `default` = 0
    /// A single row.
    case compact = 1
}

/// What a photo picker offers and how many assets the person may pick.
public struct PHPickerConfiguration: Equatable, Hashable, Sendable {
    /// How an asset is delivered when its stored format may not suit the app.
    public typealias AssetRepresentationMode = PHPickerConfigurationAssetRepresentationMode
    /// How the picker returns the selection.
    public typealias Selection = PHPickerConfigurationSelection

    /// How assets are delivered (`.automatic`).
    public var preferredAssetRepresentationMode = AssetRepresentationMode.automatic
    /// How the selection is returned (`.default`).
    public var selection = Selection.default
    /// The most assets the person may pick: 1 by default, 0 for no limit.
    public var selectionLimit = 1
    /// The kinds of asset offered (nil: all).
    public var filter: PHPickerFilter?
    /// The identifiers of assets shown as already picked.
    public var preselectedAssetIdentifiers: [String] = []
    /// How the picker is laid out.
    public var mode = PHPickerMode.default

    /// The library whose identifiers results carry (nil: results carry none).
    let photoLibrary: PHPhotoLibrary?

    /// A configuration of one asset of any kind, without access to the library's identifiers.
    public init() { photoLibrary = nil }

    /// A configuration whose results carry the assets' identifiers in a photo library
    /// (`PHPickerResult.assetIdentifier`, for `PHAsset.fetchAssets(withLocalIdentifiers:options:)`).
    /// - Parameter photoLibrary: The library (`.shared()`).
    public init(photoLibrary: PHPhotoLibrary) { self.photoLibrary = photoLibrary }
}
