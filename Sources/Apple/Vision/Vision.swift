// `import Vision` on Linux: Vision's requests, request handlers and observations, with Apple's
// names, so that scanning and recognition code compiles and runs unchanged. Requests are
// performed for real on the image a handler is given, synchronously inside `perform(_:)`, and
// each request's completion handler is called there, in the order the requests were passed, as
// Vision does:
//
// - `VNDetectBarcodesRequest` reads QR codes for real (QRCodeReader.swift): clean, upright or
//   quarter-turned codes such as `CIQRCodeGenerator` makes and screens show, with their payload,
//   corners and bounding box. Other symbologies are accepted and never found.
// - Text, face, rectangle and classification requests run and find nothing (their results are
//   empty): Linux has none of Vision's trained models.
// - An image that cannot be read (undecodable data, a missing file, an empty or infinite
//   `CIImage`) fails `perform(_:)` with Vision's error domain and codes (VNErrorCode.swift).
//
// Apple's Vision brings Core Graphics, Core Image, Core Video and Image I/O's
// `CGImagePropertyOrientation` with it; so does this module (the orientation is declared with the
// Core Graphics types here).
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import CoreMedia
import Foundation

/// A confidence score, normalised to 0...1 (1 is the most confident).
public typealias VNConfidence = Float

/// A width-to-height ratio.
public typealias VNAspectRatio = Float

/// An angle in degrees.
public typealias VNDegrees = Float
