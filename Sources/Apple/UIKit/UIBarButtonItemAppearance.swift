// What a bar's buttons look like in each state (`UINavigationBarAppearance.buttonAppearance`,
// `doneButtonAppearance`, `backButtonAppearance`): apps colour the buttons of SwiftUI's
// navigation bars with them. Linux: kept as set, not drawn (Trellis draws its own bars).
import Foundation

/// What a bar button looks like in one state: its title's attributes, its background image, and
/// how far each moves.
open class UIBarButtonItemStateAppearance: NSObject, @unchecked Sendable {
    /// The title's text attributes (font, colour…).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title moves from its place.
    open var titlePositionAdjustment: UIOffset = .zero
    /// The button's background image.
    open var backgroundImage: UIImage?
    /// How far the background image moves from its place.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    /// A state appearance with the system's defaults.
    override init() { super.init() }
}

/// What a bar's buttons of one style look like: one appearance for each state.
open class UIBarButtonItemAppearance: NSObject, @unchecked Sendable {
    /// The buttons when at rest.
    public private(set) var normal = UIBarButtonItemStateAppearance()
    /// A button being touched.
    public private(set) var highlighted = UIBarButtonItemStateAppearance()
    /// Disabled buttons.
    public private(set) var disabled = UIBarButtonItemStateAppearance()
    /// The focused button.
    public private(set) var focused = UIBarButtonItemStateAppearance()

    /// The system's defaults for buttons of a style.
    /// - Parameter style: The buttons' style (`.plain` or `.done`).
    public init(style: UIBarButtonItem.Style) { super.init() }

    /// The system's defaults for plain buttons.
    public override convenience init() { self.init(style: .plain) }

    /// Puts every state back to the system's defaults for a style.
    /// - Parameter style: The buttons' style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }
}
