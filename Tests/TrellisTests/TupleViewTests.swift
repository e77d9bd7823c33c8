import Foundation
import Testing
import Trellis

/// `TupleView` takes one tuple type, as SwiftUI declares it (`TupleView<(Text, Spacer)>`): a
/// builder block of several views builds one, and one made with its public initializer lays out
/// its views as siblings just the same.
@Suite struct TupleViewShape {
    @Test func aBlockOfSeveralViewsIsATupleViewOfTheirTypes() {
        let built: TupleView<(Text, Spacer)> = ViewBuilder.buildBlock(Text("a"), Spacer())
        #expect(type(of: built) == TupleView<(Text, Spacer)>.self)
        #expect(type(of: built.value.0) == Text.self)
    }

    @Test func aTupleViewMadeByHandLaysOutItsViewsAsSiblings() {
        let byHand = layout(HStack(spacing: 0) {
            TupleView((Color.red.frame(width: 30, height: 20).id("a"), Color.blue.frame(width: 50, height: 40).id("b")))
        }.id("h"))
        let built = layout(HStack(spacing: 0) {
            Color.red.frame(width: 30, height: 20).id("a")
            Color.blue.frame(width: 50, height: 40).id("b")
        }.id("h"))
        for t in [byHand, built] {
            expectFrame(t, "h", 60, 80, 80, 40)
            expectFrame(t, "a", 60, 90, 30, 20)
            expectFrame(t, "b", 90, 80, 50, 40)
        }
    }

    @Test func aTupleViewOfOneViewIsThatView() {
        let t = layout(VStack { TupleView(Color.red.frame(width: 30, height: 20).id("a")) }.id("v"))
        expectFrame(t, "v", 85, 90, 30, 20)
        expectFrame(t, "a", 85, 90, 30, 20)
    }

    @Test func anElementThatIsNotAViewIsLeftOut() {
        let t = layout(HStack(spacing: 0) { TupleView((Color.red.frame(width: 30, height: 20).id("a"), 7)) }.id("h"))
        expectFrame(t, "h", 85, 90, 30, 20)
    }
}
