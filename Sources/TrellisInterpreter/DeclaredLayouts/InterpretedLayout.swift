import Foundation
@_spi(Interpreter) import Trellis

/// A `struct Name: Layout` of a layout file, as the engine runs it: a native `Layout` whose
/// requirements call the file's methods (see `LayoutCalls`). Every declared layout runs as this
/// one type; the engine tells them apart by their declaration (`DeclaredLayout`), so each keeps
/// its own `layoutProperties` and its own cache in an `AnyLayout`. The values of its stored
/// properties travel in `core`.
struct InterpretedLayout: DeclaredLayout, NamedLayout {
    typealias Cache = FileLayoutCache
    let core: InterpretedLayoutCore

    init(core: InterpretedLayoutCore) { self.core = core }

    var declarationIdentity: ObjectIdentifier { ObjectIdentifier(core.decl) }

    var declaredProperties: LayoutProperties { core.properties }

    var layoutName: String { core.decl.name }

    func makeCache(subviews: Subviews) -> Cache { core.makeCache(subviews) }

    func updateCache(_ cache: inout Cache, subviews: Subviews) { core.updateCache(&cache, subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        core.sizeThatFits(proposal, subviews, &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        core.placeSubviews(bounds, proposal, subviews, &cache)
    }

    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        core.spacing(subviews, &cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        core.explicitAlignment(.native(guide), horizontal: true, bounds, proposal, subviews, &cache) {
            FileLayoutDefaults(core: core).explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat? {
        core.explicitAlignment(.native(guide), horizontal: false, bounds, proposal, subviews, &cache) {
            FileLayoutDefaults(core: core).explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}

/// The cache of a file layout: whatever its `makeCache` returned (Void when it has none).
struct FileLayoutCache {
    var value: Value = .void
    /// `makeCache` failed: the other methods would only report its consequences.
    var failed = false
}

/// The same layout without its optional methods, for SwiftUI's default `spacing` and
/// `explicitAlignment` (the engine's protocol extension: union of the subviews' spacings; the
/// guides of the subviews, placed in a dry run of `placeSubviews`).
struct FileLayoutDefaults: Layout {
    typealias Cache = FileLayoutCache
    let core: InterpretedLayoutCore

    func makeCache(subviews: Subviews) -> Cache { core.makeCache(subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        core.sizeThatFits(proposal, subviews, &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        core.placeSubviews(bounds, proposal, subviews, &cache)
    }
}
