import Foundation

/// The kinds of safe area a view can extend into (SwiftUI's names and raw values).
///
/// `ignoresSafeArea(_:edges:)` names the regions a view extends into.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The set's bits (SwiftUI's values: 1 container, 2 keyboard).
    public let rawValue: UInt
    /// Creates a set from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The insets the window and enclosing containers impose: in Trellis, the preview's
    /// safe-area insets and those added by `safeAreaInset` and `safeAreaPadding`.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The part covered by an on-screen keyboard. Trellis shows no keyboard, so this region is
    /// always empty.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// Every region.
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
