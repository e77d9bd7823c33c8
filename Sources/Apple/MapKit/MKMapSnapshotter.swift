// Map snapshots: images of a region of the map with the projection that places coordinates on
// them. Linux has no map tiles, so the image is a plain map-coloured placeholder of the requested
// size and scale (a real PNG), while `point(for:)` is the real Mercator projection of the
// snapshot's map rectangle onto the image.
import CoreLocation
import Foundation
import UIKit

/// Makes an image of a part of the map.
///
/// Linux: the snapshot always succeeds, asynchronously: its handler is called after `start`
/// returns, on the main queue (or the queue given), with an image of the options' size and scale
/// filled with one map colour (light land, dark land in a dark trait collection, or green-grey
/// for imagery). `point(for:)` places coordinates as a real snapshot would.
open class MKMapSnapshotter: NSObject, @unchecked Sendable {
    /// What to capture and how.
    open class Options: NSObject, NSCopying, @unchecked Sendable {
        private enum Area {
            case region(MKCoordinateRegion)
            case mapRect(MKMapRect)
        }
        // Linux has no locale's country to default to: the whole world.
        private var area = Area.mapRect(.world)

        /// The area captured, as coordinates (setting it replaces `mapRect`).
        open var region: MKCoordinateRegion {
            get {
                if case let .region(region) = area { return region }
                return MKCoordinateRegion(mapRect)
            }
            set { area = .region(newValue) }
        }
        /// The area captured, in map points (setting it replaces `region`).
        open var mapRect: MKMapRect {
            get {
                switch area {
                case let .region(region): region.mapRect
                case let .mapRect(rect): rect
                }
            }
            set { area = .mapRect(newValue) }
        }
        /// The camera (kept; the area is `region` or `mapRect`).
        open var camera = MKMapCamera()
        /// The kind of map.
        open var mapType: MKMapType = .standard
        /// How the map is drawn.
        open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()
        /// Which points of interest are labelled.
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        /// Whether points of interest are labelled.
        open var showsPointsOfInterest = true
        /// Whether buildings are drawn.
        open var showsBuildings = true
        /// The image's size in points (256 × 256 by default, as Apple's).
        open var size = CGSize(width: 256, height: 256)
        /// Pixels per point (the main screen's by default).
        open var scale: CGFloat = UIScreen.main.scale
        /// The traits the map is drawn for (dark appearance draws dark land).
        open var traitCollection = UITraitCollection()

        /// Options with the defaults.
        public override init() { super.init() }

        /// A copy of the options.
        /// - Parameter zone: Ignored.
        /// - Returns: The copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Options()
            copy.area = area
            copy.camera = camera
            copy.mapType = mapType
            copy.preferredConfiguration = preferredConfiguration
            copy.pointOfInterestFilter = pointOfInterestFilter
            copy.showsPointsOfInterest = showsPointsOfInterest
            copy.showsBuildings = showsBuildings
            copy.size = size
            copy.scale = scale
            copy.traitCollection = traitCollection
            return copy
        }
    }

    /// A captured image and the projection that places coordinates on it.
    open class Snapshot: NSObject, @unchecked Sendable {
        /// The image, of the options' size and scale.
        public let image: UIImage
        /// The traits it was drawn for.
        public let traitCollection: UITraitCollection
        /// The map rectangle the image shows: the options' area widened about its centre to the
        /// image's aspect ratio.
        let mapRect: MKMapRect
        let size: CGSize

        init(image: UIImage, traitCollection: UITraitCollection, mapRect: MKMapRect, size: CGSize) {
            self.image = image
            self.traitCollection = traitCollection
            self.mapRect = mapRect
            self.size = size
            super.init()
        }

        /// Where a coordinate is on the image, in points from its top-left corner.
        /// - Parameter coordinate: The coordinate.
        /// - Returns: The point.
        open func point(for coordinate: CLLocationCoordinate2D) -> CGPoint {
            mapRect.point(for: MKMapPoint(coordinate), in: size)
        }
    }

    /// What a snapshotter calls when it ends: the snapshot, or an error.
    public typealias CompletionHandler = (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void

    private let options: Options
    private let offline = OfflineRequest()

    /// A snapshotter of options (a copy of them: later changes are ignored).
    /// - Parameter options: The options.
    public init(options: Options) {
        self.options = options.copy() as? Options ?? options
        super.init()
    }

    /// Whether a snapshot is being made: from `start` until its handler is called.
    open var isLoading: Bool { offline.isRunning }

    /// Makes the snapshot.
    /// - Parameter completionHandler: Called on the main queue after this returns.
    open func start(completionHandler: @escaping @MainActor @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) {
        let snapshot = makeSnapshot()
        offline.fail { completionHandler(snapshot, nil) }
    }

    /// Makes the snapshot, calling the handler on a queue.
    /// - Parameters:
    ///   - queue: The queue the handler runs on.
    ///   - completionHandler: Called on `queue` after this returns.
    open func start(with queue: DispatchQueue,
                    completionHandler: @escaping @Sendable (MKMapSnapshotter.Snapshot?, (any Error)?) -> Void) {
        let snapshot = makeSnapshot()
        offline.fail(on: queue) { completionHandler(snapshot, nil) }
    }

    /// Makes the snapshot.
    /// - Returns: The snapshot.
    open func start() async throws -> MKMapSnapshotter.Snapshot { makeSnapshot() }

    /// Cancels the snapshot: its handler will not be called.
    open func cancel() { offline.cancel() }

    private func makeSnapshot() -> Snapshot {
        let size = options.size, scale = options.scale > 0 && options.scale.isFinite ? options.scale : 1
        let pixels = (width: max(1, Int((size.width * scale).rounded())), height: max(1, Int((size.height * scale).rounded())))
        let png = MapPlaceholderImage.png(width: pixels.width, height: pixels.height, color: mapColor)
        let image = UIImage(data: png, scale: scale) ?? UIImage()
        return Snapshot(image: image, traitCollection: options.traitCollection, mapRect: options.mapRect.fitted(to: size), size: size)
    }

    /// The colour of the placeholder: land of the standard map, light or dark, or imagery.
    private var mapColor: (red: UInt8, green: UInt8, blue: UInt8) {
        switch options.mapType {
        case .satellite, .hybrid, .satelliteFlyover, .hybridFlyover: return (74, 88, 66)
        case .standard, .mutedStandard:
            return options.traitCollection.userInterfaceStyle == .dark ? (44, 44, 46) : (249, 245, 237)
        }
    }
}

/// A PNG of one colour, written by hand: Linux has no Core Graphics to draw a snapshot with.
///
/// The image is palette-based with one entry and one bit per pixel, all zero; the pixel data is
/// zlib-wrapped in stored (uncompressed) deflate blocks, which every PNG decoder reads (RFC 1950,
/// RFC 1951 §3.2.4, PNG §11.2).
enum MapPlaceholderImage {
    static func png(width: Int, height: Int, color: (red: UInt8, green: UInt8, blue: UInt8)) -> Data {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [1, 3, 0, 0, 0])  // 1 bit, palette, deflate, no filter, no interlace
        png.appendChunk("IHDR", header)
        png.appendChunk("PLTE", Data([color.red, color.green, color.blue]))
        // Each row: filter type 0 and ⌈width / 8⌉ zero bytes (every pixel palette entry 0).
        let row = 1 + (width + 7) / 8
        let raw = [UInt8](repeating: 0, count: row * height)
        png.appendChunk("IDAT", zlibStored(raw))
        png.appendChunk("IEND", Data())
        return png
    }

    /// A zlib stream of stored deflate blocks (at most 65,535 bytes each) and the Adler-32 sum.
    private static func zlibStored(_ bytes: [UInt8]) -> Data {
        var out = Data([0x78, 0x01])
        var offset = 0
        repeat {
            let count = min(65_535, bytes.count - offset)
            let last = offset + count == bytes.count
            out.append(last ? 1 : 0)
            out.append(UInt8(count & 0xFF))
            out.append(UInt8(count >> 8))
            out.append(UInt8(~count & 0xFF))
            out.append(UInt8((~count >> 8) & 0xFF))
            out.append(contentsOf: bytes[offset..<offset + count])
            offset += count
        } while offset < bytes.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        out.appendBigEndian(b << 16 | a)
        return out
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320).
    static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}

private extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let body = Data(type.utf8) + data
        append(body)
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body { crc = MapPlaceholderImage.crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        appendBigEndian(crc ^ 0xFFFF_FFFF)
    }
}
