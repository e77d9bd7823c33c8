import CX11
import TrellisSession

/// The previewer's key map, the one place it is written: the key handling (`KeyCommand.init`),
/// the help overlay and README's key table all come from these rows (a test compares README's
/// table with `KeyTable.markdown`).
enum KeyTable {
    /// One line of the map: the keys as shown, the short help overlay text, README's longer text,
    /// and the keysyms that ask for the commands (none for a row about the mouse).
    struct Row: Sendable {
        let keys: [String]
        let help: String
        let details: String
        var bindings: [Binding] = []
    }

    /// Keysyms `first...last` (X11 keysyms) asking for `command(offset from first)`; `shift` nil
    /// takes the key with or without Shift.
    struct Binding: Sendable {
        let first: Int32
        let last: Int32
        var shift: Bool? = nil
        let command: @Sendable (Int) -> KeyCommand

        init(_ keysym: Int32, shift: Bool? = nil, command: KeyCommand) {
            self.first = keysym
            self.last = keysym
            self.shift = shift
            self.command = { _ in command }
        }

        init(_ range: ClosedRange<Int32>, command: @escaping @Sendable (Int) -> KeyCommand) {
            self.first = range.lowerBound
            self.last = range.upperBound
            self.command = command
        }

        /// One binding per keysym, all asking for `command`.
        static func keys(_ keysyms: Int32..., shift: Bool? = nil, command: KeyCommand) -> [Binding] {
            keysyms.map { Binding($0, shift: shift, command: command) }
        }

        func command(for keysym: Int32, shift: Bool) -> KeyCommand? {
            guard keysym >= first, keysym <= last, self.shift.map({ $0 == shift }) ?? true else { return nil }
            return command(Int(keysym - first))
        }
    }

    static let rows: [Row] = [
        Row(keys: ["a"], help: "AnyLayout: horizontal / vertical / as written",
            details: "flip every `AnyLayout` between its horizontal and vertical stack form (press again: as written)",
            bindings: Binding.keys(XK_a, XK_A, command: .toggleAnyLayout)),
        Row(keys: ["h", "v"], help: "horizontal / vertical size class: auto, compact, regular",
            details: "cycle the horizontal / vertical size class: automatic → compact → regular → automatic",
            bindings: Binding.keys(XK_h, XK_H, command: .cycleHorizontalSizeClass)
                + Binding.keys(XK_v, XK_V, command: .cycleVerticalSizeClass)),
        Row(keys: ["1–9"], help: "device presets (size and Apple size classes)",
            details: "device presets: \(DevicePreset.all.map(\.name).joined(separator: ", ")), each with its size classes and Apple's safe-area insets (iPhone 15: 59 above and 34 below in portrait, 59 on each side and 21 below in landscape; SE 20 above; iPads 24 and 20); the root is laid out inside them and the status bar, Dynamic Island and home indicator are drawn faintly",
            bindings: [Binding(XK_1...XK_9) { .device($0) }, Binding(XK_KP_1...XK_KP_9) { .device($0) }]),
        Row(keys: ["0"], help: "free size (follow the window)",
            details: "free size: the root follows the window (no safe area)",
            bindings: Binding.keys(XK_0, XK_KP_0, command: .device(nil))),
        Row(keys: ["r"], help: "rotate: swap width and height", details: "rotate (swap width and height)",
            bindings: Binding.keys(XK_r, XK_R, command: .rotate)),
        Row(keys: ["+", "-"], help: "Dynamic Type size up / down", details: "Dynamic Type size up / down",
            bindings: Binding.keys(XK_plus, XK_equal, XK_KP_Add, command: .dynamicTypeUp)
                + Binding.keys(XK_minus, XK_underscore, XK_KP_Subtract, command: .dynamicTypeDown)),
        Row(keys: ["l"], help: "layout direction LTR / RTL", details: "layout direction left-to-right / right-to-left",
            bindings: Binding.keys(XK_l, XK_L, command: .toggleLayoutDirection)),
        Row(keys: ["d"], help: "light / dark colour scheme", details: "light / dark colour scheme",
            bindings: Binding.keys(XK_d, XK_D, command: .toggleColorScheme)),
        Row(keys: ["b"], help: "outline every view (size on hover)",
            details: "outline every view's frame (views with a layout warning in orange); under the pointer: its type, size, the proposal its parent placed it with, where the file writes it (`File.swift:12:5`) and its warning; a click on a view prints `FILE:LINE:COL: Type W×H` and runs `--editor`",
            bindings: Binding.keys(XK_b, XK_B, command: .toggleOutlines)),
        // Shift+Tab arrives as ISO_Left_Tab from most keyboards, as Tab with Shift from some.
        Row(keys: ["Tab", "Shift+Tab"], help: "next / previous preview or file",
            details: "next / previous preview (and file, when a folder is open)",
            bindings: [Binding(XK_Tab, shift: true, command: .previousPreview), Binding(XK_ISO_Left_Tab, command: .previousPreview),
                       Binding(XK_Tab, command: .nextPreview)]),
        Row(keys: ["wheel", "Shift+wheel"], help: "scroll the scroll view under the pointer",
            details: "scroll the innermost scroll view under the pointer that can move that way, 40 pt a notch (buttons 4/5 vertical, 6/7 or Shift horizontal); offsets survive reloads, Tab resets them; `--log` lines show `scroll=x,y`"),
        Row(keys: ["Page Up", "Page Down", "Home", "End"], help: "scroll a page / to the top / to the end",
            details: "scroll the scroll view under the pointer (else the outermost) by a page / to the top / to the end",
            bindings: Binding.keys(XK_Page_Up, XK_KP_Page_Up, command: .scrollPage(.up))
                + Binding.keys(XK_Page_Down, XK_KP_Page_Down, command: .scrollPage(.down))
                + Binding.keys(XK_Home, XK_KP_Home, command: .scrollPage(.top))
                + Binding.keys(XK_End, XK_KP_End, command: .scrollPage(.bottom))),
        Row(keys: ["s"], help: "save a PNG next to the file",
            details: "save a PNG of the current state next to the file (the name is printed)",
            bindings: Binding.keys(XK_s, XK_S, command: .savePNG)),
        Row(keys: ["i"], help: "show / hide the status bar", details: "hide / show the status bar",
            bindings: Binding.keys(XK_i, XK_I, command: .toggleStatusBar)),
        Row(keys: ["z"], help: "reset the live preview's state",
            details: "start the live preview's state afresh (edits keep it: a saved file reloads with the states of standard types, `Int`, `String`, `Bool`, `Double`, `Date` and their optionals and arrays, where the view's identity and the state's type are unchanged; values of your own types start fresh)",
            bindings: Binding.keys(XK_z, XK_Z, command: .resetState)),
        Row(keys: ["?", "F1"], help: "this help", details: "help overlay",
            bindings: Binding.keys(XK_question, XK_F1, command: .toggleHelp)),
        Row(keys: ["q", "Escape"], help: "quit", details: "quit",
            bindings: Binding.keys(XK_q, XK_Q, XK_Escape, command: .quit)),
        // Live previews (LiveInput.swift): not commands, so no bindings here.
        Row(keys: ["click", "drag"], help: "tap or drag the live preview (compiled)",
            details: "(outlines off) a tap on a compiled preview, which runs live (on an interpreted one, the first click compiles it, and it runs live from then on): buttons (pressed while held), toggles, steppers, pickers (segmented and menu), menus, disclosure groups, tab items, links (`open URL` in the status bar), navigation links and back buttons, alerts' and dialogs' buttons, `onTapGesture`; a click on a text field focuses it; a drag moves sliders, scroll views and `DragGesture`s, and a sheet (let go past a quarter of its height it is dismissed, else it springs back), a long press fires `LongPressGesture`s. What a view's `task` or a `Task` sets shows when it happens (the window asks the preview's process twenty times a second after an event, twice a second otherwise)"),
        Row(keys: ["typing"], help: "type and edit in the focused text field",
            details: "while a text field (or a `TextEditor`) has the focus every key is its, the previewer's own keys too (`a`, `h`, `v`, `d`, `b`, `Home`, `End`, …): characters type at the caret or over the selection; `BackSpace` / `Delete` delete the selection or the character before / after the caret; `Left` / `Right` move the caret a character (emoji and accented letters are one), `Home` / `End` to the start / end of the line, `Up` / `Down` to the line above / below in an editor (to the start / end in a one-line field); with `Shift` they extend the selection; `Ctrl+A` selects all; a click in the focused field puts the caret at the nearest character, a double click selects a word; `Return` submits (`onSubmit`) and leaves the field (a new line in an editor), `Tab` moves to the next field, `Escape` leaves the field"),
    ]

    /// The help overlay's lines.
    static var help: [(keys: String, action: String)] {
        rows.map { ($0.keys.joined(separator: " / "), $0.help) }
    }

    /// README's key table (between its heading and the next paragraph).
    static var markdown: String {
        (["| key | action |", "|---|---|"] + rows.map { row in
            "| " + row.keys.map { "`\($0)`" }.joined(separator: " / ") + " | " + row.details + " |"
        }).joined(separator: "\n")
    }
}
