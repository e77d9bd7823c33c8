/// How a drawing's colours combine with what is under them (Core Graphics' compositing modes,
/// which `UIImage.draw(in:blendMode:alpha:)` and contexts take).
public enum CGBlendMode: Int32, Sendable, Hashable {
    /// The drawing over what is under it.
    case normal = 0
    /// The colours multiplied: darker.
    case multiply
    /// The inverses multiplied: lighter.
    case screen
    /// Multiply or screen, by the background.
    case overlay
    /// The darker of the two.
    case darken
    /// The lighter of the two.
    case lighten
    /// The background brightened to reflect the drawing.
    case colorDodge
    /// The background darkened to reflect the drawing.
    case colorBurn
    /// A soft light on the background.
    case softLight
    /// A hard light on the background.
    case hardLight
    /// The difference of the two.
    case difference
    /// A softer difference.
    case exclusion
    /// The drawing's hue, the background's saturation and luminosity.
    case hue
    /// The drawing's saturation.
    case saturation
    /// The drawing's hue and saturation.
    case color
    /// The drawing's luminosity.
    case luminosity
    /// Nothing: cleared.
    case clear
    /// The drawing alone.
    case copy
    /// The drawing where the background is.
    case sourceIn
    /// The drawing where the background is not.
    case sourceOut
    /// The drawing over the background, where the background is.
    case sourceAtop
    /// The background over the drawing.
    case destinationOver
    /// The background where the drawing is.
    case destinationIn
    /// The background where the drawing is not.
    case destinationOut
    /// The background over the drawing, where the drawing is.
    case destinationAtop
    /// Each where the other is not.
    case xor
    /// The sum, darkened.
    case plusDarker
    /// The sum, lightened.
    case plusLighter
}
