// The image a request analyses: its luminance, upright, as Vision reads it (the alpha channel
// is ignored, as Vision ignores it), read from whatever a handler was given. Linux decodes
// bitmaps and PNG data with the previewer's codec, renders Core Image images on the processor,
// and has no pixels for Core Video buffers (nothing delivers them; requests find nothing there).
import CoreGraphics
import CoreImage
import CoreMedia
import Foundation
import Trellis

/// An image's luminance, 0...255, rows from the top; nil when its pixels cannot be read.
struct VisionImage {
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// Row-major luminance, rows from the top, or nil.
    let luminance: [UInt8]?

    /// The luminance of straight RGBA bytes (alpha ignored), with Rec. 601's weights.
    init(_ image: RGBAImage) {
        width = image.width
        height = image.height
        var values = [UInt8](repeating: 0, count: width * height)
        image.bytes.withUnsafeBufferPointer { bytes in
            for i in 0..<values.count {
                let r = Int(bytes[i * 4]), g = Int(bytes[i * 4 + 1]), b = Int(bytes[i * 4 + 2])
                values[i] = UInt8((299 * r + 587 * g + 114 * b + 500) / 1000)
            }
        }
        luminance = values
    }

    init(width: Int, height: Int, luminance: [UInt8]?) {
        self.width = width
        self.height = height
        self.luminance = luminance
    }

    /// The image turned and mirrored upright from pixels stored in `orientation`.
    /// - Parameter orientation: How the stored pixels are to be turned for display (EXIF).
    /// - Returns: The upright image.
    func upright(from orientation: CGImagePropertyOrientation) -> VisionImage {
        let swaps = [.leftMirrored, .right, .rightMirrored, .left].contains(orientation)
        let (w, h) = swaps ? (height, width) : (width, height)
        guard orientation != .up else { return self }
        guard let luminance else { return VisionImage(width: w, height: h, luminance: nil) }
        var out = [UInt8](repeating: 0, count: w * h)
        let sw = width, sh = height
        for y in 0..<h {
            for x in 0..<w {
                // The stored column and row that shows at (x, y).
                let (c, r): (Int, Int)
                switch orientation {
                case .up: (c, r) = (x, y)
                case .upMirrored: (c, r) = (sw - 1 - x, y)
                case .down: (c, r) = (sw - 1 - x, sh - 1 - y)
                case .downMirrored: (c, r) = (x, sh - 1 - y)
                case .leftMirrored: (c, r) = (y, x)
                case .right: (c, r) = (y, sh - 1 - x)
                case .rightMirrored: (c, r) = (sw - 1 - y, sh - 1 - x)
                case .left: (c, r) = (sw - 1 - y, x)
                }
                out[y * w + x] = luminance[r * sw + c]
            }
        }
        return VisionImage(width: w, height: h, luminance: out)
    }

    /// The part of the image inside a normalised rectangle (origin at the lower-left corner).
    /// - Parameter rect: The rectangle, within 0, 0, 1, 1.
    /// - Returns: Its pixels.
    func cropped(toNormalized rect: CGRect) -> VisionImage {
        guard rect != CGRect(x: 0, y: 0, width: 1, height: 1) else { return self }
        let x0 = Int((rect.minX * CGFloat(width)).rounded()), x1 = Int((rect.maxX * CGFloat(width)).rounded())
        let y0 = Int(((1 - rect.maxY) * CGFloat(height)).rounded()), y1 = Int(((1 - rect.minY) * CGFloat(height)).rounded())
        let w = max(0, min(width, x1) - max(0, x0)), h = max(0, min(height, y1) - max(0, y0))
        guard let luminance else { return VisionImage(width: w, height: h, luminance: nil) }
        var out = [UInt8](repeating: 0, count: w * h)
        for row in 0..<h {
            for col in 0..<w { out[row * w + col] = luminance[(max(0, y0) + row) * width + max(0, x0) + col] }
        }
        return VisionImage(width: w, height: h, luminance: out)
    }
}

/// What a request handler was given to analyse.
enum VisionImageSource {
    case cgImage(CGImage)
    case ciImage(CIImage)
    case pixelBuffer(CVPixelBuffer)
    case sampleBuffer(CMSampleBuffer)
    case data(Data)
    case url(URL)

    /// The largest image Linux reads (as many pixels as Core Image renders at most).
    static let maximumPixels = 64_000_000

    /// The image, upright, or the Vision error reading it failed with.
    /// - Parameter orientation: How the stored pixels are turned.
    /// - Returns: The image or the error.
    func read(_ orientation: CGImagePropertyOrientation) -> Result<VisionImage, NSError> {
        Result { try stored().upright(from: orientation) }.mapError { $0 as NSError }
    }

    private func invalid(_ why: String) -> NSError { VNErrorCode.invalidImage.error(why) }

    /// The image as stored.
    private func stored() throws -> VisionImage {
        switch self {
        case let .cgImage(image):
            guard image.width > 0, image.height > 0 else { throw invalid("The image has no pixels.") }
            guard let bitmap = PixelCodec.decodePNG(image.pngData) else {
                return VisionImage(width: image.width, height: image.height, luminance: nil)
            }
            return VisionImage(bitmap)
        case let .ciImage(image):
            return try Self.render(image)
        case let .pixelBuffer(buffer):
            let w = CVPixelBufferGetWidth(buffer), h = CVPixelBufferGetHeight(buffer)
            guard w > 0, h > 0 else { throw invalid("The pixel buffer has no pixels.") }
            return VisionImage(width: w, height: h, luminance: nil)
        case let .sampleBuffer(sample):
            guard let buffer = CMSampleBufferGetImageBuffer(sample) else { throw invalid("The sample buffer holds no image.") }
            return try VisionImageSource.pixelBuffer(buffer).stored()
        case let .data(data):
            if let bitmap = PixelCodec.decodePNG(data) { return VisionImage(bitmap) }
            guard let image = CIImage(data: data) else { throw invalid("The data is not an image that can be decoded.") }
            return try Self.render(image)
        case let .url(url):
            guard let data = try? Data(contentsOf: url) else {
                throw VNErrorCode.ioError.error("The image at \(url.path) could not be read.")
            }
            return try VisionImageSource.data(data).stored()
        }
    }

    /// A Core Image image's pixels, rendered as sRGB bytes.
    private static func render(_ image: CIImage) throws -> VisionImage {
        let extent = image.extent.integral
        guard !extent.isInfinite, !extent.isNull, extent.width >= 1, extent.height >= 1,
              extent.width * extent.height <= CGFloat(maximumPixels) else {
            throw VNErrorCode.invalidImage.error("The image's extent \(image.extent) cannot be analyzed.")
        }
        let w = Int(extent.width), h = Int(extent.height)
        var bytes = [UInt8](repeating: 0, count: w * h * 4)
        bytes.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            CIContext().render(image, toBitmap: base, rowBytes: w * 4, bounds: extent, format: .RGBA8,
                               colorSpace: CGColorSpace(name: CGColorSpace.sRGB))
        }
        return VisionImage(RGBAImage(width: w, height: h, bytes: bytes))
    }
}
