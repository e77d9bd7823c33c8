// The handlers that perform requests on an image: `VNImageRequestHandler` (one image, many
// requests) and `VNSequenceRequestHandler` (a sequence of images). Linux: `perform` reads the
// image, runs each request in turn and calls its completion handler before the next starts,
// then returns — or throws the first request's error once every request has finished or failed.
import CoreGraphics
import CoreImage
import CoreMedia
import Foundation

/// An option a request handler is given with its image.
public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    /// The option's string.
    public let rawValue: String
    /// An option of a string value.
    /// - Parameter rawValue: The string.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The image's properties (a dictionary; its orientation is read by the handler's caller).
    public static let properties = VNImageOption(rawValue: "VNImageOptionProperties")
    /// The camera's intrinsic matrix.
    public static let cameraIntrinsics = VNImageOption(rawValue: "VNImageOptionCameraIntrinsics")
    /// The Core Image context to render with.
    public static let ciContext = VNImageOption(rawValue: "VNImageOptionCIContext")
}

/// Performs requests on one image.
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    private let source: VisionImageSource
    private let orientation: CGImagePropertyOrientation
    private var image: Result<VisionImage, NSError>?

    private init(_ source: VisionImageSource, _ orientation: CGImagePropertyOrientation) {
        self.source = source
        self.orientation = orientation
        super.init()
    }

    /// A handler for a Core Graphics image.
    /// - Parameters:
    ///   - image: The image.
    ///   - options: Image options (Linux reads none).
    public convenience init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) { self.init(.cgImage(image), .up) }

    /// A handler for a Core Graphics image whose pixels are stored turned.
    /// - Parameters:
    ///   - image: The image.
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        self.init(.cgImage(image), orientation)
    }

    /// A handler for a Core Image image.
    /// - Parameters:
    ///   - image: The image (of a finite extent).
    ///   - options: Image options (Linux reads none).
    public convenience init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) { self.init(.ciImage(image), .up) }

    /// A handler for a Core Image image whose pixels are stored turned.
    /// - Parameters:
    ///   - image: The image (of a finite extent).
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        self.init(.ciImage(image), orientation)
    }

    /// A handler for a Core Video pixel buffer (Linux: its pixels cannot be read; requests find
    /// nothing).
    /// - Parameters:
    ///   - pixelBuffer: The buffer.
    ///   - options: Image options (Linux reads none).
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, options: [VNImageOption: Any] = [:]) {
        self.init(.pixelBuffer(pixelBuffer), .up)
    }

    /// A handler for a Core Video pixel buffer whose pixels are stored turned (Linux: its pixels
    /// cannot be read; requests find nothing).
    /// - Parameters:
    ///   - pixelBuffer: The buffer.
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(cvPixelBuffer pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation,
                            options: [VNImageOption: Any] = [:]) {
        self.init(.pixelBuffer(pixelBuffer), orientation)
    }

    /// A handler for the image of a sample buffer (Linux: none is ever delivered).
    /// - Parameters:
    ///   - sampleBuffer: The buffer.
    ///   - options: Image options (Linux reads none).
    public convenience init(cmSampleBuffer sampleBuffer: CMSampleBuffer, options: [VNImageOption: Any] = [:]) {
        self.init(.sampleBuffer(sampleBuffer), .up)
    }

    /// A handler for the image of a sample buffer, stored turned (Linux: none is ever delivered).
    /// - Parameters:
    ///   - sampleBuffer: The buffer.
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(cmSampleBuffer sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation,
                            options: [VNImageOption: Any] = [:]) {
        self.init(.sampleBuffer(sampleBuffer), orientation)
    }

    /// A handler for encoded image data (PNG or JPEG on Linux).
    /// - Parameters:
    ///   - imageData: The data.
    ///   - options: Image options (Linux reads none).
    public convenience init(data imageData: Data, options: [VNImageOption: Any] = [:]) { self.init(.data(imageData), .up) }

    /// A handler for encoded image data whose pixels are stored turned.
    /// - Parameters:
    ///   - imageData: The data.
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(data imageData: Data, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        self.init(.data(imageData), orientation)
    }

    /// A handler for an image file (PNG or JPEG on Linux).
    /// - Parameters:
    ///   - imageURL: The file's URL.
    ///   - options: Image options (Linux reads none).
    public convenience init(url imageURL: URL, options: [VNImageOption: Any] = [:]) { self.init(.url(imageURL), .up) }

    /// A handler for an image file whose pixels are stored turned.
    /// - Parameters:
    ///   - imageURL: The file's URL.
    ///   - orientation: How its pixels are turned for display.
    ///   - options: Image options (Linux reads none).
    public convenience init(url imageURL: URL, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {
        self.init(.url(imageURL), orientation)
    }

    /// Performs requests on the image, in order: each request's results are set and its
    /// completion handler called (on this thread) before the next runs.
    /// - Parameter requests: The requests.
    /// - Throws: The first error a request failed with (an image that cannot be read fails them
    ///   all), once every request has finished.
    open func perform(_ requests: [VNRequest]) throws {
        let image = self.image ?? source.read(orientation)
        self.image = image
        try VNImageRequestHandler.perform(requests, on: image)
    }

    /// Runs requests on an image and throws the first error.
    static func perform(_ requests: [VNRequest], on image: Result<VisionImage, NSError>) throws {
        var first: NSError?
        for request in requests {
            if let error = request.run(on: image), first == nil { first = error }
        }
        if let first { throw first }
    }
}

/// Performs requests on each image of a sequence (frames of a video, say), as trackers need.
open class VNSequenceRequestHandler: NSObject, @unchecked Sendable {
    /// A handler.
    public override init() { super.init() }

    private func perform(_ requests: [VNRequest], _ source: VisionImageSource, _ orientation: CGImagePropertyOrientation) throws {
        try VNImageRequestHandler.perform(requests, on: source.read(orientation))
    }

    /// Performs requests on a Core Video pixel buffer (Linux: its pixels cannot be read).
    /// - Parameters:
    ///   - requests: The requests.
    ///   - pixelBuffer: The frame.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer) throws { try perform(requests, .pixelBuffer(pixelBuffer), .up) }

    /// Performs requests on a turned Core Video pixel buffer (Linux: its pixels cannot be read).
    /// - Parameters:
    ///   - requests: The requests.
    ///   - pixelBuffer: The frame.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on pixelBuffer: CVPixelBuffer, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .pixelBuffer(pixelBuffer), orientation)
    }

    /// Performs requests on a Core Graphics image.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - image: The frame.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on image: CGImage) throws { try perform(requests, .cgImage(image), .up) }

    /// Performs requests on a turned Core Graphics image.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - image: The frame.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on image: CGImage, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .cgImage(image), orientation)
    }

    /// Performs requests on a Core Image image.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - image: The frame.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on image: CIImage) throws { try perform(requests, .ciImage(image), .up) }

    /// Performs requests on a turned Core Image image.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - image: The frame.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on image: CIImage, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .ciImage(image), orientation)
    }

    /// Performs requests on the image of a sample buffer (Linux: none is ever delivered).
    /// - Parameters:
    ///   - requests: The requests.
    ///   - sampleBuffer: The frame.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on sampleBuffer: CMSampleBuffer) throws { try perform(requests, .sampleBuffer(sampleBuffer), .up) }

    /// Performs requests on the turned image of a sample buffer (Linux: none is ever delivered).
    /// - Parameters:
    ///   - requests: The requests.
    ///   - sampleBuffer: The frame.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], on sampleBuffer: CMSampleBuffer, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .sampleBuffer(sampleBuffer), orientation)
    }

    /// Performs requests on an image file.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - imageURL: The file's URL.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL) throws { try perform(requests, .url(imageURL), .up) }

    /// Performs requests on a turned image file.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - imageURL: The file's URL.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], onImageURL imageURL: URL, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .url(imageURL), orientation)
    }

    /// Performs requests on encoded image data.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - imageData: The data.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], onImageData imageData: Data) throws { try perform(requests, .data(imageData), .up) }

    /// Performs requests on turned encoded image data.
    /// - Parameters:
    ///   - requests: The requests.
    ///   - imageData: The data.
    ///   - orientation: How its pixels are turned for display.
    /// - Throws: The first error a request failed with.
    open func perform(_ requests: [VNRequest], onImageData imageData: Data, orientation: CGImagePropertyOrientation) throws {
        try perform(requests, .data(imageData), orientation)
    }
}
