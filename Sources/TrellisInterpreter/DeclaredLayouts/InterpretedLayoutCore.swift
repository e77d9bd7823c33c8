import Foundation
import SwiftSyntax
import Trellis

/// One value of a file layout (`EqualWidthHStack(spacing: 4)`): its declaration, its stored
/// properties, and the file that runs its methods. Each requirement runs in an evaluator of its
/// own, with the limits of `LayoutCallLimits`; a method that fails is reported where it failed
/// and the layout answers something safe (zero size, nothing placed, the default spacing). A
/// layout stopped by a limit is skipped from then on (it would only be stopped again).
///
/// Holds the file's context strongly and nothing that holds the core back: a resolved tree keeps
/// its layouts and their file, and dropping the tree frees both.
final class InterpretedLayoutCore: @unchecked Sendable {
    let file: FileContext
    let decl: StructDecl
    let storage: [String: Value]
    /// The declaration's `static var layoutProperties`, evaluated once per file.
    let properties: LayoutProperties

    init(file: FileContext, decl: StructDecl, storage: [String: Value], properties: LayoutProperties) {
        self.file = file
        self.decl = decl
        self.storage = storage
        self.properties = properties
    }

    private var isStopped: Bool { file.isStopped(decl) }

    /// Runs requirement `name` (with these argument labels) if the file declares it: nil when it
    /// does not, `.failure` when it failed.
    private func run(_ name: String, _ labels: [String], _ arguments: [Value], cache: inout FileLayoutCache,
                     returns: String?) -> Result? {
        guard let fn = decl.layoutMethod(name, labels: labels) else { return nil }
        if isStopped || (cache.failed && name != "makeCache") { return .failure }
        let evaluator = Evaluator(file: file, placeholders: false)
        var inoutCache: Value? = labels.last == "cache" ? cache.value : nil
        guard let v = evaluator.runLayoutMethod(fn, layout: self, arguments: arguments, cache: &inoutCache, returns: returns) else {
            return .failure
        }
        if let inoutCache { cache.value = inoutCache }
        return .value(v)
    }

    enum Result {
        case value(Value)
        case failure
    }

    func makeCache(_ subviews: LayoutSubviews) -> FileLayoutCache {
        var cache = FileLayoutCache()
        switch run("makeCache", ["subviews"], [.native(subviews)], cache: &cache, returns: "Cache") {
        case let .value(v)?: cache.value = v
        case .failure?: cache.failed = true
        case nil: break
        }
        return cache
    }

    func updateCache(_ cache: inout FileLayoutCache, _ subviews: LayoutSubviews) {
        if cache.failed || decl.layoutMethod("updateCache", labels: ["_", "subviews"]) == nil {
            cache = makeCache(subviews)
            return
        }
        // `updateCache(_ cache: inout Cache, subviews:)`: the cache is its first parameter.
        guard let fn = decl.layoutMethod("updateCache", labels: ["_", "subviews"]), !isStopped else { return }
        var value: Value? = cache.value
        let evaluator = Evaluator(file: file, placeholders: false)
        if evaluator.runLayoutMethod(fn, layout: self, arguments: [cache.value, .native(subviews)], cache: &value,
                                     returns: nil, inoutIndex: 0) == nil {
            cache.failed = true
        } else if let value {
            cache.value = value
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout FileLayoutCache) -> CGSize {
        let result = run("sizeThatFits", ["proposal", "subviews", "cache"], [.native(proposal), .native(subviews), cache.value],
                         cache: &cache, returns: "CGSize")
        guard case let .value(.native(size as CGSize))? = result else { return .zero }
        return size
    }

    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout FileLayoutCache) {
        _ = run("placeSubviews", ["in", "proposal", "subviews", "cache"],
                [.native(bounds), .native(proposal), .native(subviews), cache.value], cache: &cache, returns: nil)
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout FileLayoutCache) -> ViewSpacing {
        let result = run("spacing", ["subviews", "cache"], [.native(subviews), cache.value], cache: &cache, returns: "ViewSpacing")
        switch result {
        case let .value(.native(s as ViewSpacing))?: return s
        case .failure?: return ViewSpacing()
        default: return FileLayoutDefaults(core: self).spacing(subviews: subviews, cache: &cache)
        }
    }

    /// The file's `explicitAlignment(of:…)` for a guide of this axis, or SwiftUI's default.
    func explicitAlignment(_ guide: Value, horizontal: Bool, _ bounds: CGRect, _ proposal: ProposedViewSize,
                           _ subviews: LayoutSubviews, _ cache: inout FileLayoutCache,
                           default fallback: (inout FileLayoutCache) -> CGFloat?) -> CGFloat? {
        let labels = ["of", "in", "proposal", "subviews", "cache"]
        let typeName = horizontal ? "HorizontalAlignment" : "VerticalAlignment"
        guard let fn = decl.functions["explicitAlignment"]?.first(where: {
            $0.parameters.map { $0.label ?? "_" } == labels && $0.parameters.first?.type.flatMap(Evaluator.simpleTypeName) == typeName
        }) else { return fallback(&cache) }
        if isStopped || cache.failed { return nil }
        var inoutCache: Value? = cache.value
        let evaluator = Evaluator(file: file, placeholders: false)
        let v = evaluator.runLayoutMethod(fn, layout: self, arguments: [guide, .native(bounds), .native(proposal), .native(subviews), cache.value],
                                          cache: &inoutCache, returns: "CGFloat?")
        if let inoutCache { cache.value = inoutCache }
        switch v {
        case let .double(d)?: return CGFloat(d)
        case let .int(i)?: return CGFloat(i)
        default: return nil
        }
    }
}
