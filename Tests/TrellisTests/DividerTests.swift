import Foundation
import Testing
import Trellis

/// Conformance case 36: a Divider is one pixel thick across its stack, 8 pt from its neighbours.
@Suite struct DividerConformance {
    @Test func case36_dividerInVStackAt3x() {
        var env = EnvironmentValues()
        env.displayScale = 3
        let t = layout(VStack {
            Color.red.frame(height: 50).id("red"); Divider().id("div"); Color.blue.frame(height: 50).id("blue")
        }.id("v").frame(width: 100), environment: env)
        expectFrame(t, "v", 50, 41.8333, 100, 116.3333)
        expectFrame(t, "red", 50, 41.8333, 100, 50)
        expectFrame(t, "div", 50, 99.8333, 100, 0.3333)
        expectFrame(t, "blue", 50, 108.1667, 100, 50)
    }

    @Test func case36_dividerInHStackAt2x() {
        var env = EnvironmentValues()
        env.displayScale = 2
        let t = layout(HStack {
            Color.red.frame(width: 50).id("red"); Divider().id("div"); Color.blue.frame(width: 50).id("blue")
        }.id("h").frame(height: 100), environment: env)
        expectFrame(t, "h", 41.75, 50, 116.5, 100)
        expectFrame(t, "red", 41.75, 50, 50, 100)
        expectFrame(t, "div", 99.75, 50, 0.5, 100)
        expectFrame(t, "blue", 108.25, 50, 50, 100)
    }

    @Test func case36_accessibilitySizeMakesItOnePoint() {
        var env = EnvironmentValues()
        env.displayScale = 3
        let t = layout(VStack { Divider().id("div") }.frame(width: 100)
            .dynamicTypeSize(.accessibility1), environment: env)
        expectFrame(t, "div", 50, 99.5, 100, 1)
    }

    @Test func dividerOutsideStacksIsHorizontal() {
        let t = layout(Divider().id("div"))
        expectFrame(t, "div", 0, 99.5, 200, 1)
    }
}
