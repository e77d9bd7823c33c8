import CX11

/// What a key press asks the previewer to do (the key map of the help overlay).
enum KeyCommand: Equatable {
    case toggleAnyLayout
    case cycleHorizontalSizeClass
    case cycleVerticalSizeClass
    /// A device preset by index into `DevicePreset.all`, or nil for free size (`0`).
    case device(Int?)
    case rotate
    case dynamicTypeUp
    case dynamicTypeDown
    case toggleLayoutDirection
    case toggleColorScheme
    case toggleOutlines
    case nextPreview
    case previousPreview
    case savePNG
    case toggleHelp
    case toggleStatusBar
    case quit
    /// Page Up / Page Down / Home / End: scroll the scroll view under the pointer.
    case scrollPage(ScrollState.Page)

    init?(_ key: KeyStroke) {
        let sym = Int32(truncatingIfNeeded: key.keysym)
        switch sym {
        case XK_a, XK_A: self = .toggleAnyLayout
        case XK_h, XK_H: self = .cycleHorizontalSizeClass
        case XK_v, XK_V: self = .cycleVerticalSizeClass
        case XK_1...XK_9: self = .device(Int(sym - XK_1))
        case XK_KP_1...XK_KP_9: self = .device(Int(sym - XK_KP_1))
        case XK_0, XK_KP_0: self = .device(nil)
        case XK_r, XK_R: self = .rotate
        case XK_plus, XK_equal, XK_KP_Add: self = .dynamicTypeUp
        case XK_minus, XK_underscore, XK_KP_Subtract: self = .dynamicTypeDown
        case XK_l, XK_L: self = .toggleLayoutDirection
        case XK_d, XK_D: self = .toggleColorScheme
        case XK_b, XK_B: self = .toggleOutlines
        case XK_Tab where key.shift: self = .previousPreview
        case XK_ISO_Left_Tab: self = .previousPreview
        case XK_Tab: self = .nextPreview
        case XK_s, XK_S: self = .savePNG
        case XK_question, XK_F1: self = .toggleHelp
        case XK_i, XK_I: self = .toggleStatusBar
        case XK_q, XK_Q, XK_Escape: self = .quit
        case XK_Page_Up, XK_KP_Page_Up: self = .scrollPage(.up)
        case XK_Page_Down, XK_KP_Page_Down: self = .scrollPage(.down)
        case XK_Home, XK_KP_Home: self = .scrollPage(.top)
        case XK_End, XK_KP_End: self = .scrollPage(.bottom)
        default: return nil
        }
    }

    /// The help overlay's lines: keys and what they do.
    static let help: [(keys: String, action: String)] = [
        ("a", "AnyLayout: horizontal / vertical / as written"),
        ("h / v", "horizontal / vertical size class: auto, compact, regular"),
        ("1 - 9", "device presets (size and Apple size classes)"),
        ("0", "free size (follow the window)"),
        ("r", "rotate: swap width and height"),
        ("+ / -", "Dynamic Type size up / down"),
        ("l", "layout direction LTR / RTL"),
        ("d", "light / dark colour scheme"),
        ("b", "outline every view (size on hover)"),
        ("Tab / Shift+Tab", "next / previous preview or file"),
        ("wheel / Shift+wheel", "scroll the scroll view under the pointer"),
        ("PgUp / PgDn / Home / End", "scroll a page / to the top / to the end"),
        ("s", "save a PNG next to the file"),
        ("i", "show / hide the status bar"),
        ("? / F1", "this help"),
        ("q / Esc", "quit"),
    ]
}
