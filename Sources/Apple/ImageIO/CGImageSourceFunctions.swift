// ImageIO's functions over image sources, with Apple's names and signatures: create a source of
// data, a file or incrementally arriving data; ask its type, status, count and properties; make
// its images and thumbnails.
import CoreGraphics
import Foundation
import Trellis

/// The Core Foundation type identifier of image sources.
/// - Returns: The identifier.
public func CGImageSourceGetTypeID() -> CFTypeID { 0x1_0001 }

/// The type identifiers of the formats image sources read.
///
/// Linux: the formats recognised: PNG, JPEG and GIF are decoded; TIFF, BMP, WebP, HEIC, HEIF and
/// AVIF have their sizes and properties read but give no images.
/// - Returns: An array of type identifiers (`"public.png"`…).
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    NSArray(array: ImageFormat.allCases.map { NSString(string: $0.typeIdentifier) })
}

/// An image source of encoded image data.
/// - Parameters:
///   - data: The file's bytes (`data as CFData`).
///   - options: Source options (`kCGImageSourceShouldCache`, `kCGImageSourceTypeIdentifierHint`).
/// - Returns: The source; nil for empty data. Data of no known format gives a source whose
///   status is `.statusUnknownType` and that has no images.
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    let bytes = data as Data
    guard !bytes.isEmpty else { return nil }
    return CGImageSource(data: bytes, isFinal: true, options: options)
}

/// An image source of an image file.
/// - Parameters:
///   - url: The file's URL (`url as CFURL`).
///   - options: Source options.
/// - Returns: The source; nil when the URL is not a readable, non-empty regular file.
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    let fileURL = url as URL
    guard fileURL.isFileURL, ImageLoading.isRegularFile(fileURL.path),
          let bytes = try? Data(contentsOf: fileURL, options: .mappedIfSafe), !bytes.isEmpty else { return nil }
    return CGImageSource(data: bytes, isFinal: true, options: options)
}

/// An empty image source whose data arrives later (`CGImageSourceUpdateData`), as a download does.
/// - Parameter options: Source options.
/// - Returns: The source, reading its header (`.statusReadingHeader`).
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(data: Data(), isFinal: false, options: options)
}

/// Gives an incremental source all the data that has arrived so far.
/// - Parameters:
///   - isrc: The source (made by `CGImageSourceCreateIncremental`).
///   - data: The data from the file's start (not just the new bytes).
///   - final: Whether this is all the data.
public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(data as Data, isFinal: final)
}

/// The type identifier of a source's format.
/// - Parameter isrc: The source.
/// - Returns: `"public.png"`, `"public.jpeg"`, `"com.compuserve.gif"`, `"public.heic"`,
///   `"org.webmproject.webp"`, `"public.tiff"`…; nil for data of no known format.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.container.map { NSString(string: $0.format.typeIdentifier) }
}

/// How far a source has read its data.
/// - Parameter isrc: The source.
/// - Returns: `.statusComplete` for whole data; `.statusUnknownType` or `.statusInvalidData`
///   for data that is no image; `.statusReadingHeader` or `.statusIncomplete` while an
///   incremental source waits; `.statusUnexpectedEOF` for truncated final data.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus { isrc.status }

/// How far a source has read the data of one image.
/// - Parameters:
///   - isrc: The source.
///   - index: The image's index.
/// - Returns: The image's status (a GIF frame that is listed is complete).
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus { isrc.status(at: index) }

/// The number of images of a source: a GIF's frames, a TIFF's pages, 1 for most files.
/// - Parameter isrc: The source.
/// - Returns: The count; 0 when the data is no image or its header has not arrived.
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.container?.images.count ?? 0 }

/// The index of a source's primary image.
/// - Parameter isrc: The source.
/// - Returns: 0.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

/// The properties of a source's file as a whole.
/// - Parameters:
///   - isrc: The source.
///   - options: Accepted for ImageIO's signature.
/// - Returns: The file's size (`kCGImagePropertyFileSize`) and its format's file-level
///   dictionary (a GIF's `{GIF}`: loop count, canvas size, each frame's delays); nil when the
///   data is no image.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    guard let container = isrc.container else { return nil }
    var entries: [NSString: NSObject] = [kCGImagePropertyFileSize: NSNumber(value: isrc.byteCount)]
    for (key, value) in container.fileDictionaries { entries[NSString(string: key)] = value }
    return NSDictionary(dictionary: entries)
}

/// The properties of one image of a source.
/// - Parameters:
///   - isrc: The source.
///   - index: The image's index.
///   - options: Accepted for ImageIO's signature.
/// - Returns: Its `kCGImagePropertyPixelWidth` and `…PixelHeight`, `…Orientation` (the EXIF
///   orientation, 1 when the file has none), `…ColorModel`, `…Depth`, `…HasAlpha`,
///   `…DPIWidth` and `…DPIHeight` (72 unless the file declares a density), and its format's
///   dictionaries (`{TIFF}`, `{Exif}`, `{GPS}`, `{JFIF}`, `{PNG}`, `{GIF}` with the frame's
///   delays); nil for an index past the images. Numbers are `NSNumber`s: `as? Int`, `as? Double`
///   and `as? UInt32` read them (Linux: `as? CGFloat` does not, Foundation lacks that bridge).
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard let images = isrc.container?.images, index >= 0, index < images.count else { return nil }
    return images[index].dictionary()
}

/// An image of a source, decoded.
/// - Parameters:
///   - isrc: The source.
///   - index: The image's index (a GIF's frame, drawn over the frames before it).
///   - options: `kCGImageSourceShouldCache`, `kCGImageSourceSubsampleFactor`.
/// - Returns: The image at its full size; nil for an index past the images, data that is no
///   image or not yet all there, a format Linux does not decode (see `CGImageSource`), or where
///   nothing can draw JPEG or GIF pixels.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    isrc.image(at: index, options: ImageIOOptions(options))
}

/// A thumbnail of an image of a source: the thumbnail the file embeds (a JPEG's EXIF
/// thumbnail), or one made from the full image.
/// - Parameters:
///   - isrc: The source.
///   - index: The image's index.
///   - options: `kCGImageSourceCreateThumbnailFromImageAlways` (ignore an embedded thumbnail),
///     `kCGImageSourceCreateThumbnailFromImageIfAbsent` (use the full image when none is
///     embedded), `kCGImageSourceThumbnailMaxPixelSize` (the longer side at most this many
///     pixels, the aspect ratio kept, never enlarged), `kCGImageSourceCreateThumbnailWithTransform`
///     (turned by the EXIF orientation: 5 to 8 swap width and height), `kCGImageSourceShouldCache`.
/// - Returns: The thumbnail; nil when the file embeds none and neither option asks for the
///   full image, or when the image cannot be decoded.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    isrc.thumbnail(at: index, options: ImageIOOptions(options))
}

/// Forgets the decoded image a source keeps for an index.
/// - Parameters:
///   - isrc: The source.
///   - index: The image's index.
public func CGImageSourceRemoveCacheAtIndex(_ isrc: CGImageSource, _ index: Int) { isrc.removeCache(at: index) }
