import CoreGraphics
import Foundation

// The protocols of `import CoreImage.CIFilterBuiltins`: each built-in filter's inputs as typed
// properties (`CIFilter.sepiaTone()` is a `CIFilter & CISepiaTone`). On Linux they live in the
// CoreImage module itself: a compiled preview reads `import CoreImage.CIFilterBuiltins` as
// `import CoreImage` (ModuleSources).

/// What every filter has: its output.
public protocol CIFilterProtocol: AnyObject {
    /// The filtered image; nil without an input image.
    var outputImage: CIImage? { get }
}

/// Maps colours to shades of brown.
public protocol CISepiaTone: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Spreads each pixel by a Gaussian distribution.
public protocol CIGaussianBlur: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Blurs with a square kernel.
public protocol CIBoxBlur: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Blurs with a disc-shaped kernel.
public protocol CIDiscBlur: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Blurs along a line, as a camera moving while it exposes.
public protocol CIMotionBlur: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The angle, in radians.
    var angle: Float { get set }
}

/// Blurs towards a point, as a camera zooming while it exposes.
public protocol CIZoomBlur: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The amount of the effect.
    var amount: Float { get set }
}

/// Smooths small changes of luminance and sharpens large ones.
public protocol CINoiseReduction: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The change of luminance under which a change counts as noise.
    var noiseLevel: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// Replaces each pixel with the median of its neighbourhood.
public protocol CIMedian: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// The difference of the maximum and minimum over a disc: edges.
public protocol CIMorphologyGradient: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// The maximum over a disc: lightens.
public protocol CIMorphologyMaximum: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// The minimum over a disc: darkens.
public protocol CIMorphologyMinimum: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// The maximum over a rectangle: lightens.
public protocol CIMorphologyRectangleMaximum: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The height, in pixels.
    var height: Float { get set }
}

/// The minimum over a rectangle: darkens.
public protocol CIMorphologyRectangleMinimum: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The height, in pixels.
    var height: Float { get set }
}

/// Raises the contrast of edges between colours.
public protocol CIUnsharpMask: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Sharpens the luminance alone, leaving colour as it is.
public protocol CISharpenLuminance: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Shows the image's edges in colour.
public protocol CIEdges: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// A black-and-white rendition like a woodblock cutout.
public protocol CIEdgeWork: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Squares of one colour.
public protocol CIPixellate: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The scale of the effect.
    var scale: Float { get set }
}

/// Hexagons of the average colour they cover.
public protocol CIHexagonalPixellate: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The scale of the effect.
    var scale: Float { get set }
}

/// Polygons of one colour.
public protocol CICrystallize: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
}

/// Dots of colour, as a pointillist paints.
public protocol CIPointillize: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
}

/// Outlined edges over a colour halftone, as a comic book is printed.
public protocol CIComicEffect: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Softens edges and makes light glow.
public protocol CIBloom: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Dulls the highlights.
public protocol CIGloom: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// Black outlines of the edges over transparency, a sketch to composite over an image.
public protocol CILineOverlay: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The noise level removed before tracing edges.
    var nrNoiseLevel: Float { get set }
    /// The sharpening done while removing noise.
    var nrSharpness: Float { get set }
    /// How strongly the edges' gradient counts.
    var edgeIntensity: Float { get set }
    /// The threshold.
    var threshold: Float { get set }
    /// The contrast.
    var contrast: Float { get set }
}

/// A weighted sum of the pixels around each pixel.
public protocol CIConvolution: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The kernel's weights, row by row from the top left.
    var weights: CIVector { get set }
    /// A value added to each component.
    var bias: Float { get set }
}

/// Shades the corners.
public protocol CIVignette: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Shades the image outside a circle.
public protocol CIVignetteEffect: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
    /// How gradually the effect falls off.
    var falloff: Float { get set }
}

/// Turns the pixels around a point.
public protocol CITwirlDistortion: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The angle, in radians.
    var angle: Float { get set }
}

/// A convex or concave bump around a point.
public protocol CIBumpDistortion: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The scale of the effect.
    var scale: Float { get set }
}

/// Pinches the pixels in towards a point.
public protocol CIPinchDistortion: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
    /// The scale of the effect.
    var scale: Float { get set }
}

/// Streaks the pixels outward from a circle's edge.
public protocol CICircleSplashDistortion: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The radius of the effect, in pixels.
    var radius: Float { get set }
}

/// Saturation, brightness and contrast.
public protocol CIColorControls: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The saturation: 0 grey, 1 unchanged.
    var saturation: Float { get set }
    /// The brightness added: 0 unchanged.
    var brightness: Float { get set }
    /// The contrast.
    var contrast: Float { get set }
}

/// Exposure, in stops.
public protocol CIExposureAdjust: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The exposure change, in stops.
    var ev: Float { get set }
}

/// Mid-tone brightness: each component to a power.
public protocol CIGammaAdjust: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The power each component is raised to.
    var power: Float { get set }
}

/// Turns every hue by an angle.
public protocol CIHueAdjust: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The angle, in radians.
    var angle: Float { get set }
}

/// Saturation that spares saturated colours and skin tones.
public protocol CIVibrance: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The amount of the effect.
    var amount: Float { get set }
}

/// Each component a weighted sum of the components, plus a bias.
public protocol CIColorMatrix: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The weights of red's sum.
    var rVector: CIVector { get set }
    /// The weights of green's sum.
    var gVector: CIVector { get set }
    /// The weights of blue's sum.
    var bVector: CIVector { get set }
    /// The weights of alpha's sum.
    var aVector: CIVector { get set }
    /// The bias added to each component.
    var biasVector: CIVector { get set }
}

/// Each component through a cubic polynomial.
public protocol CIColorPolynomial: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// Red's polynomial coefficients.
    var redCoefficients: CIVector { get set }
    /// Green's polynomial coefficients.
    var greenCoefficients: CIVector { get set }
    /// Blue's polynomial coefficients.
    var blueCoefficients: CIVector { get set }
    /// Alpha's polynomial coefficients.
    var alphaCoefficients: CIVector { get set }
}

/// Each component limited to a range.
public protocol CIColorClamp: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The lowest value of each component.
    var minComponents: CIVector { get set }
    /// The highest value of each component.
    var maxComponents: CIVector { get set }
}

/// A tone curve through five points.
public protocol CIToneCurve: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The first point.
    var point0: CGPoint { get set }
    /// The second point.
    var point1: CGPoint { get set }
    /// The third point.
    var point2: CGPoint { get set }
    /// The fourth point.
    var point3: CGPoint { get set }
    /// The fifth point.
    var point4: CGPoint { get set }
    /// Whether components outside 0...1 are extrapolated.
    var extrapolate: Bool { get set }
}

/// Linear light to sRGB's encoding.
public protocol CILinearToSRGBToneCurve: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// sRGB's encoding to linear light.
public protocol CISRGBToneCurveToLinear: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Each component 1 above a threshold, 0 below.
public protocol CIColorThreshold: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The threshold.
    var threshold: Float { get set }
}

/// Inverts colours.
public protocol CIColorInvert: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Shades of one colour.
public protocol CIColorMonochrome: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The colour.
    var color: CIColor { get set }
    /// How strongly the filter applies.
    var intensity: Float { get set }
}

/// A few brightness levels per component, as a silk-screened poster.
public protocol CIColorPosterize: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The number of levels a component.
    var levels: Float { get set }
}

/// Luminance mapped to a ramp of two colours.
public protocol CIFalseColor: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
}

/// A grey mask to white whose opacity is the mask.
public protocol CIMaskToAlpha: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Grey of each pixel's largest component.
public protocol CIMaximumComponent: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Grey of each pixel's smallest component.
public protocol CIMinimumComponent: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// One of Photos' photo effects (chrome, fade, instant, mono, noir, process, tonal, transfer).
public protocol CIPhotoEffect: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// Whether components outside 0...1 are extrapolated.
    var extrapolate: Bool { get set }
}

/// A thermal camera's colours.
public protocol CIThermal: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// An X-ray's look.
public protocol CIXRay: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
}

/// Colours looked up in a three-dimensional table.
public protocol CIColorCube: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The table's entries a side.
    var cubeDimension: Float { get set }
    /// The table: premultiplied RGBA floats, red fastest.
    var cubeData: Data { get set }
    /// Whether components outside 0...1 are extrapolated.
    var extrapolate: Bool { get set }
}

/// Colours looked up in a three-dimensional table of a colour space.
public protocol CIColorCubeWithColorSpace: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The table's entries a side.
    var cubeDimension: Float { get set }
    /// The table: premultiplied RGBA floats, red fastest.
    var cubeData: Data { get set }
    /// Whether components outside 0...1 are extrapolated.
    var extrapolate: Bool { get set }
    /// The table's colour space.
    var colorSpace: CGColorSpace? { get set }
}

/// A halftone of dots.
public protocol CIDotScreen: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The angle, in radians.
    var angle: Float { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// A halftone of lines.
public protocol CILineScreen: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The angle, in radians.
    var angle: Float { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// A halftone of rings.
public protocol CICircularScreen: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// A halftone of cyan, magenta, yellow and black inks on white.
public protocol CICMYKHalftone: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The angle, in radians.
    var angle: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
    /// How much grey is printed in black ink, 0 to 1.
    var grayComponentReplacement: Float { get set }
    /// How much colour ink is removed under black, 0 to 1.
    var underColorRemoval: Float { get set }
}

/// An affine transform whose edge pixels repeat forever.
public protocol CIAffineClamp: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The transform.
    var transform: CGAffineTransform { get set }
}

/// An affine transform repeated forever.
public protocol CIAffineTile: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The transform.
    var transform: CGAffineTransform { get set }
}

/// High-quality scaling with a Lanczos kernel.
public protocol CILanczosScaleTransform: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The scale of the effect.
    var scale: Float { get set }
    /// An additional horizontal scale.
    var aspectRatio: Float { get set }
}

/// Scaling with a cubic kernel of parameters B and C.
public protocol CIBicubicScaleTransform: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The scale of the effect.
    var scale: Float { get set }
    /// An additional horizontal scale.
    var aspectRatio: Float { get set }
    /// The cubic's B.
    var parameterB: Float { get set }
    /// The cubic's C.
    var parameterC: Float { get set }
}

/// A geometry filter of four points.
public protocol CIFourCoordinateGeometryFilter: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The top-left point.
    var topLeft: CGPoint { get set }
    /// The top-right point.
    var topRight: CGPoint { get set }
    /// The bottom-right point.
    var bottomRight: CGPoint { get set }
    /// The bottom-left point.
    var bottomLeft: CGPoint { get set }
}

/// Maps four points onto a rectangle.
public protocol CIPerspectiveCorrection: CIFourCoordinateGeometryFilter {
    /// Whether the output is cropped to the rectangle.
    var crop: Bool { get set }
}

/// Maps the image onto four points.
public protocol CIPerspectiveTransform: CIFourCoordinateGeometryFilter {
}

/// Rotates, then scales and crops to fill the extent.
public protocol CIStraighten: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The angle, in radians.
    var angle: Float { get set }
}

/// Composites an image over a background.
public protocol CICompositeOperation: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The background image.
    var backgroundImage: CIImage? { get set }
}

/// Blends an image over a background through a mask.
public protocol CIBlendWithMask: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The background image.
    var backgroundImage: CIImage? { get set }
    /// The mask image.
    var maskImage: CIImage? { get set }
}

/// Mixes an image with a background by an amount.
public protocol CIMix: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The background image.
    var backgroundImage: CIImage? { get set }
    /// The amount of the effect.
    var amount: Float { get set }
}

/// A transition from an image to a target image over time.
public protocol CITransitionFilter: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The image the transition ends on.
    var targetImage: CIImage? { get set }
    /// The transition's time, 0 to 1.
    var time: Float { get set }
}

/// Dissolves from an image to a target image.
public protocol CIDissolveTransition: CITransitionFilter {
}

/// A gradient between two points.
public protocol CILinearGradient: CIFilterProtocol {
    /// The first point.
    var point0: CGPoint { get set }
    /// The second point.
    var point1: CGPoint { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
}

/// A gradient between two points, eased at both ends.
public protocol CISmoothLinearGradient: CIFilterProtocol {
    /// The first point.
    var point0: CGPoint { get set }
    /// The second point.
    var point1: CGPoint { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
}

/// A gradient between two circles about a centre.
public protocol CIRadialGradient: CIFilterProtocol {
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The inner circle's radius.
    var radius0: Float { get set }
    /// The outer circle's radius.
    var radius1: Float { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
}

/// Squares of two colours.
public protocol CICheckerboardGenerator: CIFilterProtocol {
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// Stripes of two colours.
public protocol CIStripesGenerator: CIFilterProtocol {
    /// The effect's centre, in the image's coordinates.
    var center: CGPoint { get set }
    /// The first colour.
    var color0: CIColor { get set }
    /// The second colour.
    var color1: CIColor { get set }
    /// The width, in pixels.
    var width: Float { get set }
    /// The sharpness of the result.
    var sharpness: Float { get set }
}

/// A reduction of a rectangle of the image to one pixel.
public protocol CIAreaReductionFilter: CIFilterProtocol {
    /// The image the filter applies to.
    var inputImage: CIImage? { get set }
    /// The rectangle reduced, in the image's coordinates.
    var extent: CGRect { get set }
}

/// The average colour of a rectangle, one pixel at the origin.
public protocol CIAreaAverage: CIAreaReductionFilter {
}

/// The largest value of each component over a rectangle, one pixel at the origin.
public protocol CIAreaMaximum: CIAreaReductionFilter {
}

/// The smallest value of each component over a rectangle, one pixel at the origin.
public protocol CIAreaMinimum: CIAreaReductionFilter {
}

/// Four random numbers from 0 to 1 a pixel, an infinite image.
public protocol CIRandomGenerator: CIFilterProtocol {
}

/// A QR code of a message.
public protocol CIQRCodeGenerator: CIFilterProtocol {
    /// The bytes to encode.
    var message: Data { get set }
    /// The error-correction level: "L", "M" (the default), "Q" or "H".
    var correctionLevel: String { get set }
}
