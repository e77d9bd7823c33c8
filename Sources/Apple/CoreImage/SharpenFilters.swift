import CoreGraphics
import Foundation

// Core Image's sharpening (`kCICategorySharpen`): the unsharp mask on every component, and
// sharpen-luminance on the luminance alone, as documented ("the chrominance of the pixels remains
// unaffected"). Both keep the input's extent.

extension FilterKernels {
    static let sharpenDefinitions: [FilterDefinition] = [
        filter("CIUnsharpMask", "Unsharp Mask", kCICategorySharpen, [
            .distance(kCIInputRadiusKey, 2.5, slider: 0...100), .scalar(kCIInputIntensityKey, 0.5, slider: 0...1, min: 0),
        ]) { image, f in
            // The image plus intensity × (image − its Gaussian blur of the radius).
            let t = f.number(kCIInputIntensityKey)
            let blurred = gaussianBlur(image, sigma: f.number(kCIInputRadiusKey), growing: false)
            return combined(image, blurred, extent: image.extent) { s, b, o in
                o[0] = max(0, s[0] + (s[0] - b[0]) * t); o[1] = max(0, s[1] + (s[1] - b[1]) * t)
                o[2] = max(0, s[2] + (s[2] - b[2]) * t); o[3] = s[3]
            }
        },
        filter("CISharpenLuminance", "Sharpen Luminance", kCICategorySharpen, [
            .scalar(kCIInputSharpnessKey, 0.4, slider: 0...2, min: 0), .distance(kCIInputRadiusKey, 1.69, slider: 0...20),
        ]) { image, f in
            // The luminance's difference from its Gaussian blur (of the radius), times the
            // sharpness, added to every (premultiplied) component: colour differences stay as they were.
            let k = f.number(kCIInputSharpnessKey)
            let blurred = gaussianBlur(image, sigma: max(f.number(kCIInputRadiusKey), 0.5), growing: false)
            return combined(image, blurred, extent: image.extent) { s, b, o in
                let detail = (RGB(s[0], s[1], s[2]).luminance - RGB(b[0], b[1], b[2]).luminance) * k
                o[0] = max(0, s[0] + detail); o[1] = max(0, s[1] + detail); o[2] = max(0, s[2] + detail); o[3] = s[3]
            }
        },
    ]
}
