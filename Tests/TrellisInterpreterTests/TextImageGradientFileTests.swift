import Foundation
import Testing
import Trellis

/// Images inside text and angular gradients, written in a file, give the Swift API's frames and paint.
@Suite struct TextImageGradientFileTests {
    @Test func imagesInTextAsInSwift() {
        let file = load("""
            VStack(alignment: .leading) {
                Text("\\(Image(systemName: "star.fill")) 4.8").font(.title).id("a")
                Text(Image(systemName: "heart")).id("b")
                (Text(Image(systemName: "bell")) + Text(" Notifications")).id("c")
            }
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
        let swift = VStack(alignment: .leading) {
            Text("\(Image(systemName: "star.fill")) 4.8").font(.title).id("a")
            Text(Image(systemName: "heart")).id("b")
            (Text(Image(systemName: "bell")) + Text(" Notifications")).id("c")
        }
        expectSameTree(layoutFile(file, 300, 200).root, LayoutTree(of: swift, in: CGSize(width: 300, height: 200), environment: realEnvironment).root)
        // The image runs reach the display list (and so the painter).
        let layout = ResolvedTree(file.makeView(placeholders: false), environment: realEnvironment)
        layout.layout(in: CGSize(width: 300, height: 200))
        let images = layout.displayList().allItems.compactMap { item -> Int? in
            if case let .text(t) = item.content { return t.runs.filter { $0.image != nil }.count } else { return nil }
        }
        #expect(images == [1, 1, 1])
    }

    @Test func angularGradientsAsInSwift() throws {
        let file = load("""
            VStack {
                Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90)))
                Rectangle().fill(.conicGradient(colors: [.green, .yellow], center: .center, angle: .degrees(45)))
                AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .topLeading, startAngle: .zero, endAngle: .degrees(360))
            }
            """)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics.map(\.message))")
        let swift = VStack {
            Circle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(0), endAngle: .degrees(90)))
            Rectangle().fill(.conicGradient(colors: [.green, .yellow], center: .center, angle: .degrees(45)))
            AngularGradient(gradient: Gradient(colors: [.black, .white]), center: .topLeading, startAngle: .zero, endAngle: .degrees(360))
        }
        func fills(_ layout: ResolvedTree) -> [ResolvedPaint] {
            layout.layout(in: CGSize(width: 200, height: 300))
            return layout.displayList().allItems.compactMap { if case let .shape(s) = $0.content { return s.fill } else { return nil } }
        }
        let a = fills(ResolvedTree(file.makeView(placeholders: false), environment: realEnvironment)), b = fills(ResolvedTree(swift, environment: realEnvironment))
        #expect(a.count == 3 && a == b, "\(a)")
        guard case let .angularGradient(_, _, start, end)? = a.dropFirst().first else {
            Issue.record("the conic gradient is angular")
            return
        }
        #expect(abs(start - .pi / 4) < 1e-12 && abs(end - (.pi / 4 + 2 * .pi)) < 1e-12, "a whole turn from 45°")
    }

    @Test func aMissingCenterIsAnError() {
        let file = load("Rectangle().fill(AngularGradient(colors: [.red, .blue], startAngle: .zero, endAngle: .degrees(90)))")
        #expect(file.diagnostics.contains { $0.message.contains("center") }, "\(file.diagnostics.map(\.description))")
    }
}
