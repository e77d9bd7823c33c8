import Foundation

// `contentMargins(_:_:for:)` (iOS 17): scroll views inset their content by the margins, beyond the
// safe area ("the scroll view will automatically inset its content by the safe area plus an
// additional 20 points on the leading and trailing edge", Apple's documentation of the modifier).
// `.automatic` insets both the content and the indicators of a scroll view, `.scrollContent` only
// the content, `.scrollIndicators` only the indicators (Apple, ContentMarginPlacement), which are
// drawn only while scrolling: they never change a layout at rest. The margins are environment
// values, so every scroll view inside takes them; the modifier nearest a scroll view decides the
// edges it names. A nil length is the platform's default margin, none for a scroll view.
//
// In a scroll view (ScrollView.swift): across its scrolled axes the content is proposed the
// scroll view's length less the margins and placed inside them (the scroll view hugs its content
// plus the margins); along them the margins are scrolled space before and after the content, so
// at rest the content starts after the leading (top) margin.

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The margins scroll views inside add around their content (`contentMargins(_:_:for:)`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension EdgeInsets {
    /// The insets with `edges` set to `insets`' values there.
    func setting(_ edges: Edge.Set, to insets: EdgeInsets) -> EdgeInsets {
        var result = self
        if edges.contains(.top) { result.top = insets.top }
        if edges.contains(.leading) { result.leading = insets.leading }
        if edges.contains(.bottom) { result.bottom = insets.bottom }
        if edges.contains(.trailing) { result.trailing = insets.trailing }
        return result
    }
}

nonisolated extension View {
    /// Insets the content of the scroll views inside by `insets` on `edges`, beyond the safe area.
    /// - Parameters:
    ///   - edges: The edges the margins are on (default all).
    ///   - insets: The margins.
    ///   - placement: What is inset: `.automatic` the content and the indicators,
    ///     `.scrollContent` the content, `.scrollIndicators` the indicators (drawn only while
    ///     scrolling: no change at rest).
    /// - Returns: A view whose scroll views inset their content.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            let clean = EdgeInsets(top: Self.marginLength(insets.top), leading: Self.marginLength(insets.leading),
                                   bottom: Self.marginLength(insets.bottom), trailing: Self.marginLength(insets.trailing))
            margins = margins.setting(edges, to: clean)
        }
    }

    /// Insets the content of the scroll views inside by `length` on `edges`, beyond the safe area.
    /// - Parameters:
    ///   - edges: The edges the margins are on (default all).
    ///   - length: The margin; nil is the platform's default, none for a scroll view.
    ///   - placement: What is inset (see `contentMargins(_:_:for:)` with insets).
    /// - Returns: A view whose scroll views inset their content.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 0
        return contentMargins(edges, EdgeInsets(top: l, leading: l, bottom: l, trailing: l), for: placement)
    }

    /// Insets the content of the scroll views inside by `length` on every edge, beyond the safe area.
    /// - Parameters:
    ///   - length: The margin.
    ///   - placement: What is inset (see `contentMargins(_:_:for:)` with insets).
    /// - Returns: A view whose scroll views inset their content.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// A margin as a length: negative, NaN and infinite margins are none.
    private static func marginLength(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
}
