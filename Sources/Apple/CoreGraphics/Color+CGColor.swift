// A SwiftUI colour as a Core Graphics colour (`Color.red.cgColor`, `color.resolve(in:).cgColor`):
// the colour resolved in the default environment (light mode), as sRGB components, alpha last.
import Foundation
import Trellis

extension Color {
    /// The colour as a Core Graphics colour: its sRGB components in the default environment
    /// (light mode), alpha last. Never nil on Linux (a named colour gives its light value).
    public var cgColor: CGColor? { resolve(in: EnvironmentValues()).cgColor }
}

extension Color.Resolved {
    /// The resolved colour as a Core Graphics colour: its sRGB components, alpha last.
    public var cgColor: CGColor {
        CGColor(srgbRed: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
