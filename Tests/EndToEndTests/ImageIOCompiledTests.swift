import Foundation
import Testing
import TrellisTestSupport

/// The WWDC "downsample with CGImageSourceCreateThumbnailAtIndex" pattern compiled unchanged: an
/// image source of a JPEG file, a thumbnail at most 150 pixels on a side drawn with
/// `Image(uiImage:)`, and the image's size in a `Text`; in a file that also imports Security,
/// AudioToolbox and CoreGraphics, which all name Core Foundation's types.
@Suite(.serialized) struct ImageIOCompiled {
    static func screen(photo: String) -> String {
        #"""
        import SwiftUI
        import ImageIO
        import Security
        import AudioToolbox
        import CoreGraphics

        func downsample(imageAt imageURL: URL, to pointSize: CGSize, scale: CGFloat) -> UIImage? {
            let imageSourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
            guard let imageSource = CGImageSourceCreateWithURL(imageURL as CFURL, imageSourceOptions) else { return nil }
            let maxDimensionInPixels = max(pointSize.width, pointSize.height) * scale
            let downsampleOptions = [kCGImageSourceCreateThumbnailFromImageAlways: true,
                                     kCGImageSourceShouldCacheImmediately: true,
                                     kCGImageSourceCreateThumbnailWithTransform: true,
                                     kCGImageSourceThumbnailMaxPixelSize: maxDimensionInPixels] as CFDictionary
            guard let downsampledImage = CGImageSourceCreateThumbnailAtIndex(imageSource, 0, downsampleOptions) else { return nil }
            return UIImage(cgImage: downsampledImage)
        }

        struct PhotoView: View {
            let url = URL(fileURLWithPath: "\#(photo)")
            var status: OSStatus { noErr }
            var keychainClass: CFString { kSecClass }

            var pixelWidth: Int {
                guard let source = CGImageSourceCreateWithURL(url as CFURL, nil),
                      let props = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any] else { return 0 }
                return props[kCGImagePropertyPixelWidth] as? Int ?? 0
            }

            var body: some View {
                VStack(spacing: 0) {
                    if let image = downsample(imageAt: url, to: CGSize(width: 75, height: 75), scale: 2) {
                        Image(uiImage: image)
                        Text("\(Int(image.size.width))×\(Int(image.size.height)) of \(pixelWidth)")
                    } else {
                        Text("No image")
                    }
                    Spacer()
                }
            }
        }

        #Preview {
            PhotoView()
        }
        """#
    }

    @Test func theDownsampledPhotoIsDrawnWithItsSize() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("imageio-compiled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 300 × 200 JPEG: red on its left half, blue on its right.
        let photo = folder.appendingPathComponent("photo.jpg")
        let made = ExternalTool.run(["convert", "-size", "150x200", "xc:rgb(255,0,0)", "-size", "150x200", "xc:rgb(0,0,255)", "+append",
                                    "-quality", "95", photo.path])
        #expect(made.status == 0, "ImageMagick's convert writes the test's JPEG")
        let url = folder.appendingPathComponent("PhotoView.swift")
        try Self.screen(photo: photo.path).write(to: url, atomically: true, encoding: .utf8)

        // The thumbnail is 150 × 100 (the longer side at most 75 pt × 2), centred at the top.
        let layout = try CompiledPath.run(["layout", url.path, "--engine", "compiled"])
        #expect(layout.status == 0, "\(layout.stderr)")
        #expect(layout.stdout.contains("Image  (120, 0)  150 × 100"), "\(layout.stdout)")
        // The text shows the thumbnail's size and the file's: a tap finds a view that shows it.
        let shown = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap '150×100 of 300'"])
        #expect(shown.stderr.contains("'150×100 of 300' does not take taps"), "\(shown.stderr)")
        let missing = try CompiledPath.run(["layout", url.path, "--engine", "compiled", "--interact", "tap 'No image'"])
        #expect(missing.stderr.contains("no view shows 'No image'"), "\(missing.stderr)")

        // Drawn with the photo's pixels: red on the left, blue on the right.
        let out = folder.appendingPathComponent("photo.png")
        let render = try CompiledPath.run(["render", url.path, "-o", out.path, "--engine", "compiled"])
        #expect(render.status == 0, "\(render.stderr)")
        let image = try VariantSheetCommand.pixels(out)
        let left = image.rgb(150, 50), right = image.rgb(240, 50)
        #expect(left.0 > 230 && left.1 < 30 && left.2 < 30, "\(left)")
        #expect(right.0 < 30 && right.1 < 30 && right.2 > 230, "\(right)")
    }
}
