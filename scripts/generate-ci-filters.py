# Generates CIFilterProtocols.swift, BuiltInFilter.swift and CIFilterBuiltins.swift from a table.
import os
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
IMG=("inputImage","CIImage?")
P={}  # protocol -> (doc, parent, [(prop,type)])
def proto(name, doc, props, parent="CIFilterProtocol"):
    P[name]=(doc,parent,props)
F=lambda n:(n,"Float")
proto("CISepiaTone","Maps colours to shades of brown.",[IMG,F("intensity")])
proto("CIGaussianBlur","Spreads each pixel by a Gaussian distribution.",[IMG,F("radius")])
proto("CIBoxBlur","Blurs with a square kernel.",[IMG,F("radius")])
proto("CIDiscBlur","Blurs with a disc-shaped kernel.",[IMG,F("radius")])
proto("CIMotionBlur","Blurs along a line, as a camera moving while it exposes.",[IMG,F("radius"),F("angle")])
proto("CIZoomBlur","Blurs towards a point, as a camera zooming while it exposes.",[IMG,("center","CGPoint"),F("amount")])
proto("CINoiseReduction","Smooths small changes of luminance and sharpens large ones.",[IMG,F("noiseLevel"),F("sharpness")])
proto("CIMedian","Replaces each pixel with the median of its neighbourhood.",[IMG])
proto("CIMorphologyGradient","The difference of the maximum and minimum over a disc: edges.",[IMG,F("radius")])
proto("CIMorphologyMaximum","The maximum over a disc: lightens.",[IMG,F("radius")])
proto("CIMorphologyMinimum","The minimum over a disc: darkens.",[IMG,F("radius")])
proto("CIMorphologyRectangleMaximum","The maximum over a rectangle: lightens.",[IMG,F("width"),F("height")])
proto("CIMorphologyRectangleMinimum","The minimum over a rectangle: darkens.",[IMG,F("width"),F("height")])
proto("CIUnsharpMask","Raises the contrast of edges between colours.",[IMG,F("radius"),F("intensity")])
proto("CISharpenLuminance","Sharpens the luminance alone, leaving colour as it is.",[IMG,F("sharpness"),F("radius")])
proto("CIEdges","Shows the image's edges in colour.",[IMG,F("intensity")])
proto("CIEdgeWork","A black-and-white rendition like a woodblock cutout.",[IMG,F("radius")])
proto("CIPixellate","Squares of one colour.",[IMG,("center","CGPoint"),F("scale")])
proto("CIHexagonalPixellate","Hexagons of the average colour they cover.",[IMG,("center","CGPoint"),F("scale")])
proto("CICrystallize","Polygons of one colour.",[IMG,F("radius"),("center","CGPoint")])
proto("CIPointillize","Dots of colour, as a pointillist paints.",[IMG,F("radius"),("center","CGPoint")])
proto("CIComicEffect","Outlined edges over a colour halftone, as a comic book is printed.",[IMG])
proto("CIBloom","Softens edges and makes light glow.",[IMG,F("radius"),F("intensity")])
proto("CIGloom","Dulls the highlights.",[IMG,F("radius"),F("intensity")])
proto("CILineOverlay","Black outlines of the edges over transparency, a sketch to composite over an image.",[IMG,F("nrNoiseLevel"),F("nrSharpness"),F("edgeIntensity"),F("threshold"),F("contrast")])
proto("CIConvolution","A weighted sum of the pixels around each pixel.",[IMG,("weights","CIVector"),F("bias")])
proto("CIVignette","Shades the corners.",[IMG,F("intensity"),F("radius")])
proto("CIVignetteEffect","Shades the image outside a circle.",[IMG,("center","CGPoint"),F("radius"),F("intensity"),F("falloff")])
proto("CITwirlDistortion","Turns the pixels around a point.",[IMG,("center","CGPoint"),F("radius"),F("angle")])
proto("CIBumpDistortion","A convex or concave bump around a point.",[IMG,("center","CGPoint"),F("radius"),F("scale")])
proto("CIPinchDistortion","Pinches the pixels in towards a point.",[IMG,("center","CGPoint"),F("radius"),F("scale")])
proto("CICircleSplashDistortion","Streaks the pixels outward from a circle's edge.",[IMG,("center","CGPoint"),F("radius")])
proto("CIColorControls","Saturation, brightness and contrast.",[IMG,F("saturation"),F("brightness"),F("contrast")])
proto("CIExposureAdjust","Exposure, in stops.",[IMG,F("ev")])
proto("CIGammaAdjust","Mid-tone brightness: each component to a power.",[IMG,F("power")])
proto("CIHueAdjust","Turns every hue by an angle.",[IMG,F("angle")])
proto("CIVibrance","Saturation that spares saturated colours and skin tones.",[IMG,F("amount")])
proto("CIColorMatrix","Each component a weighted sum of the components, plus a bias.",[IMG,("rVector","CIVector"),("gVector","CIVector"),("bVector","CIVector"),("aVector","CIVector"),("biasVector","CIVector")])
proto("CIColorPolynomial","Each component through a cubic polynomial.",[IMG,("redCoefficients","CIVector"),("greenCoefficients","CIVector"),("blueCoefficients","CIVector"),("alphaCoefficients","CIVector")])
proto("CIColorClamp","Each component limited to a range.",[IMG,("minComponents","CIVector"),("maxComponents","CIVector")])
proto("CIToneCurve","A tone curve through five points.",[IMG,("point0","CGPoint"),("point1","CGPoint"),("point2","CGPoint"),("point3","CGPoint"),("point4","CGPoint"),("extrapolate","Bool")])
proto("CILinearToSRGBToneCurve","Linear light to sRGB's encoding.",[IMG])
proto("CISRGBToneCurveToLinear","sRGB's encoding to linear light.",[IMG])
proto("CIColorThreshold","Each component 1 above a threshold, 0 below.",[IMG,F("threshold")])
proto("CIColorInvert","Inverts colours.",[IMG])
proto("CIColorMonochrome","Shades of one colour.",[IMG,("color","CIColor"),F("intensity")])
proto("CIColorPosterize","A few brightness levels per component, as a silk-screened poster.",[IMG,F("levels")])
proto("CIFalseColor","Luminance mapped to a ramp of two colours.",[IMG,("color0","CIColor"),("color1","CIColor")])
proto("CIMaskToAlpha","A grey mask to white whose opacity is the mask.",[IMG])
proto("CIMaximumComponent","Grey of each pixel's largest component.",[IMG])
proto("CIMinimumComponent","Grey of each pixel's smallest component.",[IMG])
proto("CIPhotoEffect","One of Photos' photo effects (chrome, fade, instant, mono, noir, process, tonal, transfer).",[IMG,("extrapolate","Bool")])
proto("CIThermal","A thermal camera's colours.",[IMG])
proto("CIXRay","An X-ray's look.",[IMG])
proto("CIColorCube","Colours looked up in a three-dimensional table.",[IMG,F("cubeDimension"),("cubeData","Data"),("extrapolate","Bool")])
proto("CIColorCubeWithColorSpace","Colours looked up in a three-dimensional table of a colour space.",[IMG,F("cubeDimension"),("cubeData","Data"),("extrapolate","Bool"),("colorSpace","CGColorSpace?")])
proto("CIDotScreen","A halftone of dots.",[IMG,("center","CGPoint"),F("angle"),F("width"),F("sharpness")])
proto("CILineScreen","A halftone of lines.",[IMG,("center","CGPoint"),F("angle"),F("width"),F("sharpness")])
proto("CICircularScreen","A halftone of rings.",[IMG,("center","CGPoint"),F("width"),F("sharpness")])
proto("CICMYKHalftone","A halftone of cyan, magenta, yellow and black inks on white.",[IMG,("center","CGPoint"),F("width"),F("angle"),F("sharpness"),F("grayComponentReplacement"),F("underColorRemoval")])
proto("CIAffineClamp","An affine transform whose edge pixels repeat forever.",[IMG,("transform","CGAffineTransform")])
proto("CIAffineTile","An affine transform repeated forever.",[IMG,("transform","CGAffineTransform")])
proto("CILanczosScaleTransform","High-quality scaling with a Lanczos kernel.",[IMG,F("scale"),F("aspectRatio")])
proto("CIBicubicScaleTransform","Scaling with a cubic kernel of parameters B and C.",[IMG,F("scale"),F("aspectRatio"),F("parameterB"),F("parameterC")])
proto("CIFourCoordinateGeometryFilter","A geometry filter of four points.",[IMG,("topLeft","CGPoint"),("topRight","CGPoint"),("bottomRight","CGPoint"),("bottomLeft","CGPoint")])
proto("CIPerspectiveCorrection","Maps four points onto a rectangle.",[("crop","Bool")],parent="CIFourCoordinateGeometryFilter")
proto("CIPerspectiveTransform","Maps the image onto four points.",[],parent="CIFourCoordinateGeometryFilter")
proto("CIStraighten","Rotates, then scales and crops to fill the extent.",[IMG,F("angle")])
proto("CICompositeOperation","Composites an image over a background.",[IMG,("backgroundImage","CIImage?")])
proto("CIBlendWithMask","Blends an image over a background through a mask.",[IMG,("backgroundImage","CIImage?"),("maskImage","CIImage?")])
proto("CIMix","Mixes an image with a background by an amount.",[IMG,("backgroundImage","CIImage?"),F("amount")])
proto("CITransitionFilter","A transition from an image to a target image over time.",[IMG,("targetImage","CIImage?"),F("time")])
proto("CIDissolveTransition","Dissolves from an image to a target image.",[],parent="CITransitionFilter")
proto("CILinearGradient","A gradient between two points.",[("point0","CGPoint"),("point1","CGPoint"),("color0","CIColor"),("color1","CIColor")])
proto("CISmoothLinearGradient","A gradient between two points, eased at both ends.",[("point0","CGPoint"),("point1","CGPoint"),("color0","CIColor"),("color1","CIColor")])
proto("CIRadialGradient","A gradient between two circles about a centre.",[("center","CGPoint"),F("radius0"),F("radius1"),("color0","CIColor"),("color1","CIColor")])
proto("CICheckerboardGenerator","Squares of two colours.",[("center","CGPoint"),("color0","CIColor"),("color1","CIColor"),F("width"),F("sharpness")])
proto("CIStripesGenerator","Stripes of two colours.",[("center","CGPoint"),("color0","CIColor"),("color1","CIColor"),F("width"),F("sharpness")])
proto("CIAreaReductionFilter","A reduction of a rectangle of the image to one pixel.",[IMG,("extent","CGRect")])
proto("CIAreaAverage","The average colour of a rectangle, one pixel at the origin.",[],parent="CIAreaReductionFilter")
proto("CIAreaMaximum","The largest value of each component over a rectangle, one pixel at the origin.",[],parent="CIAreaReductionFilter")
proto("CIAreaMinimum","The smallest value of each component over a rectangle, one pixel at the origin.",[],parent="CIAreaReductionFilter")
proto("CIRandomGenerator","Four random numbers from 0 to 1 a pixel, an infinite image.",[])
proto("CIQRCodeGenerator","A QR code of a message.",[("message","Data"),("correctionLevel","String")])

PROPDOC={
"inputImage":"The image the filter applies to.","intensity":"How strongly the filter applies.","radius":"The radius of the effect, in pixels.",
"angle":"The angle, in radians.","center":"The effect's centre, in the image's coordinates.","amount":"The amount of the effect.",
"noiseLevel":"The change of luminance under which a change counts as noise.","sharpness":"The sharpness of the result.",
"width":"The width, in pixels.","height":"The height, in pixels.","scale":"The scale of the effect.",
"nrNoiseLevel":"The noise level removed before tracing edges.","nrSharpness":"The sharpening done while removing noise.",
"edgeIntensity":"How strongly the edges' gradient counts.","threshold":"The threshold.","contrast":"The contrast.",
"weights":"The kernel's weights, row by row from the top left.","bias":"A value added to each component.",
"falloff":"How gradually the effect falls off.","saturation":"The saturation: 0 grey, 1 unchanged.","brightness":"The brightness added: 0 unchanged.",
"ev":"The exposure change, in stops.","power":"The power each component is raised to.",
"rVector":"The weights of red's sum.","gVector":"The weights of green's sum.","bVector":"The weights of blue's sum.","aVector":"The weights of alpha's sum.","biasVector":"The bias added to each component.",
"redCoefficients":"Red's polynomial coefficients.","greenCoefficients":"Green's polynomial coefficients.","blueCoefficients":"Blue's polynomial coefficients.","alphaCoefficients":"Alpha's polynomial coefficients.",
"minComponents":"The lowest value of each component.","maxComponents":"The highest value of each component.",
"point0":"The first point.","point1":"The second point.","point2":"The third point.","point3":"The fourth point.","point4":"The fifth point.",
"extrapolate":"Whether components outside 0...1 are extrapolated.","color":"The colour.","levels":"The number of levels a component.",
"color0":"The first colour.","color1":"The second colour.","cubeDimension":"The table's entries a side.","cubeData":"The table: premultiplied RGBA floats, red fastest.",
"colorSpace":"The table's colour space.","grayComponentReplacement":"How much grey is printed in black ink, 0 to 1.","underColorRemoval":"How much colour ink is removed under black, 0 to 1.",
"transform":"The transform.","aspectRatio":"An additional horizontal scale.","parameterB":"The cubic's B.","parameterC":"The cubic's C.",
"topLeft":"The top-left point.","topRight":"The top-right point.","bottomRight":"The bottom-right point.","bottomLeft":"The bottom-left point.",
"crop":"Whether the output is cropped to the rectangle.","backgroundImage":"The background image.","maskImage":"The mask image.",
"targetImage":"The image the transition ends on.","time":"The transition's time, 0 to 1.","radius0":"The inner circle's radius.","radius1":"The outer circle's radius.",
"message":"The bytes to encode.","extent":"The rectangle reduced, in the image's coordinates.","correctionLevel":"The error-correction level: \"L\", \"M\" (the default), \"Q\" or \"H\".",
}
KEY={"inputImage":"inputImage","ev":"inputEV","nrNoiseLevel":"inputNRNoiseLevel","nrSharpness":"inputNRSharpness","grayComponentReplacement":"inputGCR",
     "underColorRemoval":"inputUCR","parameterB":"inputB","parameterC":"inputC"}
def key(p): return KEY.get(p, "input"+p[0].upper()+p[1:])

B=[]  # (func, filterName, proto, display)
def b(func,name,proto): B.append((func,name,proto))
for f,n,p in [("sepiaTone","CISepiaTone","CISepiaTone"),("gaussianBlur","CIGaussianBlur","CIGaussianBlur"),("boxBlur","CIBoxBlur","CIBoxBlur"),
  ("discBlur","CIDiscBlur","CIDiscBlur"),("motionBlur","CIMotionBlur","CIMotionBlur"),("zoomBlur","CIZoomBlur","CIZoomBlur"),
  ("noiseReduction","CINoiseReduction","CINoiseReduction"),("median","CIMedianFilter","CIMedian"),
  ("morphologyGradient","CIMorphologyGradient","CIMorphologyGradient"),("morphologyMaximum","CIMorphologyMaximum","CIMorphologyMaximum"),
  ("morphologyMinimum","CIMorphologyMinimum","CIMorphologyMinimum"),("morphologyRectangleMaximum","CIMorphologyRectangleMaximum","CIMorphologyRectangleMaximum"),
  ("morphologyRectangleMinimum","CIMorphologyRectangleMinimum","CIMorphologyRectangleMinimum"),
  ("unsharpMask","CIUnsharpMask","CIUnsharpMask"),("sharpenLuminance","CISharpenLuminance","CISharpenLuminance"),
  ("edges","CIEdges","CIEdges"),("edgeWork","CIEdgeWork","CIEdgeWork"),("pixellate","CIPixellate","CIPixellate"),
  ("hexagonalPixellate","CIHexagonalPixellate","CIHexagonalPixellate"),("crystallize","CICrystallize","CICrystallize"),
  ("pointillize","CIPointillize","CIPointillize"),("comicEffect","CIComicEffect","CIComicEffect"),("bloom","CIBloom","CIBloom"),
  ("gloom","CIGloom","CIGloom"),("lineOverlay","CILineOverlay","CILineOverlay")]:
    b(f,n,p)
for s in ["3X3","5X5","7X7","9Horizontal","9Vertical"]:
    b("convolution"+s,"CIConvolution"+s,"CIConvolution")
for s in ["3X3","5X5","7X7","9Horizontal","9Vertical"]:
    b("convolutionRGB"+s,"CIConvolutionRGB"+s,"CIConvolution")
for f,n,p in [("vignette","CIVignette","CIVignette"),("vignetteEffect","CIVignetteEffect","CIVignetteEffect"),
  ("twirlDistortion","CITwirlDistortion","CITwirlDistortion"),("bumpDistortion","CIBumpDistortion","CIBumpDistortion"),
  ("pinchDistortion","CIPinchDistortion","CIPinchDistortion"),("circleSplashDistortion","CICircleSplashDistortion","CICircleSplashDistortion"),
  ("colorControls","CIColorControls","CIColorControls"),("exposureAdjust","CIExposureAdjust","CIExposureAdjust"),
  ("gammaAdjust","CIGammaAdjust","CIGammaAdjust"),("hueAdjust","CIHueAdjust","CIHueAdjust"),("vibrance","CIVibrance","CIVibrance"),
  ("colorMatrix","CIColorMatrix","CIColorMatrix"),("colorPolynomial","CIColorPolynomial","CIColorPolynomial"),
  ("colorClamp","CIColorClamp","CIColorClamp"),("toneCurve","CIToneCurve","CIToneCurve"),
  ("linearToSRGBToneCurve","CILinearToSRGBToneCurve","CILinearToSRGBToneCurve"),("sRGBToneCurveToLinear","CISRGBToneCurveToLinear","CISRGBToneCurveToLinear"),
  ("colorThreshold","CIColorThreshold","CIColorThreshold"),("colorInvert","CIColorInvert","CIColorInvert"),
  ("colorMonochrome","CIColorMonochrome","CIColorMonochrome"),("colorPosterize","CIColorPosterize","CIColorPosterize"),
  ("falseColor","CIFalseColor","CIFalseColor"),("maskToAlpha","CIMaskToAlpha","CIMaskToAlpha"),
  ("maximumComponent","CIMaximumComponent","CIMaximumComponent"),("minimumComponent","CIMinimumComponent","CIMinimumComponent")]:
    b(f,n,p)
for e in ["Chrome","Fade","Instant","Mono","Noir","Process","Tonal","Transfer"]:
    b("photoEffect"+e,"CIPhotoEffect"+e,"CIPhotoEffect")
for f,n,p in [("thermal","CIThermal","CIThermal"),("xRay","CIXRay","CIXRay"),("colorCube","CIColorCube","CIColorCube"),
  ("colorCubeWithColorSpace","CIColorCubeWithColorSpace","CIColorCubeWithColorSpace"),("dotScreen","CIDotScreen","CIDotScreen"),
  ("lineScreen","CILineScreen","CILineScreen"),("circularScreen","CICircularScreen","CICircularScreen"),("cmykHalftone","CICMYKHalftone","CICMYKHalftone"),
  ("affineClamp","CIAffineClamp","CIAffineClamp"),("affineTile","CIAffineTile","CIAffineTile"),
  ("lanczosScaleTransform","CILanczosScaleTransform","CILanczosScaleTransform"),("bicubicScaleTransform","CIBicubicScaleTransform","CIBicubicScaleTransform"),
  ("perspectiveCorrection","CIPerspectiveCorrection","CIPerspectiveCorrection"),("perspectiveTransform","CIPerspectiveTransform","CIPerspectiveTransform"),
  ("straighten","CIStraightenFilter","CIStraighten")]:
    b(f,n,p)
for m in ["additionCompositing","colorBlendMode","colorBurnBlendMode","colorDodgeBlendMode","darkenBlendMode","differenceBlendMode","divideBlendMode",
  "exclusionBlendMode","hardLightBlendMode","hueBlendMode","lightenBlendMode","linearBurnBlendMode","linearDodgeBlendMode","linearLightBlendMode",
  "luminosityBlendMode","maximumCompositing","minimumCompositing","multiplyBlendMode","multiplyCompositing","overlayBlendMode","pinLightBlendMode",
  "saturationBlendMode","screenBlendMode","softLightBlendMode","sourceAtopCompositing","sourceInCompositing","sourceOutCompositing",
  "sourceOverCompositing","subtractBlendMode","vividLightBlendMode"]:
    b(m,"CI"+m[0].upper()+m[1:],"CICompositeOperation")
for m in ["blendWithAlphaMask","blendWithBlueMask","blendWithMask","blendWithRedMask"]:
    b(m,"CI"+m[0].upper()+m[1:],"CIBlendWithMask")
for f,n,p in [("mix","CIMix","CIMix"),("dissolveTransition","CIDissolveTransition","CIDissolveTransition"),
  ("linearGradient","CILinearGradient","CILinearGradient"),("smoothLinearGradient","CISmoothLinearGradient","CISmoothLinearGradient"),
  ("radialGradient","CIRadialGradient","CIRadialGradient"),("checkerboardGenerator","CICheckerboardGenerator","CICheckerboardGenerator"),
  ("stripesGenerator","CIStripesGenerator","CIStripesGenerator"),("randomGenerator","CIRandomGenerator","CIRandomGenerator"),
  ("qrCodeGenerator","CIQRCodeGenerator","CIQRCodeGenerator"),("areaAverage","CIAreaAverage","CIAreaAverage"),
  ("areaMaximum","CIAreaMaximum","CIAreaMaximum"),("areaMinimum","CIAreaMinimum","CIAreaMinimum")]:
    b(f,n,p)

# --- protocols file
out=["import CoreGraphics","import Foundation","",
"// The protocols of `import CoreImage.CIFilterBuiltins`: each built-in filter's inputs as typed",
"// properties (`CIFilter.sepiaTone()` is a `CIFilter & CISepiaTone`). On Linux they live in the",
"// CoreImage module itself: a compiled preview reads `import CoreImage.CIFilterBuiltins` as",
"// `import CoreImage` (ModuleSources).","",
"/// What every filter has: its output.",
"public protocol CIFilterProtocol: AnyObject {",
"    /// The filtered image; nil without an input image.",
"    var outputImage: CIImage? { get }","}",""]
for name,(doc,parent,props) in P.items():
    out.append("/// "+doc)
    out.append("public protocol %s: %s {"%(name,parent))
    for p,t in props:
        out.append("    /// "+PROPDOC[p])
        out.append("    var %s: %s { get set }"%(p,t))
    out.append("}")
    out.append("")
open(os.path.join(ROOT, "Sources/Apple/CoreImage/CIFilterProtocols.swift"), "w").write("\n".join(out).rstrip()+"\n")

# --- BuiltInFilter
props={}
for name,(doc,parent,pp) in P.items():
    for p,t in pp: props[p]=t
conform=sorted(set(p for _,_,p in B))
out=["import CoreGraphics","import Foundation","",
"// The class behind every typed built-in filter (`CIFilter.sepiaTone()` …): one class that has",
"// every protocol's properties, each reading and writing its input by key, so that the typed and",
"// the by-name forms of a filter are the same filter.","",
"/// One of the built-in filters, its inputs as typed properties.",
"final class BuiltInFilter: CIFilter, @unchecked Sendable,"]
line="    "
for i,c in enumerate(conform):
    piece=c+(", " if i<len(conform)-1 else " {")
    if len(line)+len(piece)>130:
        out.append(line.rstrip()); line="    "
    line+=piece
out.append(line)
out+=["    static func named(_ name: String) -> BuiltInFilter {",
"        // Every name `CIFilterBuiltins.swift` uses is one of `FilterKernels.definitions`; were one",
"        // missing, the filter would pass its image through rather than stop the app.",
"        BuiltInFilter(definition: FilterDefinition.all[name]",
"                      ?? FilterDefinition(name: name, displayName: name, categories: [], inputs: []) { image, _ in image })","    }",""]
getter={"Float":("number(%s)","setNumber(newValue, %s)"),"CGPoint":("point(%s)","setPoint(newValue, %s)"),
 "CIColor":("color(%s)","setValue(newValue, forKey: %s)"),"CIImage?":("image(%s)","setValue(newValue, forKey: %s)"),
 "CIVector":("vector(%s) ?? CIVector(x: 0)","setValue(newValue, forKey: %s)"),"Bool":("bool(%s)","setValue(NSNumber(value: newValue), forKey: %s)"),
 "Data":("data(%s) ?? Data()","setValue(newValue, forKey: %s)"),"String":("raw(%s) as? String ?? \"\"","setValue(newValue, forKey: %s)"),
 "CGRect":("vector(%s)?.cgRectValue ?? .zero","setValue(CIVector(cgRect: newValue), forKey: %s)"),
 "CGAffineTransform":("transform(%s)","setValue(newValue, forKey: %s)"),"CGColorSpace?":("raw(%s) as? CGColorSpace","setValue(newValue, forKey: %s)")}
for p in sorted(props):
    t=props[p]; k='"%s"'%key(p)
    g,s=getter[t]
    out.append("    var %s: %s {"%(p,t))
    out.append("        get { %s }"%(g%k))
    out.append("        set { %s }"%(s%k))
    out.append("    }")
out.append("}")
open(os.path.join(ROOT, "Sources/Apple/CoreImage/BuiltInFilter.swift"), "w").write("\n".join(out)+"\n")

# --- builtins
import re
def display(n):
    n=n[2:]
    if n=="MedianFilter": return "Median"
    return re.sub(r"(?<=[a-z])(?=[A-Z0-9])"," ",n)
out=["import CoreGraphics","import Foundation","",
"// `CIFilter.sepiaTone()` and the other typed built-ins of `import CoreImage.CIFilterBuiltins`: each",
"// the filter of that name, its inputs readable and settable as typed properties or by key alike.","",
"extension CIFilter {"]
for f,n,p in B:
    if n=="CIQRCodeGenerator":
        out.append("    /// The `CIQRCodeGenerator` filter, its inputs as typed properties: a message's code, one pixel")
        out.append("    /// a module, versions 1 to 10 here (up to 213 bytes at level L, 151 at M).")
    else:
        out.append("    /// The `%s` filter, its inputs as typed properties."%n)
    out.append("    /// - Returns: The filter, with its default inputs.")
    out.append("    public class func %s() -> CIFilter & %s { BuiltInFilter.named(\"%s\") }"%(f,p,n))
out.append("}")
open(os.path.join(ROOT, "Sources/Apple/CoreImage/CIFilterBuiltins.swift"), "w").write("\n".join(out)+"\n")
print(len(P),"protocols",len(B),"builtins",len(props),"props")
