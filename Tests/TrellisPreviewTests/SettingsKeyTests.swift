import CX11
import Testing
import Trellis
@testable import TrellisPreview
import TrellisSession

/// The environment keys of the window change the preview's settings, without a window: the same
/// `KeyCommand` a key press makes, applied as the window applies it.
@Suite struct SettingsKeys {
    func press(_ sym: Int32, shift: Bool = false, on settings: inout PreviewSettings,
               flip: AnyLayoutOverride = .vertical) -> Bool {
        guard let command = KeyCommand(KeyStroke(keysym: UInt(sym), shift: shift, control: false)) else { return false }
        return settings.apply(command, flippingAnyLayout: flip)
    }

    @Test func sizeClassKeysCycleAutoCompactRegular() {
        var s = PreviewSettings()
        let pressed = press(XK_h, on: &s)
        #expect(pressed)
        #expect(s.horizontalSizeClass == .compact)
        _ = press(XK_h, on: &s)
        #expect(s.horizontalSizeClass == .regular)
        _ = press(XK_h, on: &s)
        #expect(s.horizontalSizeClass == .auto)
        _ = press(XK_v, on: &s)
        #expect(s.verticalSizeClass == .compact && s.horizontalSizeClass == .auto)
    }

    @Test func theAnyLayoutKeyForcesTheOtherFormThenLetsGo() {
        var s = PreviewSettings()
        _ = press(XK_a, on: &s, flip: .horizontal)
        #expect(s.anyLayout == .horizontal)
        _ = press(XK_a, on: &s, flip: .vertical)
        #expect(s.anyLayout == nil)
    }

    @Test func dynamicTypeStopsAtBothEnds() {
        var s = PreviewSettings()
        #expect(s.dynamicTypeSize == .large)
        for _ in 0..<20 { _ = s.apply(.dynamicTypeUp, flippingAnyLayout: .vertical) }
        #expect(s.dynamicTypeSize == .accessibility5)
        for _ in 0..<20 { _ = s.apply(.dynamicTypeDown, flippingAnyLayout: .vertical) }
        #expect(s.dynamicTypeSize == .xSmall)
    }

    @Test func directionAndSchemeToggle() {
        var s = PreviewSettings()
        _ = s.apply(.toggleLayoutDirection, flippingAnyLayout: .vertical)
        _ = s.apply(.toggleColorScheme, flippingAnyLayout: .vertical)
        #expect(s.layoutDirection == .rightToLeft && s.colorScheme == .dark)
        _ = s.apply(.toggleColorScheme, flippingAnyLayout: .vertical)
        #expect(s.colorScheme == .light)
    }

    @Test func otherKeysLeaveTheSettingsAlone() {
        var s = PreviewSettings()
        for command: KeyCommand in [.rotate, .device(1), .toggleOutlines, .savePNG, .nextPreview, .quit] {
            let applied = s.apply(command, flippingAnyLayout: .vertical)
            #expect(!applied, "\(command)")
        }
        #expect(s == PreviewSettings())
    }
}
