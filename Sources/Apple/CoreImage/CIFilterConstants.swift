import Foundation

// The keys and attribute names of Core Image's filters, as Core Image spells them. Plain strings
// on Linux as on Apple's platforms.

/// The key of a filter's image input.
public let kCIInputImageKey = "inputImage"
/// The key of a filter's output image.
public let kCIOutputImageKey = "outputImage"
/// The key of a filter's intensity input.
public let kCIInputIntensityKey = "inputIntensity"
/// The key of a filter's radius input.
public let kCIInputRadiusKey = "inputRadius"
/// The key of a filter's scale input.
public let kCIInputScaleKey = "inputScale"
/// The key of a filter's aspect ratio input.
public let kCIInputAspectRatioKey = "inputAspectRatio"
/// The key of a filter's center input.
public let kCIInputCenterKey = "inputCenter"
/// The key of a filter's angle input.
public let kCIInputAngleKey = "inputAngle"
/// The key of a filter's saturation input.
public let kCIInputSaturationKey = "inputSaturation"
/// The key of a filter's brightness input.
public let kCIInputBrightnessKey = "inputBrightness"
/// The key of a filter's contrast input.
public let kCIInputContrastKey = "inputContrast"
/// The key of a filter's color input.
public let kCIInputColorKey = "inputColor"
/// The key of a filter's mask image input.
public let kCIInputMaskImageKey = "inputMaskImage"
/// The key of a filter's background image input.
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
/// The key of a filter's target image input (transitions).
public let kCIInputTargetImageKey = "inputTargetImage"
/// The key of a filter's gradient image input.
public let kCIInputGradientImageKey = "inputGradientImage"
/// The key of a filter's shading image input.
public let kCIInputShadingImageKey = "inputShadingImage"
/// The key of a filter's amount input.
public let kCIInputAmountKey = "inputAmount"
/// The key of a filter's width input.
public let kCIInputWidthKey = "inputWidth"
/// The key of a filter's sharpness input.
public let kCIInputSharpnessKey = "inputSharpness"
/// The key of a filter's exposure value input, in stops.
public let kCIInputEVKey = "inputEV"
/// The key of a filter's transform input.
public let kCIInputTransformKey = "inputTransform"
/// The key of a filter's time input (transitions).
public let kCIInputTimeKey = "inputTime"
/// The key of a filter's rectangle input.
public let kCIInputExtentKey = "inputExtent"
/// The key of a convolution filter's weights input.
public let kCIInputWeightsKey = "inputWeights"
/// The key of a convolution filter's bias input.
public let kCIInputBiasKey = "inputBias"
/// The key of a filter's refraction input.
public let kCIInputRefractionKey = "inputRefraction"

/// The attributes' key of the filter's name.
public let kCIAttributeFilterName = "CIAttributeFilterName"
/// The attributes' key of the filter's name as people read it ("Sepia Tone").
public let kCIAttributeFilterDisplayName = "CIAttributeFilterDisplayName"
/// The attributes' key of the filter's categories.
public let kCIAttributeFilterCategories = "CIAttributeFilterCategories"
/// An input attribute's key of its class's name ("NSNumber", "CIVector", "CIColor", "CIImage").
public let kCIAttributeClass = "CIAttributeClass"
/// An input attribute's key of its type (`kCIAttributeTypeScalar`, …).
public let kCIAttributeType = "CIAttributeType"
/// An input attribute's key of its name as people read it.
public let kCIAttributeDisplayName = "CIAttributeDisplayName"
/// An input attribute's key of its default value.
public let kCIAttributeDefault = "CIAttributeDefault"
/// An input attribute's key of its smallest value.
public let kCIAttributeMin = "CIAttributeMin"
/// An input attribute's key of its largest value.
public let kCIAttributeMax = "CIAttributeMax"
/// An input attribute's key of the smallest value a slider offers.
public let kCIAttributeSliderMin = "CIAttributeSliderMin"
/// An input attribute's key of the largest value a slider offers.
public let kCIAttributeSliderMax = "CIAttributeSliderMax"
/// An input attribute's key of the value at which the input has no effect.
public let kCIAttributeIdentity = "CIAttributeIdentity"

/// The type of a number.
public let kCIAttributeTypeScalar = "CIAttributeTypeScalar"
/// The type of a distance in pixels.
public let kCIAttributeTypeDistance = "CIAttributeTypeDistance"
/// The type of an angle in radians.
public let kCIAttributeTypeAngle = "CIAttributeTypeAngle"
/// The type of a Boolean.
public let kCIAttributeTypeBoolean = "CIAttributeTypeBoolean"
/// The type of an integer.
public let kCIAttributeTypeInteger = "CIAttributeTypeInteger"
/// The type of a count.
public let kCIAttributeTypeCount = "CIAttributeTypeCount"
/// The type of a position: a vector of two values.
public let kCIAttributeTypePosition = "CIAttributeTypePosition"
/// The type of an offset: a vector of two values.
public let kCIAttributeTypeOffset = "CIAttributeTypeOffset"
/// The type of a rectangle: a vector of four values.
public let kCIAttributeTypeRectangle = "CIAttributeTypeRectangle"
/// The type of a colour with opacity.
public let kCIAttributeTypeColor = "CIAttributeTypeColor"
/// The type of an opaque colour.
public let kCIAttributeTypeOpaqueColor = "CIAttributeTypeOpaqueColor"
/// The type of an image.
public let kCIAttributeTypeImage = "CIAttributeTypeImage"
/// The type of an affine transform.
public let kCIAttributeTypeTransform = "CIAttributeTypeTransform"
/// The type of a time, 0 to 1.
public let kCIAttributeTypeTime = "CIAttributeTypeTime"

/// The category of blur filters.
public let kCICategoryBlur = "CICategoryBlur"
/// The category of color effect filters.
public let kCICategoryColorEffect = "CICategoryColorEffect"
/// The category of color adjustment filters.
public let kCICategoryColorAdjustment = "CICategoryColorAdjustment"
/// The category of distortion effect filters.
public let kCICategoryDistortionEffect = "CICategoryDistortionEffect"
/// The category of geometry adjustment filters (scaling, perspective).
public let kCICategoryGeometryAdjustment = "CICategoryGeometryAdjustment"
/// The category of stylize filters.
public let kCICategoryStylize = "CICategoryStylize"
/// The category of sharpen filters.
public let kCICategorySharpen = "CICategorySharpen"
/// The category of halftone filters.
public let kCICategoryHalftoneEffect = "CICategoryHalftoneEffect"
/// The category of tile filters.
public let kCICategoryTileEffect = "CICategoryTileEffect"
/// The category of filters that make an image of their inputs alone.
public let kCICategoryGenerator = "CICategoryGenerator"
/// The category of gradient generators.
public let kCICategoryGradient = "CICategoryGradient"
/// The category of composite operation filters.
public let kCICategoryCompositeOperation = "CICategoryCompositeOperation"
/// The category of filters that work on video.
public let kCICategoryVideo = "CICategoryVideo"
/// The category of built in filters.
public let kCICategoryBuiltIn = "CICategoryBuiltIn"
/// The category of still image filters.
public let kCICategoryStillImage = "CICategoryStillImage"
