import CX11
import TrellisSession

/// What a key means to a live preview while one of its text fields has the focus: characters
/// are typed, BackSpace and Delete delete, the arrows, Home and End move the caret (with Shift
/// they extend the selection), Ctrl+A selects all, Return submits (a new line in an editor),
/// Tab moves to the next field, Escape leaves the field. Every other key the previewer owns
/// (a, h, v, d, b, Home, End, …) is the field's too while editing.
enum LiveInput {
    /// The event a key press makes while a field is edited; nil for keys that type nothing
    /// (function keys, other Control chords).
    static func event(for key: KeyStroke) -> LiveEvent? {
        let moving: LiveKey?
        switch Int32(truncatingIfNeeded: key.keysym) {
        case XK_BackSpace: return .key(.backspace)
        case XK_Delete, XK_KP_Delete: return .key(.delete)
        case XK_Return, XK_KP_Enter: return .key(.enter)
        case XK_Tab, XK_ISO_Left_Tab: return .key(.tab)
        case XK_Escape: return .key(.escape)
        case XK_a where key.control, XK_A where key.control: return .key(.selectAll)
        case XK_Left, XK_KP_Left: moving = .left
        case XK_Right, XK_KP_Right: moving = .right
        case XK_Up, XK_KP_Up: moving = .up
        case XK_Down, XK_KP_Down: moving = .down
        case XK_Home, XK_KP_Home: moving = .home
        case XK_End, XK_KP_End: moving = .end
        default: moving = nil
        }
        if let moving { return .key(key.shift ? moving.withShift : moving) }
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
