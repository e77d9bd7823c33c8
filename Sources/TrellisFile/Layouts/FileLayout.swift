import Foundation
import Trellis

/// A `struct Name: Layout` of a layout file, as the engine runs it: a native `Layout` whose
/// requirements call the file's methods (see `LayoutCalls`). Each declared layout gets its own
/// Swift type (`Tag`), so its `layoutProperties` and its cache in an `AnyLayout` are its own.
/// The values of its stored properties travel in `core`.
struct FileLayout<Tag: TypeTag>: FileLayoutMaking, NamedLayout {
    typealias Cache = FileLayoutCache
    let core: FileLayoutCore

    init(core: FileLayoutCore) { self.core = core }

    static var layoutProperties: LayoutProperties { FileLayoutTypes.properties(of: Self.self) }

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

/// Made from a type only known at run time: `type.init(core:)`.
protocol FileLayoutMaking: Layout {
    init(core: FileLayoutCore)
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
    let core: FileLayoutCore

    func makeCache(subviews: Subviews) -> Cache { core.makeCache(subviews) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        core.sizeThatFits(proposal, subviews, &cache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        core.placeSubviews(bounds, proposal, subviews, &cache)
    }
}

/// The layout properties of each file layout type, read through its static `layoutProperties`.
/// Entries go when their file does (`FileContext.deinit`).
enum FileLayoutTypes {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var properties: [ObjectIdentifier: LayoutProperties] = [:]

    /// A new layout type with `properties`.
    static func make(properties: LayoutProperties) -> any FileLayoutMaking.Type {
        func layoutType<T: TypeTag>(_ tag: T.Type) -> any FileLayoutMaking.Type { FileLayout<T>.self }
        let type = layoutType(TypeTags.make())
        lock.withLock { Self.properties[ObjectIdentifier(type)] = properties }
        return type
    }

    static func properties(of type: Any.Type) -> LayoutProperties {
        lock.withLock { properties[ObjectIdentifier(type)] } ?? LayoutProperties()
    }

    static func remove(_ types: [any FileLayoutMaking.Type]) {
        lock.withLock {
            for t in types { properties[ObjectIdentifier(t)] = nil }
        }
    }
}
