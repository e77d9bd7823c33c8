import CX11

/// What a key press asks the previewer to do. Which keys ask for what is `KeyTable.rows`.
enum KeyCommand: Equatable, Sendable {
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
    /// Starts the live preview's state afresh.
    case resetState
    case quit
    /// Page Up / Page Down / Home / End: scroll the scroll view under the pointer.
    case scrollPage(ScrollState.Page)

    /// The command of the first binding in the key table that takes `key`.
    init?(_ key: KeyStroke) {
        let sym = Int32(truncatingIfNeeded: key.keysym)
        for row in KeyTable.rows {
            for binding in row.bindings {
                if let command = binding.command(for: sym, shift: key.shift) {
                    self = command
                    return
                }
            }
        }
        return nil
    }
}
