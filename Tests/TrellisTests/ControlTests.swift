import Foundation
import Testing
@testable import Trellis

/// Controls at rest (facts and sources at the top of Controls/ButtonStyles.swift, Toggle.swift,
/// TextField.swift, ProgressView.swift). Text is measured by the approximate measurer: 0.55 em
/// per character, lines of 1.2 em, sizes rounded up to whole points. Body text is 17 pt, so
/// "Hello" is 47×21; subheadline (the mini and small buttons' font) is 15 pt: 42×18. Windows are
/// 200×200 and centre the root.
@Suite struct ControlTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, w, h, environment: env)
    }

    private func button(_ style: some PrimitiveButtonStyle, _ size: ControlSize = .regular) -> some View {
        Button {} label: { Text("Hello").id("label") }.buttonStyle(style).controlSize(size).id("button")
    }

    @Test func automaticButtonIsItsLabelAloneWithoutPadding() {
        let t = lay(button(.automatic))
        expectFrame(t, "button", 76.5, 89.5, 47, 21)
        expectFrame(t, "label", 76.5, 89.5, 47, 21)
        #expect(t.root.type == "Button")
    }

    @Test func borderlessAndPlainButtonsAreTheirLabelAlone() {
        expectFrame(lay(button(.borderless)), "button", 76.5, 89.5, 47, 21)
        expectFrame(lay(button(.plain)), "button", 76.5, 89.5, 47, 21)
    }

    @Test func borderedRegularPads12By7() {
        let t = lay(button(.bordered))
        expectFrame(t, "button", 64.5, 82.5, 71, 35)
        expectFrame(t, "label", 76.5, 89.5, 47, 21)
    }

    @Test func borderedProminentPadsLikeBordered() {
        expectFrame(lay(button(.borderedProminent)), "button", 64.5, 82.5, 71, 35)
    }

    @Test func miniAndSmallPad10By5InTheSubheadlineFont() {
        for size in [ControlSize.mini, .small] {
            let t = lay(button(.bordered, size))
            expectFrame(t, "button", 69, 86, 62, 28)
            expectFrame(t, "label", 79, 91, 42, 18)
        }
    }

    @Test func largeAndExtraLargePad20By15_extraLargeAsLargeOnIOS() {
        for size in [ControlSize.large, .extraLarge] {
            let t = lay(button(.borderedProminent, size))
            expectFrame(t, "button", 56.5, 74.5, 87, 51)
            expectFrame(t, "label", 76.5, 89.5, 47, 21)
        }
    }

    @Test func aFontAroundTheButtonWinsOverTheSizesDefaultFont() {
        let t = lay(button(.bordered, .small).font(.body))
        expectFrame(t, "button", 66.5, 84.5, 67, 31)
    }

    @Test func controlSizeDoesNotPadAutomaticButtons() {
        expectFrame(lay(button(.automatic, .large)), "button", 76.5, 89.5, 47, 21)
    }

    @Test func borderShapeDoesNotChangeTheSize() {
        for shape in [ButtonBorderShape.capsule, .circle, .roundedRectangle, .roundedRectangle(radius: 3)] {
            expectFrame(lay(button(.bordered).buttonBorderShape(shape)), "button", 64.5, 82.5, 71, 35)
        }
    }

    @Test func automaticCornerRadiusIsCeilOf35PercentOfHalfTheHeight() {
        #expect(ResolvedButtonShape.automaticRadius(height: 35) == 7)
        #expect(ResolvedButtonShape.automaticRadius(height: 51) == 9)
    }

    @Test func titleAndSystemImageButtonIsALabel() {
        let t = lay(Button("Hello", systemImage: "plus") {}.id("b"))
        #expect(t.root.type == "Button")
        // The label arranges its icon and title in a stack (title-and-icon style).
        #expect(t.root.children.first?.type == "HStack")
    }

    @Test func toggleTakesTheOfferedWidthWithThe51By31SwitchTrailing() {
        let t = lay(Toggle(isOn: .constant(true)) { Text("Hello").id("label") }.id("toggle"))
        expectFrame(t, "toggle", 0, 84.5, 200, 31)
        expectFrame(t, "label", 0, 89.5, 47, 21)
        // The switch is the last child of the row's stack.
        let stack = t.root.children[0]
        let track = stack.children.last!
        #expect(abs(track.frame.rect.minX - 149) < 0.01 && abs(track.frame.rect.width - 51) < 0.01 && abs(track.frame.rect.height - 31) < 0.01,
                "\(track.frame.rect)")
    }

    @Test func toggleWithHiddenLabelIsTheSwitchAlone() {
        expectFrame(lay(Toggle("Hello", isOn: .constant(false)).labelsHidden().id("t")), "t", 74.5, 84.5, 51, 31)
    }

    @Test func buttonStyleToggleIsABorderedButton() {
        expectFrame(lay(Toggle("Hello", isOn: .constant(true)).toggleStyle(.button).id("t")), "t", 64.5, 82.5, 71, 35)
    }

    @Test func textFieldIsOneLineAsWideAsOffered() {
        expectFrame(lay(TextField("Hello", text: .constant("")).id("f")), "f", 0, 89.5, 200, 21)
        expectFrame(lay(TextField("Hello", text: .constant("A much longer text than fits in one line")).id("f")), "f", 0, 89.5, 200, 21)
        expectFrame(lay(SecureField("Hello", text: .constant("secret")).id("f")), "f", 0, 89.5, 200, 21)
    }

    @Test func roundedBorderTextFieldPads7() {
        expectFrame(lay(TextField("Hello", text: .constant("")).textFieldStyle(.roundedBorder).id("f")), "f", 0, 82.5, 200, 35)
    }

    @Test func progressViewsCircular20AndLinear4Tall() {
        expectFrame(lay(ProgressView().id("p")), "p", 90, 90, 20, 20)
        expectFrame(lay(ProgressView(value: 0.5).id("p")), "p", 0, 98, 200, 4)
        expectFrame(lay(ProgressView(value: 7.0, total: 4).id("p")), "p", 0, 98, 200, 4)
    }

    @Test func linkIsItsTitle() {
        let t = lay(Link("Hello", destination: URL(string: "https://example.com")!).id("l"))
        expectFrame(t, "l", 76.5, 89.5, 47, 21)
        #expect(t.root.type == "Link")
    }

    @Test func controlsInAStack() {
        let t = lay(VStack(spacing: 0) {
            Button("Hello") {}.buttonStyle(.bordered).id("b")
            Toggle("Hello", isOn: .constant(false)).id("t")
            TextField("Hello", text: .constant("")).id("f")
        })
        // 35 + 31 + 21 = 87 tall, centred: top at 56.5.
        expectFrame(t, "b", 64.5, 56.5, 71, 35)
        expectFrame(t, "t", 0, 91.5, 200, 31)
        expectFrame(t, "f", 0, 122.5, 200, 21)
    }

    @Test func borderedButtonBesideAToggleInARow() {
        let t = lay(HStack {
            Button("Hello") {}.buttonStyle(.bordered).id("b")
            Toggle("Hello", isOn: .constant(true)).id("t")
        })
        expectFrame(t, "b", 0, 82.5, 71, 35)
        expectFrame(t, "t", 79, 84.5, 121, 31)
    }
}
