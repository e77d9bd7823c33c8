import Foundation
import SnapshotTesting
import Trellis
import TrellisCairo
import TrellisSession
import UIKit

extension Snapshotting where Value: View, Format == UIImage {
    /// A snapshot strategy comparing views by their pixels, at the view's ideal size.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy comparing views by their pixels: the view laid out through Trellis's
    /// preview session on the canvas `layout` describes, with `traits`, and painted by Cairo
    /// into a PNG (the same bytes on every run with the same fonts).
    ///
    /// The parameters are swift-snapshot-testing's for SwiftUI views on iOS, so a suite's calls
    /// compile unchanged. The image's scale is the traits' `displayScale`, else
    /// `SnapshotSession.defaultDisplayScale` (2).
    ///
    /// - Parameters:
    ///   - drawHierarchyInKeyWindow: Accepted for iOS's signature; Linux has no key window.
    ///   - precision: The fraction of pixels that must match (1: all).
    ///   - perceptualPrecision: How closely a pixel must match its reference to count as a match,
    ///     1 meaning exactly; 0.98 to 0.99 matches as the human eye does (a CIE94 colour
    ///     difference of at most 1 or 2).
    ///   - layout: The canvas: a device, a fixed size or the view's ideal size.
    ///   - traits: Traits over the layout's: colour scheme, Dynamic Type, layout direction,
    ///     size classes, display scale.
    /// - Returns: The strategy.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init()) -> Snapshotting {
        let scale = SnapshotSession.session(layout: layout, traits: traits).settings.displayScale
        return Snapshotting(pathExtension: "png",
                            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)) { view in
            do {
                let (png, scale) = try SnapshotSession.png(view, layout: layout, traits: traits)
                return UIImage(data: png, scale: scale) ?? UIImage()
            } catch {
                SnapshotIssue.record("\(error)")
                return UIImage()
            }
        }
    }
}

extension Snapshotting where Value: View, Format == String {
    /// A snapshot strategy comparing views by their layout: the LayoutTree as text, at the view's
    /// ideal size.
    public static var layoutTree: Snapshotting { .layoutTree() }

    /// A snapshot strategy comparing views by their layout: the view laid out through Trellis's
    /// preview session as `.image` lays it out, written one view a line (`LayoutTreeText`: type,
    /// frame in window coordinates to 0.01 pt, children indented), so a changed frame is a
    /// changed line in the diff. Trellis only: iOS has no such strategy.
    /// - Parameters:
    ///   - layout: The canvas: a device, a fixed size or the view's ideal size.
    ///   - traits: Traits over the layout's.
    ///   - proposals: Whether each line also shows the layout negotiation (the proposal the view
    ///     was placed with and every proposal it was asked about).
    /// - Returns: The strategy.
    public static func layoutTree(layout: SwiftUISnapshotLayout = .sizeThatFits, traits: UITraitCollection = .init(),
                                  proposals: Bool = false) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            SnapshotSession.layoutTreeText(view, layout: layout, traits: traits, proposals: proposals)
        }
    }
}
