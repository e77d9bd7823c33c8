// `import PhotosUI` on Linux: SwiftUI's `PhotosPicker` — a button that presents the photo
// library — drawn as the button it is at rest, with the items and filters it takes, and UIKit's
// `PHPickerViewController` (PHPickerViewController.swift). Nobody picks: nothing is presented.
// PhotosUI brings Photos with it, as Apple's does; an item made with the identifier of an asset
// of the (in-memory) photo library loads that asset's image data.
@_exported import CoreTransferable
import Foundation
@_exported import Photos
import Trellis
import UniformTypeIdentifiers

/// Which assets a photo picker offers: images, videos, Live Photos, … and combinations.
public struct PHPickerFilter: Equatable, Hashable, Sendable {
    let description: String
    /// Images (Live Photos included).
    public static let images = PHPickerFilter(description: "images")
    /// Videos.
    public static let videos = PHPickerFilter(description: "videos")
    /// Live Photos.
    public static let livePhotos = PHPickerFilter(description: "livePhotos")
    /// Screenshots.
    public static let screenshots = PHPickerFilter(description: "screenshots")
    /// Screen recordings.
    public static let screenRecordings = PHPickerFilter(description: "screenRecordings")
    /// Slow-motion videos.
    public static let slomoVideos = PHPickerFilter(description: "slomoVideos")
    /// Time-lapse videos.
    public static let timelapseVideos = PHPickerFilter(description: "timelapseVideos")
    /// Panoramas.
    public static let panoramas = PHPickerFilter(description: "panoramas")
    /// Bursts.
    public static let bursts = PHPickerFilter(description: "bursts")
    /// Portrait-mode photos.
    public static let depthEffectPhotos = PHPickerFilter(description: "depthEffectPhotos")
    /// Cinematic videos.
    public static let cinematicVideos = PHPickerFilter(description: "cinematicVideos")
    /// Assets matching any of the filters.
    /// - Parameter subfilters: The filters.
    /// - Returns: The combined filter.
    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(description: "any(\(subfilters.map(\.description).joined(separator: ",")))")
    }
    /// Assets matching all of the filters.
    /// - Parameter subfilters: The filters.
    /// - Returns: The combined filter.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        PHPickerFilter(description: "all(\(subfilters.map(\.description).joined(separator: ",")))")
    }
    /// Assets not matching a filter.
    /// - Parameter filter: The filter.
    /// - Returns: The negated filter.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter { PHPickerFilter(description: "not(\(filter.description))") }
}

/// An asset the person picked, to be loaded as a `Transferable` type.
///
/// Linux: items are only those the app makes with `init(itemIdentifier:)`. One whose identifier
/// is an asset's of the photo library loads that asset's image data (PNG or JPEG) as the type;
/// any other loads nil.
public struct PhotosPickerItem: Equatable, Hashable, Sendable {
    /// How an asset whose format the app may not read is delivered.
    public enum EncodingDisambiguationPolicy: Equatable, Hashable, Sendable {
        /// The system decides.
        case automatic
        /// The asset's current format.
        case current
        /// The most compatible format.
        case compatible
    }

    /// The asset's identifier in the library, when the picker had access to it.
    public let itemIdentifier: String?
    /// The content types the asset can be loaded as: its image's type when the identifier is an
    /// asset's of the photo library, none otherwise.
    public var supportedContentTypes: [UTType] { libraryData()?.type.map { [$0] } ?? [] }

    /// An item for an asset of the library.
    /// - Parameter itemIdentifier: The asset's identifier.
    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
    }

    /// The image data of the library's asset of the item's identifier, and its type.
    private func libraryData() -> (data: Data, type: UTType?)? {
        // A picker hands over what was picked without the app having asked for access.
        guard let itemIdentifier, let picked = pickedImageData(identifier: itemIdentifier) else { return nil }
        return (picked.data, UTType(picked.type))
    }

    /// Loads the asset as a type (`Data.self`, `Image.self`, your own `Transferable`).
    /// - Parameter type: The type.
    /// - Returns: The value made from the asset's image data; nil when the identifier is no
    ///   asset's of the library.
    /// - Throws: When the type cannot be made from image data.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? {
        guard let (data, contentType) = libraryData() else { return nil }
        return try await T(importing: data, contentType: contentType)
    }

    /// Loads the asset as a type, calling back when done.
    /// - Parameters:
    ///   - type: The type.
    ///   - completionHandler: Called on a background queue with the value (nil when the identifier
    ///     is no asset's of the library) or the error.
    /// - Returns: The progress of the load.
    @discardableResult
    public func loadTransferable<T: Transferable>(type: T.Type,
                                                  completionHandler: @escaping @Sendable (Result<T?, Error>) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let item = self
        Task.detached {
            do { completionHandler(.success(try await item.loadTransferable(type: T.self))) } catch { completionHandler(.failure(error)) }
            progress.completedUnitCount = 1
        }
        return progress
    }
}

/// How a picker of several items keeps the selection.
public struct PhotosPickerSelectionBehavior: Equatable, Hashable, Sendable {
    let name: String
    /// Unordered, confirmed with a button.
    public static let `default` = PhotosPickerSelectionBehavior(name: "default")
    /// In the order picked.
    public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
    /// Updated as the person picks.
    public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
    /// Updated as the person picks, in order.
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

/// How a photo picker is shown.
public struct PhotosPickerStyle: Equatable, Sendable {
    let name: String
    /// Presented over the app (the default).
    public static let presentation = PhotosPickerStyle(name: "presentation")
    /// Inline in the layout.
    public static let inline = PhotosPickerStyle(name: "inline")
    /// A compact single row.
    public static let compact = PhotosPickerStyle(name: "compact")
}

/// A button that presents the photo library for the person to pick from.
///
/// Linux: drawn and laid out as a `Button` with the label (it is one at rest), in a node named
/// "PhotosPicker"; tapping presents nothing and the selection never changes. One warning per
/// process: "PhotosPicker is drawn as its button (the photo library is not available on Linux)".
public nonisolated struct PhotosPicker<Label: View>: View {
    let label: Label

    /// The button.
    public var body: some View {
        FrameworkPlaceholder("PhotosPicker", warning: "PhotosPicker is drawn as its button (the photo library is not available on Linux)") {
            Button(action: {}) { label }
        }
    }

    /// A picker of one item.
    /// - Parameters:
    ///   - selection: The picked item.
    ///   - filter: The assets offered (nil: all).
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - label: The button's label.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker of several items.
    /// - Parameters:
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items (nil: no limit).
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered (nil: all).
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - label: The button's label.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker of one item with access to a photo library (items carry asset identifiers).
    /// - Parameters:
    ///   - selection: The picked item.
    ///   - filter: The assets offered (nil: all).
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - photoLibrary: The library (`.shared()`).
    ///   - label: The button's label.
    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    /// A picker of several items with access to a photo library.
    /// - Parameters:
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items (nil: no limit).
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered (nil: all).
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - photoLibrary: The library (`.shared()`).
    ///   - label: The button's label.
    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, photoLibrary: PHPhotoLibrary,
                @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension PhotosPicker where Label == Text {
    /// A picker of one item with a text label.
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: The picked item.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of one item with a title string.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: The picked item.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }

    /// A picker of several items with a text label.
    /// - Parameters:
    ///   - titleKey: The button's title.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items.
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(titleKey)
    }

    /// A picker of several items with a title string.
    /// - Parameters:
    ///   - title: The button's title.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items.
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                                   selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        label = Text(title)
    }
}

nonisolated extension View {
    /// Presents a photo picker when `isPresented` is true (accepted; nothing is presented).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - selection: The picked item.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    /// - Returns: The view.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }

    /// Presents a photo picker of several items when `isPresented` is true (accepted).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items.
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    /// - Returns: The view.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) -> some View { self }

    /// Presents a photo picker with access to a photo library when `isPresented` is true (accepted).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - selection: The picked item.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - photoLibrary: The library (`.shared()`).
    /// - Returns: The view.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View { self }

    /// Presents a photo picker of several items with access to a photo library (accepted).
    /// - Parameters:
    ///   - isPresented: Whether it shows.
    ///   - selection: The picked items.
    ///   - maxSelectionCount: The most items.
    ///   - selectionBehavior: How the selection is kept.
    ///   - filter: The assets offered.
    ///   - preferredItemEncoding: How unreadable formats are delivered.
    ///   - photoLibrary: The library (`.shared()`).
    /// - Returns: The view.
    public func photosPicker(isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                             selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                             preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                             photoLibrary: PHPhotoLibrary) -> some View { self }

    /// Sets how photo pickers inside are shown (accepted).
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func photosPickerStyle(_ style: PhotosPickerStyle) -> some View { self }
}
