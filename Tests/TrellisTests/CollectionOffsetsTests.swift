import Foundation
import Testing
import Trellis

/// What `onDelete` and `onMove` hand a list's data, as SwiftUI's extensions do it.
@Suite struct CollectionOffsetsTests {
    @Test func removeAtOffsets() {
        var a = ["a", "b", "c", "d", "e"]
        a.remove(atOffsets: IndexSet([1, 3]))
        #expect(a == ["a", "c", "e"])
    }

    /// Offsets 1 and 2 moved before offset 4 ("e"), and "a" moved to the end (offset 5).
    @Test func moveFromOffsetsKeepsTheMovedOrder() {
        var a = ["a", "b", "c", "d", "e"]
        a.move(fromOffsets: IndexSet([1, 2]), toOffset: 4)
        #expect(a == ["a", "d", "b", "c", "e"])
        var b = ["a", "b", "c"]
        b.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(b == ["b", "c", "a"])
        var c = ["a", "b", "c"]
        c.move(fromOffsets: IndexSet([2]), toOffset: 0)
        #expect(c == ["c", "a", "b"])
    }
}
