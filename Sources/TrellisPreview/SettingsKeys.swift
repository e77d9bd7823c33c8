import Trellis
import TrellisSession

extension PreviewSettings {
    /// What the environment keys change (the AnyLayout, size-class, Dynamic Type, direction and
    /// colour-scheme keys); false for any other command. `flippingAnyLayout` is the stack form
    /// an AnyLayout key forces when none is forced yet (the one the window does not show now).
    mutating func apply(_ command: KeyCommand, flippingAnyLayout: @autoclosure () -> AnyLayoutOverride) -> Bool {
        switch command {
        case .toggleAnyLayout:
            anyLayout = anyLayout == nil ? flippingAnyLayout() : nil
        case .cycleHorizontalSizeClass:
            horizontalSizeClass = Self.next(horizontalSizeClass)
        case .cycleVerticalSizeClass:
            verticalSizeClass = Self.next(verticalSizeClass)
        case .dynamicTypeUp, .dynamicTypeDown:
            let all = DynamicTypeSize.allCases
            let i = all.firstIndex(of: dynamicTypeSize) ?? 3
            dynamicTypeSize = all[min(max(i + (command == .dynamicTypeUp ? 1 : -1), 0), all.count - 1)]
        case .toggleLayoutDirection:
            layoutDirection = layoutDirection == .leftToRight ? .rightToLeft : .leftToRight
        case .toggleColorScheme:
            colorScheme = colorScheme == .light ? .dark : .light
        default:
            return false
        }
        return true
    }

    /// auto → compact → regular → auto.
    private static func next(_ choice: SizeClassChoice) -> SizeClassChoice {
        switch choice {
        case .auto: return .compact
        case .compact: return .regular
        case .regular: return .auto
        }
    }
}
