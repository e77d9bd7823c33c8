import Foundation
import Testing
@testable import Trellis

/// `EnvironmentalModifier`: where it is applied, the modifier it resolves to in the environment
/// there is applied in its place (nalexn's clean-architecture sample reads the locale this way).
/// Windows are 200×200; the root is proposed the window and centred in it.
private struct PadsByDirection: EnvironmentalModifier {
    final class Seen { var direction: LayoutDirection? }
    let seen: Seen

    func resolve(in environment: EnvironmentValues) -> some ViewModifier {
        seen.direction = environment.layoutDirection
        return Padded(amount: environment.layoutDirection == .rightToLeft ? 20 : 10)
    }

    struct Padded: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }
}

@MainActor @Suite struct EnvironmentalModifierTests {
    @Test func theModifierResolvedInTheEnvironmentIsApplied() {
        let seen = PadsByDirection.Seen()
        let t = layout(Color.red.frame(width: 40, height: 40).id("c").modifier(PadsByDirection(seen: seen)).id("padded"))
        #expect(seen.direction == .leftToRight)
        expectFrame(t, "padded", 70, 70, 60, 60)
        expectFrame(t, "c", 80, 80, 40, 40)
    }

    @Test func itReadsTheEnvironmentWhereItIsApplied() {
        let seen = PadsByDirection.Seen()
        let t = layout(Color.red.frame(width: 40, height: 40).modifier(PadsByDirection(seen: seen)).id("padded")
            .environment(\.layoutDirection, .rightToLeft))
        #expect(seen.direction == .rightToLeft)
        expectFrame(t, "padded", 60, 60, 80, 80)
    }

    @Test func itCombinesWithOtherModifiers() {
        let seen = PadsByDirection.Seen()
        let t = layout(Color.red.frame(width: 40, height: 40).modifier(PadsByDirection(seen: seen).concat(PadsByDirection.Padded(amount: 5))).id("padded"))
        expectFrame(t, "padded", 65, 65, 70, 70)
    }
}
