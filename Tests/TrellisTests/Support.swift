import Foundation
// Shared by every test file of this target.
@_exported import TrellisTestSupport
import Testing
@testable import Trellis

/// Lays `view` out in a window and returns the placed tree.
func layout<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
    LayoutTree(of: view, in: CGSize(width: w, height: h), environment: environment)
}
