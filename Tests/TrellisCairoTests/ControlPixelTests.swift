import Foundation
import Testing
import Trellis
import TrellisCairo

/// Real pixels of controls at rest: a prominent button's tint fills its rounded background, a
/// bordered one is tinted at 18 %, an on switch's track is green with a white knob, an off one grey.
@Suite struct ControlPixelTests {
    func image<V: View>(_ view: V, name: String) throws -> RenderedImage {
        let layout = ResolvedTree(view, environment: PNGRenderer.renderingEnvironment(EnvironmentValues(), scale: 1))
        layout.layout(in: CGSize(width: 200, height: 100))
        let image = try PNGRenderer.image(layout)
        try image.write(to: renderOutput.appendingPathComponent("\(name).png"))
        return image
    }

    @Test func prominentButtonTintFillsItsBackgroundButNotItsCorners() throws {
        let img = try image(Button("Go") {}.buttonStyle(.borderedProminent).tint(.red).frame(width: 120, height: 40)
            .buttonStyle(.borderedProminent), name: "control-prominent-red")
        let red = img.pixels(matching: 255, 59, 48, tolerance: 2)
        let box = try #require(boundingBox(red))
        // The button is its label padded 12×7, centred; its background is solid red.
        #expect(box.maxX - box.minX > 30 && box.maxY - box.minY > 25, "\(box)")
        #expect(img.rgb(box.minX + 2, (box.minY + box.maxY) / 2).map { $0 == (255, 59, 48) } == true)
        // A rounded corner: the bounding box's corner pixel is not solid red.
        #expect(img.rgb(box.minX, box.minY).map { $0 != (255, 59, 48) } == true)
    }

    @Test func borderedButtonIsTheTintAt18PercentOverWhite() throws {
        let img = try image(Button("Go") {}.buttonStyle(.bordered).tint(.blue), name: "control-bordered-blue")
        // 0.18 × (0, 122, 255) + 0.82 × 255 = (209, 231, 255).
        let light = img.pixels(matching: 209, 231, 255, tolerance: 2)
        #expect(light.count > 300, "\(light.count)")
    }

    /// A default (borderless) button's label is in the tint unless a foreground style is set around
    /// it: `.foregroundColor(.white)` on a button, or on the stack that holds it, is its colour.
    @Test func aForegroundStyleAroundAButtonIsItsLabelsColour() throws {
        let red = try image(Button("Go") {}.font(.largeTitle).foregroundColor(.red), name: "control-button-foreground-red")
        #expect(red.pixels(matching: 255, 59, 48, tolerance: 2).count > 40)
        #expect(red.pixels(matching: 0, 122, 255, tolerance: 2).isEmpty)
        let green = try image(VStack { Button("Go") {}.font(.largeTitle) }.foregroundStyle(.green).tint(.orange),
                              name: "control-button-foreground-stack")
        #expect(green.pixels(matching: 52, 199, 89, tolerance: 2).count > 40)
        #expect(green.pixels(matching: 255, 149, 0, tolerance: 2).isEmpty)
        let tinted = try image(Button("Go") {}.font(.largeTitle).tint(.orange), name: "control-button-tint")
        #expect(tinted.pixels(matching: 255, 149, 0, tolerance: 2).count > 40)
        let accent = try image(Button("Go") {}.font(.largeTitle), name: "control-button-accent")
        #expect(accent.pixels(matching: 0, 122, 255, tolerance: 2).count > 40)
    }

    @Test func onSwitchIsGreenWithAWhiteKnobOnTheTrailingSide() throws {
        let img = try image(Toggle("Wi-Fi", isOn: .constant(true)).padding(.horizontal, 10), name: "control-toggle-on")
        let green = img.pixels(matching: 52, 199, 89, tolerance: 2)
        let box = try #require(boundingBox(green))
        // The 51×31 track at the trailing edge: x 139…190, y 34.5…65.5.
        #expect(box.minX >= 139 && box.maxX <= 190 && box.minY >= 34 && box.maxY <= 66, "\(box)")
        #expect(box.maxX - box.minX >= 45, "\(box)")
        #expect(img.rgb(175, 50).map { $0 == (255, 255, 255) } == true, "knob: \(String(describing: img.rgb(175, 50)))")
        #expect(img.rgb(150, 50).map { $0 == (52, 199, 89) } == true, "track: \(String(describing: img.rgb(150, 50)))")
    }

    @Test func offSwitchTrackIsTheSystemFillGrey() throws {
        let img = try image(Toggle("Wi-Fi", isOn: .constant(false)).padding(.horizontal, 10), name: "control-toggle-off")
        #expect(img.pixels(matching: 52, 199, 89, tolerance: 2).isEmpty)
        #expect(img.rgb(150, 50).map { $0 == (255, 255, 255) } == true)
        // systemFill (120, 120, 128) at 20 % over white: (228, 228, 229.6), to within a level;
        // the white knob on the leading side.
        #expect(img.rgb(180, 50).map { abs($0.0 - 228) <= 1 && abs($0.1 - 228) <= 1 && abs($0.2 - 230) <= 1 } == true, "\(String(describing: img.rgb(180, 50))) \(String(describing: img.rgb(150, 50)))")
    }
}
