import Foundation
import Testing
@testable import Trellis

/// Controls at rest (facts and sources at the top of Controls/ButtonStyles.swift, Toggle.swift,
/// TextField.swift, ProgressView.swift). Text is measured by the approximate measurer: 0.55 em
/// per character, lines of 1.2 em, sizes rounded up to whole points. Body text is 17 pt, so
/// "Hello" is 47×21; subheadline is 15 pt, so "Hello" is 42×18.
@Suite struct ControlTests {
    private func lay<V: View>(_ view: V, _ w: CGFloat = 200, _ h: CGFloat = 200) -> LayoutTree {
        var env = EnvironmentValues()
        env.textMeasurer = ApproximateTextMeasurer()
        return layout(view, w, h, environment: env)
    }

    @Test func probe() {
        let t = lay(VStack { Button("Hello") {}.id("a"); Button("Hello") {}.buttonStyle(.bordered).id("b"); Toggle("Hello", isOn: .constant(true)).id("c"); TextField("Hello", text: .constant("")).id("d"); ProgressView().id("e"); ProgressView(value: 0.5).id("f") })
        for id in ["a", "b", "c", "d", "e", "f"] { print(id, tree: t) }
    }
}

private func print(_ id: String, tree: LayoutTree) { Swift.print(id, tree.frame(id: id) as Any) }
