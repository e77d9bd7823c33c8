import Foundation

/// `@State` storage kept across resolutions of one view: the k-th state made while resolving is
/// given the k-th state's storage of the previous resolution (fact 3). Views whose structure a
/// state change alters may see later states shift; previews at rest rarely do that.
final class StateSlots: @unchecked Sendable {
    private var boxes: [AnyObject]
    private var cursor = 0
    init(replaying previous: StateSlots? = nil) { boxes = previous?.boxes ?? [] }

    /// The storage for the next state: the previous resolution's when it has the right type.
    func box<B: AnyObject>(_ make: () -> B) -> B {
        defer { cursor += 1 }
        if cursor < boxes.count, let b = boxes[cursor] as? B { return b }
        let b = make()
        if cursor < boxes.count { boxes[cursor] = b } else { boxes.append(b) }
        return b
    }

    /// The slots of the resolution running on this thread.
    @TaskLocal static var current: StateSlots?
}
