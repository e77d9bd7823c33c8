import Foundation

/// An `Alignment` in 8 bytes: the nine built-in alignments by number, any other in a box of its
/// own. A frame keeps its alignment this way so that the frame's behaviour fits in a node's
/// behaviour field (24 bytes) and needs no allocation of its own: one memory read fewer per
/// frame and pass on large trees.
enum CompactAlignment {
    case builtIn(UInt8)
    case other(OutOfLine<Alignment>)

    /// The alignments kept by number.
    private static let builtIns: [Alignment] = [
        .center, .leading, .trailing, .top, .bottom, .topLeading, .topTrailing, .bottomLeading, .bottomTrailing,
    ]

    init(_ alignment: Alignment) {
        if let i = Self.builtIns.firstIndex(of: alignment) {
            self = .builtIn(UInt8(i))
        } else {
            self = .other(OutOfLine(alignment))
        }
    }

    var alignment: Alignment {
        switch self {
        case let .builtIn(i): return Self.builtIns[Int(i)]
        case let .other(box): return box.value
        }
    }
}
