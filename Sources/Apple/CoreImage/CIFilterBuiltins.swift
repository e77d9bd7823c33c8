import CoreGraphics
import Foundation

// `CIFilter.sepiaTone()` and the other typed built-ins of `import CoreImage.CIFilterBuiltins`: each
// the filter of that name, its inputs readable and settable as typed properties or by key alike.

extension CIFilter {
    /// The `CISepiaTone` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sepiaTone() -> CIFilter & CISepiaTone { BuiltInFilter.named("CISepiaTone") }
    /// The `CIGaussianBlur` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltInFilter.named("CIGaussianBlur") }
    /// The `CIBoxBlur` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func boxBlur() -> CIFilter & CIBoxBlur { BuiltInFilter.named("CIBoxBlur") }
    /// The `CIDiscBlur` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func discBlur() -> CIFilter & CIDiscBlur { BuiltInFilter.named("CIDiscBlur") }
    /// The `CIMotionBlur` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func motionBlur() -> CIFilter & CIMotionBlur { BuiltInFilter.named("CIMotionBlur") }
    /// The `CIZoomBlur` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func zoomBlur() -> CIFilter & CIZoomBlur { BuiltInFilter.named("CIZoomBlur") }
    /// The `CINoiseReduction` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func noiseReduction() -> CIFilter & CINoiseReduction { BuiltInFilter.named("CINoiseReduction") }
    /// The `CIMedianFilter` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func median() -> CIFilter & CIMedian { BuiltInFilter.named("CIMedianFilter") }
    /// The `CIMorphologyGradient` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func morphologyGradient() -> CIFilter & CIMorphologyGradient { BuiltInFilter.named("CIMorphologyGradient") }
    /// The `CIMorphologyMaximum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func morphologyMaximum() -> CIFilter & CIMorphologyMaximum { BuiltInFilter.named("CIMorphologyMaximum") }
    /// The `CIMorphologyMinimum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func morphologyMinimum() -> CIFilter & CIMorphologyMinimum { BuiltInFilter.named("CIMorphologyMinimum") }
    /// The `CIMorphologyRectangleMaximum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func morphologyRectangleMaximum() -> CIFilter & CIMorphologyRectangleMaximum { BuiltInFilter.named("CIMorphologyRectangleMaximum") }
    /// The `CIMorphologyRectangleMinimum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func morphologyRectangleMinimum() -> CIFilter & CIMorphologyRectangleMinimum { BuiltInFilter.named("CIMorphologyRectangleMinimum") }
    /// The `CIUnsharpMask` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltInFilter.named("CIUnsharpMask") }
    /// The `CISharpenLuminance` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sharpenLuminance() -> CIFilter & CISharpenLuminance { BuiltInFilter.named("CISharpenLuminance") }
    /// The `CIEdges` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func edges() -> CIFilter & CIEdges { BuiltInFilter.named("CIEdges") }
    /// The `CIEdgeWork` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func edgeWork() -> CIFilter & CIEdgeWork { BuiltInFilter.named("CIEdgeWork") }
    /// The `CIPixellate` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func pixellate() -> CIFilter & CIPixellate { BuiltInFilter.named("CIPixellate") }
    /// The `CIHexagonalPixellate` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func hexagonalPixellate() -> CIFilter & CIHexagonalPixellate { BuiltInFilter.named("CIHexagonalPixellate") }
    /// The `CICrystallize` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func crystallize() -> CIFilter & CICrystallize { BuiltInFilter.named("CICrystallize") }
    /// The `CIPointillize` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func pointillize() -> CIFilter & CIPointillize { BuiltInFilter.named("CIPointillize") }
    /// The `CIComicEffect` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func comicEffect() -> CIFilter & CIComicEffect { BuiltInFilter.named("CIComicEffect") }
    /// The `CIBloom` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func bloom() -> CIFilter & CIBloom { BuiltInFilter.named("CIBloom") }
    /// The `CIGloom` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func gloom() -> CIFilter & CIGloom { BuiltInFilter.named("CIGloom") }
    /// The `CILineOverlay` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func lineOverlay() -> CIFilter & CILineOverlay { BuiltInFilter.named("CILineOverlay") }
    /// The `CIConvolution3X3` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolution3X3() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolution3X3") }
    /// The `CIConvolution5X5` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolution5X5() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolution5X5") }
    /// The `CIConvolution7X7` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolution7X7() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolution7X7") }
    /// The `CIConvolution9Horizontal` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolution9Horizontal() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolution9Horizontal") }
    /// The `CIConvolution9Vertical` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolution9Vertical() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolution9Vertical") }
    /// The `CIConvolutionRGB3X3` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolutionRGB3X3() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolutionRGB3X3") }
    /// The `CIConvolutionRGB5X5` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolutionRGB5X5() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolutionRGB5X5") }
    /// The `CIConvolutionRGB7X7` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolutionRGB7X7() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolutionRGB7X7") }
    /// The `CIConvolutionRGB9Horizontal` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolutionRGB9Horizontal() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolutionRGB9Horizontal") }
    /// The `CIConvolutionRGB9Vertical` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func convolutionRGB9Vertical() -> CIFilter & CIConvolution { BuiltInFilter.named("CIConvolutionRGB9Vertical") }
    /// The `CIVignette` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func vignette() -> CIFilter & CIVignette { BuiltInFilter.named("CIVignette") }
    /// The `CIVignetteEffect` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func vignetteEffect() -> CIFilter & CIVignetteEffect { BuiltInFilter.named("CIVignetteEffect") }
    /// The `CITwirlDistortion` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltInFilter.named("CITwirlDistortion") }
    /// The `CIBumpDistortion` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func bumpDistortion() -> CIFilter & CIBumpDistortion { BuiltInFilter.named("CIBumpDistortion") }
    /// The `CIPinchDistortion` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func pinchDistortion() -> CIFilter & CIPinchDistortion { BuiltInFilter.named("CIPinchDistortion") }
    /// The `CICircleSplashDistortion` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func circleSplashDistortion() -> CIFilter & CICircleSplashDistortion { BuiltInFilter.named("CICircleSplashDistortion") }
    /// The `CIColorControls` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorControls() -> CIFilter & CIColorControls { BuiltInFilter.named("CIColorControls") }
    /// The `CIExposureAdjust` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltInFilter.named("CIExposureAdjust") }
    /// The `CIGammaAdjust` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltInFilter.named("CIGammaAdjust") }
    /// The `CIHueAdjust` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func hueAdjust() -> CIFilter & CIHueAdjust { BuiltInFilter.named("CIHueAdjust") }
    /// The `CIVibrance` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func vibrance() -> CIFilter & CIVibrance { BuiltInFilter.named("CIVibrance") }
    /// The `CIColorMatrix` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorMatrix() -> CIFilter & CIColorMatrix { BuiltInFilter.named("CIColorMatrix") }
    /// The `CIColorPolynomial` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorPolynomial() -> CIFilter & CIColorPolynomial { BuiltInFilter.named("CIColorPolynomial") }
    /// The `CIColorClamp` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorClamp() -> CIFilter & CIColorClamp { BuiltInFilter.named("CIColorClamp") }
    /// The `CIToneCurve` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func toneCurve() -> CIFilter & CIToneCurve { BuiltInFilter.named("CIToneCurve") }
    /// The `CILinearToSRGBToneCurve` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func linearToSRGBToneCurve() -> CIFilter & CILinearToSRGBToneCurve { BuiltInFilter.named("CILinearToSRGBToneCurve") }
    /// The `CISRGBToneCurveToLinear` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sRGBToneCurveToLinear() -> CIFilter & CISRGBToneCurveToLinear { BuiltInFilter.named("CISRGBToneCurveToLinear") }
    /// The `CIColorThreshold` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorThreshold() -> CIFilter & CIColorThreshold { BuiltInFilter.named("CIColorThreshold") }
    /// The `CIColorInvert` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorInvert() -> CIFilter & CIColorInvert { BuiltInFilter.named("CIColorInvert") }
    /// The `CIColorMonochrome` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltInFilter.named("CIColorMonochrome") }
    /// The `CIColorPosterize` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorPosterize() -> CIFilter & CIColorPosterize { BuiltInFilter.named("CIColorPosterize") }
    /// The `CIFalseColor` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func falseColor() -> CIFilter & CIFalseColor { BuiltInFilter.named("CIFalseColor") }
    /// The `CIMaskToAlpha` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func maskToAlpha() -> CIFilter & CIMaskToAlpha { BuiltInFilter.named("CIMaskToAlpha") }
    /// The `CIMaximumComponent` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func maximumComponent() -> CIFilter & CIMaximumComponent { BuiltInFilter.named("CIMaximumComponent") }
    /// The `CIMinimumComponent` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func minimumComponent() -> CIFilter & CIMinimumComponent { BuiltInFilter.named("CIMinimumComponent") }
    /// The `CIPhotoEffectChrome` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectChrome() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectChrome") }
    /// The `CIPhotoEffectFade` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectFade() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectFade") }
    /// The `CIPhotoEffectInstant` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectInstant() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectInstant") }
    /// The `CIPhotoEffectMono` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectMono") }
    /// The `CIPhotoEffectNoir` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectNoir") }
    /// The `CIPhotoEffectProcess` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectProcess() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectProcess") }
    /// The `CIPhotoEffectTonal` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectTonal") }
    /// The `CIPhotoEffectTransfer` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func photoEffectTransfer() -> CIFilter & CIPhotoEffect { BuiltInFilter.named("CIPhotoEffectTransfer") }
    /// The `CIThermal` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func thermal() -> CIFilter & CIThermal { BuiltInFilter.named("CIThermal") }
    /// The `CIXRay` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func xRay() -> CIFilter & CIXRay { BuiltInFilter.named("CIXRay") }
    /// The `CIColorCube` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorCube() -> CIFilter & CIColorCube { BuiltInFilter.named("CIColorCube") }
    /// The `CIColorCubeWithColorSpace` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorCubeWithColorSpace() -> CIFilter & CIColorCubeWithColorSpace { BuiltInFilter.named("CIColorCubeWithColorSpace") }
    /// The `CIDotScreen` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func dotScreen() -> CIFilter & CIDotScreen { BuiltInFilter.named("CIDotScreen") }
    /// The `CILineScreen` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func lineScreen() -> CIFilter & CILineScreen { BuiltInFilter.named("CILineScreen") }
    /// The `CICircularScreen` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func circularScreen() -> CIFilter & CICircularScreen { BuiltInFilter.named("CICircularScreen") }
    /// The `CICMYKHalftone` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func cmykHalftone() -> CIFilter & CICMYKHalftone { BuiltInFilter.named("CICMYKHalftone") }
    /// The `CIAffineClamp` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func affineClamp() -> CIFilter & CIAffineClamp { BuiltInFilter.named("CIAffineClamp") }
    /// The `CIAffineTile` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func affineTile() -> CIFilter & CIAffineTile { BuiltInFilter.named("CIAffineTile") }
    /// The `CILanczosScaleTransform` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { BuiltInFilter.named("CILanczosScaleTransform") }
    /// The `CIBicubicScaleTransform` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func bicubicScaleTransform() -> CIFilter & CIBicubicScaleTransform { BuiltInFilter.named("CIBicubicScaleTransform") }
    /// The `CIPerspectiveCorrection` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func perspectiveCorrection() -> CIFilter & CIPerspectiveCorrection { BuiltInFilter.named("CIPerspectiveCorrection") }
    /// The `CIPerspectiveTransform` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func perspectiveTransform() -> CIFilter & CIPerspectiveTransform { BuiltInFilter.named("CIPerspectiveTransform") }
    /// The `CIStraightenFilter` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func straighten() -> CIFilter & CIStraighten { BuiltInFilter.named("CIStraightenFilter") }
    /// The `CIAdditionCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func additionCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIAdditionCompositing") }
    /// The `CIColorBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIColorBlendMode") }
    /// The `CIColorBurnBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorBurnBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIColorBurnBlendMode") }
    /// The `CIColorDodgeBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func colorDodgeBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIColorDodgeBlendMode") }
    /// The `CIDarkenBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func darkenBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIDarkenBlendMode") }
    /// The `CIDifferenceBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func differenceBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIDifferenceBlendMode") }
    /// The `CIDivideBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func divideBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIDivideBlendMode") }
    /// The `CIExclusionBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func exclusionBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIExclusionBlendMode") }
    /// The `CIHardLightBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func hardLightBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIHardLightBlendMode") }
    /// The `CIHueBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func hueBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIHueBlendMode") }
    /// The `CILightenBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func lightenBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CILightenBlendMode") }
    /// The `CILinearBurnBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func linearBurnBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CILinearBurnBlendMode") }
    /// The `CILinearDodgeBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func linearDodgeBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CILinearDodgeBlendMode") }
    /// The `CILinearLightBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func linearLightBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CILinearLightBlendMode") }
    /// The `CILuminosityBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func luminosityBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CILuminosityBlendMode") }
    /// The `CIMaximumCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func maximumCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIMaximumCompositing") }
    /// The `CIMinimumCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func minimumCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIMinimumCompositing") }
    /// The `CIMultiplyBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func multiplyBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIMultiplyBlendMode") }
    /// The `CIMultiplyCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func multiplyCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIMultiplyCompositing") }
    /// The `CIOverlayBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func overlayBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIOverlayBlendMode") }
    /// The `CIPinLightBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func pinLightBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIPinLightBlendMode") }
    /// The `CISaturationBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func saturationBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISaturationBlendMode") }
    /// The `CIScreenBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func screenBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIScreenBlendMode") }
    /// The `CISoftLightBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func softLightBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISoftLightBlendMode") }
    /// The `CISourceAtopCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sourceAtopCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISourceAtopCompositing") }
    /// The `CISourceInCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sourceInCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISourceInCompositing") }
    /// The `CISourceOutCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sourceOutCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISourceOutCompositing") }
    /// The `CISourceOverCompositing` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISourceOverCompositing") }
    /// The `CISubtractBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func subtractBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CISubtractBlendMode") }
    /// The `CIVividLightBlendMode` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func vividLightBlendMode() -> CIFilter & CICompositeOperation { BuiltInFilter.named("CIVividLightBlendMode") }
    /// The `CIBlendWithAlphaMask` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func blendWithAlphaMask() -> CIFilter & CIBlendWithMask { BuiltInFilter.named("CIBlendWithAlphaMask") }
    /// The `CIBlendWithBlueMask` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func blendWithBlueMask() -> CIFilter & CIBlendWithMask { BuiltInFilter.named("CIBlendWithBlueMask") }
    /// The `CIBlendWithMask` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func blendWithMask() -> CIFilter & CIBlendWithMask { BuiltInFilter.named("CIBlendWithMask") }
    /// The `CIBlendWithRedMask` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func blendWithRedMask() -> CIFilter & CIBlendWithMask { BuiltInFilter.named("CIBlendWithRedMask") }
    /// The `CIMix` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func mix() -> CIFilter & CIMix { BuiltInFilter.named("CIMix") }
    /// The `CIDissolveTransition` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func dissolveTransition() -> CIFilter & CIDissolveTransition { BuiltInFilter.named("CIDissolveTransition") }
    /// The `CILinearGradient` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func linearGradient() -> CIFilter & CILinearGradient { BuiltInFilter.named("CILinearGradient") }
    /// The `CISmoothLinearGradient` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func smoothLinearGradient() -> CIFilter & CISmoothLinearGradient { BuiltInFilter.named("CISmoothLinearGradient") }
    /// The `CIRadialGradient` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func radialGradient() -> CIFilter & CIRadialGradient { BuiltInFilter.named("CIRadialGradient") }
    /// The `CICheckerboardGenerator` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func checkerboardGenerator() -> CIFilter & CICheckerboardGenerator { BuiltInFilter.named("CICheckerboardGenerator") }
    /// The `CIStripesGenerator` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func stripesGenerator() -> CIFilter & CIStripesGenerator { BuiltInFilter.named("CIStripesGenerator") }
    /// The `CIRandomGenerator` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func randomGenerator() -> CIFilter & CIRandomGenerator { BuiltInFilter.named("CIRandomGenerator") }
    /// The `CIQRCodeGenerator` filter, its inputs as typed properties: a message's code, one pixel
    /// a module, versions 1 to 10 here (up to 213 bytes at level L, 151 at M).
    /// - Returns: The filter, with its default inputs.
    public class func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltInFilter.named("CIQRCodeGenerator") }
    /// The `CIAreaAverage` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func areaAverage() -> CIFilter & CIAreaAverage { BuiltInFilter.named("CIAreaAverage") }
    /// The `CIAreaMaximum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func areaMaximum() -> CIFilter & CIAreaMaximum { BuiltInFilter.named("CIAreaMaximum") }
    /// The `CIAreaMinimum` filter, its inputs as typed properties.
    /// - Returns: The filter, with its default inputs.
    public class func areaMinimum() -> CIFilter & CIAreaMinimum { BuiltInFilter.named("CIAreaMinimum") }
}
