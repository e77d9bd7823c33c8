import Foundation
import Observation
import Testing
@testable import Trellis

// SwiftUI's isolation, as its interface declares it: `View`, `ViewModifier`, the styles' `makeBody`,
// `PreviewProvider`, `App` and `Scene` are `@MainActor @preconcurrency`; `Shape` refines `View` and
// `_RemoveGlobalActorIsolation`, so a shape is nonisolated. This file is Swift 6 code: each
// declaration below compiles only with that isolation, and the engine lays the views out on the
// thread it runs on (a large-stack thread), as before.

@Observable @MainActor
private final class Counter {
    var count = 2
    var width: CGFloat { CGFloat(20 * count) }
}

/// A main-actor model made in a `@State` initial value and read in `body`: compiles only if the
/// view is main-actor isolated.
private struct CounterView: View {
    @State private var counter = Counter()
    var body: some View {
        Color.red.frame(width: counter.width, height: 10).id("bar")
    }
}

/// A modifier and a button style that read main-actor state in their requirements.
private struct Widen: ViewModifier {
    let counter: Counter
    func body(content: Content) -> some View { content.frame(width: counter.width * 2) }
}

private struct Tall: ButtonStyle {
    let counter: Counter
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.frame(height: counter.width)
    }
}

private struct Notch: Shape {
    var depth: CGFloat = 3
    func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: depth, dy: depth)) }
}

/// Nonisolated: a shape with a default value is made outside the main actor, as on iOS.
private func notch() -> Notch { Notch() }

@Suite struct MainActorIsolation {
    @MainActor @Test func aMainActorModelInStateIsReadInBody() {
        expectFrame(layout(CounterView()), "bar", 80, 95, 40, 10)
    }

    @MainActor @Test func modifiersAndStylesReadMainActorState() {
        let counter = Counter()
        counter.count = 3
        let t = layout(Color.blue.frame(width: 10, height: 10).modifier(Widen(counter: counter)).id("wide"))
        expectFrame(t, "wide", 40, 95, 120, 10)
        let b = layout(Button {} label: { Color.green.frame(width: 30) }.buttonStyle(Tall(counter: counter)).id("tall"))
        expectFrame(b, "tall", 85, 70, 30, 60)
    }

    @Test func aShapeIsMadeAndLaidOutOffTheMainActor() {
        expectFrame(layout(notch().frame(width: 50, height: 20).id("notch")), "notch", 75, 90, 50, 20)
        #expect(notch().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect == CGRect(x: 3, y: 3, width: 4, height: 4))
    }
}
