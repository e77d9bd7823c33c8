// Metadata a camera detects: barcodes and QR codes, faces, bodies. Linux has no camera, so no
// metadata object is ever detected; the types and their kinds (with AVFoundation's raw strings)
// exist so that scanners compile and filter as written.
import CoreGraphics
import CoreMedia
import Foundation

/// Something detected in a camera's video.
open class AVMetadataObject: NSObject, @unchecked Sendable {
    /// A kind of detected object.
    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        /// The kind's name.
        public let rawValue: String
        /// A kind of a name.
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A QR code.
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        /// A Micro QR code.
        public static let microQR = ObjectType(rawValue: "org.iso.MicroQR")
        /// An EAN-13 barcode.
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        /// An EAN-8 barcode.
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        /// A UPC-E barcode.
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        /// A Code 39 barcode.
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        /// A Code 39 mod 43 barcode.
        public static let code39Mod43 = ObjectType(rawValue: "org.iso.Code39Mod43")
        /// A Code 93 barcode.
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        /// A Code 128 barcode.
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        /// A PDF417 code.
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        /// A MicroPDF417 code.
        public static let microPDF417 = ObjectType(rawValue: "org.iso.MicroPDF417")
        /// An Aztec code.
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        /// An Interleaved 2 of 5 barcode.
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        /// An ITF-14 barcode.
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        /// A Data Matrix code.
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        /// A Codabar barcode.
        public static let codabar = ObjectType(rawValue: "org.iso.Codabar")
        /// A GS1 DataBar barcode.
        public static let gs1DataBar = ObjectType(rawValue: "org.gs1.GS1DataBar")
        /// A GS1 DataBar Expanded barcode.
        public static let gs1DataBarExpanded = ObjectType(rawValue: "org.gs1.GS1DataBarExpanded")
        /// A GS1 DataBar Limited barcode.
        public static let gs1DataBarLimited = ObjectType(rawValue: "org.gs1.GS1DataBarLimited")
        /// A face.
        public static let face = ObjectType(rawValue: "face")
        /// A human body.
        public static let humanBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-human-body")
        /// A cat's body.
        public static let catBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-cat-body")
        /// A dog's body.
        public static let dogBody = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-dog-body")
        /// The most salient object.
        public static let salientObject = ObjectType(rawValue: "mdta/com.apple.quicktime.detected-salient-object")
    }

    /// The kind of object.
    public let type: ObjectType
    /// Where it is, in the output's coordinates (0...1, landscape).
    public let bounds: CGRect
    /// When it was seen.
    public let time: CMTime
    /// How long it was seen.
    public let duration: CMTime

    init(type: ObjectType, bounds: CGRect, time: CMTime) {
        self.type = type
        self.bounds = bounds
        self.time = time
        duration = .invalid
        super.init()
    }
}

/// A barcode or 2-D code read from video.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    /// The code's text, when it decodes to text.
    public let stringValue: String?
    /// The code's corners, in the output's coordinates.
    public let corners: [CGPoint]

    init(type: ObjectType, stringValue: String?, corners: [CGPoint], time: CMTime) {
        self.stringValue = stringValue
        self.corners = corners
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let bounds = corners.isEmpty ? CGRect.zero
            : CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        super.init(type: type, bounds: bounds, time: time)
    }
}

/// A face found in video.
open class AVMetadataFaceObject: AVMetadataObject, @unchecked Sendable {
    /// The face's identifier while it stays in view.
    public let faceID: Int
    /// Whether the roll angle is known.
    public let hasRollAngle: Bool
    /// The head's tilt, in degrees.
    public let rollAngle: CGFloat
    /// Whether the yaw angle is known.
    public let hasYawAngle: Bool
    /// The head's turn, in degrees.
    public let yawAngle: CGFloat

    init(faceID: Int, bounds: CGRect, time: CMTime) {
        self.faceID = faceID
        hasRollAngle = false
        rollAngle = 0
        hasYawAngle = false
        yawAngle = 0
        super.init(type: .face, bounds: bounds, time: time)
    }
}
