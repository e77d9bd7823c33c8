import Foundation
import Testing
@testable import Trellis

/// `@EnvironmentObject` read where the engine calls a view's closures after its body has run:
/// a `ForEach`'s content, a lazy stack's rows, a `GeometryReader`'s content, a sheet's content.
/// Each reads the environment of the place the closure was written, as in SwiftUI.
@Suite struct EnvironmentObjectReachTests {
    final class Theme: ObservableObject {
        @Published var accent = "blue"
    }

    struct Screen: View {
        @EnvironmentObject private var theme: Theme
        var body: some View {
            VStack {
                ForEach(["a", "b"], id: \.self) { name in Text("\(name) \(theme.accent)") }
                LazyVStack { ForEach(["c"], id: \.self) { name in Text("\(name) \(theme.accent)") } }
                GeometryReader { _ in Text("geometry \(theme.accent)") }.frame(height: 30)
            }
            .sheet(isPresented: .constant(true)) { Text("sheet \(theme.accent)") }
        }
    }

    @MainActor @Test func closuresRunAfterTheBodyReadTheObject() {
        let tree = ResolvedTree(Screen().environmentObject(Theme()))
        tree.layout(in: CGSize(width: 390, height: 844))
        let texts = tree.shownTexts()
        for expected in ["a blue", "b blue", "c blue", "geometry blue", "sheet blue"] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
    }
}
