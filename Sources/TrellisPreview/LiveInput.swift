import CX11
import TrellisSession

/// What a key means to a live preview while one of its text fields has the focus: characters
/// are typed, BackSpace deletes, Return submits, Tab moves to the next field, Escape leaves the
/// field. Every other key the previewer owns (a, h, v, d, b, …) is typed too while editing.
enum LiveInput {
    /// The event a key press makes while a field is edited; nil for keys that type nothing
    /// (arrows, function keys, Control chords).
    static func event(for key: KeyStroke) -> LiveEvent? {
        switch Int32(truncatingIfNeeded: key.keysym) {
        case XK_BackSpace: return .key(.backspace)
        case XK_Return, XK_KP_Enter: return .key(.enter)
        case XK_Tab, XK_ISO_Left_Tab: return .key(.tab)
        case XK_Escape: return .key(.escape)
        default: break
        }
        if key.control { return nil }
        // Latin-1 keysyms are their code points; others carry theirs above 0x01000000.
        let code: UInt
        switch key.keysym {
        case 0x20...0x7e, 0xa0...0xff: code = key.keysym
        case 0x0100_0100...0x0110_ffff: code = key.keysym - 0x0100_0000
        default: return nil
        }
        guard let scalar = Unicode.Scalar(UInt32(code)) else { return nil }
        return .type(String(Character(scalar)))
    }
}
