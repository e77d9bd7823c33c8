import Foundation
import Testing
@testable import Trellis

/// Lays `view` out in a window and returns the placed tree.
func layout<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200, environment: EnvironmentValues = EnvironmentValues()) -> LayoutTree {
    LayoutTree(of: view, in: CGSize(width: w, height: h), environment: environment)
}

/// Asserts the frame of the view with `.id(id)` to within 0.01 pt.
func expectFrame(_ tree: LayoutTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let f = tree.frame(id: id) else {
        Issue.record("no view with id \(id)", sourceLocation: sourceLocation)
        return
    }
    let ok = abs(f.minX - x) < 0.01 && abs(f.minY - y) < 0.01 && abs(f.width - w) < 0.01 && abs(f.height - h) < 0.01
    #expect(ok, "\(id): got (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
}

/// Asserts the root's frame.
func expectRoot(_ tree: LayoutTree, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                sourceLocation: SourceLocation = #_sourceLocation) {
    let f = tree.root.frame.rect
    let ok = abs(f.minX - x) < 0.01 && abs(f.minY - y) < 0.01 && abs(f.width - w) < 0.01 && abs(f.height - h) < 0.01
    #expect(ok, "root: got (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
}
