import CoreGraphics
import Foundation

// The class behind every typed built-in filter (`CIFilter.sepiaTone()` …): one class that has
// every protocol's properties, each reading and writing its input by key, so that the typed and
// the by-name forms of a filter are the same filter.

/// One of the built-in filters, its inputs as typed properties.
final class BuiltInFilter: CIFilter, @unchecked Sendable,
    CIAffineClamp, CIAffineTile, CIAreaAverage, CIAreaMaximum, CIAreaMinimum, CIBicubicScaleTransform, CIBlendWithMask, CIBloom,
    CIBoxBlur, CIBumpDistortion, CICMYKHalftone, CICheckerboardGenerator, CICircleSplashDistortion, CICircularScreen,
    CIColorClamp, CIColorControls, CIColorCube, CIColorCubeWithColorSpace, CIColorInvert, CIColorMatrix, CIColorMonochrome,
    CIColorPolynomial, CIColorPosterize, CIColorThreshold, CIComicEffect, CICompositeOperation, CIConvolution, CICrystallize,
    CIDiscBlur, CIDissolveTransition, CIDotScreen, CIEdgeWork, CIEdges, CIExposureAdjust, CIFalseColor, CIGammaAdjust,
    CIGaussianBlur, CIGloom, CIHexagonalPixellate, CIHueAdjust, CILanczosScaleTransform, CILineOverlay, CILineScreen,
    CILinearGradient, CILinearToSRGBToneCurve, CIMaskToAlpha, CIMaximumComponent, CIMedian, CIMinimumComponent, CIMix,
    CIMorphologyGradient, CIMorphologyMaximum, CIMorphologyMinimum, CIMorphologyRectangleMaximum, CIMorphologyRectangleMinimum,
    CIMotionBlur, CINoiseReduction, CIPerspectiveCorrection, CIPerspectiveTransform, CIPhotoEffect, CIPinchDistortion,
    CIPixellate, CIPointillize, CIQRCodeGenerator, CIRadialGradient, CIRandomGenerator, CISRGBToneCurveToLinear, CISepiaTone,
    CISharpenLuminance, CISmoothLinearGradient, CIStraighten, CIStripesGenerator, CIThermal, CIToneCurve, CITwirlDistortion,
    CIUnsharpMask, CIVibrance, CIVignette, CIVignetteEffect, CIXRay, CIZoomBlur {
    static func named(_ name: String) -> BuiltInFilter {
        // Every name `CIFilterBuiltins.swift` uses is one of `FilterKernels.definitions`; were one
        // missing, the filter would pass its image through rather than stop the app.
        BuiltInFilter(definition: FilterDefinition.all[name]
                      ?? FilterDefinition(name: name, displayName: name, categories: [], inputs: []) { image, _ in image })
    }

    var aVector: CIVector {
        get { vector("inputAVector") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputAVector") }
    }
    var alphaCoefficients: CIVector {
        get { vector("inputAlphaCoefficients") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputAlphaCoefficients") }
    }
    var amount: Float {
        get { number("inputAmount") }
        set { setNumber(newValue, "inputAmount") }
    }
    var angle: Float {
        get { number("inputAngle") }
        set { setNumber(newValue, "inputAngle") }
    }
    var aspectRatio: Float {
        get { number("inputAspectRatio") }
        set { setNumber(newValue, "inputAspectRatio") }
    }
    var bVector: CIVector {
        get { vector("inputBVector") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputBVector") }
    }
    var backgroundImage: CIImage? {
        get { image("inputBackgroundImage") }
        set { setValue(newValue, forKey: "inputBackgroundImage") }
    }
    var bias: Float {
        get { number("inputBias") }
        set { setNumber(newValue, "inputBias") }
    }
    var biasVector: CIVector {
        get { vector("inputBiasVector") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputBiasVector") }
    }
    var blueCoefficients: CIVector {
        get { vector("inputBlueCoefficients") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputBlueCoefficients") }
    }
    var bottomLeft: CGPoint {
        get { point("inputBottomLeft") }
        set { setPoint(newValue, "inputBottomLeft") }
    }
    var bottomRight: CGPoint {
        get { point("inputBottomRight") }
        set { setPoint(newValue, "inputBottomRight") }
    }
    var brightness: Float {
        get { number("inputBrightness") }
        set { setNumber(newValue, "inputBrightness") }
    }
    var center: CGPoint {
        get { point("inputCenter") }
        set { setPoint(newValue, "inputCenter") }
    }
    var color: CIColor {
        get { color("inputColor") }
        set { setValue(newValue, forKey: "inputColor") }
    }
    var color0: CIColor {
        get { color("inputColor0") }
        set { setValue(newValue, forKey: "inputColor0") }
    }
    var color1: CIColor {
        get { color("inputColor1") }
        set { setValue(newValue, forKey: "inputColor1") }
    }
    var colorSpace: CGColorSpace? {
        get { raw("inputColorSpace") as? CGColorSpace }
        set { setValue(newValue, forKey: "inputColorSpace") }
    }
    var contrast: Float {
        get { number("inputContrast") }
        set { setNumber(newValue, "inputContrast") }
    }
    var correctionLevel: String {
        get { raw("inputCorrectionLevel") as? String ?? "" }
        set { setValue(newValue, forKey: "inputCorrectionLevel") }
    }
    var crop: Bool {
        get { bool("inputCrop") }
        set { setValue(NSNumber(value: newValue), forKey: "inputCrop") }
    }
    var cubeData: Data {
        get { data("inputCubeData") ?? Data() }
        set { setValue(newValue, forKey: "inputCubeData") }
    }
    var cubeDimension: Float {
        get { number("inputCubeDimension") }
        set { setNumber(newValue, "inputCubeDimension") }
    }
    var edgeIntensity: Float {
        get { number("inputEdgeIntensity") }
        set { setNumber(newValue, "inputEdgeIntensity") }
    }
    var ev: Float {
        get { number("inputEV") }
        set { setNumber(newValue, "inputEV") }
    }
    var extent: CGRect {
        get { vector("inputExtent")?.cgRectValue ?? .zero }
        set { setValue(CIVector(cgRect: newValue), forKey: "inputExtent") }
    }
    var extrapolate: Bool {
        get { bool("inputExtrapolate") }
        set { setValue(NSNumber(value: newValue), forKey: "inputExtrapolate") }
    }
    var falloff: Float {
        get { number("inputFalloff") }
        set { setNumber(newValue, "inputFalloff") }
    }
    var gVector: CIVector {
        get { vector("inputGVector") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputGVector") }
    }
    var grayComponentReplacement: Float {
        get { number("inputGCR") }
        set { setNumber(newValue, "inputGCR") }
    }
    var greenCoefficients: CIVector {
        get { vector("inputGreenCoefficients") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputGreenCoefficients") }
    }
    var height: Float {
        get { number("inputHeight") }
        set { setNumber(newValue, "inputHeight") }
    }
    var inputImage: CIImage? {
        get { image("inputImage") }
        set { setValue(newValue, forKey: "inputImage") }
    }
    var intensity: Float {
        get { number("inputIntensity") }
        set { setNumber(newValue, "inputIntensity") }
    }
    var levels: Float {
        get { number("inputLevels") }
        set { setNumber(newValue, "inputLevels") }
    }
    var maskImage: CIImage? {
        get { image("inputMaskImage") }
        set { setValue(newValue, forKey: "inputMaskImage") }
    }
    var maxComponents: CIVector {
        get { vector("inputMaxComponents") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputMaxComponents") }
    }
    var message: Data {
        get { data("inputMessage") ?? Data() }
        set { setValue(newValue, forKey: "inputMessage") }
    }
    var minComponents: CIVector {
        get { vector("inputMinComponents") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputMinComponents") }
    }
    var noiseLevel: Float {
        get { number("inputNoiseLevel") }
        set { setNumber(newValue, "inputNoiseLevel") }
    }
    var nrNoiseLevel: Float {
        get { number("inputNRNoiseLevel") }
        set { setNumber(newValue, "inputNRNoiseLevel") }
    }
    var nrSharpness: Float {
        get { number("inputNRSharpness") }
        set { setNumber(newValue, "inputNRSharpness") }
    }
    var parameterB: Float {
        get { number("inputB") }
        set { setNumber(newValue, "inputB") }
    }
    var parameterC: Float {
        get { number("inputC") }
        set { setNumber(newValue, "inputC") }
    }
    var point0: CGPoint {
        get { point("inputPoint0") }
        set { setPoint(newValue, "inputPoint0") }
    }
    var point1: CGPoint {
        get { point("inputPoint1") }
        set { setPoint(newValue, "inputPoint1") }
    }
    var point2: CGPoint {
        get { point("inputPoint2") }
        set { setPoint(newValue, "inputPoint2") }
    }
    var point3: CGPoint {
        get { point("inputPoint3") }
        set { setPoint(newValue, "inputPoint3") }
    }
    var point4: CGPoint {
        get { point("inputPoint4") }
        set { setPoint(newValue, "inputPoint4") }
    }
    var power: Float {
        get { number("inputPower") }
        set { setNumber(newValue, "inputPower") }
    }
    var rVector: CIVector {
        get { vector("inputRVector") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputRVector") }
    }
    var radius: Float {
        get { number("inputRadius") }
        set { setNumber(newValue, "inputRadius") }
    }
    var radius0: Float {
        get { number("inputRadius0") }
        set { setNumber(newValue, "inputRadius0") }
    }
    var radius1: Float {
        get { number("inputRadius1") }
        set { setNumber(newValue, "inputRadius1") }
    }
    var redCoefficients: CIVector {
        get { vector("inputRedCoefficients") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputRedCoefficients") }
    }
    var saturation: Float {
        get { number("inputSaturation") }
        set { setNumber(newValue, "inputSaturation") }
    }
    var scale: Float {
        get { number("inputScale") }
        set { setNumber(newValue, "inputScale") }
    }
    var sharpness: Float {
        get { number("inputSharpness") }
        set { setNumber(newValue, "inputSharpness") }
    }
    var targetImage: CIImage? {
        get { image("inputTargetImage") }
        set { setValue(newValue, forKey: "inputTargetImage") }
    }
    var threshold: Float {
        get { number("inputThreshold") }
        set { setNumber(newValue, "inputThreshold") }
    }
    var time: Float {
        get { number("inputTime") }
        set { setNumber(newValue, "inputTime") }
    }
    var topLeft: CGPoint {
        get { point("inputTopLeft") }
        set { setPoint(newValue, "inputTopLeft") }
    }
    var topRight: CGPoint {
        get { point("inputTopRight") }
        set { setPoint(newValue, "inputTopRight") }
    }
    var transform: CGAffineTransform {
        get { transform("inputTransform") }
        set { setValue(newValue, forKey: "inputTransform") }
    }
    var underColorRemoval: Float {
        get { number("inputUCR") }
        set { setNumber(newValue, "inputUCR") }
    }
    var weights: CIVector {
        get { vector("inputWeights") ?? CIVector(x: 0) }
        set { setValue(newValue, forKey: "inputWeights") }
    }
    var width: Float {
        get { number("inputWidth") }
        set { setNumber(newValue, "inputWidth") }
    }
}
