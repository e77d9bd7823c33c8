// An image source: encoded image data read for its format, images and properties, and decoded
// on request (CGImageSourceFunctions.swift has ImageIO's functions over it).
import CoreGraphics
import Foundation
import Trellis

/// An opaque source of images: the encoded data of an image file (PNG, JPEG, GIF, TIFF, HEIC…)
/// with its images' properties and pixels.
///
/// Linux: formats are recognised by their first bytes and their headers read in Swift (sizes,
/// orientation, EXIF, TIFF and GPS metadata, GIF frames and delays, for PNG, JPEG, GIF, TIFF,
/// BMP, WebP, HEIC, HEIF and AVIF); pixels are decoded for PNG (the data as it is), JPEG
/// (drawn by the previewer's painter) and GIF (decoded in Swift, each frame composed on the
/// canvas); images of the other formats are nil. Where nothing paints, JPEG and GIF images and
/// scaled thumbnails are nil too. Damaged or unknown data gives a status and nil images, never a crash.
public final class CGImageSource: @unchecked Sendable, Hashable {
    private let lock = NSLock()
    private let options: ImageIOOptions
    private var data: Data
    private var isFinal: Bool
    private var reading: (status: CGImageSourceStatus, container: ImageContainer?)
    /// Decoded images by index, kept while `kCGImageSourceShouldCache` allows.
    private var cache: [Int: CGImage] = [:]
    private var gifDecoder: GIFDecoder?

    /// A source of `data`, final or (an incremental source) still growing.
    init(data: Data, isFinal: Bool, options: CFDictionary?) {
        self.data = data
        self.isFinal = isFinal
        self.options = ImageIOOptions(options)
        reading = ImageContainer.read(ByteReader(bytes: [UInt8](data)), isFinal: isFinal)
    }

    /// Compares sources by identity, as Core Foundation compares image sources.
    /// - Parameters:
    ///   - lhs: A source.
    ///   - rhs: Another source.
    /// - Returns: Whether they are the same source.
    public static func == (lhs: CGImageSource, rhs: CGImageSource) -> Bool { lhs === rhs }

    /// Hashes the source's identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Replaces the data of an incremental source with a longer prefix of the file.
    func update(_ newData: Data, isFinal final: Bool) {
        lock.withLock {
            guard !isFinal else { return }
            data = newData
            isFinal = final
            reading = ImageContainer.read(ByteReader(bytes: [UInt8](newData)), isFinal: final)
            cache = [:]
            gifDecoder = nil
        }
    }

    /// The status of the source.
    var status: CGImageSourceStatus { lock.withLock { reading.status } }

    /// The container read so far (nil before the header is known).
    var container: ImageContainer? { lock.withLock { reading.container } }

    /// The number of bytes of data.
    var byteCount: Int { lock.withLock { data.count } }

    /// The status of one image: complete once its data is all there (a GIF frame as soon as its own data is).
    func status(at index: Int) -> CGImageSourceStatus {
        lock.withLock {
            guard let container = reading.container else { return reading.status }
            guard index >= 0, index < container.images.count else { return .statusInvalidData }
            return container.format == .gif ? .statusComplete : reading.status
        }
    }

    /// Forgets the decoded image kept for `index`.
    func removeCache(at index: Int) { _ = lock.withLock { cache.removeValue(forKey: index) } }

    /// Whether the images may be decoded: the data is all there, or it is final (a truncated
    /// file is decoded as far as it goes).
    private var decodable: Bool { reading.status == .statusComplete || isFinal }

    /// The image at `index` at its full size (or made smaller by a subsample factor); nil when
    /// it cannot be decoded.
    func image(at index: Int, options callOptions: ImageIOOptions) -> CGImage? {
        let options = self.options.merged(with: callOptions)
        return lock.withLock {
            // A GIF's listed frames have all their data; other images wait for the whole file.
            guard let container = reading.container, index >= 0, index < container.images.count,
                  container.format == .gif || decodable else { return nil }
            let properties = container.images[index]
            var image: CGImage?
            if let cached = cache[index] {
                image = cached
            } else {
                image = decodeLocked(container, index)
                if options.bool(kCGImageSourceShouldCache) ?? true, let image { cache[index] = image }
            }
            if let factor = options.number(kCGImageSourceSubsampleFactor), [2.0, 4.0, 8.0].contains(factor), let full = image {
                let f = Int(factor)
                image = ImageRendering.scaled(full, width: (properties.width + f - 1) / f, height: (properties.height + f - 1) / f)
            }
            return image
        }
    }

    /// Decodes image `index` of the container; the lock is held.
    private func decodeLocked(_ container: ImageContainer, _ index: Int) -> CGImage? {
        let properties = container.images[index]
        guard ImageLoading.withinPixelBudget(width: properties.width, height: properties.height) else { return nil }
        switch container.format {
        case .png:
            return CGImage(pngData: data, width: properties.width, height: properties.height)
        case .jpeg:
            return ImageRendering.draw(data, width: properties.width, height: properties.height)
        case .gif:
            guard let gif = container.gif else { return nil }
            if gifDecoder == nil { gifDecoder = GIFDecoder(gif) }
            guard let pixels = gifDecoder?.image(at: index) else { return nil }
            return ImageRendering.image(rgba: pixels, width: gif.width, height: gif.height)
        case .tiff, .bmp, .webp, .heic, .heif, .avif:
            return nil
        }
    }

    /// A thumbnail of image `index`, as `CGImageSourceCreateThumbnailAtIndex` makes it.
    func thumbnail(at index: Int, options callOptions: ImageIOOptions) -> CGImage? {
        let options = self.options.merged(with: callOptions)
        guard let container, index >= 0, index < container.images.count else { return nil }
        let properties = container.images[index]
        let always = options.bool(kCGImageSourceCreateThumbnailFromImageAlways) ?? false
        let ifAbsent = options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent) ?? false
        // The embedded thumbnail unless the full image is asked for; the full image when the
        // file embeds none and that is allowed.
        var base: CGImage?
        if !always, index == 0, let embedded = container.embeddedThumbnail, let size = ImageFileHeader.pixelSize(of: embedded) {
            base = ImageRendering.draw(embedded, width: size.width, height: size.height)
        }
        let maximum = options.number(kCGImageSourceThumbnailMaxPixelSize)
        if base == nil, always || ifAbsent {
            // A JPEG is drawn at the thumbnail's size at once (not drawn whole, then scaled).
            let fitted = ImageRendering.fitted(width: properties.width, height: properties.height, maximum: maximum)
            let direct = container.format == .jpeg && (fitted.width, fitted.height) != (properties.width, properties.height)
            base = direct ? lock.withLock { decodable ? ImageRendering.draw(data, width: fitted.width, height: fitted.height) : nil }
                : image(at: index, options: callOptions)
        }
        guard let base else { return nil }
        let size = ImageRendering.fitted(width: base.width, height: base.height, maximum: maximum)
        guard let scaled = ImageRendering.scaled(base, width: size.width, height: size.height) else { return nil }
        guard options.bool(kCGImageSourceCreateThumbnailWithTransform) ?? false,
              let orientation = CGImagePropertyOrientation(rawValue: properties.orientation) else { return scaled }
        return ImageRendering.oriented(scaled, orientation)
    }
}
