// ImageIO's functions over image destinations, with Apple's names and signatures.
import CoreGraphics
import Foundation

/// The Core Foundation type identifier of image destinations.
/// - Returns: The identifier.
public func CGImageDestinationGetTypeID() -> CFTypeID { 0x1_0002 }

/// The type identifiers of the formats image destinations write.
///
/// Linux: `"public.png"` only (see `CGImageDestination`).
/// - Returns: An array of type identifiers.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    NSArray(array: CGImageDestination.writtenFormats.map { NSString(string: $0.typeIdentifier) })
}

/// An image destination writing into mutable data.
/// - Parameters:
///   - data: The data the file is appended to when finalized (`NSMutableData()`,
///     `CFDataCreateMutable(nil, 0)`).
///   - type: The format's type identifier (`UTType.png.identifier as CFString`).
///   - count: How many images the file will hold.
///   - options: Destination options.
/// - Returns: The destination; nil for a type that is no image format ImageIO writes, or a
///   count below 1. (Linux: only PNG is written; see `CGImageDestination`.)
public func CGImageDestinationCreateWithData(_ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    guard count >= 1, let format = ImageFormat(typeIdentifier: String(type)), CGImageDestination.formats.contains(format) else { return nil }
    return CGImageDestination(output: .data(data), format: format, capacity: count, options: options)
}

/// An image destination writing a file.
/// - Parameters:
///   - url: The file's URL (`url as CFURL`), written when finalized.
///   - type: The format's type identifier.
///   - count: How many images the file will hold.
///   - options: Destination options.
/// - Returns: The destination; nil for a URL that is not a file's, a type that is no image
///   format ImageIO writes, or a count below 1.
public func CGImageDestinationCreateWithURL(_ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?) -> CGImageDestination? {
    let fileURL = url as URL
    guard fileURL.isFileURL, count >= 1, let format = ImageFormat(typeIdentifier: String(type)),
          CGImageDestination.formats.contains(format) else { return nil }
    return CGImageDestination(output: .url(fileURL), format: format, capacity: count, options: options)
}

/// Adds an image to a destination.
/// - Parameters:
///   - idst: The destination.
///   - image: The image.
///   - properties: The image's properties (`kCGImageDestinationImageMaxPixelSize`,
///     `kCGImagePropertyOrientation`…; Linux: metadata is not written).
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, options: ImageIOOptions(properties))
}

/// Adds an image of a source to a destination (its data decoded, as `CGImageSourceCreateImageAtIndex` decodes it).
/// - Parameters:
///   - idst: The destination.
///   - isrc: The source.
///   - index: The image's index in the source.
///   - properties: The image's properties.
public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?) {
    guard let image = isrc.image(at: index, options: ImageIOOptions(nil)) else { return }
    idst.add(image, options: ImageIOOptions(properties))
}

/// Sets properties of a destination's file as a whole.
/// - Parameters:
///   - idst: The destination.
///   - properties: The properties (`kCGImageDestinationImageMaxPixelSize`, a GIF's loop count…).
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(ImageIOOptions(properties))
}

/// Writes a destination's file, once all its images were added.
/// - Parameter idst: The destination.
/// - Returns: True when the file was written; false when fewer images than its count were
///   added, it was finalized before, the file cannot be written, or (Linux) the format is not PNG.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }
