import Foundation

// SwiftUI's lazy stacks — the facts this file and LazyStackBehavior.swift rely on, with sources:
//
// 1. Initializers `LazyVStack(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
//    pinnedViews: PinnedScrollableViews = .init(), content:)` and `LazyHStack(alignment:
//    VerticalAlignment = .center, spacing:pinnedViews:content:)` (Apple, LazyVStack and
//    LazyHStack docs).
// 2. A lazy stack fills its cross axis: a LazyVStack is as wide as proposed, a LazyHStack as tall
//    as proposed, where a VStack/HStack hugs its widest/tallest child. Along its own axis it is
//    as long as its content ("LazyHStack fills width, and shouldn't … Expected: Left aligned, as
//    it is on iOS", skiptools/skip-ui issue #315, fixed by PR #316/#323 "Make LazyHStack fill
//    height, not width, matching iOS"; PR #173 "Fix fill behavior of lazy stacks and grids").
//    Proposed nothing across (a LazyHStack in a vertical scroll view is proposed a height), it
//    is as wide as its widest row.
// 3. Rows are offered the stack's cross length and nothing along its axis: each is as long as it
//    wants, and no flexible space is shared among them (a lazy stack cannot share space among
//    rows it has not built: RevenueCat/purchases-ios PR #4514 "they cannot have a child view
//    with width/height type fill because the lazy rendering makes it impossible to know how
//    much space they can occupy"). Each row sits in the cross length by `alignment`.
// 4. Spacing between rows: `spacing`, or when nil each pair's preferred spacing, as in a VStack.
// 5. Laziness: "The stack is 'lazy,' in that the stack view doesn't create items until it needs
//    to render them onscreen" (Apple, LazyVStack docs); it is lazy only inside a ScrollView along
//    its axis — outside one it builds every row (notes on lazy containers: "Lazy containers
//    behave lazily ONLY inside a ScrollView … Without ScrollView: acts like a normal stack").
//    Trellis builds the rows that reach into the scroll view's visible bounds, plus half a
//    viewport before and after (SwiftUI prefetches some rows beyond the edges; how many is not
//    documented). A row once built stays built (SwiftUI keeps the state of rows it has built).
// 6. The length of rows not yet built is estimated from those measured (their mean, and the mean
//    gap), as a UICollectionView estimates its content size; the estimate is exact when the rows
//    are alike, and is revised when rows measured later differ (SwiftUI's scroll indicator
//    jumps then). To report its length a lazy stack measures the rows from the first until they
//    cover its container's length plus the margin: what the scroll view shows at rest.
// 7. `pinnedViews: [.sectionHeaders]` pins section headers while scrolling: the header of the
//    section that crosses the top of the scroll view's visible region stays at that top, over
//    the section's rows, until the section's end pushes it up (Apple, PinnedScrollableViews
//    docs: "section headers … pinned to the bounds of the scroll view"; the first section's
//    header starts at the top, so at rest it is where it would be anyway). `.sectionFooters`
//    pins footers the same way at the bottom: the footer of a section that crosses the bottom
//    of the visible region sits at that bottom, over the rows, unless that would put it above
//    the section's first row under its header (UICollectionView's pinned boundary
//    supplementary items, which SwiftUI's lazy containers follow) — so at rest the footer of a
//    long first section is already at the bottom of the scroll view. Trellis pins the first
//    view of a header or footer, in lazy stacks and lazy grids.
// 8. Sections in lazy containers: a `Section`'s header, rows and footer are rows of the
//    container, in that order; a `ForEach` whose content is a `Section` makes one section per
//    element. In a lazy grid inside a scroll view a header or footer is a line of its own as
//    wide as the grid (proposed the grid's width and aligned by the grid's alignment, Trellis's
//    reading of SwiftUI, which centres a header Text unless it is framed wider), and a
//    section's items start a new line; the line spacing separates them like other lines.

/// A view that arranges its children in a line that grows vertically, creating items only as
/// needed (inside a vertical scroll view).
///
/// The stack is as wide as proposed (a `VStack` hugs its widest row instead) and as tall as its
/// rows and the spacing between them. Each row is proposed the stack's width and no height, so it
/// takes its ideal height; rows are aligned across the width by `alignment`. Inside a vertical
/// scroll view the rows of a `ForEach` are built only when they come within half a viewport of the
/// visible region, and the length of the rest is estimated from the rows measured; outside a
/// scroll view every row is built, as in SwiftUI.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 12, pinnedViews: .sectionHeaders) {
///         ForEach(0..<1_000) { i in
///             Text("Row \(i)")
///         }
///     }
///     .padding(.horizontal)
/// }
/// ```
public nonisolated struct LazyVStack<Content: View>: View, PrimitiveView {
    /// A lazy stack is laid out by Trellis's lazy stack behaviour, not from a body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack of the views in `content`.
    /// - Parameters:
    ///   - alignment: how rows narrower than the stack are placed across its width.
    ///   - spacing: the distance between rows; `nil` uses each pair's preferred spacing, as a `VStack`
    ///     does.
    ///   - pinnedViews: the section headers and footers to pin to the scroll view's edges while scrolling.
    ///   - content: the rows; a `ForEach`'s rows are built on demand.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        nodes.append(LazyStackBehavior.node(ctx, "LazyVStack", axis: .vertical, alignment: alignment.key,
                                            spacing: spacing, pinnedViews: pinnedViews, content: content))
    }
}

/// A view that arranges its children in a line that grows horizontally, creating items only as
/// needed (inside a horizontal scroll view).
///
/// The stack is as tall as proposed (an `HStack` hugs its tallest column instead) and as wide as
/// its columns and the spacing between them. Each column is proposed the stack's height and no
/// width; inside a horizontal scroll view the columns of a `ForEach` are built only as they come
/// near the visible region.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack(spacing: 16) {
///         ForEach(photos) { photo in
///             PhotoCard(photo: photo).frame(width: 160)
///         }
///     }
/// }
/// ```
public nonisolated struct LazyHStack<Content: View>: View, PrimitiveView {
    /// A lazy stack is laid out by Trellis's lazy stack behaviour, not from a body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy horizontal stack of the views in `content`.
    /// - Parameters:
    ///   - alignment: how columns shorter than the stack are placed across its height.
    ///   - spacing: the distance between columns; `nil` uses each pair's preferred spacing.
    ///   - pinnedViews: the section headers and footers to pin while scrolling.
    ///   - content: the columns; a `ForEach`'s columns are built on demand.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = validSpacing(spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    func makeNodes(_ ctx: ResolveContext, into nodes: inout [Node]) {
        nodes.append(LazyStackBehavior.node(ctx, "LazyHStack", axis: .horizontal, alignment: alignment.key,
                                            spacing: spacing, pinnedViews: pinnedViews, content: content))
    }
}
