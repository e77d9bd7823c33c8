import Foundation

/// Variants of symbol images (`symbolVariant(.fill)`): "star" drawn as "star.fill".
public struct SymbolVariants: Hashable, Sendable {
    var shape: String?
    var isFilled = false
    var isSlashed = false

    /// No variant: symbols as named (also clears variants set further out).
    public static let none = SymbolVariants()
    /// The filled variant ("star" as "star.fill").
    public static let fill = SymbolVariants(isFilled: true)
    /// The variant in a circle ("plus" as "plus.circle").
    public static let circle = SymbolVariants(shape: "circle")
    /// The variant in a square.
    public static let square = SymbolVariants(shape: "square")
    /// The variant in a rectangle.
    public static let rectangle = SymbolVariants(shape: "rectangle")
    /// The slashed variant ("bell" as "bell.slash").
    public static let slash = SymbolVariants(isSlashed: true)

    /// This variant, filled too (`.circle.fill`).
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    /// This variant in a circle.
    public var circle: SymbolVariants { var v = self; v.shape = "circle"; return v }
    /// This variant in a square.
    public var square: SymbolVariants { var v = self; v.shape = "square"; return v }
    /// This variant, slashed too.
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// The name of `name` in this variant, the nearest one the catalog draws (SF's order:
    /// base, slash, enclosing shape, fill); `name` itself when none is drawn.
    func apply(to name: String, known: (String) -> Bool) -> String {
        if self == .none { return name }
        var parts = name.split(separator: ".").map(String.init)
        let base = parts.prefix { !["slash", "circle", "square", "rectangle", "fill"].contains($0) }.joined(separator: ".")
        parts = Array(parts.dropFirst(base.split(separator: ".").count))
        let slashed = isSlashed || parts.contains("slash")
        let shape = self.shape ?? parts.first { ["circle", "square", "rectangle"].contains($0) }
        let filled = isFilled || parts.contains("fill")
        func compose(_ slash: Bool, _ shape: String?, _ fill: Bool) -> String {
            ([base] + (slash ? ["slash"] : []) + (shape.map { [$0] } ?? []) + (fill ? ["fill"] : [])).joined(separator: ".")
        }
        for candidate in [compose(slashed, shape, filled), compose(slashed, shape, false), compose(slashed, nil, filled),
                          compose(false, shape, filled), compose(false, nil, filled)] where known(candidate) {
            return candidate
        }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    /// The variant symbol images inside are drawn in; a variant the catalog lacks falls back to
    /// the nearest one it has, then to the symbol as named.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Draws symbol images inside in a variant (added to any variant set further out).
    /// - Parameter variant: The variant, such as `.fill` or `.circle.fill`; `.none` clears them.
    /// - Returns: A view whose symbol images use the variant.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { v in
            if variant.isFilled { v.isFilled = true }
            if variant.isSlashed { v.isSlashed = true }
            if let shape = variant.shape { v.shape = shape }
            if variant == .none { v = .none }
        }
    }
}
