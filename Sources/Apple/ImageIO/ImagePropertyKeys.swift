// ImageIO's property keys, with Apple's string values ("PixelWidth", "{GIF}", "DelayTime"): the
// keys of the dictionaries `CGImageSourceCopyPropertiesAtIndex` returns and
// `CGImageDestinationAddImage` takes. Core Foundation strings (`NSString` on Linux), so
// `props[kCGImagePropertyPixelWidth]` looks them up in a `[CFString: Any]`.
import CoreGraphics
import Foundation

// MARK: - Image properties

/// The file's size in bytes (a container property).
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"

/// The image's width in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"

/// The image's height in pixels.
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"

/// The image's horizontal resolution in dots per inch (72 when the file declares none).
nonisolated(unsafe) public let kCGImagePropertyDPIWidth: CFString = "DPIWidth"

/// The image's vertical resolution in dots per inch (72 when the file declares none).
nonisolated(unsafe) public let kCGImagePropertyDPIHeight: CFString = "DPIHeight"

/// Bits per colour component (8 for most images).
nonisolated(unsafe) public let kCGImagePropertyDepth: CFString = "Depth"

/// The image's EXIF orientation, 1 to 8 (`CGImagePropertyOrientation`'s raw values).
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"

/// Whether the components are floating-point numbers.
nonisolated(unsafe) public let kCGImagePropertyIsFloat: CFString = "IsFloat"

/// Whether pixels are indices into a colour table (GIF, palette PNG).
nonisolated(unsafe) public let kCGImagePropertyIsIndexed: CFString = "IsIndexed"

/// Whether the image has an alpha channel or a transparent colour.
nonisolated(unsafe) public let kCGImagePropertyHasAlpha: CFString = "HasAlpha"

/// The colour model: `kCGImagePropertyColorModelRGB`, `…Gray`, `…CMYK` or `…Lab`.
nonisolated(unsafe) public let kCGImagePropertyColorModel: CFString = "ColorModel"

/// The name of the image's colour profile.
nonisolated(unsafe) public let kCGImagePropertyProfileName: CFString = "ProfileName"

/// The index of a file's primary image (HEIF).
nonisolated(unsafe) public let kCGImagePropertyPrimaryImage: CFString = "PrimaryImage"

/// The number of images a file holds.
nonisolated(unsafe) public let kCGImagePropertyImageCount: CFString = "ImageCount"

/// The RGB colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelRGB: CFString = "RGB"

/// The grey-scale colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelGray: CFString = "Gray"

/// The CMYK colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelCMYK: CFString = "CMYK"

/// The CIE Lab colour model.
nonisolated(unsafe) public let kCGImagePropertyColorModelLab: CFString = "Lab"

// MARK: - Format dictionaries

/// The dictionary of TIFF tags (camera make and model, software, orientation, resolution).
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"

/// The dictionary of a GIF's properties (delays, loop count, canvas size).
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"

/// The dictionary of a JPEG's JFIF header (version, density, progressive coding).
nonisolated(unsafe) public let kCGImagePropertyJFIFDictionary: CFString = "{JFIF}"

/// The dictionary of EXIF tags (exposure, dates, lens, pixel dimensions).
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"

/// The dictionary of a PNG's properties (interlacing, gamma, pixel size, text).
nonisolated(unsafe) public let kCGImagePropertyPNGDictionary: CFString = "{PNG}"

/// The dictionary of IPTC metadata (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyIPTCDictionary: CFString = "{IPTC}"

/// The dictionary of GPS tags (latitude, longitude, altitude, time).
nonisolated(unsafe) public let kCGImagePropertyGPSDictionary: CFString = "{GPS}"

/// The dictionary of camera raw properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyRawDictionary: CFString = "{Raw}"

/// The dictionary of Canon CIFF properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyCIFFDictionary: CFString = "{CIFF}"

/// The dictionary of Photoshop properties (not read on Linux).
nonisolated(unsafe) public let kCGImageProperty8BIMDictionary: CFString = "{8BIM}"

/// The dictionary of DNG properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyDNGDictionary: CFString = "{DNG}"

/// The dictionary of auxiliary EXIF properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyExifAuxDictionary: CFString = "{ExifAux}"

/// The dictionary of an HEIC image sequence's properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyHEICSDictionary: CFString = "{HEICS}"

/// The dictionary of a WebP's properties (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyWebPDictionary: CFString = "{WebP}"

// MARK: - GIF

/// How many times a GIF's animation plays (0: forever), from its NETSCAPE2.0 extension.
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"

/// A frame's delay in seconds, clamped to at least 0.1.
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"

/// A frame's colour table (not reported on Linux).
nonisolated(unsafe) public let kCGImagePropertyGIFImageColorMap: CFString = "ImageColorMap"

/// Whether the GIF has a global colour table.
nonisolated(unsafe) public let kCGImagePropertyGIFHasGlobalColorMap: CFString = "HasGlobalColorMap"

/// A frame's delay in seconds as the file states it (0 or more).
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"

/// The width of a GIF's canvas (its logical screen) in pixels.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelWidth: CFString = "CanvasPixelWidth"

/// The height of a GIF's canvas (its logical screen) in pixels.
nonisolated(unsafe) public let kCGImagePropertyGIFCanvasPixelHeight: CFString = "CanvasPixelHeight"

/// An array with a dictionary of delays a frame (a container property).
nonisolated(unsafe) public let kCGImagePropertyGIFFrameInfoArray: CFString = "FrameInfoArray"

// MARK: - PNG

/// A PNG's gamma (its gAMA chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGGamma: CFString = "Gamma"

/// A PNG's interlacing: 0 none, 1 Adam7.
nonisolated(unsafe) public let kCGImagePropertyPNGInterlaceType: CFString = "InterlaceType"

/// A PNG's horizontal pixels per metre (its pHYs chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGXPixelsPerMeter: CFString = "XPixelsPerMeter"

/// A PNG's vertical pixels per metre (its pHYs chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGYPixelsPerMeter: CFString = "YPixelsPerMeter"

/// A PNG's sRGB rendering intent (its sRGB chunk).
nonisolated(unsafe) public let kCGImagePropertyPNGsRGBIntent: CFString = "sRGBIntent"

/// A PNG's chromaticities (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyPNGChromaticities: CFString = "Chromaticities"

/// A PNG's Author text.
nonisolated(unsafe) public let kCGImagePropertyPNGAuthor: CFString = "Author"

/// A PNG's Copyright text.
nonisolated(unsafe) public let kCGImagePropertyPNGCopyright: CFString = "Copyright"

/// A PNG's Creation Time text.
nonisolated(unsafe) public let kCGImagePropertyPNGCreationTime: CFString = "CreationTime"

/// A PNG's Description text.
nonisolated(unsafe) public let kCGImagePropertyPNGDescription: CFString = "Description"

/// A PNG's modification time (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyPNGModificationTime: CFString = "ModificationTime"

/// A PNG's Software text.
nonisolated(unsafe) public let kCGImagePropertyPNGSoftware: CFString = "Software"

/// A PNG's Title text.
nonisolated(unsafe) public let kCGImagePropertyPNGTitle: CFString = "Title"

/// How many times an animated PNG plays (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyAPNGLoopCount: CFString = "LoopCount"

/// An animated PNG frame's delay (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyAPNGDelayTime: CFString = "DelayTime"

/// An animated PNG frame's unclamped delay (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyAPNGUnclampedDelayTime: CFString = "UnclampedDelayTime"

// MARK: - JFIF

/// A JPEG's JFIF version, as an array ([1, 0, 1]).
nonisolated(unsafe) public let kCGImagePropertyJFIFVersion: CFString = "JFIFVersion"

/// A JPEG's horizontal density, in the density unit.
nonisolated(unsafe) public let kCGImagePropertyJFIFXDensity: CFString = "XDensity"

/// A JPEG's vertical density, in the density unit.
nonisolated(unsafe) public let kCGImagePropertyJFIFYDensity: CFString = "YDensity"

/// A JPEG's density unit: 0 an aspect ratio, 1 dots per inch, 2 dots per centimetre.
nonisolated(unsafe) public let kCGImagePropertyJFIFDensityUnit: CFString = "DensityUnit"

/// Whether a JPEG is progressive.
nonisolated(unsafe) public let kCGImagePropertyJFIFIsProgressive: CFString = "IsProgressive"

// MARK: - TIFF

/// The TIFF compression scheme.
nonisolated(unsafe) public let kCGImagePropertyTIFFCompression: CFString = "Compression"

/// The TIFF colour space of the pixels.
nonisolated(unsafe) public let kCGImagePropertyTIFFPhotometricInterpretation: CFString = "PhotometricInterpretation"

/// The document's name.
nonisolated(unsafe) public let kCGImagePropertyTIFFDocumentName: CFString = "DocumentName"

/// The image's description.
nonisolated(unsafe) public let kCGImagePropertyTIFFImageDescription: CFString = "ImageDescription"

/// The camera's manufacturer.
nonisolated(unsafe) public let kCGImagePropertyTIFFMake: CFString = "Make"

/// The camera's model.
nonisolated(unsafe) public let kCGImagePropertyTIFFModel: CFString = "Model"

/// The TIFF orientation tag (EXIF orientation).
nonisolated(unsafe) public let kCGImagePropertyTIFFOrientation: CFString = "Orientation"

/// Pixels a resolution unit across.
nonisolated(unsafe) public let kCGImagePropertyTIFFXResolution: CFString = "XResolution"

/// Pixels a resolution unit down.
nonisolated(unsafe) public let kCGImagePropertyTIFFYResolution: CFString = "YResolution"

/// The resolution unit: 2 inches, 3 centimetres.
nonisolated(unsafe) public let kCGImagePropertyTIFFResolutionUnit: CFString = "ResolutionUnit"

/// The software that made the image.
nonisolated(unsafe) public let kCGImagePropertyTIFFSoftware: CFString = "Software"

/// When the image was last changed ("yyyy:MM:dd HH:mm:ss").
nonisolated(unsafe) public let kCGImagePropertyTIFFDateTime: CFString = "DateTime"

/// Who made the image.
nonisolated(unsafe) public let kCGImagePropertyTIFFArtist: CFString = "Artist"

/// The computer the image was made on.
nonisolated(unsafe) public let kCGImagePropertyTIFFHostComputer: CFString = "HostComputer"

/// The image's copyright notice.
nonisolated(unsafe) public let kCGImagePropertyTIFFCopyright: CFString = "Copyright"

// MARK: - EXIF

/// The exposure time in seconds.
nonisolated(unsafe) public let kCGImagePropertyExifExposureTime: CFString = "ExposureTime"

/// The f-number.
nonisolated(unsafe) public let kCGImagePropertyExifFNumber: CFString = "FNumber"

/// The exposure program.
nonisolated(unsafe) public let kCGImagePropertyExifExposureProgram: CFString = "ExposureProgram"

/// The ISO speed ratings, an array.
nonisolated(unsafe) public let kCGImagePropertyExifISOSpeedRatings: CFString = "ISOSpeedRatings"

/// The EXIF version, as an array ([2, 3, 2]).
nonisolated(unsafe) public let kCGImagePropertyExifVersion: CFString = "ExifVersion"

/// When the photo was taken ("yyyy:MM:dd HH:mm:ss").
nonisolated(unsafe) public let kCGImagePropertyExifDateTimeOriginal: CFString = "DateTimeOriginal"

/// When the photo was digitized.
nonisolated(unsafe) public let kCGImagePropertyExifDateTimeDigitized: CFString = "DateTimeDigitized"

/// How the flash fired.
nonisolated(unsafe) public let kCGImagePropertyExifFlash: CFString = "Flash"

/// The lens's focal length in millimetres.
nonisolated(unsafe) public let kCGImagePropertyExifFocalLength: CFString = "FocalLength"

/// The colour space (1: sRGB).
nonisolated(unsafe) public let kCGImagePropertyExifColorSpace: CFString = "ColorSpace"

/// The image's width as EXIF records it.
nonisolated(unsafe) public let kCGImagePropertyExifPixelXDimension: CFString = "PixelXDimension"

/// The image's height as EXIF records it.
nonisolated(unsafe) public let kCGImagePropertyExifPixelYDimension: CFString = "PixelYDimension"

/// The lens's manufacturer.
nonisolated(unsafe) public let kCGImagePropertyExifLensMake: CFString = "LensMake"

/// The lens's model.
nonisolated(unsafe) public let kCGImagePropertyExifLensModel: CFString = "LensModel"

/// A user's comment (not read on Linux).
nonisolated(unsafe) public let kCGImagePropertyExifUserComment: CFString = "UserComment"

// MARK: - GPS

/// The GPS tags' version, an array ([2, 2, 0, 0]).
nonisolated(unsafe) public let kCGImagePropertyGPSVersion: CFString = "GPSVersion"

/// "N" or "S".
nonisolated(unsafe) public let kCGImagePropertyGPSLatitudeRef: CFString = "LatitudeRef"

/// The latitude in decimal degrees (north or south by `LatitudeRef`).
nonisolated(unsafe) public let kCGImagePropertyGPSLatitude: CFString = "Latitude"

/// "E" or "W".
nonisolated(unsafe) public let kCGImagePropertyGPSLongitudeRef: CFString = "LongitudeRef"

/// The longitude in decimal degrees (east or west by `LongitudeRef`).
nonisolated(unsafe) public let kCGImagePropertyGPSLongitude: CFString = "Longitude"

/// 0 above sea level, 1 below.
nonisolated(unsafe) public let kCGImagePropertyGPSAltitudeRef: CFString = "AltitudeRef"

/// The altitude in metres.
nonisolated(unsafe) public let kCGImagePropertyGPSAltitude: CFString = "Altitude"

/// The UTC time of day ("HH:mm:ss").
nonisolated(unsafe) public let kCGImagePropertyGPSTimeStamp: CFString = "TimeStamp"

/// The UTC date ("yyyy:MM:dd").
nonisolated(unsafe) public let kCGImagePropertyGPSDateStamp: CFString = "DateStamp"

/// The speed's unit: "K", "M" or "N".
nonisolated(unsafe) public let kCGImagePropertyGPSSpeedRef: CFString = "SpeedRef"

/// The receiver's speed.
nonisolated(unsafe) public let kCGImagePropertyGPSSpeed: CFString = "Speed"

/// "T" (true north) or "M" (magnetic north).
nonisolated(unsafe) public let kCGImagePropertyGPSImgDirectionRef: CFString = "ImgDirectionRef"

/// The direction the image was taken in, in degrees.
nonisolated(unsafe) public let kCGImagePropertyGPSImgDirection: CFString = "ImgDirection"
