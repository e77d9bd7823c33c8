import Foundation

/// Forces every `AnyLayout` into its horizontal or vertical stack form: the previewer's `a` key
/// and the command's `--any-layout` flag. Spacing and alignment carry over.
public enum AnyLayoutOverride: String, Hashable, Sendable, CaseIterable, Codable {
    /// Every `AnyLayout` lays out as an `HStackLayout`.
    case horizontal
    /// Every `AnyLayout` lays out as a `VStackLayout`.
    case vertical
}

private struct AnyLayoutOverrideKey: EnvironmentKey { static let defaultValue: AnyLayoutOverride? = nil }

extension EnvironmentValues {
    /// Which stack form every `AnyLayout` inside takes; nil (the default) lays each out as written.
    public var anyLayoutOverride: AnyLayoutOverride? {
        get { self[AnyLayoutOverrideKey.self] }
        set { self[AnyLayoutOverrideKey.self] = newValue }
    }
}

extension AnyLayout {
    /// This layout in the stack form `mode` asks for; stacks keep their spacing, and alignment
    /// maps leading/top, center/center and trailing/bottom.
    func forced(_ mode: AnyLayoutOverride?) -> AnyLayout {
        guard let mode else { return self }
        var spacing: CGFloat?
        var fraction: Int = 1  // 0 start, 1 centre, 2 end
        switch box.base {
        case let h as HStackLayout:
            if mode == .horizontal { return self }
            spacing = h.spacing
            fraction = h.alignment == .top ? 0 : h.alignment == .bottom ? 2 : 1
        case let v as VStackLayout:
            if mode == .vertical { return self }
            spacing = v.spacing
            fraction = v.alignment == .leading ? 0 : v.alignment == .trailing ? 2 : 1
        case let z as ZStackLayout:
            let a = mode == .horizontal ? (z.alignment.vertical == .top ? 0 : z.alignment.vertical == .bottom ? 2 : 1)
                                        : (z.alignment.horizontal == .leading ? 0 : z.alignment.horizontal == .trailing ? 2 : 1)
            fraction = a
        default:
            break
        }
        if mode == .horizontal {
            return AnyLayout(HStackLayout(alignment: [.top, .center, .bottom][fraction], spacing: spacing))
        }
        return AnyLayout(VStackLayout(alignment: [.leading, .center, .trailing][fraction], spacing: spacing))
    }
}
