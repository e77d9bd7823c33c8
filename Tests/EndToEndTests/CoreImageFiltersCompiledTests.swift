import Foundation
import Testing
import TrellisTestSupport

/// A filter picker in the style of Kavsoft's Filter app, compiled unchanged: a view model applies
/// `CIFilter.comicEffect()`, `CIFilter.photoEffectFade()` and other typed built-ins to a photo
/// (here one made of Core Image's own generators, so nothing is bundled), on a background queue
/// as the app does, and shows a horizontal strip of the filtered thumbnails, each knowing whether
/// it has a slider to offer (`inputKeys.count > 1`).
@Suite(.serialized) struct CoreImageFiltersCompiled {
    static let screen = #"""
        import SwiftUI
        import CoreImage
        import CoreImage.CIFilterBuiltins

        struct FilteredImage: Identifiable {
            var id = UUID().uuidString
            var image: UIImage
            var filter: CIFilter
            var isEditable: Bool
        }

        final class Results: @unchecked Sendable {
            private let lock = NSLock()
            private var items: [Int: FilteredImage] = [:]
            func set(_ item: FilteredImage, at index: Int) { lock.lock(); items[index] = item; lock.unlock() }
            var ordered: [FilteredImage] { items.keys.sorted().compactMap { items[$0] } }
        }

        class HomeViewModel: ObservableObject {
            @Published var allImages: [FilteredImage] = []
            @Published var mainView: FilteredImage!
            @Published var fadedBlack = 0

            let filters: [CIFilter] = [
                CIFilter.comicEffect(),
                CIFilter.photoEffectFade(),
                CIFilter.sepiaTone(),
                CIFilter.gaussianBlur(),
                CIFilter.bloom()
            ]

            init() {
                loadFilter()
            }

            /// A stand-in photo: a sky gradient with a sun, 300 × 200.
            var photo: CIImage {
                let sky = CIFilter.linearGradient()
                sky.point0 = CGPoint(x: 0, y: 0)
                sky.point1 = CGPoint(x: 0, y: 200)
                sky.color0 = CIColor(red: 0.1, green: 0.4, blue: 0.2)
                sky.color1 = CIColor(red: 0.3, green: 0.6, blue: 1)
                let sun = CIFilter.radialGradient()
                sun.center = CGPoint(x: 220, y: 140)
                sun.radius0 = 25
                sun.radius1 = 30
                sun.color0 = CIColor(red: 1, green: 0.85, blue: 0.2)
                sun.color1 = CIColor(red: 0, green: 0, blue: 0, alpha: 0)
                return sun.outputImage!.composited(over: sky.outputImage!)
                    .cropped(to: CGRect(x: 0, y: 0, width: 300, height: 200))
            }

            func loadFilter() {
                let context = CIContext()
                let ciImage = photo
                let group = DispatchGroup()
                let results = Results()
                for (index, filter) in filters.enumerated() {
                    group.enter()
                    DispatchQueue.global(qos: .userInteractive).async {
                        filter.setValue(ciImage, forKey: kCIInputImageKey)
                        if let newImage = filter.outputImage,
                           let cgImage = context.createCGImage(newImage, from: newImage.extent) {
                            let filtered = FilteredImage(image: UIImage(cgImage: cgImage), filter: filter,
                                                         isEditable: filter.inputKeys.count > 1)
                            results.set(filtered, at: index)
                        }
                        group.leave()
                    }
                }
                group.wait()
                allImages = results.ordered
                mainView = allImages.first

                // Fade lifts the blacks: the average of a black square, read back as bytes.
                let fade = CIFilter.photoEffectFade()
                fade.inputImage = CIImage(color: .black).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
                let average = CIFilter.areaAverage()
                average.inputImage = fade.outputImage
                average.extent = CGRect(x: 0, y: 0, width: 8, height: 8)
                var bitmap = [UInt8](repeating: 0, count: 4)
                context.render(average.outputImage!, toBitmap: &bitmap, rowBytes: 4,
                               bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8,
                               colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
                fadedBlack = Int(bitmap[0])
            }
        }

        struct Home: View {
            @StateObject var homeData = HomeViewModel()

            var body: some View {
                VStack {
                    if !homeData.allImages.isEmpty && homeData.mainView != nil {
                        Image(uiImage: homeData.mainView.image)
                            .resizable()
                            .aspectRatio(contentMode: .fit)
                            .frame(width: 300)
                            .id("main")

                        Text("Fade lifts black to \(homeData.fadedBlack)")
                            .id("faded-black-\(homeData.fadedBlack)")

                        ScrollView(.horizontal, showsIndicators: false) {
                            HStack(spacing: 20) {
                                ForEach(homeData.allImages) { filtered in
                                    Image(uiImage: filtered.image)
                                        .resizable()
                                        .aspectRatio(contentMode: .fit)
                                        .frame(width: 150, height: 150)
                                        .id("\(filtered.filter.name) \(Int(filtered.image.size.width))x\(Int(filtered.image.size.height)) \(filtered.isEditable ? "slider" : "fixed")")
                                        .onTapGesture {
                                            homeData.mainView = filtered
                                        }
                                }
                            }
                            .padding()
                        }
                    } else {
                        ProgressView()
                    }
                }
            }
        }

        struct Home_Previews: PreviewProvider {
            static var previews: some View {
                NavigationView {
                    Home()
                        .navigationBarTitle("Filter")
                }
            }
        }
        """#

    @Test func theFilteredThumbnailsAreMadeAndLaidOut() throws {
        let url = try Command.temporaryFile(Self.screen, name: "Home.swift")
        defer { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
        let r = try CompiledPath.run(["layout", url.path, "--json", "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let ids = try CompiledPath.tree(r.stdout).root.all.compactMap(\.id)
        // Every filter made its image: colour effects and bloom keep the photo's 300 × 200, the
        // Gaussian blur grows it by three radii a side; the filters with inputs beyond the image
        // offer a slider (the photo effects have had `inputExtrapolate` since iOS 17; the comic
        // effect has the image alone).
        for id in ["CIComicEffect 300x200 fixed", "CIPhotoEffectFade 300x200 slider", "CISepiaTone 300x200 slider",
                   "CIGaussianBlur 360x260 slider", "CIBloom 300x200 slider", "main"] {
            #expect(ids.contains(id), "\(id) in \(ids)")
        }
        // Black through Fade, read back in sRGB bytes: lifted to Trellis's approximation of
        // Apple's curve (0.14 of the way up its shadows).
        #expect(ids.contains("faded-black-36"), "\(ids)")
    }

    @Test func theScreenRendersItsThumbnails() throws {
        let url = try Command.temporaryFile(Self.screen, name: "Home.swift")
        let folder = url.deletingLastPathComponent()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("home.png")
        let r = try CompiledPath.run(["render", url.path, "-o", png.path, "--engine", "compiled"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try VariantSheetCommand.pixels(png)
        #expect(image.width > 0 && image.height > 0)
    }
}
