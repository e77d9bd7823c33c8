import Foundation
import Testing
@testable import Trellis

/// A binding to a mutable collection is a collection of bindings to its elements, as SwiftUI's
/// is (iOS 15): an app's `Collection` extension called on `$indices` returns a binding to one
/// element (the course's unit converter passes `$sourceUnitIndices.element(at: unitType)` to a
/// picker), and writes through it reach the collection.
@Suite struct BindingCollectionTests {
    final class Box: @unchecked Sendable { var values = [3, 1, 4, 1, 5] }

    @Test func anAppsCollectionExtensionOnABindingGivesABindingToAnElement() {
        let box = Box()
        let binding = Binding(get: { box.values }, set: { box.values = $0 })
        let second: Binding<Int> = binding.element(at: 1)
        #expect(second.wrappedValue == 1)
        second.wrappedValue = 9
        #expect(box.values == [3, 9, 4, 1, 5])
    }

    @Test func aBindingIteratesAndIndexesAsBindingsToItsElements() {
        let box = Box()
        let binding = Binding(get: { box.values }, set: { box.values = $0 })
        #expect(binding.count == 5 && binding.startIndex == 0 && binding.endIndex == 5)
        for element in binding where element.wrappedValue == 1 { element.wrappedValue = 0 }
        #expect(box.values == [3, 0, 4, 0, 5])
        binding[binding.index(before: binding.endIndex)].wrappedValue = 7
        #expect(box.values.last == 7)
        #expect(binding.map(\.wrappedValue) == [3, 0, 4, 0, 7])
        #expect(binding.reversed().first?.wrappedValue == 7)
    }
}

extension Collection {
    /// The course's extension, as the app declares it.
    func element(at index: Index) -> Element { self[index] }
}

/// `Image`'s own modifiers keep it an `Image` (a `static let house: Image = …` of an app's symbol
/// table), and lay out as the image they modify.
@Suite struct ImageModifiersStayImagesTests {
    @Test func symbolRenderingModeAndDynamicRangeKeepAnImage() {
        let plain = Image(systemName: "house.fill")
        let moded: Image = plain.symbolRenderingMode(.hierarchical).allowedDynamicRange(.high)
        let a = ResolvedTree(plain), b = ResolvedTree(moded)
        a.layout(in: CGSize(width: 390, height: 844))
        b.layout(in: CGSize(width: 390, height: 844))
        let (fa, fb) = (a.tree.root.frame, b.tree.root.frame)
        #expect(fa.x == fb.x && fa.y == fb.y && fa.width == fb.width && fa.height == fb.height)
        #expect(fa.width > 0)
    }
}
