import Foundation
import Testing
@testable import Trellis

/// An optional environment value set to nil reads nil (SwiftUI stores the nil); a key never set
/// reads its default.
@MainActor @Suite struct EnvironmentNilTests {
    private struct SizeClassProbe: View {
        @Environment(\.horizontalSizeClass) var sizeClass
        var body: some View {
            Color.red.frame(width: sizeClass == nil ? 10 : sizeClass == .compact ? 20 : 30, height: 5).id("probe")
        }
    }

    @Test func unsetOptionalKeyReadsItsDefault() {
        var env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
        env.horizontalSizeClass = .regular
        #expect(env.horizontalSizeClass == .regular)
    }

    @Test func optionalKeySetToNilReadsNil() {
        var env = EnvironmentValues()
        env.horizontalSizeClass = nil
        #expect(env.horizontalSizeClass == nil)
        env.verticalSizeClass = .compact
        env.verticalSizeClass = nil
        #expect(env.verticalSizeClass == nil)
    }

    @Test func environmentModifierSettingNilReachesTheBody() {
        expectFrame(layout(SizeClassProbe()), "probe", 90, 97.5, 20, 5)
        expectFrame(layout(SizeClassProbe().environment(\.horizontalSizeClass, nil)), "probe", 95, 97.5, 10, 5)
        expectFrame(layout(SizeClassProbe().environment(\.horizontalSizeClass, .regular)), "probe", 85, 97.5, 30, 5)
    }

    @Test func nilSetOutsideIsOverriddenInside() {
        let v = SizeClassProbe().environment(\.horizontalSizeClass, .regular).environment(\.horizontalSizeClass, nil)
        expectFrame(layout(v), "probe", 85, 97.5, 30, 5)
    }
}
