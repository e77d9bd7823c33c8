import Foundation

// The eight photo effects of Photos' filters (`CIPhotoEffectChrome` … `CIPhotoEffectTransfer`).
// Apple documents each only by what it imitates: Chrome, vintage film with exaggerated colour;
// Fade, diminished colour; Instant, distorted colours; Mono, black-and-white film of low contrast;
// Noir, black-and-white of exaggerated contrast; Process, emphasised cool colours; Tonal,
// black-and-white without much change of contrast; Transfer, emphasised warm colours. Apple's own
// tables are unpublished, so each effect here is an approximation built from that description: a
// saturation change (or a grey of the luminance) and a tone curve per channel, both in sRGB's
// perceptual encoding, where photo editors apply curves.

extension FilterKernels {
    static let photoEffectDefinitions: [FilterDefinition] = PhotoEffect.all.map { effect in
        FilterDefinition(name: effect.name, displayName: effect.displayName, categories: categories(kCICategoryColorEffect),
                         inputs: [.boolean("inputExtrapolate", false)]) { image, _ in effect.applied(to: image) }
    }
}

/// One photo effect: grey or a saturation factor, then a curve per channel (perceptual values).
struct PhotoEffect: Sendable {
    let name: String
    let displayName: String
    /// Whether the effect makes a grey of the luminance first.
    let mono: Bool
    /// The saturation factor of a colour effect (1 unchanged).
    let saturation: Float
    let red: ToneCurve
    let green: ToneCurve
    let blue: ToneCurve

    init(_ name: String, mono: Bool = false, saturation: Float = 1, red: [(Float, Float)], green: [(Float, Float)]? = nil, blue: [(Float, Float)]? = nil) {
        self.name = "CIPhotoEffect" + name
        displayName = "Photo Effect " + name
        self.mono = mono
        self.saturation = saturation
        self.red = ToneCurve(red)
        self.green = ToneCurve(green ?? red)
        self.blue = ToneCurve(blue ?? red)
        let (r, g, b) = (self.red, self.green, self.blue)
        tables = [r, g, b].flatMap { curve in (0...SRGB.tableSteps).map { SRGB.decode(curve(Float($0) / Float(SRGB.tableSteps))) } }
    }

    /// Each channel's curve followed by sRGB's decoding, as tables of `SRGB.tableSteps + 1` values
    /// over perceptual 0...1: red's, then green's, then blue's.
    let tables: [Float]

    /// The effect of a straight linear colour.
    func apply(_ c: RGB) -> RGB {
        let e: RGB
        let grey = SRGB.encode(c.luminance)
        if mono {
            e = RGB(gray: grey)
        } else {
            let encoded = c.encoded
            e = RGB(gray: grey) + (encoded - RGB(gray: grey)) * saturation
        }
        return RGB(red(e.r), green(e.g), blue(e.b)).decoded
    }

    /// The effect on every pixel of `image`, through the tables (`apply`, made fast).
    func applied(to image: CIImage) -> CIImage {
        let tables = self.tables, mono = self.mono, saturation = self.saturation, steps = SRGB.tableSteps + 1
        let produce = image.produce
        return CIImage(extent: image.extent) { rect in
            var out = produce(rect)
            SRGB.encodeTable.withUnsafeBufferPointer { encodeBuffer in
                tables.withUnsafeBufferPointer { tableBuffer in
                    out.data.withUnsafeMutableBufferPointer { buffer in
                        guard let e = encodeBuffer.baseAddress, let red = tableBuffer.baseAddress, let p = buffer.baseAddress else { return }
                        let green = red + steps, blue = green + steps
                        var i = 0
                        let n = buffer.count
                        while i < n {
                            let a = p[i + 3]
                            if a > 0 {
                                let k = 1 / a
                                let r = p[i] * k, g = p[i + 1] * k, b = p[i + 2] * k
                                let l = SRGB.lookup(e, 0.2126 * r + 0.7152 * g + 0.0722 * b)
                                var er = l, eg = l, eb = l
                                if !mono {
                                    er = l + (SRGB.lookup(e, r) - l) * saturation
                                    eg = l + (SRGB.lookup(e, g) - l) * saturation
                                    eb = l + (SRGB.lookup(e, b) - l) * saturation
                                }
                                p[i] = SRGB.lookup(red, er) * a
                                p[i + 1] = SRGB.lookup(green, eg) * a
                                p[i + 2] = SRGB.lookup(blue, eb) * a
                            }
                            i += 4
                        }
                    }
                }
            }
            return out
        }
    }

    static let identity: [(Float, Float)] = [(0, 0), (1, 1)]

    static let all: [PhotoEffect] = [
        // Exaggerated colour: saturation up a third, a gentle S-curve for contrast.
        PhotoEffect("Chrome", saturation: 1.35, red: [(0, 0), (0.25, 0.21), (0.5, 0.5), (0.75, 0.79), (1, 1)]),
        // Diminished colour: saturation down, blacks lifted and whites lowered (a faded print),
        // the shadows a little warm.
        PhotoEffect("Fade", saturation: 0.65, red: [(0, 0.14), (0.25, 0.34), (0.5, 0.55), (0.75, 0.76), (1, 0.95)],
                    green: [(0, 0.12), (0.25, 0.33), (0.5, 0.54), (0.75, 0.76), (1, 0.95)],
                    blue: [(0, 0.11), (0.25, 0.31), (0.5, 0.52), (0.75, 0.74), (1, 0.93)]),
        // Distorted colours of an instant print: shadows lifted blue-green, highlights yellowed.
        PhotoEffect("Instant", saturation: 0.85, red: [(0, 0.08), (0.5, 0.56), (1, 0.98)],
                    green: [(0, 0.07), (0.5, 0.53), (1, 0.96)], blue: [(0, 0.13), (0.5, 0.47), (1, 0.80)]),
        // Black and white of low contrast: blacks lifted, whites lowered.
        PhotoEffect("Mono", mono: true, red: [(0, 0.08), (0.25, 0.3), (0.5, 0.51), (0.75, 0.73), (1, 0.93)]),
        // Black and white of exaggerated contrast: a steep S-curve.
        PhotoEffect("Noir", mono: true, red: [(0, 0), (0.15, 0.03), (0.35, 0.19), (0.5, 0.45), (0.65, 0.71), (0.85, 0.94), (1, 1)]),
        // Cool colours: shadows towards blue and cyan, highlights towards green, reds held back.
        PhotoEffect("Process", saturation: 0.9, red: [(0, 0.02), (0.5, 0.46), (1, 0.95)],
                    green: [(0, 0.06), (0.5, 0.52), (1, 1)], blue: [(0, 0.13), (0.5, 0.57), (1, 0.94)]),
        // Black and white, contrast as it was: the luminance alone.
        PhotoEffect("Tonal", mono: true, red: identity),
        // Warm colours: reds up, blues down, the blacks slightly lifted.
        PhotoEffect("Transfer", saturation: 1.1, red: [(0, 0.05), (0.5, 0.57), (1, 1)],
                    green: [(0, 0.03), (0.5, 0.5), (1, 0.96)], blue: [(0, 0.02), (0.5, 0.42), (1, 0.86)]),
    ]
}
