import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of the segmented picker, the slider and the stepper, in light and dark: the
/// selected segment is white (dark: (99,99,102)) on the tertiarySystemFill track; a slider's
/// done part is the accent blue, the rest systemFill, its thumb white; a stepper sits on
/// tertiarySystemFill.
@Suite struct PickerSliderPixelTests {
    func image<V: View>(_ view: V, _ scheme: ColorScheme, name: String) throws -> RenderedImage {
        var env = EnvironmentValues()
        env.colorScheme = scheme
        let layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(env, scale: 1))
        layout.layout(in: CGSize(width: 200, height: 100))
        let image = try PNGRenderer.image(layout)
        try image.write(to: renderOutput.appendingPathComponent("\(name)-\(scheme).png"))
        return image
    }

    func near(_ p: (Int, Int, Int)?, _ r: Int, _ g: Int, _ b: Int, _ tolerance: Int = 2) -> Bool {
        guard let p else { return false }
        return abs(p.0 - r) <= tolerance && abs(p.1 - g) <= tolerance && abs(p.2 - b) <= tolerance
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func segmentedPickerSelectedSegmentOnItsTrack(_ scheme: ColorScheme) throws {
        let img = try image(Picker("P", selection: .constant(1)) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented),
                            scheme, name: "control-segmented")
        // The picker spans x 0…200, y 34…66; the thumb is the second segment, x 100…198, y 36…64.
        let thumb = img.rgb(150, 39), track = img.rgb(50, 39)
        if scheme == .light {
            #expect(near(thumb, 255, 255, 255), "\(String(describing: thumb))")
            // tertiarySystemFill (118,118,128) at 12 % over white.
            #expect(near(track, 239, 239, 240), "\(String(describing: track))")
        } else {
            #expect(near(thumb, 99, 99, 102), "\(String(describing: thumb))")
            // (118,118,128) at 24 % over black.
            #expect(near(track, 28, 28, 31), "\(String(describing: track))")
        }
        // Outside the picker: the window.
        #expect(near(img.rgb(100, 20), scheme == .light ? 255 : 0, scheme == .light ? 255 : 0, scheme == .light ? 255 : 0, 0))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func sliderFillsItsDonePartWithTheAccentAndHasAWhiteThumb(_ scheme: ColorScheme) throws {
        let img = try image(Slider(value: .constant(0.5)), scheme, name: "control-slider")
        // The track is y 48…52; the thumb's centre is (100, 50).
        let done = img.rgb(30, 50), rest = img.rgb(170, 50)
        if scheme == .light {
            #expect(near(done, 0, 122, 255), "\(String(describing: done))")
            #expect(near(rest, 228, 228, 230), "\(String(describing: rest))")
        } else {
            #expect(near(done, 10, 132, 255), "\(String(describing: done))")
            #expect(near(rest, 43, 43, 46), "\(String(describing: rest))")
        }
        #expect(near(img.rgb(100, 50), 255, 255, 255, 0), "\(String(describing: img.rgb(100, 50)))")
        // Above the track, beside the thumb: the window.
        #expect(near(img.rgb(30, 40), scheme == .light ? 255 : 0, scheme == .light ? 255 : 0, scheme == .light ? 255 : 0, 0))
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func stepperSitsOnTertiarySystemFill(_ scheme: ColorScheme) throws {
        let img = try image(Stepper("Count", value: .constant(3), in: 0...10), scheme, name: "control-stepper")
        // The 94×32 control at x 106…200, y 34…66; sample its corner area away from the symbols.
        let fill = img.rgb(112, 40)
        if scheme == .light {
            #expect(near(fill, 239, 239, 240), "\(String(describing: fill))")
        } else {
            #expect(near(fill, 28, 28, 31), "\(String(describing: fill))")
        }
    }
}
