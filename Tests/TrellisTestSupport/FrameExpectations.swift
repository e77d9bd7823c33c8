import Foundation
import Testing
import Trellis

/// Frames are compared unrounded, to within this many points (the engine computes in Double;
/// what differs by less is rounding in the reference's numbers).
public let frameTolerance: CGFloat = 0.01

/// Whether two rectangles agree to within `frameTolerance` in origin and size.
public func sameFrame(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < frameTolerance && abs(a.minY - b.minY) < frameTolerance
        && abs(a.width - b.width) < frameTolerance && abs(a.height - b.height) < frameTolerance
}

/// Asserts the frame of the view with `.id(id)`.
public func expectFrame(_ tree: LayoutTree, _ id: String, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                        _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let prefix = context.isEmpty ? "" : context + ": "
    guard let f = tree.frame(id: id) else {
        Issue.record("\(prefix)no view with id \(id)", sourceLocation: sourceLocation)
        return
    }
    #expect(sameFrame(f, CGRect(x: x, y: y, width: w, height: h)),
            "\(prefix)\(id): got (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
}

/// Asserts the root's frame.
public func expectRoot(_ tree: LayoutTree, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    let f = tree.root.frame.rect
    #expect(sameFrame(f, CGRect(x: x, y: y, width: w, height: h)),
            "root: got (\(f.minX), \(f.minY), \(f.width), \(f.height)), expected (\(x), \(y), \(w), \(h))",
            sourceLocation: sourceLocation)
}

/// Asserts that two placed trees have the same nodes (type and id, unless `types` is false: a
/// layout declared in a file has its own name) and frames.
public func expectSameTree(_ a: LayoutTree.Element, _ b: LayoutTree.Element, path: String = "root", types: Bool = true,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    if types {
        #expect(a.type == b.type, "\(path): type \(a.type) vs \(b.type)", sourceLocation: sourceLocation)
        #expect(a.id == b.id, "\(path): id \(a.id ?? "nil") vs \(b.id ?? "nil")", sourceLocation: sourceLocation)
    }
    let fa = a.frame.rect, fb = b.frame.rect
    #expect(sameFrame(fa, fb), "\(path) (\(a.type)): \(fa) vs \(fb)", sourceLocation: sourceLocation)
    #expect(a.children.count == b.children.count, "\(path) (\(a.type)): \(a.children.count) vs \(b.children.count) children",
            sourceLocation: sourceLocation)
    for (i, (ca, cb)) in zip(a.children, b.children).enumerated() {
        expectSameTree(ca, cb, path: "\(path)/\(i)", types: types, sourceLocation: sourceLocation)
    }
}

/// Expects two lengths to agree within `tolerance` points.
public func expectClose(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = frameTolerance, _ what: String = "",
                        sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= tolerance, "\(what): \(a) vs \(b)", sourceLocation: sourceLocation)
}
