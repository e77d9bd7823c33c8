import CoreGraphics
import Foundation
import Testing
@testable import CoreImage
import Trellis
import TrellisCairo
import UIKit

/// Core Image's built-in filters, breadth: each colour filter against its documented formula
/// computed by hand here, geometry on a small checkerboard, extent rules, and the typed and
/// by-name forms agreeing. Pixels are read in the working space (linear light, premultiplied).
@Suite struct CoreImageFiltersTests {
    init() { _ = CairoBackend.backend() }

    // MARK: Helpers

    /// A `size` × `size` image of one straight linear colour.
    static func solid(_ r: Float, _ g: Float, _ b: Float, _ a: Float = 1, size: Int = 4) -> CIImage {
        var p = Pixels(rect: CGRect(x: 0, y: 0, width: size, height: size))
        p.fill { _, _, o in o[0] = r * a; o[1] = g * a; o[2] = b * a; o[3] = a }
        return CIImage(pixels: p)
    }

    /// The straight linear colour and alpha of pixel (x, y).
    static func pixel(_ image: CIImage, _ x: Int = 1, _ y: Int = 1) -> (r: Float, g: Float, b: Float, a: Float) {
        let v = image.pixels(in: CGRect(x: x, y: y, width: 1, height: 1))[x, y]
        guard v.w > 0 else { return (0, 0, 0, 0) }
        return (v.x / v.w, v.y / v.w, v.z / v.w, v.w)
    }

    static func close(_ a: Float, _ b: Float, _ tolerance: Float = 1e-4) -> Bool { abs(a - b) <= tolerance }

    static func same(_ p: (r: Float, g: Float, b: Float, a: Float), _ r: Float, _ g: Float, _ b: Float, _ tolerance: Float = 1e-4) -> Bool {
        close(p.r, r, tolerance) && close(p.g, g, tolerance) && close(p.b, b, tolerance)
    }

    static func luminance(_ r: Float, _ g: Float, _ b: Float) -> Float { 0.2126 * r + 0.7152 * g + 0.0722 * b }

    static func encode(_ v: Float) -> Float { v <= 0.0031308 ? v * 12.92 : 1.055 * powf(v, 1 / 2.4) - 0.055 }
    static func decode(_ v: Float) -> Float { v <= 0.04045 ? v / 12.92 : powf((v + 0.055) / 1.055, 2.4) }

    /// An 8 × 8 checkerboard of 2-pixel squares, white where (x / 2 + y / 2) is even.
    static var checkerboard: CIImage {
        let f = CIFilter.checkerboardGenerator()
        f.center = .zero
        f.width = 2
        f.color0 = .white
        f.color1 = .black
        return f.outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
    }

    static let colors: [(Float, Float, Float)] = [(0.2, 0.5, 0.8), (1, 0, 0), (0.05, 0.9, 0.3), (0.5, 0.5, 0.5)]

    // MARK: Colour adjustments, by the documented formulas

    @Test func colorControlsFollowsTheDocumentedSaturationBrightnessContrast() {
        for (r, g, b) in Self.colors {
            let f = CIFilter.colorControls()
            f.inputImage = Self.solid(r, g, b)
            f.saturation = 1.5
            f.brightness = 0.1
            f.contrast = 1.2
            let l = Self.luminance(r, g, b)
            func expected(_ c: Float) -> Float { ((l + (c - l) * 1.5 + 0.1) - 0.5) * 1.2 + 0.5 }
            let p = Self.pixel(f.outputImage!)
            #expect(Self.same(p, expected(r), expected(g), expected(b)), "\(p)")
        }
    }

    @Test func exposureDoublesTheLightPerStop() {
        let f = CIFilter.exposureAdjust()
        f.inputImage = Self.solid(0.2, 0.1, 0.05)
        f.ev = 1
        #expect(Self.same(Self.pixel(f.outputImage!), 0.4, 0.2, 0.1))
        f.ev = -2
        #expect(Self.same(Self.pixel(f.outputImage!), 0.05, 0.025, 0.0125))
    }

    @Test func gammaRaisesEachComponentToThePower() {
        let f = CIFilter.gammaAdjust()
        f.inputImage = Self.solid(0.2, 0.5, 0.8)
        f.power = 2
        #expect(Self.same(Self.pixel(f.outputImage!), 0.04, 0.25, 0.64))
    }

    @Test func hueAdjustRotatesAboutTheGreyAxis() {
        let f = CIFilter.hueAdjust()
        f.inputImage = Self.solid(1, 0, 0)
        f.angle = 2 * .pi / 3
        #expect(Self.same(Self.pixel(f.outputImage!), 0, 1, 0, 1e-5), "a third of a turn takes red to green")
        f.inputImage = Self.solid(0.3, 0.3, 0.3)
        f.angle = 1
        #expect(Self.same(Self.pixel(f.outputImage!), 0.3, 0.3, 0.3, 1e-5), "greys stay")
        // A quarter turn, by Rodrigues' formula about (1, 1, 1)/√3.
        f.inputImage = Self.solid(0.2, 0.5, 0.8)
        f.angle = .pi / 2
        let k: Float = 1 / 3, s = (1 / Float(3)).squareRoot()
        let (r, g, b): (Float, Float, Float) = (0.2, 0.5, 0.8)
        let expected = (k * r + (k - s) * g + (k + s) * b, (k + s) * r + k * g + (k - s) * b, (k - s) * r + (k + s) * g + k * b)
        #expect(Self.same(Self.pixel(f.outputImage!), expected.0, expected.1, expected.2, 1e-5))
    }

    @Test func colorMatrixIsTheDotProductsPlusTheBias() {
        let f = CIFilter.colorMatrix()
        f.inputImage = Self.solid(0.2, 0.4, 0.6, 0.5)
        f.rVector = CIVector(x: 0, y: 1, z: 0, w: 0)
        f.gVector = CIVector(x: 0.5, y: 0, z: 0.5, w: 0)
        f.bVector = CIVector(x: 0, y: 0, z: 0, w: 1)
        f.aVector = CIVector(x: 0, y: 0, z: 0, w: 2)
        f.biasVector = CIVector(x: 0.1, y: 0, z: 0, w: 0)
        let p = Self.pixel(f.outputImage!)
        // Straight (0.2, 0.4, 0.6, 0.5): r = g + 0.1, g = (r + b) / 2, b = a, a = 2a.
        #expect(Self.same(p, 0.5, 0.4, 0.5) && Self.close(p.a, 1), "\(p)")
    }

    @Test func toneCurveDefaultsLeaveColoursAndWorkInGammaTwo() {
        let f = CIFilter.toneCurve()
        f.inputImage = Self.solid(0.2, 0.5, 0.8)
        #expect(Self.same(Self.pixel(f.outputImage!), 0.2, 0.5, 0.8, 1e-3))
        // A curve that halves everything, in the perceptual (gamma 2) space: a quarter of the light.
        f.point1 = CGPoint(x: 0.25, y: 0.125)
        f.point2 = CGPoint(x: 0.5, y: 0.25)
        f.point3 = CGPoint(x: 0.75, y: 0.375)
        f.point4 = CGPoint(x: 1, y: 0.5)
        #expect(Self.same(Self.pixel(f.outputImage!), 0.05, 0.125, 0.2, 2e-3))
    }

    @Test func thresholdsAndTheSRGBCurvesAreExact() {
        let t = CIFilter.colorThreshold()
        t.inputImage = Self.solid(0.2, 0.5, 0.8)
        t.threshold = 0.4
        #expect(Self.same(Self.pixel(t.outputImage!), 0, 1, 1))
        let e = CIFilter.linearToSRGBToneCurve()
        e.inputImage = Self.solid(0.2, 0.5, 0.8)
        #expect(Self.same(Self.pixel(e.outputImage!), Self.encode(0.2), Self.encode(0.5), Self.encode(0.8), 1e-5))
        let d = CIFilter.sRGBToneCurveToLinear()
        d.inputImage = e.outputImage
        #expect(Self.same(Self.pixel(d.outputImage!), 0.2, 0.5, 0.8, 1e-5))
    }

    @Test func vibranceMovesDullColoursMoreThanVividOnes() {
        func saturation(_ image: CIImage) -> Float { let p = Self.pixel(image); return max(p.r, p.g, p.b) - min(p.r, p.g, p.b) }
        let f = CIFilter.vibrance()
        f.inputImage = Self.solid(0.2, 0.5, 0.8)
        #expect(Self.same(Self.pixel(f.outputImage!), 0.2, 0.5, 0.8), "amount 0 changes nothing")
        f.amount = 1
        let dull = Self.solid(0.4, 0.45, 0.5), vivid = Self.solid(0.05, 0.2, 0.9)
        f.inputImage = dull
        let dullGain = saturation(f.outputImage!) / saturation(dull)
        f.inputImage = vivid
        let vividGain = saturation(f.outputImage!) / saturation(vivid)
        #expect(dullGain > vividGain && vividGain >= 1, "\(dullGain) \(vividGain)")
    }

    // MARK: Colour effects

    @Test func invertMonochromeFalseColorAndPosterizeFollowTheirDefinitions() {
        let invert = CIFilter.colorInvert()
        invert.inputImage = Self.solid(0.2, 0.5, 0.8)
        #expect(Self.same(Self.pixel(invert.outputImage!), 0.8, 0.5, 0.2))

        let l = Self.luminance(0.2, 0.5, 0.8)
        let mono = CIFilter.colorMonochrome()
        mono.inputImage = Self.solid(0.2, 0.5, 0.8)
        mono.color = CIColor(red: 1, green: 0, blue: 0)
        #expect(Self.same(Self.pixel(mono.outputImage!), l, 0, 0), "the tint times the luminance")
        mono.intensity = 0
        #expect(Self.same(Self.pixel(mono.outputImage!), 0.2, 0.5, 0.8))

        let falseColor = CIFilter.falseColor()
        falseColor.inputImage = Self.solid(0.2, 0.5, 0.8)
        falseColor.color0 = .black
        falseColor.color1 = CIColor(red: 1, green: 1, blue: 0)
        #expect(Self.same(Self.pixel(falseColor.outputImage!), l, l, 0), "the luminance along black to yellow")

        let posterize = CIFilter.colorPosterize()
        posterize.inputImage = Self.solid(0.1, 0.3, 0.9)
        posterize.levels = 2
        // Encoded 0.35, 0.58, 0.95: below a half goes to 0, above to 1.
        #expect(Self.same(Self.pixel(posterize.outputImage!), 0, 1, 1))
        posterize.levels = 3
        // Thirds of the encoding: 0.35 → 0.5, 0.58 → 0.5, 0.95 → 1 (encoded), 0.5 encoded is 0.214 linear.
        #expect(Self.same(Self.pixel(posterize.outputImage!), Self.decode(0.5), Self.decode(0.5), 1, 1e-5))
    }

    @Test func sepiaAtNoIntensityLeavesTheImageAndMaskToAlphaMakesWhite() {
        let sepia = CIFilter.sepiaTone()
        sepia.inputImage = Self.solid(0.2, 0.5, 0.8)
        sepia.intensity = 0
        #expect(Self.same(Self.pixel(sepia.outputImage!), 0.2, 0.5, 0.8))
        let mask = CIFilter.maskToAlpha()
        mask.inputImage = Self.solid(0.25, 0.25, 0.25)
        let p = Self.pixel(mask.outputImage!)
        #expect(Self.same(p, 1, 1, 1) && Self.close(p.a, 0.25), "\(p)")
    }

    @Test func photoEffectTonalIsTheLuminanceAlone() {
        for (r, g, b) in Self.colors {
            let f = CIFilter.photoEffectTonal()
            f.inputImage = Self.solid(r, g, b)
            let l = Self.luminance(r, g, b)
            #expect(Self.same(Self.pixel(f.outputImage!), l, l, l, 2e-4))
        }
    }

    /// Apple publishes no curves for the photo effects, only what each imitates: these check the
    /// approximations against those descriptions.
    @Test func photoEffectsApproximateAppleDescriptionsMonoNoirAndFade() {
        func through(_ filter: CIFilter & CIPhotoEffect, _ v: Float) -> (r: Float, g: Float, b: Float, a: Float) {
            filter.inputImage = Self.solid(v, v, v)
            return Self.pixel(filter.outputImage!)
        }
        // Black and white: greys out.
        for filter in [CIFilter.photoEffectMono(), CIFilter.photoEffectNoir(), CIFilter.photoEffectTonal()] {
            filter.inputImage = Self.solid(0.9, 0.2, 0.1)
            let p = Self.pixel(filter.outputImage!)
            #expect(Self.close(p.r, p.g) && Self.close(p.g, p.b), "\(filter.name): \(p)")
        }
        // Noir: exaggerated contrast (darks darker, lights lighter than Tonal); Mono: low contrast.
        let dark: Float = 0.05, light: Float = 0.6
        #expect(through(CIFilter.photoEffectNoir(), dark).r < dark && through(CIFilter.photoEffectNoir(), light).r > light)
        #expect(through(CIFilter.photoEffectMono(), 0).r > 0.005 && through(CIFilter.photoEffectMono(), 1).r < 0.95)
        // Fade: blacks lifted, colour diminished.
        #expect(through(CIFilter.photoEffectFade(), 0).r > 0.01)
        let fade = CIFilter.photoEffectFade()
        fade.inputImage = Self.solid(0.8, 0.1, 0.1)
        let faded = Self.pixel(fade.outputImage!)
        #expect(faded.r - faded.g < 0.8 - 0.1, "\(faded)")
    }

    @Test func photoEffectsApproximateAppleDescriptionsOfColour() {
        func spread(_ p: (r: Float, g: Float, b: Float, a: Float)) -> Float { max(p.r, p.g, p.b) - min(p.r, p.g, p.b) }
        func grey(_ filter: CIFilter & CIPhotoEffect) -> (r: Float, g: Float, b: Float, a: Float) {
            filter.inputImage = Self.solid(0.2, 0.2, 0.2)
            return Self.pixel(filter.outputImage!)
        }
        // Chrome: exaggerated colour.
        let chrome = CIFilter.photoEffectChrome()
        chrome.inputImage = Self.solid(0.6, 0.3, 0.2)
        #expect(spread(Self.pixel(chrome.outputImage!)) > 0.4)
        // Process: cool; Transfer: warm; Instant: distorted (a grey is no longer grey).
        let process = grey(CIFilter.photoEffectProcess()), transfer = grey(CIFilter.photoEffectTransfer()), instant = grey(CIFilter.photoEffectInstant())
        #expect(process.b > process.r, "\(process)")
        #expect(transfer.r > transfer.b, "\(transfer)")
        #expect(spread(instant) > 0.005, "\(instant)")
    }

    @Test func thermalAndXRayMapLuminanceToTheirPalettes() {
        let thermal = CIFilter.thermal(), xray = CIFilter.xRay()
        thermal.inputImage = Self.solid(0, 0, 0)
        let cold = Self.pixel(thermal.outputImage!)
        thermal.inputImage = Self.solid(1, 1, 1)
        let hot = Self.pixel(thermal.outputImage!)
        #expect(cold.b > cold.r && Self.same(hot, 1, 1, 1, 1e-3), "\(cold) \(hot)")
        xray.inputImage = Self.solid(1, 1, 1)
        let white = Self.pixel(xray.outputImage!)
        xray.inputImage = Self.solid(0, 0, 0)
        let black = Self.pixel(xray.outputImage!)
        #expect(white.r < 0.01 && black.r > 0.7 && black.b >= black.r, "a negative: \(white) \(black)")
    }

    @Test func aColorCubeLooksUpItsTable() {
        // A 2 × 2 × 2 cube that swaps red and blue.
        var values: [Float] = []
        for b in 0..<2 { for g in 0..<2 { for r in 0..<2 { values += [Float(b), Float(g), Float(r), 1] } } }
        let f = CIFilter.colorCube()
        f.cubeDimension = 2
        f.cubeData = values.withUnsafeBufferPointer { Data(buffer: $0) }
        f.inputImage = Self.solid(0.2, 0.5, 0.8)
        #expect(Self.same(Self.pixel(f.outputImage!), 0.8, 0.5, 0.2))
        f.cubeDimension = 3
        #expect(f.outputImage == nil, "a table of the wrong size gives no image")
    }

    // MARK: Composites and generators

    @Test func blendModesFollowTheW3CFormulas() {
        let top = Self.solid(0.2, 0.5, 0.8), bottom = Self.solid(0.5, 0.5, 0.25)
        func blend(_ filter: CIFilter & CICompositeOperation) -> (r: Float, g: Float, b: Float, a: Float) {
            filter.inputImage = top
            filter.backgroundImage = bottom
            return Self.pixel(filter.outputImage!)
        }
        #expect(Self.same(blend(CIFilter.multiplyBlendMode()), 0.1, 0.25, 0.2))
        #expect(Self.same(blend(CIFilter.screenBlendMode()), 0.6, 0.75, 0.85))
        #expect(Self.same(blend(CIFilter.darkenBlendMode()), 0.2, 0.5, 0.25))
        #expect(Self.same(blend(CIFilter.differenceBlendMode()), 0.3, 0, 0.55))
        // Overlay is hard light with the layers swapped: backdrop ≤ 0.5 multiplies by twice the source.
        #expect(Self.same(blend(CIFilter.overlayBlendMode()), 0.2, 0.5, 0.4))
        // Half-transparent source over opaque grey: s + b (1 − αs).
        let over = CIFilter.sourceOverCompositing()
        over.inputImage = Self.solid(1, 0, 0, 0.5)
        over.backgroundImage = Self.solid(0, 0, 1)
        #expect(Self.same(Self.pixel(over.outputImage!), 0.5, 0, 0.5) && Self.close(Self.pixel(over.outputImage!).a, 1))
        // Source-in keeps the intersection.
        let sourceIn = CIFilter.sourceInCompositing()
        sourceIn.inputImage = Self.solid(1, 0, 0)
        sourceIn.backgroundImage = Self.solid(0, 1, 0).transformed(by: CGAffineTransform(translationX: 2, y: 0))
        #expect(sourceIn.outputImage!.extent == CGRect(x: 2, y: 0, width: 2, height: 4))
    }

    @Test func generatorsMakeTheirPatterns() {
        let constant = CIFilter(name: "CIConstantColorGenerator")!
        constant.setValue(CIColor(red: 0, green: 1, blue: 0), forKey: kCIInputColorKey)
        #expect(constant.outputImage!.extent.isInfinite)
        #expect(Self.same(Self.pixel(constant.outputImage!, 1000, -50), 0, 1, 0))

        let gradient = CIFilter.linearGradient()
        gradient.point0 = CGPoint(x: 0, y: 0)
        gradient.point1 = CGPoint(x: 100, y: 0)
        gradient.color0 = .white
        gradient.color1 = .black
        // At the pixel centred 25.5 along, a quarter and a bit of the way, in linear light.
        let t: Float = 25.5 / 100
        #expect(Self.same(Self.pixel(gradient.outputImage!, 25, 7), 1 - t, 1 - t, 1 - t, 1e-5))

        let board = Self.checkerboard
        #expect(Self.same(Self.pixel(board, 0, 0), 1, 1, 1) && Self.same(Self.pixel(board, 2, 0), 0, 0, 0))
        #expect(Self.same(Self.pixel(board, 3, 3), 1, 1, 1) && Self.same(Self.pixel(board, 1, 2), 0, 0, 0))

        let random = CIFilter.randomGenerator()
        let a = random.outputImage!.pixels(in: CGRect(x: 0, y: 0, width: 64, height: 64)).data
        let b = CIFilter(name: "CIRandomGenerator")!.outputImage!.pixels(in: CGRect(x: 0, y: 0, width: 64, height: 64)).data
        #expect(a == b, "the same numbers every time")
        let mean = a.reduce(0, +) / Float(a.count)
        #expect(a.allSatisfy { $0 >= 0 && $0 < 1 } && abs(mean - 0.5) < 0.02, "\(mean)")
    }

    // MARK: Geometry on a checkerboard

    @Test func affineTransformByNameMovesThePixels() {
        let f = CIFilter(name: "CIAffineTransform")!
        f.setValue(Self.checkerboard, forKey: kCIInputImageKey)
        f.setValue(CGAffineTransform(translationX: 3, y: 1), forKey: kCIInputTransformKey)
        let out = f.outputImage!
        #expect(out.extent == CGRect(x: 3, y: 1, width: 8, height: 8))
        for (x, y) in [(0, 0), (2, 0), (5, 7)] {
            #expect(Self.pixel(out, x + 3, y + 1) == Self.pixel(Self.checkerboard, x, y))
        }
    }

    @Test func lanczosHalvesTheExtentAndKeepsFlatColourFlat() {
        let f = CIFilter.lanczosScaleTransform()
        f.inputImage = Self.solid(0.3, 0.6, 0.9, size: 8)
        f.scale = 0.5
        let out = f.outputImage!
        #expect(out.extent == CGRect(x: 0, y: 0, width: 4, height: 4))
        for (x, y) in [(0, 0), (3, 3), (1, 2)] { #expect(Self.same(Self.pixel(out, x, y), 0.3, 0.6, 0.9, 1e-4)) }
        // An edge stays an edge: white left, black right, 16 wide to 8.
        f.inputImage = Self.solid(1, 1, 1, size: 16).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 16))
            .composited(over: Self.solid(0, 0, 0, size: 16))
        let halved = f.outputImage!
        #expect(halved.extent == CGRect(x: 0, y: 0, width: 8, height: 8))
        #expect(Self.pixel(halved, 0, 4).r > 0.97 && Self.pixel(halved, 7, 4).r < 0.03, "\(Self.pixel(halved, 0, 4)) \(Self.pixel(halved, 7, 4))")
        #expect(Self.pixel(halved, 3, 4).r > Self.pixel(halved, 4, 4).r)
    }

    @Test func perspectiveCorrectionOfTheImagesOwnCornersIsTheImage() {
        let f = CIFilter.perspectiveCorrection()
        f.inputImage = Self.checkerboard
        f.topLeft = CGPoint(x: 0, y: 8)
        f.topRight = CGPoint(x: 8, y: 8)
        f.bottomRight = CGPoint(x: 8, y: 0)
        f.bottomLeft = CGPoint(x: 0, y: 0)
        let out = f.outputImage!
        #expect(out.extent == CGRect(x: 0, y: 0, width: 8, height: 8))
        for y in 0..<8 { for x in 0..<8 { #expect(Self.same(Self.pixel(out, x, y), Self.pixel(Self.checkerboard, x, y).r,
                                                            Self.pixel(Self.checkerboard, x, y).g, Self.pixel(Self.checkerboard, x, y).b, 1e-3)) } }
        // A transform onto a quadrilateral, corrected back, is the image again.
        let quad = [CGPoint(x: 1, y: 10), CGPoint(x: 12, y: 9), CGPoint(x: 10, y: 0), CGPoint(x: 0, y: 1)]
        let t = CIFilter.perspectiveTransform()
        t.inputImage = Self.solid(0.5, 0.5, 0.5, size: 8)
        (t.topLeft, t.topRight, t.bottomRight, t.bottomLeft) = (quad[0], quad[1], quad[2], quad[3])
        #expect(t.outputImage!.extent == CGRect(x: 0, y: 0, width: 12, height: 10))
        #expect(Self.same(Self.pixel(t.outputImage!, 6, 5), 0.5, 0.5, 0.5, 1e-4))
    }

    @Test func distortionsLeaveTheOutsideAndMoveTheInside() {
        let board = Self.checkerboard
        let twirl = CIFilter.twirlDistortion()
        twirl.inputImage = board
        twirl.center = CGPoint(x: 4, y: 4)
        twirl.radius = 3
        twirl.angle = .pi / 2
        let twirled = twirl.outputImage!
        #expect(twirled.extent == board.extent)
        #expect(Self.pixel(twirled, 0, 0) == Self.pixel(board, 0, 0) && Self.pixel(twirled, 7, 7) == Self.pixel(board, 7, 7))
        // Near the centre, a quarter turn: (4.5, 5.5) shows what lay at (3.5-ish, 4.5-ish), turned.
        #expect(Self.pixel(twirled, 4, 5) != Self.pixel(board, 4, 5))

        let bump = CIFilter.bumpDistortion()
        bump.inputImage = board
        bump.center = CGPoint(x: 4, y: 4)
        bump.radius = 4
        bump.scale = 0
        for (x, y) in [(3, 3), (4, 5), (2, 4)] { #expect(Self.pixel(bump.outputImage!, x, y) == Self.pixel(board, x, y), "scale 0 changes nothing") }

        // Circle splash: outside the circle, the colour on the circle's edge along the ray.
        let splash = CIFilter.circleSplashDistortion()
        splash.inputImage = board
        splash.center = CGPoint(x: 4, y: 4)
        splash.radius = 2
        let splashed = splash.outputImage!
        #expect(Self.pixel(splashed, 4, 4) == Self.pixel(board, 4, 4))
        #expect(Self.same(Self.pixel(splashed, 4, 7), Self.pixel(splashed, 4, 6).r, Self.pixel(splashed, 4, 6).g, Self.pixel(splashed, 4, 6).b, 0.15))

        // Pixellate: squares of one colour.
        let pixellate = CIFilter.pixellate()
        pixellate.inputImage = CIFilter.linearGradient().outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        pixellate.center = CGPoint(x: 2, y: 2)
        pixellate.scale = 4
        let blocks = pixellate.outputImage!
        #expect(Self.pixel(blocks, 0, 0) == Self.pixel(blocks, 3, 3) && Self.pixel(blocks, 4, 4) == Self.pixel(blocks, 7, 7))
        #expect(Self.pixel(blocks, 0, 0) != Self.pixel(blocks, 4, 4))

        // Straighten by a quarter turn of a square: rotated, the scale 1.
        let straighten = CIFilter.straighten()
        straighten.inputImage = board
        straighten.angle = .pi / 2
        #expect(Self.same(Self.pixel(straighten.outputImage!, 0, 0), Self.pixel(board, 0, 7).r, Self.pixel(board, 0, 7).g, Self.pixel(board, 0, 7).b, 1e-3)
                || Self.same(Self.pixel(straighten.outputImage!, 0, 0), Self.pixel(board, 7, 0).r, Self.pixel(board, 7, 0).g, Self.pixel(board, 7, 0).b, 1e-3))
    }

    // MARK: Extents

    @Test func blursGrowTheExtentAndClampedImagesStayInfinite() {
        let image = Self.solid(0.5, 0.5, 0.5, size: 20)
        let box = CIFilter.boxBlur()
        box.inputImage = image
        box.radius = 3
        #expect(box.outputImage!.extent == CGRect(x: -3, y: -3, width: 26, height: 26))
        let disc = CIFilter.discBlur()
        disc.inputImage = image
        disc.radius = 4
        #expect(disc.outputImage!.extent == CGRect(x: -4, y: -4, width: 28, height: 28))
        let motion = CIFilter.motionBlur()
        motion.inputImage = image
        motion.radius = 5
        #expect(motion.outputImage!.extent == CGRect(x: -5, y: 0, width: 30, height: 20), "a horizontal streak widens it alone")
        // Beyond the image is transparent: the grown border fades out.
        let fringe = Self.pixel(box.outputImage!, -1, 10)
        #expect(fringe.a > 0 && fringe.a < 1)

        // Clamped, the image is infinite and so is its blur; cropped back, no fringe.
        let clamped = image.clampedToExtent()
        #expect(clamped.extent.isInfinite)
        #expect(Self.pixel(clamped, -100, 5) == Self.pixel(image, 0, 5))
        let g = CIFilter.gaussianBlur()
        g.inputImage = clamped
        g.radius = 4
        #expect(g.outputImage!.extent.isInfinite)
        let cropped = g.outputImage!.cropped(to: image.extent)
        #expect(cropped.extent == image.extent)
        let edge = Self.pixel(cropped, 0, 0)
        #expect(Self.same(edge, 0.5, 0.5, 0.5, 1e-3) && Self.close(edge.a, 1, 1e-3), "\(edge)")
        #expect(Self.pixel(cropped, -1, 0).a == 0, "outside the crop is transparent")
        // applyingGaussianBlur(sigma:) is the Gaussian blur of that radius.
        #expect(image.applyingGaussianBlur(sigma: 3).extent == CGRect(x: -9, y: -9, width: 38, height: 38))
    }

    @Test func colourEffectsAndStylizeKeepTheExtent() {
        let image = Self.solid(0.5, 0.4, 0.3, size: 12)
        for name in ["CIComicEffect", "CIPhotoEffectFade", "CIBloom", "CIGloom", "CIVignetteEffect", "CISharpenLuminance", "CINoiseReduction",
                     "CIEdges", "CIEdgeWork", "CIHexagonalPixellate", "CIPointillize", "CILineOverlay", "CIThermal", "CIXRay", "CIZoomBlur"] {
            let f = CIFilter(name: name)!
            f.setValue(image, forKey: kCIInputImageKey)
            #expect(f.outputImage?.extent == image.extent, "\(name)")
        }
    }

    // MARK: Typed and by name

    @Test func typedAndByNameFormsAgree() {
        let image = CIFilter.linearGradient().outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 24, height: 24))
        let cases: [(CIFilter, String, [String: Any])] = [
            ({ let f = CIFilter.bloom(); f.radius = 3; f.intensity = 0.8; return f }(), "CIBloom", [kCIInputRadiusKey: 3, kCIInputIntensityKey: 0.8]),
            ({ let f = CIFilter.vignetteEffect(); f.center = CGPoint(x: 12, y: 12); f.radius = 10; f.falloff = 0.3; return f }(), "CIVignetteEffect",
             [kCIInputCenterKey: CIVector(x: 12, y: 12), kCIInputRadiusKey: 10.0, "inputFalloff": 0.3]),
            ({ let f = CIFilter.crystallize(); f.radius = 5; f.center = CGPoint(x: 2, y: 3); return f }(), "CICrystallize",
             [kCIInputRadiusKey: 5, kCIInputCenterKey: CIVector(x: 2, y: 3)]),
            ({ let f = CIFilter.exposureAdjust(); f.ev = 0.7; return f }(), "CIExposureAdjust", [kCIInputEVKey: 0.7]),
            (CIFilter.comicEffect(), "CIComicEffect", [:]),
            (CIFilter.photoEffectFade(), "CIPhotoEffectFade", [:]),
            ({ let f = CIFilter.zoomBlur(); f.center = CGPoint(x: 12, y: 12); f.amount = 30; return f }(), "CIZoomBlur",
             [kCIInputCenterKey: CIVector(x: 12, y: 12), kCIInputAmountKey: 30]),
            ({ let f = CIFilter.lineOverlay(); f.nrNoiseLevel = 0.01; f.threshold = 0.05; return f }(), "CILineOverlay",
             ["inputNRNoiseLevel": 0.01, "inputThreshold": 0.05]),
        ]
        for (typed, name, parameters) in cases {
            typed.setValue(image, forKey: kCIInputImageKey)
            let byName = CIFilter(name: name, parameters: parameters.merging([kCIInputImageKey: image]) { a, _ in a })!
            #expect(typed.name == name && typed.inputKeys == byName.inputKeys)
            let rect = CGRect(x: 0, y: 0, width: 24, height: 24)
            #expect(typed.outputImage!.pixels(in: rect).data == byName.outputImage!.pixels(in: rect).data, "\(name)")
        }
    }

    @Test func inputKeysAndAttributesAreCoreImages() {
        #expect(CIFilter.comicEffect().inputKeys == [kCIInputImageKey])
        #expect(CIFilter.photoEffectFade().name == "CIPhotoEffectFade")
        #expect(CIFilter.bloom().inputKeys == [kCIInputImageKey, kCIInputRadiusKey, kCIInputIntensityKey])
        #expect(CIFilter.sourceOverCompositing().inputKeys == [kCIInputImageKey, kCIInputBackgroundImageKey])
        #expect(CIFilter.linearGradient().inputKeys == ["inputPoint0", "inputPoint1", "inputColor0", "inputColor1"])
        let bloom = CIFilter.bloom()
        #expect(bloom.radius == 10 && bloom.intensity == 0.5)
        let radius = bloom.attributes[kCIInputRadiusKey] as? [String: Any]
        #expect((radius?[kCIAttributeDefault] as? NSNumber)?.doubleValue == 10)
        #expect((radius?[kCIAttributeSliderMax] as? NSNumber)?.doubleValue == 100)
        #expect(radius?[kCIAttributeType] as? String == kCIAttributeTypeDistance)
        #expect(radius?[kCIAttributeDisplayName] as? String == "Radius")
        #expect(bloom.attributes[kCIAttributeFilterDisplayName] as? String == "Bloom")
        #expect((bloom.attributes[kCIAttributeFilterCategories] as? [String])?.contains(kCICategoryStylize) == true)
        #expect(CIFilter.vignetteEffect().center == CGPoint(x: 150, y: 150))
        #expect(CIFilter.colorMonochrome().color.red == 0.6)
        #expect(CIFilter.lineOverlay().attributes["inputNRNoiseLevel"].map { ($0 as? [String: Any])?[kCIAttributeDisplayName] as? String } == "NR Noise Level")
        // The photo effects and the priorities the apps use all exist by name.
        for name in ["CIPhotoEffectChrome", "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono", "CIPhotoEffectNoir",
                     "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CIComicEffect", "CIVibrance", "CIGloom",
                     "CIMorphologyGradient", "CILineOverlay", "CIPerspectiveCorrection", "CIMultiplyCompositing", "CIScreenBlendMode"] {
            #expect(CIFilter(name: name) != nil, "\(name)")
        }
        #expect(CIFilter.filterNames(inCategory: kCICategoryBlur).contains("CIZoomBlur"))
        #expect(CIFilter.filterNames(inCategories: [kCICategoryColorEffect, kCICategoryVideo]).contains("CIPhotoEffectNoir"))
    }

    // MARK: Stylize

    @Test func comicEffectKeepsPaperAndInkAndOutlinesEdges() throws {
        // White on the left, black on the right, a mid-grey band in the middle rows.
        let white = Self.solid(1, 1, 1, size: 40).cropped(to: CGRect(x: 0, y: 0, width: 20, height: 40))
        let black = Self.solid(0, 0, 0, size: 40).cropped(to: CGRect(x: 20, y: 0, width: 20, height: 40))
        let f = CIFilter.comicEffect()
        f.inputImage = white.composited(over: black)
        let out = f.outputImage!
        #expect(Self.same(Self.pixel(out, 5, 20), 1, 1, 1, 1e-3), "paper stays white")
        #expect(Self.same(Self.pixel(out, 35, 20), 0, 0, 0, 1e-3), "solid ink stays black")
        #expect(Self.pixel(out, 19, 20).r < 0.2, "the edge is outlined in black: \(Self.pixel(out, 19, 20))")
        // A mid grey prints as a halftone: both paper and ink within a few pixels.
        f.inputImage = Self.solid(0.2, 0.2, 0.2, size: 16)
        let values = (0..<8).flatMap { x in (0..<8).map { y in Self.pixel(f.outputImage!, x + 4, y + 4).r } }
        #expect(values.max()! > 0.5 && values.min()! < 0.1, "\(values)")
    }

    @Test func bloomBrightensAndGloomDarkensAroundLight() {
        // A bright square in a dark field.
        let field = Self.solid(0.1, 0.1, 0.1, size: 30)
        let light = Self.solid(1, 1, 1, size: 30).cropped(to: CGRect(x: 10, y: 10, width: 10, height: 10))
        let image = light.composited(over: field)
        let bloom = CIFilter.bloom(), gloom = CIFilter.gloom()
        bloom.inputImage = image
        bloom.radius = 4
        gloom.inputImage = image
        gloom.radius = 4
        let nearLight = Self.pixel(image, 8, 15).r
        #expect(Self.pixel(bloom.outputImage!, 8, 15).r > nearLight, "light spreads into the dark")
        #expect(Self.pixel(gloom.outputImage!, 11, 15).r < 1, "the highlight is dulled near the dark")
        #expect(Self.pixel(bloom.outputImage!, 15, 15).r >= 0.999, "white stays white")
    }

    @Test func edgesAndMorphologyFindTheSquare() {
        let square = Self.solid(1, 1, 1, size: 20).cropped(to: CGRect(x: 5, y: 5, width: 10, height: 10))
        let image = square.composited(over: Self.solid(0, 0, 0, size: 20))
        let edges = CIFilter.edges()
        edges.inputImage = image
        #expect(Self.pixel(edges.outputImage!, 10, 10).r == 0, "flat inside")
        #expect(Self.pixel(edges.outputImage!, 5, 10).r > 0.5, "bright on the edge")
        let maximum = CIFilter.morphologyMaximum()
        maximum.inputImage = image
        maximum.radius = 2
        #expect(Self.pixel(maximum.outputImage!, 3, 10).r == 1 && Self.pixel(maximum.outputImage!, 2, 10).r == 0)
        let minimum = CIFilter.morphologyRectangleMinimum()
        minimum.inputImage = image
        minimum.width = 5
        minimum.height = 1
        #expect(Self.pixel(minimum.outputImage!, 6, 10).r == 0 && Self.pixel(minimum.outputImage!, 7, 10).r == 1)
        let gradient = CIFilter.morphologyGradient()
        gradient.inputImage = image
        gradient.radius = 1
        #expect(Self.pixel(gradient.outputImage!, 5, 10).r == 1 && Self.pixel(gradient.outputImage!, 10, 10).r == 0)
    }

    // MARK: Speed

    @Test func tenFiltersOfAThousandPixelSquarePhotoRender() throws {
        let photo = CIFilter.linearGradient().outputImage!.cropped(to: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        let filters: [CIFilter] = [CIFilter.sepiaTone(), CIFilter.comicEffect(), CIFilter.colorInvert(), CIFilter.photoEffectFade(),
                                   CIFilter.colorMonochrome(), CIFilter.photoEffectChrome(), CIFilter.gaussianBlur(), CIFilter.bloom(),
                                   CIFilter.vignette(), CIFilter.photoEffectNoir()]
        let context = CIContext()
        let start = Date()
        for filter in filters {
            filter.setValue(photo, forKey: kCIInputImageKey)
            let output = try #require(filter.outputImage)
            #expect(context.createCGImage(output, from: output.extent) != nil, "\(filter.name)")
        }
        let seconds = Date().timeIntervalSince(start)
        print("[CoreImageFiltersTests] ten filters of a 1000 × 1000 photo: \(seconds) s")
        #expect(seconds < 30)
    }
}

/// A filter of the app's own, as apps write them: a `CIFilter` subclass whose output chains
/// built-in filters.
final class TintedSketchFilter: CIFilter, @unchecked Sendable {
    var inputImage: CIImage?

    override var outputImage: CIImage? {
        guard let inputImage else { return nil }
        return inputImage.applyingFilter("CIPhotoEffectNoir").applyingFilter("CIColorMonochrome", parameters: [kCIInputColorKey: CIColor.red])
    }
}

extension CoreImageFiltersTests {
    @Test func anAppsOwnFilterSubclassChainsBuiltIns() throws {
        let filter = TintedSketchFilter()
        #expect(filter.name == "TintedSketchFilter" && filter.outputImage == nil)
        filter.inputImage = Self.solid(1, 1, 1)
        let p = Self.pixel(try #require(filter.outputImage))
        #expect(Self.same(p, 1, 0, 0, 1e-3), "white, through noir, tinted red: \(p)")
    }
}
