import CX11
import Foundation
import Testing
@testable import TrellisPreview
import TrellisSession

/// What X keys mean while a field has the focus: the editing keys become `LiveKey`s (Shift
/// extends), the previewer's own keys type; without a focus the same keys stay the previewer's.
struct LiveInputTests {
    private func event(_ sym: Int32, shift: Bool = false, control: Bool = false) -> LiveEvent? {
        LiveInput.event(for: KeyStroke(keysym: UInt(sym), shift: shift, control: control))
    }

    @Test func theEditingKeysAndShiftAndCtrlA() {
        #expect(event(XK_Left) == .key(.left) && event(XK_Right) == .key(.right))
        #expect(event(XK_Up) == .key(.up) && event(XK_Down) == .key(.down))
        #expect(event(XK_Home) == .key(.home) && event(XK_End) == .key(.end))
        #expect(event(XK_KP_Left) == .key(.left) && event(XK_KP_End) == .key(.end))
        #expect(event(XK_Left, shift: true) == .key(.shiftLeft) && event(XK_End, shift: true) == .key(.shiftEnd))
        #expect(event(XK_Up, shift: true) == .key(.shiftUp) && event(XK_Home, shift: true) == .key(.shiftHome))
        #expect(event(XK_Delete) == .key(.delete) && event(XK_BackSpace) == .key(.backspace))
        #expect(event(XK_a, control: true) == .key(.selectAll))
        // Without Control, a is typed; other Control chords type nothing.
        #expect(event(XK_a) == .type("a") && event(XK_A, shift: true) == .type("A"))
        #expect(event(XK_b, control: true) == nil)
    }

    @Test func withoutAFocusHomeAndEndStillScroll() {
        // The key table keeps them (the window asks LiveInput only while a field has the focus).
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_Home), shift: false, control: false)) == .scrollPage(.top))
        #expect(KeyCommand(KeyStroke(keysym: UInt(XK_End), shift: false, control: false)) == .scrollPage(.bottom))
    }
}
