// An image destination: images collected for one file of a format, written when finalized
// (CGImageDestinationFunctions.swift has ImageIO's functions over it).
import CoreGraphics
import Foundation

/// An opaque destination of images: the file or data an image of a format is written to.
///
/// Linux: PNG is written for real, from the image's pixels (a `CGImage` holds PNG data), scaled
/// down first by `kCGImageDestinationImageMaxPixelSize`; metadata (orientation, EXIF, GPS) is
/// not written into it. JPEG, HEIC, GIF, TIFF and BMP destinations are made, but Linux has no
/// encoder for them: they are not written, and `CGImageDestinationFinalize` returns false.
public final class CGImageDestination: @unchecked Sendable, Hashable {
    /// Where the file goes.
    enum Output {
        case data(NSMutableData)
        case url(URL)
    }

    private let lock = NSLock()
    private let output: Output
    private let format: ImageFormat
    private let capacity: Int
    private var options: ImageIOOptions
    private var images: [(image: CGImage, options: ImageIOOptions)] = []
    private var finalized = false

    /// A destination of `capacity` images of `format`.
    init(output: Output, format: ImageFormat, capacity: Int, options: CFDictionary?) {
        self.output = output
        self.format = format
        self.capacity = capacity
        self.options = ImageIOOptions(options)
    }

    /// Compares destinations by identity, as Core Foundation compares image destinations.
    /// - Parameters:
    ///   - lhs: A destination.
    ///   - rhs: Another destination.
    /// - Returns: Whether they are the same destination.
    public static func == (lhs: CGImageDestination, rhs: CGImageDestination) -> Bool { lhs === rhs }

    /// Hashes the destination's identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The formats destinations are made for (the ones Apple's ImageIO writes).
    static let formats: [ImageFormat] = [.png, .jpeg, .gif, .tiff, .bmp, .heic]

    /// The formats written for real.
    static let writtenFormats: [ImageFormat] = [.png]

    /// Adds an image, unless the destination already has its count of images or was finalized.
    func add(_ image: CGImage, options: ImageIOOptions) {
        lock.withLock {
            guard !finalized, images.count < capacity else { return }
            images.append((image, options))
        }
    }

    /// Sets properties that apply to every image.
    func setProperties(_ properties: ImageIOOptions) {
        lock.withLock { options = options.merged(with: properties) }
    }

    /// Writes the file: true when it was written.
    func finalize() -> Bool {
        lock.withLock {
            guard !finalized else { return false }
            finalized = true
            guard images.count == capacity, let first = images.first, Self.writtenFormats.contains(format) else { return false }
            let options = self.options.merged(with: first.options)
            let size = ImageRendering.fitted(width: first.image.width, height: first.image.height,
                                             maximum: options.number(kCGImageDestinationImageMaxPixelSize))
            guard let image = ImageRendering.scaled(first.image, width: size.width, height: size.height) else { return false }
            switch output {
            case let .data(data):
                data.append(image.pngData)
                return true
            case let .url(url):
                return (try? image.pngData.write(to: url, options: .atomic)) != nil
            }
        }
    }
}
