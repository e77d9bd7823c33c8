import Foundation
import Testing
import TrellisCairo
import TrellisTestSupport

/// A chat screen's photo tray in the style of Kavsoft's SignalImagePicker, compiled: an
/// `ObservableObject` that asks for access, fetches the library's images newest first, asks a
/// caching image manager for 150-pixel thumbnails, saves a photo it draws, and hears of the new
/// asset as a change observer. The library is the preview's in-memory one, seeded from a folder
/// named by `TRELLIS_PHOTO_LIBRARY`.
@Suite(.serialized) struct PhotosCompiled {
    static let screen = #"""
        import SwiftUI
        import Photos

        struct Asset: Identifiable {
            var id = UUID().uuidString
            var asset: PHAsset
            var image: UIImage
        }

        class ImagePickerViewModel: NSObject, ObservableObject, PHPhotoLibraryChangeObserver {
            @Published var status = "unknown"
            @Published var fetchedPhotos: [Asset] = []
            @Published var allPhotos: PHFetchResult<PHAsset>!
            @Published var lastChange = "none"
            @Published var saved = false

            func setup() {
                PHPhotoLibrary.requestAuthorization(for: .readWrite) { status in
                    DispatchQueue.main.async {
                        self.status = status == .authorized ? "authorized" : "denied"
                        self.fetchPhotos()
                        self.saveSnapshot()
                    }
                }
                PHPhotoLibrary.shared().register(self)
            }

            func fetchPhotos() {
                let options = PHFetchOptions()
                options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
                options.includeHiddenAssets = false
                let fetchedResults = PHAsset.fetchAssets(with: .image, options: options)
                allPhotos = fetchedResults
                fetchedResults.enumerateObjects { asset, index, _ in
                    self.getImage(from: asset, size: CGSize(width: 150, height: 150)) { image in
                        self.fetchedPhotos.append(Asset(asset: asset, image: image))
                    }
                }
            }

            @MainActor func saveSnapshot() {
                let renderer = ImageRenderer(content: Color.orange.frame(width: 60, height: 40))
                guard let image = renderer.uiImage else { return }
                PHPhotoLibrary.shared().performChanges({
                    PHAssetChangeRequest.creationRequestForAsset(from: image)
                }, completionHandler: { success, error in
                    DispatchQueue.main.async { self.saved = success && error == nil }
                })
            }

            func getImage(from asset: PHAsset, size: CGSize, completion: @escaping (UIImage) -> ()) {
                let imageManager = PHCachingImageManager()
                imageManager.allowsCachingHighQualityImages = true
                let imageOptions = PHImageRequestOptions()
                imageOptions.deliveryMode = .highQualityFormat
                imageOptions.isSynchronous = false
                imageManager.requestImage(for: asset, targetSize: size, contentMode: .aspectFill, options: imageOptions) { image, _ in
                    guard let resizedImage = image else { return }
                    completion(resizedImage)
                }
            }

            func photoLibraryDidChange(_ changeInstance: PHChange) {
                guard let _ = allPhotos else { return }
                if let updates = changeInstance.changeDetails(for: allPhotos) {
                    let updatedPhotos = updates.fetchResultAfterChanges
                    updatedPhotos.enumerateObjects { asset, index, _ in
                        if !self.allPhotos.contains(asset) {
                            self.getImage(from: asset, size: CGSize(width: 150, height: 150)) { image in
                                DispatchQueue.main.async {
                                    self.fetchedPhotos.append(Asset(asset: asset, image: image))
                                }
                            }
                        }
                    }
                    DispatchQueue.main.async {
                        self.lastChange = "inserted-\(updates.insertedIndexes?.count ?? 0)-at-\(updates.insertedIndexes?.first ?? -1)"
                        self.allPhotos = updatedPhotos
                    }
                }
            }
        }

        struct ThumbnailView: View {
            var photo: Asset
            var body: some View {
                ZStack(alignment: .bottomTrailing) {
                    Image(uiImage: photo.image)
                        .resizable()
                        .aspectRatio(contentMode: .fill)
                        .frame(width: 150, height: 150)
                        .cornerRadius(10)
                    if photo.asset.mediaType == .video {
                        Image(systemName: "video.fill")
                            .foregroundColor(.white)
                            .padding(8)
                    }
                }
                .id("thumb-\(Int(photo.image.size.width))x\(Int(photo.image.size.height))-of-\(photo.asset.pixelWidth)x\(photo.asset.pixelHeight)")
            }
        }

        struct PhotoTray: View {
            @StateObject var imagePicker = ImagePickerViewModel()

            var body: some View {
                VStack(spacing: 8) {
                    Text(imagePicker.status).id("status-\(imagePicker.status)")
                    Text(imagePicker.lastChange).id("change-\(imagePicker.lastChange)")
                    Text(imagePicker.saved ? "Saved" : "Saving").id("saved-\(imagePicker.saved)")
                    Text("\(imagePicker.allPhotos?.count ?? 0) photos").id("count-\(imagePicker.allPhotos?.count ?? 0)")
                    ScrollView(.horizontal, showsIndicators: false) {
                        HStack(spacing: 15) {
                            ForEach(imagePicker.fetchedPhotos.sorted { $0.image.size.width > $1.image.size.width }) { photo in
                                ThumbnailView(photo: photo)
                            }
                        }
                        .padding()
                    }
                    .frame(height: 200)
                }
                .onAppear(perform: imagePicker.setup)
            }
        }

        struct PhotoTray_Previews: PreviewProvider {
            static var previews: some View {
                PhotoTray()
            }
        }
        """#

    @Test func aPhotoTrayFetchesThumbnailsAndHearsOfASavedPhoto() throws {
        let url = try Command.temporaryFile(Self.screen, name: "PhotoTray.swift")
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        // The library: one 300 × 200 photo.
        let library = folder.appendingPathComponent("Library")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        let pixels: [UInt8] = Array(repeating: [40, 120, 200, 255], count: 300 * 200).flatMap { $0 }
        try RenderedImage(width: 300, height: 200, rgba: pixels).pngData().write(to: library.appendingPathComponent("IMG_0001.png"))
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled", "--interact", "wait 1.5"],
                                     environment: ["TRELLIS_PHOTO_LIBRARY": library.path])
        #expect(r.status == 0, "\(r.stderr)")
        let tree = try CompiledPath.tree(r.stdout)
        let ids = tree.root.all.compactMap(\.id)
        // Asked, and allowed; the seeded photo, then the saved one, newest first.
        #expect(ids.contains("status-authorized"), "\(ids)")
        #expect(ids.contains("change-inserted-1-at-0"), "\(ids)")
        #expect(ids.contains("count-2") && ids.contains("saved-true"), "\(ids)")
        // Thumbnails: the 300 × 200 photo filled to 150 high (225 × 150); the 60 × 40 snapshot is
        // never enlarged. Each is drawn 150 square.
        #expect(ids.filter { $0.hasPrefix("thumb-") } == ["thumb-225x150-of-300x200", "thumb-60x40-of-60x40"], "\(ids)")
        let thumbs = tree.root.all.filter { $0.id?.hasPrefix("thumb-") == true }
        #expect(thumbs.map { [$0.frame.rect.width, $0.frame.rect.height] } == [[150, 150], [150, 150]], "\(thumbs.map(\.frame))")
    }
}
