// Pixels for image sources, made the way the previewer draws: PNG and JPEG data are written to
// a temporary file and drawn by the installed painter (Trellis's `ViewRasterizer`, as
// `UIImage.pngData()` draws) at the size asked for, which decodes JPEG and scales; raw pixels (a
// GIF's frames, turned images) become PNG through the painter's codec (`PixelCodec`). Where
// nothing paints (no painter in the process) these give nil, as a Simulator gives no image for
// data it cannot decode.
import CoreGraphics
import Foundation
import Trellis

/// Decodes, scales and turns images.
enum ImageRendering {
    /// PNG or JPEG data drawn at `width` × `height` pixels; nil past the pixel budget, for data
    /// the painter cannot decode, or where nothing paints.
    static func draw(_ encoded: Data, width: Int, height: Int) -> CGImage? {
        guard ImageLoading.withinPixelBudget(width: width, height: height), let file = file(of: encoded) else { return nil }
        // The painter draws a file it cannot decode as a placeholder: it is asked first.
        let probe = ViewRasterizer.rasterize(AnyView(PainterReadsImage(file: file)), proposal: .unspecified, scale: 1)
        guard probe?.width == PainterReadsImage.readableWidth else { return nil }
        let size = CGSize(width: width, height: height)
        let view = AnyView(Image(file.path).resizable().frame(width: size.width, height: size.height))
        guard let raster = ViewRasterizer.rasterize(view, proposal: ProposedViewSize(size), scale: 1),
              raster.width == width, raster.height == height else { return nil }
        return CGImage(pngData: raster.png, width: width, height: height)
    }

    /// The temporary file of encoded data, named by the data's hash (written once; the painter
    /// keeps what it decoded of a file by its path).
    static func file(of encoded: Data) -> URL? {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        encoded.withUnsafeBytes { raw in
            for byte in raw { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        let ext = ImageFileHeader.format(encoded.prefix(8)) == .jpeg ? "jpg" : "png"
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("trellis-imageio-\(String(hash, radix: 16))-\(encoded.count).\(ext)")
        if !FileManager.default.fileExists(atPath: url.path) {
            guard (try? encoded.write(to: url, options: .atomic)) != nil else { return nil }
        }
        return url
    }

    /// An image of straight RGBA bytes (rows from the top); nil where nothing can encode PNG.
    static func image(rgba: [UInt8], width: Int, height: Int) -> CGImage? {
        guard let png = PixelCodec.encodePNG(RGBAImage(width: width, height: height, bytes: rgba)) else { return nil }
        return CGImage(pngData: png, width: width, height: height)
    }

    /// The image scaled to `width` × `height` (the image itself at its own size).
    static func scaled(_ image: CGImage, width: Int, height: Int) -> CGImage? {
        if image.width == width && image.height == height { return image }
        return draw(image.pngData, width: width, height: height)
    }

    /// The size of an image of `width` × `height` whose longer side is at most `maximum`
    /// pixels, the aspect ratio kept; the size itself when it fits (images are not enlarged).
    static func fitted(width: Int, height: Int, maximum: Double?) -> (width: Int, height: Int) {
        guard let maximum, maximum >= 1, Double(max(width, height)) > maximum else { return (width, height) }
        let scale = maximum / Double(max(width, height))
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// The image turned and mirrored as its EXIF orientation says it is shown: orientations 5
    /// to 8 swap its width and height. Nil where nothing can decode and encode PNG.
    static func oriented(_ image: CGImage, _ orientation: CGImagePropertyOrientation) -> CGImage? {
        guard orientation != .up else { return image }
        guard let pixels = PixelCodec.decodePNG(image.pngData), pixels.width == image.width, pixels.height == image.height else { return nil }
        let w = pixels.width, h = pixels.height
        let swaps = orientation.rawValue >= 5
        let outWidth = swaps ? h : w, outHeight = swaps ? w : h
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        for y in 0..<outHeight {
            for x in 0..<outWidth {
                // The stored pixel shown at (x, y).
                let (sx, sy): (Int, Int) = switch orientation {
                case .up: (x, y)
                case .upMirrored: (w - 1 - x, y)
                case .down: (w - 1 - x, h - 1 - y)
                case .downMirrored: (x, h - 1 - y)
                case .leftMirrored: (y, x)
                case .right: (y, h - 1 - x)
                case .rightMirrored: (w - 1 - y, h - 1 - x)
                case .left: (w - 1 - y, x)
                }
                let from = (sy * w + sx) * 4, to = (y * outWidth + x) * 4
                out[to] = pixels.bytes[from]
                out[to + 1] = pixels.bytes[from + 1]
                out[to + 2] = pixels.bytes[from + 2]
                out[to + 3] = pixels.bytes[from + 3]
            }
        }
        return Self.image(rgba: out, width: outWidth, height: outHeight)
    }
}
