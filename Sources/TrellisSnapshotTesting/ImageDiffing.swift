import Foundation
import SnapshotTesting
import TrellisCairo
import UIKit

extension Diffing where Value == UIImage {
    /// Images compared pixel for pixel.
    public static var image: Diffing { .image() }

    /// Images compared by their pixels, as swift-snapshot-testing compares them on iOS: equal
    /// PNG bytes match at once; otherwise `precision` is the fraction of pixels that must match,
    /// and a pixel matches when its colour is within `perceptualPrecision` of the reference's
    /// (a CIE94 colour difference of at most (1 − perceptualPrecision) × 100; 1 means the same
    /// bytes). A failure names how many pixels differ and where, and writes a difference image
    /// (the reference faded, differing pixels red) beside the failed snapshot's artifacts.
    /// - Parameters:
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match.
    ///   - scale: Pixels per point of the images (the failure message gives points too).
    /// - Returns: The diffing.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let scale = scale.map { $0 > 0 && $0.isFinite ? $0 : 1 } ?? 1
        return .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { UIImage(data: $0, scale: scale) ?? UIImage() },
            diffV2: { reference, snapshot in
                ImageComparison.compare(reference: reference.pngData() ?? Data(), snapshot: snapshot.pngData() ?? Data(),
                                        precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
                    .map { ($0.message, $0.difference.map { [.data($0, name: "difference.png")] } ?? []) }
            })
    }
}

/// The comparison behind `Diffing<UIImage>.image`, on PNG bytes.
public enum ImageComparison {
    /// Why two images do not match: a message, and the difference image's PNG when they have the
    /// same size.
    public struct Failure: Sendable {
        /// What differs, in pixels and points.
        public var message: String
        /// The reference faded, differing pixels red.
        public var difference: Data?
    }

    /// Compares two PNGs; nil when they match within the precisions.
    /// - Parameters:
    ///   - reference: The recorded PNG.
    ///   - snapshot: The new PNG.
    ///   - precision: The fraction of pixels that must match.
    ///   - perceptualPrecision: How closely a pixel must match.
    ///   - scale: Pixels per point.
    ///   - writesDifference: Whether the difference image is also written to the artifacts folder
    ///     (`SNAPSHOT_ARTIFACTS`, else the temporary folder) and named in the message.
    /// - Returns: The failure, or nil.
    public static func compare(reference: Data, snapshot: Data, precision: Float, perceptualPrecision: Float,
                               scale: CGFloat = 1, writesDifference: Bool = true) -> Failure? {
        if reference == snapshot { return nil }
        guard let old = try? RenderedImage(pngData: reference) else {
            return Failure(message: "The reference is not a PNG image (\(reference.count) bytes).")
        }
        guard let new = try? RenderedImage(pngData: snapshot) else {
            return Failure(message: "The new snapshot is not a PNG image (\(snapshot.count) bytes).")
        }
        guard old.width == new.width, old.height == new.height else {
            return Failure(message: "Newly-taken snapshot@\(size(new, scale)) does not match reference@\(size(old, scale)).")
        }
        let a = old.rgbaBytes(), b = new.rgbaBytes()
        let threshold = Double(max(0, 1 - perceptualPrecision)) * 100
        var differing = 0, largest = 0.0
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        var mask = [Bool](repeating: false, count: old.width * old.height)
        for p in 0..<(old.width * old.height) {
            let i = p * 4
            if a[i] == b[i] && a[i + 1] == b[i + 1] && a[i + 2] == b[i + 2] && a[i + 3] == b[i + 3] { continue }
            let delta = ColorDifference.cie94(a[i..<(i + 4)], b[i..<(i + 4)])
            largest = max(largest, delta)
            if threshold > 0 && delta <= threshold { continue }
            differing += 1
            mask[p] = true
            let x = p % old.width, y = p / old.width
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        let total = old.width * old.height
        let matched = Float(total - differing) / Float(total)
        if matched >= precision { return nil }
        let difference = differenceImage(a, width: old.width, height: old.height, mask: mask)
        var message = """
            Newly-taken snapshot does not match reference: \(differing) of \(total) pixels differ \
            (\(percent(differing, total)); \(String(format: "%.4f", matched)) matched, \(precision) required\
            \(perceptualPrecision < 1 ? ", perceptual precision \(perceptualPrecision)" : "")), largest colour difference \
            ΔE \(String(format: "%.1f", largest)).
            Differences within x \(minX)…\(maxX), y \(minY)…\(maxY) in pixels\
            \(scale != 1 ? " (points x \(points(minX, scale))…\(points(maxX + 1, scale)), y \(points(minY, scale))…\(points(maxY + 1, scale)) at scale \(LayoutTreeNumber.text(scale)))" : "").
            """
        if writesDifference, let difference, let url = write(difference) {
            message += "\nDifference image (reference faded, differing pixels red): \(url.path)"
        }
        return Failure(message: message, difference: difference)
    }

    private static func size(_ image: RenderedImage, _ scale: CGFloat) -> String {
        "(\(points(image.width, scale)), \(points(image.height, scale)))"
    }

    private static func points(_ pixels: Int, _ scale: CGFloat) -> String { LayoutTreeNumber.text(CGFloat(pixels) / scale) }

    private static func percent(_ part: Int, _ whole: Int) -> String {
        String(format: "%.2f %%", Double(part) / Double(max(whole, 1)) * 100)
    }

    /// The reference at a quarter of its contrast over white, differing pixels pure red.
    static func differenceImage(_ rgba: [UInt8], width: Int, height: Int, mask: [Bool]) -> Data? {
        var out = [UInt8](repeating: 255, count: rgba.count)
        for p in 0..<(width * height) {
            let i = p * 4
            if mask[p] {
                (out[i], out[i + 1], out[i + 2]) = (255, 0, 0)
            } else {
                let alpha = Int(rgba[i + 3])
                for c in 0..<3 {
                    let over = (Int(rgba[i + c]) * alpha + 255 * (255 - alpha)) / 255
                    out[i + c] = UInt8(255 - (255 - over) / 4)
                }
            }
        }
        return try? RenderedImage(width: width, height: height, rgba: out).pngData()
    }

    nonisolated(unsafe) private static var written = 0
    private static let lock = NSLock()

    /// Writes the difference image into the artifacts folder; its URL, or nil when it cannot.
    static func write(_ png: Data) -> URL? {
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                         isDirectory: true).appendingPathComponent("trellis-differences", isDirectory: true)
        let n = lock.withLock { written += 1; return written }
        let url = folder.appendingPathComponent("difference-\(getpid())-\(n).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try png.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }
}

/// A length as Trellis prints lengths (up to two decimals).
enum LayoutTreeNumber {
    static func text(_ v: CGFloat) -> String {
        let r = (Double(v) * 100).rounded() / 100
        if r == r.rounded() { return String(Int(r)) }
        var s = String(format: "%.2f", r)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

/// Colour differences between straight RGBA pixels, composited over white.
enum ColorDifference {
    /// CIE94 ΔE (graphic-arts weights) between two pixels.
    static func cie94(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Double {
        let l1 = lab(a), l2 = lab(b)
        let dL = l1.0 - l2.0
        let c1 = (l1.1 * l1.1 + l1.2 * l1.2).squareRoot(), c2 = (l2.1 * l2.1 + l2.2 * l2.2).squareRoot()
        let dC = c1 - c2
        let da = l1.1 - l2.1, db = l1.2 - l2.2
        let dH2 = max(0, da * da + db * db - dC * dC)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIELAB (D65) of an sRGB pixel over white.
    static func lab(_ p: ArraySlice<UInt8>) -> (Double, Double, Double) {
        let s = p.startIndex
        let alpha = Double(p[s + 3]) / 255
        func linear(_ c: UInt8) -> Double {
            let v = (Double(c) / 255) * alpha + (1 - alpha)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let r = linear(p[s]), g = linear(p[s + 1]), b = linear(p[s + 2])
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
