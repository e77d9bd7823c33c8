import CoreGraphics
import Foundation

// Core Image's area reductions (`CICategoryReduction`): the average, maximum and minimum colour
// of a rectangle of the image, each a one-pixel image at the origin (read it back with
// `CIContext.render(_:toBitmap:rowBytes:bounds:format:colorSpace:)`). Computed over the
// rectangle's whole pixels, in the working space (premultiplied linear light).

extension FilterKernels {
    static let reductionDefinitions: [FilterDefinition] = [
        reduction("CIAreaAverage", "Area Average") { sum, _, _, count, o in
            for k in 0..<4 { o[k] = Float(sum[k] / Double(count)) }
        },
        reduction("CIAreaMaximum", "Area Maximum") { _, high, _, _, o in
            for k in 0..<4 { o[k] = high[k] }
        },
        reduction("CIAreaMinimum", "Area Minimum") { _, _, low, _, o in
            for k in 0..<4 { o[k] = low[k] }
        },
    ]

    /// A reduction of the pixels of the input extent (with what lies outside the image counting
    /// as transparent) to one pixel at the origin: `finish` gets the components' sums, maxima and
    /// minima and the pixel count.
    static func reduction(_ name: String, _ displayName: String,
                          _ finish: @escaping @Sendable (_ sum: [Double], _ high: [Float], _ low: [Float], _ count: Int, _ out: UnsafeMutablePointer<Float>) -> Void) -> FilterDefinition {
        filter(name, displayName, "CICategoryReduction", [.vector(kCIInputExtentKey, [0, 0, 640, 80], type: kCIAttributeTypeRectangle)]) { image, f in
            let area = (f.vector(kCIInputExtentKey)?.cgRectValue ?? .zero).integral
            guard !area.isUnrenderable, area.width >= 1, area.height >= 1 else { return nil }
            let produce = image.produce
            return CIImage(extent: CGRect(x: 0, y: 0, width: 1, height: 1)) { rect in
                var out = Pixels(rect: rect)
                let source = produce(area)
                var sum = [Double](repeating: 0, count: 4)
                var high = [Float](repeating: -.infinity, count: 4), low = [Float](repeating: .infinity, count: 4)
                source.data.withUnsafeBufferPointer { b in
                    guard let p = b.baseAddress else { return }
                    var s0 = 0.0, s1 = 0.0, s2 = 0.0, s3 = 0.0
                    var i = 0
                    while i < b.count {
                        s0 += Double(p[i]); s1 += Double(p[i + 1]); s2 += Double(p[i + 2]); s3 += Double(p[i + 3])
                        for k in 0..<4 {
                            if p[i + k] > high[k] { high[k] = p[i + k] }
                            if p[i + k] < low[k] { low[k] = p[i + k] }
                        }
                        i += 4
                    }
                    sum = [s0, s1, s2, s3]
                }
                out.fill { x, y, o in if x == 0, y == 0 { finish(sum, high, low, source.width * source.height, o) } }
                return out
            }
        }
    }
}
