import Foundation

/// A set of symbolic safe area regions (SwiftUI's names and raw values).
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The safe area defined by the device and containers within the user interface, including
    /// elements such as top and bottom bars.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard displayed over the view
    /// content. Trellis shows no keyboard, so this region is always empty.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all = SafeAreaRegions(rawValue: .max)
}

extension EdgeInsets {
    /// Only the insets of `edges`, the others zero.
    func restricted(to edges: Edge.Set) -> EdgeInsets {
        EdgeInsets(top: edges.contains(.top) ? top : 0, leading: edges.contains(.leading) ? leading : 0,
                   bottom: edges.contains(.bottom) ? bottom : 0, trailing: edges.contains(.trailing) ? trailing : 0)
    }

    /// Whether every inset is zero.
    var isZero: Bool { top == 0 && leading == 0 && bottom == 0 && trailing == 0 }

    /// Negative, NaN and infinite insets count as zero.
    var cleaned: EdgeInsets {
        func c(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
        return EdgeInsets(top: c(top), leading: c(leading), bottom: c(bottom), trailing: c(trailing))
    }
}
