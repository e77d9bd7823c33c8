import CoreGraphics
import Foundation

// The typed built-in filters of `import CoreImage.CIFilterBuiltins` (`CIFilter.sepiaTone()`,
// `filter.intensity = 0.8`). On Linux they live in the CoreImage module itself: a compiled
// preview reads `import CoreImage.CIFilterBuiltins` as `import CoreImage` (ModuleSources).

/// What every filter protocol has: the output.
public protocol CIFilterProtocol: AnyObject {
    /// The filtered image; nil without an input image.
    var outputImage: CIImage? { get }
}

/// A filter of one input image.
public protocol CIFilterWithInputImage: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Maps colours to shades of brown.
public protocol CISepiaTone: CIFilterWithInputImage {
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Blurs with a Gaussian.
public protocol CIGaussianBlur: CIFilterWithInputImage {
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Blurs with a square.
public protocol CIBoxBlur: CIFilterWithInputImage {
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Sharpens edges.
public protocol CIUnsharpMask: CIFilterWithInputImage {
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Shows the edges in colour.
public protocol CIEdges: CIFilterWithInputImage {
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Squares of one colour.
public protocol CIPixellate: CIFilterWithInputImage {
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The size of the effect's squares, in pixels.
    var scale: Float { get set }
}

/// Polygons of one colour.
public protocol CICrystallize: CIFilterWithInputImage {
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
}

/// Darkens the edges.
public protocol CIVignette: CIFilterWithInputImage {
    /// How strongly the filter applies.
    var intensity: Float { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Twirls the middle.
public protocol CITwirlDistortion: CIFilterWithInputImage {
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The angle of the effect, in radians.
    var angle: Float { get set }
}

/// Saturation, brightness and contrast.
public protocol CIColorControls: CIFilterWithInputImage {
    /// The saturation: 0 grey, 1 unchanged.
    var saturation: Float { get set }
    /// The brightness added: 0 unchanged.
    var brightness: Float { get set }
    /// The contrast: 1 unchanged.
    var contrast: Float { get set }
}

/// Inverts colours.
public protocol CIColorInvert: CIFilterWithInputImage {}

/// Tints a grey image.
public protocol CIColorMonochrome: CIFilterWithInputImage {
    /// The colour the image is tinted with.
    var color: CIColor { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// A photo effect (mono, noir).
public protocol CIPhotoEffect: CIFilterWithInputImage {}

/// Makes a QR code of a message.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// The error-correction level: "L", "M" (the default), "Q" or "H".
    var correctionLevel: String { get set }
}

/// One of the built-in filters, its inputs as typed properties.
final class BuiltInFilter: CIFilter, CISepiaTone, CIGaussianBlur, CIBoxBlur, CIUnsharpMask, CIEdges, CIPixellate, CICrystallize,
    CIVignette, CITwirlDistortion, CIColorControls, CIColorInvert, CIColorMonochrome, CIPhotoEffect, CIQRCodeGenerator, @unchecked Sendable {
    static func named(_ name: String) -> BuiltInFilter {
        // Every name used below is in `FilterKernels.definitions`.
        BuiltInFilter(definition: FilterDefinition.all[name]!)
    }

    var inputImage: CIImage? {
        get { image(kCIInputImageKey) }
        set { setValue(newValue, forKey: kCIInputImageKey) }
    }
    var intensity: Float {
        get { number(kCIInputIntensityKey) }
        set { setNumber(newValue, kCIInputIntensityKey) }
    }
    var radius: Float {
        get { number(kCIInputRadiusKey) }
        set { setNumber(newValue, kCIInputRadiusKey) }
    }
    var scale: Float {
        get { number(kCIInputScaleKey) }
        set { setNumber(newValue, kCIInputScaleKey) }
    }
    var angle: Float {
        get { number(kCIInputAngleKey) }
        set { setNumber(newValue, kCIInputAngleKey) }
    }
    var saturation: Float {
        get { number(kCIInputSaturationKey) }
        set { setNumber(newValue, kCIInputSaturationKey) }
    }
    var brightness: Float {
        get { number(kCIInputBrightnessKey) }
        set { setNumber(newValue, kCIInputBrightnessKey) }
    }
    var contrast: Float {
        get { number(kCIInputContrastKey) }
        set { setNumber(newValue, kCIInputContrastKey) }
    }
    var center: CGPoint {
        get { point(kCIInputCenterKey) }
        set { setPoint(newValue, kCIInputCenterKey) }
    }
    var message: Data {
        get { value(forKey: "inputMessage") as? Data ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var correctionLevel: String {
        get { value(forKey: "inputCorrectionLevel") as? String ?? "M" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
    var color: CIColor {
        get { self.color(kCIInputColorKey) }
        set { setValue(newValue, forKey: kCIInputColorKey) }
    }
}

extension CIFilter {
    /// The Sepia Tone filter (`CISepiaTone`), its inputs as typed properties.
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltInFilter.named("CISepiaTone") }
    /// The Gaussian Blur filter (`CIGaussianBlur`), its inputs as typed properties.
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltInFilter.named("CIGaussianBlur") }
    /// The Box Blur filter (`CIBoxBlur`), its inputs as typed properties.
    public class func boxBlur() -> CIFilter & CIBoxBlur { BuiltInFilter.named("CIBoxBlur") }
    /// The Unsharp Mask filter (`CIUnsharpMask`), its inputs as typed properties.
    public class func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltInFilter.named("CIUnsharpMask") }
    /// The Edges filter (`CIEdges`), its inputs as typed properties.
    public class func edges() -> CIFilter & CIEdges { BuiltInFilter.named("CIEdges") }
    /// The Pixellate filter (`CIPixellate`), its inputs as typed properties.
    public class func pixellate() -> CIFilter & CIPixellate { BuiltInFilter.named("CIPixellate") }
    /// The Crystallize filter (`CICrystallize`), its inputs as typed properties.
    public class func crystallize() -> CIFilter & CICrystallize { BuiltInFilter.named("CICrystallize") }
    /// The Vignette filter (`CIVignette`), its inputs as typed properties.
    public class func vignette() -> CIFilter & CIVignette { BuiltInFilter.named("CIVignette") }
    /// The Twirl Distortion filter (`CITwirlDistortion`), its inputs as typed properties.
    public class func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltInFilter.named("CITwirlDistortion") }
    /// The Color Controls filter (`CIColorControls`), its inputs as typed properties.
    public class func colorControls() -> CIFilter & CIColorControls { BuiltInFilter.named("CIColorControls") }
    /// The Color Invert filter (`CIColorInvert`), its inputs as typed properties.
    public class func colorInvert() -> CIFilter & CIColorInvert { BuiltInFilter.named("CIColorInvert") }
    /// The Color Monochrome filter (`CIColorMonochrome`), its inputs as typed properties.
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltInFilter.named("CIColorMonochrome") }
    /// The Photo Effect Mono filter (`CIPhotoEffectMono`), its inputs as typed properties.
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectMono") }
    /// The Photo Effect Noir filter (`CIPhotoEffectNoir`), its inputs as typed properties.
    public class func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectNoir") }
    /// The QR Code Generator filter (`CIQRCodeGenerator`): a message's code, one pixel a module,
    /// versions 1 to 10 here (up to 213 bytes at level L, 151 at M).
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltInFilter.named("CIQRCodeGenerator") }
}
