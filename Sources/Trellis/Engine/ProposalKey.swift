import Foundation

/// A proposal as the size cache and the placement record keep it: each dimension's bits in 8
/// bytes, an unspecified dimension as a bit pattern no proposal has. Half the size of
/// `ProposedViewSize` (two optionals pad to 32 bytes), so a node's hot fields take fewer cache
/// lines, and compared as two integers.
struct ProposalKey: Equatable {
    private var width: UInt64
    private var height: UInt64

    /// A NaN payload no arithmetic produces: stands for nil.
    private static let unspecified: UInt64 = 0x7FF4_7E11_15D0_0000

    @inline(__always) private static func bits(_ v: CGFloat?) -> UInt64 {
        guard let v else { return unspecified }
        // 0 and -0 are one proposal.
        return v == 0 ? 0 : Double(v).bitPattern
    }

    @inline(__always) private static func value(_ bits: UInt64) -> CGFloat? {
        bits == unspecified ? nil : CGFloat(Double(bitPattern: bits))
    }

    @inline(__always) init(_ proposal: ProposedViewSize) {
        width = Self.bits(proposal.width)
        height = Self.bits(proposal.height)
    }

    /// The proposal the key stands for.
    var proposal: ProposedViewSize { ProposedViewSize(width: Self.value(width), height: Self.value(height)) }
}
