import Foundation
// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Trellis

/// Lays `view` out in a window of `w` × `h` points and returns the placed tree.
func layout<V: View>(_ view: V, _ w: CGFloat = 300, _ h: CGFloat = 300, environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
    LayoutTree(of: view, in: CGSize(width: w, height: h), environment: environment)
}
