// The images of assets, at the sizes apps ask for: the asset's image decoded to pixels (through
// the previewer's PNG codec, Trellis's `PixelCodec`), cropped and scaled down by averaging the
// pixels each new pixel covers, and encoded again as the PNG of a UIImage. Where no codec is
// installed (nothing paints in the process) an image cannot be scaled: the asset's image is
// returned at its own size. Decoded images and scaled results are kept for the next request
// (what `PHCachingImageManager` fills ahead of time).
import CoreGraphics
import Foundation
import Trellis
import UIKit

/// The image data of the library's asset of an identifier, and its type ("public.png"), read
/// without asking for access: what a photo picker hands over (PhotosUI's `PhotosPickerItem`).
/// - Parameter identifier: The asset's local identifier.
/// - Returns: The data and its type, or nil when no image asset has the identifier.
package func pickedImageData(identifier: String) -> (data: Data, type: String)? {
    guard let record = PhotoLibraryStore.shared.state.assets[identifier], let (data, type) = AssetImages.data(record) else { return nil }
    return (data, type)
}

/// Asset images, decoded, scaled and kept.
enum AssetImages {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var decoded: [(key: String, image: RGBAImage)] = []
    nonisolated(unsafe) private static var results: [String: UIImage] = [:]
    nonisolated(unsafe) private static var resultOrder: [String] = []
    private static let decodedLimit = 6
    private static let resultLimit = 400

    /// The asset's image at its own size (nil for a video or an asset without an image).
    static func original(_ record: AssetRecord) -> UIImage? {
        guard record.mediaType == .image else { return nil }
        switch record.content {
        case let .image(image): return image
        case let .data(data): return UIImage(data: data)
        case let .file(url): return UIImage(contentsOfFile: url.path)
        case .none: return nil
        }
    }

    /// The bytes of the asset's image and their type ("public.png", "public.jpeg").
    static func data(_ record: AssetRecord) -> (Data, String)? {
        guard record.mediaType == .image else { return nil }
        switch record.content {
        case let .data(data): return (data, record.uniformTypeIdentifier)
        case let .file(url): return (try? Data(contentsOf: url)).map { ($0, record.uniformTypeIdentifier) }
        case let .image(image):
            if let jpeg = image.jpegData(compressionQuality: 1) { return (jpeg, "public.jpeg") }
            return image.pngData().map { ($0, "public.png") }
        case .none: return nil
        }
    }

    /// The size in pixels an image of `width` × `height` is delivered at for a target size: scaled
    /// to fit in it or fill it, never beyond the image's own size; the image's size for
    /// `PHImageManagerMaximumSize` (or any size not positive).
    static func deliveredSize(width: Int, height: Int, target: CGSize, contentMode: PHImageContentMode) -> (width: Int, height: Int) {
        guard width > 0, height > 0, target.width > 0, target.height > 0 else { return (width, height) }
        let sx = target.width / CGFloat(width), sy = target.height / CGFloat(height)
        let s = min(1, contentMode == .aspectFill ? max(sx, sy) : min(sx, sy))
        return (max(1, Int((CGFloat(width) * s).rounded())), max(1, Int((CGFloat(height) * s).rounded())))
    }

    /// The asset's image for a request: cropped to `crop` (unit coordinates, nil for the whole
    /// image) and scaled for the target size; the original when it cannot be scaled.
    static func image(_ record: AssetRecord, target: CGSize, contentMode: PHImageContentMode, crop: CGRect?) -> UIImage? {
        guard let original = original(record) else { return nil }
        let region = cropRegion(crop, width: record.pixelWidth, height: record.pixelHeight)
        let size = deliveredSize(width: region.width, height: region.height, target: target, contentMode: contentMode)
        if size.width == record.pixelWidth && size.height == record.pixelHeight && crop == nil { return original }
        let key = "\(record.id)#\(record.contentRevision)#\(size.width)x\(size.height)#\(region.x),\(region.y),\(region.width),\(region.height)"
        if let kept = lock.withLock({ results[key] }) { return kept }
        guard let bitmap = bitmap(record, original), bitmap.width == record.pixelWidth, bitmap.height == record.pixelHeight,
              let png = PixelCodec.encodePNG(scale(bitmap, region: region, to: size))
        else { return original }
        let image = UIImage(cgImage: CGImage(pngData: png, width: size.width, height: size.height))
        lock.withLock {
            results[key] = image
            resultOrder.append(key)
            if resultOrder.count > resultLimit { results[resultOrder.removeFirst()] = nil }
        }
        return image
    }

    /// Forgets what was kept of the assets of identifiers (all of them for nil).
    static func forget(_ ids: Set<String>?) {
        lock.withLock {
            guard let ids else {
                decoded = []
                results = [:]
                resultOrder = []
                return
            }
            let prefixes = ids.map { $0 + "#" }
            decoded.removeAll { entry in prefixes.contains { entry.key.hasPrefix($0) } }
            resultOrder.removeAll { key in
                let drop = prefixes.contains { key.hasPrefix($0) }
                if drop { results[key] = nil }
                return drop
            }
        }
    }

    /// The pixels of a crop rectangle in unit coordinates (the whole image for nil or an empty one).
    static func cropRegion(_ crop: CGRect?, width: Int, height: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        guard let crop, !crop.isEmpty, crop.width > 0, crop.height > 0 else { return (0, 0, width, height) }
        let unit = crop.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        guard !unit.isNull, !unit.isEmpty else { return (0, 0, width, height) }
        let x = Int((unit.minX * CGFloat(width)).rounded()), y = Int((unit.minY * CGFloat(height)).rounded())
        let w = max(1, min(width - x, Int((unit.width * CGFloat(width)).rounded())))
        let h = max(1, min(height - y, Int((unit.height * CGFloat(height)).rounded())))
        return (x, y, w, h)
    }

    /// The decoded pixels of the asset's image (kept for the next request).
    private static func bitmap(_ record: AssetRecord, _ original: UIImage) -> RGBAImage? {
        let key = "\(record.id)#\(record.contentRevision)"
        if let kept = lock.withLock({ decoded.first { $0.key == key }?.image }) { return kept }
        guard let png = original.pngData(), let image = PixelCodec.decodePNG(png) else { return nil }
        lock.withLock {
            decoded.append((key, image))
            if decoded.count > decodedLimit { decoded.removeFirst() }
        }
        return image
    }

    /// A region of `image` scaled to `size` by averaging, in premultiplied colour, the source
    /// pixels each new pixel covers (in two passes: across, then down).
    static func scale(_ image: RGBAImage, region: (x: Int, y: Int, width: Int, height: Int), to size: (width: Int, height: Int)) -> RGBAImage {
        let (ow, oh) = size
        let columns = spans(from: region.x, count: region.width, to: ow)
        let rows = spans(from: region.y, count: region.height, to: oh)
        // Across: every source row of the region to `ow` columns.
        var across = [Float](repeating: 0, count: region.height * ow * 4)
        image.bytes.withUnsafeBufferPointer { src in
            across.withUnsafeMutableBufferPointer { dst in
                for row in 0..<region.height {
                    let srcRow = (region.y + row) * image.width * 4
                    for (ox, span) in columns.enumerated() {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (x, weight) in span {
                            let i = srcRow + x * 4
                            let alpha = Float(src[i + 3]) * weight
                            r += Float(src[i]) * alpha
                            g += Float(src[i + 1]) * alpha
                            b += Float(src[i + 2]) * alpha
                            a += alpha
                        }
                        let o = (row * ow + ox) * 4
                        dst[o] = r; dst[o + 1] = g; dst[o + 2] = b; dst[o + 3] = a
                    }
                }
            }
        }
        // Down: the rows to `oh`, and back to straight colour.
        var bytes = [UInt8](repeating: 0, count: ow * oh * 4)
        across.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for (oy, span) in rows.enumerated() {
                    for ox in 0..<ow {
                        var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                        for (y, weight) in span {
                            let i = ((y - region.y) * ow + ox) * 4
                            r += src[i] * weight
                            g += src[i + 1] * weight
                            b += src[i + 2] * weight
                            a += src[i + 3] * weight
                        }
                        let o = (oy * ow + ox) * 4
                        guard a > 0 else { continue }
                        dst[o] = UInt8(min(255, (r / a).rounded()))
                        dst[o + 1] = UInt8(min(255, (g / a).rounded()))
                        dst[o + 2] = UInt8(min(255, (b / a).rounded()))
                        dst[o + 3] = UInt8(min(255, a.rounded()))
                    }
                }
            }
        }
        return RGBAImage(width: ow, height: oh, bytes: bytes)
    }

    /// For each of `count` new pixels, the source pixels (from `start`, `length` of them) it
    /// covers and how much of each, the weights summing to 1.
    private static func spans(from start: Int, count length: Int, to count: Int) -> [[(Int, Float)]] {
        let step = Double(length) / Double(count)
        return (0..<count).map { i in
            let lo = Double(i) * step, hi = Double(i + 1) * step
            var span: [(Int, Float)] = []
            var x = Int(lo.rounded(.down))
            while Double(x) < hi, x < length {
                let cover = min(hi, Double(x + 1)) - max(lo, Double(x))
                if cover > 0 { span.append((start + x, Float(cover / step))) }
                x += 1
            }
            return span
        }
    }
}
